// A goto into the scope of a variable with __attribute__((cleanup)),
// past its declaration, is clang's error: the cleanup would run on a
// variable never initialised.
#include <hip/hip_runtime.h>

__device__ void release(int *p) { *p = 0; }

__device__ int f(int x) {
  goto in; // expected-error-col 3: cannot jump from this goto statement to its label
  {
    int v __attribute__((cleanup(release))) = 1; // expected-note-col 9: jump bypasses initialization of variable with __attribute__((cleanup))
  in:
    x++;
  }
  return x;
}
