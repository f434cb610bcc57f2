// GNU labels: &&label and goto name a label of the function (or of the
// innermost block that declares it with __label__); clang's words.
#include <hip/hip_runtime.h>

__device__ void *f(int x) {
  {
    __label__ inner;
  inner:
    x++;
  }
  goto inner; // expected-error-col 8: use of undeclared label 'inner'
  return &&nowhere; // expected-error-col 12: use of undeclared label 'nowhere'
}
