// A missing ';' between the clauses of for: clang says so, once.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  for (int i = 0 i < 3; i++) // expected-error-col 18: expected ';' in 'for' statement specifier
    a++;
  return a;
}

// The same between the second and third clauses, and after an assignment;
// `struct S *p` and a cast are no missing ';'.
struct S;
__device__ int g(int a, struct S *q) {
  for (int i = 0; i < 3 i++) // expected-error-col 25: expected ';' in 'for' statement specifier
    a++;
  for (a = 1 a < 3; a++) // expected-error-col 14: expected ';' in 'for' statement specifier
    a++;
  for (struct S *p = q; p; p = 0)
    a += (int)(long)p;
  return a;
}
