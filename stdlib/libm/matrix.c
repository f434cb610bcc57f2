/* libm/matrix.c - the matrix instructions on the host target: gfx9's
 * MFMA and gfx11's WMMA, computed lane by lane in C, and the 8-bit float
 * formats of gfx940.  Compiled into a host program that calls one
 * (sema/library.def); codegen/host_matrix.c lowers each builtin to a call
 * with the shape of __hipc_matrix.h.  The operand layouts are those of
 * AMD's ISA manuals (CDNA3 ISA 7.1, "Dependent Matrix Operations"; RDNA3
 * ISA 7.9, "Wave Matrix Multiply Accumulate"); docs/host.md, "Matrix
 * instructions", gives them and what is rounded where. */
#include <__hipc_matrix.h>
#include <stdint.h>
#include <stdio.h>

/* ---- the 8-bit floats --------------------------------------------------------- */

/* gfx940's formats, E4M3 and E5M2 with exponent bias 8 and 16, no
 * infinities, no negative zero, and 0x80 their one NaN */
float __hipc_fp8_to_float(unsigned v, int bf8) {
  unsigned mbits = bf8 ? 2 : 3, bias = bf8 ? 16 : 8;
  v &= 0xff;
  if (v == 0x80)
    return __builtin_nanf("");
  unsigned e = (v & 0x7f) >> mbits, m = v & ((1u << mbits) - 1);
  float mag = e ? __builtin_ldexpf((float)(m | 1u << mbits), (int)e - (int)bias - (int)mbits)
                : __builtin_ldexpf((float)m, 1 - (int)bias - (int)mbits);
  return v & 0x80 ? -mag : mag;
}

/* x in the format, rounded to nearest even, or (stochastic) up with the
 * probability of the part dropped, `rand` read as a fraction of 2^32.
 * What does not fit is the NaN, as a NaN is, and an infinity; what
 * rounds to zero is +0. */
unsigned __hipc_float_to_fp8(float x, int bf8, unsigned rand, int stochastic) {
  unsigned mbits = bf8 ? 2 : 3, bias = bf8 ? 16 : 8;
  int emin = 1 - (int)bias; /* the least normal exponent */
  double max = __builtin_ldexp(2.0 - __builtin_ldexp(1.0, -(int)mbits), bf8 ? 15 : 7);
  if (x != x || __builtin_isinf(x))
    return 0x80;
  unsigned sign = __builtin_signbit(x) ? 0x80 : 0;
  double a = __builtin_fabs((double)x);
  if (a == 0)
    return 0;
  int e;
  __builtin_frexp(a, &e); /* a = f 2^e, f in [0.5, 1) */
  e -= 1;                 /* a = g 2^e, g in [1, 2) */
  if (e < emin)
    e = emin;
  double q = __builtin_ldexp(1.0, e - (int)mbits); /* the spacing at a */
  double t = a / q, whole = __builtin_floor(t), part = t - whole;
  if (stochastic)
    whole += part > 0 && part * 4294967296.0 + (double)rand >= 4294967296.0;
  else if (part > 0.5 || (part == 0.5 && __builtin_fmod(whole, 2.0) != 0))
    whole += 1;
  double r = whole * q;
  if (r == 0)
    return 0;
  if (r > max)
    return 0x80;
  __builtin_frexp(r, &e);
  e -= 1;
  unsigned bits;
  if (e < emin) /* subnormal: the fraction in units of the least one */
    bits = (unsigned)(r / __builtin_ldexp(1.0, emin - (int)mbits));
  else
    bits = (unsigned)(e + (int)bias) << mbits |
           ((unsigned)(r / __builtin_ldexp(1.0, e - (int)mbits)) & ((1u << mbits) - 1));
  return bits | sign;
}

/* ---- operands ------------------------------------------------------------------ */

static unsigned type_bits(unsigned t) {
  switch (t) {
  case __HIPC_MT_F64: return 64;
  case __HIPC_MT_F16: case __HIPC_MT_BF16: return 16;
  case __HIPC_MT_I8: case __HIPC_MT_FP8: case __HIPC_MT_BF8: case __HIPC_MT_IU8: return 8;
  case __HIPC_MT_IU4: return 4;
  default: return 32;
  }
}

/* a float rounded to xf32's 10 fraction bits, to nearest even */
static float to_xf32(float x) {
  uint32_t u = __builtin_bit_cast(uint32_t, x);
  if ((u & 0x7f800000u) == 0x7f800000u)
    return x;
  u += 0xfffu + (u >> 13 & 1);
  return __builtin_bit_cast(float, u & ~0x1fffu);
}

/* Element `idx` of the operand that lane `lane` passed, `bytes` to a lane,
 * as a double (every element type converts exactly); C's, of this lane,
 * at lane 0. */
static double element(const unsigned char *all, unsigned lane, unsigned bytes, unsigned idx,
                      unsigned t, int is_signed) {
  const unsigned char *p = all + lane * bytes;
  switch (t) {
  case __HIPC_MT_F64: {
    double v;
    __builtin_memcpy(&v, p + 8 * idx, 8);
    return v;
  }
  case __HIPC_MT_F16: {
    _Float16 v;
    __builtin_memcpy(&v, p + 2 * idx, 2);
    return (double)v;
  }
  case __HIPC_MT_BF16: {
    uint16_t v;
    __builtin_memcpy(&v, p + 2 * idx, 2);
    return (double)__builtin_bit_cast(float, (uint32_t)v << 16);
  }
  case __HIPC_MT_I32: {
    int32_t v;
    __builtin_memcpy(&v, p + 4 * idx, 4);
    return (double)v;
  }
  case __HIPC_MT_I8: return (double)(signed char)p[idx];
  case __HIPC_MT_IU8: return is_signed ? (double)(signed char)p[idx] : (double)p[idx];
  case __HIPC_MT_IU4: {
    unsigned v = p[idx / 2] >> 4 * (idx % 2) & 15;
    return is_signed && v >= 8 ? (double)v - 16 : (double)v;
  }
  case __HIPC_MT_FP8: return (double)__hipc_fp8_to_float(p[idx], 0);
  case __HIPC_MT_BF8: return (double)__hipc_fp8_to_float(p[idx], 1);
  default: {
    float v;
    __builtin_memcpy(&v, p + 4 * idx, 4);
    return t == __HIPC_MT_XF32 ? (double)to_xf32(v) : (double)v;
  }
  }
}

/* ---- where each element is --------------------------------------------------- */

/* An element of A (block blk, row i, column k) or of B (block blk, row
 * k, column j: pass j as i and N as M): its lane and its index in the
 * lane's vector.  MFMA: the wave's 64 lanes in groups of M, each group a
 * block and a run of K (kpl elements to a lane); the f64 4x4x4 form
 * interleaves its four blocks within groups of 16 lanes. */
typedef struct Place {
  unsigned lane, idx;
} Place;

static Place mfma_in(unsigned desc, unsigned blk, unsigned i, unsigned k, unsigned m) {
  unsigned kk = __HIPC_MX_K(desc), kpl = m * kk * __HIPC_MX_BLOCKS(desc) / 64;
  Place p;
  if (__HIPC_MX_A(desc) == __HIPC_MT_F64 && m == 4) {
    p.lane = 16 * k + 4 * blk + i;
    p.idx = 0;
    return p;
  }
  unsigned group = blk * (kk / kpl) + k / kpl;
  p.lane = m * group + i;
  p.idx = k % kpl;
  return p;
}

/* The element of D that lane `lane` holds at index r: block, row, column. */
typedef struct Cell {
  unsigned blk, i, j;
} Cell;

static Cell mfma_out(unsigned desc, unsigned lane, unsigned r) {
  unsigned m = __HIPC_MX_M(desc), n = __HIPC_MX_N(desc);
  Cell c;
  c.j = lane % n;
  if (__HIPC_MX_A(desc) == __HIPC_MT_F64) { /* rows 4 apart in a lane, one a group */
    c.blk = m == 4 ? lane / 4 % 4 : 0;
    c.i = m == 4 ? lane / 16 : 4 * r + lane / 16;
    return c;
  }
  if (m * n < 64) { /* 4x4: a block to each group of 4 lanes, a row to a register */
    c.blk = lane / n;
    c.i = r;
    return c;
  }
  /* 16x16, 32x32: four rows to a run of registers, the lane groups
   * taking turns at those runs */
  unsigned per_block = m * n / 64, groups = 64 / n, rr = r % per_block;
  c.blk = r / per_block;
  c.i = 4 * groups * (rr / 4) + 4 * (lane / n) + rr % 4;
  return c;
}

/* BLGP's lane patterns for B: broadcasts of a half or a quarter of the
 * wave, or a rotation by 16 lanes */
static unsigned blgp_lane(unsigned lane, unsigned blgp) {
  switch (blgp) {
  case 1: return lane % 32;
  case 2: return lane % 32 + 32;
  case 3: return (lane + 16) % 64;
  case 4: case 5: case 6: case 7: return lane % 16 + 16 * (blgp - 4);
  default: return lane;
  }
}

/* ---- the instructions -------------------------------------------------------- */

static void store(void *d, unsigned idx, unsigned t, double v, int clamp) {
  switch (t) {
  case __HIPC_MT_F64: __builtin_memcpy((char *)d + 8 * idx, &v, 8); break;
  case __HIPC_MT_F16: {
    _Float16 h = (_Float16)v;
    __builtin_memcpy((char *)d + 2 * idx, &h, 2);
    break;
  }
  case __HIPC_MT_BF16: {
    __bf16 h = (__bf16)v;
    __builtin_memcpy((char *)d + 2 * idx, &h, 2);
    break;
  }
  case __HIPC_MT_I32: {
    int32_t x;
    if (clamp)
      x = v >= 2147483647.0 ? 2147483647 : v <= -2147483648.0 ? (-2147483647 - 1) : (int32_t)v;
    else /* modulo 2^32 */
      x = (int32_t)(uint32_t)(uint64_t)(int64_t)v;
    __builtin_memcpy((char *)d + 4 * idx, &x, 4);
    break;
  }
  default: {
    float f = (float)v;
    __builtin_memcpy((char *)d + 4 * idx, &f, 4);
  }
  }
}

/* The lane's part of D = A B + C.  Every lane of the wave calls at once
 * (the builtin is a warp operation): A and B are gathered whole first.
 * A float D is C plus the products summed in double and rounded once
 * (the hardware's own order of additions is not documented); f64 adds
 * one product at a time, an fma each; integers wrap modulo 2^32 unless
 * clamped. */
void __hipc_matrix(const void *a, const void *b, const void *c, void *d, unsigned desc,
                   unsigned mods) {
  unsigned m = __HIPC_MX_M(desc), n = __HIPC_MX_N(desc), k = __HIPC_MX_K(desc);
  unsigned ta = __HIPC_MX_A(desc), tcd = __HIPC_MX_CD(desc);
  unsigned tb = __HIPC_MX_B(mods) ? __HIPC_MX_B(mods) : ta;
  int wmma = (mods & __HIPC_MX_WMMA) != 0;
  unsigned wave = wmma && (mods & __HIPC_MX_WAVE32) ? 32 : 64;
  if ((unsigned)__builtin_amdgcn_wavefrontsize() != wave) {
    printf("hipc: %s instruction needs a wave of %u lanes; this one has %u "
           "(HIPC_HOST_WARP_SIZE)\n", wmma ? "a WMMA" : "an MFMA", wave,
           (unsigned)__builtin_amdgcn_wavefrontsize());
    __builtin_trap();
  }
  unsigned lane = __hipc_lane_id();
  unsigned kpl = wmma ? k : m * k * __HIPC_MX_BLOCKS(desc) / 64;
  unsigned abytes = kpl * type_bits(ta) / 8, bbytes = kpl * type_bits(tb) / 8;
  unsigned char a_all[64 * 32], b_all[64 * 32];
  __hipc_wave_gather(a_all, a, abytes);
  __hipc_wave_gather(b_all, b, bbytes);
  int a_signed = (mods & __HIPC_MX_A_SIGNED) != 0, b_signed = (mods & __HIPC_MX_B_SIGNED) != 0;

  if (wmma) {
    /* lane l holds row l % 16 of A and column l % 16 of B (each half-wave
     * a copy, which its own rows of D read) and gets rows 2 r + l / 16
     * (wave32) or 4 r + l / 16 (wave64) of D's column l % 16.  A 16-bit D
     * is every other half, OPSEL's; the other halves are C's. */
    unsigned rows = 256 / wave, step = wave / 16;
    int half = tcd == __HIPC_MT_F16 || tcd == __HIPC_MT_BF16;
    unsigned base = lane & ~15u, j = lane % 16;
    if (half)
      __builtin_memcpy(d, c, rows * 4);
    for (unsigned r = 0; r < rows; r++) {
      unsigned i = step * r + lane / 16;
      unsigned at = half ? 2 * r + ((mods & __HIPC_MX_OPSEL) != 0) : r;
      double s = element(c, 0, 0, at, tcd, 1);
      for (unsigned kk = 0; kk < 16; kk++)
        s += element(a_all, base + i, abytes, kk, ta, a_signed) *
             element(b_all, base + j, bbytes, kk, tb, b_signed);
      store(d, at, tcd, s, (mods & __HIPC_MX_CLAMP) != 0);
    }
    return;
  }

  unsigned regs = m * n * __HIPC_MX_BLOCKS(desc) / 64, blocks = __HIPC_MX_BLOCKS(desc);
  unsigned cbsz = __HIPC_MX_CBSZ(mods), abid = __HIPC_MX_ABID(mods), blgp = __HIPC_MX_BLGP(mods);
  int f64 = ta == __HIPC_MT_F64;
  for (unsigned r = 0; r < regs; r++) {
    Cell cell = mfma_out(desc, lane, r);
    /* CBSZ and ABID: block abid of each group of 2^cbsz blocks is every
     * block's A */
    unsigned ablk = cell.blk;
    if (blocks > 1 && cbsz)
      ablk = (cell.blk >> cbsz << cbsz) + abid;
    if (ablk >= blocks)
      ablk = cell.blk;
    double s = element(c, 0, 0, r, tcd, 1);
    if (f64 && blgp & 4) /* CDNA3's f64 forms read BLGP as negations of A, B, C */
      s = -s;
    for (unsigned kk = 0; kk < k; kk++) {
      Place pa = mfma_in(desc, ablk, cell.i, kk, m);
      Place pb = mfma_in(desc, cell.blk, cell.j, kk, n);
      unsigned lb = mods & __HIPC_MX_HAS_BLGP ? blgp_lane(pb.lane, blgp) : pb.lane;
      double x = element(a_all, pa.lane, abytes, pa.idx, ta, 1);
      double y = element(b_all, lb, bbytes, pb.idx, tb, 1);
      if (f64) {
        x = blgp & 1 ? -x : x;
        y = blgp & 2 ? -y : y;
        s = __builtin_fma(x, y, s);
      } else {
        s += x * y;
      }
    }
    store(d, r, tcd, s, 0);
  }
}
