// GNU's __atomic_* and __sync_*, clang's __scoped_atomic_* and
// __c11_atomic_* (issue 14): what each returns and leaves behind, on one
// thread: fetch_op gives the old value and op_fetch the new one, a failed
// compare-exchange writes the current value back to *expected, the
// generic forms move whole objects of 1 to 8 bytes, pointer arithmetic is
// in bytes for GNU's and in elements for C11's, test_and_set reports the
// byte it found, and the lock-free queries are constants.
// COMPARE-CLANG
#include <hip/hip_runtime.h>

struct __attribute__((aligned(8))) pair { int a, b; };

__device__ int test(void) {
  int x = 10;
  if (__atomic_fetch_add(&x, 5, __ATOMIC_RELAXED) != 10 || x != 15) return 1;
  if (__atomic_add_fetch(&x, 5, __ATOMIC_SEQ_CST) != 20) return 2;
  if (__atomic_fetch_sub(&x, 3, __ATOMIC_ACQ_REL) != 20 || __atomic_sub_fetch(&x, 2, 5) != 15) return 3;
  if (__atomic_fetch_and(&x, 6, __ATOMIC_RELAXED) != 15 || x != 6) return 4;
  if (__atomic_or_fetch(&x, 9, __ATOMIC_RELAXED) != 15 || __atomic_xor_fetch(&x, 5, 0) != 10) return 5;
  if (__atomic_fetch_nand(&x, 3, __ATOMIC_RELAXED) != 10 || x != ~(10 & 3)) return 6;
  x = 12;
  if (__atomic_nand_fetch(&x, 6, __ATOMIC_RELAXED) != ~(12 & 6)) return 7;
  x = -4;
  if (__atomic_fetch_max(&x, 3, __ATOMIC_RELAXED) != -4 || __atomic_min_fetch(&x, -9, 0) != -9) return 8;
  unsigned u = 5;
  if (__atomic_max_fetch(&u, 0xfffffff0u, __ATOMIC_RELAXED) != 0xfffffff0u) return 9; /* unsigned */
  float f = 1.5f;
  if (__atomic_fetch_add(&f, 2.25f, __ATOMIC_RELAXED) != 1.5f || f != 3.75f) return 10;
  if (__atomic_fetch_min(&f, -1.0f, __ATOMIC_RELAXED) != 3.75f || f != -1.0f) return 11;

  /* load, store, exchange, compare-exchange */
  long long l = 7;
  if (__atomic_load_n(&l, __ATOMIC_ACQUIRE) != 7) return 12;
  __atomic_store_n(&l, -3, __ATOMIC_RELEASE);
  if (__atomic_exchange_n(&l, 40, __ATOMIC_ACQ_REL) != -3 || l != 40) return 13;
  long long want = 1;
  if (__atomic_compare_exchange_n(&l, &want, 50, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) ||
      want != 40 || l != 40) return 14;
  if (!__atomic_compare_exchange_n(&l, &want, 50, true, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) &&
      l != 50) return 15; /* weak may fail spuriously; then nothing changed */
  short h = 3;
  short hw = 3, hn = 9;
  if (!__atomic_compare_exchange(&h, &hw, &hn, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) || h != 9)
    return 16;

  /* the generic forms, on a struct */
  struct pair p = {1, 2}, q, r = {3, 4};
  __atomic_load(&p, &q, __ATOMIC_RELAXED);
  if (q.a != 1 || q.b != 2) return 17;
  __atomic_exchange(&p, &r, &q, __ATOMIC_SEQ_CST);
  if (q.a != 1 || q.b != 2 || p.a != 3 || p.b != 4) return 18;
  struct pair e = {3, 4}, d = {5, 6};
  if (!__atomic_compare_exchange(&p, &e, &d, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) || p.a != 5)
    return 19;
  struct pair s2 = {7, 8};
  __atomic_store(&p, &s2, __ATOMIC_RELEASE);
  if (p.a != 7 || p.b != 8) return 20;

  /* GNU's pointer arithmetic is in bytes */
  int arr[8];
  int *ptr = &arr[0];
  if (__atomic_fetch_add(&ptr, 8, __ATOMIC_RELAXED) != &arr[0] || ptr != &arr[2]) return 21;
  if (__atomic_sub_fetch(&ptr, 4, __ATOMIC_RELAXED) != &arr[1]) return 22;

  /* flags */
  bool flag = false;
  if (__atomic_test_and_set(&flag, __ATOMIC_SEQ_CST) || !__atomic_test_and_set(&flag, 5)) return 23;
  __atomic_clear(&flag, __ATOMIC_RELEASE);
  if (flag) return 24;
  char bytes[2] = {0, 0};
  if (__atomic_test_and_set(bytes + 1, __ATOMIC_RELAXED) || bytes[1] != 1 || bytes[0]) return 25;

  /* fences, a runtime order */
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __atomic_signal_fence(__ATOMIC_ACQUIRE);
  __atomic_thread_fence(__ATOMIC_RELAXED);
  volatile int order = __ATOMIC_ACQUIRE;
  x = 1;
  if (__atomic_fetch_add(&x, 1, order) != 1 || __atomic_load_n(&x, order) != 2) return 26;
  __atomic_store_n(&x, 5, order - 2); /* relaxed */
  if (x != 5) return 27;

  /* lock-free queries */
  _Static_assert(__atomic_always_lock_free(sizeof(long long), 0), "8 bytes");
  _Static_assert(!__atomic_always_lock_free(16, 0), "16 bytes");
#ifdef __HIPC__ /* clang calls libatomic's __atomic_is_lock_free, which no GPU has */
  if (!__atomic_is_lock_free(4, &x) || __atomic_is_lock_free(3, 0)) return 28;
#endif
  if (__GCC_ATOMIC_INT_LOCK_FREE != 2 || __GCC_ATOMIC_TEST_AND_SET_TRUEVAL != 1) return 29;

  /* __sync_*: sequentially consistent, old or new value */
  int y = 100;
  if (__sync_fetch_and_add(&y, 1) != 100 || __sync_add_and_fetch(&y, 1) != 102) return 30;
  if (__sync_fetch_and_sub(&y, 2) != 102 || __sync_sub_and_fetch(&y, 50) != 50) return 31;
  if (__sync_fetch_and_or(&y, 1) != 50 || __sync_and_and_fetch(&y, 0x31) != 0x31) return 32;
  if (__sync_xor_and_fetch(&y, 0x11) != 0x20 || __sync_fetch_and_xor(&y, 0x20) != 0x20) return 33;
  y = 6;
  if (__sync_nand_and_fetch(&y, 3) != ~(6 & 3) || __sync_fetch_and_nand(&y, 0) != ~(6 & 3)) return 34;
  y = 8;
  if (__sync_bool_compare_and_swap(&y, 7, 1) || !__sync_bool_compare_and_swap(&y, 8, 9) || y != 9)
    return 35;
  if (__sync_val_compare_and_swap(&y, 9, 11) != 9 || __sync_val_compare_and_swap(&y, 0, 1) != 11)
    return 36;
  if (__sync_lock_test_and_set(&y, 1) != 11 || y != 1) return 37;
  __sync_lock_release(&y);
  __sync_synchronize();
  if (y != 0) return 38;
  unsigned long long big = 1ull << 40;
  if (__sync_fetch_and_add(&big, 1ull << 40) != 1ull << 40 || big != 1ull << 41) return 39;

  /* __scoped_atomic_*: a scope last */
  int z = 1;
  if (__scoped_atomic_fetch_add(&z, 2, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP) != 1) return 40;
  if (__scoped_atomic_load_n(&z, __ATOMIC_RELAXED, __MEMORY_SCOPE_SYSTEM) != 3) return 41;
  int zw = 3;
  if (!__scoped_atomic_compare_exchange_n(&z, &zw, 4, false, 5, 0, __MEMORY_SCOPE_DEVICE) || z != 4)
    return 42;
  __scoped_atomic_thread_fence(__ATOMIC_RELEASE, __MEMORY_SCOPE_WVFRNT);
  if (__scoped_atomic_max_fetch(&z, 9, __ATOMIC_RELAXED, __MEMORY_SCOPE_SINGLE) != 9) return 43;

  /* __c11_atomic_*: _Atomic objects; pointer arithmetic in elements */
  _Atomic int c;
  __c11_atomic_init(&c, 5);
  if (__c11_atomic_fetch_add(&c, 2, __ATOMIC_RELAXED) != 5) return 44;
  if (__c11_atomic_load(&c, __ATOMIC_SEQ_CST) != 7) return 45;
  __c11_atomic_store(&c, 8, __ATOMIC_RELEASE);
  if (__c11_atomic_exchange(&c, 1, __ATOMIC_ACQ_REL) != 8) return 46;
  int cw = 2;
  if (__c11_atomic_compare_exchange_strong(&c, &cw, 3, 5, 0) || cw != 1) return 47;
  if (!__c11_atomic_compare_exchange_strong(&c, &cw, 3, 5, 0)) return 48;
  if (__c11_atomic_fetch_xor(&c, 1, 0) != 3 || __c11_atomic_fetch_max(&c, 10, 0) != 2) return 49;
  _Atomic(int *) cp;
  __c11_atomic_init(&cp, &arr[0]);
  if (__c11_atomic_fetch_add(&cp, 3, __ATOMIC_RELAXED) != &arr[0] ||
      __c11_atomic_load(&cp, 0) != &arr[3]) return 50;
  __c11_atomic_thread_fence(__ATOMIC_SEQ_CST);
  __c11_atomic_signal_fence(__ATOMIC_SEQ_CST);
  if (!__c11_atomic_is_lock_free(8)) return 51;

  /* HIP's own: the weak compare-exchange, the cluster scope */
  int w = 1, ww = 1;
  if (!__hip_atomic_compare_exchange_weak(&w, &ww, 2, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED,
                                          __HIP_MEMORY_SCOPE_AGENT) && w != 1) return 52;
  if (__hip_atomic_fetch_add(&w, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_CLUSTER) > 2) return 53;
  return 0;
}

extern "C" __global__ void gnu_atomics_kernel(int *r) { *r = test(); }
