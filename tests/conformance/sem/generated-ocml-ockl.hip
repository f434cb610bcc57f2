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
/* more of them, typed as HIP's amd_detail/device_library_decls.h types them */
typedef unsigned int uint;
typedef unsigned long uint64_t;
typedef _Float16 __2f16 __attribute__((ext_vector_type(2)));
typedef short __2i16 __attribute__((ext_vector_type(2)));
extern "C" __attribute__((device, const)) float __ocml_add_rtn_f32(float, float);
extern "C" __attribute__((device, const)) double __ocml_div_rtp_f64(double, double);
extern "C" __attribute__((device, const)) int __ocml_isnan_f32(float);
extern "C" __attribute__((device)) float __ocml_frexp_f32(float, int *);
extern "C" __attribute__((device, pure)) double __ocml_pown_f64(double, int);
extern "C" __attribute__((device, const)) _Float16 __ocml_cvtrtz_f16_f32(float);
extern "C" __attribute__((device, const)) __2f16 __ocml_floor_2f16(__2f16);
extern "C" __attribute__((device, const)) __2i16 __ocml_isinf_2f16(__2f16);
extern "C" __attribute__((device, const)) uint __ockl_sadd_u32(uint, uint, uint);
extern "C" __attribute__((device, const)) uint64_t __ockl_clz_u64(uint64_t);
extern "C" __attribute__((device, const)) int __ockl_mul_hi_i32(int, int);
extern "C" __attribute__((device, const)) bool __ockl_wfany_i32(int);
extern "C" __attribute__((device)) uint __ockl_activelane_u32(void);
extern "C" __attribute__((device)) int __ockl_wgred_add_i32(int);

__device__ int test(void) {
  volatile float x = 3.0f;
  if (__ocml_exp2_f32(x) != 8.0f || __ocml_log2_f32(8.0f) != 3.0f || __ocml_sqrt_f32(9.0f) != x)
    return 1;
  if (__ocml_sin_f32(47.0f) != sinf(47.0f) || __ocml_trunc_f32(-2.5f) != -2.0f) return 2;
  if (__ocml_sqrt_f64(2.0) != sqrt(2.0) || __ocml_pow_f64(2.0, 10.0) != 1024.0) return 3;
  if (__ocml_exp2_f16((_Float16)4.0f) != (_Float16)16.0f ||
      __ocml_fmax_f16((_Float16)1.0f, (_Float16)-1.0f) != (_Float16)1.0f)
    return 4;
  int e;
  __2f16 h = {(_Float16)-1.5f, (_Float16)2.5f};
  __2i16 inf = __ocml_isinf_2f16((__2f16){(_Float16)1.0f, -(_Float16)__builtin_huge_valf()});
  if (__ocml_add_rtn_f32(1.0f, -0x1p-30f) != 0x1.fffffep-1f ||
      __ocml_div_rtp_f64(1.0, 3.0) != 0x1.5555555555556p-2 ||
      __ocml_isnan_f32(__builtin_nanf("")) != 1 || __ocml_frexp_f32(-12.0f, &e) != -0.75f ||
      e != 4 || __ocml_pown_f64(-2.0, -3) != -0.125 ||
      __ocml_cvtrtz_f16_f32(-0x1.003p0f) != (_Float16)-1.0f)
    return 6;
  if (__ocml_floor_2f16(h).x != (_Float16)-2.0f || __ocml_floor_2f16(h).y != (_Float16)2.0f ||
      inf.x != 0 || inf.y != -1)
    return 7;
  if (__ockl_sadd_u32(3, 10, 100) != 107 || __ockl_clz_u64(1) != 63 ||
      __ockl_clz_u64(0) != 64 || __ockl_mul_hi_i32(-65536, 65536) != -1 ||
      !__ockl_wfany_i32(2) || __ockl_activelane_u32() != 0 || __ockl_wgred_add_i32(5) != 5)
    return 8;
  /* the conformance kernel runs as one thread of one block */
  if (__ockl_get_local_id(0) != 0 || __ockl_get_group_id(1) != 0 || __ockl_get_local_size(0) != 1 ||
      __ockl_get_num_groups(2) != 1 || __ockl_get_global_id(0) != 0 || __ockl_get_local_size(3) != 1)
    return 5;
  return 0;
}
