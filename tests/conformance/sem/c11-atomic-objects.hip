// C17's atomics (7.17, 6.2.6.1p9, 6.5.16.2p3): an _Atomic object is read
// and written whole, sequentially consistent; a compound assignment and
// ++/-- are one atomic read-modify-write whose value is the new value (the
// old one for postfix); _Atomic(T) is the specifier form; <stdatomic.h>'s
// types, operations and atomic_flag, on one thread.
#include <stdatomic.h>

struct counters { _Atomic int hits; atomic_uint mask; };

__device__ int test(void) {
  _Atomic int a = 5;
  if (a != 5) return 1;
  if ((a += 3) != 8 || a++ != 8 || a != 9 || ++a != 10 || a-- != 10 || --a != 8) return 2;
  a *= 3;
  a <<= 1;
  a %= 7; /* 48 % 7 */
  if (a != 6) return 3;
  a |= 9;
  a &= 12;
  a ^= 1;
  if (a != 13) return 4;
  _Atomic(float) f = 1.5f;
  f += 0.25f;
  f++;
  f *= 2.0f;
  if (f != 5.5f) return 5;
  _Atomic double d = 1.0;
  if (--d != 0.0 || d-- != 0.0 || d != -1.0) return 6;
  int arr[4];
  _Atomic(int *) p = arr;
  p++;
  p += 2;
  if (p != &arr[3] || p-- != &arr[3] || p != &arr[2]) return 7;
  _Atomic _Bool b = 0;
  b++;
  if (!b) return 8;
  _Atomic unsigned char c = 250;
  c += 10; /* wraps in the object's type */
  if (c != 4) return 9;
  _Atomic long long big = 1;
  big <<= 40;
  if (big != 1ll << 40) return 10;
  struct counters k = {0, 0};
  k.hits += 2;
  k.mask |= 6u;
  if (k.hits != 2 || k.mask != 6u) return 11;

  /* <stdatomic.h> */
  atomic_int n;
  atomic_init(&n, 1);
  if (atomic_fetch_add(&n, 4) != 1 || atomic_load(&n) != 5) return 12;
  atomic_store_explicit(&n, 7, memory_order_release);
  if (atomic_exchange(&n, 2) != 7 || atomic_fetch_sub_explicit(&n, 1, memory_order_relaxed) != 2)
    return 13;
  int want = 0;
  if (atomic_compare_exchange_strong(&n, &want, 3) || want != 1) return 14;
  if (!atomic_compare_exchange_strong(&n, &want, 3) || atomic_load(&n) != 3) return 15;
  if (atomic_fetch_or(&n, 8) != 3 || atomic_fetch_and(&n, 10) != 11 || atomic_fetch_xor(&n, 3) != 10)
    return 16;
  atomic_flag flag = ATOMIC_FLAG_INIT;
  if (atomic_flag_test_and_set(&flag) || !atomic_flag_test_and_set(&flag)) return 17;
  atomic_flag_clear(&flag);
  if (atomic_flag_test_and_set_explicit(&flag, memory_order_acquire)) return 18;
  atomic_thread_fence(memory_order_seq_cst);
  atomic_signal_fence(memory_order_acquire);
  if (!atomic_is_lock_free(&n) || ATOMIC_INT_LOCK_FREE != 2 || ATOMIC_POINTER_LOCK_FREE != 2)
    return 19;
  atomic_ullong u = ATOMIC_VAR_INIT(3ull);
  if (kill_dependency(atomic_load(&u)) != 3ull || sizeof(atomic_ullong) != 8) return 20;
  return 0;
}
