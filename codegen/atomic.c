/* atomic.c - the atomic builtins of every family, from the one form sema
 * checks them into (sema/atomic.h), as clang 22's CGAtomic lowers them:
 * a memory order that is not a constant becomes a switch over the orders
 * the operation may have, each case the operation; metadata as clang
 * attaches it on AMDGPU (the target's atomic_metadata): HIP's and GNU's
 * read-modify-writes promise no fine-grained and no remote memory, HIP's
 * no private or constant memory either, __sync_* promise nothing. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"
#include "../sema/atomic.h"

/* What one operation needs, computed before any switch over orders. */
typedef struct Operands {
  const AtomicInfo *a;
  Type *vt;          /* the atomic object's type */
  LLVMTypeRef mt;    /* the type of the memory access */
  LLVMValueRef p, v, expected, out;
  unsigned scope;
  bool weak;
  LLVMValueRef failure; /* an order, or NULL: as the success order allows */
} Operands;

typedef LLVMValueRef EmitFn(CG *g, const Operands *o, LLVMAtomicOrdering order);

static bool by_pointer(const AtomicInfo *a) {
  return a->family == AF_GNU_PTR || a->family == AF_SCOPED_PTR;
}

static unsigned metadata_flags(const AtomicInfo *a) {
  switch (a->family) {
  case AF_HIP: return ATOMIC_MD_NOALIAS_AS | ATOMIC_MD_NO_FINE | ATOMIC_MD_NO_REMOTE;
  case AF_SYNC: return 0;
  default: return ATOMIC_MD_NO_FINE | ATOMIC_MD_NO_REMOTE;
  }
}

/* The order a constant __ATOMIC_* gives an operation: a load cannot
 * release and a store cannot acquire (sema warned; clang drops such an
 * operation, hipc keeps the part that is allowed), a value out of range
 * is seq_cst. */
static LLVMAtomicOrdering constant_order(int64_t c, AtomicOp op) {
  bool load = atomic_op_reads_only(op), store = atomic_op_writes_only(op);
  if (c < 0 || c > 5)
    return LLVMAtomicOrderingSequentiallyConsistent;
  if (load && c == 3)
    return LLVMAtomicOrderingMonotonic;
  if (load && c == 4)
    return LLVMAtomicOrderingAcquire;
  if (store && (c == 1 || c == 2))
    return LLVMAtomicOrderingMonotonic;
  if (store && c == 4)
    return LLVMAtomicOrderingRelease;
  return cg_atomic_ordering(c);
}

/* fn at `order`: directly for a constant, else in a switch whose cases
 * are the orders the operation takes (clang's), the default relaxed. */
static LLVMValueRef with_order(CG *g, Expr *order, const Operands *o, EmitFn *fn, Type *rt) {
  int64_t c;
  if (sema_fold_int(order, &c))
    return fn(g, o, constant_order(c, o->a->op));
  AtomicOp op = o->a->op;
  bool load = atomic_op_reads_only(op), store = atomic_op_writes_only(op);
  bool fence = op == AOP_FENCE || op == AOP_SIGNAL_FENCE;
  LLVMValueRef v = cg_expr(g, order);
  /* the blocks in the order clang emits them, after the current one */
  LLVMBasicBlockRef after = LLVMGetInsertBlock(g->b);
#define PLACE(bb) (LLVMMoveBasicBlockAfter((bb), after), after = (bb))
  struct { int value; LLVMAtomicOrdering order; bool ok; } cases[] = {
      {1, LLVMAtomicOrderingAcquire, !store}, {2, LLVMAtomicOrderingAcquire, !store},
      {3, LLVMAtomicOrderingRelease, !load},  {4, LLVMAtomicOrderingAcquireRelease, !load && !store},
      {5, LLVMAtomicOrderingSequentiallyConsistent, true}};
  LLVMBasicBlockRef end = cg_block(g, "atomic.continue");
  LLVMBasicBlockRef dflt = cg_block(g, fence ? "atomic.relaxed" : "monotonic");
  PLACE(dflt);
  LLVMValueRef sw = LLVMBuildSwitch(g->b, v, dflt, 5);
  LLVMValueRef results[6];
  LLVMBasicBlockRef froms[6];
  unsigned n = 0;
  cg_start_block(g, dflt);
  results[n] = fence ? NULL : fn(g, o, LLVMAtomicOrderingMonotonic);
  froms[n++] = LLVMGetInsertBlock(g->b);
  LLVMBuildBr(g->b, end);
  LLVMBasicBlockRef acquire = NULL;
  for (unsigned i = 0; i < 5; i++) {
    if (!cases[i].ok)
      continue;
    if (cases[i].value == 2 && acquire) { /* consume and acquire: one case */
      LLVMAddCase(sw, LLVMConstInt(g->t_i32, 2, 0), acquire);
      continue;
    }
    static const char *names[] = {"", "acquire", "acquire", "release", "acqrel", "seqcst"};
    LLVMBasicBlockRef bb = cg_block(g, names[cases[i].value]);
    PLACE(bb);
    if (cases[i].value == 1)
      acquire = bb;
    LLVMAddCase(sw, LLVMConstInt(g->t_i32, (uint64_t)cases[i].value, 0), bb);
    cg_start_block(g, bb);
    results[n] = fn(g, o, cases[i].order);
    froms[n++] = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, end);
  }
  PLACE(end);
#undef PLACE
  cg_start_block(g, end);
  if (!rt || rt->kind == TY_VOID || !results[0])
    return NULL;
  LLVMValueRef phi = LLVMBuildPhi(g->b, LLVMTypeOf(results[0]), "");
  LLVMAddIncoming(phi, results, froms, n);
  return phi;
}

/* ---- the operations ------------------------------------------------------------ */

static LLVMValueRef to_memory(CG *g, const Operands *o, LLVMValueRef v) {
  return o->vt->kind == TY_BOOL ? LLVMBuildZExt(g->b, v, g->t_i8, "") : v;
}

static LLVMValueRef from_memory(CG *g, const Operands *o, LLVMValueRef v) {
  if (o->vt->kind == TY_BOOL)
    return LLVMBuildTrunc(g->b, v, g->t_i1, "");
  if (type_is_pointer(o->vt) && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind)
    return LLVMBuildIntToPtr(g->b, v, g->t_ptr, "");
  return v;
}

/* the generic forms' results go through their pointer */
static LLVMValueRef result_out(CG *g, const Operands *o, LLVMValueRef r) {
  if (!o->out)
    return from_memory(g, o, r);
  LLVMValueRef st = LLVMBuildStore(g->b, r, o->out);
  LLVMSetAlignment(st, o->vt->align ? o->vt->align : 1);
  return NULL;
}

static LLVMValueRef emit_load(CG *g, const Operands *o, LLVMAtomicOrdering order) {
  LLVMValueRef l = LLVMBuildLoad2(g->b, o->mt, o->p, "");
  LLVMSetAlignment(l, (unsigned)o->vt->size);
  LLVMSetOrdering(l, order);
  LLVMSetAtomicSyncScopeID(l, o->scope);
  return result_out(g, o, l);
}

static LLVMValueRef emit_store(CG *g, const Operands *o, LLVMAtomicOrdering order) {
  LLVMValueRef st = LLVMBuildStore(g->b, o->v, o->p);
  LLVMSetAlignment(st, (unsigned)o->vt->size);
  if (o->a->op != AOP_INIT) {
    LLVMSetOrdering(st, order);
    LLVMSetAtomicSyncScopeID(st, o->scope);
  }
  return NULL;
}

static LLVMAtomicRMWBinOp rmw_op(const Operands *o) {
  bool f = type_is_float(o->vt), sg = type_is_signed(o->vt);
  switch (o->a->op) {
  case AOP_ADD: return f ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpAdd;
  case AOP_SUB: return f ? LLVMAtomicRMWBinOpFSub : LLVMAtomicRMWBinOpSub;
  case AOP_AND: return LLVMAtomicRMWBinOpAnd;
  case AOP_OR: return LLVMAtomicRMWBinOpOr;
  case AOP_XOR: return LLVMAtomicRMWBinOpXor;
  case AOP_NAND: return LLVMAtomicRMWBinOpNand;
  case AOP_MIN: return f ? LLVMAtomicRMWBinOpFMin : sg ? LLVMAtomicRMWBinOpMin : LLVMAtomicRMWBinOpUMin;
  case AOP_MAX: return f ? LLVMAtomicRMWBinOpFMax : sg ? LLVMAtomicRMWBinOpMax : LLVMAtomicRMWBinOpUMax;
  default: return LLVMAtomicRMWBinOpXchg;
  }
}

/* op_fetch: the operation again on the old value */
static LLVMValueRef new_value(CG *g, const Operands *o, LLVMValueRef old) {
  LLVMBuilderRef b = g->b;
  LLVMValueRef v = o->v;
  bool f = type_is_float(o->vt), sg = type_is_signed(o->vt);
  LLVMTypeRef t = LLVMTypeOf(old);
  switch (o->a->op) {
  case AOP_ADD: return f ? LLVMBuildFAdd(b, old, v, "") : LLVMBuildAdd(b, old, v, "");
  case AOP_SUB: return f ? LLVMBuildFSub(b, old, v, "") : LLVMBuildSub(b, old, v, "");
  case AOP_AND: return LLVMBuildAnd(b, old, v, "");
  case AOP_OR: return LLVMBuildOr(b, old, v, "");
  case AOP_XOR: return LLVMBuildXor(b, old, v, "");
  case AOP_NAND: return LLVMBuildNot(b, LLVMBuildAnd(b, old, v, ""), "");
  case AOP_MIN:
    return cg_call_intrinsic(g, f ? "llvm.minnum" : sg ? "llvm.smin" : "llvm.umin", &t, 1,
                             (LLVMValueRef[]){old, v}, 2);
  case AOP_MAX:
    return cg_call_intrinsic(g, f ? "llvm.maxnum" : sg ? "llvm.smax" : "llvm.umax", &t, 1,
                             (LLVMValueRef[]){old, v}, 2);
  default: return old;
  }
}

static LLVMValueRef emit_rmw(CG *g, const Operands *o, LLVMAtomicOrdering order) {
  LLVMValueRef r = LLVMBuildAtomicRMWSyncScope(g->b, rmw_op(o), o->p, o->v, order, o->scope);
  LLVMSetAlignment(r, (unsigned)o->vt->size);
  g->tgt->atomic_metadata(g, r, metadata_flags(o->a));
  if (o->a->result == AR_NEW)
    r = new_value(g, o, r);
  return result_out(g, o, r);
}

static LLVMValueRef emit_tas(CG *g, const Operands *o, LLVMAtomicOrdering order) {
  LLVMValueRef r = LLVMBuildAtomicRMWSyncScope(g->b, LLVMAtomicRMWBinOpXchg, o->p,
                                               LLVMConstInt(g->t_i8, 1, 0), order, o->scope);
  LLVMSetAlignment(r, 1);
  g->tgt->atomic_metadata(g, r, metadata_flags(o->a));
  return LLVMBuildICmp(g->b, LLVMIntNE, r, LLVMConstInt(g->t_i8, 0, 0), "tobool");
}

static LLVMAtomicOrdering failure_order(const Operands *o, LLVMAtomicOrdering success) {
  if (!o->failure)
    return success;
  if (LLVMIsAConstantInt(o->failure)) {
    int64_t c = LLVMConstIntGetSExtValue(o->failure);
    /* a failed exchange only reads; an order out of range is relaxed */
    return c < 0 || c > 5 ? LLVMAtomicOrderingMonotonic : constant_order(c, AOP_LOAD);
  }
  return LLVMAtomicOrderingSequentiallyConsistent; /* not a constant: the strongest */
}

static LLVMValueRef emit_cas(CG *g, const Operands *o, LLVMAtomicOrdering order) {
  bool sync = o->a->op == AOP_BOOL_CAS || o->a->op == AOP_VAL_CAS;
  LLVMValueRef expected = o->expected;
  if (!sync) {
    expected = LLVMBuildLoad2(g->b, o->mt, o->expected, "");
    LLVMSetAlignment(expected, (unsigned)o->vt->size);
  }
  LLVMValueRef x = LLVMBuildAtomicCmpXchgSyncScope(g->b, o->p, expected, o->v, order,
                                                   failure_order(o, order), o->scope);
  LLVMSetAlignment(x, (unsigned)o->vt->size);
  if (o->weak)
    LLVMSetWeak(x, 1);
  LLVMValueRef old = LLVMBuildExtractValue(g->b, x, 0, "");
  LLVMValueRef ok = LLVMBuildExtractValue(g->b, x, 1, "");
  if (o->a->op == AOP_VAL_CAS)
    return from_memory(g, o, old);
  if (sync)
    return ok;
  /* On failure the current value goes back to *expected. */
  LLVMBasicBlockRef store = cg_block(g, "cmpxchg.store_expected");
  LLVMBasicBlockRef cont = cg_block(g, "cmpxchg.continue");
  LLVMBuildCondBr(g->b, ok, cont, store);
  cg_start_block(g, store);
  LLVMValueRef st = LLVMBuildStore(g->b, old, o->expected);
  LLVMSetAlignment(st, (unsigned)o->vt->size);
  LLVMBuildBr(g->b, cont);
  cg_start_block(g, cont);
  return ok;
}

static LLVMValueRef emit_fence(CG *g, const Operands *o, LLVMAtomicOrdering order) {
  if (order != LLVMAtomicOrderingMonotonic) /* a relaxed fence is none */
    LLVMBuildFenceSyncScope(g->b, order, o->scope, "");
  return NULL;
}

/* ---- the lowering ---------------------------------------------------------------- */

/* The memory type of a value of type t: its own, a byte for a bool, an
 * integer of its size for what the generic forms move. */
static LLVMTypeRef memory_type(CG *g, const AtomicInfo *a, Type *t) {
  if (by_pointer(a) && !type_is_scalar(t))
    return LLVMIntTypeInContext(g->llctx, (unsigned)t->size * 8);
  if (type_is_pointer(t) && (a->op == AOP_ADD || a->op == AOP_SUB))
    return g->t_i64; /* GNU's pointer arithmetic is on the address */
  return cg_mem_type(g, t);
}

LLVMValueRef cg_atomic(CG *g, Expr *e) {
  const AtomicInfo *a = atomic_info(e->builtin);
  Expr **s = e->args;
  Operands o = {.a = a};
  o.scope = g->tgt->sync_scope(g, cg_builtin_const_arg(e, AS_SCOPE));
  if (a->op == AOP_FENCE || a->op == AOP_SIGNAL_FENCE) {
    return with_order(g, s[AS_ORDER], &o, emit_fence, NULL);
  }
  bool bytes = a->op == AOP_TAS || a->op == AOP_CLEAR; /* the object's first byte */
  o.vt = bytes ? g->prog->types.uchar : type_unqualified(s[AS_PTR]->type->base);
  o.p = cg_expr(g, s[AS_PTR]);
  o.mt = memory_type(g, a, o.vt);
  switch (a->op) {
  case AOP_LOAD:
    if (by_pointer(a))
      o.out = cg_expr(g, s[AS_OUT]);
    return with_order(g, s[AS_ORDER], &o, emit_load, e->type);
  case AOP_TAS:
    return with_order(g, s[AS_ORDER], &o, emit_tas, e->type);
  case AOP_CLEAR:
  case AOP_LOCK_RELEASE:
    o.v = LLVMConstNull(o.mt);
    if (a->op == AOP_LOCK_RELEASE)
      return emit_store(g, &o, LLVMAtomicOrderingRelease);
    return with_order(g, s[AS_ORDER], &o, emit_store, NULL);
  default:
    break;
  }
  /* the operand: its value, or what the generic form's pointer points at */
  if (by_pointer(a)) {
    LLVMValueRef vp = cg_expr(g, s[AS_VAL]);
    o.v = LLVMBuildLoad2(g->b, o.mt, vp, "");
    LLVMSetAlignment(o.v, o.vt->align ? o.vt->align : 1);
  } else {
    o.v = to_memory(g, &o, cg_expr(g, s[AS_VAL]));
    if (type_is_pointer(o.vt) && (a->op == AOP_ADD || a->op == AOP_SUB)) {
      uint64_t scale = 1; /* C11's pointer arithmetic is in elements */
      Type *el = o.vt->base;
      if (a->family == AF_C11 && el && type_is_complete(el) && !type_is_void(el))
        scale = el->size;
      if (scale != 1)
        o.v = LLVMBuildMul(g->b, o.v, LLVMConstInt(g->t_i64, scale, 0), "");
    } else if (type_is_pointer(o.vt) && LLVMGetTypeKind(LLVMTypeOf(o.v)) != LLVMPointerTypeKind) {
      o.v = LLVMBuildIntToPtr(g->b, o.v, g->t_ptr, "");
    }
  }
  switch (a->op) {
  case AOP_STORE:
  case AOP_INIT:
    return with_order(g, s[AS_ORDER], &o, emit_store, NULL);
  case AOP_CAS:
  case AOP_CAS_WEAK:
  case AOP_BOOL_CAS:
  case AOP_VAL_CAS: {
    bool sync = a->op == AOP_BOOL_CAS || a->op == AOP_VAL_CAS;
    o.expected = cg_expr(g, s[AS_EXPECTED]);
    if (sync)
      o.expected = to_memory(g, &o, o.expected);
    int64_t weak = 0;
    o.weak = sema_fold_int(s[AS_WEAK], &weak) ? weak != 0 : false; /* else strong */
    if (type_is_float(o.vt)) { /* cmpxchg compares bits: an integer of the width */
      o.mt = LLVMIntTypeInContext(g->llctx, (unsigned)o.vt->size * 8);
      o.v = LLVMBuildBitCast(g->b, o.v, o.mt, "");
    }
    if (!sync)
      o.failure = cg_expr(g, s[AS_FAILURE]);
    return with_order(g, s[AS_ORDER], &o, emit_cas, e->type);
  }
  default: /* exchange, read-modify-write */
    if (by_pointer(a) && a->op == AOP_XCHG)
      o.out = cg_expr(g, s[AS_OUT]);
    return with_order(g, s[AS_ORDER], &o, emit_rmw, e->type);
  }
}
