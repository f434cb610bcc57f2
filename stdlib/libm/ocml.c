/* libm/ocml.c - the entry points of ROCm's device libraries that code
 * generated for clang calls directly, declaring them itself (tinygrad's
 * HIP renderer, for one): ocml's math functions by name and type suffix
 * (__ocml_exp2_f32, __ocml_sqrt_f64, __ocml_sin_f16 ...) and ockl's
 * work-item queries (__ockl_get_local_id ...), with ROCm's semantics, on
 * hipc's own functions.  An _f16 function computes in float and rounds
 * once (but fma, which through float would round twice, is the
 * instruction).  Compiled into a program that calls one (sema/library.def). */
#include <hip/math_functions.h>
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
