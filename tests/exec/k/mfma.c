/* mfma.c - k/mfma.hip: the matrix instructions on the host target.  For
 * each kernel (one builtin, maybe with modifiers) this program makes
 * small-integer matrices A, B and C, places their elements in the lanes'
 * registers where AMD's ISA manuals place them (CDNA3 ISA 7.1 and AMD's
 * matrix instruction calculator for MFMA, RDNA3 ISA 7.9 for WMMA), runs
 * one wave, reads D back from where the manuals say each element of D
 * is, and checks D = A B + C exactly.  wave32's WMMA runs under
 * HIPC_HOST_WARP_SIZE=32 (k/mfma-ws32); in a wave of the wrong size a
 * matrix instruction ends the launch with an error.  The 8-bit float
 * conversions are checked against their formats' values. */
#include "../../lib/check.h"

static int warp_size(void) {
  const char *e = getenv("HIPC_HOST_WARP_SIZE");
  return e && strcmp(e, "32") == 0 ? 32 : 64;
}

enum { F32, F16, BF16, F64, I8, XF32, FP8, BF8, IU8, IU4, I32 };

static const struct {
  const char *name;
  int type, bits;
} types[] = {
    {"f32", F32, 32}, {"f16", F16, 16}, {"bf16", BF16, 16}, {"f64", F64, 64},
    {"i8", I8, 8},    {"xf32", XF32, 32}, {"fp8", FP8, 8},  {"bf8", BF8, 8},
    {"iu8", IU8, 8},  {"iu4", IU4, 4},  {"i32", I32, 32},
};

static int type_of(const char *s, size_t n) {
  for (size_t i = 0; i < sizeof types / sizeof *types; i++)
    if (strlen(types[i].name) == n && !strncmp(types[i].name, s, n))
      return types[i].type;
  return -1;
}

static int bits_of(int t) {
  for (size_t i = 0; i < sizeof types / sizeof *types; i++)
    if (types[i].type == t)
      return types[i].bits;
  return 0;
}

/* the kernels, and how many elements of D each lane holds */
static const struct {
  const char *kernel;
  int regs;
} rows[] = {
    {"mfma_f32_32x32x1f32_0_0_0", 32},
    {"mfma_f32_16x16x1f32_0_0_0", 16},
    {"mfma_f32_16x16x1f32_0_0_4", 16},
    {"mfma_f32_4x4x1f32_0_0_0", 4},
    {"mfma_f32_4x4x1f32_4_9_7", 4},
    {"mfma_f32_32x32x2f32_0_0_0", 16},
    {"mfma_f32_16x16x4f32_0_0_0", 4},
    {"mfma_f32_32x32x4f16_0_0_0", 32},
    {"mfma_f32_32x32x4f16_1_1_0", 32},
    {"mfma_f32_32x32x4f16_0_0_2", 32},
    {"mfma_f32_16x16x4f16_0_0_0", 16},
    {"mfma_f32_4x4x4f16_0_0_0", 4},
    {"mfma_f32_4x4x4f16_2_3_5", 4},
    {"mfma_f32_32x32x8f16_0_0_0", 16},
    {"mfma_f32_16x16x16f16_0_0_0", 4},
    {"mfma_f32_16x16x16f16_0_0_3", 4},
    {"mfma_i32_32x32x4i8_0_0_0", 32},
    {"mfma_i32_16x16x4i8_0_0_0", 16},
    {"mfma_i32_16x16x4i8_2_1_1", 16},
    {"mfma_i32_4x4x4i8_0_0_0", 4},
    {"mfma_i32_32x32x8i8_0_0_0", 16},
    {"mfma_i32_16x16x16i8_0_0_0", 4},
    {"mfma_f32_32x32x2bf16_0_0_0", 32},
    {"mfma_f32_16x16x2bf16_0_0_0", 16},
    {"mfma_f32_4x4x2bf16_0_0_0", 4},
    {"mfma_f32_32x32x4bf16_0_0_0", 16},
    {"mfma_f32_16x16x8bf16_0_0_0", 4},
    {"mfma_f32_32x32x4bf16_1k_0_0_0", 32},
    {"mfma_f32_16x16x4bf16_1k_0_0_0", 16},
    {"mfma_f32_4x4x4bf16_1k_0_0_0", 4},
    {"mfma_f32_32x32x8bf16_1k_0_0_0", 16},
    {"mfma_f32_32x32x8bf16_1k_0_0_6", 16},
    {"mfma_f32_16x16x16bf16_1k_0_0_0", 4},
    {"mfma_f64_16x16x4f64_0_0_0", 4},
    {"mfma_f64_16x16x4f64_0_0_7", 4},
    {"mfma_f64_4x4x4f64_0_0_0", 1},
    {"mfma_f64_4x4x4f64_0_0_2", 1},
    {"mfma_i32_16x16x32_i8_0_0_0", 4},
    {"mfma_i32_32x32x16_i8_0_0_0", 16},
    {"mfma_f32_16x16x8_xf32_0_0_0", 4},
    {"mfma_f32_32x32x4_xf32_0_0_0", 16},
    {"mfma_f32_16x16x32_bf8_bf8_0_0_0", 4},
    {"mfma_f32_16x16x32_bf8_fp8_0_0_0", 4},
    {"mfma_f32_16x16x32_fp8_bf8_0_0_0", 4},
    {"mfma_f32_16x16x32_fp8_fp8_0_0_0", 4},
    {"mfma_f32_32x32x16_bf8_bf8_0_0_0", 16},
    {"mfma_f32_32x32x16_bf8_fp8_0_0_0", 16},
    {"mfma_f32_32x32x16_fp8_bf8_0_0_0", 16},
    {"mfma_f32_32x32x16_fp8_fp8_0_0_0", 16},
    {"mfma_f32_16x16x32_f16_0_0_0", 4},
    {"mfma_f32_32x32x16_f16_0_0_0", 16},
    {"wmma_f32_16x16x16_f16_w32", 8},
    {"wmma_f32_16x16x16_bf16_w32", 8},
    {"wmma_f16_16x16x16_f16_w32_0", 16},
    {"wmma_f16_16x16x16_f16_w32_1", 16},
    {"wmma_bf16_16x16x16_bf16_w32_0", 16},
    {"wmma_bf16_16x16x16_bf16_w32_1", 16},
    {"wmma_i32_16x16x16_iu8_w32_1_1_0", 8},
    {"wmma_i32_16x16x16_iu8_w32_0_0_1", 8},
    {"wmma_i32_16x16x16_iu8_w32_0_1_0", 8},
    {"wmma_i32_16x16x16_iu4_w32_1_1_0", 8},
    {"wmma_i32_16x16x16_iu4_w32_0_0_1", 8},
    {"wmma_f32_16x16x16_f16_w64", 4},
    {"wmma_f32_16x16x16_bf16_w64", 4},
    {"wmma_f16_16x16x16_f16_w64_0", 8},
    {"wmma_f16_16x16x16_f16_w64_1", 8},
    {"wmma_bf16_16x16x16_bf16_w64_0", 8},
    {"wmma_bf16_16x16x16_bf16_w64_1", 8},
    {"wmma_i32_16x16x16_iu8_w64_1_1_0", 4},
    {"wmma_i32_16x16x16_iu8_w64_0_0_1", 4},
    {"wmma_i32_16x16x16_iu8_w64_0_1_0", 4},
    {"wmma_i32_16x16x16_iu4_w64_1_1_0", 4},
    {"wmma_i32_16x16x16_iu4_w64_0_0_1", 4},
};

/* One kernel's instruction: D's type, M x N x K in `blocks` blocks, A's
 * and B's types, and the modifiers its name ends with. */
typedef struct Inst {
  const char *kernel;
  int m, n, k, blocks, ta, tb, tcd, wmma, wave, kpl;
  int cbsz, abid, blgp, opsel, a_signed, b_signed, clamp;
} Inst;

/* "mfma_f32_16x16x32_bf8_fp8_0_0_0", "wmma_i32_16x16x16_iu8_w32_0_1_0" */
static bool parse(const char *kernel, int regs, Inst *x) {
  memset(x, 0, sizeof *x);
  x->kernel = kernel;
  x->wmma = kernel[0] == 'w';
  x->wave = 64;
  const char *p = kernel + 5, *us = strchr(p, '_');
  x->tcd = type_of(p, (size_t)(us - p));
  if (sscanf(us + 1, "%dx%dx%d", &x->m, &x->n, &x->k) != 3)
    return false;
  p = us + 1 + strspn(us + 1, "0123456789x");
  x->ta = x->tb = -1;
  int nums[3], nn = 0;
  while (*p) {
    size_t len = strcspn(p, "_");
    if (len == 3 && p[0] == 'w' && (p[1] == '3' || p[1] == '6'))
      x->wave = p[1] == '3' ? 32 : 64;
    else if (len && p[0] >= '0' && p[0] <= '9' && !(len == 2 && p[1] == 'k'))
      nums[nn < 3 ? nn++ : 2] = atoi(p);
    else if (len && !(len == 2 && !strncmp(p, "1k", 2))) {
      int t = type_of(p, len);
      if (x->ta < 0)
        x->ta = t;
      else
        x->tb = t;
    }
    p += len;
    p += *p == '_';
  }
  if (x->tb < 0)
    x->tb = x->ta;
  if (x->wmma) {
    x->kpl = x->k;
    x->blocks = 1;
    if (x->tcd == I32)
      x->a_signed = nums[0], x->b_signed = nums[1], x->clamp = nums[2];
    else if (nn)
      x->opsel = nums[0];
  } else {
    x->blocks = regs * 64 / (x->m * x->n);
    x->kpl = x->m * x->k * x->blocks / 64;
    x->cbsz = nums[0], x->abid = nums[1], x->blgp = nums[2];
  }
  return x->ta >= 0 && x->tcd >= 0;
}

/* ---- where the manuals put each element ----------------------------------------- */

/* A[blk][i][k] (or B[blk][k][j], with j for i and N for M): the first
 * lane that holds it and its index in the lane's vector.  MFMA, a block
 * per group of M lanes, or in one block K split over the groups:
 *   blocks > 1:  lane M blk + i, index k
 *   one block:   lane M floor(k / kpl) + i, index k % kpl
 *   f64 4x4x4:   lane 16 k + 4 blk + i
 * WMMA: lane i, index k, copied to each half-wave (i + 16, ...). */
static int in_lane(const Inst *x, int m, int blk, int i, int k, int *idx) {
  if (x->wmma) {
    *idx = k;
    return i;
  }
  if (x->ta == F64 && m == 4) {
    *idx = 0;
    return 16 * k + 4 * blk + i;
  }
  if (x->blocks > 1) {
    *idx = k;
    return m * blk + i;
  }
  *idx = k % x->kpl;
  return m * (k / x->kpl) + i;
}

/* D[blk][i][j]: its lane and its index in the lane's vector.
 *   32x32:      register 16 blk + 4 floor(i / 8) + i % 4, lane 32 (floor(i / 4) % 2) + j
 *   16x16:      register 4 blk + i % 4, lane 16 floor(i / 4) + j
 *   4x4:        register i, lane 4 blk + j
 *   f64 16x16:  register floor(i / 4), lane 16 (i % 4) + j
 *   f64 4x4:    register 0, lane 16 i + 4 blk + j
 *   WMMA:       register floor(i / 2) (wave32) or floor(i / 4) (wave64),
 *               lane 16 i % wave + j; a 16-bit D in the low or (OPSEL)
 *               high half of the register */
static int out_lane(const Inst *x, int blk, int i, int j, int *idx) {
  if (x->wmma) {
    int r = x->wave == 32 ? i / 2 : i / 4;
    *idx = x->tcd == F16 || x->tcd == BF16 ? 2 * r + x->opsel : r;
    return 16 * i % x->wave + j;
  }
  if (x->ta == F64) {
    *idx = x->m == 4 ? 0 : i / 4;
    return x->m == 4 ? 16 * i + 4 * blk + j : 16 * (i % 4) + j;
  }
  if (x->m == 32) {
    *idx = 16 * blk + 4 * (i / 8) + i % 4;
    return 32 * (i / 4 % 2) + j;
  }
  if (x->m == 16) {
    *idx = 4 * blk + i % 4;
    return 16 * (i / 4) + j;
  }
  *idx = i;
  return 4 * blk + j;
}

/* ---- values and their bits ------------------------------------------------------- */

/* gfx940's 8-bit floats (bias 8 and 16, no infinities, 0x80 the NaN) of
 * the multiples of 1/2 up to 2 these tests use */
static unsigned fp8_bits(double v, int t) {
  if (v == 0)
    return 0;
  int e, mbits = t == BF8 ? 2 : 3, bias = t == BF8 ? 16 : 8;
  double f = frexp(fabs(v), &e); /* v = f 2^e, f in [0.5, 1) */
  unsigned mant = (unsigned)((2 * f - 1) * (1 << mbits));
  return (v < 0 ? 0x80u : 0) | (unsigned)(e - 1 + bias) << mbits | mant;
}

static unsigned half_bits(double v) {
  if (v == 0)
    return 0;
  int e;
  double f = frexp(fabs(v), &e);
  return (v < 0 ? 0x8000u : 0) | (unsigned)(e - 1 + 15) << 10 | (unsigned)((2 * f - 1) * 1024);
}

static double half_value(unsigned h) {
  int e = h >> 10 & 31;
  double m = h & 1023;
  double v = e ? ldexp(1024 + m, e - 25) : ldexp(m, -24);
  return h & 0x8000 ? -v : v;
}

static void put_bits(unsigned char *p, int bitoff, int bits, uint64_t v) {
  for (int b = 0; b < bits; b++) {
    int at = bitoff + b;
    p[at / 8] = (unsigned char)((p[at / 8] & ~(1u << at % 8)) | (v >> b & 1) << at % 8);
  }
}

static uint64_t get_bits(const unsigned char *p, int bitoff, int bits) {
  uint64_t v = 0;
  for (int b = 0; b < bits; b++)
    v |= (uint64_t)(p[(bitoff + b) / 8] >> (bitoff + b) % 8 & 1) << b;
  return v;
}

static uint64_t encode(double v, int t) {
  float f = (float)v;
  uint32_t u;
  memcpy(&u, &f, 4);
  switch (t) {
  case F64: {
    uint64_t d;
    memcpy(&d, &v, 8);
    return d;
  }
  case F16: return half_bits(v);
  case BF16: return u >> 16;
  case FP8: case BF8: return fp8_bits(v, t);
  case I8: case IU8: case IU4: case I32: return (uint64_t)(int64_t)v;
  default: return u;
  }
}

static double decode(uint64_t b, int t) {
  switch (t) {
  case F64: {
    double d;
    memcpy(&d, &b, 8);
    return d;
  }
  case F16: return half_value((unsigned)b);
  case BF16: {
    uint32_t u = (uint32_t)b << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  case I32: return (int32_t)(uint32_t)b;
  case I8: return (int8_t)b; /* BLGP's inputs: MFMA's signed bytes */
  default: {
    uint32_t u = (uint32_t)b;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  }
}

/* an element of A or B, exactly representable in t */
static double input_value(const Inst *x, int t, int is_signed) {
  switch (t) {
  case FP8: case BF8: return ((int)(rng() % 9) - 4) * 0.5;
  case I8: return (int)(rng() % 17) - 8;
  case IU8: return is_signed ? (int)(rng() % 17) - 8 : 200 + (int)(rng() % 56);
  case IU4: return is_signed ? (int)(rng() % 16) - 8 : (int)(rng() % 16);
  default: return (int)(rng() % (x->tcd == BF16 || x->tcd == F16 ? 5 : 9)) - (x->tcd == BF16 || x->tcd == F16 ? 2 : 4);
  }
}

/* ---- one run -------------------------------------------------------------------------- */

enum { MAXB = 16, MAXD = 32 * 32 };

/* BLGP's lane patterns (a broadcast of a half or a quarter of the wave, or
 * the lanes rotated down by 16): the lane whose B lane l reads */
static int blgp_source(int lane, int blgp) {
  switch (blgp) {
  case 1: return lane < 32 ? lane : lane - 32;
  case 2: return lane < 32 ? lane + 32 : lane;
  case 3: return (lane + 16) % 64;
  case 4: case 5: case 6: case 7: return 16 * (blgp - 4) + lane % 16;
  default: return lane;
  }
}

static const char *run_inst(const Inst *x) {
  static double A[MAXB][32][64], B[MAXB][64][32], C[MAXB][32][32];
  static unsigned char ra[64 * 32], rb[64 * 32], rbe[64 * 32], rc[64 * 128], rd[64 * 128];
  int abits = bits_of(x->ta), bbits = bits_of(x->tb), dbits = bits_of(x->tcd);
  int abytes = x->kpl * abits / 8, bbytes = x->kpl * bbits / 8;
  int nd = x->wmma ? 256 / x->wave : x->m * x->n * x->blocks / 64;
  int dbytes = x->wmma && dbits == 16 ? nd * 4 : nd * dbits / 8;
  bool sixteen = x->wmma && dbits == 16;
  memset(ra, 0, sizeof ra), memset(rb, 0, sizeof rb), memset(rc, 0, sizeof rc);
  int copies = x->wmma ? x->wave / 16 : 1;
  for (int blk = 0; blk < x->blocks; blk++)
    for (int i = 0; i < 32 && i < x->m; i++)
      for (int k = 0; k < x->k; k++) {
        int idx, lane = in_lane(x, x->m, blk, i, k, &idx);
        A[blk][i][k] = input_value(x, x->ta, x->a_signed || !x->wmma);
        for (int c = 0; c < copies; c++)
          put_bits(ra + (lane + 16 * c) * abytes, idx * abits, abits, encode(A[blk][i][k], x->ta));
      }
  for (int blk = 0; blk < x->blocks; blk++)
    for (int k = 0; k < x->k; k++)
      for (int j = 0; j < x->n; j++) {
        int idx, lane = in_lane(x, x->n, blk, j, k, &idx);
        B[blk][k][j] = input_value(x, x->tb, x->b_signed || !x->wmma);
        for (int c = 0; c < copies; c++)
          put_bits(rb + (lane + 16 * c) * bbytes, idx * bbits, bbits, encode(B[blk][k][j], x->tb));
      }
  /* C: small, or for the integer WMMA forms near the top of int, where
   * the sum wraps or (clamp) saturates */
  for (int blk = 0; blk < x->blocks; blk++)
    for (int i = 0; i < x->m; i++)
      for (int j = 0; j < x->n; j++) {
        int idx, lane = out_lane(x, blk, i, j, &idx);
        C[blk][i][j] = x->wmma && x->tcd == I32 && (i + j) % 3 == 0 ? 2147483000.0 - (i + j)
                                                                     : (int)(rng() % 41) - 20;
        put_bits(rc + lane * dbytes, idx * dbits, dbits, encode(C[blk][i][j], x->tcd));
      }
  if (sixteen) /* the other halves of C's registers: what D keeps */
    for (int l = 0; l < x->wave; l++)
      for (int r = 0; r < nd; r++)
        put_bits(rc + l * dbytes, (2 * r + !x->opsel) * 16, 16, 0x3c00 + (unsigned)(l + r));
  /* BLGP swizzles B's lanes before anything reads them */
  bool lane_pattern = !x->wmma && x->ta != F64 && x->blgp;
  for (int l = 0; l < 64; l++)
    memcpy(rbe + l * bbytes, rb + (lane_pattern ? blgp_source(l, x->blgp) : l) * bbytes,
           (size_t)bbytes);

  KERNEL(f, x->kernel);
  DEVICE(void *, da, ra, sizeof ra);
  DEVICE(void *, db, rb, sizeof rb);
  DEVICE(void *, dc, rc, sizeof rc);
  DEVICE(void *, dd, rd, sizeof rd);
  LAUNCH(f, 1, 1, 1, x->wave, 1, 1, 0, &da, &db, &dc, &dd);
  TO_HOST(rd, dd, sizeof rd);

  for (int blk = 0; blk < x->blocks; blk++) {
    /* CBSZ and ABID: block abid of each group of 2^cbsz blocks is A for all */
    int ablk = x->cbsz ? (blk >> x->cbsz << x->cbsz) + x->abid : blk;
    ablk = ablk < x->blocks ? ablk : blk;
    for (int i = 0; i < x->m; i++)
      for (int j = 0; j < x->n; j++) {
        double want = C[blk][i][j] * (x->ta == F64 && x->blgp & 4 ? -1 : 1);
        for (int k = 0; k < x->k; k++) {
          double a = A[ablk][i][k], b = B[blk][k][j];
          if (lane_pattern) { /* B as the swizzled registers hold it */
            int idx, lane = in_lane(x, x->n, blk, j, k, &idx);
            b = decode(get_bits(rbe + lane * bbytes, idx * bbits, bbits), x->tb);
          }
          if (x->ta == F64)
            a = x->blgp & 1 ? -a : a, b = x->blgp & 2 ? -b : b;
          want += a * b;
        }
        if (x->tcd == I32) {
          double top = 2147483647.0, bottom = -2147483648.0;
          if (x->clamp)
            want = want > top ? top : want < bottom ? bottom : want;
          else
            want = (int32_t)(uint32_t)(uint64_t)(int64_t)want;
        }
        int idx, lane = out_lane(x, blk, i, j, &idx);
        double got = decode(get_bits(rd + lane * dbytes, idx * dbits, dbits), x->tcd);
        EXPECT(got == want, "%s: D[%d][%d] of block %d (lane %d, element %d) is %g, not %g",
               x->kernel, i, j, blk, lane, idx, got, want);
      }
  }
  if (sixteen)
    for (int l = 0; l < x->wave; l++)
      for (int r = 0; r < nd; r++) {
        unsigned got = (unsigned)get_bits(rd + l * dbytes, (2 * r + !x->opsel) * 16, 16);
        EXPECT(got == 0x3c00 + (unsigned)(l + r), "%s: lane %d's other half of register %d "
               "is %#x, not C's %#x", x->kernel, l, r, got, 0x3c00 + (unsigned)(l + r));
      }
  return NULL;
}

/* every kernel whose wave is the warp's: MFMA and wave64's WMMA, or
 * wave32's WMMA */
static const char *test_matrix(void) {
  int ws = warp_size(), ran = 0;
  for (size_t r = 0; r < sizeof rows / sizeof *rows; r++) {
    Inst x;
    EXPECT(parse(rows[r].kernel, rows[r].regs, &x), "cannot read kernel name %s", rows[r].kernel);
    if (x.wave != ws)
      continue;
    const char *fail = run_inst(&x);
    if (fail)
      return fail;
    ran++;
  }
  EXPECT(ran >= (ws == 64 ? 50 : 10), "only %d kernels ran", ran);
  return NULL;
}

/* a matrix instruction in a wave of another size: the launch fails */
static const char *test_wave_size(void) {
  const char *k = warp_size() == 64 ? "wmma_f32_16x16x16_f16_w32" : "mfma_f32_16x16x16f16_0_0_0";
  static unsigned char buf[64 * 128];
  KERNEL(f, k);
  DEVICE(void *, d, buf, sizeof buf);
  void *args[] = {&d, &d, &d, &d};
  EXPECT_ERROR(hipModuleLaunchKernel(f, 1, 1, 1, (unsigned)warp_size(), 1, 1, 0, NULL, args, NULL),
               hipErrorLaunchFailure);
  EXPECT_ERROR(hipDeviceSynchronize(), hipErrorLaunchFailure);
  (void)hipGetLastError();
  return NULL;
}

/* ---- the 8-bit floats -------------------------------------------------------------- */

/* a code's value, from the format's definition */
static double fp8_value(unsigned v, bool bf8) {
  int mbits = bf8 ? 2 : 3, bias = bf8 ? 16 : 8;
  if (v == 0x80)
    return NAN;
  int e = (int)(v & 0x7f) >> mbits, m = (int)(v & ((1u << mbits) - 1));
  double mag = e ? ldexp(1 + ldexp(m, -mbits), e - bias) : ldexp(m, 1 - bias - mbits);
  return v & 0x80 ? -mag : mag;
}

/* x's code: the nearest of the 128 magnitudes (the one past the largest
 * standing for the NaN), ties to the even code; or stochastically, the
 * one below, or above where rand / 2^32 + the fraction of the way to it
 * reaches 1 */
static unsigned fp8_code(float x, bool bf8, bool stochastic, uint32_t rand) {
  if (isnan(x) || isinf(x))
    return 0x80;
  double a = fabs((double)x), next_max = bf8 ? 65536.0 : 256.0;
  unsigned lo = 0;
  for (unsigned c = 1; c < 0x80; c++)
    if (fp8_value(c, bf8) <= a)
      lo = c;
  double lv = fp8_value(lo, bf8), hv = lo == 0x7f ? next_max : fp8_value(lo + 1, bf8);
  unsigned code;
  if (a == lv)
    code = lo;
  else if (stochastic)
    code = (a - lv) / (hv - lv) * 4294967296.0 + rand >= 4294967296.0 ? lo + 1 : lo;
  else
    code = a - lv < hv - a || (a - lv == hv - a && lo % 2 == 0) ? lo : lo + 1;
  if (code >= 0x80)
    return 0x80;
  return code && signbit(x) ? code | 0x80 : code;
}

static bool same(double a, double b) { return a == b || (isnan(a) && isnan(b)); }

static const char *test_fp8_decode(void) {
  static int words[64];
  static float out[64 * 16];
  for (int i = 0; i < 64; i++)
    words[i] = (int)(4 * i | (4 * i + 1) << 8 | (4 * i + 2) << 16 | (unsigned)(4 * i + 3) << 24);
  KERNEL(f, "fp8_decode");
  DEVICE(int *, dw, words, sizeof words);
  DEVICE(float *, dout, out, sizeof out);
  LAUNCH(f, 1, 1, 1, 64, 1, 1, 0, &dw, &dout);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < 64; i++)
    for (int b = 0; b < 4; b++) {
      unsigned code = 4 * (unsigned)i + (unsigned)b;
      const float *o = out + 16 * i;
      double e4 = fp8_value(code, false), e5 = fp8_value(code, true);
      EXPECT(same(o[b], e4) && same(o[8 + b], e4), "fp8 %#x is %g and %g, not %g", code, o[b],
             o[8 + b], e4);
      EXPECT(same(o[4 + b], e5) && same(o[12 + b], e5), "bf8 %#x is %g and %g, not %g", code,
             o[4 + b], o[12 + b], e5);
    }
  return NULL;
}

static const char *test_fp8_encode(void) {
  enum { N = 4096 };
  static float x[2 * N];
  static unsigned rnd[N];
  static int out[6 * N];
  static const float special[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 240.0f, 248.0f, 247.9f,
                                  57344.0f, 61440.0f, 1e-3f, 1e-6f, 0x1p-11f, 0x1p-12f, 3.25f};
  int ns = (int)(sizeof special / sizeof *special);
  for (int i = 0; i < 2 * N; i++) {
    int kind = (int)(rng() % 4);
    x[i] = i < ns ? special[i] : i < 2 * ns ? -special[i - ns]
           : kind == 0 ? frand(-300, 300) : kind == 1 ? frand(-0.02f, 0.02f)
           : kind == 2 ? (float)fp8_value(rng() % 256, rng() % 2) * (1 + (rng() % 3) / 16.0f)
                       : frand(-70000, 70000);
  }
  for (int i = 0; i < N; i++)
    rnd[i] = i % 3 == 0 ? 0 : i % 3 == 1 ? 0xffffffffu : rng();
  KERNEL(f, "fp8_encode");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(unsigned *, dr, rnd, sizeof rnd);
  DEVICE(int *, dout, out, sizeof out);
  int n = N;
  LAUNCH(f, N / 128, 1, 1, 128, 1, 1, 0, &dx, &dr, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  const uint32_t old = 0x12345678;
  for (int i = 0; i < N; i++) {
    float a = x[2 * i], b = x[2 * i + 1];
    for (int bf8 = 0; bf8 < 2; bf8++) {
      uint32_t pair = fp8_code(a, bf8, false, 0) | fp8_code(b, bf8, false, 0) << 8;
      uint32_t lo = (old & 0xffff0000u) | pair, hi = (old & 0xffffu) | pair << 16;
      EXPECT((uint32_t)out[6 * i + 2 * bf8] == lo && (uint32_t)out[6 * i + 2 * bf8 + 1] == hi,
             "%s(%a, %a) is %#x and %#x, not %#x and %#x", bf8 ? "bf8" : "fp8", a, b,
             out[6 * i + 2 * bf8], out[6 * i + 2 * bf8 + 1], lo, hi);
    }
    uint32_t s4 = (old & ~0xff0000u) | fp8_code(a, false, true, rnd[i]) << 16;
    uint32_t s5 = (old & ~0xff00u) | fp8_code(a, true, true, rnd[i]) << 8;
    EXPECT((uint32_t)out[6 * i + 4] == s4 && (uint32_t)out[6 * i + 5] == s5,
           "stochastic (%a, %#x) is %#x and %#x, not %#x and %#x", a, rnd[i], out[6 * i + 4],
           out[6 * i + 5], s4, s5);
  }
  return NULL;
}

static const Test tests[] = {
    {"k/mfma/matrix", test_matrix},
    {"k/mfma/fp8_decode", test_fp8_decode},
    {"k/mfma/fp8_encode", test_fp8_encode},
    {"k/mfma/wave_size", test_wave_size},
};

EXEC_MAIN(tests)
