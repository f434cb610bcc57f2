// The arguments of the GNU hint and query builtins, with clang's words:
// constants in range where clang takes an immediate, a pointer for
// __builtin_assume_aligned, a constant probability in [0, 1].
#include <hip/hip_runtime.h>

__device__ void f(float x, int *r, int i) {
  __builtin_prefetch(r, 2); // expected-error-col 3: argument value 2 is outside the valid range [0, 1]
  __builtin_prefetch(r, 1, 4); // expected-error-col 3: argument value 4 is outside the valid range [0, 3]
  __builtin_prefetch(r, 0, 0, 0); // expected-error-col 32: too many arguments to function call, expected at most 3, have 4
  (void)__builtin_assume_aligned(r, 3); // expected-error-col 9: requested alignment is not a power of 2
  (void)__builtin_assume_aligned(r, i); // expected-error-col 9: argument to '__builtin_assume_aligned' must be a constant integer
  (void)__builtin_assume_aligned(x, 4); // expected-error-col 9: non-pointer argument to '__builtin_assume_aligned' is not allowed
  (void)__builtin_expect_with_probability(i, 1, 2.0); // expected-error-col 49: probability argument to __builtin_expect_with_probability is outside the range [0.0, 1.0]
  (void)__builtin_expect_with_probability(i, 1, x); // expected-error-col 49: probability argument to __builtin_expect_with_probability must be constant floating-point expression
  (void)__builtin_object_size(r, 4); // expected-error-col 9: argument value 4 is outside the valid range [0, 3]
  (void)__builtin_object_size(r, i); // expected-error-col 9: argument to '__builtin_object_size' must be a constant integer
  (void)__builtin_choose_expr(i, 1, 2); // expected-error-col 31: '__builtin_choose_expr' requires a constant expression
}
