// #pragma unroll (HIP, clang) before a for loop with a constant trip count:
// the loop computes the same result unrolled.
static int check(void) {
  int a[16], s = 0;
#pragma unroll
  for (int i = 0; i < 16; i++)
    a[i] = i * 3;
#pragma unroll
  for (int i = 0; i < 16; i++)
    s += a[i];
  if (s != 360) return 1;
  unsigned h = 0;
#pragma unroll
  for (unsigned i = 0; i < 7; ++i)
    h = h * 31 + i;
  if (h != 30569571u) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
