// A device function declared and never defined.  The link of the code
// object would find it (clang prints lld's "undefined hidden symbol:
// ext(int)" without a location, then "amdgcn-link command failed"); hipc
// finds it first and says where, at the call, with the declaration.
#include <hip/hip_runtime.h>

__device__ int ext(int a); // expected-note: 'ext' declared here // clang-differs: clang's linker has no note

__global__ void k(int *p) {
  p[0] = ext(p[1]); // expected-error: undefined function 'ext' referenced by kernel 'k' // clang-differs: clang -fsyntax-only does not link
}
