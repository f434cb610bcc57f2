// A string or character literal left open at the end of its line.  clang
// takes these as a warning [-Winvalid-pp-token] on the quote and then
// "expected expression" at the same place; hipc, like GCC, makes the
// literal itself the error (KNOWN_GAPS.md).  The message is clang's.  The
// parser then reads on, as clang's does.
#include <hip/hip_runtime.h>

// expected-error@+2-col 29: missing terminating '"' character // clang-differs: a warning in clang
// expected-error@+1-col 29: expected expression
__device__ const char *s1 = "abc;
// expected-error@+1-col 22: missing terminating ' character // clang-differs: a warning in clang
__device__ char c1 = 'x;
