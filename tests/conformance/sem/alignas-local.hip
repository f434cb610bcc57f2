// C17 6.7.5: _Alignas on a block-scope object gives it that alignment.
__device__ int test(void) {
  _Alignas(16) int over;
  _Alignas(32) char c[3];
  if ((unsigned long)&over % 16 != 0) return 1;
  if ((unsigned long)c % 32 != 0) return 2;
  over = 1;
  c[0] = 2;
  return over + c[0] - 3;
}
