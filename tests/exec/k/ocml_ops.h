/* ocml_ops.h - the functions k/ocml.hip applies and k/ocml.c checks, by
 * number: the X macro's arguments are the function's name and its
 * shape, for ocml.c's reference */
#define OCML_ROUNDED(X, t)                                                     \
  X(add_rte_##t) X(add_rtn_##t) X(add_rtp_##t) X(add_rtz_##t)                  \
  X(sub_rte_##t) X(sub_rtn_##t) X(sub_rtp_##t) X(sub_rtz_##t)                  \
  X(mul_rte_##t) X(mul_rtn_##t) X(mul_rtp_##t) X(mul_rtz_##t)                  \
  X(div_rte_##t) X(div_rtn_##t) X(div_rtp_##t) X(div_rtz_##t)                  \
  X(fma_rte_##t) X(fma_rtn_##t) X(fma_rtp_##t) X(fma_rtz_##t)                  \
  X(sqrt_rte_##t) X(sqrt_rtn_##t) X(sqrt_rtp_##t) X(sqrt_rtz_##t)
/* float and double: the same list, by type */
#define OCML_REAL(X, t)                                                        \
  OCML_ROUNDED(X, t)                                                           \
  X(isnan_##t) X(isinf_##t) X(isfinite_##t) X(signbit_##t) X(ilogb_##t)        \
  X(frexp_##t) X(ldexp_##t) X(scalbn_##t) X(scalb_##t) X(modf_##t)             \
  X(remquo_##t) X(sincos_##t) X(sincospi_##t) X(rhypot_##t) X(len3_##t)       \
  X(len4_##t) X(rlen3_##t) X(rlen4_##t) X(pown_##t)
#define OCML_NATIVE(X)                                                         \
  X(native_sin_f32) X(native_cos_f32) X(native_exp_f32) X(native_exp10_f32)    \
  X(native_log_f32) X(native_log2_f32) X(native_log10_f32) X(native_sqrt_f32)
/* _Float16: the scalar functions, the conversions from float (of a + b,
 * a float), and the packed forms on the lanes (a, b) */
#define OCML_HALF(X)                                                           \
  X(isnan_f16) X(isinf_f16) X(pown_f16) X(cvtrtn_f16_f32) X(cvtrtp_f16_f32)    \
  X(cvtrtz_f16_f32) X(ceil_2f16) X(floor_2f16) X(trunc_2f16) X(rint_2f16)      \
  X(fabs_2f16) X(sqrt_2f16) X(rsqrt_2f16) X(sin_2f16) X(cos_2f16) X(exp_2f16)  \
  X(exp2_2f16) X(exp10_2f16) X(log_2f16) X(log2_2f16) X(log10_2f16)            \
  X(fma_2f16) X(pown_2f16) X(isnan_2f16) X(isinf_2f16)
#define OCKL_INT(X)                                                            \
  X(clz_u8) X(clz_u16) X(clz_u32) X(clz_u64) X(mul24_i32) X(mul24_u32)         \
  X(mul_hi_i32) X(mul_hi_u32) X(sadd_u32)

#define OCML_ENUM(n) OP_##n,
enum { OCML_REAL(OCML_ENUM, f32) OCML_NATIVE(OCML_ENUM) OPS_F32 };
enum { OCML_REAL(OCML_ENUM, f64) OPS_F64 };
enum { OCML_HALF(OCML_ENUM) OPS_F16 };
enum { OCKL_INT(OCML_ENUM) OPS_INT };
#undef OCML_ENUM
