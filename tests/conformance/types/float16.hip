// _Float16 (ISO/IEC TS 18661-3, clang on AMDGPU and x86-64): binary16, two
// bytes; its arithmetic is done in _Float16 (clang keeps the type).
static int check(void) {
  if (sizeof(_Float16) != 2) return 1;
  _Float16 a = 1.5f16, b = 2.25;
  _Float16 c = a + b;
  if (c != 3.75f) return 2;
  if (sizeof(a * b) != 2) return 3;
  if ((float)(a * b) != 3.375f) return 4;
  _Float16 big = 65504;                    /* the largest finite value */
  if ((float)big != 65504.0f) return 5;
  _Float16 q = 1.0f / 3.0f;
  if ((float)q != 0.333251953125f) return 6;   /* 11 significant bits */
  int i = (_Float16)7.75;
  if (i != 7) return 7;
  _Float16 h = 2049;                       /* 2049 is not representable */
  if ((float)h != 2048.0f) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
