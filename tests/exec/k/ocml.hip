// ROCm's device-library entry points as code generators call them
// (tinygrad's HIP renderer, Triton-style code): no #include of HIP's, their
// own declarations of ocml's and ockl's functions, which bind to hipc's
// device library (stdlib/libm/ocml.c).  Each kernel applies the function
// numbered op (ocml_ops.h) to arrays of inputs, for ocml.c to check
// against C.
#include "ocml_ops.h"
typedef unsigned long size_t;
typedef _Float16 __2f16 __attribute__((ext_vector_type(2)));
typedef short __2i16 __attribute__((ext_vector_type(2)));
extern "C" __attribute__((device, const)) size_t __ockl_get_global_id(unsigned int);
extern "C" __attribute__((device, const)) size_t __ockl_get_local_id(unsigned int);
extern "C" __attribute__((device, const)) size_t __ockl_get_local_size(unsigned int);
extern "C" __attribute__((device, const)) size_t __ockl_get_group_id(unsigned int);
extern "C" __attribute__((device)) float __ocml_add_rte_f32(float, float);
extern "C" __attribute__((device)) double __ocml_add_rte_f64(double, double);
extern "C" __attribute__((device)) float __ocml_sub_rte_f32(float, float);
extern "C" __attribute__((device)) double __ocml_sub_rte_f64(double, double);
extern "C" __attribute__((device)) float __ocml_mul_rte_f32(float, float);
extern "C" __attribute__((device)) double __ocml_mul_rte_f64(double, double);
extern "C" __attribute__((device)) float __ocml_div_rte_f32(float, float);
extern "C" __attribute__((device)) double __ocml_div_rte_f64(double, double);
extern "C" __attribute__((device)) float __ocml_fma_rte_f32(float, float, float);
extern "C" __attribute__((device)) double __ocml_fma_rte_f64(double, double, double);
extern "C" __attribute__((device)) float __ocml_sqrt_rte_f32(float);
extern "C" __attribute__((device)) double __ocml_sqrt_rte_f64(double);
extern "C" __attribute__((device)) float __ocml_add_rtn_f32(float, float);
extern "C" __attribute__((device)) double __ocml_add_rtn_f64(double, double);
extern "C" __attribute__((device)) float __ocml_sub_rtn_f32(float, float);
extern "C" __attribute__((device)) double __ocml_sub_rtn_f64(double, double);
extern "C" __attribute__((device)) float __ocml_mul_rtn_f32(float, float);
extern "C" __attribute__((device)) double __ocml_mul_rtn_f64(double, double);
extern "C" __attribute__((device)) float __ocml_div_rtn_f32(float, float);
extern "C" __attribute__((device)) double __ocml_div_rtn_f64(double, double);
extern "C" __attribute__((device)) float __ocml_fma_rtn_f32(float, float, float);
extern "C" __attribute__((device)) double __ocml_fma_rtn_f64(double, double, double);
extern "C" __attribute__((device)) float __ocml_sqrt_rtn_f32(float);
extern "C" __attribute__((device)) double __ocml_sqrt_rtn_f64(double);
extern "C" __attribute__((device)) float __ocml_add_rtp_f32(float, float);
extern "C" __attribute__((device)) double __ocml_add_rtp_f64(double, double);
extern "C" __attribute__((device)) float __ocml_sub_rtp_f32(float, float);
extern "C" __attribute__((device)) double __ocml_sub_rtp_f64(double, double);
extern "C" __attribute__((device)) float __ocml_mul_rtp_f32(float, float);
extern "C" __attribute__((device)) double __ocml_mul_rtp_f64(double, double);
extern "C" __attribute__((device)) float __ocml_div_rtp_f32(float, float);
extern "C" __attribute__((device)) double __ocml_div_rtp_f64(double, double);
extern "C" __attribute__((device)) float __ocml_fma_rtp_f32(float, float, float);
extern "C" __attribute__((device)) double __ocml_fma_rtp_f64(double, double, double);
extern "C" __attribute__((device)) float __ocml_sqrt_rtp_f32(float);
extern "C" __attribute__((device)) double __ocml_sqrt_rtp_f64(double);
extern "C" __attribute__((device)) float __ocml_add_rtz_f32(float, float);
extern "C" __attribute__((device)) double __ocml_add_rtz_f64(double, double);
extern "C" __attribute__((device)) float __ocml_sub_rtz_f32(float, float);
extern "C" __attribute__((device)) double __ocml_sub_rtz_f64(double, double);
extern "C" __attribute__((device)) float __ocml_mul_rtz_f32(float, float);
extern "C" __attribute__((device)) double __ocml_mul_rtz_f64(double, double);
extern "C" __attribute__((device)) float __ocml_div_rtz_f32(float, float);
extern "C" __attribute__((device)) double __ocml_div_rtz_f64(double, double);
extern "C" __attribute__((device)) float __ocml_fma_rtz_f32(float, float, float);
extern "C" __attribute__((device)) double __ocml_fma_rtz_f64(double, double, double);
extern "C" __attribute__((device)) float __ocml_sqrt_rtz_f32(float);
extern "C" __attribute__((device)) double __ocml_sqrt_rtz_f64(double);
extern "C" __attribute__((device)) _Float16 __ocml_cvtrtn_f16_f32(float);
extern "C" __attribute__((device)) _Float16 __ocml_cvtrtp_f16_f32(float);
extern "C" __attribute__((device)) _Float16 __ocml_cvtrtz_f16_f32(float);
extern "C" __attribute__((device)) int __ocml_isnan_f32(float);
extern "C" __attribute__((device)) int __ocml_isnan_f64(double);
extern "C" __attribute__((device)) int __ocml_isnan_f16(_Float16);
extern "C" __attribute__((device)) int __ocml_isinf_f32(float);
extern "C" __attribute__((device)) int __ocml_isinf_f64(double);
extern "C" __attribute__((device)) int __ocml_isinf_f16(_Float16);
extern "C" __attribute__((device)) int __ocml_isfinite_f32(float);
extern "C" __attribute__((device)) int __ocml_isfinite_f64(double);
extern "C" __attribute__((device)) int __ocml_signbit_f32(float);
extern "C" __attribute__((device)) int __ocml_signbit_f64(double);
extern "C" __attribute__((device)) int __ocml_ilogb_f32(float);
extern "C" __attribute__((device)) int __ocml_ilogb_f64(double);
extern "C" __attribute__((device)) float __ocml_frexp_f32(float, int *);
extern "C" __attribute__((device)) double __ocml_frexp_f64(double, int *);
extern "C" __attribute__((device)) float __ocml_ldexp_f32(float, int);
extern "C" __attribute__((device)) double __ocml_ldexp_f64(double, int);
extern "C" __attribute__((device)) float __ocml_scalbn_f32(float, int);
extern "C" __attribute__((device)) double __ocml_scalbn_f64(double, int);
extern "C" __attribute__((device)) float __ocml_scalb_f32(float, float);
extern "C" __attribute__((device)) double __ocml_scalb_f64(double, double);
extern "C" __attribute__((device)) float __ocml_modf_f32(float, float *);
extern "C" __attribute__((device)) double __ocml_modf_f64(double, double *);
extern "C" __attribute__((device)) float __ocml_remquo_f32(float, float, int *);
extern "C" __attribute__((device)) double __ocml_remquo_f64(double, double, int *);
extern "C" __attribute__((device)) float __ocml_sincos_f32(float, float *);
extern "C" __attribute__((device)) double __ocml_sincos_f64(double, double *);
extern "C" __attribute__((device)) float __ocml_sincospi_f32(float, float *);
extern "C" __attribute__((device)) double __ocml_sincospi_f64(double, double *);
extern "C" __attribute__((device)) float __ocml_rhypot_f32(float, float);
extern "C" __attribute__((device)) double __ocml_rhypot_f64(double, double);
extern "C" __attribute__((device)) float __ocml_len3_f32(float, float, float);
extern "C" __attribute__((device)) double __ocml_len3_f64(double, double, double);
extern "C" __attribute__((device)) float __ocml_len4_f32(float, float, float, float);
extern "C" __attribute__((device)) double __ocml_len4_f64(double, double, double, double);
extern "C" __attribute__((device)) float __ocml_rlen3_f32(float, float, float);
extern "C" __attribute__((device)) double __ocml_rlen3_f64(double, double, double);
extern "C" __attribute__((device)) float __ocml_rlen4_f32(float, float, float, float);
extern "C" __attribute__((device)) double __ocml_rlen4_f64(double, double, double, double);
extern "C" __attribute__((device)) float __ocml_pown_f32(float, int);
extern "C" __attribute__((device)) double __ocml_pown_f64(double, int);
extern "C" __attribute__((device)) _Float16 __ocml_pown_f16(_Float16, int);
extern "C" __attribute__((device)) float __ocml_native_sin_f32(float);
extern "C" __attribute__((device)) float __ocml_native_cos_f32(float);
extern "C" __attribute__((device)) float __ocml_native_exp_f32(float);
extern "C" __attribute__((device)) float __ocml_native_exp10_f32(float);
extern "C" __attribute__((device)) float __ocml_native_log_f32(float);
extern "C" __attribute__((device)) float __ocml_native_log2_f32(float);
extern "C" __attribute__((device)) float __ocml_native_log10_f32(float);
extern "C" __attribute__((device)) float __ocml_native_sqrt_f32(float);
extern "C" __attribute__((device)) __2f16 __ocml_ceil_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_floor_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_trunc_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_rint_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_fabs_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_sqrt_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_rsqrt_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_sin_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_cos_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_exp_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_exp2_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_exp10_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_log_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_log2_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_log10_2f16(__2f16);
extern "C" __attribute__((device)) __2f16 __ocml_fma_2f16(__2f16, __2f16, __2f16);
extern "C" __attribute__((device)) __2f16 __ocml_pown_2f16(__2f16, __2i16);
extern "C" __attribute__((device)) __2i16 __ocml_isnan_2f16(__2f16);
extern "C" __attribute__((device)) __2i16 __ocml_isinf_2f16(__2f16);
extern "C" __attribute__((device)) unsigned char __ockl_clz_u8(unsigned char);
extern "C" __attribute__((device)) unsigned short __ockl_clz_u16(unsigned short);
extern "C" __attribute__((device)) unsigned int __ockl_clz_u32(unsigned int);
extern "C" __attribute__((device)) unsigned long __ockl_clz_u64(unsigned long);
extern "C" __attribute__((device)) int __ockl_mul24_i32(int, int);
extern "C" __attribute__((device)) unsigned int __ockl_mul24_u32(unsigned int, unsigned int);
extern "C" __attribute__((device)) int __ockl_mul_hi_i32(int, int);
extern "C" __attribute__((device)) unsigned int __ockl_mul_hi_u32(unsigned int, unsigned int);
extern "C" __attribute__((device)) unsigned int __ockl_sadd_u32(unsigned int, unsigned int,
                                                                unsigned int);
extern "C" __attribute__((device)) unsigned int __ockl_lane_u32(void);
extern "C" __attribute__((device)) unsigned int __ockl_activelane_u32(void);
extern "C" __attribute__((device)) _Bool __ockl_wfany_i32(int);
extern "C" __attribute__((device)) _Bool __ockl_wfall_i32(int);
extern "C" __attribute__((device)) void __ockl_atomic_add_noret_f32(float *, float);
extern "C" __attribute__((device)) int __ockl_wgred_add_i32(int);
extern "C" __attribute__((device)) int __ockl_wgred_and_i32(int);
extern "C" __attribute__((device)) int __ockl_wgred_or_i32(int);

// float and double: four operands x y z w and an int k per element; the
// result in out, a second one (modf's integral part, sincos's cosine) in
// out2 and an int one (ilogb, frexp's exponent, remquo's quotient) in iout

extern "C" __attribute__((global)) void ocml_f32(const float *in, const int *kin, float *out,
                                               float *out2, int *iout, int op, int count) {
  size_t i = __ockl_get_global_id(0);
  if (i >= (size_t)count)
    return;
  float x = in[4 * i], y = in[4 * i + 1], z = in[4 * i + 2], w = in[4 * i + 3], r = 0, r2 = 0;
  int k = kin[i], ri = 0;
  switch (op) {
  case OP_add_rte_f32: r = __ocml_add_rte_f32(x, y); break;
  case OP_add_rtn_f32: r = __ocml_add_rtn_f32(x, y); break;
  case OP_add_rtp_f32: r = __ocml_add_rtp_f32(x, y); break;
  case OP_add_rtz_f32: r = __ocml_add_rtz_f32(x, y); break;
  case OP_sub_rte_f32: r = __ocml_sub_rte_f32(x, y); break;
  case OP_sub_rtn_f32: r = __ocml_sub_rtn_f32(x, y); break;
  case OP_sub_rtp_f32: r = __ocml_sub_rtp_f32(x, y); break;
  case OP_sub_rtz_f32: r = __ocml_sub_rtz_f32(x, y); break;
  case OP_mul_rte_f32: r = __ocml_mul_rte_f32(x, y); break;
  case OP_mul_rtn_f32: r = __ocml_mul_rtn_f32(x, y); break;
  case OP_mul_rtp_f32: r = __ocml_mul_rtp_f32(x, y); break;
  case OP_mul_rtz_f32: r = __ocml_mul_rtz_f32(x, y); break;
  case OP_div_rte_f32: r = __ocml_div_rte_f32(x, y); break;
  case OP_div_rtn_f32: r = __ocml_div_rtn_f32(x, y); break;
  case OP_div_rtp_f32: r = __ocml_div_rtp_f32(x, y); break;
  case OP_div_rtz_f32: r = __ocml_div_rtz_f32(x, y); break;
  case OP_fma_rte_f32: r = __ocml_fma_rte_f32(x, y, z); break;
  case OP_fma_rtn_f32: r = __ocml_fma_rtn_f32(x, y, z); break;
  case OP_fma_rtp_f32: r = __ocml_fma_rtp_f32(x, y, z); break;
  case OP_fma_rtz_f32: r = __ocml_fma_rtz_f32(x, y, z); break;
  case OP_sqrt_rte_f32: r = __ocml_sqrt_rte_f32(x); break;
  case OP_sqrt_rtn_f32: r = __ocml_sqrt_rtn_f32(x); break;
  case OP_sqrt_rtp_f32: r = __ocml_sqrt_rtp_f32(x); break;
  case OP_sqrt_rtz_f32: r = __ocml_sqrt_rtz_f32(x); break;
  case OP_isnan_f32: ri = __ocml_isnan_f32(x); break;
  case OP_isinf_f32: ri = __ocml_isinf_f32(x); break;
  case OP_isfinite_f32: ri = __ocml_isfinite_f32(x); break;
  case OP_signbit_f32: ri = __ocml_signbit_f32(x); break;
  case OP_ilogb_f32: ri = __ocml_ilogb_f32(x); break;
  case OP_frexp_f32: r = __ocml_frexp_f32(x, &ri); break;
  case OP_ldexp_f32: r = __ocml_ldexp_f32(x, k); break;
  case OP_scalbn_f32: r = __ocml_scalbn_f32(x, k); break;
  case OP_scalb_f32: r = __ocml_scalb_f32(x, y); break;
  case OP_modf_f32: r = __ocml_modf_f32(x, &r2); break;
  case OP_remquo_f32: r = __ocml_remquo_f32(x, y, &ri); break;
  case OP_sincos_f32: r = __ocml_sincos_f32(x, &r2); break;
  case OP_sincospi_f32: r = __ocml_sincospi_f32(x, &r2); break;
  case OP_rhypot_f32: r = __ocml_rhypot_f32(x, y); break;
  case OP_len3_f32: r = __ocml_len3_f32(x, y, z); break;
  case OP_len4_f32: r = __ocml_len4_f32(x, y, z, w); break;
  case OP_rlen3_f32: r = __ocml_rlen3_f32(x, y, z); break;
  case OP_rlen4_f32: r = __ocml_rlen4_f32(x, y, z, w); break;
  case OP_pown_f32: r = __ocml_pown_f32(x, k); break;
  case OP_native_sin_f32: r = __ocml_native_sin_f32(x); break;
  case OP_native_cos_f32: r = __ocml_native_cos_f32(x); break;
  case OP_native_exp_f32: r = __ocml_native_exp_f32(x); break;
  case OP_native_exp10_f32: r = __ocml_native_exp10_f32(x); break;
  case OP_native_log_f32: r = __ocml_native_log_f32(x); break;
  case OP_native_log2_f32: r = __ocml_native_log2_f32(x); break;
  case OP_native_log10_f32: r = __ocml_native_log10_f32(x); break;
  case OP_native_sqrt_f32: r = __ocml_native_sqrt_f32(x); break;
  }
  out[i] = r;
  out2[i] = r2;
  iout[i] = ri;
}

extern "C" __attribute__((global)) void ocml_f64(const double *in, const int *kin, double *out,
                                               double *out2, int *iout, int op, int count) {
  size_t i = __ockl_get_global_id(0);
  if (i >= (size_t)count)
    return;
  double x = in[4 * i], y = in[4 * i + 1], z = in[4 * i + 2], w = in[4 * i + 3], r = 0, r2 = 0;
  int k = kin[i], ri = 0;
  switch (op) {
  case OP_add_rte_f64: r = __ocml_add_rte_f64(x, y); break;
  case OP_add_rtn_f64: r = __ocml_add_rtn_f64(x, y); break;
  case OP_add_rtp_f64: r = __ocml_add_rtp_f64(x, y); break;
  case OP_add_rtz_f64: r = __ocml_add_rtz_f64(x, y); break;
  case OP_sub_rte_f64: r = __ocml_sub_rte_f64(x, y); break;
  case OP_sub_rtn_f64: r = __ocml_sub_rtn_f64(x, y); break;
  case OP_sub_rtp_f64: r = __ocml_sub_rtp_f64(x, y); break;
  case OP_sub_rtz_f64: r = __ocml_sub_rtz_f64(x, y); break;
  case OP_mul_rte_f64: r = __ocml_mul_rte_f64(x, y); break;
  case OP_mul_rtn_f64: r = __ocml_mul_rtn_f64(x, y); break;
  case OP_mul_rtp_f64: r = __ocml_mul_rtp_f64(x, y); break;
  case OP_mul_rtz_f64: r = __ocml_mul_rtz_f64(x, y); break;
  case OP_div_rte_f64: r = __ocml_div_rte_f64(x, y); break;
  case OP_div_rtn_f64: r = __ocml_div_rtn_f64(x, y); break;
  case OP_div_rtp_f64: r = __ocml_div_rtp_f64(x, y); break;
  case OP_div_rtz_f64: r = __ocml_div_rtz_f64(x, y); break;
  case OP_fma_rte_f64: r = __ocml_fma_rte_f64(x, y, z); break;
  case OP_fma_rtn_f64: r = __ocml_fma_rtn_f64(x, y, z); break;
  case OP_fma_rtp_f64: r = __ocml_fma_rtp_f64(x, y, z); break;
  case OP_fma_rtz_f64: r = __ocml_fma_rtz_f64(x, y, z); break;
  case OP_sqrt_rte_f64: r = __ocml_sqrt_rte_f64(x); break;
  case OP_sqrt_rtn_f64: r = __ocml_sqrt_rtn_f64(x); break;
  case OP_sqrt_rtp_f64: r = __ocml_sqrt_rtp_f64(x); break;
  case OP_sqrt_rtz_f64: r = __ocml_sqrt_rtz_f64(x); break;
  case OP_isnan_f64: ri = __ocml_isnan_f64(x); break;
  case OP_isinf_f64: ri = __ocml_isinf_f64(x); break;
  case OP_isfinite_f64: ri = __ocml_isfinite_f64(x); break;
  case OP_signbit_f64: ri = __ocml_signbit_f64(x); break;
  case OP_ilogb_f64: ri = __ocml_ilogb_f64(x); break;
  case OP_frexp_f64: r = __ocml_frexp_f64(x, &ri); break;
  case OP_ldexp_f64: r = __ocml_ldexp_f64(x, k); break;
  case OP_scalbn_f64: r = __ocml_scalbn_f64(x, k); break;
  case OP_scalb_f64: r = __ocml_scalb_f64(x, y); break;
  case OP_modf_f64: r = __ocml_modf_f64(x, &r2); break;
  case OP_remquo_f64: r = __ocml_remquo_f64(x, y, &ri); break;
  case OP_sincos_f64: r = __ocml_sincos_f64(x, &r2); break;
  case OP_sincospi_f64: r = __ocml_sincospi_f64(x, &r2); break;
  case OP_rhypot_f64: r = __ocml_rhypot_f64(x, y); break;
  case OP_len3_f64: r = __ocml_len3_f64(x, y, z); break;
  case OP_len4_f64: r = __ocml_len4_f64(x, y, z, w); break;
  case OP_rlen3_f64: r = __ocml_rlen3_f64(x, y, z); break;
  case OP_rlen4_f64: r = __ocml_rlen4_f64(x, y, z, w); break;
  case OP_pown_f64: r = __ocml_pown_f64(x, k); break;
  }
  out[i] = r;
  out2[i] = r2;
  iout[i] = ri;
}

// _Float16: x y z w and k as above and f, a float, for the conversions;
// the packed forms apply to the lanes (x, y) (fma: times (z, w) plus
// (z, w); pown: to the powers k and k - 3), their two results in out[2 i]
// and out[2 i + 1]
extern "C" __attribute__((global)) void ocml_f16(const _Float16 *in, const float *fin,
                                               const int *kin, _Float16 *out, int *iout, int op,
                                               int count) {
  size_t i = __ockl_get_global_id(0);
  if (i >= (size_t)count)
    return;
  _Float16 x = in[4 * i], y = in[4 * i + 1], z = in[4 * i + 2], w = in[4 * i + 3], r = 0;
  float f = fin[i];
  int k = kin[i], ri = 0;
  __2f16 xy = {x, y}, zw = {z, w}, v = {0, 0};
  __2i16 m = {0, 0};
  switch (op) {
  case OP_isnan_f16: ri = __ocml_isnan_f16(x); break;
  case OP_isinf_f16: ri = __ocml_isinf_f16(x); break;
  case OP_pown_f16: r = __ocml_pown_f16(x, k); break;
  case OP_cvtrtn_f16_f32: r = __ocml_cvtrtn_f16_f32(f); break;
  case OP_cvtrtp_f16_f32: r = __ocml_cvtrtp_f16_f32(f); break;
  case OP_cvtrtz_f16_f32: r = __ocml_cvtrtz_f16_f32(f); break;
  case OP_ceil_2f16: v = __ocml_ceil_2f16(xy); break;
  case OP_floor_2f16: v = __ocml_floor_2f16(xy); break;
  case OP_trunc_2f16: v = __ocml_trunc_2f16(xy); break;
  case OP_rint_2f16: v = __ocml_rint_2f16(xy); break;
  case OP_fabs_2f16: v = __ocml_fabs_2f16(xy); break;
  case OP_sqrt_2f16: v = __ocml_sqrt_2f16(xy); break;
  case OP_rsqrt_2f16: v = __ocml_rsqrt_2f16(xy); break;
  case OP_sin_2f16: v = __ocml_sin_2f16(xy); break;
  case OP_cos_2f16: v = __ocml_cos_2f16(xy); break;
  case OP_exp_2f16: v = __ocml_exp_2f16(xy); break;
  case OP_exp2_2f16: v = __ocml_exp2_2f16(xy); break;
  case OP_exp10_2f16: v = __ocml_exp10_2f16(xy); break;
  case OP_log_2f16: v = __ocml_log_2f16(xy); break;
  case OP_log2_2f16: v = __ocml_log2_2f16(xy); break;
  case OP_log10_2f16: v = __ocml_log10_2f16(xy); break;
  case OP_fma_2f16: v = __ocml_fma_2f16(xy, zw, (__2f16){z, w}); break;
  case OP_pown_2f16: v = __ocml_pown_2f16(xy, (__2i16){(short)k, (short)(k - 3)}); break;
  case OP_isnan_2f16: m = __ocml_isnan_2f16(xy); break;
  case OP_isinf_2f16: m = __ocml_isinf_2f16(xy); break;
  }
  if (op >= OP_ceil_2f16) {
    out[2 * i] = v.x;
    out[2 * i + 1] = v.y;
    iout[2 * i] = m.x;
    iout[2 * i + 1] = m.y;
  } else {
    out[2 * i] = r;
    iout[2 * i] = ri;
  }
}

// ockl's integer functions of a, b and c
extern "C" __attribute__((global)) void ockl_int(const unsigned int *in, unsigned long *out, int op,
                                               int count) {
  size_t i = __ockl_get_global_id(0);
  if (i >= (size_t)count)
    return;
  unsigned int a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
  unsigned long r = 0;
  switch (op) {
  case OP_clz_u8: r = __ockl_clz_u8((unsigned char)a); break;
  case OP_clz_u16: r = __ockl_clz_u16((unsigned short)a); break;
  case OP_clz_u32: r = __ockl_clz_u32(a); break;
  case OP_clz_u64: r = __ockl_clz_u64((unsigned long)a << 32 | b); break;
  case OP_mul24_i32: r = (unsigned int)__ockl_mul24_i32((int)a, (int)b); break;
  case OP_mul24_u32: r = __ockl_mul24_u32(a, b); break;
  case OP_mul_hi_i32: r = (unsigned int)__ockl_mul_hi_i32((int)a, (int)b); break;
  case OP_mul_hi_u32: r = __ockl_mul_hi_u32(a, b); break;
  case OP_sadd_u32: r = __ockl_sadd_u32(a, b, c); break;
  }
  out[i] = r;
}

// the wave functions: for each thread its lane, then in the odd lanes
// only its index among the active lanes and two votes of theirs, then two
// votes of the whole wave; and the atomic add, of in[i] to sum[i % 4]
extern "C" __attribute__((global)) void ockl_wave(const float *in, unsigned int *out, float *sum) {
  size_t i = __ockl_get_global_id(0);
  unsigned int lane = __ockl_lane_u32();
  out[6 * i] = lane;
  out[6 * i + 1] = 0xffffffffu;
  if (lane & 1) {
    out[6 * i + 1] = __ockl_activelane_u32();
    out[6 * i + 2] = __ockl_wfall_i32((int)(lane & 1));
    out[6 * i + 3] = __ockl_wfany_i32(lane == 7);
  }
  out[6 * i + 4] = __ockl_wfall_i32(lane != 5);
  out[6 * i + 5] = __ockl_wfany_i32((int)(lane == 5) * 9);
  __ockl_atomic_add_noret_f32(&sum[i % 4], in[i]);
}

// the work-group reductions, every item of a (possibly 3-D) block calling
// each, twice in a row (the second starts afresh)
extern "C" __attribute__((global)) void ockl_wg(const int *in, int *out) {
  size_t t = __ockl_get_local_id(0) +
             __ockl_get_local_size(0) * (__ockl_get_local_id(1) +
                                         __ockl_get_local_size(1) * __ockl_get_local_id(2));
  size_t n = __ockl_get_local_size(0) * __ockl_get_local_size(1) * __ockl_get_local_size(2);
  size_t i = __ockl_get_group_id(0) * n + t;
  int v = in[i];
  out[4 * i] = __ockl_wgred_add_i32(v);
  out[4 * i + 1] = __ockl_wgred_and_i32(v | 0x10);
  out[4 * i + 2] = __ockl_wgred_or_i32(v & 0x70);
  out[4 * i + 3] = __ockl_wgred_add_i32(1);
}
