// The matrix instructions, as GEMM kernels use them: one wave multiplies
// 16x16 tiles, C = A * B, through gfx9's MFMA (gfx90a, gfx942, and the
// host target, which computes them: docs/host.md) or gfx11's WMMA
// (wave32), each operand in the lane layout the instruction defines; any
// other processor takes the same products one fma at a time, so
// tests/exec/matrix.c checks the numbers of the MFMA forms on the host.
// Row-major 16x16 matrices; A and B of halves (or doubles), C of floats.
#include <hip/hip_runtime.h>

typedef float f32x2 __attribute__((ext_vector_type(2)));
typedef float f32x4 __attribute__((ext_vector_type(4)));
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef double f64x4 __attribute__((ext_vector_type(4)));
typedef _Float16 f16x4 __attribute__((ext_vector_type(4)));
typedef _Float16 f16x16 __attribute__((ext_vector_type(16)));
typedef int i32x4 __attribute__((ext_vector_type(4)));
typedef int i32x8 __attribute__((ext_vector_type(8)));

#if defined(__gfx90a__) || defined(__gfx942__) || defined(__HIPC_HOST__)
#define MFMA 1
#elif defined(__GFX11__)
#define WMMA 1
#endif

// C = A * B for halves, accumulated in float; one wave per tile.
extern "C" __global__ void gemm_f16(const _Float16 *a, const _Float16 *b, float *c) {
  int lane = threadIdx.x;
#if MFMA
  // v_mfma_f32_16x16x16f16: lane l holds A[l % 16][4 (l / 16) + j] and
  // B[4 (l / 16) + j][l % 16], and gets D[4 (l / 16) + i][l % 16]
  f16x4 x, y;
  for (int j = 0; j < 4; j++) {
    x[j] = a[(lane % 16) * 16 + 4 * (lane / 16) + j];
    y[j] = b[(4 * (lane / 16) + j) * 16 + lane % 16];
  }
  f32x4 d = {0, 0, 0, 0};
  d = __builtin_amdgcn_mfma_f32_16x16x16f16(x, y, d, 0, 0, 0);
  for (int i = 0; i < 4; i++)
    c[(4 * (lane / 16) + i) * 16 + lane % 16] = d[i];
#elif WMMA
  // v_wmma_f32_16x16x16_f16 (wave32): lane l holds row l % 16 of A and
  // column l % 16 of B, and gets D[2 i + l / 16][l % 16]
  f16x16 x, y;
  for (int k = 0; k < 16; k++) {
    x[k] = a[(lane % 16) * 16 + k];
    y[k] = b[k * 16 + lane % 16];
  }
  f32x8 d = {0, 0, 0, 0, 0, 0, 0, 0};
  d = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(x, y, d);
  for (int i = 0; i < 8; i++)
    c[(2 * i + lane / 16) * 16 + lane % 16] = d[i];
#else
  for (int e = lane; e < 256; e += blockDim.x) {
    float s = 0;
    for (int k = 0; k < 16; k++)
      s += (float)a[e / 16 * 16 + k] * (float)b[k * 16 + e % 16];
    c[e] = s;
  }
#endif
}

// C = A * B for signed bytes, accumulated in int.
extern "C" __global__ void gemm_i8(const signed char *a, const signed char *b, int *c) {
  int lane = threadIdx.x;
#if MFMA && defined(__gfx942__)
  // gfx942 dropped v_mfma_i32_16x16x16i8 for v_mfma_i32_16x16x32_i8: lane l
  // holds A[l % 16][8 (l / 16) + j] and B[8 (l / 16) + j][l % 16], eight
  // bytes to a register pair; K is 16 here, so lanes 32..63 hold zeros
  long x = 0, y = 0;
  if (lane < 32)
    for (int j = 0; j < 8; j++) {
      x |= (long)(a[(lane % 16) * 16 + 8 * (lane / 16) + j] & 0xff) << 8 * j;
      y |= (long)(b[(8 * (lane / 16) + j) * 16 + lane % 16] & 0xff) << 8 * j;
    }
  i32x4 d = {0, 0, 0, 0};
  d = __builtin_amdgcn_mfma_i32_16x16x32_i8(x, y, d, 0, 0, 0);
  for (int i = 0; i < 4; i++)
    c[(4 * (lane / 16) + i) * 16 + lane % 16] = d[i];
#elif MFMA
  // v_mfma_i32_16x16x16i8: as the f16 form, four bytes to a register
  int x = 0, y = 0;
  for (int j = 0; j < 4; j++) {
    x |= (a[(lane % 16) * 16 + 4 * (lane / 16) + j] & 0xff) << 8 * j;
    y |= (b[(4 * (lane / 16) + j) * 16 + lane % 16] & 0xff) << 8 * j;
  }
  i32x4 d = {0, 0, 0, 0};
  d = __builtin_amdgcn_mfma_i32_16x16x16i8(x, y, d, 0, 0, 0);
  for (int i = 0; i < 4; i++)
    c[(4 * (lane / 16) + i) * 16 + lane % 16] = d[i];
#elif WMMA
  // v_wmma_i32_16x16x16_iu8 (wave32): a row and a column of 16 bytes
  i32x4 x = {0, 0, 0, 0}, y = {0, 0, 0, 0};
  for (int k = 0; k < 16; k++) {
    x[k / 4] |= (a[(lane % 16) * 16 + k] & 0xff) << 8 * (k % 4);
    y[k / 4] |= (b[k * 16 + lane % 16] & 0xff) << 8 * (k % 4);
  }
  i32x8 d = {0, 0, 0, 0, 0, 0, 0, 0};
  d = __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, x, true, y, d, false);
  for (int i = 0; i < 8; i++)
    c[(2 * i + lane / 16) * 16 + lane % 16] = d[i];
#else
  for (int e = lane; e < 256; e += blockDim.x) {
    int s = 0;
    for (int k = 0; k < 16; k++)
      s += a[e / 16 * 16 + k] * b[k * 16 + e % 16];
    c[e] = s;
  }
#endif
}

// C = A * B for doubles, 16x4 by 4x16: v_mfma_f64_16x16x4f64 on gfx90a and
// gfx942 (lane l holds A[l % 16][l / 16] and B[l / 16][l % 16] and gets
// D[4 i + l / 16][l % 16]: unlike the float forms, a lane's rows are 4
// apart).
extern "C" __global__ void gemm_f64(const double *a, const double *b, double *c) {
  int lane = threadIdx.x;
#if MFMA
  f64x4 d = {0, 0, 0, 0};
  d = __builtin_amdgcn_mfma_f64_16x16x4f64(a[(lane % 16) * 4 + lane / 16],
                                           b[(lane / 16) * 16 + lane % 16], d, 0, 0, 0);
  for (int i = 0; i < 4; i++)
    c[(4 * i + lane / 16) * 16 + lane % 16] = d[i];
#else
  for (int e = lane; e < 256; e += blockDim.x) {
    double s = 0;
    for (int k = 0; k < 4; k++)
      s += a[e / 16 * 4 + k] * b[k * 16 + e % 16];
    c[e] = s;
  }
#endif
}

// gfx942's 8-bit floats: a pair of floats packed as E4M3 (to nearest) and
// unpacked again, and the first one rounded into byte 2 as E5M2 with the
// random bits given.  Other processors have no such instructions and
// write zeros.
extern "C" __global__ void fp8_round(const float *x, const unsigned *rnd, int *packed,
                                     float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
#if defined(__gfx942__) || defined(__HIPC_HOST__)
  int w = __builtin_amdgcn_cvt_pk_fp8_f32(x[2 * i], x[2 * i + 1], 0, false);
  w = __builtin_amdgcn_cvt_sr_bf8_f32(x[2 * i], rnd[i], w, 2);
  f32x2 p = __builtin_amdgcn_cvt_pk_f32_fp8(w, false);
  packed[i] = w;
  y[3 * i] = p.x;
  y[3 * i + 1] = p.y;
  y[3 * i + 2] = __builtin_amdgcn_cvt_f32_bf8(w, 2);
#else
  packed[i] = 0;
  y[3 * i] = y[3 * i + 1] = y[3 * i + 2] = 0;
#endif
}
