// An expression statement whose value is unused and has no side effect:
// clang warns by default [-Wunused-value, -Wunused-comparison].
#include <hip/hip_runtime.h>

__device__ void f(int v, int *p) {
  v + 1; // expected-warning-col 5: expression result unused
  v == 2; // expected-warning-col 5: equality comparison result unused
  *p; // expected-warning-col 3: expression result unused
  v++;
  (void)v;
}
