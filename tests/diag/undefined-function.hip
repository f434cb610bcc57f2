// A device function declared, called and never defined: device code has
// no separate compilation, so the link would fail ("ld.lld: error:
// undefined hidden symbol" in clang's case, with no location).  hipc says
// where, for -fsyntax-only too: at the first reference from code it
// emits, with a note at the declaration.  A static function nothing
// emits, and a function defined after its use, are no error.
#include <hip/hip_runtime.h>

__device__ int helper(int x); // expected-note: 'helper' declared here // clang-differs: no note from the linker
__device__ float scale(float x); // expected-note: 'scale' declared here // clang-differs: no note from the linker
__device__ int later(int x);

static __device__ int never_emitted(int x) { return helper(x) + 1; }

__device__ int mid(int x) {
  return helper(x) * 2; // expected-error: undefined function 'helper' referenced by function 'mid' // clang-differs: clang's linker reports it, without a location
}

static __device__ float (*const table[1])(float) = {scale}; // expected-error: undefined function 'scale' referenced by an initializer // clang-differs: clang's linker reports it

extern "C" __global__ void k(int *p, float *q) {
  p[0] = helper(p[1]) + mid(3) + later(4);
  q[0] = table[0](q[1]);
}

__device__ int later(int x) { return x + 1; }
