// C17 6.5.2.1p1: an array subscript must have integer type.  (clang points
// at the '[', hipc at the subscript: PENDING-B/diag-columns-expressions.)
#include <hip/hip_runtime.h>

__device__ int f(int *p, double d, float *q) {
  int a[4] = {0};
  return a[1.5] + p[d] + a[q]; // expected-error: array subscript is not an integer // expected-error: array subscript is not an integer // expected-error: array subscript is not an integer
}
