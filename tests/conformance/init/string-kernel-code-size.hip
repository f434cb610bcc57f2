// C17 6.7.9p14: char arrays initialised from string literals, global and
// local, read in a kernel; compared with clang.  The local char array
// initialised from "xyz" is copied from a private constant, as clang does
// (42 instructions on gfx90a against clang's 37 when it was stored).
// COMPARE-CLANG
#include <hip/hip_runtime.h>
__device__ char alphabet[] = "ACGT";
extern "C" __global__ void decode(char *out, const int *codes, int n) {
  char local[8] = "xyz";
  int i = threadIdx.x;
  if (i < n)
    out[i] = codes[i] >= 0 ? alphabet[codes[i] & 3] : local[-codes[i] & 7];
}
__device__ int test(void) {
  if (sizeof alphabet != 5 || alphabet[2] != 'G' || alphabet[4] != 0) return 1;
  char local[8] = "xyz";
  if (local[2] != 'z' || local[7] != 0) return 2;
  return 0;
}
