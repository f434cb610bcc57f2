// HIP's arithmetic with a rounding mode (__fadd_rz, __dmul_ru ...; issue
// 14).  Float results are checked against the exact value, which double
// holds for these operands: rd <= exact <= ru, adjacent floats when the
// exact value is no float, rz the one nearer zero.  The double constants
// are sqrt 2's and 1/3's neighbours (worked with Python's decimal).
#include <hip/hip_runtime.h>

static __device__ int bracket(float rd, float ru, float rz, double exact) {
  if (!((double)rd <= exact && exact <= (double)ru)) return 1;
  if ((double)rd == exact) return rd != ru || rz != rd;
  if (__builtin_nextafterf(rd, __builtin_inff()) != ru) return 1;
  return rz != (exact > 0.0 ? rd : ru);
}

__device__ int test(void) {
  volatile float a = 1.0f, b = 1e-10f, c = 3.0f, t = 0.1f, m = -7.25f;
  if (bracket(__fadd_rd(a, b), __fadd_ru(a, b), __fadd_rz(a, b), (double)a + b)) return 1;
  if (bracket(__fadd_rd(m, b), __fadd_ru(m, b), __fadd_rz(m, b), (double)m + b)) return 2;
  if (bracket(__fsub_rd(a, b), __fsub_ru(a, b), __fsub_rz(a, b), (double)a - b)) return 3;
  if (bracket(__fmul_rd(c, t), __fmul_ru(c, t), __fmul_rz(c, t), (double)c * t)) return 4;
  if (bracket(__fmul_rd(m, t), __fmul_ru(m, t), __fmul_rz(m, t), (double)m * t)) return 5;
  if (bracket(__fmaf_rd(c, t, a), __fmaf_ru(c, t, a), __fmaf_rz(c, t, a), (double)c * t + a)) return 6;
  if (__fmul_ru(c, a) != 3.0f || __fadd_rd(a, a) != 2.0f) return 7; /* exact results */
  /* quotients and roots: bracketed through exact products in double */
  float qd = __fdiv_rd(a, c), qu = __fdiv_ru(a, c);
  if (!((double)qd * 3.0 < 1.0 && (double)qu * 3.0 > 1.0) ||
      __builtin_nextafterf(qd, 1.0f) != qu || __fdiv_rz(a, c) != qd || __frcp_ru(c) != qu)
    return 8;
  if (__fdiv_rz(-a, c) != -qd || __fdiv_rd(-a, c) != -qu) return 9;
  volatile float two = 2.0f;
  float sd = __fsqrt_rd(two), su = __fsqrt_ru(two);
  if (!((double)sd * sd < 2.0 && (double)su * su > 2.0) || __builtin_nextafterf(sd, 2.0f) != su ||
      __fsqrt_rz(two) != sd || __fsqrt_rn(4.0f) != 2.0f)
    return 10;
  /* to nearest */
  if (__fadd_rn(a, b) != 1.0f || __fmul_rn(c, t) != 3.0f * 0.1f || __fdiv_rn(a, c) != 1.0f / 3.0f ||
      __frcp_rn(4.0f) != 0.25f || __frsqrt_rn(4.0f) != 0.5f || __fmaf_rn(c, t, a) != 1.3f)
    return 11;
  /* double */
  volatile double one = 1.0, tiny = 1e-30, three = 3.0, dtwo = 2.0, third = 1.0 / 3.0;
  if (__dadd_ru(one, tiny) != 0x1.0000000000001p0 || __dadd_rd(one, tiny) != 1.0 ||
      __dadd_rz(one, -tiny) != 0x1.fffffffffffffp-1 || __dsub_ru(one, tiny) != 1.0 ||
      __dadd_rn(one, tiny) != 1.0)
    return 12;
  if (__dmul_rd(third, three) != 0x1.fffffffffffffp-1 || __dmul_ru(third, three) != 1.0 ||
      __dmul_rn(third, three) != 1.0 || __dmul_rz(-third, three) != -0x1.fffffffffffffp-1)
    return 13;
  if (__ddiv_rd(one, three) != 0x1.5555555555555p-2 || __ddiv_ru(one, three) != 0x1.5555555555556p-2 ||
      __drcp_rz(three) != 0x1.5555555555555p-2 || __ddiv_rn(one, three) != 0x1.5555555555555p-2)
    return 14;
  if (__dsqrt_rd(dtwo) != 0x1.6a09e667f3bccp+0 || __dsqrt_ru(dtwo) != 0x1.6a09e667f3bcdp+0 ||
      __dsqrt_rn(dtwo) != 0x1.6a09e667f3bcdp+0)
    return 15;
  if (__fma_rd(third, three, -one) != -0x1p-54 || __fma_ru(third, three, tiny) != 1.0 || __fma_rd(third, three, tiny) != 0x1.fffffffffffffp-1 ||
      __fma_rn(third, three, 0.0) != 1.0 || __fma_rz(third, three, 0.0) != 0x1.fffffffffffffp-1)
    return 16;
  /* overflow: toward zero stops at the largest finite value */
  volatile float big = 3e38f;
  volatile double dbig = 1e308;
  if (__fadd_rz(big, big) != 3.40282347e38f || __fadd_ru(big, big) != __builtin_inff() ||
      __dmul_rd(dbig, 10.0) != 0x1.fffffffffffffp+1023 || __dmul_rn(dbig, 10.0) != __builtin_inf())
    return 17;
  return 0;
}
