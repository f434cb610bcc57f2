// FLAGS: -Werror
// -Werror: the warnings become errors (clang adds "[-Werror,-Wflag]" to
// the message, which is not part of it), and the exit status is 1.
#include <hip/hip_runtime.h>

__device__ int f(int *p) {
  int a[2] = {1, 2, 3}; // expected-error-col 21: excess elements in array initializer
  if (p == 5) // expected-error-col 9: comparison between pointer and integer ('int *' and 'int')
    return 1;
  return a[0] + b1; // expected-error-col 17: use of undeclared identifier 'b1'
}
