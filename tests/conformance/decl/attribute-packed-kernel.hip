// GNU packed structs read and written in a kernel (unaligned members);
// compared with clang.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
struct __attribute__((packed)) record { unsigned char tag; int value; short extra; };
extern "C" __global__ void sum_records(int *out, const struct record *r, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = r[i].value + r[i].extra + r[i].tag;
}
__device__ int test(void) {
  if (sizeof(struct record) != 7) return 1;
  struct record r[2];
  r[1].value = 123456;
  r[1].extra = -6;
  r[1].tag = 200;
  if (r[1].value + r[1].extra + r[1].tag != 123650) return 2;
  return 0;
}
