// HIP: on one active lane, __shfl from lane 0 returns the lane's own value;
// __shfl_up/__shfl_down whose source lies outside the lane's segment of
// width lanes, and __shfl_xor with mask 0, return it too.
__device__ int test(void) {
  int v = 1234;
  float f = 2.5f;
  if (__shfl(v, 0) != 1234) return 1;
  if (__shfl(f, 0) != 2.5f) return 2;
  if (__shfl_up(v, 1) != 1234) return 3;       /* lane 0 - 1 is out of range */
  if (__shfl_down(v, 1, 1) != 1234) return 4;  /* width 1: lane 1 is outside */
  if (__shfl_xor(v, 0) != 1234) return 5;
  if (__shfl(v, 0, 16) != 1234) return 6;
  return 0;
}
