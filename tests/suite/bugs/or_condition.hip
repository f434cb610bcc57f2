// hipc bug 1 (tests/suite/BUGS.md): an `if` whose condition is a || b.
// clang branches on each operand straight to the if's two targets; hipc
// computes a || b as a value (a phi) and then branches on it, and the
// optimiser's jump threading goes another way from that IR.
#include <hip/hip_runtime.h>

extern "C" __global__ void edge(const int *in, int *out, int n) {
  int t = threadIdx.x;
  if (t == 0)
    out[t] = in[0];
  if (t == 15 || t == n)
    out[t + 1] = in[1];
}
