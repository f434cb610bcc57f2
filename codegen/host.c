/* host.c - the pieces of --offload-arch=host that differ from AMDGPU: the
 * GPU thread's context as every function's first parameter, __shared__
 * variables at offsets in the block's shared memory, the scheduler's
 * operations through the context, and each kernel's uniform entry point
 * and info record.  The contract is runtime/host_abi.h. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"
#include "../runtime/host_abi.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

static uint64_t align_up(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

/* Every __shared__ variable of the module gets its own place, in order of
 * declaration, as the LDS lowering lays them out on a GPU; extern
 * __shared__ memory follows at HIPC_HOST dynamic alignment. */
void host_layout_shared(CG *g) {
  uint64_t at = 0;
  for (size_t i = 0; i < g->prog->objects.len; i++) {
    Object *o = g->prog->objects.data[i];
    if (o->kind != OBJ_VAR || o->space != VS_SHARED || o->is_dynamic_shared)
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

LLVMValueRef host_ctx_field(CG *g, unsigned offset, LLVMTypeRef type) {
  LLVMValueRef idx = LLVMConstInt(g->t_i64, offset, 0);
  LLVMValueRef p = LLVMBuildInBoundsGEP2(g->b, g->t_i8, g->ctx_param, &idx, 1, "");
  LLVMValueRef v = LLVMBuildLoad2(g->b, type, p, "");
  LLVMSetAlignment(v, type == g->t_ptr ? 8 : 4);
  return v;
}

LLVMValueRef host_shared_address(CG *g, Object *o) {
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
LLVMValueRef host_op(CG *g, unsigned slot, LLVMTypeRef fn_type) {
  (void)fn_type;
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
void host_emit_kernel_entry(CG *g, Object *k, LLVMValueRef body) {
  const char *name = LLVMGetValueName(body);
  size_t n = strlen(name) - 5; /* drop ".body" */
  char *sym = arena_strndup(&g->ctx->arena, name, n);
  LLVMTypeRef params[2] = {g->t_ptr, g->t_ptr};
  LLVMTypeRef ft = LLVMFunctionType(g->t_void, params, 2, 0);
  LLVMValueRef entry = LLVMAddFunction(g->mod, sym, ft);
  unsigned nounwind = LLVMGetEnumAttributeKindForName("nounwind", 8);
  LLVMAddAttributeAtIndex(entry, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(g->llctx, nounwind, 0));
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

void host_module_symbols(CG *g) {
  LLVMValueRef gv = LLVMAddGlobal(g->mod, g->t_i32, HIPC_HOST_MODULE_SYMBOL);
  LLVMSetInitializer(gv, LLVMConstInt(g->t_i32, HIPC_HOST_ABI_VERSION, 0));
  LLVMSetGlobalConstant(gv, 1);
  LLVMSetAlignment(gv, 4);
}
