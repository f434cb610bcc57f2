// A c-torture style program: Q16.16 fixed-point arithmetic with signed
// 64-bit intermediates and arithmetic right shifts (gcc/clang), a Newton
// square root, and rounding of negative values.
typedef int fix;
#define FIX(x) ((fix)((x) * 65536.0))
static fix fmul(fix a, fix b) { return (fix)(((long long)a * b) >> 16); }
static fix fdiv(fix a, fix b) { return (fix)(((long long)a << 16) / b); }
static fix fsqrt(fix a) {
  fix x = a > FIX(1) ? a / 2 : FIX(1);
  for (int i = 0; i < 20; i++) x = (x + fdiv(a, x)) / 2;
  return x;
}
__device__ int test(void) {
  if (fmul(FIX(1.5), FIX(2.5)) != FIX(3.75)) return 1;
  if (fmul(FIX(-1.5), FIX(2)) != FIX(-3)) return 2;
  if (fdiv(FIX(1), FIX(4)) != FIX(0.25)) return 3;
  if (fdiv(FIX(-3), FIX(2)) != FIX(-1.5)) return 4;
  fix r = fsqrt(FIX(2));
  if (r < FIX(1.41420) || r > FIX(1.41422)) return 5;
  if (fsqrt(FIX(16)) != FIX(4)) return 6;
  if ((FIX(-0.5) >> 16) != -1) return 7;        /* floor, not truncation */
  return 0;
}
