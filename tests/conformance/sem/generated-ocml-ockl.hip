// Kernels as code generators write them (issue 14; tinygrad's HIP
// renderer): their own declarations of ROCm's ocml and ockl entry points,
// which bind to hipc's device library.  References: the C library's
// functions, which the ocml ones are by definition.
typedef long unsigned int size_t;
extern "C" __attribute__((device, const)) size_t __ockl_get_local_id(unsigned int);
extern "C" __attribute__((device, const)) size_t __ockl_get_group_id(unsigned int);
extern "C" __attribute__((device, const)) size_t __ockl_get_local_size(unsigned int);
extern "C" __attribute__((device, const)) size_t __ockl_get_num_groups(unsigned int);
extern "C" __attribute__((device, const)) size_t __ockl_get_global_id(unsigned int);
extern "C" __attribute__((device, const)) float __ocml_exp2_f32(float);
extern "C" __attribute__((device, pure)) float __ocml_log2_f32(float);
extern "C" __attribute__((device)) float __ocml_sin_f32(float);
extern "C" __attribute__((device, const)) float __ocml_sqrt_f32(float);
extern "C" __attribute__((device, const)) float __ocml_trunc_f32(float);
extern "C" __attribute__((device, const)) double __ocml_sqrt_f64(double);
extern "C" __attribute__((device)) double __ocml_pow_f64(double, double);
extern "C" __attribute__((device, const)) _Float16 __ocml_exp2_f16(_Float16);
extern "C" __attribute__((device, const)) _Float16 __ocml_fmax_f16(_Float16, _Float16);

__device__ int test(void) {
  volatile float x = 3.0f;
  if (__ocml_exp2_f32(x) != 8.0f || __ocml_log2_f32(8.0f) != 3.0f || __ocml_sqrt_f32(9.0f) != x)
    return 1;
  if (__ocml_sin_f32(47.0f) != sinf(47.0f) || __ocml_trunc_f32(-2.5f) != -2.0f) return 2;
  if (__ocml_sqrt_f64(2.0) != sqrt(2.0) || __ocml_pow_f64(2.0, 10.0) != 1024.0) return 3;
  if (__ocml_exp2_f16((_Float16)4.0f) != (_Float16)16.0f ||
      __ocml_fmax_f16((_Float16)1.0f, (_Float16)-1.0f) != (_Float16)1.0f)
    return 4;
  /* the conformance kernel runs as one thread of one block */
  if (__ockl_get_local_id(0) != 0 || __ockl_get_group_id(1) != 0 || __ockl_get_local_size(0) != 1 ||
      __ockl_get_num_groups(2) != 1 || __ockl_get_global_id(0) != 0 || __ockl_get_local_size(3) != 1)
    return 5;
  return 0;
}
