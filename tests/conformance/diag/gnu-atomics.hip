// The atomic builtins' checks, with clang's words: the address must be a
// pointer to what the operation takes, not const unless it only loads,
// an _Atomic object for __c11_*; a constant memory order the operation
// cannot have is a warning (-Watomic-memory-ordering), a scope out of
// range an error.
struct S { int a, b; };

__device__ void f(int *p, int v, struct S *s, float *f, const int *c, int **pp, _Atomic float *af) {
  __atomic_fetch_add(v, 1, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic builtin must be a pointer ('int' invalid)
  __atomic_fetch_add(s, 1, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to integer, pointer or supported floating point type ('struct S *' invalid)
  __atomic_fetch_and(f, 1, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to integer ('float *' invalid)
  __atomic_load_n(p, __ATOMIC_RELEASE); // expected-warning-col 22: memory order argument to atomic operation is invalid
  __atomic_store_n(p, 1, __ATOMIC_ACQUIRE); // expected-warning-col 26: memory order argument to atomic operation is invalid
  __atomic_store_n(c, 1, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to non-const type ('const int *' invalid)
  __atomic_fetch_add(p, 1, 9); // expected-warning-col 28: memory order argument to atomic operation is invalid
  __atomic_fetch_add(p); // expected-error-col 23: too few arguments to function call, expected 3, have 1
  __sync_fetch_and_add(f, 1); // expected-error-col 3: address argument to atomic builtin must be a pointer to integer or pointer ('float *' invalid)
  __atomic_exchange_n(f, 1.0f, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to integer or pointer ('float *' invalid)
  __atomic_fetch_min(pp, 0, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to integer or supported floating point type ('int **' invalid)
  __c11_atomic_load(p, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to _Atomic type ('int *' invalid)
  __c11_atomic_fetch_and(af, 1, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to atomic integer ('_Atomic(float) *' invalid)
  __atomic_load_n(s, __ATOMIC_RELAXED); // expected-error-col 3: address argument to atomic operation must be a pointer to integer or pointer ('struct S *' invalid)
  __atomic_fetch_add(p, 1, __ATOMIC_RELAXED, 1); // expected-error-col 46: too many arguments to function call, expected 3, have 4
  __scoped_atomic_fetch_add(p, 1, __ATOMIC_RELAXED, 9); // expected-error-col 53: synchronization scope argument to atomic operation is invalid
  __hip_atomic_fetch_add(p, 1, __ATOMIC_RELAXED, 9); // expected-error-col 50: synchronization scope argument to atomic operation is invalid
  int e = 0;
  __atomic_compare_exchange_n(p, &e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELEASE); // expected-warning-col 62: failure memory order argument to atomic operation is invalid
}
