// C17 6.5.5, 6.5.6 on float and double (IEEE 754 binary32/binary64, round
// to nearest; FLT_EVAL_METHOD 0).
__device__ int test(void) {
  volatile double a = 0.1, b = 0.2;
  volatile float fa = 0.1f, fb = 0.2f;
  if (a + b == 0.3) return 1;                  /* the classic inexact sum */
  if (a + b != 0.30000000000000004) return 2;
  if (fa + fb != 0.3f) return 3;               /* exact in float */
  if (1e16 + 1.0 != 1e16) return 4;
  volatile double x = 7.0, y = 2.0;
  if (x / y != 3.5) return 5;
  if (x * y - 14.0 != 0.0) return 6;
  if (-x != -7.0) return 7;
  volatile float h = 1.5f;
  if (h * h != 2.25f) return 8;
  if (_Generic(h * h, float: 0, default: 1)) return 9;
  if (_Generic(h * 2.0, double: 0, default: 1)) return 10;
  return 0;
}
