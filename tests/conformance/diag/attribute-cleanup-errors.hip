// GNU cleanup(f): f must be a function of one parameter that &var
// converts to, and the attribute applies to local variables only;
// clang's words.
#include <hip/hip_runtime.h>

__device__ void two(int *a, int b);
__device__ void fl(float *p);
__device__ int notf;
__device__ int gg __attribute__((cleanup(fl))); // expected-warning-col 34: 'cleanup' attribute only applies to local variables

__device__ void f(void) {
  int a __attribute__((cleanup(two))) = 1; // expected-error-col 32: 'cleanup' function 'two' must take 1 parameter
  int b __attribute__((cleanup(fl))) = 1; // expected-error-col 32: 'cleanup' function 'fl' parameter has type 'float *' which is incompatible with type 'int *'
  int c __attribute__((cleanup(notf))) = 1; // expected-error-col 32: 'cleanup' argument 'notf' is not a function
  int d __attribute__((cleanup(nothere))) = 1; // expected-error-col 32: use of undeclared identifier 'nothere'
  int e __attribute__((cleanup)) = 1; // expected-error-col 24: 'cleanup' attribute takes one argument
}
