// The floating-point characteristics macros gcc and clang predefine
// (clang for HIP device compiles too), which freestanding <float.h>
// headers and real code read: __FLT_MAX__, __DBL_MAX__, __FLT_EPSILON__,
// __DBL_EPSILON__, __FLT_MIN__, __DBL_MIN__, __FLT_MANT_DIG__,
// __DBL_MANT_DIG__, __DBL_DIG__, __FLT_RADIX__, __FLT_EVAL_METHOD__.
__device__ int test(void) {
  if (__FLT_MAX__ != 0x1.fffffep127f || __DBL_MAX__ != 0x1.fffffffffffffp1023) return 1;
  if (__FLT_EPSILON__ != 0x1p-23f || __DBL_EPSILON__ != 0x1p-52) return 2;
  if (__FLT_MIN__ != 0x1p-126f || __DBL_MIN__ != 0x1p-1022) return 3;
  if (__FLT_MANT_DIG__ != 24 || __DBL_MANT_DIG__ != 53 || __DBL_DIG__ != 15) return 4;
  if (__FLT_RADIX__ != 2 || __FLT_EVAL_METHOD__ != 0) return 5;
  return 0;
}
