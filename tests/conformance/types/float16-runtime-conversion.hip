// _Float16 conversions that are not folded at compile time, rounded to
// nearest, ties to even (IEEE 754 binary16: 11-bit significand, largest
// finite 65504).  On the host target hipc's code calls the compiler-rt
// helpers __extendhfsf2, __truncsfhf2 and __truncdfhf2, which the runtime
// takes from libgcc.
static int check(void) {
  volatile float s = 2.5f;
  _Float16 a = (_Float16)s;
  _Float16 b = a * a;
  if ((float)b != 6.25f) return 1;
  volatile double d = 0.1;
  _Float16 c = (_Float16)d;
  if ((double)c < 0.0999 || (double)c > 0.1001) return 2;
  volatile float tie_down = 2049.0f, tie_up = 2051.0f, over = 65520.0f, tiny = 1e-8f;
  if ((float)(_Float16)tie_down != 2048.0f || (float)(_Float16)tie_up != 2052.0f) return 3;
  if ((float)(_Float16)over != __builtin_huge_valf()) return 4;   /* rounds past 65504 */
  if ((float)(_Float16)tiny != 0.0f) return 5;                    /* under half of 2^-24 */
  /* double to half in one rounding: through float, 2049.0000001 would
   * become the tie 2049 and then 2048 */
  volatile double above_tie = 2049.0000001;
  if ((double)(_Float16)above_tie != 2050.0) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
