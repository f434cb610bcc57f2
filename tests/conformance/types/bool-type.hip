// C17 6.2.5p2, 6.3.1.2: _Bool holds 0 or 1; any scalar converts to 0 when
// it compares equal to 0, else to 1.
static int check(void) {
  if (sizeof(_Bool) != 1) return 1;
  _Bool b = 2;
  if (b != 1) return 2;
  b = 0.5;
  if (b != 1) return 3;
  b = 256;                     /* not truncated to a byte first */
  if (b != 1) return 4;
  int x;
  b = &x;
  if (b != 1) return 5;
  b = (void *)0;
  if (b != 0) return 6;
  b = -0.0;
  if (b != 0) return 7;
  b = 0x100000000ll;
  if (b != 1) return 8;
  if (sizeof(b + b) != sizeof(int) || (_Bool)1 + (_Bool)1 != 2) return 9;
  return 0;
}
__device__ int test(void) { return check(); }
