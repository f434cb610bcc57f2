// <hip/hip_fp16.h> in C: __half and __half2 arithmetic, the conversions
// with each rounding mode, comparisons ordered and unordered, the math
// functions and shuffles, and <hip/hip_bfloat16.h>'s conversions, each
// element's result written out as bits for half.c to check against its
// own C reference.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bfloat16.h>

#if !__HIP_ARCH_HAS_WARP_SHUFFLE__ || !defined(__HIP_PLATFORM_HCC__)
#error "hip_common.h says what the device has"
#endif

// Each float x[i] to half in the four roundings, and back from a half to
// the integer types in theirs.
extern "C" __global__ void convert(const float *x, unsigned short *h, int *ints,
                                   unsigned *uints, short *shorts, long long *lls, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float f = x[i];
  h[4 * i + 0] = __half_as_ushort(__float2half_rn(f));
  h[4 * i + 1] = __half_as_ushort(__float2half_rz(f));
  h[4 * i + 2] = __half_as_ushort(__float2half_rd(f));
  h[4 * i + 3] = __half_as_ushort(__float2half_ru(f));
  __half v = __float2half(f);
  ints[4 * i + 0] = __half2int_rn(v);
  ints[4 * i + 1] = __half2int_rz(v);
  ints[4 * i + 2] = __half2int_rd(v);
  ints[4 * i + 3] = __half2int_ru(v);
  uints[i] = __half2uint_rn(v);
  shorts[i] = __half2short_rz(v);
  lls[i] = __half2ll_rd(v);
}

// The integers back to half: int x[i] in the four roundings.
extern "C" __global__ void from_ints(const int *x, unsigned short *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  h[4 * i + 0] = __half_as_ushort(__int2half_rn(x[i]));
  h[4 * i + 1] = __half_as_ushort(__int2half_rz(x[i]));
  h[4 * i + 2] = __half_as_ushort(__int2half_rd(x[i]));
  h[4 * i + 3] = __half_as_ushort(__int2half_ru(x[i]));
}

enum { ARITH = 12 };
// a op b for halves, scalar and packed: out[ARITH * i + k]; the packed
// forms take lanes (a, b) and (b, c).
extern "C" __global__ void arith(const __half *a, const __half *b, const __half *c,
                                 __half *out, __half2 *out2, unsigned *cmp, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half x = a[i], y = b[i], z = c[i];
  __half *o = out + ARITH * i;
  o[0] = __hadd(x, y);
  o[1] = __hsub(x, y);
  o[2] = __hmul(x, y);
  o[3] = __hdiv(x, y);
  o[4] = __hfma(x, y, z);
  o[5] = __hadd_sat(x, y);
  o[6] = __hmax(x, y);
  o[7] = __hmin(x, y);
  o[8] = __hneg(x);
  o[9] = __habs(x);
  o[10] = x * y + z;  // the operators, as HIP's C++ has them
  o[11] = __hfma_sat(x, y, z);
  __half2 p = __halves2half2(x, y), q = make_half2(y, z);
  out2[4 * i + 0] = __hadd2(p, q);
  out2[4 * i + 1] = __hmul2(p, q);
  out2[4 * i + 2] = __hfma2(p, q, __half2half2(z));
  out2[4 * i + 3] = __lowhigh2highlow(__h2div(p, q));
  unsigned bits = 0, k = 0;
  bits |= (unsigned)__heq(x, y) << k++;
  bits |= (unsigned)__hne(x, y) << k++;
  bits |= (unsigned)__hle(x, y) << k++;
  bits |= (unsigned)__hge(x, y) << k++;
  bits |= (unsigned)__hlt(x, y) << k++;
  bits |= (unsigned)__hgt(x, y) << k++;
  bits |= (unsigned)__hequ(x, y) << k++;
  bits |= (unsigned)__hneu(x, y) << k++;
  bits |= (unsigned)__hleu(x, y) << k++;
  bits |= (unsigned)__hgeu(x, y) << k++;
  bits |= (unsigned)__hltu(x, y) << k++;
  bits |= (unsigned)__hgtu(x, y) << k++;
  bits |= (unsigned)__hisnan(x) << k++;
  bits |= (unsigned)__hisinf(x) << k++;
  bits |= (unsigned)__hblt2(p, q) << k++;
  bits |= (unsigned)(__low2float(__hlt2(p, q)) == 1.0f) << k++;
  bits |= (unsigned)(__high2float(__hlt2(p, q)) == 1.0f) << k++;
  cmp[i] = bits;
}

enum { MATH = 10 };
// The math functions on every half: out[MATH * i + k].
extern "C" __global__ void hmath(const unsigned short *x, __half *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half v = __ushort_as_half(x[i]);
  __half2 w = __half2half2(v);
  __half *o = out + MATH * i;
  o[0] = hsqrt(v);
  o[1] = hrcp(v);
  o[2] = hfloor(v);
  o[3] = __high2half(h2ceil(w));
  o[4] = htrunc(v);
  o[5] = __low2half(h2rint(w));
  o[6] = hexp2(v);
  o[7] = hlog2(v);
  o[8] = hsin(v);
  o[9] = h2cos(w).y;
}

// Shuffles move a __half and a __half2 as their bits: each lane reads its
// neighbour's (lane ^ 1) and the lane below (up by 1).
extern "C" __global__ void shuffles(const __half *in, __half *out, __half2 *out2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half v = in[i];
  out[i] = __shfl_xor(v, 1);
  out2[i] = __shfl_up(__halves2half2(v, -v), 1);
}

// float to hip_bfloat16 to nearest and toward zero, and back
extern "C" __global__ void bfloat16s(const float *x, unsigned short *rn, unsigned short *rz,
                                     float *back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  hip_bfloat16 b = __float2bfloat16(x[i]);
  rn[i] = b.data;
  rz[i] = __float2bfloat16_rz(x[i]).data;
  back[i] = __bfloat162float(b);
}
