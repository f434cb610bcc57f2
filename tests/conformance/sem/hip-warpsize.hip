// HIP: warpSize is an int, 64 on the host target (as on gfx9 and as the
// host runtime's wavefront).  A single lane runs.
__device__ int test(void) {
  if (warpSize != 64) return 1;
  if (_Generic(warpSize, int: 0, default: 1)) return 2;
  int lanes = warpSize;
  if (lanes / 32 != 2) return 3;
  return 0;
}
