// C17 6.7.5: _Alignas on file-scope objects, in both address spaces a
// kernel sees.  hipc emits these globals with their natural alignment
// (align 4 in the IR), ignoring _Alignas.
__device__ _Alignas(64) int dev_aligned[3];
__constant__ _Alignas(128) float const_aligned[2] = {1.0f, 2.0f};
__device__ _Alignas(16) char dev_char;
static int check(void) {
  if ((unsigned long)dev_aligned % 64 != 0) return 1;
  if ((unsigned long)const_aligned % 128 != 0) return 2;
  if ((unsigned long)&dev_char % 16 != 0) return 3;
  if (const_aligned[1] != 2.0f) return 4;
  return 0;
}
__device__ int test(void) { return check(); }
