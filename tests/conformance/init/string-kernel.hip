// C17 6.7.9p14: char arrays initialised from string literals, __device__
// and __constant__, read in a kernel; compared with clang.  (A local one
// in the kernel: PENDING-A.md.)
// COMPARE-CLANG
#include <hip/hip_runtime.h>
__device__ char alphabet[] = "ACGT";
__constant__ char digits[11] = "0123456789";
extern "C" __global__ void decode(char *out, const int *codes, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = codes[i] >= 0 ? alphabet[codes[i] & 3] : digits[-codes[i] % 10];
}
__device__ int test(void) {
  if (sizeof alphabet != 5 || alphabet[2] != 'G' || alphabet[4] != 0) return 1;
  if (digits[7] != '7' || digits[10] != 0) return 3;
  char local[8] = "xyz";
  if (local[2] != 'z' || local[7] != 0) return 2;
  return 0;
}
