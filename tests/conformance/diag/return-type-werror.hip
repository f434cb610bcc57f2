// FLAGS: -Werror=return-type
// -Werror=return-type makes that warning an error (exit status 1); clang
// says "[-Werror,-Wreturn-type]".
#include <hip/hip_runtime.h>

__device__ int none(int x) {
  x++;
} // expected-error: non-void function does not return a value

__device__ int loops(int x) {
  while (1)
    x++;
}
