// Half precision through <hip/hip_fp16.h>, compared with clang-22 and
// Debian's HIP headers, where __half and __half2 are classes: the kernels'
// names (6__half, 7__half2), their launch metadata, and code within 5 %:
// the scalar and packed (v_pk_*) arithmetic, fma, conversions to and from
// float, comparisons and the instructions HIP's hsqrt, hrcp and hfloor are.
// Only functions whose results HIP 5.2 defines as hipc does appear here
// (tests/exec/k/half.hip runs the whole header).
#include <hip/hip_runtime.h>

#ifndef __HIPC__
// ROCm's device library, which clang's HIP calls into, for these: each is
// the instruction (clang 22's own declarations lack __llvm_amdgcn_rcp_f16,
// and _2f16, which HIP 5.2's hrcp and h2rcp call: defined before the header).
extern "C" {
__device__ _Float16 __ocml_fma_f16(_Float16 a, _Float16 b, _Float16 c) {
  return __builtin_fmaf16(a, b, c);
}
__device__ __2f16 __ocml_fma_2f16(__2f16 a, __2f16 b, __2f16 c) {
  return __builtin_elementwise_fma(a, b, c);
}
__device__ _Float16 __ocml_fabs_f16(_Float16 a) { return __builtin_fabsf16(a); }
__device__ _Float16 __ocml_sqrt_f16(_Float16 a) { return __builtin_sqrtf16(a); }
__device__ _Float16 __ocml_floor_f16(_Float16 a) { return __builtin_floorf16(a); }
__device__ _Float16 __llvm_amdgcn_rcp_f16(_Float16 a) { return __builtin_amdgcn_rcph(a); }
__device__ __2f16 __llvm_amdgcn_rcp_2f16(__2f16 a) {
  return __2f16{(_Float16)__builtin_amdgcn_rcph(a.x), (_Float16)__builtin_amdgcn_rcph(a.y)};
}
}
#endif
#include <hip/hip_fp16.h>

// HIP's blockIdx and blockDim call ockl, which -nogpulib leaves out: the
// builtins, for blocks of 256
#define GLOBAL_ID ((int)(__builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x()))

__global__ void axpy_half(__half alpha, const __half *x, __half *y, int n) {
  int i = GLOBAL_ID;
  if (i < n)
    y[i] = __hfma(alpha, x[i], y[i]);
}

__global__ void packed(const __half2 *a, const __half2 *b, __half2 *c, int n) {
  int i = GLOBAL_ID;
  if (i < n) {
    __half2 p = a[i], q = b[i];
    c[i] = __hfma2(p, q, __hmul2(p, p));
    c[i + n] = __lowhigh2highlow(__hsub2(__hadd2(p, q), __hneg2(q)));
  }
}

__global__ void mixed(const __half *h, float *f, __half *out, int n) {
  int i = GLOBAL_ID;
  if (i < n) {
    __half v = h[i];
    float x = __half2float(v) * 2.0f;
    f[i] = x;
    __half w = __float2half_rn(x + 1.0f);
    out[i] = __hlt(v, w) ? hsqrt(__habs(v)) : __hgt(v, w) ? hrcp(v) : hfloor(w);
  }
}

__global__ void sum_halves(const __half2 *a, float *out, int n, int stride) {
  int i = GLOBAL_ID;
  float s = 0.0f;
  for (int k = i; k < n; k += stride)
    s += __low2float(a[k]) + __high2float(a[k]);
  out[i] = s;
}
