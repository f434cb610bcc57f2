/* target_host.c - the host implementation of the target interface
 * (codegen.h, docs/ARCHITECTURE.md), --offload-arch=host: x86-64 modules
 * for libhipc-host.  The GPU thread's context is every function's first
 * parameter, __shared__ variables sit at offsets in the block's shared
 * memory, the scheduler's operations are called through the context, and
 * each kernel gets a uniform entry point and an info record.  The
 * contract is runtime/host_abi.h. */
#include "target_host.h"
#include "../runtime/host_abi.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

static uint64_t align_up(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

static void host_function_attributes(CG *g, Object *f, LLVMValueRef fn);

/* Whether code may use the __shared__ variable o: not when a function
 * that nothing emitted reaches declares it (hip_runtime.h's
 * __syncthreads_count, unless called), nor at file scope when nothing
 * names it. */
static bool host_shared_live(const Object *o) {
  return o->func ? !o->func->unreached : o->used || o->keep;
}

/* Every __shared__ variable that code may use gets its own place, in order
 * of declaration, as the LDS lowering lays them out on a GPU; extern
 * __shared__ memory follows at HIPC_HOST dynamic alignment. */
static void host_layout_shared(CG *g) {
  uint64_t at = 0;
  for (size_t i = 0; i < g->prog->objects.len; i++) {
    Object *o = g->prog->objects.data[i];
    if (o->kind != OBJ_VAR || o->space != VS_SHARED || o->is_dynamic_shared ||
        !host_shared_live(o))
      continue;
    uint64_t a = o->align ? o->align : cg_type_align(g, o->type);
    if (o->type->kind == TY_ARRAY && o->type->size >= 16 && a < 16)
      a = 16;
    at = align_up(at, a);
    g->shared_offsets[o->id] = at;
    at += o->type->size;
  }
  g->shared_total = at;
}

static LLVMValueRef host_ctx_field(CG *g, unsigned offset, LLVMTypeRef type) {
  LLVMValueRef idx = LLVMConstInt(g->t_i64, offset, 0);
  LLVMValueRef p = LLVMBuildInBoundsGEP2(g->b, g->t_i8, g->ctx_param, &idx, 1, "");
  LLVMValueRef v = LLVMBuildLoad2(g->b, type, p, "");
  LLVMSetAlignment(v, type == g->t_ptr ? 8 : 4);
  return v;
}

static LLVMValueRef host_shared_address(CG *g, Object *o) {
  if (!g->ctx_param) {
    cg_error(g, o->loc, "the address of a __shared__ variable is not a "
             "constant for the host target");
    return LLVMConstNull(g->t_ptr);
  }
  LLVMValueRef base = host_ctx_field(g, offsetof(HipcHostCtx, shared), g->t_ptr);
  uint64_t off = o->is_dynamic_shared ? align_up(g->shared_total, 16)
                                      : g->shared_offsets[o->id];
  LLVMValueRef idx = LLVMConstInt(g->t_i64, off, 0);
  return LLVMBuildInBoundsGEP2(g->b, g->t_i8, base, &idx, 1, "");
}

/* The function in slot `slot` of the context's operation table. */
static LLVMValueRef host_op(CG *g, unsigned slot) {
  LLVMValueRef ops = host_ctx_field(g, offsetof(HipcHostCtx, ops), g->t_ptr);
  LLVMValueRef idx = LLVMConstInt(g->t_i64, slot, 0);
  LLVMValueRef p = LLVMBuildInBoundsGEP2(g->b, g->t_i8, ops, &idx, 1, "");
  LLVMValueRef f = LLVMBuildLoad2(g->b, g->t_ptr, p, "");
  LLVMSetAlignment(f, 8);
  return f;
}

LLVMValueRef host_builtin_var(CG *g, int var, int axis) {
  unsigned off;
  switch (var) {
  case BV_THREAD_IDX: off = offsetof(HipcHostCtx, thread_idx); break;
  case BV_BLOCK_IDX: off = offsetof(HipcHostCtx, block_idx); break;
  case BV_BLOCK_DIM: off = offsetof(HipcHostCtx, block_dim); break;
  case BV_GRID_DIM: off = offsetof(HipcHostCtx, grid_dim); break;
  default: off = offsetof(HipcHostCtx, warp_size); axis = 0; break;
  }
  return host_ctx_field(g, off + 4u * (unsigned)axis, g->t_i32);
}

/* The kernel's entry point under its own symbol:
 *   void K(HipcHostCtx *ctx, void **args) { K.body(ctx, *args[0], ...); }
 * and its info record with the packed argument layout of an AMDGPU
 * kernarg segment (natural alignment), for hipModuleLaunchKernel's
 * `extra` form. */
static void host_end_kernel(CG *g, Object *k, LLVMValueRef body) {
  const char *name = LLVMGetValueName(body);
  size_t n = strlen(name) - 5; /* drop ".body" */
  char *sym = arena_strndup(&g->ctx->arena, name, n);
  LLVMTypeRef params[2] = {g->t_ptr, g->t_ptr};
  LLVMTypeRef ft = LLVMFunctionType(g->t_void, params, 2, 0);
  LLVMValueRef entry = LLVMAddFunction(g->mod, sym, ft);
  cg_add_enum_attr(g, entry, LLVMAttributeFunctionIndex, "nounwind");
  host_function_attributes(g, k, entry);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(g->llctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(g->llctx, entry, "entry"));
  Type *t = k->type;
  LLVMValueRef *args = arena_alloc(&g->ctx->arena, (t->nparams + 2) * sizeof *args);
  args[0] = LLVMGetParam(entry, 0);
  LLVMValueRef argv = LLVMGetParam(entry, 1);
  uint64_t at = 0;
  LLVMValueRef *descr = arena_alloc(&g->ctx->arena, (t->nparams + 1) * sizeof *descr);
  LLVMTypeRef pair[2] = {g->t_i32, g->t_i32};
  LLVMTypeRef pair_t = LLVMStructTypeInContext(g->llctx, pair, 2, 0);
  for (size_t i = 0; i < t->nparams; i++) {
    Type *p = t->params[i];
    LLVMValueRef idx = LLVMConstInt(g->t_i64, i * 8, 0);
    LLVMValueRef slot = LLVMBuildInBoundsGEP2(b, g->t_i8, argv, &idx, 1, "");
    LLVMValueRef ptr = LLVMBuildLoad2(b, g->t_ptr, slot, "");
    LLVMSetAlignment(ptr, 8);
    LLVMValueRef v = LLVMBuildLoad2(b, cg_mem_type(g, p), ptr, "");
    LLVMSetAlignment(v, 1); /* the caller's argument may sit anywhere */
    if (p->kind == TY_BOOL)
      v = LLVMBuildTrunc(b, v, g->t_i1, "");
    args[i + 1] = v;
    uint64_t a = p->align ? p->align : 1;
    at = align_up(at, a);
    LLVMValueRef fields[2] = {LLVMConstInt(g->t_i32, at, 0),
                              LLVMConstInt(g->t_i32, p->size, 0)};
    descr[i] = LLVMConstStructInContext(g->llctx, fields, 2, 0);
    at += p->size;
  }
  LLVMBuildCall2(b, g->fn_types[k->id], body, args, (unsigned)t->nparams + 1, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);

  LLVMValueRef head[6] = {
      LLVMConstInt(g->t_i32, HIPC_HOST_ABI_VERSION, 0),
      LLVMConstInt(g->t_i32, t->nparams, 0),
      LLVMConstInt(g->t_i32, align_up(at, 8), 0),
      LLVMConstInt(g->t_i32, k->launch_bounds_max ? k->launch_bounds_max : 1024, 0),
      LLVMConstInt(g->t_i32, g->shared_total, 0),
      LLVMConstInt(g->t_i32, 16, 0)};
  LLVMValueRef fields[7];
  memcpy(fields, head, sizeof head);
  fields[6] = LLVMConstArray2(pair_t, descr, t->nparams);
  LLVMValueRef info = LLVMConstStructInContext(g->llctx, fields, 7, 0);
  char *iname = arena_printf(&g->ctx->arena, "%s%s", HIPC_HOST_KERNEL_INFO_PREFIX, sym);
  LLVMValueRef gv = LLVMAddGlobal(g->mod, LLVMTypeOf(info), iname);
  LLVMSetInitializer(gv, info);
  LLVMSetGlobalConstant(gv, 1);
  LLVMSetAlignment(gv, 4);
}

/* The module's ABI version, then every __shared__ variable's place. */
static void host_begin_module(CG *g) {
  host_layout_shared(g);
  LLVMValueRef gv = LLVMAddGlobal(g->mod, g->t_i32, HIPC_HOST_MODULE_SYMBOL);
  LLVMSetInitializer(gv, LLVMConstInt(g->t_i32, HIPC_HOST_ABI_VERSION, 0));
  LLVMSetGlobalConstant(gv, 1);
  LLVMSetAlignment(gv, 4);
}

/* ---- functions ------------------------------------------------------------------ */

/* host_abi.h: the runtime reads a waiting GPU thread's call path from the
 * frame pointer chain, which a tail call would cut short.  Every function
 * with a body is convergent, as clang makes device functions: a call that
 * may reach a warp operation must not be merged with another or made to
 * depend on more conditions, which would change the lanes that run it. */
static void host_function_attributes(CG *g, Object *f, LLVMValueRef fn) {
  cg_add_str_attr(g, fn, "frame-pointer", "all");
  cg_add_str_attr(g, fn, "disable-tail-calls", "true");
  if (f->defined)
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "convergent");
}

/* The entry point (host_end_kernel) takes the kernel's symbol. */
static const char *host_kernel_symbol(CG *g, Object *k, const char *name) {
  return arena_printf(&g->ctx->arena, "%s.body", name);
}

static void host_declare_kernel(CG *g, Object *k, LLVMValueRef fn) {
  LLVMSetLinkage(fn, LLVMInternalLinkage);
}

static void host_machine(const TargetId *t, const char **cpu, char *features, size_t n) {
  *cpu = "x86-64"; /* the baseline: a module runs on any x86-64 */
  features[0] = 0;
}

/* ---- the builtins of `target` rows ----------------------------------------------- */

/* A call through the host context's operation table. */
static LLVMValueRef host_call(CG *g, unsigned slot, LLVMTypeRef ret,
                              LLVMValueRef *args, unsigned nargs, bool variadic) {
  LLVMTypeRef params[8];
  for (unsigned i = 0; i < nargs && i < 8; i++)
    params[i] = LLVMTypeOf(args[i]);
  unsigned fixed = variadic ? 2 : nargs; /* printf: ctx and format */
  LLVMTypeRef ft = LLVMFunctionType(ret, params, fixed, variadic);
  return LLVMBuildCall2(g->b, ft, host_op(g, slot), args, nargs, "");
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

static LLVMValueRef host_printf(CG *g, Expr *e) {
  size_t n = e->nargs + 1;
  LLVMValueRef *args = arena_alloc(&g->ctx->arena, (n + 1) * sizeof *args);
  args[0] = g->ctx_param;
  for (size_t i = 0; i < e->nargs; i++)
    args[i + 1] = cg_expr(g, e->args[i]);
  LLVMTypeRef params[2] = {g->t_ptr, g->t_ptr};
  LLVMTypeRef ft = LLVMFunctionType(g->t_i32, params, 2, 1);
  return LLVMBuildCall2(g->b, ft, host_op(g, offsetof(HipcHostOps, printf)), args,
                        (unsigned)n, "");
}

/* ---- warp operations: the points of a wave's lock step (host_abi.h) -------------- */

/* The function's instructions so far: a clock that orders its points as
 * the structured control flow does, because statements are generated in
 * the order of the source, a branch before its join and a loop's body
 * before what follows the loop. */
static uint64_t host_clock(CG *g) {
  uint64_t n = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(g->fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      n++;
  return n;
}

/* The metadata that marks the reconvergence points codegen adds. */
static unsigned host_stop_kind(CG *g) {
  return LLVMGetMDKindIDInContext(g->llctx, "hipc.reconverge", 15);
}

/* A call of the scheduler's warp operation in `slot`: convergent, so that
 * LLVM neither merges two of them nor moves one under other conditions. */
static LLVMValueRef host_point_call(CG *g, unsigned slot, LLVMTypeRef ret, LLVMValueRef *args,
                                    unsigned nargs) {
  LLVMValueRef c = host_call(g, slot, ret, args, nargs, false);
  unsigned convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
  LLVMAddCallSiteAttribute(c, LLVMAttributeFunctionIndex,
                           LLVMCreateEnumAttribute(g->llctx, convergent, 0));
  return c;
}

/* A reconvergence point at `pos` first in block `bb`: a warp_sync that
 * the lanes of the warp leave together. */
static void host_add_stop(CG *g, LLVMBasicBlockRef bb, uint64_t pos) {
  LLVMBasicBlockRef here = LLVMGetInsertBlock(g->b);
  LLVMMetadataRef loc = LLVMGetCurrentDebugLocation2(g->b);
  LLVMValueRef first = LLVMGetFirstInstruction(bb);
  if (first)
    LLVMPositionBuilderBefore(g->b, first);
  else
    LLVMPositionBuilderAtEnd(g->b, bb);
  LLVMSetCurrentDebugLocation2(g->b, loc);
  LLVMValueRef args[2] = {g->ctx_param, LLVMConstInt(g->t_i64, pos, 0)};
  LLVMValueRef c = host_point_call(g, offsetof(HipcHostOps, warp_sync), g->t_void, args, 2);
  LLVMSetMetadata(c, host_stop_kind(g),
                  LLVMMetadataAsValue(g->llctx, LLVMMDNodeInContext2(g->llctx, NULL, 0)));
  LLVMPositionBuilderAtEnd(g->b, here);
}

/* The reconvergence point in `bb` that codegen added, or NULL. */
static LLVMValueRef host_find_stop(CG *g, LLVMBasicBlockRef bb) {
  unsigned kind = host_stop_kind(g);
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
    if (LLVMIsACallInst(i) && LLVMGetMetadata(i, kind))
      return i;
  return NULL;
}

/* Whether the block being generated is the first of the body of loop j,
 * which codegen/stmt.c names as clang does ("for.body", made unique by a
 * number): a point there runs once in every iteration of every lane that
 * is in the loop. */
static bool host_in_loop_body(CG *g, const JumpTarget *j) {
  const char *want = j->stmt->kind == ST_FOR     ? "for.body"
                     : j->stmt->kind == ST_WHILE ? "while.body"
                                                 : "do.body";
  const char *name = LLVMGetBasicBlockName(LLVMGetInsertBlock(g->b));
  size_t n = strlen(want);
  if (strncmp(name, want, n) != 0)
    return false;
  for (name += n; *name; name++)
    if (*name < '0' || *name > '9')
      return false;
  return true;
}

/* The `pos` of the point about to be generated, host_abi.h's numbering by
 * the clock (shifted to leave room below the next tick), after what it
 * needs beside it:
 * - a loop around it gets a reconvergence point at its latch (its
 *   continue block: for's increment, while's and do's condition), which
 *   lanes that end an iteration wait at until the others have: on a GPU
 *   they run iteration k together.  Its `pos` follows the latest point in
 *   the loop, an inner loop's before an outer one's.  A while loop's
 *   condition runs on entry too, which holds nobody up: lanes arrive at a
 *   loop together.  Not needed while every point of a loop is in the first
 *   block of its body: then each lane in the loop runs them all in every
 *   iteration, and none can start the next iteration early.
 * - a function other than a kernel gets one at its return, after all its
 *   points: lanes that return early wait for the rest, as on a GPU.  A
 *   kernel's lanes that return have ended.  Not needed while every point
 *   of the function is in the first block of its body.
 * - the function is not inlined: points are numbered per function, and
 *   the caller's would not fit in among them. */
static LLVMValueRef host_point(CG *g) {
  uint64_t clock = host_clock(g);
  size_t innermost = g->jumps.len;
  for (size_t i = 0; i < g->jumps.len; i++)
    if (g->jumps.data[i].cont)
      innermost = i;
  for (size_t i = 0; i < g->jumps.len; i++) {
    const JumpTarget *j = &g->jumps.data[i];
    if (!j->cont) /* a switch */
      continue;
    uint64_t pos = clock << 8 | (255 - (i < 254 ? i : 254));
    LLVMValueRef stop = host_find_stop(g, j->cont);
    if (stop)
      LLVMSetOperand(stop, 1, LLVMConstInt(g->t_i64, pos, 0));
    else if (i != innermost || !host_in_loop_body(g, j))
      host_add_stop(g, j->cont, pos);
  }
  LLVMBasicBlockRef body = LLVMGetSuccessor(g->entry_term, 0);
  if (!(g->func->hip & HIP_GLOBAL) && !LLVMGetFirstInstruction(g->ret_bb) &&
      LLVMGetInsertBlock(g->b) != body)
    host_add_stop(g, g->ret_bb, UINT64_MAX);
  unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  LLVMRemoveEnumAttributeAtIndex(g->fn, LLVMAttributeFunctionIndex, always);
  cg_add_enum_attr(g, g->fn, LLVMAttributeFunctionIndex, "noinline");
  return LLVMConstInt(g->t_i64, clock << 8, 0);
}

/* The scheduler's shuffle of `bits`, the bits of a value of type t as an
 * integer of its width: they travel as 64 bits. */
LLVMValueRef host_shfl_bits(CG *g, Type *t, LLVMValueRef bits, LLVMValueRef arg,
                            LLVMValueRef width, int64_t mode) {
  LLVMValueRef v = LLVMBuildZExt(g->b, bits, g->t_i64, "");
  LLVMValueRef args[6] = {g->ctx_param, v, arg, width, LLVMConstInt(g->t_i32, (uint64_t)mode, 0),
                          host_point(g)};
  LLVMValueRef r = host_point_call(g, offsetof(HipcHostOps, shfl), g->t_i64, args, 6);
  return t->size < 8 ? LLVMBuildTrunc(g->b, r, LLVMTypeOf(bits), "") : r;
}

static LLVMValueRef host_shfl(CG *g, Expr *e) {
  Type *t = e->type;
  LLVMValueRef v = cg_expr(g, e->args[0]);
  LLVMTypeRef vt = LLVMTypeOf(v);
  if (!type_is_integer(t)) /* a float or a vector: its bits */
    v = LLVMBuildBitCast(g->b, v, LLVMIntTypeInContext(g->llctx, (unsigned)t->size * 8), "");
  LLVMValueRef arg = cg_expr(g, e->args[1]);
  LLVMValueRef width = cg_expr(g, e->args[2]);
  LLVMValueRef r = host_shfl_bits(g, t, v, arg, width, cg_builtin_const_arg(e, 3));
  return type_is_integer(t) ? r : LLVMBuildBitCast(g->b, r, vt, "");
}

LLVMValueRef host_ballot(CG *g, LLVMValueRef predicate) {
  LLVMValueRef p = LLVMBuildZExt(g->b, predicate, g->t_i32, "");
  LLVMValueRef args[3] = {g->ctx_param, p, host_point(g)};
  return host_point_call(g, offsetof(HipcHostOps, ballot), g->t_i64, args, 3);
}

void host_warp_sync(CG *g) {
  LLVMValueRef args[2] = {g->ctx_param, host_point(g)};
  host_point_call(g, offsetof(HipcHostOps, warp_sync), g->t_void, args, 2);
}

LLVMValueRef host_lane(CG *g) {
  return host_ctx_field(g, offsetof(HipcHostCtx, lane), g->t_i32);
}

/* va_arg of an x86-64 va_list (the SysV ABI, 3.5.7), as clang's
 * X86_64ABIInfo::EmitVAArg builds it rather than LLVM's va_arg
 * instruction, which the back end miscompiles at -O0: an argument of
 * sema's fetch types (an integer of 8 bytes at most, a pointer, a double)
 * is in the register save area while gp_offset (fp_offset) leaves room,
 * and then in the overflow area, 8 bytes a slot. */
static LLVMValueRef host_va_arg(CG *g, Expr *e) {
  LLVMValueRef ap = cg_expr(g, e->args[0]);
  bool fp = type_is_float(e->type);
  LLVMValueRef off_at = LLVMBuildInBoundsGEP2(
      g->b, g->t_i8, ap, (LLVMValueRef[]){LLVMConstInt(g->t_i64, fp ? 4 : 0, 0)}, 1, "");
  LLVMValueRef off = LLVMBuildLoad2(g->b, g->t_i32, off_at, "va.offset");
  /* 6 general registers of 8 bytes, then 8 vector registers of 16 */
  unsigned limit = fp ? 176 - 16 : 48 - 8, step = fp ? 16 : 8;
  LLVMValueRef in_regs = LLVMBuildICmp(g->b, LLVMIntULE, off,
                                       LLVMConstInt(g->t_i32, limit, 0), "va.in_regs");
  LLVMBasicBlockRef reg_bb = cg_block(g, "va.reg"), mem_bb = cg_block(g, "va.mem");
  LLVMBasicBlockRef end = cg_block(g, "va.end");
  LLVMBuildCondBr(g->b, in_regs, reg_bb, mem_bb);
  cg_start_block(g, reg_bb);
  LLVMValueRef save_at = LLVMBuildInBoundsGEP2(
      g->b, g->t_i8, ap, (LLVMValueRef[]){LLVMConstInt(g->t_i64, 16, 0)}, 1, "");
  LLVMValueRef save = LLVMBuildLoad2(g->b, g->t_ptr, save_at, "");
  LLVMValueRef reg_addr = LLVMBuildInBoundsGEP2(
      g->b, g->t_i8, save, (LLVMValueRef[]){LLVMBuildZExt(g->b, off, g->t_i64, "")}, 1, "");
  LLVMBuildStore(g->b, LLVMBuildAdd(g->b, off, LLVMConstInt(g->t_i32, step, 0), ""), off_at);
  LLVMBuildBr(g->b, end);
  cg_start_block(g, mem_bb);
  LLVMValueRef over_at = LLVMBuildInBoundsGEP2(
      g->b, g->t_i8, ap, (LLVMValueRef[]){LLVMConstInt(g->t_i64, 8, 0)}, 1, "");
  LLVMValueRef mem_addr = LLVMBuildLoad2(g->b, g->t_ptr, over_at, "");
  LLVMBuildStore(g->b, LLVMBuildInBoundsGEP2(g->b, g->t_i8, mem_addr,
                                             (LLVMValueRef[]){LLVMConstInt(g->t_i64, 8, 0)},
                                             1, ""),
                 over_at);
  LLVMBuildBr(g->b, end);
  cg_start_block(g, end);
  LLVMValueRef addr = LLVMBuildPhi(g->b, g->t_ptr, "va.addr");
  LLVMAddIncoming(addr, (LLVMValueRef[]){reg_addr, mem_addr},
                  (LLVMBasicBlockRef[]){reg_bb, mem_bb}, 2);
  return LLVMBuildLoad2(g->b, cg_type(g, e->type), addr, "");
}

/* malloc(size) and free(p) of the C library the runtime runs in (the
 * shared object leaves them undefined, as it does memcpy): no context
 * argument, C's own calling convention. */
static LLVMValueRef host_libc_call(CG *g, const char *name, Expr *e) {
  bool alloc = !strcmp(name, "malloc");
  LLVMTypeRef param = alloc ? g->t_i64 : g->t_ptr;
  LLVMTypeRef ft = LLVMFunctionType(alloc ? g->t_ptr : g->t_void, &param, 1, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(g->mod, name);
  if (!fn)
    fn = LLVMAddFunction(g->mod, name, ft);
  LLVMValueRef arg = cg_expr(g, e->args[0]);
  LLVMValueRef r = LLVMBuildCall2(g->b, ft, fn, &arg, 1, "");
  return alloc ? r : NULL;
}

static LLVMValueRef host_builtin(CG *g, Expr *e) {
  int id = e->builtin;
  switch (id) {
  case BI_WORKITEM_ID_X: case BI_WORKITEM_ID_Y: case BI_WORKITEM_ID_Z:
    return host_builtin_var(g, BV_THREAD_IDX, id - BI_WORKITEM_ID_X);
  case BI_WORKGROUP_ID_X: case BI_WORKGROUP_ID_Y: case BI_WORKGROUP_ID_Z:
    return host_builtin_var(g, BV_BLOCK_IDX, id - BI_WORKGROUP_ID_X);
  case BI_WORKGROUP_SIZE_X: case BI_WORKGROUP_SIZE_Y: case BI_WORKGROUP_SIZE_Z:
    return LLVMBuildTrunc(g->b, host_builtin_var(g, BV_BLOCK_DIM, id - BI_WORKGROUP_SIZE_X),
                          g->t_i16, "");
  case BI_NUM_WORKGROUPS_X: case BI_NUM_WORKGROUPS_Y: case BI_NUM_WORKGROUPS_Z:
    return host_builtin_var(g, BV_GRID_DIM, id - BI_NUM_WORKGROUPS_X);
  case BI_GRID_SIZE_X: case BI_GRID_SIZE_Y: case BI_GRID_SIZE_Z: {
    int axis = id - BI_GRID_SIZE_X;
    return LLVMBuildMul(g->b, host_builtin_var(g, BV_BLOCK_DIM, axis),
                        host_builtin_var(g, BV_GRID_DIM, axis), "");
  }
  case BI_WAVEFRONT_SIZE:
    return host_builtin_var(g, BV_WARP_SIZE, 0);
  case BI_IMPLICITARG_PTR:
  case BI_DISPATCH_PTR:
    cg_error(g, e->loc, "'%s' is not available for the host target", cg_builtin_name(e));
    return LLVMConstNull(g->t_ptr);
  case BI_S_BARRIER: {
    LLVMValueRef ctx = g->ctx_param;
    host_call(g, offsetof(HipcHostOps, barrier), g->t_void, &ctx, 1, false);
    return NULL;
  }
  case BI_FENCE: /* one scope on a CPU: the whole system */
    LLVMBuildFence(g->b, LLVMAtomicOrderingSequentiallyConsistent, 0, "");
    return NULL;
  case BI_TRAP: {
    LLVMValueRef args[2] = {g->ctx_param, LLVMConstNull(g->t_ptr)};
    host_call(g, offsetof(HipcHostOps, trap), g->t_void, args, 2, false);
    LLVMBuildUnreachable(g->b);
    cg_start_block(g, cg_block(g, "trap.cont"));
    return NULL;
  }
  case BI_ASSERT_FAIL: {
    const char *msg = assert_message(g, e);
    LLVMValueRef str = LLVMBuildGlobalStringPtr(g->b, msg, "assert.msg");
    LLVMValueRef args[2] = {g->ctx_param, str};
    host_call(g, offsetof(HipcHostOps, trap), g->t_void, args, 2, false);
    LLVMBuildUnreachable(g->b);
    cg_start_block(g, cg_block(g, "assert.cont"));
    return NULL;
  }
  case BI_PRINTF:
    return host_printf(g, e);
  case BI_HOSTCALL_BUFFER: /* the host's printf needs no buffer */
  case BI_PRINTF_BUFFER:
    return LLVMConstNull(g->t_ptr);
  case BI_SHFL:
    return host_shfl(g, e);
  case BI_BALLOT:
    return host_ballot(g, cg_expr(g, e->args[0]));
  case BI_SMID: /* one processor: the CPU */
    return LLVMConstInt(g->t_i32, 0, 0);
  case BI_BALLOT_W64: case BI_BALLOT_W32:
  case BI_READ_EXEC: case BI_READ_EXEC_LO: case BI_READ_EXEC_HI: {
    /* the scheduler's ballot, in the width asked (the exec mask: of true) */
    LLVMValueRef r = host_ballot(g, e->nargs ? cg_expr(g, e->args[0])
                                             : LLVMConstInt(g->t_i1, 1, 0));
    if (id == BI_READ_EXEC_HI)
      r = LLVMBuildLShr(g->b, r, LLVMConstInt(g->t_i64, 32, 0), "");
    bool wide = id == BI_BALLOT_W64 || id == BI_READ_EXEC;
    return wide ? r : LLVMBuildTrunc(g->b, r, g->t_i32, "");
  }
  case BI_LANE_ID:
    return host_lane(g);
  case BI_WARP_SYNC:
    host_warp_sync(g);
    return NULL;
  case BI_WAVE_GATHER: {
    LLVMValueRef all = cg_expr(g, e->args[0]), mine = cg_expr(g, e->args[1]);
    LLVMValueRef size = cg_expr(g, e->args[2]);
    LLVMValueRef args[5] = {g->ctx_param, all, mine, size, host_point(g)};
    host_point_call(g, offsetof(HipcHostOps, gather), g->t_void, args, 5);
    return NULL;
  }
  case BI_VA_ARG:
    return host_va_arg(g, e);
  case BI_MALLOC:
  case BI_FREE: /* the process's C library: a CPU thread may call it */
    return host_libc_call(g, id == BI_MALLOC ? "malloc" : "free", e);
  }
  cg_error(g, e->loc, "internal error: builtin not lowered for the host target");
  return NULL;
}

/* The AMDGPU intrinsics a kernel may call by name (builtins.def's
 * `intrinsic` rows): codegen/host_amdgcn.c computes them. */
static LLVMValueRef host_intrinsic(CG *g, Expr *e, const char *name, bool *done) {
  if (strncmp(name, "llvm.amdgcn.", 12) != 0)
    return NULL;
  *done = true;
  return host_amdgcn_intrinsic(g, e, name);
}

/* ---- atomics: a CPU knows only "singlethread" and the whole system ------------------ */

static unsigned host_sync_scope(CG *g, int64_t scope) {
  return LLVMGetSyncScopeID(g->llctx, scope == 1 ? "singlethread" : "",
                            scope == 1 ? 12 : 0);
}

static unsigned host_sync_scope_named(CG *g, const char *name, size_t n) {
  return LLVMGetSyncScopeID(g->llctx, "", 0);
}

static void host_atomic_metadata(CG *g, LLVMValueRef inst, unsigned flags) {}

/* ---- the module: linked into a shared object for dlopen ----------------------------- */

static bool host_link(CG *g, const void *obj, size_t size, Strbuf *out, Strbuf *msgs) {
  return lld_link(false, obj, size, out, msgs);
}

/* x86-64's one-register constraints (clang's X86TargetInfo) */
static const char *host_asm_register(char c) {
  switch (c) {
  case 'a': return "{ax}";
  case 'b': return "{bx}";
  case 'c': return "{cx}";
  case 'd': return "{dx}";
  case 'S': return "{si}";
  case 'D': return "{di}";
  default: return NULL;
  }
}

const CgTarget cg_target_host = {
    .triple = "x86_64-unknown-linux-gnu",
    .machine = host_machine,
    .as_global = AS_FLAT,
    .as_shared = AS_FLAT,
    .as_constant = AS_FLAT,
    .as_private = AS_FLAT,
    .constant_readonly = false, /* hipMemcpyToSymbol writes it in place */
    .label_addresses = true,
    .asm_clobbers = "~{dirflag},~{fpsr},~{flags}",
    .asm_memory_operands = true,
    .asm_register = host_asm_register,
    .export_visibility = LLVMDefaultVisibility, /* hipModuleGetGlobal: dlsym */
    .hidden_params = 1,
    .kernarg_byref = false,
    .kernel_symbol = host_kernel_symbol,
    .declare_kernel = host_declare_kernel,
    .function_attributes = host_function_attributes,
    .begin_module = host_begin_module,
    .end_kernel = host_end_kernel,
    .shared_address = host_shared_address,
    .builtin_var = host_builtin_var,
    .builtin = host_builtin,
    .intrinsic = host_intrinsic,
    .sync_scope = host_sync_scope,
    .sync_scope_named = host_sync_scope_named,
    .atomic_metadata = host_atomic_metadata,
    .link = host_link,
};
