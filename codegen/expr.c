/* expr.c - expressions to LLVM IR.  Sema made every conversion explicit,
 * so this file only follows the tree: lvalues give addresses, rvalues give
 * scalars, struct values travel as the address of their bytes. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <string.h>

bool cg_fast_math(const CodegenOptions *o) {
  return o->fp_no_nans && o->fp_no_infs && o->fp_no_signed_zeros && o->fp_reciprocal &&
         o->fp_associative && o->fp_approx_func;
}

bool cg_finite_math(const CodegenOptions *o) { return o->fp_no_nans && o->fp_no_infs; }

bool cg_approx_transcendentals(const CodegenOptions *o) {
  return o->approx_transcendentals < 0 ? o->fast_math_given : o->approx_transcendentals;
}

/* The flags of one floating-point operation, as clang sets them.  HIP
 * compiles with -ffp-contract=fast-honor-pragmas: every operation may be
 * fused (`contract`).  Reassociation needs signed zeros ignored (clang
 * drops -fassociative-math alone).  The device library's own functions
 * keep IEEE semantics under -ffast-math, as ROCm's precompiled ocml does:
 * their special cases test for NaN and infinity. */
LLVMValueRef cg_fp_flags(CG *g, LLVMValueRef v) {
  const CodegenOptions *o = g->opts;
  LLVMFastMathFlags f = o->no_fp_contract ? LLVMFastMathNone : LLVMFastMathAllowContract;
  if (!(g->func && g->func->from_library)) {
    if (o->fp_no_nans) f |= LLVMFastMathNoNaNs;
    if (o->fp_no_infs) f |= LLVMFastMathNoInfs;
    if (o->fp_no_signed_zeros) f |= LLVMFastMathNoSignedZeros;
    if (o->fp_reciprocal) f |= LLVMFastMathAllowReciprocal;
    if (o->fp_associative && o->fp_no_signed_zeros) f |= LLVMFastMathAllowReassoc;
    if (o->fp_approx_func) f |= LLVMFastMathApproxFunc;
  }
  if (f && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
    LLVMSetFastMathFlags(v, f);
  return v;
}

void cg_memcpy(CG *g, LLVMValueRef dst, LLVMValueRef src, uint64_t size,
               uint32_t align) {
  LLVMBuildMemCpy(g->b, dst, align, src, align,
                  LLVMConstInt(g->t_i64, size, 0));
}

static LLVMValueRef const_int(CG *g, Type *t, uint64_t v) {
  return LLVMConstInt(cg_type(g, t), v, type_is_signed(t));
}

static LLVMValueRef gep_bytes(CG *g, LLVMValueRef base, uint64_t off) {
  if (off == 0)
    return base;
  LLVMValueRef idx = LLVMConstInt(g->t_i64, off, 0);
  return LLVMBuildInBoundsGEP2(g->b, g->t_i8, base, &idx, 1, "");
}

/* ---- loads and stores -------------------------------------------------------- */

/* An _Atomic object of scalar type: every access is sequentially
 * consistent (C17 6.2.6.1p9, 7.17.3p6), a compound assignment or ++ one
 * read-modify-write (6.5.16.2p3). */
static bool is_atomic(const Type *t) {
  return (t->quals & Q_ATOMIC) && type_is_scalar(t) && t->size <= 8;
}

/* A load of a vector element loads the whole vector (clang does too). */
static LLVMValueRef load_vector(CG *g, LValue lv) {
  LLVMValueRef v = LLVMBuildLoad2(g->b, cg_type(g, lv.vec_type), lv.addr, "");
  LLVMSetAlignment(v, lv.align);
  if (lv.is_volatile)
    LLVMSetVolatile(v, 1);
  cg_set_tbaa(g, v, lv.vec_type);
  return v;
}

LLVMValueRef cg_load(CG *g, LValue lv) {
  if (lv.vec_type)
    return cg_vector_elements(g, load_vector(g, lv), lv);
  if (lv.bit_width >= 0) {
    unsigned ubits = (unsigned)lv.unit_size * 8;
    LLVMTypeRef ut = LLVMIntTypeInContext(g->llctx, ubits);
    LLVMValueRef unit = LLVMBuildLoad2(g->b, ut, lv.addr, "bf.load");
    LLVMSetAlignment(unit, lv.align);
    if (lv.is_volatile)
      LLVMSetVolatile(unit, 1);
    unsigned hi = ubits - (unsigned)lv.bit_offset - (unsigned)lv.bit_width;
    LLVMValueRef v = unit;
    if (hi)
      v = LLVMBuildShl(g->b, v, LLVMConstInt(ut, hi, 0), "");
    unsigned sh = ubits - (unsigned)lv.bit_width;
    if (sh)
      v = type_is_signed(lv.type) ? LLVMBuildAShr(g->b, v, LLVMConstInt(ut, sh, 0), "")
                                  : LLVMBuildLShr(g->b, v, LLVMConstInt(ut, sh, 0), "");
    LLVMTypeRef vt = cg_type(g, lv.type);
    unsigned vbits = LLVMGetIntTypeWidth(vt);
    if (vbits < ubits)
      v = LLVMBuildTrunc(g->b, v, vt, "");
    else if (vbits > ubits)
      v = type_is_signed(lv.type) ? LLVMBuildSExt(g->b, v, vt, "")
                                  : LLVMBuildZExt(g->b, v, vt, "");
    return v;
  }
  LLVMValueRef v = LLVMBuildLoad2(g->b, cg_mem_type(g, lv.type), lv.addr, "");
  LLVMSetAlignment(v, lv.align);
  if (lv.is_volatile)
    LLVMSetVolatile(v, 1);
  if (is_atomic(lv.type))
    LLVMSetOrdering(v, LLVMAtomicOrderingSequentiallyConsistent);
  cg_set_tbaa(g, v, lv.type);
  if (lv.type->kind == TY_BOOL)
    v = LLVMBuildTrunc(g->b, v, g->t_i1, "");
  return v;
}

void cg_store(CG *g, LValue lv, LLVMValueRef v) {
  if (lv.vec_type) {
    LLVMValueRef nv = cg_vector_replace(g, load_vector(g, lv), lv, v);
    LLVMValueRef st = LLVMBuildStore(g->b, nv, lv.addr);
    LLVMSetAlignment(st, lv.align);
    if (lv.is_volatile)
      LLVMSetVolatile(st, 1);
    cg_set_tbaa(g, st, lv.vec_type);
    return;
  }
  if (lv.bit_width >= 0) {
    unsigned ubits = (unsigned)lv.unit_size * 8;
    LLVMTypeRef ut = LLVMIntTypeInContext(g->llctx, ubits);
    LLVMValueRef unit = LLVMBuildLoad2(g->b, ut, lv.addr, "bf.load");
    LLVMSetAlignment(unit, lv.align);
    if (lv.is_volatile)
      LLVMSetVolatile(unit, 1);
    unsigned vbits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    LLVMValueRef nv = vbits > ubits ? LLVMBuildTrunc(g->b, v, ut, "")
                    : vbits < ubits ? LLVMBuildZExt(g->b, v, ut, "") : v;
    uint64_t field = (lv.bit_width >= 64 ? ~0ull : ((1ull << lv.bit_width) - 1));
    uint64_t mask = field << lv.bit_offset;
    nv = LLVMBuildAnd(g->b, nv, LLVMConstInt(ut, field, 0), "");
    if (lv.bit_offset)
      nv = LLVMBuildShl(g->b, nv, LLVMConstInt(ut, (unsigned)lv.bit_offset, 0), "");
    LLVMValueRef kept = LLVMBuildAnd(g->b, unit, LLVMConstInt(ut, ~mask, 0), "");
    LLVMValueRef st = LLVMBuildStore(g->b, LLVMBuildOr(g->b, kept, nv, ""), lv.addr);
    LLVMSetAlignment(st, lv.align);
    if (lv.is_volatile)
      LLVMSetVolatile(st, 1);
    return;
  }
  if (lv.type->kind == TY_BOOL)
    v = LLVMBuildZExt(g->b, v, g->t_i8, "");
  LLVMValueRef st = LLVMBuildStore(g->b, v, lv.addr);
  LLVMSetAlignment(st, lv.align);
  if (lv.is_volatile)
    LLVMSetVolatile(st, 1);
  if (is_atomic(lv.type))
    LLVMSetOrdering(st, LLVMAtomicOrderingSequentiallyConsistent);
  cg_set_tbaa(g, st, lv.type);
}

/* ---- lvalues ------------------------------------------------------------------ */

static LValue make_lv(CG *g, LLVMValueRef addr, Type *t) {
  LValue lv = {addr, t, cg_type_align(g, t), (t->quals & Q_VOLATILE) != 0, -1,
               0, 0};
  return lv;
}

static LLVMValueRef object_address(CG *g, Object *o) {
  if (o->is_global)
    return cg_global_value(g, o);
  if (!g->values[o->id]) /* a local met before its declaration ran */
    g->values[o->id] = cg_alloca(g, o->type, o->name);
  return g->values[o->id];
}

LValue cg_lvalue(CG *g, Expr *e) {
  switch (e->kind) {
  case EX_IDENT: {
    LValue lv = make_lv(g, object_address(g, e->obj), e->type);
    if (e->obj->align)
      lv.align = e->obj->align;
    return lv;
  }
  case EX_DEREF:
    return make_lv(g, cg_expr(g, e->lhs), e->type);
  case EX_SWIZZLE:
    return cg_vector_lvalue(g, e);
  case EX_INDEX: {
    if (type_is_vector(e->lhs->type))
      return cg_vector_lvalue(g, e);
    LLVMValueRef base = cg_expr(g, e->lhs);
    LLVMValueRef idx = cg_expr(g, e->rhs);
    LLVMValueRef p = LLVMBuildInBoundsGEP2(g->b, cg_mem_type(g, e->type), base,
                                           &idx, 1, "arrayidx");
    return make_lv(g, p, e->type);
  }
  case EX_MEMBER: {
    Type *rt;
    LLVMValueRef base;
    bool vol = false;
    if (e->arrow) {
      base = cg_expr(g, e->lhs);
      rt = e->lhs->type->base;
    } else {
      rt = e->lhs->type;
      if (e->lhs->lvalue) {
        LValue b = cg_lvalue(g, e->lhs);
        base = b.addr;
        vol = b.is_volatile;
      } else {
        base = cg_agg(g, e->lhs);
      }
    }
    Member *m = &rt->rec->members[e->member_index];
    LValue lv = make_lv(g, gep_bytes(g, base, m->offset), e->type);
    lv.is_volatile |= vol;
    /* Alignment: what the record guarantees at this offset. */
    uint32_t ra = rt->align ? rt->align : 1;
    uint32_t a = ra;
    while (a > 1 && m->offset % a)
      a /= 2;
    if (lv.align > a)
      lv.align = a;
    if (m->bit_width >= 0) {
      lv.bit_width = m->bit_width;
      lv.bit_offset = m->bit_offset;
      /* a packed record's field may straddle: the smallest unit that
       * covers it, so that no access reaches past the record */
      lv.unit_size = rt->rec->packed || rt->rec->pack ? 1 : m->type->size;
      while ((uint64_t)(m->bit_offset + m->bit_width) > lv.unit_size * 8)
        lv.unit_size *= 2;
    }
    return lv;
  }
  case EX_STRING:
    return make_lv(g, cg_string_literal(g, e), e->type);
  case EX_COMPOUND: {
    Object *o = e->obj;
    LLVMValueRef addr = object_address(g, o);
    if (!o->is_global)
      cg_init_local(g, addr, o->type, o->init, NULL);
    return make_lv(g, addr, e->type);
  }
  default:
    if (type_is_record(e->type))
      return make_lv(g, cg_agg(g, e), e->type);
    cg_error(g, e->loc, "internal error: expression is not an lvalue");
    return make_lv(g, LLVMGetUndef(g->t_ptr), e->type);
  }
}

/* ---- conversions (C17 6.3) ---------------------------------------------------- */

LLVMValueRef cg_convert(CG *g, LLVMValueRef v, Type *from, Type *to) {
  from = type_unqualified(from);
  to = type_unqualified(to);
  LLVMTypeRef tt = cg_type(g, to);
  if (to->kind == TY_VOID)
    return NULL;
  if (type_is_vector(to) || type_is_vector(from))
    return LLVMTypeOf(v) == tt ? v : LLVMBuildBitCast(g->b, v, tt, "");
  if (to->kind == TY_BOOL) {
    if (from->kind == TY_BOOL)
      return v;
    if (type_is_float(from))
      return cg_fp_flags(g, LLVMBuildFCmp(g->b, LLVMRealUNE, v, LLVMConstNull(LLVMTypeOf(v)),
                                          "tobool"));
    return LLVMBuildICmp(g->b, LLVMIntNE, v, LLVMConstNull(LLVMTypeOf(v)), "tobool");
  }
  if (type_is_integer(to)) {
    if (type_is_integer(from)) {
      unsigned fb = LLVMGetIntTypeWidth(LLVMTypeOf(v)), tb = LLVMGetIntTypeWidth(tt);
      if (fb == tb)
        return v;
      if (fb > tb)
        return LLVMBuildTrunc(g->b, v, tt, "conv");
      return type_is_signed(from) ? LLVMBuildSExt(g->b, v, tt, "conv")
                                  : LLVMBuildZExt(g->b, v, tt, "conv");
    }
    if (type_is_float(from))
      return type_is_signed(to) ? LLVMBuildFPToSI(g->b, v, tt, "conv")
                                : LLVMBuildFPToUI(g->b, v, tt, "conv");
    if (type_is_pointer(from))
      return LLVMBuildPtrToInt(g->b, v, tt, "");
  }
  if (type_is_float(to)) {
    if (type_is_integer(from))
      return type_is_signed(from) ? LLVMBuildSIToFP(g->b, v, tt, "conv")
                                  : LLVMBuildUIToFP(g->b, v, tt, "conv");
    if (type_is_float(from)) {
      if (from->kind == to->kind)
        return v;
      if (from->size == to->size) /* __bf16 and _Float16: through float, as clang */
        v = cg_fp_flags(g, LLVMBuildFPExt(g->b, v, g->t_f32, "conv"));
      return cg_fp_flags(g, from->size < to->size ? LLVMBuildFPExt(g->b, v, tt, "conv")
                                                  : LLVMBuildFPTrunc(g->b, v, tt, "conv"));
    }
  }
  if (type_is_pointer(to)) {
    if (type_is_pointer(from))
      return v;
    if (type_is_integer(from)) {
      v = cg_convert(g, v, from, from->size == 8 ? from : (type_is_signed(from) ? g->prog->types.long_ : g->prog->types.ulong));
      return LLVMBuildIntToPtr(g->b, v, g->t_ptr, "");
    }
  }
  return v;
}

/* ---- operators ------------------------------------------------------------------ */

/* -ffp-contract=on: x * y + z, z + x * y, x * y - z and z - x * y, where
 * the multiplication is the operand itself (just built, unused), are one
 * llvm.fmuladd, as clang's tryEmitFMulAdd makes them (the left operand
 * first); NULL where neither operand is such a multiplication. */
static LLVMValueRef fmuladd(CG *g, LLVMValueRef a, LLVMValueRef b, bool sub) {
  bool left = LLVMIsAInstruction(a) && LLVMGetInstructionOpcode(a) == LLVMFMul &&
              !LLVMGetFirstUse(a);
  if (!left && !(LLVMIsAInstruction(b) && LLVMGetInstructionOpcode(b) == LLVMFMul &&
                 !LLVMGetFirstUse(b)))
    return NULL;
  LLVMValueRef mul = left ? a : b, addend = left ? b : a;
  LLVMValueRef x = LLVMGetOperand(mul, 0), y = LLVMGetOperand(mul, 1);
  if (sub && left)
    addend = cg_fp_flags(g, LLVMBuildFNeg(g->b, addend, "neg"));
  else if (sub)
    x = cg_fp_flags(g, LLVMBuildFNeg(g->b, x, "neg"));
  LLVMTypeRef t = LLVMTypeOf(mul);
  LLVMValueRef args[3] = {x, y, addend};
  LLVMInstructionEraseFromParent(mul);
  return cg_fp_flags(g, cg_call_intrinsic(g, "llvm.fmuladd", &t, 1, args, 3));
}

static LLVMValueRef arith(CG *g, int op, Type *t, LLVMValueRef a, LLVMValueRef b) {
  bool f = type_is_float(t), sg = type_is_signed(t);
  if (f && g->opts->fp_contract_on && (op == TOK_PLUS || op == TOK_ADD_ASSIGN ||
                                       op == TOK_MINUS || op == TOK_SUB_ASSIGN)) {
    LLVMValueRef r = fmuladd(g, a, b, op == TOK_MINUS || op == TOK_SUB_ASSIGN);
    if (r)
      return r;
  }
  switch (op) {
  case TOK_PLUS: case TOK_ADD_ASSIGN:
    return f ? cg_fp_flags(g, LLVMBuildFAdd(g->b, a, b, "add"))
         : sg ? LLVMBuildNSWAdd(g->b, a, b, "add") : LLVMBuildAdd(g->b, a, b, "add");
  case TOK_MINUS: case TOK_SUB_ASSIGN:
    return f ? cg_fp_flags(g, LLVMBuildFSub(g->b, a, b, "sub"))
         : sg ? LLVMBuildNSWSub(g->b, a, b, "sub") : LLVMBuildSub(g->b, a, b, "sub");
  case TOK_STAR: case TOK_MUL_ASSIGN:
    return f ? cg_fp_flags(g, LLVMBuildFMul(g->b, a, b, "mul"))
         : sg ? LLVMBuildNSWMul(g->b, a, b, "mul") : LLVMBuildMul(g->b, a, b, "mul");
  case TOK_SLASH: case TOK_DIV_ASSIGN:
    return f ? cg_fp_flags(g, LLVMBuildFDiv(g->b, a, b, "div"))
         : sg ? LLVMBuildSDiv(g->b, a, b, "div") : LLVMBuildUDiv(g->b, a, b, "div");
  case TOK_PERCENT: case TOK_MOD_ASSIGN:
    return sg ? LLVMBuildSRem(g->b, a, b, "rem") : LLVMBuildURem(g->b, a, b, "rem");
  case TOK_SHL: case TOK_SHL_ASSIGN:
  case TOK_SHR: case TOK_SHR_ASSIGN: {
    /* C promotes the operands separately; LLVM wants one width.  The
     * count is non-negative when defined, so zext/trunc keep it. */
    LLVMTypeRef at = LLVMTypeOf(a);
    bool vec = LLVMGetTypeKind(at) == LLVMVectorTypeKind; /* one type */
    unsigned aw = vec ? 0 : LLVMGetIntTypeWidth(at);
    unsigned bw = vec ? 0 : LLVMGetIntTypeWidth(LLVMTypeOf(b));
    if (bw < aw)
      b = LLVMBuildZExt(g->b, b, at, "sh_prom");
    else if (bw > aw)
      b = LLVMBuildTrunc(g->b, b, at, "sh_prom");
    if (op == TOK_SHL || op == TOK_SHL_ASSIGN)
      return LLVMBuildShl(g->b, a, b, "shl");
    return sg ? LLVMBuildAShr(g->b, a, b, "shr") : LLVMBuildLShr(g->b, a, b, "shr");
  }
  case TOK_AMP: case TOK_AND_ASSIGN:
    return LLVMBuildAnd(g->b, a, b, "and");
  case TOK_PIPE: case TOK_OR_ASSIGN:
    return LLVMBuildOr(g->b, a, b, "or");
  case TOK_CARET: case TOK_XOR_ASSIGN:
    return LLVMBuildXor(g->b, a, b, "xor");
  }
  return a;
}

static LLVMValueRef pointer_offset(CG *g, Type *ptr_type, LLVMValueRef p,
                                   LLVMValueRef n, bool negate) {
  Type *elem = ptr_type->base;
  LLVMTypeRef et = (elem->kind == TY_VOID || elem->kind == TY_FUNC) ? g->t_i8
                                                                    : cg_mem_type(g, elem);
  if (negate)
    n = LLVMBuildNeg(g->b, n, "idx.neg");
  return LLVMBuildInBoundsGEP2(g->b, et, p, &n, 1, "add.ptr");
}

static LLVMValueRef compare(CG *g, int op, Type *t, LLVMValueRef a, LLVMValueRef b) {
  if (type_is_float(t)) {
    LLVMRealPredicate p = op == TOK_LT ? LLVMRealOLT : op == TOK_GT ? LLVMRealOGT
                        : op == TOK_LE ? LLVMRealOLE : op == TOK_GE ? LLVMRealOGE
                        : op == TOK_EQEQ ? LLVMRealOEQ : LLVMRealUNE;
    return cg_fp_flags(g, LLVMBuildFCmp(g->b, p, a, b, "cmp"));
  }
  bool sg = type_is_signed(t) && !type_is_pointer(t);
  LLVMIntPredicate p;
  switch (op) {
  case TOK_LT: p = sg ? LLVMIntSLT : LLVMIntULT; break;
  case TOK_GT: p = sg ? LLVMIntSGT : LLVMIntUGT; break;
  case TOK_LE: p = sg ? LLVMIntSLE : LLVMIntULE; break;
  case TOK_GE: p = sg ? LLVMIntSGE : LLVMIntUGE; break;
  case TOK_EQEQ: p = LLVMIntEQ; break;
  default: p = LLVMIntNE; break;
  }
  return LLVMBuildICmp(g->b, p, a, b, "cmp");
}

static LLVMValueRef binary(CG *g, Expr *e) {
  Type *lt = type_unqualified(e->lhs->type), *rt = type_unqualified(e->rhs->type);
  LLVMValueRef a = cg_expr(g, e->lhs);
  LLVMValueRef b = cg_expr(g, e->rhs);
  if (type_is_vector(lt)) { /* element-wise; sema made both one type */
    switch (e->op) {
    case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE: case TOK_EQEQ: case TOK_NE:
      /* true is -1 in every element */
      return LLVMBuildSExt(g->b, compare(g, e->op, lt->base, a, b),
                           cg_type(g, e->type), "sext");
    default:
      return arith(g, e->op, lt->base, a, b);
    }
  }
  switch (e->op) {
  case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE: case TOK_EQEQ: case TOK_NE:
    return LLVMBuildZExt(g->b, compare(g, e->op, lt, a, b), g->t_i32, "conv");
  case TOK_PLUS:
    if (type_is_pointer(lt))
      return pointer_offset(g, lt, a, b, false);
    break;
  case TOK_MINUS:
    if (type_is_pointer(lt) && type_is_pointer(rt)) {
      Type *elem = lt->base;
      LLVMTypeRef et = (elem->kind == TY_VOID || elem->kind == TY_FUNC) ? g->t_i8
                                                                        : cg_mem_type(g, elem);
      return LLVMBuildPtrDiff2(g->b, et, a, b, "sub.ptr.div");
    }
    if (type_is_pointer(lt))
      return pointer_offset(g, lt, a, b, true);
    break;
  }
  return arith(g, e->op, type_unqualified(e->type), a, b);
}

/* Whether evaluating `e` has no effect but its value: no assignment,
 * increment, call or volatile access anywhere in it (clang folds a
 * condition only then). */
static bool without_effects(const Expr *e) {
  if (!e)
    return true;
  if (e->type && (e->type->quals & Q_VOLATILE))
    return false;
  switch (e->kind) {
  case EX_INT: case EX_FLOAT: case EX_CHAR: case EX_STRING: case EX_IDENT:
  case EX_SIZEOF: case EX_ALIGNOF: case EX_BUILTIN_VAR:
    return true;
  case EX_UNARY: case EX_CAST: case EX_ADDR:
    return without_effects(e->lhs);
  case EX_BINARY: case EX_LOGAND: case EX_LOGOR: case EX_COMMA:
    return without_effects(e->lhs) && without_effects(e->rhs);
  case EX_COND:
    return without_effects(e->cond) && without_effects(e->lhs) && without_effects(e->rhs);
  default:
    return false;
  }
}

/* Whether `e` is a constant truth value without effects: an integer
 * constant, or a string literal, whose address is never null (C17
 * 6.3.2.3p3). */
static bool constant_truth(Expr *e, bool *truth) {
  int64_t v;
  if (!without_effects(e))
    return false;
  if (sema_fold_int(e, &v)) {
    *truth = v != 0;
    return true;
  }
  while (e->kind == EX_CAST)
    e = e->lhs;
  if (e->kind != EX_STRING)
    return false;
  *truth = true;
  return true;
}

/* && and || (C17 6.5.13-14): short-circuit, result int.  One operand
 * that cannot change the result (x && 1, 1 && x, x || 0, 0 || x) leaves
 * only the other's truth, as clang emits it: assert(p && "message"). */
/* The value of a && b or a || b (C17 6.5.13-14): as clang's
 * VisitBinLAnd/VisitBinLOr, the left operand branches (cg_branch) to the
 * right one or straight to the end, whose phi takes the known answer from
 * every edge but the right operand's. */
static LLVMValueRef logical(CG *g, Expr *e) {
  bool is_and = e->kind == EX_LOGAND;
  bool k;
  if (constant_truth(e->rhs, &k) && k == is_and)
    return LLVMBuildZExt(g->b, cg_cond(g, e->lhs), g->t_i32, "conv");
  if (constant_truth(e->lhs, &k) && k == is_and)
    return LLVMBuildZExt(g->b, cg_cond(g, e->rhs), g->t_i32, "conv");
  LLVMBasicBlockRef rhs_bb = cg_block(g, is_and ? "land.rhs" : "lor.rhs");
  LLVMBasicBlockRef end = cg_block(g, is_and ? "land.end" : "lor.end");
  if (is_and)
    cg_branch(g, e->lhs, rhs_bb, end);
  else
    cg_branch(g, e->lhs, end, rhs_bb);
  cg_start_block(g, end);
  LLVMValueRef phi = LLVMBuildPhi(g->b, g->t_i1, "");
  LLVMValueRef known = LLVMConstInt(g->t_i1, is_and ? 0 : 1, 0);
  for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(end)); u; u = LLVMGetNextUse(u)) {
    LLVMBasicBlockRef pred = LLVMGetInstructionParent(LLVMGetUser(u));
    LLVMAddIncoming(phi, &known, &pred, 1);
  }
  cg_start_block(g, rhs_bb);
  LLVMValueRef r = cg_cond(g, e->rhs);
  LLVMBasicBlockRef rhs_end = LLVMGetInsertBlock(g->b);
  LLVMBuildBr(g->b, end);
  LLVMAddIncoming(phi, &r, &rhs_end, 1);
  LLVMPositionBuilderAtEnd(g->b, end);
  return LLVMBuildZExt(g->b, phi, g->t_i32, "conv");
}

/* A branch on a condition, as clang's EmitBranchOnBoolExpr makes it for
 * an if and for ?: (loops take the condition's value, as clang's do):
 * && and || branch on each operand in turn, ! swaps the targets, c ? x : y
 * branches on c to branches on x and y, an operand known true (and
 * without effects) drops out; anything else is its truth value. */
void cg_branch(CG *g, Expr *e, LLVMBasicBlockRef t, LLVMBasicBlockRef f) {
  bool k;
  if (e->kind == EX_LOGAND || e->kind == EX_LOGOR) {
    bool is_and = e->kind == EX_LOGAND;
    if (constant_truth(e->lhs, &k) && k == is_and) {
      cg_branch(g, e->rhs, t, f);
      return;
    }
    if (constant_truth(e->rhs, &k) && k == is_and) {
      cg_branch(g, e->lhs, t, f);
      return;
    }
    /* each block where clang's would be: after the one that branches to
     * it (the AMDGPU structurizer reads the layout) */
    LLVMBasicBlockRef next = cg_block(g, is_and ? "land.lhs.true" : "lor.lhs.false");
    LLVMMoveBasicBlockAfter(next, LLVMGetInsertBlock(g->b));
    cg_branch(g, e->lhs, is_and ? next : t, is_and ? f : next);
    cg_start_block(g, next);
    cg_branch(g, e->rhs, t, f);
    return;
  }
  if (e->kind == EX_UNARY && e->op == TOK_BANG && !type_is_vector(e->type) &&
      !type_is_vector(e->lhs->type)) {
    cg_branch(g, e->lhs, f, t);
    return;
  }
  if (e->kind == EX_COND && e->lhs && !type_is_vector(e->type)) {
    LLVMBasicBlockRef tb = cg_block(g, "cond.true"), fb = cg_block(g, "cond.false");
    LLVMMoveBasicBlockAfter(fb, LLVMGetInsertBlock(g->b));
    LLVMMoveBasicBlockAfter(tb, LLVMGetInsertBlock(g->b));
    cg_branch(g, e->cond, tb, fb);
    cg_start_block(g, tb);
    cg_branch(g, e->lhs, t, f);
    cg_start_block(g, fb);
    cg_branch(g, e->rhs, t, f);
    return;
  }
  LLVMBuildCondBr(g->b, cg_cond(g, e), t, f);
}

LLVMValueRef cg_cond(CG *g, Expr *e) {
  LLVMValueRef v = cg_expr(g, e);
  return cg_convert(g, v, e->type, g->prog->types.bool_);
}

static LLVMValueRef one_of(CG *g, Type *t) {
  if (type_is_vector(t)) {
    LLVMValueRef ones[1024];
    for (unsigned i = 0; i < t->len; i++)
      ones[i] = one_of(g, t->base);
    return LLVMConstVector(ones, (unsigned)t->len);
  }
  if (type_is_float(t))
    return LLVMConstReal(cg_type(g, t), 1.0);
  return LLVMConstInt(cg_type(g, t), 1, 0);
}

/* C17 6.5.16p3: an assignment's value is what the left operand holds
 * after it; a bit-field holds `v` reduced to its width (sign-extended
 * when the field is signed). */
static LLVMValueRef stored_value(CG *g, LValue lv, LLVMValueRef v) {
  if (lv.bit_width < 0 || !type_is_integer(lv.type) || lv.type->kind == TY_BOOL)
    return v;
  unsigned bits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  if ((unsigned)lv.bit_width >= bits)
    return v;
  LLVMValueRef sh = LLVMConstInt(LLVMTypeOf(v), bits - (unsigned)lv.bit_width, 0);
  LLVMValueRef up = LLVMBuildShl(g->b, v, sh, "");
  return type_is_signed(lv.type) ? LLVMBuildAShr(g->b, up, sh, "")
                                 : LLVMBuildLShr(g->b, up, sh, "");
}

/* The value ++ or -- gives the object, from its value `old`. */
static LLVMValueRef incdec_value(CG *g, Expr *e, Type *t, LLVMValueRef old) {
  bool inc = e->kind == EX_PREINC || e->kind == EX_POSTINC;
  if (type_is_pointer(t))
    return pointer_offset(g, t, old, LLVMConstInt(g->t_i64, 1, 0), !inc);
  if (t->kind == TY_BOOL) /* C17 6.5.2.4: ++ on _Bool makes it 1; -- flips it. */
    return inc ? LLVMConstInt(g->t_i1, 1, 0) : LLVMBuildNot(g->b, old, "");
  return arith(g, inc ? TOK_PLUS : TOK_MINUS, type_is_vector(t) ? t->base : t, old,
               one_of(g, t));
}

/* The value `lhs op= r` gives the object, from its value `old`. */
static LLVMValueRef compound_value(CG *g, Expr *e, Type *lt, LLVMValueRef old, LLVMValueRef r) {
  if (type_is_pointer(lt))
    return pointer_offset(g, lt, old, r, e->op == TOK_SUB_ASSIGN);
  /* The operation's type: rhs was converted to it (shifts: lhs's
   * promoted type). */
  Type *ct = type_is_vector(lt) ? lt
           : (e->op == TOK_SHL_ASSIGN || e->op == TOK_SHR_ASSIGN)
                 ? (type_int_rank(lt) < 4 ? g->prog->types.int_ : lt)
                 : type_unqualified(e->rhs->type);
  LLVMValueRef a = cg_convert(g, old, lt, ct);
  Type *op_type = type_is_vector(ct) ? ct->base : ct;
  return cg_convert(g, arith(g, e->op, op_type, a, r), ct, lt);
}

/* An atomic read-modify-write of lv that no atomicrmw does, as clang
 * emits it: a sequentially consistent load, then a compare-exchange loop
 * until no other thread changed the object in between; the new value.
 * `r` is compound_value's right operand, NULL for ++ and --. */
static LLVMValueRef atomic_update(CG *g, Expr *e, LValue lv, LLVMValueRef r, LLVMValueRef *oldp) {
  Type *t = type_unqualified(lv.type);
  LLVMValueRef first = cg_load(g, lv);
  LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b), loop = cg_block(g, "atomic_op");
  LLVMBuildBr(g->b, loop);
  cg_start_block(g, loop);
  LLVMValueRef old = LLVMBuildPhi(g->b, LLVMTypeOf(first), "");
  LLVMValueRef nv = r ? compound_value(g, e, t, old, r) : incdec_value(g, e, t, old);
  /* cmpxchg compares bits: floats as the integer of their width, a bool
   * as its byte */
  LLVMTypeRef it = LLVMIntTypeInContext(g->llctx, (unsigned)t->size * 8);
  bool f = type_is_float(t), b = t->kind == TY_BOOL;
  LLVMValueRef want = f ? LLVMBuildBitCast(g->b, old, it, "") : b ? LLVMBuildZExt(g->b, old, it, "") : old;
  LLVMValueRef put = f ? LLVMBuildBitCast(g->b, nv, it, "") : b ? LLVMBuildZExt(g->b, nv, it, "") : nv;
  LLVMValueRef x = LLVMBuildAtomicCmpXchg(g->b, lv.addr, want, put,
                                          LLVMAtomicOrderingSequentiallyConsistent,
                                          LLVMAtomicOrderingSequentiallyConsistent, 0);
  LLVMSetAlignment(x, (unsigned)t->size);
  if (lv.is_volatile)
    LLVMSetVolatile(x, 1);
  LLVMValueRef seen = LLVMBuildExtractValue(g->b, x, 0, "");
  LLVMValueRef ok = LLVMBuildExtractValue(g->b, x, 1, "");
  seen = f ? LLVMBuildBitCast(g->b, seen, LLVMTypeOf(first), "")
       : b ? LLVMBuildTrunc(g->b, seen, g->t_i1, "") : seen;
  LLVMBasicBlockRef back = LLVMGetInsertBlock(g->b), cont = cg_block(g, "atomic_cont");
  LLVMAddIncoming(old, (LLVMValueRef[]){first, seen}, (LLVMBasicBlockRef[]){from, back}, 2);
  LLVMBuildCondBr(g->b, ok, cont, loop);
  cg_start_block(g, cont);
  if (oldp)
    *oldp = old;
  return nv;
}

/* The atomicrmw operation clang uses for an _Atomic integer's `op=`
 * (+, -, &, |, ^), or -1 for a compare-exchange loop. */
static int rmw_of(int op) {
  switch (op) {
  case TOK_ADD_ASSIGN: return LLVMAtomicRMWBinOpAdd;
  case TOK_SUB_ASSIGN: return LLVMAtomicRMWBinOpSub;
  case TOK_AND_ASSIGN: return LLVMAtomicRMWBinOpAnd;
  case TOK_OR_ASSIGN: return LLVMAtomicRMWBinOpOr;
  case TOK_XOR_ASSIGN: return LLVMAtomicRMWBinOpXor;
  default: return -1;
  }
}

static LLVMValueRef atomic_rmw(CG *g, LValue lv, LLVMAtomicRMWBinOp op, LLVMValueRef v,
                               unsigned metadata) {
  LLVMValueRef r = LLVMBuildAtomicRMW(g->b, op, lv.addr, v,
                                      LLVMAtomicOrderingSequentiallyConsistent, 0);
  LLVMSetAlignment(r, (unsigned)lv.type->size);
  if (lv.is_volatile)
    LLVMSetVolatile(r, 1);
  if (metadata)
    g->tgt->atomic_metadata(g, r, metadata);
  return r;
}

/* ++ and -- of an _Atomic object, as clang: an integer's with atomicrmw
 * (no metadata), a float's with atomicrmw fadd/fsub (with it), the rest
 * (pointers, _Bool) in a compare-exchange loop. */
static LLVMValueRef atomic_incdec(CG *g, Expr *e, LValue lv) {
  Type *t = type_unqualified(lv.type);
  bool inc = e->kind == EX_PREINC || e->kind == EX_POSTINC;
  bool pre = e->kind == EX_PREINC || e->kind == EX_PREDEC;
  if ((type_is_integer(t) && t->kind != TY_BOOL) || type_is_float(t)) {
    bool f = type_is_float(t);
    LLVMValueRef one = one_of(g, t);
    LLVMAtomicRMWBinOp op = f ? (inc ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpFSub)
                              : (inc ? LLVMAtomicRMWBinOpAdd : LLVMAtomicRMWBinOpSub);
    LLVMValueRef old = atomic_rmw(g, lv, op, one, f ? ATOMIC_MD_NO_FINE | ATOMIC_MD_NO_REMOTE : 0);
    if (!pre)
      return old;
    return f ? (inc ? LLVMBuildFAdd(g->b, old, one, "") : LLVMBuildFSub(g->b, old, one, ""))
             : (inc ? LLVMBuildAdd(g->b, old, one, "") : LLVMBuildSub(g->b, old, one, ""));
  }
  LLVMValueRef old;
  LLVMValueRef nv = atomic_update(g, e, lv, NULL, &old);
  return pre ? nv : old;
}

static LLVMValueRef incdec(CG *g, Expr *e) {
  LValue lv = cg_lvalue(g, e->lhs);
  if (is_atomic(lv.type) && lv.bit_width < 0 && !lv.vec_type)
    return atomic_incdec(g, e, lv);
  Type *t = type_unqualified(e->lhs->type);
  LLVMValueRef old = cg_load(g, lv);
  LLVMValueRef nv = incdec_value(g, e, t, old);
  cg_store(g, lv, nv);
  return (e->kind == EX_PREINC || e->kind == EX_PREDEC) ? stored_value(g, lv, nv) : old;
}

static LLVMValueRef assign(CG *g, Expr *e) {
  if (e->op == TOK_ASSIGN) {
    LLVMValueRef v = cg_expr(g, e->rhs);
    LValue lv = cg_lvalue(g, e->lhs);
    cg_store(g, lv, v);
    return stored_value(g, lv, v);
  }
  LLVMValueRef r = cg_expr(g, e->rhs);
  LValue lv = cg_lvalue(g, e->lhs);
  Type *lt = type_unqualified(e->lhs->type);
  if (is_atomic(lv.type) && lv.bit_width < 0 && !lv.vec_type) {
    int op = rmw_of(e->op);
    if (op >= 0 && type_is_integer(lt) && lt->kind != TY_BOOL) {
      /* clang: the operand converted to the object's type, one atomicrmw */
      LLVMValueRef amt = cg_convert(g, r, type_unqualified(e->rhs->type), lt);
      LLVMValueRef old = atomic_rmw(g, lv, (LLVMAtomicRMWBinOp)op, amt,
                                    ATOMIC_MD_NO_FINE | ATOMIC_MD_NO_REMOTE);
      return arith(g, e->op, lt, old, amt);
    }
    return atomic_update(g, e, lv, r, NULL);
  }
  LLVMValueRef old = cg_load(g, lv);
  LLVMValueRef nv = compound_value(g, e, lt, old, r);
  cg_store(g, lv, nv);
  return stored_value(g, lv, nv);
}

static LLVMValueRef conditional(CG *g, Expr *e) {
  Type *t = e->type;
  bool is_void = t->kind == TY_VOID, agg = type_is_record(t);
  LLVMValueRef c = NULL;
  LLVMValueRef gnu_value = NULL;
  if (!e->lhs) {
    gnu_value = cg_expr(g, e->cond);
    c = cg_convert(g, gnu_value, e->cond->type, g->prog->types.bool_);
  }
  LLVMBasicBlockRef tb = cg_block(g, "cond.true"), fb = cg_block(g, "cond.false"),
                    end = cg_block(g, "cond.end");
  if (gnu_value)
    LLVMBuildCondBr(g->b, c, tb, fb);
  else
    cg_branch(g, e->cond, tb, fb);
  cg_start_block(g, tb);
  LLVMValueRef tv = NULL;
  if (e->lhs)
    tv = is_void ? (cg_expr(g, e->lhs), NULL) : agg ? cg_agg(g, e->lhs) : cg_expr(g, e->lhs);
  else
    tv = cg_convert(g, gnu_value, e->cond->type, t);
  LLVMBasicBlockRef tend = LLVMGetInsertBlock(g->b);
  LLVMBuildBr(g->b, end);
  cg_start_block(g, fb);
  LLVMValueRef fv = is_void ? (cg_expr(g, e->rhs), NULL) : agg ? cg_agg(g, e->rhs) : cg_expr(g, e->rhs);
  LLVMBasicBlockRef fend = LLVMGetInsertBlock(g->b);
  LLVMBuildBr(g->b, end);
  cg_start_block(g, end);
  if (is_void)
    return NULL;
  LLVMValueRef phi = LLVMBuildPhi(g->b, agg ? g->t_ptr : cg_type(g, t), "cond");
  LLVMValueRef vals[2] = {tv, fv};
  LLVMBasicBlockRef bbs[2] = {tend, fend};
  LLVMAddIncoming(phi, vals, bbs, 2);
  return phi;
}

static LLVMValueRef call(CG *g, Expr *e) {
  Expr *callee = e->lhs;
  LLVMValueRef fn;
  LLVMTypeRef ft;
  Type *fty = callee->type->base;
  if (callee->kind == EX_CAST && callee->cast == CK_FUNC_TO_PTR &&
      callee->lhs->kind == EX_IDENT && callee->lhs->obj &&
      callee->lhs->obj->kind == OBJ_FUNC) {
    Object *f = callee->lhs->obj;
    fn = cg_function_value(g, f);
    ft = g->fn_types[f->id];
  } else {
    fn = cg_expr(g, callee);
    ft = cg_type(g, fty);
  }
  /* the target's hidden argument first: the caller's own (host_abi.h) */
  unsigned extra = g->tgt->hidden_params;
  LLVMValueRef *args = arena_alloc(&g->ctx->arena, (e->nargs + 2) * sizeof *args);
  args[0] = g->ctx_param;
  for (size_t i = 0; i < e->nargs; i++) {
    Expr *a = e->args[i];
    if (type_is_record(a->type)) {
      LLVMValueRef p = cg_agg(g, a);
      LLVMValueRef v = LLVMBuildLoad2(g->b, cg_type(g, a->type), p, "");
      LLVMSetAlignment(v, a->type->align);
      args[i + extra] = v;
    } else {
      args[i + extra] = cg_expr(g, a);
    }
  }
  unsigned n = (unsigned)e->nargs + extra;
  if (!fty->has_proto && e->nargs) {
    /* A function without a prototype is called with the promoted
     * arguments' types (C17 6.5.2.2p6), as clang calls it. */
    LLVMTypeRef *ps = arena_alloc(&g->ctx->arena, n * sizeof *ps);
    for (unsigned i = 0; i < n; i++)
      ps[i] = LLVMTypeOf(args[i]);
    ft = LLVMFunctionType(LLVMGetReturnType(ft), ps, n, 0);
  }
  return LLVMBuildCall2(g->b, ft, fn, args, n, "");
}

static LLVMValueRef cast(CG *g, Expr *e) {
  switch (e->cast) {
  case CK_ARRAY_TO_PTR:
    return cg_lvalue(g, e->lhs).addr;
  case CK_FUNC_TO_PTR:
    if (e->lhs->kind == EX_IDENT && e->lhs->obj && e->lhs->obj->kind == OBJ_FUNC)
      return cg_function_value(g, e->lhs->obj);
    if (e->lhs->kind == EX_DEREF)
      return cg_expr(g, e->lhs->lhs);
    return cg_expr(g, e->lhs);
  case CK_TO_VOID:
    if (type_is_record(e->lhs->type))
      cg_agg(g, e->lhs);
    else
      cg_expr(g, e->lhs);
    return NULL;
  case CK_NULL_TO_PTR:
    if (e->lhs->kind != EX_INT)
      cg_expr(g, e->lhs);
    return LLVMConstNull(g->t_ptr);
  case CK_NOOP:
    return cg_expr(g, e->lhs);
  case CK_VECTOR_SPLAT:
    return cg_vector_splat(g, cg_expr(g, e->lhs), e->type);
  case CK_BITCAST:
    return LLVMBuildBitCast(g->b, cg_expr(g, e->lhs), cg_type(g, e->type), "");
  default:
    return cg_convert(g, cg_expr(g, e->lhs), e->lhs->type, e->type);
  }
}

static LLVMValueRef stmt_expr(CG *g, Expr *e, bool want_agg) {
  Stmt *body = e->stmt;
  if (!body->nitems)
    return NULL;
  size_t depth = g->cleanups.len;
  for (size_t i = 0; i + 1 < body->nitems; i++)
    cg_stmt(g, body->items[i]);
  Stmt *last = cg_labels(g, body->items[body->nitems - 1]);
  LLVMValueRef v = NULL;
  if (last->kind == ST_EXPR && e->type->kind != TY_VOID)
    v = want_agg ? cg_agg(g, last->expr) : cg_expr(g, last->expr);
  else
    cg_stmt(g, last);
  cg_cleanups(g, depth, true); /* after the value, as GCC runs them */
  return v;
}

LLVMValueRef cg_expr(CG *g, Expr *e) {
  if (e->lvalue && !type_is_record(e->type) && e->type->kind != TY_ARRAY &&
      e->type->kind != TY_FUNC)
    return cg_load(g, cg_lvalue(g, e));
  switch (e->kind) {
  case EX_INT:
  case EX_CHAR:
    if (type_is_pointer(e->type))
      return LLVMConstNull(g->t_ptr);
    return const_int(g, e->type, e->ival);
  case EX_FLOAT:
    return LLVMConstReal(cg_type(g, e->type), e->fval);
  case EX_CAST:
    return cast(g, e);
  case EX_UNARY: {
    LLVMValueRef v = cg_expr(g, e->lhs);
    Type *t = type_is_vector(e->type) ? e->type->base : e->type;
    if (e->op == TOK_BANG && type_is_vector(e->type)) {
      Type *vt = type_unqualified(e->lhs->type); /* -1 where v is 0 */
      return LLVMBuildSExt(g->b, compare(g, TOK_EQEQ, vt->base, v,
                                         LLVMConstNull(LLVMTypeOf(v))),
                           cg_type(g, e->type), "sext");
    }
    switch (e->op) {
    case TOK_MINUS:
      if (type_is_float(t))
        return cg_fp_flags(g, LLVMBuildFNeg(g->b, v, "fneg"));
      return type_is_signed(t) ? LLVMBuildNSWNeg(g->b, v, "sub") : LLVMBuildNeg(g->b, v, "sub");
    case TOK_TILDE:
      return LLVMBuildNot(g->b, v, "not");
    case TOK_BANG: {
      LLVMValueRef b = cg_convert(g, v, e->lhs->type, g->prog->types.bool_);
      return LLVMBuildZExt(g->b, LLVMBuildNot(g->b, b, "lnot"), g->t_i32, "lnot.ext");
    }
    default:
      return v;
    }
  }
  case EX_ADDR:
    if (e->lhs->type->kind == TY_FUNC && e->lhs->kind == EX_IDENT)
      return cg_function_value(g, e->lhs->obj);
    return cg_lvalue(g, e->lhs).addr;
  case EX_PREINC: case EX_PREDEC: case EX_POSTINC: case EX_POSTDEC:
    return incdec(g, e);
  case EX_BINARY:
    return binary(g, e);
  case EX_LOGAND:
  case EX_LOGOR:
    return logical(g, e);
  case EX_ASSIGN:
    if (type_is_record(e->type)) {
      cg_agg(g, e);
      return NULL;
    }
    return assign(g, e);
  case EX_COND:
    if (type_is_record(e->type))
      return conditional(g, e); /* the address */
    return conditional(g, e);
  case EX_COMMA:
    if (type_is_record(e->lhs->type))
      cg_agg(g, e->lhs);
    else
      cg_expr(g, e->lhs);
    return cg_expr(g, e->rhs);
  case EX_CALL:
    return call(g, e);
  case EX_LABEL_ADDR:
    return cg_label_address(g, e);
  case EX_BUILTIN:
    return cg_builtin(g, e);
  case EX_BUILTIN_VAR:
    return cg_builtin_var(g, e);
  case EX_STMT:
    return stmt_expr(g, e, false);
  case EX_SWIZZLE:
  case EX_INDEX: /* of a vector that is no lvalue: f().xy, (a + b)[1] */
    return cg_vector_rvalue(g, e);
  case EX_MEMBER: /* of a structure that is no lvalue: f().m, (c ? s : t).m */
    if (type_is_record(e->type))
      return cg_agg(g, e);
    return cg_load(g, cg_lvalue(g, e));
  default:
    if (type_is_record(e->type))
      return cg_agg(g, e);
    cg_error(g, e->loc, "internal error: unexpected expression in code generation");
    return LLVMGetUndef(cg_type(g, e->type));
  }
}

/* The address of a struct or union value, materialising temporaries for
 * values that have no home (call results). */
LLVMValueRef cg_agg(CG *g, Expr *e) {
  if (e->lvalue)
    return cg_lvalue(g, e).addr;
  switch (e->kind) {
  case EX_CALL: {
    LLVMValueRef v = call(g, e);
    LLVMValueRef tmp = cg_alloca(g, e->type, "agg.tmp");
    LLVMValueRef st = LLVMBuildStore(g->b, v, tmp);
    LLVMSetAlignment(st, e->type->align);
    return tmp;
  }
  case EX_ASSIGN: {
    LLVMValueRef src = cg_agg(g, e->rhs);
    LValue lv = cg_lvalue(g, e->lhs);
    cg_memcpy(g, lv.addr, src, e->type->size, e->type->align);
    return lv.addr;
  }
  case EX_COND:
    return conditional(g, e);
  case EX_COMMA:
    if (type_is_record(e->lhs->type))
      cg_agg(g, e->lhs);
    else
      cg_expr(g, e->lhs);
    return cg_agg(g, e->rhs);
  case EX_STMT:
    return stmt_expr(g, e, true);
  case EX_CAST:
    return cg_agg(g, e->lhs);
  case EX_MEMBER: /* a structure member of a structure that is no lvalue */
    return cg_lvalue(g, e).addr;
  default: {
    cg_error(g, e->loc, "internal error: unexpected struct expression");
    return LLVMGetUndef(g->t_ptr);
  }
  }
}
