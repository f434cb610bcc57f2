// GAP: a '}' with no '{': hipc says "expected ';'" after it; clang says
// "extraneous closing brace ('}')" at it and parses on.
#include <hip/hip_runtime.h>

__device__ int f(int a) {
  return 0;
}
} // expected-error-col 1: extraneous closing brace ('}')
__device__ int g(int a) { return a; }
