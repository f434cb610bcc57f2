/* target_amdgpu.c - the AMDGPU implementation of the target interface
 * (codegen.h, docs/ARCHITECTURE.md): HSA code objects for gfx9 and gfx11,
 * lowered as clang 22 lowers HIP device code (AMDGPUUsage, clang's
 * CGBuiltin and its HIP headers), linked by lld. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"
#include "../runtime/host_abi.h" /* HIPC_SHFL_*: the __hipc_shfl modes */

#include <stdio.h>
#include <string.h>

/* ---- the machine ------------------------------------------------------------ */

/* The subtarget features a target ID asks for, in clang's order. */
static void amdgpu_machine(const TargetId *t, const char **cpu, char *buf, size_t n) {
  *cpu = t->info->name;
  size_t k = 0;
  buf[0] = 0;
  if (t->sramecc != FEAT_ANY)
    k += (size_t)snprintf(buf + k, n - k, "%ssramecc",
                          t->sramecc == FEAT_ON ? "+" : "-");
  k += (size_t)snprintf(buf + k, n - k, "%s+wavefrontsize%u", k ? "," : "",
                        t->wave_size);
  if (t->xnack != FEAT_ANY)
    snprintf(buf + k, n - k, ",%sxnack", t->xnack == FEAT_ON ? "+" : "-");
}

/* ---- functions and the module ------------------------------------------------ */

static void amdgpu_declare_kernel(CG *g, Object *k, LLVMValueRef fn) {
  LLVMSetFunctionCallConv(fn, LLVMAMDGPUKERNELCallConv);
  LLVMSetVisibility(fn, LLVMProtectedVisibility);
}

/* What clang 22 adds for HIP device code (docs/ARCHITECTURE.md, "AMDGPU
 * lowering"); the amdgpu-no-* attributes come from the optimiser. */
static void amdgpu_function_attributes(CG *g, Object *f, LLVMValueRef fn) {
  bool kernel = f->hip & HIP_GLOBAL;
  cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "convergent");
  cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "mustprogress");
  if (kernel) {
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "norecurse");
    char buf[32];
    snprintf(buf, sizeof buf, "1,%u",
             f->launch_bounds_max ? f->launch_bounds_max : 1024);
    cg_add_str_attr(g, fn, "amdgpu-flat-work-group-size", buf);
    if (f->launch_bounds_min) {
      snprintf(buf, sizeof buf, "%u", f->launch_bounds_min);
      cg_add_str_attr(g, fn, "amdgpu-waves-per-eu", buf);
    }
    cg_add_str_attr(g, fn, "uniform-work-group-size", "true");
  }
  cg_add_str_attr(g, fn, "no-trapping-math", "true");
  cg_add_str_attr(g, fn, "stack-protector-buffer-size", "8");
}

static void amdgpu_begin_module(CG *g) {
  LLVMValueRef v = LLVMConstInt(g->t_i32, (unsigned long long)g->opts->code_object_version * 100, 0);
  LLVMAddModuleFlag(g->mod, LLVMModuleFlagBehaviorError,
                    "amdhsa_code_object_version", 26, LLVMValueAsMetadata(v));
  const char *kind = g->opts->printf_buffered ? "buffered" : "hostcall";
  LLVMAddModuleFlag(g->mod, LLVMModuleFlagBehaviorError, "amdgpu_printf_kind", 18,
                    LLVMMDStringInContext2(g->llctx, kind, strlen(kind)));
  LLVMValueRef w = LLVMConstInt(g->t_i32, 4, 0);
  LLVMAddModuleFlag(g->mod, LLVMModuleFlagBehaviorError, "wchar_size", 10,
                    LLVMValueAsMetadata(w));
}

/* ---- built-in variables and the work-item builtins ---------------------------- */

/* threadIdx and blockIdx by axis */
static const char *const axis_intrinsics[2][3] = {
    {"llvm.amdgcn.workitem.id.x", "llvm.amdgcn.workitem.id.y", "llvm.amdgcn.workitem.id.z"},
    {"llvm.amdgcn.workgroup.id.x", "llvm.amdgcn.workgroup.id.y", "llvm.amdgcn.workgroup.id.z"}};

/* A pointer into the kernel's implicit arguments (v5+) or dispatch packet
 * (v4), `off` bytes in, in the constant address space. */
static LLVMValueRef kernarg_field(CG *g, bool implicit, unsigned off) {
  LLVMValueRef base = cg_call0(g, implicit ? "llvm.amdgcn.implicitarg.ptr"
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

/* A global pointer the runtime leaves among the implicit arguments,
 * `off` bytes in, as a flat pointer.  A load at that offset is what tells
 * the back end the kernel uses it (its amdgpu-no-hostcall-ptr inference). */
static LLVMValueRef runtime_buffer(CG *g, unsigned off) {
  LLVMValueRef v = LLVMBuildLoad2(g->b, g->t_i64, kernarg_field(g, true, off), "");
  LLVMSetAlignment(v, 8);
  return LLVMBuildAddrSpaceCast(g->b, LLVMBuildIntToPtr(g->b, v, g->t_ptr1, ""), g->t_ptr, "");
}

/* assert's failure: HIP's __assert_fail (stdlib/libc/hostcall.c) prints
 * the message on the host's stderr and traps; without it, a trap. */
static void assert_fail(CG *g, Expr *e) {
  Object *f = g->prog->library ? g->prog->library[LIB_ASSERT_FAIL] : NULL;
  if (!f || !f->defined) {
    cg_call0(g, "llvm.trap");
    return;
  }
  LLVMValueRef fn = cg_function_value(g, f);
  LLVMValueRef args[4]; /* two strings, the line (int or unsigned), a string */
  for (int i = 0; i < 4; i++)
    args[i] = cg_expr(g, e->args[i]);
  LLVMBuildCall2(g->b, g->fn_types[f->id], fn, args, 4, "");
}

/* s_getreg_b32 of `size` bits at `offset` of hardware register `reg`. */
static LLVMValueRef hwreg(CG *g, unsigned reg, unsigned offset, unsigned size) {
  LLVMValueRef imm = LLVMConstInt(g->t_i32, (size - 1) << 11 | offset << 6 | reg, 0);
  return cg_call_intrinsic(g, "llvm.amdgcn.s.getreg", NULL, 0, &imm, 1);
}

static LLVMValueRef field_after(CG *g, LLVMValueRef hi, unsigned size, LLVMValueRef lo) {
  return LLVMBuildOr(g->b, LLVMBuildShl(g->b, hi, LLVMConstInt(g->t_i32, size, 0), ""), lo, "");
}

/* HIP's __smid, as amd_device_functions.h computes it: the compute unit
 * (bits 8-11) and shader engine (bits 13-15, three bits on gfx908, gfx90a
 * and gfx11, else two) of HW_ID (register 4), after the XCC of register 20
 * on gfx940 and after; the shader engine, array (bit 16) and workgroup
 * processor (bits 10-13) of gfx10 and gfx11's HW_ID1 (register 23). */
static LLVMValueRef smid(CG *g) {
  const TargetInfo *t = g->target->info;
  unsigned isa = t->isa;
  unsigned se_bits = (isa & ISA_GFX11) || ((isa & ISA_MAI) && !(isa & ISA_GFX940)) ? 3 : 2;
  if (strcmp(t->family, "gfx9") != 0) {
    LLVMValueRef se = hwreg(g, 23, 18, se_bits), wgp = hwreg(g, 23, 10, 4);
    LLVMValueRef sa = hwreg(g, 23, 16, 1);
    return field_after(g, field_after(g, se, 1, sa), 4, wgp);
  }
  LLVMValueRef se = hwreg(g, 4, 13, se_bits);
  if (isa & ISA_GFX940) {
    LLVMValueRef xcc = hwreg(g, 20, 0, 4), cu = hwreg(g, 4, 8, 4);
    return field_after(g, field_after(g, xcc, se_bits, se), 4, cu);
  }
  LLVMValueRef cu = hwreg(g, 4, 8, 4);
  return LLVMBuildAdd(g->b, LLVMBuildShl(g->b, se, LLVMConstInt(g->t_i32, 4, 0), ""), cu, "");
}

/* malloc and free: HIP's, ockl's __ockl_dm_alloc(size) and
 * __ockl_dm_dealloc(address) (stdlib/libc/hostcall.c) */
static LLVMValueRef heap_call(CG *g, Expr *e, bool alloc) {
  LLVMValueRef arg = cg_expr(g, e->args[0]);
  if (!alloc)
    arg = LLVMBuildPtrToInt(g->b, arg, g->t_i64, "");
  LLVMValueRef r = cg_library_call(g, alloc ? LIB_OCKL_DM_ALLOC : LIB_OCKL_DM_DEALLOC, &arg, 1,
                                   e->loc);
  return alloc ? (r ? r : LLVMConstNull(g->t_ptr)) : NULL;
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

static LLVMValueRef amdgpu_builtin_var(CG *g, int var, int axis) {
  switch (var) {
  case BV_THREAD_IDX:
    return cg_call0(g, axis_intrinsics[0][axis]);
  case BV_BLOCK_IDX:
    return cg_call0(g, axis_intrinsics[1][axis]);
  case BV_BLOCK_DIM:
    return LLVMBuildZExt(g->b, workgroup_size(g, axis), g->t_i32, "");
  case BV_GRID_DIM:
    return num_workgroups(g, axis);
  default: /* warpSize */
    return cg_call0(g, "llvm.amdgcn.wavefrontsize");
  }
}

/* ---- warp operations ------------------------------------------------------------ */

/* The bits of a shuffled value as an integer of its width, and back. */
/* a float's or a vector's bits as an integer of its width, and back */
static LLVMValueRef to_bits(CG *g, LLVMValueRef v, Type *t) {
  LLVMTypeRef it = LLVMIntTypeInContext(g->llctx, (unsigned)t->size * 8);
  return type_is_integer(t) ? v : LLVMBuildBitCast(g->b, v, it, "");
}

static LLVMValueRef from_bits(CG *g, LLVMValueRef v, Type *t) {
  return type_is_integer(t) ? v : LLVMBuildBitCast(g->b, v, cg_type(g, t), "");
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
  int64_t mode = cg_builtin_const_arg(e, 3);
  LLVMTypeRef it = LLVMTypeOf(v);
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
  LLVMTypeRef rt = g->target->wave_size == 32 ? g->t_i32 : g->t_i64;
  LLVMValueRef r = cg_call_intrinsic(g, "llvm.amdgcn.ballot", &rt, 1, &p, 1);
  return rt == g->t_i64 ? r : LLVMBuildZExt(g->b, r, g->t_i64, "");
}

/* the ballots clang's builtins make: of `p` (true for the exec mask) in
 * `bits` bits, or the high half of the 64 */
static LLVMValueRef lanes(CG *g, Expr *e, int id) {
  LLVMValueRef p = e->nargs ? cg_expr(g, e->args[0]) : LLVMConstInt(g->t_i1, 1, 0);
  bool wide = id == BI_BALLOT_W64 || id == BI_READ_EXEC || id == BI_READ_EXEC_HI;
  LLVMTypeRef rt = wide ? g->t_i64 : g->t_i32;
  LLVMValueRef r = cg_call_intrinsic(g, "llvm.amdgcn.ballot", &rt, 1, &p, 1);
  if (id != BI_READ_EXEC_HI)
    return r;
  return LLVMBuildTrunc(g->b, LLVMBuildLShr(g->b, r, LLVMConstInt(g->t_i64, 32, 0), ""),
                        g->t_i32, "");
}

/* ---- sync scopes -------------------------------------------------------------- */

static unsigned amdgpu_sync_scope(CG *g, int64_t scope) {
  /* __HIP_MEMORY_SCOPE_*: 1 single thread ... 5 system, 6 cluster */
  static const char *names[] = {"", "singlethread", "wavefront", "workgroup",
                                "agent", "", "cluster"};
  const char *n = scope >= 0 && scope < 7 ? names[scope] : "";
  return LLVMGetSyncScopeID(g->llctx, n, strlen(n));
}

static unsigned amdgpu_sync_scope_named(CG *g, const char *name, size_t n) {
  return LLVMGetSyncScopeID(g->llctx, name, n);
}

/* ---- the builtins of `target` rows ------------------------------------------------ */

/* va_arg: an AMDGPU va_list is a pointer into the caller's buffer of
 * arguments, each in a slot of its size rounded up to 4 bytes and aligned
 * to 4 (clang's AMDGPUABIInfo::EmitVAArg, the layout LLVM's
 * ExpandVariadics gives the call); the pointer is the va_list's first 8
 * bytes. */
static LLVMValueRef va_arg_next(CG *g, Expr *e) {
  LLVMValueRef ap = cg_expr(g, e->args[0]);
  LLVMValueRef cur = LLVMBuildLoad2(g->b, g->t_ptr, ap, "va.cur");
  LLVMSetAlignment(cur, 8);
  uint64_t slot = (e->type->size + 3) & ~(uint64_t)3;
  LLVMValueRef off = LLVMConstInt(g->t_i64, slot, 0);
  LLVMValueRef next = LLVMBuildInBoundsGEP2(g->b, g->t_i8, cur, &off, 1, "va.next");
  LLVMSetAlignment(LLVMBuildStore(g->b, next, ap), 8);
  LLVMValueRef v = LLVMBuildLoad2(g->b, cg_type(g, e->type), cur, "");
  LLVMSetAlignment(v, 4);
  return v;
}

static LLVMValueRef amdgpu_builtin(CG *g, Expr *e) {
  int id = e->builtin;
  switch (id) {
  case BI_WORKITEM_ID_X: case BI_WORKITEM_ID_Y: case BI_WORKITEM_ID_Z:
    return cg_call0(g, axis_intrinsics[0][id - BI_WORKITEM_ID_X]);
  case BI_WORKGROUP_ID_X: case BI_WORKGROUP_ID_Y: case BI_WORKGROUP_ID_Z:
    return cg_call0(g, axis_intrinsics[1][id - BI_WORKGROUP_ID_X]);
  case BI_WORKGROUP_SIZE_X: case BI_WORKGROUP_SIZE_Y: case BI_WORKGROUP_SIZE_Z:
    return workgroup_size(g, id - BI_WORKGROUP_SIZE_X);
  case BI_GRID_SIZE_X: case BI_GRID_SIZE_Y: case BI_GRID_SIZE_Z: {
    unsigned axis = (unsigned)(id - BI_GRID_SIZE_X);
    LLVMValueRef v = load_u32(g, kernarg_field(g, false, 12u + 4u * axis));
    LLVMSetMetadata(v, g->md_invariant, LLVMMetadataAsValue(g->llctx, g->empty_md));
    return v;
  }
  case BI_NUM_WORKGROUPS_X: case BI_NUM_WORKGROUPS_Y: case BI_NUM_WORKGROUPS_Z:
    return num_workgroups(g, id - BI_NUM_WORKGROUPS_X);
  case BI_WAVEFRONT_SIZE:
    return cg_call0(g, "llvm.amdgcn.wavefrontsize");
  case BI_IMPLICITARG_PTR: /* constant-space pointers, used flat */
    return LLVMBuildAddrSpaceCast(g->b, cg_call0(g, "llvm.amdgcn.implicitarg.ptr"), g->t_ptr, "");
  case BI_DISPATCH_PTR:
    return LLVMBuildAddrSpaceCast(g->b, cg_call0(g, "llvm.amdgcn.dispatch.ptr"), g->t_ptr, "");
  case BI_S_BARRIER:
    cg_call0(g, "llvm.amdgcn.s.barrier");
    return NULL;
  case BI_FENCE: {
    Expr *s = e->args[1];
    unsigned ssid = amdgpu_sync_scope_named(g, s->str, s->str_len ? s->str_len - 1 : 0);
    LLVMBuildFenceSyncScope(g->b, cg_atomic_ordering(cg_builtin_const_arg(e, 0)), ssid, "");
    return NULL;
  }
  case BI_TRAP:
    cg_call0(g, "llvm.trap");
    return NULL;
  case BI_ASSERT_FAIL:
    assert_fail(g, e);
    LLVMBuildUnreachable(g->b);
    cg_start_block(g, cg_block(g, "assert.cont"));
    return NULL;
  case BI_PRINTF:
    return amdgpu_printf(g, e);
  case BI_HOSTCALL_BUFFER: /* hidden_hostcall_buffer */
    return runtime_buffer(g, g->opts->code_object_version >= 5 ? 80 : 24);
  case BI_PRINTF_BUFFER: /* hidden_printf_buffer */
    return runtime_buffer(g, g->opts->code_object_version >= 5 ? 72 : 24);
  case BI_SHFL:
    return shuffle(g, e);
  case BI_BALLOT:
    return ballot(g, e);
  case BI_LANE_ID:
    return lane_id(g);
  case BI_SMID:
    return smid(g);
  case BI_BALLOT_W64: case BI_BALLOT_W32:
  case BI_READ_EXEC: case BI_READ_EXEC_LO: case BI_READ_EXEC_HI:
    return lanes(g, e, id);
  case BI_WARP_SYNC:
    cg_call0(g, "llvm.amdgcn.wave.barrier");
    return NULL;
  case BI_WAVE_GATHER: /* the host's matrix instructions' own */
    cg_error(g, e->loc, "'%s' is only available for the host target", cg_builtin_name(e));
    return NULL;
  case BI_VA_ARG:
    return va_arg_next(g, e);
  case BI_MALLOC:
  case BI_FREE:
    return heap_call(g, e, id == BI_MALLOC);
  }
  cg_error(g, e->loc, "internal error: builtin not lowered for AMDGPU");
  return NULL;
}

/* ---- atomics ------------------------------------------------------------------- */

/* clang marks HIP atomics as touching neither fine-grained nor remote
 * memory, and never private memory (!noalias.addrspace [5, 6)); its
 * atomicInc/atomicDec get only !amdgpu.no.fine.grained.memory. */
static void amdgpu_atomic_metadata(CG *g, LLVMValueRef inst, unsigned flags) {
  LLVMValueRef empty = LLVMMetadataAsValue(g->llctx, g->empty_md);
  if (flags & ATOMIC_MD_NOALIAS_AS) {
    LLVMMetadataRef r[2] = {LLVMValueAsMetadata(LLVMConstInt(g->t_i32, 5, 0)),
                            LLVMValueAsMetadata(LLVMConstInt(g->t_i32, 6, 0))};
    LLVMSetMetadata(inst, g->md_noalias_as,
                    LLVMMetadataAsValue(g->llctx, LLVMMDNodeInContext2(g->llctx, r, 2)));
  }
  if (flags & ATOMIC_MD_NO_FINE)
    LLVMSetMetadata(inst, g->md_no_fine, empty);
  if (flags & ATOMIC_MD_NO_REMOTE)
    LLVMSetMetadata(inst, g->md_no_remote, empty);
}

/* ---- the code object ------------------------------------------------------------- */

static bool amdgpu_link(CG *g, const void *obj, size_t size, Strbuf *out, Strbuf *msgs) {
  return lld_link(true, obj, size, out, msgs);
}

const CgTarget cg_target_amdgpu = {
    .triple = "amdgcn-amd-amdhsa",
    .machine = amdgpu_machine,
    .as_global = AS_GLOBAL,
    .as_shared = AS_LDS,
    .as_constant = AS_CONSTANT,
    .as_private = AS_PRIVATE,
    .constant_readonly = true,
    .export_visibility = LLVMProtectedVisibility,
    .hidden_params = 0,
    .kernarg_byref = true,
    .declare_kernel = amdgpu_declare_kernel,
    .function_attributes = amdgpu_function_attributes,
    .begin_module = amdgpu_begin_module,
    .end_module = amdgpu_printf_formats,
    .builtin_var = amdgpu_builtin_var,
    .builtin = amdgpu_builtin,
    .sync_scope = amdgpu_sync_scope,
    .sync_scope_named = amdgpu_sync_scope_named,
    .atomic_metadata = amdgpu_atomic_metadata,
    .link = amdgpu_link,
};
