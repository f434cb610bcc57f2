// A third ';' in the clauses of for: clang's two messages.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  for (;;;) // expected-error-col 10: expected expression // expected-error-col 10: unexpected ';' before ')'
    a++;
  return a;
}

// After a third clause only the second message.
__device__ int g(int a) {
  for (a = 0; a < 3; a++;) // expected-error-col 25: unexpected ';' before ')'
    a++;
  return a;
}
