// GAP (minor, decide): clang takes a string or character literal left
// open at the end of its line as a warning [-Winvalid-pp-token] and then
// reports "expected expression" at the same place; hipc makes it an error
// (as GCC does).  tests/diag/string.hip checks hipc's behaviour.
#include <hip/hip_runtime.h>

// expected-warning@+2-col 29: missing terminating '"' character
// expected-error@+1-col 29: expected expression
__device__ const char *s1 = "abc;
__device__ int after;
