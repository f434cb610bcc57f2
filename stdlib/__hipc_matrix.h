/* __hipc_matrix.h - how the host target's matrix instructions are
 * described to the device library: codegen/host_matrix.c lowers each
 * MFMA and WMMA builtin to __hipc_matrix(a, b, c, d, desc, mods)
 * (stdlib/libm/matrix.c), which computes the calling lane's part of
 * D = A B + C.  docs/host.md, "Matrix instructions", says what is
 * computed and how exactly. */
#ifndef __HIPC_MATRIX_H
#define __HIPC_MATRIX_H

/* element types */
#define __HIPC_MT_F32 1
#define __HIPC_MT_F16 2
#define __HIPC_MT_BF16 3
#define __HIPC_MT_F64 4
#define __HIPC_MT_I8 5   /* signed bytes (MFMA) */
#define __HIPC_MT_XF32 6 /* floats rounded to 10 fraction bits first */
#define __HIPC_MT_FP8 7  /* E4M3 */
#define __HIPC_MT_BF8 8  /* E5M2 */
#define __HIPC_MT_IU8 9  /* bytes, signed or not by the operand's flag (WMMA) */
#define __HIPC_MT_IU4 10 /* nibbles, likewise */
#define __HIPC_MT_I32 11

/* desc: the shape, M x N x K in `blocks` blocks, and the types of A and
 * of C and D */
#define __HIPC_MX_DESC(m, n, k, blocks, a, cd)                                 \
  ((unsigned)(m) | (unsigned)(n) << 6 | (unsigned)(k) << 12 |                  \
   (unsigned)(blocks) << 19 | (unsigned)(a) << 24 | (unsigned)(cd) << 28)
#define __HIPC_MX_M(d) ((d) & 63u)
#define __HIPC_MX_N(d) ((d) >> 6 & 63u)
#define __HIPC_MX_K(d) ((d) >> 12 & 127u)
#define __HIPC_MX_BLOCKS(d) ((d) >> 19 & 31u)
#define __HIPC_MX_A(d) ((d) >> 24 & 15u)
#define __HIPC_MX_CD(d) ((d) >> 28 & 15u)

/* mods: the instruction's modifiers, and what kind it is */
#define __HIPC_MX_CBSZ(m) ((m) & 7u)        /* MFMA: A's broadcast */
#define __HIPC_MX_ABID(m) ((m) >> 3 & 15u)
#define __HIPC_MX_BLGP(m) ((m) >> 7 & 7u)   /* B's lane pattern; f64: negation */
#define __HIPC_MX_OPSEL 0x400u              /* WMMA 16-bit D: the high halves */
#define __HIPC_MX_CLAMP 0x800u              /* WMMA integer D: saturate */
#define __HIPC_MX_A_SIGNED 0x1000u          /* WMMA iu8/iu4 */
#define __HIPC_MX_B_SIGNED 0x2000u
#define __HIPC_MX_B(m) ((m) >> 14 & 15u)    /* B's type where not A's, else 0 */
#define __HIPC_MX_WMMA 0x40000u
#define __HIPC_MX_WAVE32 0x80000u           /* a wave32 instruction */
#define __HIPC_MX_HAS_BLGP 0x100000u        /* BLGP is a lane pattern here */
#define __HIPC_MX_MODS(cbsz, abid, blgp)                                       \
  ((unsigned)(cbsz) | (unsigned)(abid) << 3 | (unsigned)(blgp) << 7)
#define __HIPC_MX_WITH_B(t) ((unsigned)(t) << 14)

#endif
