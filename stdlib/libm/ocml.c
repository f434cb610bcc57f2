/* libm/ocml.c - the entry points of ROCm's device libraries that code
 * generated for clang calls directly, declaring them itself (tinygrad's
 * HIP renderer, for one): ocml's math functions by name and type suffix
 * (__ocml_exp2_f32, __ocml_sqrt_f64, __ocml_sin_f16 ...) and ockl's
 * work-item queries (__ockl_get_local_id ...), integer, wave and
 * work-group functions (__ockl_clz_u32, __ockl_wfany_i32 ...), with ROCm's
 * semantics (ROCm-Device-Libs' ocml.md and ockl.md), on
 * hipc's own functions.  An _f16 function computes in float and rounds
 * once (but fma, which through float would round twice, is the
 * instruction).  Compiled into a program that calls one (sema/library.def). */
#include <hip/device_functions.h>
#include <hip/math_functions.h>
#include <limits.h>
#include <stddef.h>

#define OCML1(n)                                                                   \
  float __ocml_##n##_f32(float x) { return n##f(x); }                             \
  double __ocml_##n##_f64(double x) { return n(x); }                              \
  _Float16 __ocml_##n##_f16(_Float16 x) { return (_Float16)n##f((float)x); }
#define OCML2(n)                                                                   \
  float __ocml_##n##_f32(float x, float y) { return n##f(x, y); }                 \
  double __ocml_##n##_f64(double x, double y) { return n(x, y); }                 \
  _Float16 __ocml_##n##_f16(_Float16 x, _Float16 y) {                             \
    return (_Float16)n##f((float)x, (float)y);                                    \
  }
OCML1(exp) OCML1(exp2) OCML1(exp10) OCML1(expm1) OCML1(log) OCML1(log2)
OCML1(log10) OCML1(log1p) OCML1(sin) OCML1(cos) OCML1(tan) OCML1(asin)
OCML1(acos) OCML1(atan) OCML1(sinh) OCML1(cosh) OCML1(tanh) OCML1(asinh)
OCML1(acosh) OCML1(atanh) OCML1(sqrt) OCML1(rsqrt) OCML1(cbrt) OCML1(rcbrt)
OCML1(erf) OCML1(erfc) OCML1(lgamma) OCML1(tgamma) OCML1(floor) OCML1(ceil)
OCML1(trunc) OCML1(round) OCML1(rint) OCML1(nearbyint) OCML1(fabs) OCML1(sinpi)
OCML1(cospi) OCML1(logb)
OCML2(pow) OCML2(atan2) OCML2(hypot) OCML2(fmin) OCML2(fmax) OCML2(fmod)
OCML2(copysign) OCML2(fdim) OCML2(remainder) OCML2(nextafter)
/* ocml's special functions, under HIP's names (libm/special.c) */
#define OCML_AS(o, n)                                                               \
  float __ocml_##o##_f32(float x) { return n##f(x); }                             \
  double __ocml_##o##_f64(double x) { return n(x); }                              \
  _Float16 __ocml_##o##_f16(_Float16 x) { return (_Float16)n##f((float)x); }
OCML_AS(erfinv, erfinv) OCML_AS(erfcinv, erfcinv) OCML_AS(erfcx, erfcx)
OCML_AS(ncdf, normcdf) OCML_AS(ncdfinv, normcdfinv) OCML_AS(i0, cyl_bessel_i0)
OCML_AS(i1, cyl_bessel_i1) OCML_AS(j0, j0) OCML_AS(j1, j1) OCML_AS(y0, y0) OCML_AS(y1, y1)
#undef OCML_AS
#undef OCML1
#undef OCML2
/* C23's names for some of them (sema/library.def): __builtin_sinf16 */
_Float16 sinf16(_Float16 x) { return __ocml_sin_f16(x); }
_Float16 cosf16(_Float16 x) { return __ocml_cos_f16(x); }
_Float16 expf16(_Float16 x) { return __ocml_exp_f16(x); }
_Float16 exp2f16(_Float16 x) { return __ocml_exp2_f16(x); }
_Float16 exp10f16(_Float16 x) { return __ocml_exp10_f16(x); }
_Float16 logf16(_Float16 x) { return __ocml_log_f16(x); }
_Float16 log2f16(_Float16 x) { return __ocml_log2_f16(x); }
_Float16 log10f16(_Float16 x) { return __ocml_log10_f16(x); }
_Float16 powf16(_Float16 x, _Float16 y) { return __ocml_pow_f16(x, y); }

float __ocml_fma_f32(float x, float y, float z) { return fmaf(x, y, z); }
double __ocml_fma_f64(double x, double y, double z) { return fma(x, y, z); }
_Float16 __ocml_fma_f16(_Float16 x, _Float16 y, _Float16 z) { return __builtin_fmaf16(x, y, z); }

/* ockl's queries, by dimension 0, 1, 2 (0 or 1 beyond, as ockl gives) */
#define AXIS(x, y, z, other) \
  (dim == 0 ? (size_t)(x) : dim == 1 ? (size_t)(y) : dim == 2 ? (size_t)(z) : (size_t)(other))
size_t __ockl_get_local_id(unsigned int dim) {
  return AXIS(__builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),
              __builtin_amdgcn_workitem_id_z(), 0);
}
size_t __ockl_get_group_id(unsigned int dim) {
  return AXIS(__builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
              __builtin_amdgcn_workgroup_id_z(), 0);
}
size_t __ockl_get_local_size(unsigned int dim) {
  return AXIS(__builtin_amdgcn_workgroup_size_x(), __builtin_amdgcn_workgroup_size_y(),
              __builtin_amdgcn_workgroup_size_z(), 1);
}
size_t __ockl_get_num_groups(unsigned int dim) {
  return AXIS(__hipc_num_workgroups_x(), __hipc_num_workgroups_y(), __hipc_num_workgroups_z(), 1);
}
size_t __ockl_get_global_size(unsigned int dim) {
  return AXIS(__builtin_amdgcn_grid_size_x(), __builtin_amdgcn_grid_size_y(),
              __builtin_amdgcn_grid_size_z(), 1);
}
size_t __ockl_get_global_id(unsigned int dim) {
  return __ockl_get_group_id(dim) * __ockl_get_local_size(dim) + __ockl_get_local_id(dim);
}
#undef AXIS

/* ---- ocml's other entry points, named and typed as clang's
 * __clang_hip_libdevice_declares.h and HIP's device_library_decls.h
 * declare them ---- */

/* arithmetic in a rounding mode, IEEE 754's: rte to nearest even, rtn
 * toward -inf, rtp toward +inf, rtz toward zero; each is HIP's __fadd_rn,
 * __fadd_rd, __fadd_ru, __fadd_rz ... (hip/device_functions.h) */
#define OCML_RT(rt, m)                                                                   \
  float __ocml_add_##rt##_f32(float x, float y) { return __fadd_##m(x, y); }            \
  double __ocml_add_##rt##_f64(double x, double y) { return __dadd_##m(x, y); }         \
  float __ocml_sub_##rt##_f32(float x, float y) { return __fsub_##m(x, y); }            \
  double __ocml_sub_##rt##_f64(double x, double y) { return __dsub_##m(x, y); }         \
  float __ocml_mul_##rt##_f32(float x, float y) { return __fmul_##m(x, y); }            \
  double __ocml_mul_##rt##_f64(double x, double y) { return __dmul_##m(x, y); }         \
  float __ocml_div_##rt##_f32(float x, float y) { return __fdiv_##m(x, y); }            \
  double __ocml_div_##rt##_f64(double x, double y) { return __ddiv_##m(x, y); }         \
  float __ocml_fma_##rt##_f32(float x, float y, float z) { return __fmaf_##m(x, y, z); } \
  double __ocml_fma_##rt##_f64(double x, double y, double z) { return __fma_##m(x, y, z); } \
  float __ocml_sqrt_##rt##_f32(float x) { return __fsqrt_##m(x); }                      \
  double __ocml_sqrt_##rt##_f64(double x) { return __dsqrt_##m(x); }
OCML_RT(rte, rn) OCML_RT(rtn, rd) OCML_RT(rtp, ru) OCML_RT(rtz, rz)
#undef OCML_RT

/* float to _Float16 in a directed mode: the nearest, then one step where
 * it lies on the wrong side of x (half to float is exact), as HIP's
 * __float2half_rd/_ru/_rz (hip/hip_fp16.h) */
static _Float16 ocml_h_step(_Float16 h, int up) {
  unsigned short b;
  __builtin_memcpy(&b, &h, 2);
  if ((b & 0x7fff) == 0)
    b = up ? 0x0001 : 0x8001;
  else
    b = (b & 0x8000) ? (up ? b - 1 : b + 1) : (up ? b + 1 : b - 1);
  __builtin_memcpy(&h, &b, 2);
  return h;
}
_Float16 __ocml_cvtrtn_f16_f32(float x) {
  _Float16 h = (_Float16)x;
  return (float)h > x ? ocml_h_step(h, 0) : h;
}
_Float16 __ocml_cvtrtp_f16_f32(float x) {
  _Float16 h = (_Float16)x;
  return (float)h < x ? ocml_h_step(h, 1) : h;
}
_Float16 __ocml_cvtrtz_f16_f32(float x) {
  return x < 0.0f ? __ocml_cvtrtp_f16_f32(x) : __ocml_cvtrtn_f16_f32(x);
}

/* classification: ocml returns an int, 1 or 0 */
int __ocml_isnan_f32(float x) { return x != x; }
int __ocml_isnan_f64(double x) { return x != x; }
int __ocml_isnan_f16(_Float16 x) { return x != x; }
int __ocml_isinf_f32(float x) { return __builtin_fabsf(x) == __builtin_huge_valf(); }
int __ocml_isinf_f64(double x) { return __builtin_fabs(x) == __builtin_huge_val(); }
int __ocml_isinf_f16(_Float16 x) { return __builtin_fabsf((float)x) == __builtin_huge_valf(); }
int __ocml_isfinite_f32(float x) { return __builtin_fabsf(x) < __builtin_huge_valf(); }
int __ocml_isfinite_f64(double x) { return __builtin_fabs(x) < __builtin_huge_val(); }
int __ocml_signbit_f32(float x) { return __builtin_signbit(x) != 0; }
int __ocml_signbit_f64(double x) { return __builtin_signbit(x) != 0; }

/* ilogb: ocml's FP_ILOGB0 and FP_ILOGBNAN are both INT_MIN, an infinity
 * INT_MAX */
int __ocml_ilogb_f32(float x) { return x != x ? INT_MIN : ilogbf(x); }
int __ocml_ilogb_f64(double x) { return x != x ? INT_MIN : ilogb(x); }

/* frexp of an infinity or NaN is x with exponent 0, as ocml's */
float __ocml_frexp_f32(float x, int *e) {
  if (!(__builtin_fabsf(x) < __builtin_huge_valf())) {
    *e = 0;
    return x;
  }
  return frexpf(x, e);
}
double __ocml_frexp_f64(double x, int *e) {
  if (!(__builtin_fabs(x) < __builtin_huge_val())) {
    *e = 0;
    return x;
  }
  return frexp(x, e);
}
float __ocml_ldexp_f32(float x, int n) { return ldexpf(x, n); }
double __ocml_ldexp_f64(double x, int n) { return ldexp(x, n); }
float __ocml_scalbn_f32(float x, int n) { return ldexpf(x, n); }
double __ocml_scalbn_f64(double x, int n) { return ldexp(x, n); }
/* scalb(x, y): ldexp by y rounded to an integer (clamped to 2^20, which
 * already overflows or underflows any finite x); NaN where either is, and
 * for 0 * 2^inf and inf * 2^-inf */
float __ocml_scalb_f32(float x, float y) {
  if (x != x || y != y || (x == 0.0f && y == __builtin_huge_valf()) ||
      (__builtin_fabsf(x) == __builtin_huge_valf() && y == -__builtin_huge_valf()))
    return __builtin_nanf("");
  float t = y < -0x1p20f ? -0x1p20f : y > 0x1p20f ? 0x1p20f : y;
  return ldexpf(x, (int)rintf(t));
}
double __ocml_scalb_f64(double x, double y) {
  if (x != x || y != y || (x == 0.0 && y == __builtin_huge_val()) ||
      (__builtin_fabs(x) == __builtin_huge_val() && y == -__builtin_huge_val()))
    return __builtin_nan("");
  double t = y < -0x1p20 ? -0x1p20 : y > 0x1p20 ? 0x1p20 : y;
  return ldexp(x, (int)rint(t));
}
float __ocml_modf_f32(float x, float *ip) { return modff(x, ip); }
double __ocml_modf_f64(double x, double *ip) { return modf(x, ip); }
float __ocml_remquo_f32(float x, float y, int *q) { return remquof(x, y, q); }
double __ocml_remquo_f64(double x, double y, int *q) { return remquo(x, y, q); }
/* sincos returns the sine and stores the cosine */
float __ocml_sincos_f32(float x, float *c) {
  float s;
  sincosf(x, &s, c);
  return s;
}
double __ocml_sincos_f64(double x, double *c) {
  double s;
  sincos(x, &s, c);
  return s;
}
float __ocml_sincospi_f32(float x, float *c) {
  float s;
  sincospif(x, &s, c);
  return s;
}
double __ocml_sincospi_f64(double x, double *c) {
  double s;
  sincospi(x, &s, c);
  return s;
}

/* lengths: HIP's norm3d, rnorm3d ... and rhypot (an infinite argument
 * gives +inf, its reciprocal 0, whatever the others are) */
float __ocml_rhypot_f32(float x, float y) { return rhypotf(x, y); }
double __ocml_rhypot_f64(double x, double y) { return rhypot(x, y); }
float __ocml_len3_f32(float x, float y, float z) { return norm3df(x, y, z); }
double __ocml_len3_f64(double x, double y, double z) { return norm3d(x, y, z); }
float __ocml_len4_f32(float x, float y, float z, float w) { return norm4df(x, y, z, w); }
double __ocml_len4_f64(double x, double y, double z, double w) { return norm4d(x, y, z, w); }
float __ocml_rlen3_f32(float x, float y, float z) { return rnorm3df(x, y, z); }
double __ocml_rlen3_f64(double x, double y, double z) { return rnorm3d(x, y, z); }
float __ocml_rlen4_f32(float x, float y, float z, float w) { return rnorm4df(x, y, z, w); }
double __ocml_rlen4_f64(double x, double y, double z, double w) { return rnorm4d(x, y, z, w); }

/* pown(x, n): x to an integer power, which C's pow of an integral y is,
 * special cases included (C17 F.10.4.4: pown(x, 0) is 1 for any x); the
 * float and half forms through double, where n is exact */
double __ocml_pown_f64(double x, int n) { return pow(x, (double)n); }
float __ocml_pown_f32(float x, int n) { return (float)pow((double)x, (double)n); }
_Float16 __ocml_pown_f16(_Float16 x, int n) { return (_Float16)pow((double)x, (double)n); }

/* the native forms: the hardware's approximations, as ocml's (v_sin_f32,
 * v_cos_f32, v_exp_f32 and v_log_f32 in base 2 with a scale, v_sqrt_f32) */
float __ocml_native_sin_f32(float x) { return __hipc_native_sinf(x); }
float __ocml_native_cos_f32(float x) { return __hipc_native_cosf(x); }
float __ocml_native_exp_f32(float x) { return __builtin_amdgcn_exp2f(x * 0x1.715476p+0f); }
float __ocml_native_exp10_f32(float x) { return __builtin_amdgcn_exp2f(x * 0x1.a934f0p+1f); }
float __ocml_native_log2_f32(float x) { return __builtin_amdgcn_logf(x); }
float __ocml_native_log_f32(float x) { return __builtin_amdgcn_logf(x) * 0x1.62e430p-1f; }
float __ocml_native_log10_f32(float x) { return __builtin_amdgcn_logf(x) * 0x1.344136p-2f; }
float __ocml_native_sqrt_f32(float x) { return __builtin_amdgcn_sqrtf(x); }

/* the packed _2f16 forms: two _Float16 lanes, the scalar form on each
 * (isnan and isinf give -1 for true in a lane, OpenCL's vector rule) */
typedef _Float16 __ocml_2f16 __attribute__((ext_vector_type(2)));
typedef short __ocml_2i16 __attribute__((ext_vector_type(2)));
#define OCML_2F16(n)                                                    \
  __ocml_2f16 __ocml_##n##_2f16(__ocml_2f16 x) {                        \
    return (__ocml_2f16){__ocml_##n##_f16(x.x), __ocml_##n##_f16(x.y)}; \
  }
OCML_2F16(ceil) OCML_2F16(floor) OCML_2F16(trunc) OCML_2F16(rint) OCML_2F16(fabs)
OCML_2F16(sqrt) OCML_2F16(rsqrt) OCML_2F16(sin) OCML_2F16(cos) OCML_2F16(exp)
OCML_2F16(exp2) OCML_2F16(exp10) OCML_2F16(log) OCML_2F16(log2) OCML_2F16(log10)
#undef OCML_2F16
__ocml_2f16 __ocml_fma_2f16(__ocml_2f16 x, __ocml_2f16 y, __ocml_2f16 z) {
  return (__ocml_2f16){__ocml_fma_f16(x.x, y.x, z.x), __ocml_fma_f16(x.y, y.y, z.y)};
}
__ocml_2f16 __ocml_pown_2f16(__ocml_2f16 x, __ocml_2i16 n) {
  return (__ocml_2f16){__ocml_pown_f16(x.x, n.x), __ocml_pown_f16(x.y, n.y)};
}
__ocml_2i16 __ocml_isnan_2f16(__ocml_2f16 x) {
  return (__ocml_2i16){(short)-__ocml_isnan_f16(x.x), (short)-__ocml_isnan_f16(x.y)};
}
__ocml_2i16 __ocml_isinf_2f16(__ocml_2f16 x) {
  return (__ocml_2i16){(short)-__ocml_isinf_f16(x.x), (short)-__ocml_isinf_f16(x.y)};
}

/* ---- ockl's integer and wave functions (ROCm's ockl.md) ---- */
unsigned char __ockl_clz_u8(unsigned char x) {
  return x ? (unsigned char)(__builtin_clz(x) - 24) : 8;
}
unsigned short __ockl_clz_u16(unsigned short x) {
  return x ? (unsigned short)(__builtin_clz(x) - 16) : 16;
}
unsigned int __ockl_clz_u32(unsigned int x) { return x ? (unsigned int)__builtin_clz(x) : 32; }
unsigned long __ockl_clz_u64(unsigned long x) { return x ? (unsigned long)__builtin_clzl(x) : 64; }
/* the low 24 bits of each (sign-extended for the int form), multiplied
 * in 32 bits */
int __ockl_mul24_i32(int x, int y) {
  int a = (int)((unsigned int)x << 8) >> 8, b = (int)((unsigned int)y << 8) >> 8;
  return (int)((unsigned int)a * (unsigned int)b);
}
unsigned int __ockl_mul24_u32(unsigned int x, unsigned int y) {
  return (x & 0xffffffu) * (y & 0xffffffu);
}
/* the high 32 bits of the 64-bit product */
int __ockl_mul_hi_i32(int x, int y) { return (int)(((long long)x * y) >> 32); }
unsigned int __ockl_mul_hi_u32(unsigned int x, unsigned int y) {
  return (unsigned int)(((unsigned long long)x * y) >> 32);
}
/* ockl's "32-bit SAD" (v_sad_u32): |x - y| + z, wrapping */
unsigned int __ockl_sadd_u32(unsigned int x, unsigned int y, unsigned int z) {
  return (x > y ? x - y : y - x) + z;
}
/* the lane's index in its wave, and the number of active lanes below it */
unsigned int __ockl_lane_u32(void) {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
unsigned int __ockl_activelane_u32(void) {
  return __builtin_amdgcn_mbcnt_hi(__builtin_amdgcn_read_exec_hi(),
                                   __builtin_amdgcn_mbcnt_lo(__builtin_amdgcn_read_exec_lo(), 0u));
}
/* whether any, or every, active lane of the wave has e nonzero */
_Bool __ockl_wfany_i32(int e) { return __builtin_amdgcn_ballot_w64(e != 0) != 0; }
_Bool __ockl_wfall_i32(int e) {
  return __builtin_amdgcn_ballot_w64(e != 0) == __builtin_amdgcn_read_exec();
}
/* a relaxed atomic add at agent scope whose old value is not wanted */
void __ockl_atomic_add_noret_f32(float *p, float v) {
  __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}

/* ockl's work-group reductions: every work-item of the group calls one
 * (a barrier, as ockl's), and each gets the sum, and or or of every
 * item's a; through one int of shared memory, which only a program that
 * calls them allocates */
static int *ockl_wg_slot(void) {
  static __attribute__((shared)) int slot;
  return &slot;
}
static void ockl_wg_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
static int ockl_wg_first(void) {
  return __builtin_amdgcn_workitem_id_x() == 0 && __builtin_amdgcn_workitem_id_y() == 0 &&
         __builtin_amdgcn_workitem_id_z() == 0;
}
#define OCKL_WGRED(op, identity, atomic)                                      \
  int __ockl_wgred_##op##_i32(int a) {                                        \
    int *s = ockl_wg_slot();                                                  \
    ockl_wg_barrier();                                                        \
    if (ockl_wg_first())                                                      \
      *s = identity;                                                          \
    ockl_wg_barrier();                                                        \
    atomic(s, a, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);             \
    ockl_wg_barrier();                                                        \
    int r = *s;                                                               \
    ockl_wg_barrier();                                                        \
    return r;                                                                 \
  }
OCKL_WGRED(add, 0, __hip_atomic_fetch_add)
OCKL_WGRED(and, -1, __hip_atomic_fetch_and)
OCKL_WGRED(or, 0, __hip_atomic_fetch_or)
#undef OCKL_WGRED
