// The controlling expression of if, while, do and for must have scalar
// type (C17 6.8.4.1p1, 6.8.5p2): a structure or a void value is an error,
// reported once per statement.  (clang's column for the void call:
// PENDING-B/diag-columns-expressions.)
#include <hip/hip_runtime.h>

struct P { int x; };
__device__ void nothing(void) {}

__device__ int f(struct P s) {
  int r = 0;
  if (s) // expected-error-col 7: statement requires expression of scalar type ('struct P' invalid) // clang-differs: C++ says "value of type 'struct P' is not contextually convertible to 'bool'"
    r++;
  while (s) // expected-error-col 10: statement requires expression of scalar type ('struct P' invalid) // clang-differs: C++ says "value of type 'struct P' is not contextually convertible to 'bool'"
    r++;
  do
    r++;
  while (s); // expected-error-col 10: statement requires expression of scalar type ('struct P' invalid) // clang-differs: C++ says "value of type 'struct P' is not contextually convertible to 'bool'"
  for (; s;) // expected-error-col 10: statement requires expression of scalar type ('struct P' invalid) // clang-differs: C++ says "value of type 'struct P' is not contextually convertible to 'bool'"
    r++;
  if (nothing()) // expected-error: statement requires expression of scalar type ('void' invalid) // clang-differs: C++ says "value of type 'void' is not contextually convertible to 'bool'"
    r++;
  return r;
}
