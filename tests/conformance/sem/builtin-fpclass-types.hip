// GNU classification builtins keep their operand's type (no promotion to
// double): a float subnormal is subnormal, a float's infinity is one, and
// _Float16's classes are its own; __builtin_isfpclass takes C23's mask
// (1 sNaN, 2 qNaN, 4 -inf, 8 -normal, 16 -subnormal, 32 -0, 64 +0,
// 128 +subnormal, 256 +normal, 512 +inf).  (issubnormal, iszero and
// isfpclass are clang's: gcc 12 has none of them.)
__device__ int test(void) {
  volatile float fsub = 1e-40f, fzero = 0.0f;
  volatile double dsub = 1e-40;   /* a normal double */
  if (!__builtin_issubnormal(fsub) || __builtin_isnormal(fsub)) return 1;
  if (__builtin_issubnormal(dsub) || !__builtin_isnormal(dsub)) return 2;
  if (!__builtin_iszero(fzero) || __builtin_iszero(fsub)) return 3;
  if (__builtin_fpclassify(0, 1, 2, 3, 4, fsub) != 3) return 4;
  if (__builtin_fpclassify(0, 1, 2, 3, 4, -__builtin_inff()) != 1) return 5;
  if (__builtin_fpclassify(0, 1, 2, 3, 4, fzero / fzero) != 0) return 6;
  if (__builtin_fpclassify(0, 1, 2, 3, 4, 2.5) != 2) return 7;
  if (__builtin_isinf_sign(-__builtin_inf()) != -1 || __builtin_isinf_sign(__builtin_inff()) != 1 ||
      __builtin_isinf_sign(1.0) != 0) return 8;
  if (!__builtin_signbitf(-0.0f) || __builtin_signbitf(0.0f) || !__builtin_signbitl(-2.0L)) return 9;
  volatile _Float16 h = (_Float16)65504.0f;   /* the largest half */
  _Float16 hinf = h * (_Float16)2.0f;
  if (!__builtin_isinf(hinf) || !__builtin_isnormal(h) || !__builtin_isfinite(h)) return 10;
  if (!__builtin_isfpclass(-1.0, 8) || __builtin_isfpclass(1.0, 8) ||
      !__builtin_isfpclass(fzero, 64 | 32)) return 11;
  if (__builtin_isgreaterequal(1.0f, 2.0) || !__builtin_isgreaterequal(2, 2.0f)) return 12;
  return 0;
}
