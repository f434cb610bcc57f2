/* builtins.c - the lowering of sema's builtins (sema/builtins.def) and of
 * HIP's built-in variables, as clang 22 lowers them (clang's CGBuiltin):
 * each row's `lower` is a lower_* function here; a row lowered `target`
 * goes to the target implementation (CgTarget.builtin), and so does any
 * difference within a shared lowering (sync scopes, atomic metadata). */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"
#include "../sema/sema.h"

#include <stdio.h>
#include <string.h>

LLVMValueRef cg_call0(CG *g, const char *name) {
  return cg_call_intrinsic(g, name, NULL, 0, NULL, 0);
}

LLVMValueRef cg_flat(CG *g, LLVMValueRef v) {
  return LLVMGetPointerAddressSpace(LLVMTypeOf(v)) == AS_FLAT
             ? v : LLVMConstAddrSpaceCast(v, g->t_ptr);
}

LLVMValueRef cg_builtin_var(CG *g, Expr *e) {
  return g->tgt->builtin_var(g, e->builtin / 3, e->builtin % 3);
}

int64_t cg_builtin_const_arg(Expr *e, size_t i) {
  int64_t v = 0;
  sema_fold_int(e->args[i], &v);
  return v;
}

/* C11's memory orders (__ATOMIC_*) as LLVM's. */
LLVMAtomicOrdering cg_atomic_ordering(int64_t c) {
  switch (c) {
  case 0: return LLVMAtomicOrderingMonotonic;
  case 1: case 2: return LLVMAtomicOrderingAcquire;
  case 3: return LLVMAtomicOrderingRelease;
  case 4: return LLVMAtomicOrderingAcquireRelease;
  default: return LLVMAtomicOrderingSequentiallyConsistent;
  }
}

static LLVMValueRef lower_atomic(CG *g, Expr *e, const char *intrinsic) {
  return cg_atomic(g, e);
}

/* HIP's atomicInc / atomicDec: clang's CGBuiltin gives them the scope
 * named by the string and, of the HIP atomics' metadata, only
 * !amdgpu.no.fine.grained.memory. */
static LLVMValueRef lower_atomic_wrap(CG *g, Expr *e, const char *intrinsic) {
  bool inc = e->builtin == BI_ATOMIC_INC32 || e->builtin == BI_ATOMIC_INC64;
  LLVMValueRef p = cg_expr(g, e->args[0]);
  LLVMValueRef v = cg_expr(g, e->args[1]);
  Expr *scope = e->args[3];
  size_t n = scope->str_len ? scope->str_len - 1 : 0;
  unsigned ssid = g->tgt->sync_scope_named(g, scope->str, n);
  LLVMValueRef r = LLVMBuildAtomicRMWSyncScope(
      g->b, inc ? LLVMAtomicRMWBinOpUIncWrap : LLVMAtomicRMWBinOpUDecWrap, p, v,
      cg_atomic_ordering(cg_builtin_const_arg(e, 2)), ssid);
  LLVMSetAlignment(r, (unsigned)e->type->size);
  g->tgt->atomic_metadata(g, r, ATOMIC_MD_NO_FINE);
  return r;
}

/* A builtin that is one LLVM intrinsic (builtins.def): overloaded on the
 * result type, or on nothing where the intrinsic has no overloads. */
static LLVMValueRef lower_intrinsic(CG *g, Expr *e, const char *name) {
  if (g->tgt->intrinsic) {
    bool done = false;
    LLVMValueRef v = g->tgt->intrinsic(g, e, name, &done);
    if (done)
      return v;
  }
  LLVMTypeRef t = cg_type(g, e->type);
  LLVMValueRef *args = arena_alloc(&g->ctx->arena, (e->nargs + 1) * sizeof *args);
  for (size_t i = 0; i < e->nargs; i++)
    args[i] = cg_expr(g, e->args[i]);
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  bool overloaded = LLVMIntrinsicIsOverloaded(id);
  LLVMValueRef r = cg_call_intrinsic(g, name, overloaded ? &t : NULL, overloaded,
                                     args, e->nargs);
  return e->type->kind == TY_VOID ? NULL : cg_fp_flags(g, r);
}

/* WMMA: the intrinsic overloaded on the result and the A matrix, the
 * first vector operand (after the iu forms' signedness flag), as clang's
 * CGBuiltin picks them. */
static LLVMValueRef lower_wmma(CG *g, Expr *e, const char *name) {
  if (g->tgt->intrinsic) {
    bool done = false;
    LLVMValueRef v = g->tgt->intrinsic(g, e, name, &done);
    if (done)
      return v;
  }
  LLVMValueRef *args = arena_alloc(&g->ctx->arena, (e->nargs + 1) * sizeof *args);
  LLVMTypeRef types[2] = {cg_type(g, e->type), NULL};
  for (size_t i = 0; i < e->nargs; i++) {
    args[i] = cg_expr(g, e->args[i]);
    if (!types[1] && LLVMGetTypeKind(LLVMTypeOf(args[i])) == LLVMVectorTypeKind)
      types[1] = LLVMTypeOf(args[i]);
  }
  return cg_fp_flags(g, cg_call_intrinsic(g, name, types, 2, args, e->nargs));
}

/* Whether dpp_ctrl `c` is a DPP control of processor `t`, as LLVM's
 * AMDGPU back end accepts them: quad_perm, row_shl/shr/ror 1-15 and the
 * row mirrors everywhere; the wave shifts and rotates and row_bcast15/31
 * on gfx9 only; row_newbcast (gfx90a, gfx940) and row_share (gfx10 on)
 * at 0x150; row_xmask (gfx10 on) at 0x160. */
static bool dpp_control_exists(const TargetId *t, int64_t c) {
  bool gfx9 = !strcmp(t->info->family, "gfx9");
  if (c >= 0 && c <= 0xff)
    return true;
  if ((c > 0x100 && c <= 0x10f) || (c > 0x110 && c <= 0x11f) || (c > 0x120 && c <= 0x12f))
    return true;
  if (c == 0x140 || c == 0x141)
    return true;
  if (c == 0x130 || c == 0x134 || c == 0x138 || c == 0x13c || c == 0x142 || c == 0x143)
    return gfx9;
  if (c >= 0x150 && c <= 0x15f)
    return !gfx9 || (t->info->isa & ISA_GFX90A);
  if (c >= 0x160 && c <= 0x16f)
    return !gfx9;
  return false;
}

/* update_dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl) and
 * mov_dpp, the same of a poison old, as clang lowers them. */
static LLVMValueRef lower_dpp(CG *g, Expr *e, const char *name) {
  bool mov = e->nargs == 5;
  int64_t ctrl = cg_builtin_const_arg(e, mov ? 1 : 2);
  if (g->target->info->backend == BACKEND_AMDGPU && !dpp_control_exists(g->target, ctrl)) {
    cg_error(g, e->args[mov ? 1 : 2]->loc, "DPP control 0x%llx is not one %s has",
             (unsigned long long)ctrl, g->target->info->name);
    return LLVMGetUndef(g->t_i32);
  }
  if (g->tgt->intrinsic) {
    bool done = false;
    LLVMValueRef v = g->tgt->intrinsic(g, e, name, &done);
    if (done)
      return v;
  }
  LLVMValueRef args[6];
  args[0] = mov ? LLVMGetPoison(g->t_i32) : cg_expr(g, e->args[0]);
  for (size_t i = mov ? 0 : 1; i < e->nargs; i++)
    args[i + mov] = cg_expr(g, e->args[i]);
  if (LLVMGetIntTypeWidth(LLVMTypeOf(args[5])) != 1)
    args[5] = LLVMBuildICmp(g->b, LLVMIntNE, args[5], LLVMConstNull(LLVMTypeOf(args[5])), "");
  LLVMTypeRef t = g->t_i32;
  return cg_call_intrinsic(g, name, &t, 1, args, 6);
}

/* ldexp: llvm.ldexp; frexp: llvm.frexp, whose exponent goes to *args[1]
 * (AMDGPU has both in hardware: v_ldexp, v_frexp_mant/v_frexp_exp). */
static LLVMValueRef lower_exponent(CG *g, Expr *e, const char *intrinsic) {
  bool frexp = e->builtin == BI_FREXPF || e->builtin == BI_FREXP;
  LLVMTypeRef types[2] = {cg_type(g, e->type), g->t_i32};
  LLVMValueRef args[2] = {cg_expr(g, e->args[0]), cg_expr(g, e->args[1])};
  if (!frexp)
    return cg_fp_flags(g, cg_call_intrinsic(g, intrinsic, types, 2, args, 2));
  LLVMValueRef r = cg_call_intrinsic(g, intrinsic, types, 2, args, 1);
  LLVMValueRef st = LLVMBuildStore(g->b, LLVMBuildExtractValue(g->b, r, 1, ""), args[1]);
  LLVMSetAlignment(st, 4);
  return LLVMBuildExtractValue(g->b, r, 0, "");
}

/* The NaN whose bits sema folded from __builtin_nan's string. */
static LLVMValueRef lower_nan(CG *g, Expr *e, const char *intrinsic) {
  LLVMTypeRef t = cg_type(g, e->type);
  LLVMTypeRef it = e->builtin == BI_NANF ? g->t_i32 : g->t_i64;
  return LLVMConstBitCast(LLVMConstInt(it, (uint64_t)cg_builtin_const_arg(e, 0), 0), t);
}

/* ctpop, and ctlz/cttz with a zero input undefined (as GCC's) */
static LLVMValueRef lower_bitcount(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef x = cg_expr(g, e->args[0]);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef args[2] = {x, LLVMConstInt(g->t_i1, 0, 0)};
  bool zero_flag = strcmp(intrinsic, "llvm.ctpop") != 0;
  LLVMValueRef r = cg_call_intrinsic(g, intrinsic, &t, 1, args, zero_flag ? 2 : 1);
  if (LLVMGetIntTypeWidth(t) != 32)
    r = LLVMBuildTrunc(g->b, r, g->t_i32, "");
  return r;
}

/* parity: ctpop & 1; ffs: cttz + 1, 0 for 0; clrsb: ctlz(x ^ (x >> N-1)) - 1
 * (clang's CGBuiltin) */
static LLVMValueRef lower_bits(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef x = cg_expr(g, e->args[0]);
  LLVMTypeRef t = LLVMTypeOf(x);
  unsigned w = LLVMGetIntTypeWidth(t);
  LLVMValueRef r;
  switch (e->builtin) {
  case BI_PARITY: case BI_PARITYL: case BI_PARITYLL:
    r = cg_call_intrinsic(g, intrinsic, &t, 1, &x, 1);
    r = LLVMBuildAnd(g->b, r, LLVMConstInt(t, 1, 0), "");
    break;
  case BI_FFS: case BI_FFSL: case BI_FFSLL: {
    LLVMValueRef args[2] = {x, LLVMConstInt(g->t_i1, 1, 0)};
    r = cg_call_intrinsic(g, intrinsic, &t, 1, args, 2);
    r = LLVMBuildAdd(g->b, r, LLVMConstInt(t, 1, 0), "");
    LLVMValueRef zero = LLVMBuildICmp(g->b, LLVMIntEQ, x, LLVMConstNull(t), "iszero");
    r = LLVMBuildSelect(g->b, zero, LLVMConstNull(t), r, "ffs");
    break;
  }
  default: { /* clrsb */
    LLVMValueRef sign = LLVMBuildAShr(g->b, x, LLVMConstInt(t, w - 1, 0), "");
    LLVMValueRef args[2] = {LLVMBuildXor(g->b, sign, x, ""), LLVMConstInt(g->t_i1, 0, 0)};
    r = cg_call_intrinsic(g, intrinsic, &t, 1, args, 2);
    r = LLVMBuildSub(g->b, r, LLVMConstInt(t, 1, 0), "");
    break;
  }
  }
  return w == 32 ? r : LLVMBuildIntCast2(g->b, r, g->t_i32, 1, "");
}

/* clang's rotates: a funnel shift of x with itself */
static LLVMValueRef lower_rotate(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef x = cg_expr(g, e->args[0]);
  LLVMValueRef args[3] = {x, x, cg_expr(g, e->args[1])};
  LLVMTypeRef t = LLVMTypeOf(x);
  return cg_call_intrinsic(g, intrinsic, &t, 1, args, 3);
}

/* ---- checked arithmetic ---------------------------------------------------- */

typedef struct IntInfo {
  unsigned width;
  bool sg;
} IntInfo;

static IntInfo int_info(Type *t) {
  t = type_unqualified(t);
  return (IntInfo){t->kind == TY_BOOL ? 1 : (unsigned)t->size * 8, type_is_signed(t)};
}

static LLVMValueRef int_resize(CG *g, LLVMValueRef v, bool sg, unsigned width) {
  return LLVMBuildIntCast2(g->b, v, LLVMIntTypeInContext(g->llctx, width), sg, "");
}

static LLVMValueRef with_overflow(CG *g, bool sg, const char *op, LLVMValueRef a,
                                  LLVMValueRef b, LLVMValueRef *ov) {
  char name[40];
  snprintf(name, sizeof name, "llvm.%c%s.with.overflow", sg ? 's' : 'u', op);
  LLVMTypeRef t = LLVMTypeOf(a);
  LLVMValueRef args[2] = {a, b};
  LLVMValueRef r = cg_call_intrinsic(g, name, &t, 1, args, 2);
  *ov = LLVMBuildExtractValue(g->b, r, 1, "");
  return LLVMBuildExtractValue(g->b, r, 0, "");
}

/* A signed operand times an unsigned one, the result no wider than they
 * are: clang's EmitCheckedMixedSignMultiply, which multiplies magnitudes
 * rather than going to a type twice as wide (no __muloti4). */
static LLVMValueRef mixed_sign_multiply(CG *g, LLVMValueRef sv, IntInfo si, LLVMValueRef uv,
                                        IntInfo ui, IntInfo ri, LLVMValueRef *ov) {
  unsigned w = si.width > ui.width ? si.width : ui.width;
  LLVMTypeRef t = LLVMIntTypeInContext(g->llctx, w);
  sv = int_resize(g, sv, true, w);
  uv = int_resize(g, uv, false, w);
  LLVMValueRef neg = LLVMBuildICmp(g->b, LLVMIntSLT, sv, LLVMConstNull(t), "");
  LLVMValueRef abs_args[2] = {sv, LLVMConstInt(g->t_i1, 0, 0)};
  LLVMValueRef mag = cg_call_intrinsic(g, "llvm.abs", &t, 1, abs_args, 2);
  LLVMValueRef uov, r = with_overflow(g, false, "mul", mag, uv, &uov);
  LLVMValueRef negz = LLVMBuildZExt(g->b, neg, t, "");
  if (ri.sg) {
    /* |result| may reach INT_MAX, or INT_MAX + 1 when negative */
    LLVMTypeRef rt = LLVMIntTypeInContext(g->llctx, ri.width);
    LLVMValueRef max = LLVMBuildLShr(g->b, LLVMConstAllOnes(rt), LLVMConstInt(rt, 1, 0), "");
    max = LLVMBuildAdd(g->b, LLVMBuildZExt(g->b, max, t, ""), negz, "");
    *ov = LLVMBuildOr(g->b, uov, LLVMBuildICmp(g->b, LLVMIntUGT, r, max, ""), "");
  } else {
    LLVMValueRef under = LLVMBuildAnd(g->b, neg,
                                      LLVMBuildICmp(g->b, LLVMIntNE, r, LLVMConstNull(t), ""), "");
    *ov = LLVMBuildOr(g->b, uov, under, "");
    if (ri.width < w) {
      LLVMValueRef max = LLVMBuildZExt(
          g->b, LLVMConstAllOnes(LLVMIntTypeInContext(g->llctx, ri.width)), t, "");
      *ov = LLVMBuildOr(g->b, *ov, LLVMBuildICmp(g->b, LLVMIntUGT, r, max, ""), "");
    }
  }
  LLVMValueRef signed_r = LLVMBuildSelect(g->b, neg, LLVMBuildNeg(g->b, r, ""), r, "");
  return int_resize(g, signed_r, false, ri.width);
}

/* __builtin_{add,sub,mul}_overflow and the typed forms: the operation in
 * a type that holds both operands and the result exactly (clang's
 * EncompassingIntegerType), then whether the value fits the result's
 * type; the wrapped value is stored. */
static LLVMValueRef lower_overflow(CG *g, Expr *e, const char *op) {
  Type *rt = type_unqualified(e->args[2]->type->base);
  IntInfo ai = int_info(e->args[0]->type), bi = int_info(e->args[1]->type), ri = int_info(rt);
  LLVMValueRef a = cg_expr(g, e->args[0]), b = cg_expr(g, e->args[1]);
  LLVMValueRef p = cg_expr(g, e->args[2]), ov, r;
  bool mul = !strcmp(op, "mul");
  unsigned opw = ai.width > bi.width ? ai.width : bi.width;
  if (mul && ai.sg != bi.sg && opw >= ri.width) {
    r = ai.sg ? mixed_sign_multiply(g, a, ai, b, bi, ri, &ov)
              : mixed_sign_multiply(g, b, bi, a, ai, ri, &ov);
  } else if (mul && !ai.sg && !bi.sg && ri.sg && ai.width == bi.width &&
             bi.width == ri.width) {
    /* unsigned operands, a signed result of their width */
    r = with_overflow(g, false, "mul", a, b, &ov);
    LLVMTypeRef t = LLVMTypeOf(r);
    LLVMValueRef max = LLVMBuildLShr(g->b, LLVMConstAllOnes(t), LLVMConstInt(t, 1, 0), "");
    ov = LLVMBuildOr(g->b, ov, LLVMBuildICmp(g->b, LLVMIntUGT, r, max, ""), "");
  } else {
    IntInfo enc = {0, ai.sg || bi.sg || ri.sg};
    IntInfo all[3] = {ai, bi, ri};
    for (int i = 0; i < 3; i++) {
      unsigned w = all[i].width + (enc.sg && !all[i].sg);
      enc.width = w > enc.width ? w : enc.width;
    }
    a = int_resize(g, a, ai.sg, enc.width);
    b = int_resize(g, b, bi.sg, enc.width);
    r = with_overflow(g, enc.sg, op, a, b, &ov);
    if (enc.width != ri.width) {
      LLVMValueRef full = r;
      r = int_resize(g, r, false, ri.width);
      LLVMValueRef back = int_resize(g, r, ri.sg, enc.width);
      ov = LLVMBuildOr(g->b, ov, LLVMBuildICmp(g->b, LLVMIntNE, back, full, ""), "");
    }
  }
  LValue lv = {.addr = p, .type = rt, .align = rt->align, .bit_width = -1,
               .is_volatile = (e->args[2]->type->base->quals & Q_VOLATILE) != 0};
  cg_store(g, lv, r);
  return ov;
}

/* ---- floating-point classification (clang's lowering) ---------------------- */

static LLVMValueRef is_fpclass(CG *g, LLVMValueRef x, unsigned mask) {
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef args[2] = {x, LLVMConstInt(g->t_i32, mask, 0)};
  return cg_call_intrinsic(g, "llvm.is.fpclass", &t, 1, args, 2);
}

static LLVMValueRef sign_bit(CG *g, LLVMValueRef x) {
  LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(x));
  unsigned width = k == LLVMHalfTypeKind ? 16 : k == LLVMFloatTypeKind ? 32 : 64;
  LLVMTypeRef it = LLVMIntTypeInContext(g->llctx, width);
  LLVMValueRef bits = LLVMBuildBitCast(g->b, x, it, "");
  return LLVMBuildICmp(g->b, LLVMIntSLT, bits, LLVMConstNull(it), "");
}

static LLVMValueRef fabs_of(CG *g, LLVMValueRef x) {
  LLVMTypeRef t = LLVMTypeOf(x);
  return cg_call_intrinsic(g, "llvm.fabs", &t, 1, &x, 1);
}

/* |x| == inf, given |x| */
static LLVMValueRef is_inf_abs(CG *g, LLVMValueRef a) {
  return LLVMBuildFCmp(g->b, LLVMRealOEQ, a, LLVMConstReal(LLVMTypeOf(a), __builtin_inf()), "");
}

static LLVMValueRef lower_fpclass(CG *g, Expr *e, const char *intrinsic) {
  if (e->builtin == BI_FPCLASSIFY) {
    /* fpclassify(nan, inf, normal, subnormal, zero, x) */
    LLVMValueRef v[6];
    for (int i = 0; i < 6; i++)
      v[i] = cg_expr(g, e->args[i]);
    LLVMValueRef x = v[5];
    LLVMTypeRef t = LLVMTypeOf(x);
    int emin = e->args[5]->type->kind == TY_HALF ? -14
             : e->args[5]->type->kind == TY_FLOAT ? -126 : -1022;
    LLVMValueRef a = fabs_of(g, x);
    LLVMValueRef normal = LLVMBuildFCmp(g->b, LLVMRealUGE, a,
                                        LLVMConstReal(t, __builtin_ldexp(1.0, emin)), "");
    LLVMValueRef r = LLVMBuildSelect(g->b, normal, v[2], v[3], "");
    r = LLVMBuildSelect(g->b, is_inf_abs(g, a), v[1], r, "");
    r = LLVMBuildSelect(g->b, LLVMBuildFCmp(g->b, LLVMRealUNO, x, x, ""), v[0], r, "");
    r = LLVMBuildSelect(g->b, LLVMBuildFCmp(g->b, LLVMRealOEQ, x, LLVMConstNull(t), ""),
                        v[4], r, "fpclassify");
    return r;
  }
  LLVMValueRef x = cg_expr(g, e->args[0]), c;
  switch (e->builtin) {
  case BI_ISNAN: c = is_fpclass(g, x, 0x003); break;
  case BI_ISINF: c = is_fpclass(g, x, 0x204); break;
  case BI_ISFINITE: c = is_fpclass(g, x, 0x1f8); break;
  case BI_ISNORMAL: c = is_fpclass(g, x, 0x108); break;
  case BI_ISSUBNORMAL: c = is_fpclass(g, x, 0x090); break;
  case BI_ISZERO: c = is_fpclass(g, x, 0x060); break;
  case BI_ISFPCLASS: c = is_fpclass(g, x, (unsigned)cg_builtin_const_arg(e, 1)); break;
  case BI_ISINF_SIGN: {
    LLVMValueRef sg = LLVMBuildSelect(g->b, sign_bit(g, x), LLVMConstInt(g->t_i32, -1ull, 1),
                                      LLVMConstInt(g->t_i32, 1, 0), "");
    return LLVMBuildSelect(g->b, is_inf_abs(g, fabs_of(g, x)), sg, LLVMConstNull(g->t_i32), "");
  }
  default: c = sign_bit(g, x); break; /* signbit */
  }
  return LLVMBuildZExt(g->b, c, g->t_i32, "");
}

static LLVMValueRef lower_fpcompare(CG *g, Expr *e, const char *intrinsic) {
  LLVMRealPredicate p;
  switch (e->builtin) {
  case BI_ISLESS: p = LLVMRealOLT; break;
  case BI_ISLESSEQUAL: p = LLVMRealOLE; break;
  case BI_ISGREATER: p = LLVMRealOGT; break;
  case BI_ISGREATEREQUAL: p = LLVMRealOGE; break;
  case BI_ISLESSGREATER: p = LLVMRealONE; break;
  default: p = LLVMRealUNO; break;
  }
  LLVMValueRef x = cg_expr(g, e->args[0]), y = cg_expr(g, e->args[1]);
  return LLVMBuildZExt(g->b, LLVMBuildFCmp(g->b, p, x, y, ""), g->t_i32, "");
}

/* ---- hints and compile-time queries ---------------------------------------- */

/* llvm.assume(true) ["align"(p, align[, offset])], as clang emits it */
static LLVMValueRef lower_assume_aligned(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef p = cg_expr(g, e->args[0]);
  LLVMValueRef ops[3] = {p, LLVMConstInt(g->t_i64, (uint64_t)cg_builtin_const_arg(e, 1), 0)};
  if (e->nargs == 3)
    ops[2] = cg_expr(g, e->args[2]);
  LLVMOperandBundleRef bundle = LLVMCreateOperandBundle("align", 5, ops, e->nargs);
  LLVMTypeRef ft;
  LLVMValueRef f = cg_intrinsic(g, "llvm.assume", NULL, 0, &ft);
  LLVMValueRef yes = LLVMConstInt(g->t_i1, 1, 0);
  LLVMBuildCallWithOperandBundles(g->b, ft, f, &yes, 1, &bundle, 1, "");
  LLVMDisposeOperandBundle(bundle);
  return p;
}

static LLVMValueRef lower_prefetch(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef args[4] = {cg_expr(g, e->args[0]),
                          LLVMConstInt(g->t_i32, e->nargs > 1 ? (uint64_t)cg_builtin_const_arg(e, 1) : 0, 0),
                          LLVMConstInt(g->t_i32, e->nargs > 2 ? (uint64_t)cg_builtin_const_arg(e, 2) : 3, 0),
                          LLVMConstInt(g->t_i32, 1, 0)}; /* the data cache */
  LLVMTypeRef t = LLVMTypeOf(args[0]);
  cg_call_intrinsic(g, intrinsic, &t, 1, args, 4);
  return NULL;
}

static LLVMValueRef lower_constant_p(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef x = cg_expr(g, e->args[0]);
  LLVMTypeRef t = LLVMTypeOf(x);
  return LLVMBuildZExt(g->b, cg_call_intrinsic(g, intrinsic, &t, 1, &x, 1), g->t_i32, "");
}

/* llvm.objectsize(p, min, null is unknown, dynamic), as clang emits it */
static LLVMValueRef lower_object_size(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef p = cg_expr(g, e->args[0]);
  int64_t type = cg_builtin_const_arg(e, 1);
  LLVMValueRef args[4] = {p, LLVMConstInt(g->t_i1, (type & 2) != 0, 0),
                          LLVMConstInt(g->t_i1, 1, 0),
                          LLVMConstInt(g->t_i1, e->builtin == BI_DYNAMIC_OBJECT_SIZE, 0)};
  LLVMTypeRef types[2] = {g->t_i64, LLVMTypeOf(p)};
  return cg_call_intrinsic(g, intrinsic, types, 2, args, 4);
}

/* ---- the rows of builtins.def -------------------------------------------- */

#define lower_folded NULL /* sema replaced the call */

static LLVMValueRef lower_target(CG *g, Expr *e, const char *intrinsic) {
  return g->tgt->builtin(g, e);
}

static LLVMValueRef lower_expect(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef args[3] = {cg_expr(g, e->args[0]), cg_expr(g, e->args[1])};
  if (g->opts->opt_level == 0)
    return args[0];
  if (e->builtin == BI_EXPECT_WITH_PROBABILITY) {
    double p = 0;
    sema_fold_float(e->args[2], &p); /* a constant: sema checked it */
    args[2] = LLVMConstReal(g->t_f64, p);
    return cg_call_intrinsic(g, "llvm.expect.with.probability", &g->t_i64, 1, args, 3);
  }
  return cg_call_intrinsic(g, "llvm.expect", &g->t_i64, 1, args, 2);
}

static LLVMValueRef lower_unreachable(CG *g, Expr *e, const char *intrinsic) {
  LLVMBuildUnreachable(g->b);
  cg_start_block(g, cg_block(g, "unreachable.cont"));
  return NULL;
}

static LLVMValueRef lower_assume(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef c = cg_expr(g, e->args[0]);
  cg_call_intrinsic(g, "llvm.assume", NULL, 0, &c, 1);
  return NULL;
}

/* C17 7.12.10.1: fmod is what LLVM's frem is */
static LLVMValueRef lower_fmod(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef x = cg_expr(g, e->args[0]);
  return cg_fp_flags(g, LLVMBuildFRem(g->b, x, cg_expr(g, e->args[1]), ""));
}

static LLVMValueRef lower_infinity(CG *g, Expr *e, const char *intrinsic) {
  return LLVMConstReal(cg_type(g, e->type), __builtin_inf());
}

static LLVMValueRef lower_bitreverse(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef x = cg_expr(g, e->args[0]);
  LLVMTypeRef t = LLVMTypeOf(x);
  return cg_call_intrinsic(g, intrinsic, &t, 1, &x, 1);
}

static LLVMValueRef lower_memory(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef d = cg_expr(g, e->args[0]);
  LLVMValueRef x = cg_expr(g, e->args[1]);
  LLVMValueRef n = cg_expr(g, e->args[2]);
  if (e->builtin == BI_MEMSET)
    LLVMBuildMemSet(g->b, d, LLVMBuildTrunc(g->b, x, g->t_i8, ""), n, 1);
  else if (e->builtin == BI_MEMCPY)
    LLVMBuildMemCpy(g->b, d, 1, x, 1, n);
  else
    LLVMBuildMemMove(g->b, d, 1, x, 1, n);
  return d;
}

/* va_start, va_end, va_copy: LLVM's intrinsics on the va_list's address,
 * which each target's own lowering fills (AMDGPU's ExpandVariadics, the
 * x86-64 back end), as clang emits them. */
static LLVMValueRef lower_va(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef args[2];
  for (size_t i = 0; i < e->nargs; i++)
    args[i] = cg_expr(g, e->args[i]);
  LLVMTypeRef t = g->t_ptr;
  cg_call_intrinsic(g, intrinsic, &t, 1, args, e->nargs);
  return NULL;
}

/* __builtin_bit_cast: one bitcast, or ptrtoint/inttoptr where a pointer
 * is on one side (sema allows scalars and vectors of equal size) */
static LLVMValueRef lower_bit_cast(CG *g, Expr *e, const char *intrinsic) {
  LLVMValueRef v = cg_expr(g, e->args[0]);
  LLVMTypeRef to = cg_type(g, e->type), from = LLVMTypeOf(v);
  bool pto = LLVMGetTypeKind(to) == LLVMPointerTypeKind;
  bool pfrom = LLVMGetTypeKind(from) == LLVMPointerTypeKind;
  if (pto && pfrom)
    return v;
  if (pfrom)
    return LLVMBuildBitCast(g->b, LLVMBuildPtrToInt(g->b, v, g->t_i64, ""), to, "");
  if (pto)
    return LLVMBuildIntToPtr(g->b, LLVMBuildBitCast(g->b, v, g->t_i64, ""), to, "");
  return LLVMBuildBitCast(g->b, v, to, "");
}

typedef LLVMValueRef LowerFn(CG *g, Expr *e, const char *intrinsic);

static const struct {
  LowerFn *lower;
  const char *intrinsic;
  const char *name;
} lowerings[BI_COUNT] = {
#define BUILTIN(id, name, check, proto, lower, intrinsic) [BI_##id] = {lower_##lower, intrinsic, name},
#include "../sema/builtins.def"
#undef BUILTIN
};

const char *cg_builtin_name(const Expr *e) {
  return e->builtin > BI_NONE && e->builtin < BI_COUNT ? lowerings[e->builtin].name : "?";
}

LLVMValueRef cg_builtin(CG *g, Expr *e) {
  if (e->builtin <= BI_NONE || e->builtin >= BI_COUNT || !lowerings[e->builtin].lower) {
    cg_error(g, e->loc, "internal error: builtin not lowered");
    return LLVMGetUndef(cg_type(g, e->type));
  }
  /* a GPU builtin on a processor without its instructions: clang's error,
   * before LLVM could fail to select them (the host target says why for
   * itself) */
  const char *need = builtin_target_features(e->builtin);
  if (need && g->target->info->backend == BACKEND_AMDGPU && !target_has_features(g->target, need)) {
    SrcLoc at = e->lhs ? e->lhs->loc : e->loc;
    at.len = 0; /* clang marks the name's start */
    /* "mai-insts,!gfx940-insts": the features, then the instruction sets
     * that replaced it */
    const char *without = strchr(need, '!');
    char have[128];
    snprintf(have, sizeof have, "%.*s", without ? (int)(without - need - 1) : (int)strlen(need),
             need);
    if (!target_has_features(g->target, have))
      cg_error(g, at, "'%s' needs target feature %s", lowerings[e->builtin].name, have);
    else
      cg_error(g, at, "'%s' needs target feature %s and not %s, which %s has",
               lowerings[e->builtin].name, have, without + 1, g->target->info->name);
    return LLVMGetUndef(cg_type(g, e->type));
  }
  return lowerings[e->builtin].lower(g, e, lowerings[e->builtin].intrinsic);
}
