/* host_amdgcn.c - clang's AMDGPU builtins on the host target: each
 * intrinsic of a builtins.def `intrinsic` row computed as the instruction
 * does (AMD's Vega and RDNA ISA manuals), so that a kernel that calls
 * them runs unchanged on the CPU (docs/host.md).  Cross-lane ones are
 * the scheduler's warp operations (runtime/host_abi.h); hints and waits
 * have nothing to do on a CPU; the float instructions are their exact
 * IEEE counterparts, which the hardware's approximate.  Wherever LLVM
 * folds the intrinsic of constant arguments, the result here is that
 * fold's. */
#include "target_host.h"
#include "../runtime/host_abi.h"

#include <string.h>

typedef LLVMValueRef (*HostEmu)(CG *g, Expr *e, LLVMValueRef *a);

static LLVMValueRef i32c(CG *g, uint64_t v) { return LLVMConstInt(g->t_i32, v, 0); }
static LLVMValueRef f32c(CG *g, double v) { return LLVMConstReal(g->t_f32, v); }

static LLVMValueRef call1(CG *g, const char *name, LLVMTypeRef t, LLVMValueRef x) {
  return cg_call_intrinsic(g, name, &t, 1, &x, 1);
}

static LLVMValueRef call2(CG *g, const char *name, LLVMTypeRef t, LLVMValueRef x,
                          LLVMValueRef y) {
  LLVMValueRef args[2] = {x, y};
  return cg_call_intrinsic(g, name, &t, 1, args, 2);
}

/* ---- lanes: mbcnt and the LDS crossbar ------------------------------------------ */

/* v_mbcnt_lo/hi_u32_b32: acc plus the bits of mask below the lane, in the
 * low or high half of the wave's 64. */
static LLVMValueRef mbcnt(CG *g, LLVMValueRef *a, bool hi) {
  LLVMValueRef lane = LLVMBuildZExt(g->b, host_lane(g), g->t_i64, "");
  LLVMValueRef below = LLVMBuildSub(
      g->b, LLVMBuildShl(g->b, LLVMConstInt(g->t_i64, 1, 0), lane, ""),
      LLVMConstInt(g->t_i64, 1, 0), "");
  if (hi)
    below = LLVMBuildLShr(g->b, below, LLVMConstInt(g->t_i64, 32, 0), "");
  LLVMValueRef bits = LLVMBuildAnd(g->b, LLVMBuildTrunc(g->b, below, g->t_i32, ""), a[0], "");
  return LLVMBuildAdd(g->b, a[1], call1(g, "llvm.ctpop", g->t_i32, bits), "");
}

static LLVMValueRef emu_mbcnt_lo(CG *g, Expr *e, LLVMValueRef *a) { return mbcnt(g, a, false); }
static LLVMValueRef emu_mbcnt_hi(CG *g, Expr *e, LLVMValueRef *a) { return mbcnt(g, a, true); }

/* ds_bpermute_b32: from lane addr / 4 of the wave; ds_permute_b32: to it.
 * An inactive source gives 0, as the scheduler's shuffle does. */
static LLVMValueRef ds_permute(CG *g, Expr *e, LLVMValueRef *a, int64_t mode) {
  LLVMValueRef lane = LLVMBuildLShr(g->b, a[0], i32c(g, 2), "");
  return host_shfl_bits(g, e->type, a[1], lane, host_builtin_var(g, BV_WARP_SIZE, 0), mode);
}

static LLVMValueRef emu_ds_bpermute(CG *g, Expr *e, LLVMValueRef *a) {
  return ds_permute(g, e, a, HIPC_SHFL_IDX);
}

static LLVMValueRef emu_ds_permute(CG *g, Expr *e, LLVMValueRef *a) {
  return ds_permute(g, e, a, HIPC_SHFL_PUSH);
}

/* ds_swizzle_b32's source lane for the constant offset, its four modes:
 * FFT (>= 0xe000) and rotate (>= 0xc000) within 32 lanes, quad
 * permute (bit 15) within 4, and the and/or/xor masks of bits 0-14
 * within 32. */
static LLVMValueRef emu_ds_swizzle(CG *g, Expr *e, LLVMValueRef *a) {
  uint64_t off = (uint64_t)cg_builtin_const_arg(e, 1) & 0xffff;
  LLVMBuilderRef b = g->b;
  LLVMValueRef lane = host_lane(g), src;
  LLVMValueRef in32 = LLVMBuildAnd(b, lane, i32c(g, 31), "");
  LLVMValueRef group = LLVMBuildAnd(b, lane, i32c(g, ~31u), "");
  if (off >= 0xe000) {
    uint32_t mask = off & 31;
    LLVMValueRef rev = LLVMBuildLShr(b, call1(g, "llvm.bitreverse", g->t_i32, in32),
                                     i32c(g, 27u + (unsigned)__builtin_popcount(mask)), "");
    src = LLVMBuildOr(b, rev, LLVMBuildAnd(b, in32, i32c(g, mask), ""), "");
    src = LLVMBuildOr(b, src, group, "");
  } else if (off >= 0xc000) {
    uint32_t mask = off & 31, rot = off >> 5 & 31;
    if (off & 0x400)
      rot = -rot;
    LLVMValueRef moved = LLVMBuildAdd(b, in32, i32c(g, rot), "");
    src = LLVMBuildOr(b, LLVMBuildAnd(b, in32, i32c(g, mask), ""),
                      LLVMBuildAnd(b, moved, i32c(g, ~mask & 31), ""), "");
    src = LLVMBuildOr(b, src, group, "");
  } else if (off & 0x8000) {
    LLVMValueRef shift = LLVMBuildShl(b, LLVMBuildAnd(b, lane, i32c(g, 3), ""), i32c(g, 1), "");
    LLVMValueRef pick = LLVMBuildAnd(b, LLVMBuildLShr(b, i32c(g, off), shift, ""), i32c(g, 3), "");
    src = LLVMBuildOr(b, LLVMBuildAnd(b, lane, i32c(g, ~3u), ""), pick, "");
  } else {
    src = LLVMBuildAnd(b, in32, i32c(g, off & 31), "");
    src = LLVMBuildOr(b, src, i32c(g, off >> 5 & 31), "");
    src = LLVMBuildXor(b, src, i32c(g, off >> 10 & 31), "");
    src = LLVMBuildOr(b, src, group, "");
  }
  return host_shfl_bits(g, e->type, a[0], src, host_builtin_var(g, BV_WARP_SIZE, 0),
                        HIPC_SHFL_IDX);
}

/* v_mov_b32_dpp: each lane's source lane for the control, and whether it
 * has one (a row shift's edge, a broadcast's first rows); the lanes the
 * row and bank masks leave out keep `old`, as do those without a source
 * unless bound_ctrl makes them 0.  (mov_dpp has no old: 0 here.) */
static LLVMValueRef emu_update_dpp(CG *g, Expr *e, LLVMValueRef *a) {
  bool mov = e->nargs == 5;
  LLVMValueRef old = mov ? i32c(g, 0) : a[0], src = a[mov ? 0 : 1];
  unsigned ctrl = (unsigned)cg_builtin_const_arg(e, mov ? 1 : 2);
  unsigned row_mask = (unsigned)cg_builtin_const_arg(e, mov ? 2 : 3);
  unsigned bank_mask = (unsigned)cg_builtin_const_arg(e, mov ? 3 : 4);
  bool bound_zero = cg_builtin_const_arg(e, mov ? 4 : 5) != 0;
  LLVMBuilderRef b = g->b;
  LLVMValueRef lane = host_lane(g);
  LLVMValueRef in_row = LLVMBuildAnd(b, lane, i32c(g, 15), "");
  LLVMValueRef row = LLVMBuildAnd(b, lane, i32c(g, ~15u), "");
  LLVMValueRef size = host_builtin_var(g, BV_WARP_SIZE, 0);
  LLVMValueRef from = lane, ok = LLVMConstInt(g->t_i1, 1, 0);
  unsigned n = ctrl & 15;
  if (ctrl <= 0xff) { /* quad_perm: lane l of a quad reads (ctrl >> 2l) & 3 */
    LLVMValueRef shift = LLVMBuildShl(b, LLVMBuildAnd(b, lane, i32c(g, 3), ""), i32c(g, 1), "");
    LLVMValueRef pick = LLVMBuildAnd(b, LLVMBuildLShr(b, i32c(g, ctrl), shift, ""), i32c(g, 3), "");
    from = LLVMBuildOr(b, LLVMBuildAnd(b, lane, i32c(g, ~3u), ""), pick, "");
  } else if (ctrl >= 0x101 && ctrl <= 0x10f) { /* row_shl: from lane + n */
    from = LLVMBuildAdd(b, lane, i32c(g, n), "");
    ok = LLVMBuildICmp(b, LLVMIntULT, LLVMBuildAdd(b, in_row, i32c(g, n), ""), i32c(g, 16), "");
  } else if (ctrl >= 0x111 && ctrl <= 0x11f) { /* row_shr: from lane - n */
    from = LLVMBuildSub(b, lane, i32c(g, n), "");
    ok = LLVMBuildICmp(b, LLVMIntUGE, in_row, i32c(g, n), "");
  } else if (ctrl >= 0x121 && ctrl <= 0x12f) { /* row_ror: from (lane - n) mod 16 */
    LLVMValueRef r = LLVMBuildAnd(b, LLVMBuildSub(b, in_row, i32c(g, n), ""), i32c(g, 15), "");
    from = LLVMBuildOr(b, row, r, "");
  } else if (ctrl == 0x130 || ctrl == 0x134) { /* wave_shl1, wave_rol1 */
    from = LLVMBuildAdd(b, lane, i32c(g, 1), "");
    ok = ctrl == 0x130 ? LLVMBuildICmp(b, LLVMIntULT, from, size, "") : ok;
    from = LLVMBuildURem(b, from, size, "");
  } else if (ctrl == 0x138 || ctrl == 0x13c) { /* wave_shr1, wave_ror1 */
    ok = ctrl == 0x138 ? LLVMBuildICmp(b, LLVMIntNE, lane, i32c(g, 0), "") : ok;
    from = LLVMBuildURem(b, LLVMBuildAdd(b, lane, LLVMBuildSub(b, size, i32c(g, 1), ""), ""),
                         size, "");
  } else if (ctrl == 0x140 || ctrl == 0x141) { /* row_mirror, row_half_mirror */
    unsigned m = ctrl == 0x140 ? 15 : 7;
    from = LLVMBuildOr(b, LLVMBuildAnd(b, lane, i32c(g, ~m), ""),
                       LLVMBuildSub(b, i32c(g, m), LLVMBuildAnd(b, lane, i32c(g, m), ""), ""), "");
  } else if (ctrl == 0x142) { /* row_bcast15: lane 15 of the row before */
    from = LLVMBuildSub(b, row, i32c(g, 1), "");
    ok = LLVMBuildICmp(b, LLVMIntUGE, lane, i32c(g, 16), "");
  } else if (ctrl == 0x143) { /* row_bcast31: lane 31 to rows 2 and 3 */
    from = i32c(g, 31);
    ok = LLVMBuildICmp(b, LLVMIntUGE, lane, i32c(g, 32), "");
  } else if (ctrl >= 0x150 && ctrl <= 0x15f) { /* row_share, row_newbcast: lane n of the row */
    from = LLVMBuildOr(b, row, i32c(g, n), "");
  } else { /* row_xmask: lane (l ^ n) of the row */
    from = LLVMBuildOr(b, row, LLVMBuildXor(b, in_row, i32c(g, n), ""), "");
  }
  LLVMValueRef safe = LLVMBuildSelect(b, ok, from, lane, "");
  LLVMValueRef moved = host_shfl_bits(g, e->type, src, safe, size, HIPC_SHFL_IDX);
  LLVMValueRef none = bound_zero ? i32c(g, 0) : old;
  LLVMValueRef v = LLVMBuildSelect(b, ok, moved, none, "");
  /* the masks: bit (lane / 16) of row_mask, bit (lane % 16 / 4) of bank_mask */
  LLVMValueRef rbit = LLVMBuildLShr(b, i32c(g, row_mask), LLVMBuildLShr(b, lane, i32c(g, 4), ""), "");
  LLVMValueRef bbit = LLVMBuildLShr(b, i32c(g, bank_mask), LLVMBuildLShr(b, in_row, i32c(g, 2), ""), "");
  LLVMValueRef on = LLVMBuildTrunc(b, LLVMBuildAnd(b, rbit, bbit, ""), g->t_i1, "");
  return LLVMBuildSelect(b, on, v, old, "");
}

/* s_getreg: no hardware registers on a CPU (the fields read 0); the
 * clocks: the cycle counter and the steady clock, as clock64 and
 * wall_clock64 read them */
static LLVMValueRef emu_getreg(CG *g, Expr *e, LLVMValueRef *a) { return i32c(g, 0); }
static LLVMValueRef emu_memtime(CG *g, Expr *e, LLVMValueRef *a) {
  return cg_call_intrinsic(g, "llvm.readcyclecounter", NULL, 0, NULL, 0);
}
static LLVMValueRef emu_memrealtime(CG *g, Expr *e, LLVMValueRef *a) {
  return cg_call_intrinsic(g, "llvm.readsteadycounter", NULL, 0, NULL, 0);
}

/* ---- hints, waits and barriers ------------------------------------------------ */

/* s_sleep, s_setprio, s_waitcnt, the scheduling barriers: nothing to do */
static LLVMValueRef emu_nothing(CG *g, Expr *e, LLVMValueRef *a) { return NULL; }

/* wave_barrier: the wave's lanes meet, as they do on a GPU by running in
 * lock step, so that what one wrote to shared memory the others read */
static LLVMValueRef emu_wave_barrier(CG *g, Expr *e, LLVMValueRef *a) {
  host_warp_sync(g);
  return NULL;
}

/* groupstaticsize: the module's static shared memory, every kernel's on
 * the host target (codegen/target_host.c lays it out once) */
static LLVMValueRef emu_groupstaticsize(CG *g, Expr *e, LLVMValueRef *a) {
  return i32c(g, g->shared_total);
}

/* ---- the float instructions ---------------------------------------------------- */

/* Each takes float or (the h forms) _Float16, and computes in that type. */
static LLVMValueRef emu_rcp(CG *g, Expr *e, LLVMValueRef *a) {
  return LLVMBuildFDiv(g->b, LLVMConstReal(LLVMTypeOf(a[0]), 1.0), a[0], "");
}

/* rsq of a half computes in float and rounds once */
static LLVMValueRef emu_rsq(CG *g, Expr *e, LLVMValueRef *a) {
  LLVMTypeRef t = LLVMTypeOf(a[0]);
  LLVMValueRef x = t == g->t_f32 ? a[0] : LLVMBuildFPExt(g->b, a[0], g->t_f32, "");
  LLVMValueRef r = LLVMBuildFDiv(g->b, f32c(g, 1.0), call1(g, "llvm.sqrt", g->t_f32, x), "");
  return t == g->t_f32 ? r : LLVMBuildFPTrunc(g->b, r, t, "");
}

static LLVMValueRef emu_sqrt(CG *g, Expr *e, LLVMValueRef *a) {
  return call1(g, "llvm.sqrt", LLVMTypeOf(a[0]), a[0]);
}

static LLVMValueRef emu_exp2(CG *g, Expr *e, LLVMValueRef *a) {
  return call1(g, "llvm.exp2", g->t_f32, a[0]);
}

/* v_log_f32 is log base 2 */
static LLVMValueRef emu_log(CG *g, Expr *e, LLVMValueRef *a) {
  return call1(g, "llvm.log2", g->t_f32, a[0]);
}

/* v_fract_f32: x - floor(x), below 1 (the largest float under it for a
 * tiny negative x), NaN for an infinity or a NaN */
static LLVMValueRef emu_fract(CG *g, Expr *e, LLVMValueRef *a) {
  LLVMTypeRef t = LLVMTypeOf(a[0]);
  LLVMValueRef d = LLVMBuildFSub(g->b, a[0], call1(g, "llvm.floor", t, a[0]), "");
  LLVMValueRef almost_one = LLVMConstReal(t, t == g->t_f32 ? 0x1.fffffep-1 : 0x1.ffcp-1);
  LLVMValueRef below = LLVMBuildFCmp(g->b, LLVMRealULT, d, almost_one, "");
  return LLVMBuildSelect(g->b, below, d, almost_one, "");
}

/* v_frexp_mant_f32: frexp's fraction, in [0.5, 1) */
static LLVMValueRef emu_frexp_mant(CG *g, Expr *e, LLVMValueRef *a) {
  LLVMTypeRef types[2] = {LLVMTypeOf(a[0]), g->t_i32};
  LLVMValueRef r = cg_call_intrinsic(g, "llvm.frexp", types, 2, a, 1);
  return LLVMBuildExtractValue(g->b, r, 0, "");
}

/* v_med3_f32: the middle of three, a NaN counting as missing */
static LLVMValueRef emu_fmed3(CG *g, Expr *e, LLVMValueRef *a) {
  LLVMTypeRef f = LLVMTypeOf(a[0]);
  LLVMValueRef lo = call2(g, "llvm.minnum", f, a[0], a[1]);
  LLVMValueRef hi = call2(g, "llvm.maxnum", f, a[0], a[1]);
  return call2(g, "llvm.maxnum", f, lo, call2(g, "llvm.minnum", f, hi, a[2]));
}

/* The cube map instructions: for the major axis of (x, y, z), the face
 * (0..5: +x, -x, +y, -y, +z, -z), the face's s and t coordinates, and
 * twice the major coordinate. */
enum { CUBE_ID, CUBE_SC, CUBE_TC, CUBE_MA };

static LLVMValueRef cube(CG *g, LLVMValueRef *a, int which) {
  LLVMBuilderRef b = g->b;
  LLVMValueRef x = a[0], y = a[1], z = a[2];
  LLVMValueRef ax = call1(g, "llvm.fabs", g->t_f32, x);
  LLVMValueRef ay = call1(g, "llvm.fabs", g->t_f32, y);
  LLVMValueRef az = call1(g, "llvm.fabs", g->t_f32, z);
  LLVMValueRef z_major = LLVMBuildAnd(b, LLVMBuildFCmp(b, LLVMRealOGE, az, ax, ""),
                                      LLVMBuildFCmp(b, LLVMRealOGE, az, ay, ""), "");
  LLVMValueRef y_major = LLVMBuildFCmp(b, LLVMRealOGE, ay, ax, "");
  LLVMValueRef zero = f32c(g, 0.0);
  LLVMValueRef xneg = LLVMBuildFCmp(b, LLVMRealOLT, x, zero, "");
  LLVMValueRef yneg = LLVMBuildFCmp(b, LLVMRealOLT, y, zero, "");
  LLVMValueRef zneg = LLVMBuildFCmp(b, LLVMRealOLT, z, zero, "");
  LLVMValueRef on_z, on_y, on_x;
  switch (which) {
  case CUBE_ID:
    on_z = LLVMBuildSelect(b, zneg, f32c(g, 5), f32c(g, 4), "");
    on_y = LLVMBuildSelect(b, yneg, f32c(g, 3), f32c(g, 2), "");
    on_x = LLVMBuildSelect(b, xneg, f32c(g, 1), f32c(g, 0), "");
    break;
  case CUBE_SC:
    on_z = LLVMBuildSelect(b, zneg, LLVMBuildFNeg(b, x, ""), x, "");
    on_y = x;
    on_x = LLVMBuildSelect(b, xneg, z, LLVMBuildFNeg(b, z, ""), "");
    break;
  case CUBE_TC:
    on_z = LLVMBuildFNeg(b, y, "");
    on_y = LLVMBuildSelect(b, yneg, LLVMBuildFNeg(b, z, ""), z, "");
    on_x = on_z;
    break;
  default:
    on_z = LLVMBuildFMul(b, z, f32c(g, 2), "");
    on_y = LLVMBuildFMul(b, y, f32c(g, 2), "");
    on_x = LLVMBuildFMul(b, x, f32c(g, 2), "");
    break;
  }
  return LLVMBuildSelect(b, z_major, on_z, LLVMBuildSelect(b, y_major, on_y, on_x, ""), "");
}

static LLVMValueRef emu_cubeid(CG *g, Expr *e, LLVMValueRef *a) { return cube(g, a, CUBE_ID); }
static LLVMValueRef emu_cubesc(CG *g, Expr *e, LLVMValueRef *a) { return cube(g, a, CUBE_SC); }
static LLVMValueRef emu_cubetc(CG *g, Expr *e, LLVMValueRef *a) { return cube(g, a, CUBE_TC); }
static LLVMValueRef emu_cubema(CG *g, Expr *e, LLVMValueRef *a) { return cube(g, a, CUBE_MA); }

/* ---- bits ------------------------------------------------------------------------ */

/* v_bfe_u32/i32: `width` bits of v from `offset`, both modulo 32, zero-
 * or sign-extended; 0 for width 0 */
static LLVMValueRef bfe(CG *g, LLVMValueRef *a, bool sign) {
  LLVMBuilderRef b = g->b;
  LLVMValueRef off = LLVMBuildAnd(b, a[1], i32c(g, 31), "");
  LLVMValueRef width = LLVMBuildAnd(b, a[2], i32c(g, 31), "");
  LLVMValueRef t = sign ? LLVMBuildAShr(b, a[0], off, "") : LLVMBuildLShr(b, a[0], off, "");
  LLVMValueRef up = LLVMBuildSub(b, i32c(g, 32), width, ""); /* 32 for width 0 */
  LLVMValueRef up31 = LLVMBuildAnd(b, up, i32c(g, 31), "");
  t = LLVMBuildShl(b, t, up31, "");
  t = sign ? LLVMBuildAShr(b, t, up31, "") : LLVMBuildLShr(b, t, up31, "");
  LLVMValueRef none = LLVMBuildICmp(b, LLVMIntEQ, width, i32c(g, 0), "");
  return LLVMBuildSelect(b, none, i32c(g, 0), t, "");
}

static LLVMValueRef emu_sbfe(CG *g, Expr *e, LLVMValueRef *a) { return bfe(g, a, true); }
static LLVMValueRef emu_ubfe(CG *g, Expr *e, LLVMValueRef *a) { return bfe(g, a, false); }

/* v_perm_b32: each byte of the result chosen by a byte of sel from the 8
 * bytes of {a, b} (b the low half): 0-7 a byte, 8-11 the sign of byte 1,
 * 3, 5 or 7 repeated, 12 zero, 13 and up 0xff */
static LLVMValueRef emu_perm(CG *g, Expr *e, LLVMValueRef *a) {
  LLVMBuilderRef b = g->b;
  LLVMTypeRef i64 = g->t_i64;
  LLVMValueRef data = LLVMBuildOr(
      b, LLVMBuildShl(b, LLVMBuildZExt(b, a[0], i64, ""), LLVMConstInt(i64, 32, 0), ""),
      LLVMBuildZExt(b, a[1], i64, ""), "");
  LLVMValueRef r = i32c(g, 0);
  for (unsigned k = 0; k < 4; k++) {
    LLVMValueRef sel = LLVMBuildAnd(b, LLVMBuildLShr(b, a[2], i32c(g, 8 * k), ""),
                                    i32c(g, 0xff), "");
    LLVMValueRef sel64 = LLVMBuildZExt(b, sel, i64, "");
    LLVMValueRef at = LLVMBuildShl(b, LLVMBuildAnd(b, sel64, LLVMConstInt(i64, 7, 0), ""),
                                   LLVMConstInt(i64, 3, 0), "");
    LLVMValueRef byte = LLVMBuildTrunc(b, LLVMBuildLShr(b, data, at, ""), g->t_i8, "");
    /* the sign bit of byte 2 (sel & 3) + 1: bit 16 (sel & 3) + 15 */
    LLVMValueRef sat = LLVMBuildAdd(
        b, LLVMBuildShl(b, LLVMBuildAnd(b, sel64, LLVMConstInt(i64, 3, 0), ""),
                        LLVMConstInt(i64, 4, 0), ""),
        LLVMConstInt(i64, 15, 0), "");
    LLVMValueRef sbit = LLVMBuildTrunc(b, LLVMBuildLShr(b, data, sat, ""), g->t_i1, "");
    LLVMValueRef sign = LLVMBuildSExt(b, sbit, g->t_i8, "");
    LLVMValueRef ff = LLVMConstInt(g->t_i8, 0xff, 0), zero = LLVMConstInt(g->t_i8, 0, 0);
    LLVMValueRef v = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, sel, i32c(g, 12), ""),
                                     zero, ff, "");
    v = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, sel, i32c(g, 12), ""), sign, v, "");
    v = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, sel, i32c(g, 8), ""), byte, v, "");
    r = LLVMBuildOr(b, r, LLVMBuildShl(b, LLVMBuildZExt(b, v, g->t_i32, ""), i32c(g, 8 * k), ""),
                    "");
  }
  return r;
}

/* v_lerp_u8: per byte, the rounded average (a + b + (c & 1)) / 2 */
static LLVMValueRef emu_lerp(CG *g, Expr *e, LLVMValueRef *a) {
  LLVMBuilderRef b = g->b;
  LLVMValueRef r = i32c(g, 0);
  for (unsigned k = 0; k < 4; k++) {
    LLVMValueRef sh = i32c(g, 8 * k), sum = NULL;
    for (int i = 0; i < 3; i++) {
      LLVMValueRef byte = LLVMBuildAnd(b, LLVMBuildLShr(b, a[i], sh, ""),
                                       i32c(g, i == 2 ? 1 : 0xff), "");
      sum = sum ? LLVMBuildAdd(b, sum, byte, "") : byte;
    }
    LLVMValueRef avg = LLVMBuildLShr(b, sum, i32c(g, 1), "");
    r = LLVMBuildOr(b, r, LLVMBuildShl(b, avg, sh, ""), "");
  }
  return r;
}

/* ---- the table --------------------------------------------------------------------- */

static const struct {
  const char *name;
  HostEmu emu;
} emus[] = {
    {"mbcnt.lo", emu_mbcnt_lo},
    {"mbcnt.hi", emu_mbcnt_hi},
    {"ds.bpermute", emu_ds_bpermute},
    {"ds.permute", emu_ds_permute},
    {"ds.swizzle", emu_ds_swizzle},
    {"update.dpp", emu_update_dpp},
    {"s.getreg", emu_getreg},
    {"s.memtime", emu_memtime},
    {"s.memrealtime", emu_memrealtime},
    {"s.sleep", emu_nothing},
    {"s.sendmsg", emu_nothing}, /* an interrupt the host need not be sent */
    {"s.sendmsghalt", emu_nothing},
    {"s.setprio", emu_nothing},
    {"s.waitcnt", emu_nothing},
    {"sched.barrier", emu_nothing},
    {"sched.group.barrier", emu_nothing},
    {"iglp.opt", emu_nothing},
    {"wave.barrier", emu_wave_barrier},
    {"groupstaticsize", emu_groupstaticsize},
    {"rcp", emu_rcp},
    {"rsq", emu_rsq},
    {"sqrt", emu_sqrt},
    {"exp2", emu_exp2},
    {"log", emu_log},
    {"fract", emu_fract},
    {"frexp.mant", emu_frexp_mant},
    {"fmed3", emu_fmed3},
    {"cubeid", emu_cubeid},
    {"cubesc", emu_cubesc},
    {"cubetc", emu_cubetc},
    {"cubema", emu_cubema},
    {"sbfe", emu_sbfe},
    {"ubfe", emu_ubfe},
    {"perm", emu_perm},
    {"lerp", emu_lerp},
};

/* readlane is a shuffle from the lane; readfirstlane one from the lowest
 * lane of the wave's ballot of true, its active lanes */
static LLVMValueRef readlane(CG *g, Expr *e, bool first) {
  LLVMValueRef v = cg_expr(g, e->args[0]);
  LLVMValueRef lane;
  if (first) {
    LLVMValueRef active = host_ballot(g, LLVMConstInt(g->t_i1, 1, 0));
    LLVMTypeRef t64 = g->t_i64;
    LLVMValueRef args[2] = {active, LLVMConstInt(g->t_i1, 0, 0)};
    lane = LLVMBuildTrunc(g->b, cg_call_intrinsic(g, "llvm.cttz", &t64, 1, args, 2),
                          g->t_i32, "");
  } else {
    lane = cg_expr(g, e->args[1]);
  }
  return host_shfl_bits(g, e->type, v, lane, host_builtin_var(g, BV_WARP_SIZE, 0),
                        HIPC_SHFL_IDX);
}

LLVMValueRef host_amdgcn_intrinsic(CG *g, Expr *e, const char *name) {
  const char *op = name + strlen("llvm.amdgcn.");
  if (!strncmp(op, "mfma.", 5) || !strncmp(op, "wmma.", 5))
    return host_matrix(g, e);
  if (e->builtin >= BI_CVT_F32_FP8 && e->builtin <= BI_CVT_SR_BF8_F32)
    return host_fp8(g, e);
  if (!strcmp(op, "readfirstlane") || !strcmp(op, "readlane"))
    return readlane(g, e, op[4] == 'f');
  /* v_sin_f32 and v_cos_f32 take turns: the C library's of 2 pi x */
  if (!strcmp(op, "sin") || !strcmp(op, "cos")) {
    LLVMValueRef x = LLVMBuildFMul(g->b, cg_expr(g, e->args[0]),
                                   f32c(g, 6.2831853071795864769), "");
    return call1(g, op[0] == 's' ? "llvm.sin" : "llvm.cos", g->t_f32, x);
  }
  for (size_t i = 0; i < sizeof emus / sizeof *emus; i++) {
    if (strcmp(op, emus[i].name) != 0)
      continue;
    LLVMValueRef a[4];
    for (size_t k = 0; k < e->nargs && k < 4; k++)
      a[k] = cg_expr(g, e->args[k]);
    return emus[i].emu(g, e, a);
  }
  cg_error(g, e->loc, "'%s' is not available for the host target", cg_builtin_name(e));
  return e->type->kind == TY_VOID ? NULL : LLVMGetUndef(cg_type(g, e->type));
}
