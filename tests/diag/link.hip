// RUN: codegen
// A device function declared and never defined: only the link of the
// code object finds it.  The symbol is mangled as clang's HIP mode mangles
// it, so lld names it ext(int) for both compilers; clang prints lld's line
// as "lld: error: ..." and then "amdgcn-link command failed".
#include <hip/hip_runtime.h>

__device__ int ext(int a);

// expected-error@*: undefined hidden symbol: ext(int) // clang-differs: clang -fsyntax-only does not link
__global__ void k(int *p) {
  p[0] = ext(p[1]);
}
