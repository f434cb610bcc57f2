/* builtins.c - lowering of sema's builtins and HIP's built-in variables to
 * the IR clang 22 produces for them (AMDGPUUsage, clang's CGBuiltin). */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"
#include "../runtime/host_abi.h"
#include "../sema/sema.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

static LLVMValueRef call0(CG *g, const char *name) {
  return cg_call_intrinsic(g, name, NULL, 0, NULL, 0);
}

/* A pointer into the kernel's implicit arguments (v5+) or dispatch packet
 * (v4), `off` bytes in, in the constant address space. */
static LLVMValueRef kernarg_field(CG *g, bool implicit, unsigned off) {
  LLVMValueRef base = call0(g, implicit ? "llvm.amdgcn.implicitarg.ptr"
                                        : "llvm.amdgcn.dispatch.ptr");
  if (!off)
    return base;
  LLVMValueRef idx = LLVMConstInt(g->t_i64, off, 0);
  return LLVMBuildInBoundsGEP2(g->b, g->t_i8, base, &idx, 1, "");
}

/* blockDim: a u16 that is known to be in [1, 1024] and never changes. */
static LLVMValueRef workgroup_size(CG *g, int axis) {
  bool v5 = g->opts->code_object_version >= 5;
  LLVMValueRef p = kernarg_field(g, v5, (unsigned)(v5 ? 12 : 4) + 2u * (unsigned)axis);
  LLVMValueRef v = LLVMBuildLoad2(g->b, g->t_i16, p, "");
  LLVMSetAlignment(v, 2);
  LLVMMetadataRef r[2] = {LLVMValueAsMetadata(LLVMConstInt(g->t_i16, 1, 0)),
                          LLVMValueAsMetadata(LLVMConstInt(g->t_i16, 1025, 0))};
  LLVMSetMetadata(v, g->md_range,
                  LLVMMetadataAsValue(g->llctx, LLVMMDNodeInContext2(g->llctx, r, 2)));
  LLVMValueRef empty = LLVMMetadataAsValue(g->llctx, g->empty_md);
  LLVMSetMetadata(v, g->md_invariant, empty);
  LLVMSetMetadata(v, g->md_noundef, empty);
  return v;
}

static LLVMValueRef load_u32(CG *g, LLVMValueRef p) {
  LLVMValueRef v = LLVMBuildLoad2(g->b, g->t_i32, p, "");
  LLVMSetAlignment(v, 4);
  return v;
}

/* gridDim: the hidden block count (v5), or grid size over workgroup size
 * rounded up (v4), as HIP's ockl computes it. */
static LLVMValueRef num_workgroups(CG *g, int axis) {
  if (g->opts->code_object_version >= 5)
    return load_u32(g, kernarg_field(g, true, 4u * (unsigned)axis));
  LLVMValueRef grid = load_u32(g, kernarg_field(g, false, 12u + 4u * (unsigned)axis));
  LLVMValueRef wg = LLVMBuildZExt(g->b, workgroup_size(g, axis), g->t_i32, "");
  LLVMValueRef q = LLVMBuildUDiv(g->b, grid, wg, "");
  LLVMValueRef rem = LLVMBuildSub(g->b, grid, LLVMBuildMul(g->b, q, wg, ""), "");
  LLVMValueRef nz = LLVMBuildZExt(g->b, LLVMBuildICmp(g->b, LLVMIntNE, rem,
                                                      LLVMConstInt(g->t_i32, 0, 0), ""),
                                  g->t_i32, "");
  return LLVMBuildAdd(g->b, q, nz, "");
}

static const char *const axis_names[3] = {"x", "y", "z"};

LLVMValueRef cg_builtin_var(CG *g, Expr *e) {
  int var = e->builtin / 3, axis = e->builtin % 3;
  char name[64];
  if (g->host)
    return host_builtin_var(g, var, axis);
  switch (var) {
  case BV_THREAD_IDX:
    snprintf(name, sizeof name, "llvm.amdgcn.workitem.id.%s", axis_names[axis]);
    return call0(g, name);
  case BV_BLOCK_IDX:
    snprintf(name, sizeof name, "llvm.amdgcn.workgroup.id.%s", axis_names[axis]);
    return call0(g, name);
  case BV_BLOCK_DIM:
    return LLVMBuildZExt(g->b, workgroup_size(g, axis), g->t_i32, "");
  case BV_GRID_DIM:
    return num_workgroups(g, axis);
  default: /* warpSize */
    return call0(g, "llvm.amdgcn.wavefrontsize");
  }
}

static LLVMAtomicOrdering ordering(int64_t c) {
  switch (c) {
  case 0: return LLVMAtomicOrderingMonotonic;
  case 1: case 2: return LLVMAtomicOrderingAcquire;
  case 3: return LLVMAtomicOrderingRelease;
  case 4: return LLVMAtomicOrderingAcquireRelease;
  default: return LLVMAtomicOrderingSequentiallyConsistent;
  }
}

static unsigned sync_scope(CG *g, int64_t scope) {
  /* The CPU knows only "singlethread" and the whole system. */
  if (g->host)
    return LLVMGetSyncScopeID(g->llctx, scope == 1 ? "singlethread" : "",
                              scope == 1 ? 12 : 0);
  /* __HIP_MEMORY_SCOPE_*: 1 single thread ... 5 system. */
  static const char *names[] = {"", "singlethread", "wavefront", "workgroup",
                                "agent", "", "agent"};
  const char *n = scope >= 0 && scope < 7 ? names[scope] : "";
  return LLVMGetSyncScopeID(g->llctx, n, strlen(n));
}

static int64_t const_arg(Expr *e, size_t i) {
  int64_t v = 0;
  sema_fold_int(e->args[i], &v);
  return v;
}

/* clang marks HIP atomics as touching neither fine-grained nor remote
 * memory, and never private memory (!noalias.addrspace [5, 6)). */
static void atomic_metadata(CG *g, LLVMValueRef inst) {
  if (g->host)
    return;
  LLVMValueRef empty = LLVMMetadataAsValue(g->llctx, g->empty_md);
  LLVMMetadataRef r[2] = {LLVMValueAsMetadata(LLVMConstInt(g->t_i32, 5, 0)),
                          LLVMValueAsMetadata(LLVMConstInt(g->t_i32, 6, 0))};
  LLVMSetMetadata(inst, g->md_noalias_as,
                  LLVMMetadataAsValue(g->llctx, LLVMMDNodeInContext2(g->llctx, r, 2)));
  LLVMSetMetadata(inst, g->md_no_fine, empty);
  LLVMSetMetadata(inst, g->md_no_remote, empty);
}

static LLVMValueRef atomic_rmw(CG *g, Expr *e) {
  Type *vt = e->type;
  bool f = type_is_float(vt), sg = type_is_signed(vt);
  LLVMAtomicRMWBinOp op;
  switch (e->builtin) {
  case BI_ATOMIC_FETCH_ADD: op = f ? LLVMAtomicRMWBinOpFAdd : LLVMAtomicRMWBinOpAdd; break;
  case BI_ATOMIC_FETCH_SUB: op = f ? LLVMAtomicRMWBinOpFSub : LLVMAtomicRMWBinOpSub; break;
  case BI_ATOMIC_FETCH_AND: op = LLVMAtomicRMWBinOpAnd; break;
  case BI_ATOMIC_FETCH_OR: op = LLVMAtomicRMWBinOpOr; break;
  case BI_ATOMIC_FETCH_XOR: op = LLVMAtomicRMWBinOpXor; break;
  case BI_ATOMIC_FETCH_MIN:
    op = f ? LLVMAtomicRMWBinOpFMin : sg ? LLVMAtomicRMWBinOpMin : LLVMAtomicRMWBinOpUMin;
    break;
  case BI_ATOMIC_FETCH_MAX:
    op = f ? LLVMAtomicRMWBinOpFMax : sg ? LLVMAtomicRMWBinOpMax : LLVMAtomicRMWBinOpUMax;
    break;
  default: op = LLVMAtomicRMWBinOpXchg; break;
  }
  LLVMValueRef p = cg_expr(g, e->args[0]);
  LLVMValueRef v = cg_expr(g, e->args[1]);
  if (vt->kind == TY_BOOL)
    v = LLVMBuildZExt(g->b, v, g->t_i8, "");
  LLVMValueRef r = LLVMBuildAtomicRMWSyncScope(g->b, op, p, v, ordering(const_arg(e, 2)),
                                               sync_scope(g, const_arg(e, 3)));
  LLVMSetAlignment(r, (unsigned)vt->size);
  atomic_metadata(g, r);
  if (vt->kind == TY_BOOL)
    r = LLVMBuildTrunc(g->b, r, g->t_i1, "");
  return r;
}

/* HIP's atomicInc / atomicDec: clang's CGBuiltin gives them the scope
 * named by the string and, of the HIP atomics' metadata, only
 * !amdgpu.no.fine.grained.memory. */
static LLVMValueRef atomic_wrap(CG *g, Expr *e) {
  bool inc = e->builtin == BI_ATOMIC_INC32 || e->builtin == BI_ATOMIC_INC64;
  LLVMValueRef p = cg_expr(g, e->args[0]);
  LLVMValueRef v = cg_expr(g, e->args[1]);
  Expr *scope = e->args[3];
  size_t n = scope->str_len ? scope->str_len - 1 : 0;
  unsigned ssid = g->host ? LLVMGetSyncScopeID(g->llctx, "", 0) /* the CPU: system */
                          : LLVMGetSyncScopeID(g->llctx, scope->str, n);
  LLVMValueRef r = LLVMBuildAtomicRMWSyncScope(
      g->b, inc ? LLVMAtomicRMWBinOpUIncWrap : LLVMAtomicRMWBinOpUDecWrap, p, v,
      ordering(const_arg(e, 2)), ssid);
  LLVMSetAlignment(r, (unsigned)e->type->size);
  if (!g->host)
    LLVMSetMetadata(r, g->md_no_fine, LLVMMetadataAsValue(g->llctx, g->empty_md));
  return r;
}

static LLVMValueRef atomic_load_store(CG *g, Expr *e) {
  bool is_load = e->builtin == BI_ATOMIC_LOAD;
  Type *vt = type_unqualified(e->args[0]->type->base);
  LLVMValueRef p = cg_expr(g, e->args[0]);
  size_t oi = is_load ? 1 : 2;
  LLVMValueRef inst;
  if (is_load) {
    inst = LLVMBuildLoad2(g->b, cg_mem_type(g, vt), p, "");
  } else {
    LLVMValueRef v = cg_expr(g, e->args[1]);
    if (vt->kind == TY_BOOL)
      v = LLVMBuildZExt(g->b, v, g->t_i8, "");
    inst = LLVMBuildStore(g->b, v, p);
  }
  LLVMSetAlignment(inst, (unsigned)vt->size);
  LLVMSetOrdering(inst, ordering(const_arg(e, oi)));
  LLVMSetAtomicSyncScopeID(inst, sync_scope(g, const_arg(e, oi + 1)));
  if (is_load && vt->kind == TY_BOOL)
    return LLVMBuildTrunc(g->b, inst, g->t_i1, "");
  return is_load ? inst : NULL;
}

static LLVMValueRef atomic_cmpxchg(CG *g, Expr *e) {
  Type *vt = type_unqualified(e->args[0]->type->base);
  LLVMTypeRef t = cg_mem_type(g, vt);
  LLVMValueRef p = cg_expr(g, e->args[0]);
  LLVMValueRef expected_p = cg_expr(g, e->args[1]);
  LLVMValueRef desired = cg_expr(g, e->args[2]);
  if (vt->kind == TY_BOOL)
    desired = LLVMBuildZExt(g->b, desired, g->t_i8, "");
  LLVMValueRef expected = LLVMBuildLoad2(g->b, t, expected_p, "");
  LLVMSetAlignment(expected, (unsigned)vt->size);
  if (type_is_float(vt)) {
    /* cmpxchg compares bits: go through the integer of the same width */
    LLVMTypeRef it = LLVMIntTypeInContext(g->llctx, (unsigned)vt->size * 8);
    expected = LLVMBuildBitCast(g->b, expected, it, "");
    desired = LLVMBuildBitCast(g->b, desired, it, "");
  }
  LLVMAtomicOrdering succ = ordering(const_arg(e, 3)), fail = ordering(const_arg(e, 4));
  if (fail == LLVMAtomicOrderingRelease || fail == LLVMAtomicOrderingAcquireRelease)
    fail = LLVMAtomicOrderingMonotonic;
  LLVMValueRef x = LLVMBuildAtomicCmpXchgSyncScope(g->b, p, expected, desired, succ, fail,
                                                   sync_scope(g, const_arg(e, 5)));
  LLVMSetAlignment(x, (unsigned)vt->size);
  LLVMValueRef old = LLVMBuildExtractValue(g->b, x, 0, "");
  LLVMValueRef ok = LLVMBuildExtractValue(g->b, x, 1, "");
  if (type_is_float(vt))
    old = LLVMBuildBitCast(g->b, old, t, "");
  /* On failure the current value goes back to *expected. */
  LLVMBasicBlockRef store = cg_block(g, "cmpxchg.store_expected");
  LLVMBasicBlockRef cont = cg_block(g, "cmpxchg.continue");
  LLVMBuildCondBr(g->b, ok, cont, store);
  cg_start_block(g, store);
  LLVMValueRef st = LLVMBuildStore(g->b, old, expected_p);
  LLVMSetAlignment(st, (unsigned)vt->size);
  LLVMBuildBr(g->b, cont);
  cg_start_block(g, cont);
  return ok;
}

static LLVMValueRef math1(CG *g, const char *name, Expr *e, size_t nargs) {
  LLVMTypeRef t = cg_type(g, e->type);
  LLVMValueRef args[3];
  for (size_t i = 0; i < nargs; i++)
    args[i] = cg_expr(g, e->args[i]);
  return cg_fp_flags(g, cg_call_intrinsic(g, name, &t, 1, args, nargs));
}

/* ldexp: llvm.ldexp; frexp: llvm.frexp, whose exponent goes to *args[1]
 * (AMDGPU has both in hardware: v_ldexp, v_frexp_mant/v_frexp_exp). */
static LLVMValueRef exponent(CG *g, Expr *e) {
  bool frexp = e->builtin == BI_FREXPF || e->builtin == BI_FREXP;
  LLVMTypeRef types[2] = {cg_type(g, e->type), g->t_i32};
  LLVMValueRef args[2] = {cg_expr(g, e->args[0]), cg_expr(g, e->args[1])};
  if (!frexp)
    return cg_fp_flags(g, cg_call_intrinsic(g, "llvm.ldexp", types, 2, args, 2));
  LLVMValueRef r = cg_call_intrinsic(g, "llvm.frexp", types, 2, args, 1);
  LLVMValueRef st = LLVMBuildStore(g->b, LLVMBuildExtractValue(g->b, r, 1, ""), args[1]);
  LLVMSetAlignment(st, 4);
  return LLVMBuildExtractValue(g->b, r, 0, "");
}

/* The NaN whose bits sema folded from __builtin_nan's string. */
static LLVMValueRef nan_const(CG *g, Expr *e) {
  LLVMTypeRef t = cg_type(g, e->type);
  LLVMTypeRef it = e->builtin == BI_NANF ? g->t_i32 : g->t_i64;
  return LLVMConstBitCast(LLVMConstInt(it, (uint64_t)const_arg(e, 0), 0), t);
}

static LLVMValueRef bitcount(CG *g, const char *name, Expr *e, bool zero_flag) {
  LLVMValueRef x = cg_expr(g, e->args[0]);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef args[2] = {x, LLVMConstInt(g->t_i1, 0, 0)};
  LLVMValueRef r = cg_call_intrinsic(g, name, &t, 1, args, zero_flag ? 2 : 1);
  if (LLVMGetIntTypeWidth(t) != 32)
    r = LLVMBuildTrunc(g->b, r, g->t_i32, "");
  return r;
}

/* A call through the host context's operation table. */
static LLVMValueRef host_call(CG *g, unsigned slot, LLVMTypeRef ret,
                              LLVMValueRef *args, unsigned nargs, bool variadic) {
  LLVMTypeRef params[8];
  for (unsigned i = 0; i < nargs && i < 8; i++)
    params[i] = LLVMTypeOf(args[i]);
  unsigned fixed = variadic ? 2 : nargs; /* printf: ctx and format */
  LLVMTypeRef ft = LLVMFunctionType(ret, params, fixed, variadic);
  return LLVMBuildCall2(g->b, ft, host_op(g, slot, ft), args, nargs, "");
}

/* The builtins whose host meaning differs from AMDGPU's. */
static LLVMValueRef host_builtin(CG *g, Expr *e, bool *done) {
  *done = true;
  switch (e->builtin) {
  case BI_WORKITEM_ID_X: case BI_WORKITEM_ID_Y: case BI_WORKITEM_ID_Z:
    return host_builtin_var(g, BV_THREAD_IDX, e->builtin - BI_WORKITEM_ID_X);
  case BI_WORKGROUP_ID_X: case BI_WORKGROUP_ID_Y: case BI_WORKGROUP_ID_Z:
    return host_builtin_var(g, BV_BLOCK_IDX, e->builtin - BI_WORKGROUP_ID_X);
  case BI_WORKGROUP_SIZE_X: case BI_WORKGROUP_SIZE_Y: case BI_WORKGROUP_SIZE_Z:
    return LLVMBuildTrunc(g->b, host_builtin_var(g, BV_BLOCK_DIM, e->builtin - BI_WORKGROUP_SIZE_X),
                          g->t_i16, "");
  case BI_NUM_WORKGROUPS_X: case BI_NUM_WORKGROUPS_Y: case BI_NUM_WORKGROUPS_Z:
    return host_builtin_var(g, BV_GRID_DIM, e->builtin - BI_NUM_WORKGROUPS_X);
  case BI_GRID_SIZE_X: case BI_GRID_SIZE_Y: case BI_GRID_SIZE_Z: {
    int axis = e->builtin - BI_GRID_SIZE_X;
    return LLVMBuildMul(g->b, host_builtin_var(g, BV_BLOCK_DIM, axis),
                        host_builtin_var(g, BV_GRID_DIM, axis), "");
  }
  case BI_WAVEFRONT_SIZE:
    return host_builtin_var(g, BV_WARP_SIZE, 0);
  case BI_IMPLICITARG_PTR:
  case BI_DISPATCH_PTR:
    cg_error(g, e->loc, "this AMDGPU builtin is not available for the host target");
    return LLVMConstNull(g->t_ptr);
  case BI_S_BARRIER: {
    LLVMValueRef ctx = g->ctx_param;
    host_call(g, offsetof(HipcHostOps, barrier), g->t_void, &ctx, 1, false);
    return NULL;
  }
  case BI_FENCE:
    LLVMBuildFence(g->b, LLVMAtomicOrderingSequentiallyConsistent, 0, "");
    return NULL;
  case BI_TRAP: {
    LLVMValueRef args[2] = {g->ctx_param, LLVMConstNull(g->t_ptr)};
    host_call(g, offsetof(HipcHostOps, trap), g->t_void, args, 2, false);
    LLVMBuildUnreachable(g->b);
    cg_start_block(g, cg_block(g, "trap.cont"));
    return NULL;
  }
  default:
    *done = false;
    return NULL;
  }
}

/* The bits of a shuffled value as an integer of its width, and back. */
static LLVMValueRef to_bits(CG *g, LLVMValueRef v, Type *t) {
  LLVMTypeRef it = LLVMIntTypeInContext(g->llctx, (unsigned)t->size * 8);
  return type_is_float(t) ? LLVMBuildBitCast(g->b, v, it, "") : v;
}

static LLVMValueRef from_bits(CG *g, LLVMValueRef v, Type *t) {
  return type_is_float(t) ? LLVMBuildBitCast(g->b, v, cg_type(g, t), "") : v;
}

/* __lane_id(): mbcnt counts the lanes below this one (clang's HIP
 * headers, amd_warp_functions.h). */
static LLVMValueRef lane_id(CG *g) {
  LLVMValueRef args[2] = {LLVMConstInt(g->t_i32, 0xffffffffu, 0), LLVMConstInt(g->t_i32, 0, 0)};
  LLVMValueRef lo = cg_call_intrinsic(g, "llvm.amdgcn.mbcnt.lo", NULL, 0, args, 2);
  if (g->target->wave_size == 32)
    return lo;
  args[1] = lo;
  return cg_call_intrinsic(g, "llvm.amdgcn.mbcnt.hi", NULL, 0, args, 2);
}

/* The source lane of each __shfl flavour, as HIP's headers compute it;
 * an out-of-range source gives the lane its own value. */
static LLVMValueRef shfl_index(CG *g, int mode, LLVMValueRef self, LLVMValueRef arg,
                               LLVMValueRef width) {
  LLVMBuilderRef b = g->b;
  LLVMValueRef one = LLVMConstInt(g->t_i32, 1, 0);
  LLVMValueRef wm1 = LLVMBuildSub(b, width, one, "");
  LLVMValueRef base = LLVMBuildAnd(b, self, LLVMBuildNot(b, wm1, ""), "");
  switch (mode) {
  case HIPC_SHFL_UP: {
    LLVMValueRef idx = LLVMBuildSub(b, self, arg, "");
    LLVMValueRef below = LLVMBuildICmp(b, LLVMIntSLT, idx, base, "");
    return LLVMBuildSelect(b, below, self, idx, "");
  }
  case HIPC_SHFL_DOWN: {
    LLVMValueRef idx = LLVMBuildAdd(b, self, arg, "");
    LLVMValueRef pos = LLVMBuildAdd(b, LLVMBuildAnd(b, self, wm1, ""), arg, "");
    LLVMValueRef out = LLVMBuildICmp(b, LLVMIntSGE, pos, width, "");
    return LLVMBuildSelect(b, out, self, idx, "");
  }
  case HIPC_SHFL_XOR: {
    LLVMValueRef idx = LLVMBuildXor(b, self, arg, "");
    LLVMValueRef end = LLVMBuildAnd(b, LLVMBuildAdd(b, self, width, ""),
                                    LLVMBuildNot(b, wm1, ""), "");
    LLVMValueRef out = LLVMBuildICmp(b, LLVMIntSGE, idx, end, "");
    return LLVMBuildSelect(b, out, self, idx, "");
  }
  default:
    return LLVMBuildAdd(b, LLVMBuildAnd(b, arg, wm1, ""), base, "");
  }
}

static LLVMValueRef bpermute(CG *g, LLVMValueRef addr, LLVMValueRef v32) {
  LLVMValueRef args[2] = {addr, v32};
  return cg_call_intrinsic(g, "llvm.amdgcn.ds.bpermute", NULL, 0, args, 2);
}

static LLVMValueRef shuffle(CG *g, Expr *e) {
  Type *t = e->type;
  LLVMValueRef v = to_bits(g, cg_expr(g, e->args[0]), t);
  LLVMValueRef arg = cg_expr(g, e->args[1]);
  LLVMValueRef width = cg_expr(g, e->args[2]);
  int64_t mode = const_arg(e, 3);
  LLVMTypeRef it = LLVMTypeOf(v);
  if (g->host) {
    LLVMValueRef args[5] = {g->ctx_param, LLVMBuildZExt(g->b, v, g->t_i64, ""), arg,
                            width, LLVMConstInt(g->t_i32, (uint64_t)mode, 0)};
    if (t->size == 8)
      args[1] = v;
    LLVMValueRef r = host_call(g, offsetof(HipcHostOps, shfl), g->t_i64, args, 5, false);
    if (t->size < 8)
      r = LLVMBuildTrunc(g->b, r, it, "");
    return from_bits(g, r, t);
  }
  LLVMValueRef idx = shfl_index(g, (int)mode, lane_id(g), arg, width);
  LLVMValueRef addr = LLVMBuildShl(g->b, idx, LLVMConstInt(g->t_i32, 2, 0), "");
  LLVMValueRef r;
  if (t->size == 8) { /* two 32-bit halves */
    LLVMValueRef lo = LLVMBuildTrunc(g->b, v, g->t_i32, "");
    LLVMValueRef hi = LLVMBuildTrunc(g->b, LLVMBuildLShr(g->b, v, LLVMConstInt(g->t_i64, 32, 0), ""),
                                     g->t_i32, "");
    lo = LLVMBuildZExt(g->b, bpermute(g, addr, lo), g->t_i64, "");
    hi = LLVMBuildZExt(g->b, bpermute(g, addr, hi), g->t_i64, "");
    r = LLVMBuildOr(g->b, lo, LLVMBuildShl(g->b, hi, LLVMConstInt(g->t_i64, 32, 0), ""), "");
  } else {
    r = bpermute(g, addr, t->size == 4 ? v : LLVMBuildZExt(g->b, v, g->t_i32, ""));
    if (t->size < 4)
      r = LLVMBuildTrunc(g->b, r, it, "");
  }
  return from_bits(g, r, t);
}

static LLVMValueRef ballot(CG *g, Expr *e) {
  LLVMValueRef p = cg_expr(g, e->args[0]);
  if (g->host) {
    LLVMValueRef args[2] = {g->ctx_param, LLVMBuildZExt(g->b, p, g->t_i32, "")};
    return host_call(g, offsetof(HipcHostOps, ballot), g->t_i64, args, 2, false);
  }
  LLVMTypeRef rt = g->target->wave_size == 32 ? g->t_i32 : g->t_i64;
  LLVMValueRef r = cg_call_intrinsic(g, "llvm.amdgcn.ballot", &rt, 1, &p, 1);
  return rt == g->t_i64 ? r : LLVMBuildZExt(g->b, r, g->t_i64, "");
}

/* "k.hip:12: f: Assertion `x > 0' failed.", built from the constant
 * arguments the <assert.h> macro passes. */
static const char *assert_message(CG *g, Expr *e) {
  const char *parts[4] = {"?", "?", "?", "?"};
  for (int i = 0; i < 4; i += 1 + (i == 1)) {
    Expr *x = e->args[i];
    while (x->kind == EX_CAST)
      x = x->lhs;
    if (x->kind == EX_STRING && x->str)
      parts[i] = x->str;
  }
  int64_t line = 0;
  sema_fold_int(e->args[2], &line);
  return arena_printf(&g->ctx->arena, "%s:%lld: %s: Assertion `%s' failed.",
                      parts[1], (long long)line, parts[3], parts[0]);
}

static LLVMValueRef device_io(CG *g, Expr *e) {
  if (e->builtin == BI_ASSERT_FAIL) {
    if (g->host) {
      const char *msg = assert_message(g, e);
      LLVMValueRef str = LLVMBuildGlobalStringPtr(g->b, msg, "assert.msg");
      LLVMValueRef args[2] = {g->ctx_param, str};
      host_call(g, offsetof(HipcHostOps, trap), g->t_void, args, 2, false);
    } else {
      call0(g, "llvm.trap");
    }
    LLVMBuildUnreachable(g->b);
    cg_start_block(g, cg_block(g, "assert.cont"));
    return NULL;
  }
  /* printf */
  if (!g->host) {
    cg_error(g, e->loc, "device printf needs HIP's device library, which "
             "hipc does not provide for AMDGPU targets yet");
    return LLVMConstInt(g->t_i32, 0, 0);
  }
  size_t n = e->nargs + 1;
  LLVMValueRef *args = arena_alloc(&g->ctx->arena, (n + 1) * sizeof *args);
  args[0] = g->ctx_param;
  for (size_t i = 0; i < e->nargs; i++)
    args[i + 1] = cg_expr(g, e->args[i]);
  LLVMTypeRef params[2] = {g->t_ptr, g->t_ptr};
  LLVMTypeRef ft = LLVMFunctionType(g->t_i32, params, 2, 1);
  return LLVMBuildCall2(g->b, ft, host_op(g, offsetof(HipcHostOps, printf), ft),
                        args, (unsigned)n, "");
}

LLVMValueRef cg_builtin(CG *g, Expr *e) {
  if (g->host) {
    bool done;
    LLVMValueRef v = host_builtin(g, e, &done);
    if (done)
      return v;
  }
  switch (e->builtin) {
  case BI_WORKITEM_ID_X: case BI_WORKITEM_ID_Y: case BI_WORKITEM_ID_Z: {
    char name[64];
    snprintf(name, sizeof name, "llvm.amdgcn.workitem.id.%s",
             axis_names[e->builtin - BI_WORKITEM_ID_X]);
    return call0(g, name);
  }
  case BI_WORKGROUP_ID_X: case BI_WORKGROUP_ID_Y: case BI_WORKGROUP_ID_Z: {
    char name[64];
    snprintf(name, sizeof name, "llvm.amdgcn.workgroup.id.%s",
             axis_names[e->builtin - BI_WORKGROUP_ID_X]);
    return call0(g, name);
  }
  case BI_WORKGROUP_SIZE_X: case BI_WORKGROUP_SIZE_Y: case BI_WORKGROUP_SIZE_Z:
    return workgroup_size(g, e->builtin - BI_WORKGROUP_SIZE_X);
  case BI_GRID_SIZE_X: case BI_GRID_SIZE_Y: case BI_GRID_SIZE_Z: {
    LLVMValueRef v = load_u32(g, kernarg_field(g, false, 12u + 4u * (unsigned)(e->builtin - BI_GRID_SIZE_X)));
    LLVMSetMetadata(v, g->md_invariant, LLVMMetadataAsValue(g->llctx, g->empty_md));
    return v;
  }
  case BI_NUM_WORKGROUPS_X: case BI_NUM_WORKGROUPS_Y: case BI_NUM_WORKGROUPS_Z:
    return num_workgroups(g, e->builtin - BI_NUM_WORKGROUPS_X);
  case BI_WAVEFRONT_SIZE:
    return call0(g, "llvm.amdgcn.wavefrontsize");
  case BI_IMPLICITARG_PTR:
    return LLVMBuildAddrSpaceCast(g->b, call0(g, "llvm.amdgcn.implicitarg.ptr"), g->t_ptr, "");
  case BI_DISPATCH_PTR:
    return LLVMBuildAddrSpaceCast(g->b, call0(g, "llvm.amdgcn.dispatch.ptr"), g->t_ptr, "");
  case BI_S_BARRIER:
    call0(g, "llvm.amdgcn.s.barrier");
    return NULL;
  case BI_FENCE: {
    Expr *s = e->args[1];
    size_t n = s->str_len ? s->str_len - 1 : 0;
    unsigned ssid = LLVMGetSyncScopeID(g->llctx, s->str, n);
    LLVMBuildFenceSyncScope(g->b, ordering(const_arg(e, 0)), ssid, "");
    return NULL;
  }
  case BI_ATOMIC_FETCH_ADD: case BI_ATOMIC_FETCH_SUB: case BI_ATOMIC_FETCH_AND:
  case BI_ATOMIC_FETCH_OR: case BI_ATOMIC_FETCH_XOR: case BI_ATOMIC_FETCH_MIN:
  case BI_ATOMIC_FETCH_MAX: case BI_ATOMIC_EXCHANGE:
    return atomic_rmw(g, e);
  case BI_ATOMIC_LOAD:
  case BI_ATOMIC_STORE:
    return atomic_load_store(g, e);
  case BI_ATOMIC_CMPXCHG:
    return atomic_cmpxchg(g, e);
  case BI_EXPECT: {
    LLVMValueRef args[2] = {cg_expr(g, e->args[0]), cg_expr(g, e->args[1])};
    if (g->opts->opt_level == 0)
      return args[0];
    return cg_call_intrinsic(g, "llvm.expect", &g->t_i64, 1, args, 2);
  }
  case BI_UNREACHABLE:
    LLVMBuildUnreachable(g->b);
    cg_start_block(g, cg_block(g, "unreachable.cont"));
    return NULL;
  case BI_TRAP:
    call0(g, "llvm.trap");
    return NULL;
  case BI_ASSUME: {
    LLVMValueRef c = cg_expr(g, e->args[0]);
    cg_call_intrinsic(g, "llvm.assume", NULL, 0, &c, 1);
    return NULL;
  }
  case BI_SQRTF: case BI_SQRT: return math1(g, "llvm.sqrt", e, 1);
  case BI_FABSF: case BI_FABS: return math1(g, "llvm.fabs", e, 1);
  case BI_FMAF: case BI_FMA: return math1(g, "llvm.fma", e, 3);
  case BI_FLOORF: case BI_FLOOR: return math1(g, "llvm.floor", e, 1);
  case BI_CEILF: case BI_CEIL: return math1(g, "llvm.ceil", e, 1);
  case BI_TRUNCF: case BI_TRUNC: return math1(g, "llvm.trunc", e, 1);
  case BI_RINTF: case BI_RINT: return math1(g, "llvm.rint", e, 1);
  case BI_FMINF: case BI_FMIN: return math1(g, "llvm.minnum", e, 2);
  case BI_FMAXF: case BI_FMAX: return math1(g, "llvm.maxnum", e, 2);
  case BI_COPYSIGNF: case BI_COPYSIGN: return math1(g, "llvm.copysign", e, 2);
  case BI_EXPF: return math1(g, "llvm.exp", e, 1);
  case BI_EXP2F: return math1(g, "llvm.exp2", e, 1);
  case BI_LOGF: return math1(g, "llvm.log", e, 1);
  case BI_LOG2F: return math1(g, "llvm.log2", e, 1);
  case BI_SINF: return math1(g, "llvm.sin", e, 1);
  case BI_COSF: return math1(g, "llvm.cos", e, 1);
  case BI_ROUNDF: case BI_ROUND: return math1(g, "llvm.round", e, 1);
  case BI_NEARBYINTF: case BI_NEARBYINT: return math1(g, "llvm.nearbyint", e, 1);
  case BI_LOG10F: return math1(g, "llvm.log10", e, 1);
  case BI_EXP10F: return math1(g, "llvm.exp10", e, 1);
  case BI_FMODF: case BI_FMOD: { /* C17 7.12.10.1: what LLVM's frem is */
    LLVMValueRef x = cg_expr(g, e->args[0]);
    return cg_fp_flags(g, LLVMBuildFRem(g->b, x, cg_expr(g, e->args[1]), ""));
  }
  case BI_LDEXPF: case BI_LDEXP: case BI_FREXPF: case BI_FREXP:
    return exponent(g, e);
  case BI_NAN: case BI_NANF:
    return nan_const(g, e);
  case BI_BITREVERSE32: case BI_BITREVERSE64: {
    LLVMValueRef x = cg_expr(g, e->args[0]);
    LLVMTypeRef t = LLVMTypeOf(x);
    return cg_call_intrinsic(g, "llvm.bitreverse", &t, 1, &x, 1);
  }
  case BI_ATOMIC_INC32: case BI_ATOMIC_INC64: case BI_ATOMIC_DEC32: case BI_ATOMIC_DEC64:
    return atomic_wrap(g, e);
  case BI_READCYCLECOUNTER: /* s_memtime on gfx9, SHADER_CYCLES on gfx11, rdtsc */
    return call0(g, "llvm.readcyclecounter");
  case BI_POPCOUNT: case BI_POPCOUNTLL: return bitcount(g, "llvm.ctpop", e, false);
  case BI_CLZ: case BI_CLZLL: return bitcount(g, "llvm.ctlz", e, true);
  case BI_CTZ: case BI_CTZLL: return bitcount(g, "llvm.cttz", e, true);
  case BI_PRINTF:
  case BI_ASSERT_FAIL:
    return device_io(g, e);
  case BI_MEMCPY:
  case BI_MEMMOVE:
  case BI_MEMSET: {
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
  case BI_HUGE_VALF:
  case BI_HUGE_VAL:
    return LLVMConstReal(cg_type(g, e->type), __builtin_inf());
  case BI_SHFL:
    return shuffle(g, e);
  case BI_BALLOT:
    return ballot(g, e);
  case BI_LANE_ID:
    return g->host ? host_ctx_field(g, offsetof(HipcHostCtx, lane), g->t_i32) : lane_id(g);
  case BI_WARP_SYNC:
    if (g->host) {
      LLVMValueRef ctx = g->ctx_param;
      host_call(g, offsetof(HipcHostOps, warp_sync), g->t_void, &ctx, 1, false);
    } else {
      call0(g, "llvm.amdgcn.wave.barrier");
    }
    return NULL;
  }
  cg_error(g, e->loc, "internal error: builtin not lowered");
  return LLVMGetUndef(cg_type(g, e->type));
}
