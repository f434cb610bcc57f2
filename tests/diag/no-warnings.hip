// FLAGS: -w
// -w: no warning is printed, no summary line, exit status 0.
#include <hip/hip_runtime.h>

#define M 1
#define M 2

__device__ int f(int *p, float *q) {
  int a[2] = {1, 2, 3};
  int ch = 'ab';
  if (p == 5 || p == q)
    return 1;
  int;
  return a[0] + ch + M;
}
