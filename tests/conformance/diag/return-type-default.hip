// -Wreturn-type is on by default (no flag): flowing off the end of a
// non-void function is a warning, and the exit status stays 0.
#include <hip/hip_runtime.h>

__device__ int none(int x) {
  x++;
} // expected-warning: non-void function does not return a value

__device__ int some(int x) {
  if (x > 0)
    return 1;
  else if (x < 0)
    return -1;
} // expected-warning: non-void function does not return a value in all control paths

__device__ void fine(int *p) {
  *p = 1;
}
