// GAP: the int/pointer conversion errors lack clang's hints "; dereference
// with *" and "; take the address with &", and the note "passing argument
// to parameter 'a' here".  (clang's HIP mode, C++, words most of these
// differently; the columns are clang's C ones.)
#include <hip/hip_runtime.h>

__device__ int take2(int a, float b) { return a + (int)b; } // expected-note-col 26: passing argument to parameter 'a' here

__device__ int conversions(int i, int *p) {
  int j = p; // expected-error-col 7: incompatible pointer to integer conversion initializing 'int' with an expression of type 'int *'; dereference with *
  int *q;
  q = i; // expected-error-col 5: incompatible integer to pointer conversion assigning to 'int *' from 'int'; take the address with &
  i = p; // expected-error-col 5: incompatible pointer to integer conversion assigning to 'int' from 'int *'; dereference with *
  return j + take2(p, 1.0f); // expected-error-col 20: incompatible pointer to integer conversion passing 'int *' to parameter of type 'int'; dereference with *
}
