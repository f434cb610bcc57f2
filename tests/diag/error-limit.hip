// FLAGS: -ferror-limit=3
// GAP: after the error limit clang prints "fatal error: too many errors
// emitted, stopping now [-ferror-limit=]" and counts it ("4 errors
// generated."); hipc prints "hipc: fatal error: ..." (clang: no program
// name) and "3 errors generated.".
#include <hip/hip_runtime.h>

// expected-fatal@*: too many errors emitted, stopping now
__device__ int f(void) {
  return a1 + a2 + a3 + a4; // expected-error: use of undeclared identifier 'a1' // expected-error: use of undeclared identifier 'a2' // expected-error: use of undeclared identifier 'a3'
}
