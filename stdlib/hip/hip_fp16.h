/* hip/hip_fp16.h - HIP's half precision for C (docs/math.md, "Half
 * precision").  HIP's C++ makes __half and __half2 classes around
 * _Float16 and a vector of two; in C they are those types themselves:
 * __half is _Float16 and __half2 its ext_vector_type(2) (4 bytes, aligned
 * to 4, .x and .y), so + - * / and the comparisons work on them as HIP's
 * operators do, a float converts to a __half by assignment as HIP's
 * constructors allow, and both mangle as HIP's classes (6__half,
 * 7__half2).  The functions follow HIP's amd_hip_fp16.h, with two
 * deliberate differences, each as CUDA documents it and later HIP does:
 * the _rz/_rd/_ru conversions round as they say (HIP 5.2 rounds every
 * one to nearest), and the comparisons with a u are unordered (true when
 * either operand is a NaN) while __hne is ordered. */
#ifndef HIPC_HIP_FP16_H
#define HIPC_HIP_FP16_H

#include <hip/hip_runtime.h>

typedef _Float16 __half;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));
typedef _Float16 _Float16_2 __attribute__((ext_vector_type(2)));
/* the bits beside the value, as HIP's raw structs hold them */
typedef struct __half_raw {
  union {
    _Float16 data;
    unsigned short x;
  };
} __half_raw;
typedef struct __half2_raw {
  union {
    _Float16_2 data;
    struct {
      unsigned short x;
      unsigned short y;
    };
  };
} __half2_raw;
#if !defined(HIP_NO_HALF)
typedef __half half;
typedef __half2 half2;
#endif

#define __HIPC_H static __device__ __forceinline__

/* ---- bits ---- */
__HIPC_H short __half_as_short(__half x) {
  __half_raw r;
  r.data = x;
  return (short)r.x;
}
__HIPC_H unsigned short __half_as_ushort(__half x) {
  __half_raw r;
  r.data = x;
  return r.x;
}
__HIPC_H __half __short_as_half(short x) {
  __half_raw r;
  r.x = (unsigned short)x;
  return r.data;
}
__HIPC_H __half __ushort_as_half(unsigned short x) {
  __half_raw r;
  r.x = x;
  return r.data;
}

/* ---- building and taking apart a __half2 ---- */
__HIPC_H __half2 __halves2half2(__half x, __half y) { return (__half2){x, y}; }
__HIPC_H __half2 make_half2(__half x, __half y) { return (__half2){x, y}; }
__HIPC_H __half2 __half2half2(__half x) { return (__half2){x, x}; }
__HIPC_H __half __low2half(__half2 x) { return x.x; }
__HIPC_H __half __high2half(__half2 x) { return x.y; }
__HIPC_H __half2 __low2half2(__half2 x) { return (__half2){x.x, x.x}; }
__HIPC_H __half2 __high2half2(__half2 x) { return (__half2){x.y, x.y}; }
__HIPC_H __half2 __lows2half2(__half2 x, __half2 y) { return (__half2){x.x, y.x}; }
__HIPC_H __half2 __highs2half2(__half2 x, __half2 y) { return (__half2){x.y, y.y}; }
__HIPC_H __half2 __lowhigh2highlow(__half2 x) { return (__half2){x.y, x.x}; }

/* ---- float and double to half.  The conversion rounds to nearest; a
 * directed rounding moves that result one step (toward zero, down or up)
 * where it lies on the wrong side of x, which half-to-float, exact, can
 * tell. ---- */
__HIPC_H __half __hipc_half_down(__half h) { /* the next __half below h */
  unsigned short b = __half_as_ushort(h);
  return __ushort_as_half((b & 0x7fff) == 0 ? 0x8001 : b & 0x8000 ? b + 1 : b - 1);
}
__HIPC_H __half __hipc_half_up(__half h) { /* the next __half above h */
  unsigned short b = __half_as_ushort(h);
  return __ushort_as_half((b & 0x7fff) == 0 ? 0x0001 : b & 0x8000 ? b - 1 : b + 1);
}
__HIPC_H __half __float2half(float x) { return (__half)x; }
__HIPC_H __half __float2half_rn(float x) { return (__half)x; }
__HIPC_H __half __float2half_rd(float x) {
  __half h = (__half)x;
  return (float)h > x ? __hipc_half_down(h) : h;
}
__HIPC_H __half __float2half_ru(float x) {
  __half h = (__half)x;
  return (float)h < x ? __hipc_half_up(h) : h;
}
__HIPC_H __half __float2half_rz(float x) {
  return x < 0.0f ? __float2half_ru(x) : __float2half_rd(x);
}
__HIPC_H __half __double2half(double x) { return (__half)x; }
__HIPC_H __half2 __float2half2_rn(float x) { return (__half2){(__half)x, (__half)x}; }
__HIPC_H __half2 __floats2half2_rn(float x, float y) { return (__half2){(__half)x, (__half)y}; }
__HIPC_H __half2 __float22half2_rn(float2 x) { return (__half2){(__half)x.x, (__half)x.y}; }

/* ---- half to float, exactly ---- */
__HIPC_H float __half2float(__half x) { return (float)x; }
__HIPC_H float __low2float(__half2 x) { return (float)x.x; }
__HIPC_H float __high2float(__half2 x) { return (float)x.y; }
__HIPC_H float2 __half22float2(__half2 x) { return make_float2((float)x.x, (float)x.y); }

/* ---- half to integer: rounded as the suffix says (rn to nearest even,
 * rz toward zero, rd down, ru up), clamped to the type's range, a NaN 0,
 * as the hardware's conversions give ---- */
#define __HIPC_HALF2INT(name, T, lo, hi)                                         \
  __HIPC_H T __half2##name##_rn(__half x) { return __hipc_h2i_##name(__builtin_rintf((float)x)); } \
  __HIPC_H T __half2##name##_rz(__half x) { return __hipc_h2i_##name(__builtin_truncf((float)x)); } \
  __HIPC_H T __half2##name##_rd(__half x) { return __hipc_h2i_##name(__builtin_floorf((float)x)); } \
  __HIPC_H T __half2##name##_ru(__half x) { return __hipc_h2i_##name(__builtin_ceilf((float)x)); }
#define __HIPC_H2I(name, T, lo, hi)                                              \
  __HIPC_H T __hipc_h2i_##name(float f) {                                        \
    return f != f ? (T)0 : f <= (float)(lo) ? (T)(lo) : f >= (float)(hi) ? (T)(hi) : (T)f; \
  }                                                                              \
  __HIPC_HALF2INT(name, T, lo, hi)
__HIPC_H2I(short, short, -32768, 32767)
__HIPC_H2I(ushort, unsigned short, 0, 65535)
__HIPC_H2I(int, int, -2147483647 - 1, 2147483647)
__HIPC_H2I(uint, unsigned int, 0, 4294967295u)
__HIPC_H2I(ll, long long, -9223372036854775807ll - 1, 9223372036854775807ll)
__HIPC_H2I(ull, unsigned long long, 0, 18446744073709551615ull)
#undef __HIPC_H2I
#undef __HIPC_HALF2INT

/* ---- integer to half: through float, exact for every integer a __half
 * can hold (beyond 2^24 the result is the largest finite or infinity
 * whatever float rounding did) ---- */
#define __HIPC_INT2HALF(name, T)                                                 \
  __HIPC_H __half __##name##2half_rn(T x) { return (__half)(float)x; }           \
  __HIPC_H __half __##name##2half_rz(T x) { return __float2half_rz((float)x); }  \
  __HIPC_H __half __##name##2half_rd(T x) { return __float2half_rd((float)x); }  \
  __HIPC_H __half __##name##2half_ru(T x) { return __float2half_ru((float)x); }
__HIPC_INT2HALF(short, short)
__HIPC_INT2HALF(ushort, unsigned short)
__HIPC_INT2HALF(int, int)
__HIPC_INT2HALF(uint, unsigned int)
__HIPC_INT2HALF(ll, long long)
__HIPC_INT2HALF(ull, unsigned long long)
#undef __HIPC_INT2HALF

/* ---- arithmetic, rounded to nearest: v_add_f16 ..., and the packed
 * v_pk_* forms for __half2 ---- */
__HIPC_H __half __hipc_hadd_half(__half x, __half y) { return x + y; }
__HIPC_H int __hipc_hadd_int(int x, int y) { return (int)(((long long)x + y) >> 1); }
/* __hadd is also HIP's integer halving add (hip_runtime.h): the half one
 * when an operand is a __half */
#undef __hadd
#define __hadd(x, y) \
  _Generic((x) + (y), _Float16: __hipc_hadd_half, default: __hipc_hadd_int)((x), (y))
__HIPC_H __half __hsub(__half x, __half y) { return x - y; }
__HIPC_H __half __hmul(__half x, __half y) { return x * y; }
__HIPC_H __half __hdiv(__half x, __half y) { return x / y; }
__HIPC_H __half __hadd_rn(__half x, __half y) { return x + y; }
__HIPC_H __half __hsub_rn(__half x, __half y) { return x - y; }
__HIPC_H __half __hmul_rn(__half x, __half y) { return x * y; }
__HIPC_H __half __hneg(__half x) { return -x; }
__HIPC_H __half __habs(__half x) { return __builtin_fabsf16(x); }
__HIPC_H __half __hfma(__half x, __half y, __half z) { return __builtin_fmaf16(x, y, z); }
/* the _sat forms clamp to [0, 1], a NaN staying a NaN (HIP's __clamp_01) */
__HIPC_H __half __hipc_clamp01(__half x) { return x < 0 ? (__half)0 : x > 1 ? (__half)1 : x; }
__HIPC_H __half __hadd_sat(__half x, __half y) { return __hipc_clamp01(x + y); }
__HIPC_H __half __hsub_sat(__half x, __half y) { return __hipc_clamp01(x - y); }
__HIPC_H __half __hmul_sat(__half x, __half y) { return __hipc_clamp01(x * y); }
__HIPC_H __half __hfma_sat(__half x, __half y, __half z) {
  return __hipc_clamp01(__builtin_fmaf16(x, y, z));
}
/* the larger and smaller, a NaN counting as missing; the _nan forms
 * give a NaN when either is one */
__HIPC_H __half __hmax(__half x, __half y) { return __builtin_fmaxf16(x, y); }
__HIPC_H __half __hmin(__half x, __half y) { return __builtin_fminf16(x, y); }
__HIPC_H __half __hmax_nan(__half x, __half y) { return x != x || y != y ? x + y : __hmax(x, y); }
__HIPC_H __half __hmin_nan(__half x, __half y) { return x != x || y != y ? x + y : __hmin(x, y); }

__HIPC_H __half2 __hadd2(__half2 x, __half2 y) { return x + y; }
__HIPC_H __half2 __hsub2(__half2 x, __half2 y) { return x - y; }
__HIPC_H __half2 __hmul2(__half2 x, __half2 y) { return x * y; }
__HIPC_H __half2 __h2div(__half2 x, __half2 y) { return x / y; }
__HIPC_H __half2 __hadd2_rn(__half2 x, __half2 y) { return x + y; }
__HIPC_H __half2 __hsub2_rn(__half2 x, __half2 y) { return x - y; }
__HIPC_H __half2 __hmul2_rn(__half2 x, __half2 y) { return x * y; }
__HIPC_H __half2 __hneg2(__half2 x) { return -x; }
__HIPC_H __half2 __habs2(__half2 x) { return (__half2){__habs(x.x), __habs(x.y)}; }
__HIPC_H __half2 __hfma2(__half2 x, __half2 y, __half2 z) {
  return (__half2){__builtin_fmaf16(x.x, y.x, z.x), __builtin_fmaf16(x.y, y.y, z.y)};
}
__HIPC_H __half2 __hipc_clamp01_2(__half2 x) {
  return (__half2){__hipc_clamp01(x.x), __hipc_clamp01(x.y)};
}
__HIPC_H __half2 __hadd2_sat(__half2 x, __half2 y) { return __hipc_clamp01_2(x + y); }
__HIPC_H __half2 __hsub2_sat(__half2 x, __half2 y) { return __hipc_clamp01_2(x - y); }
__HIPC_H __half2 __hmul2_sat(__half2 x, __half2 y) { return __hipc_clamp01_2(x * y); }
__HIPC_H __half2 __hfma2_sat(__half2 x, __half2 y, __half2 z) {
  return __hipc_clamp01_2(__hfma2(x, y, z));
}
__HIPC_H __half2 __hmax2(__half2 x, __half2 y) { return (__half2){__hmax(x.x, y.x), __hmax(x.y, y.y)}; }
__HIPC_H __half2 __hmin2(__half2 x, __half2 y) { return (__half2){__hmin(x.x, y.x), __hmin(x.y, y.y)}; }
__HIPC_H __half2 __hmax2_nan(__half2 x, __half2 y) {
  return (__half2){__hmax_nan(x.x, y.x), __hmax_nan(x.y, y.y)};
}
__HIPC_H __half2 __hmin2_nan(__half2 x, __half2 y) {
  return (__half2){__hmin_nan(x.x, y.x), __hmin_nan(x.y, y.y)};
}

/* ---- comparisons.  Ordered (false when either is a NaN) without u,
 * unordered (true then) with it; the 2 forms give 1.0 or 0.0 per lane,
 * the b...2 forms whether both lanes hold ---- */
__HIPC_H _Bool __heq(__half x, __half y) { return x == y; }
__HIPC_H _Bool __hne(__half x, __half y) { return x < y || x > y; }
__HIPC_H _Bool __hle(__half x, __half y) { return x <= y; }
__HIPC_H _Bool __hge(__half x, __half y) { return x >= y; }
__HIPC_H _Bool __hlt(__half x, __half y) { return x < y; }
__HIPC_H _Bool __hgt(__half x, __half y) { return x > y; }
__HIPC_H _Bool __hequ(__half x, __half y) { return !__hne(x, y); }
__HIPC_H _Bool __hneu(__half x, __half y) { return !(x == y); }
__HIPC_H _Bool __hleu(__half x, __half y) { return !(x > y); }
__HIPC_H _Bool __hgeu(__half x, __half y) { return !(x < y); }
__HIPC_H _Bool __hltu(__half x, __half y) { return !(x >= y); }
__HIPC_H _Bool __hgtu(__half x, __half y) { return !(x <= y); }
__HIPC_H _Bool __hisnan(__half x) { return x != x; }
__HIPC_H int __hisinf(__half x) { return __builtin_fabsf16(x) == __builtin_inff16(); }
#define __HIPC_CMP2(op)                                                           \
  __HIPC_H __half2 __h##op##2(__half2 x, __half2 y) {                             \
    return (__half2){(__half)__h##op(x.x, y.x), (__half)__h##op(x.y, y.y)};       \
  }                                                                               \
  __HIPC_H _Bool __hb##op##2(__half2 x, __half2 y) {                              \
    return __h##op(x.x, y.x) && __h##op(x.y, y.y);                                \
  }
__HIPC_CMP2(eq) __HIPC_CMP2(ne) __HIPC_CMP2(le) __HIPC_CMP2(ge) __HIPC_CMP2(lt) __HIPC_CMP2(gt)
__HIPC_CMP2(equ) __HIPC_CMP2(neu) __HIPC_CMP2(leu) __HIPC_CMP2(geu) __HIPC_CMP2(ltu)
__HIPC_CMP2(gtu)
#undef __HIPC_CMP2
__HIPC_H __half2 __hisnan2(__half2 x) {
  return (__half2){(__half)__hisnan(x.x), (__half)__hisnan(x.y)};
}
__HIPC_H __half2 __hisinf2(__half2 x) {
  return (__half2){(__half)__hisinf(x.x), (__half)__hisinf(x.y)};
}

/* ---- math: ocml's _f16 functions, as HIP's (hrcp: v_rcp_f16) ---- */
#define __HIPC_HMATH(name, f)                                                     \
  __HIPC_H __half h##name(__half x) { return f(x); }                              \
  __HIPC_H __half2 h2##name(__half2 x) { return (__half2){f(x.x), f(x.y)}; }
__HIPC_HMATH(sqrt, __builtin_sqrtf16)
__HIPC_HMATH(rsqrt, __ocml_rsqrt_f16)
__HIPC_HMATH(rcp, __builtin_amdgcn_rcph)
__HIPC_HMATH(exp, __ocml_exp_f16)
__HIPC_HMATH(exp2, __ocml_exp2_f16)
__HIPC_HMATH(exp10, __ocml_exp10_f16)
__HIPC_HMATH(log, __ocml_log_f16)
__HIPC_HMATH(log2, __ocml_log2_f16)
__HIPC_HMATH(log10, __ocml_log10_f16)
__HIPC_HMATH(sin, __ocml_sin_f16)
__HIPC_HMATH(cos, __ocml_cos_f16)
__HIPC_HMATH(ceil, __builtin_ceilf16)
__HIPC_HMATH(floor, __builtin_floorf16)
__HIPC_HMATH(trunc, __builtin_truncf16)
__HIPC_HMATH(rint, __builtin_rintf16)
#undef __HIPC_HMATH

#undef __HIPC_H
#endif
