// The matrix instructions on the host target: every MFMA builtin of
// gfx908 to gfx950 and every WMMA builtin of gfx11, each a kernel that
// passes one wave's operands, lane by lane as the registers hold them,
// and stores what each lane gets back; mfma.c lays out the matrices as
// AMD's ISA manuals place them and checks D = A B + C.  Some run again
// with their modifiers: MFMA's CBSZ and ABID (A of one block broadcast),
// BLGP (B's lanes swizzled; f64's negations on gfx940), WMMA's OPSEL
// (the high halves of a 16-bit D) and the iu forms' signs and clamp.
#include <hip/hip_runtime.h>

typedef float f32x2 __attribute__((ext_vector_type(2)));
typedef float f32x4 __attribute__((ext_vector_type(4)));
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef float f32x16 __attribute__((ext_vector_type(16)));
typedef float f32x32 __attribute__((ext_vector_type(32)));
typedef double f64x4 __attribute__((ext_vector_type(4)));
typedef _Float16 f16x4 __attribute__((ext_vector_type(4)));
typedef _Float16 f16x8 __attribute__((ext_vector_type(8)));
typedef _Float16 f16x16 __attribute__((ext_vector_type(16)));
typedef short i16x2 __attribute__((ext_vector_type(2)));
typedef short i16x4 __attribute__((ext_vector_type(4)));
typedef short i16x8 __attribute__((ext_vector_type(8)));
typedef short i16x16 __attribute__((ext_vector_type(16)));
typedef int i32x2 __attribute__((ext_vector_type(2)));
typedef int i32x4 __attribute__((ext_vector_type(4)));
typedef int i32x8 __attribute__((ext_vector_type(8)));
typedef int i32x16 __attribute__((ext_vector_type(16)));
typedef int i32x32 __attribute__((ext_vector_type(32)));

// NAME_CBSZ_ABID_BLGP: lane l gets d[l] = mfma(a[l], b[l], c[l])
#define MFMA(name, TA, TC, cbsz, abid, blgp)                                   \
  extern "C" __global__ void name##_##cbsz##_##abid##_##blgp(                  \
      const TA *a, const TA *b, const TC *c, TC *d) {                          \
    int l = threadIdx.x;                                                       \
    d[l] = __builtin_amdgcn_##name(a[l], b[l], c[l], cbsz, abid, blgp);        \
  }
#define WMMA(name, TA, TC)                                                     \
  extern "C" __global__ void name(const TA *a, const TA *b, const TC *c, TC *d) { \
    int l = threadIdx.x;                                                       \
    d[l] = __builtin_amdgcn_##name(a[l], b[l], c[l]);                          \
  }
// NAME_OPSEL: the 16-bit forms
#define WMMA_SEL(name, TA, TC, opsel)                                          \
  extern "C" __global__ void name##_##opsel(const TA *a, const TA *b, const TC *c, TC *d) { \
    int l = threadIdx.x;                                                       \
    d[l] = __builtin_amdgcn_##name(a[l], b[l], c[l], opsel);                   \
  }
// NAME_ASIGNED_BSIGNED_CLAMP: the integer forms
#define WMMA_INT(name, TA, TC, sa, sb, clamp)                                  \
  extern "C" __global__ void name##_##sa##_##sb##_##clamp(                     \
      const TA *a, const TA *b, const TC *c, TC *d) {                          \
    int l = threadIdx.x;                                                       \
    d[l] = __builtin_amdgcn_##name(sa, a[l], sb, b[l], c[l], clamp);           \
  }

MFMA(mfma_f32_32x32x1f32, float, f32x32, 0, 0, 0)
MFMA(mfma_f32_16x16x1f32, float, f32x16, 0, 0, 0)
MFMA(mfma_f32_16x16x1f32, float, f32x16, 0, 0, 4)
MFMA(mfma_f32_4x4x1f32, float, f32x4, 0, 0, 0)
MFMA(mfma_f32_4x4x1f32, float, f32x4, 4, 9, 7)
MFMA(mfma_f32_32x32x2f32, float, f32x16, 0, 0, 0)
MFMA(mfma_f32_16x16x4f32, float, f32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x4f16, f16x4, f32x32, 0, 0, 0)
MFMA(mfma_f32_32x32x4f16, f16x4, f32x32, 1, 1, 0)
MFMA(mfma_f32_32x32x4f16, f16x4, f32x32, 0, 0, 2)
MFMA(mfma_f32_16x16x4f16, f16x4, f32x16, 0, 0, 0)
MFMA(mfma_f32_4x4x4f16, f16x4, f32x4, 0, 0, 0)
MFMA(mfma_f32_4x4x4f16, f16x4, f32x4, 2, 3, 5)
MFMA(mfma_f32_32x32x8f16, f16x4, f32x16, 0, 0, 0)
MFMA(mfma_f32_16x16x16f16, f16x4, f32x4, 0, 0, 0)
MFMA(mfma_f32_16x16x16f16, f16x4, f32x4, 0, 0, 3)
MFMA(mfma_i32_32x32x4i8, int, i32x32, 0, 0, 0)
MFMA(mfma_i32_16x16x4i8, int, i32x16, 0, 0, 0)
MFMA(mfma_i32_16x16x4i8, int, i32x16, 2, 1, 1)
MFMA(mfma_i32_4x4x4i8, int, i32x4, 0, 0, 0)
MFMA(mfma_i32_32x32x8i8, int, i32x16, 0, 0, 0)
MFMA(mfma_i32_16x16x16i8, int, i32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x2bf16, i16x2, f32x32, 0, 0, 0)
MFMA(mfma_f32_16x16x2bf16, i16x2, f32x16, 0, 0, 0)
MFMA(mfma_f32_4x4x2bf16, i16x2, f32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x4bf16, i16x2, f32x16, 0, 0, 0)
MFMA(mfma_f32_16x16x8bf16, i16x2, f32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x4bf16_1k, i16x4, f32x32, 0, 0, 0)
MFMA(mfma_f32_16x16x4bf16_1k, i16x4, f32x16, 0, 0, 0)
MFMA(mfma_f32_4x4x4bf16_1k, i16x4, f32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x8bf16_1k, i16x4, f32x16, 0, 0, 0)
MFMA(mfma_f32_32x32x8bf16_1k, i16x4, f32x16, 0, 0, 6)
MFMA(mfma_f32_16x16x16bf16_1k, i16x4, f32x4, 0, 0, 0)
MFMA(mfma_f64_16x16x4f64, double, f64x4, 0, 0, 0)
MFMA(mfma_f64_16x16x4f64, double, f64x4, 0, 0, 7)
MFMA(mfma_f64_4x4x4f64, double, double, 0, 0, 0)
MFMA(mfma_f64_4x4x4f64, double, double, 0, 0, 2)
MFMA(mfma_i32_16x16x32_i8, long, i32x4, 0, 0, 0)
MFMA(mfma_i32_32x32x16_i8, long, i32x16, 0, 0, 0)
MFMA(mfma_f32_16x16x8_xf32, f32x2, f32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x4_xf32, f32x2, f32x16, 0, 0, 0)
MFMA(mfma_f32_16x16x32_bf8_bf8, long, f32x4, 0, 0, 0)
MFMA(mfma_f32_16x16x32_bf8_fp8, long, f32x4, 0, 0, 0)
MFMA(mfma_f32_16x16x32_fp8_bf8, long, f32x4, 0, 0, 0)
MFMA(mfma_f32_16x16x32_fp8_fp8, long, f32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x16_bf8_bf8, long, f32x16, 0, 0, 0)
MFMA(mfma_f32_32x32x16_bf8_fp8, long, f32x16, 0, 0, 0)
MFMA(mfma_f32_32x32x16_fp8_bf8, long, f32x16, 0, 0, 0)
MFMA(mfma_f32_32x32x16_fp8_fp8, long, f32x16, 0, 0, 0)
MFMA(mfma_f32_16x16x32_f16, f16x8, f32x4, 0, 0, 0)
MFMA(mfma_f32_32x32x16_f16, f16x8, f32x16, 0, 0, 0)
WMMA(wmma_f32_16x16x16_f16_w32, f16x16, f32x8)
WMMA(wmma_f32_16x16x16_bf16_w32, i16x16, f32x8)
WMMA_SEL(wmma_f16_16x16x16_f16_w32, f16x16, f16x16, 0)
WMMA_SEL(wmma_f16_16x16x16_f16_w32, f16x16, f16x16, 1)
WMMA_SEL(wmma_bf16_16x16x16_bf16_w32, i16x16, i16x16, 0)
WMMA_SEL(wmma_bf16_16x16x16_bf16_w32, i16x16, i16x16, 1)
WMMA_INT(wmma_i32_16x16x16_iu8_w32, i32x4, i32x8, 1, 1, 0)
WMMA_INT(wmma_i32_16x16x16_iu8_w32, i32x4, i32x8, 0, 0, 1)
WMMA_INT(wmma_i32_16x16x16_iu8_w32, i32x4, i32x8, 0, 1, 0)
WMMA_INT(wmma_i32_16x16x16_iu4_w32, i32x2, i32x8, 1, 1, 0)
WMMA_INT(wmma_i32_16x16x16_iu4_w32, i32x2, i32x8, 0, 0, 1)
WMMA(wmma_f32_16x16x16_f16_w64, f16x16, f32x4)
WMMA(wmma_f32_16x16x16_bf16_w64, i16x16, f32x4)
WMMA_SEL(wmma_f16_16x16x16_f16_w64, f16x16, f16x8, 0)
WMMA_SEL(wmma_f16_16x16x16_f16_w64, f16x16, f16x8, 1)
WMMA_SEL(wmma_bf16_16x16x16_bf16_w64, i16x16, i16x8, 0)
WMMA_SEL(wmma_bf16_16x16x16_bf16_w64, i16x16, i16x8, 1)
WMMA_INT(wmma_i32_16x16x16_iu8_w64, i32x4, i32x4, 1, 1, 0)
WMMA_INT(wmma_i32_16x16x16_iu8_w64, i32x4, i32x4, 0, 0, 1)
WMMA_INT(wmma_i32_16x16x16_iu8_w64, i32x4, i32x4, 0, 1, 0)
WMMA_INT(wmma_i32_16x16x16_iu4_w64, i32x2, i32x4, 1, 1, 0)
WMMA_INT(wmma_i32_16x16x16_iu4_w64, i32x2, i32x4, 0, 0, 1)

// gfx940's 8-bit floats: each byte of a word decoded as E4M3 and E5M2,
// one at a time and in pairs
extern "C" __global__ void fp8_decode(const int *words, float *out) {
  int i = threadIdx.x, w = words[i];
  float *o = out + 16 * i;
  o[0] = __builtin_amdgcn_cvt_f32_fp8(w, 0);
  o[1] = __builtin_amdgcn_cvt_f32_fp8(w, 1);
  o[2] = __builtin_amdgcn_cvt_f32_fp8(w, 2);
  o[3] = __builtin_amdgcn_cvt_f32_fp8(w, 3);
  o[4] = __builtin_amdgcn_cvt_f32_bf8(w, 0);
  o[5] = __builtin_amdgcn_cvt_f32_bf8(w, 1);
  o[6] = __builtin_amdgcn_cvt_f32_bf8(w, 2);
  o[7] = __builtin_amdgcn_cvt_f32_bf8(w, 3);
  f32x2 p = __builtin_amdgcn_cvt_pk_f32_fp8(w, false), q = __builtin_amdgcn_cvt_pk_f32_fp8(w, true);
  f32x2 r = __builtin_amdgcn_cvt_pk_f32_bf8(w, false), s = __builtin_amdgcn_cvt_pk_f32_bf8(w, true);
  o[8] = p.x, o[9] = p.y, o[10] = q.x, o[11] = q.y;
  o[12] = r.x, o[13] = r.y, o[14] = s.x, o[15] = s.y;
}

// pairs of floats rounded to nearest into a half of a word, and one
// rounded stochastically into a byte, the rest of the word kept
extern "C" __global__ void fp8_encode(const float *x, const unsigned *rnd, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a = x[2 * i], b = x[2 * i + 1];
  int *o = out + 6 * i;
  o[0] = __builtin_amdgcn_cvt_pk_fp8_f32(a, b, 0x12345678, false);
  o[1] = __builtin_amdgcn_cvt_pk_fp8_f32(a, b, 0x12345678, true);
  o[2] = __builtin_amdgcn_cvt_pk_bf8_f32(a, b, 0x12345678, false);
  o[3] = __builtin_amdgcn_cvt_pk_bf8_f32(a, b, 0x12345678, true);
  o[4] = __builtin_amdgcn_cvt_sr_fp8_f32(a, rnd[i], 0x12345678, 2);
  o[5] = __builtin_amdgcn_cvt_sr_bf8_f32(a, rnd[i], 0x12345678, 1);
}
