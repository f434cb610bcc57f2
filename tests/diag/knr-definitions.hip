// C17 6.9.1: identifier-list definitions (K&R), as clang takes them in C:
// deprecated, each name typed below the parentheses; a name without a
// declaration, a declaration without a name, and an identifier list
// outside a definition are errors.
#include <hip/hip_runtime.h>
__device__ int f(a, b) // expected-warning-col 16: a function definition without a prototype is deprecated in all versions of C and is not supported in C23 // expected-error-col 21: parameter 'b' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int
  int a;
{
  return a + b;
}
__device__ int g(x) // expected-warning-col 16: a function definition without a prototype is deprecated in all versions of C and is not supported in C23 // expected-error-col 18: parameter 'x' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int
  int y; // expected-error-col 7: parameter named 'y' is missing
{
  return x;
}
__device__ int h(p, q); // expected-error-col 18: a parameter list without types is only allowed in a function definition
