/* global.c - variables with static storage on the device: their address
 * spaces, alignment, linkage and initializers, string literals, and
 * @llvm.compiler.used. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <stdio.h>
#include <string.h>

/* ---- variables ------------------------------------------------------------ */

static unsigned var_addrspace(CG *g, Object *o) {
  switch (o->space) {
  case VS_SHARED: return g->tgt->as_shared;
  case VS_CONSTANT: return g->tgt->as_constant;
  default: return g->tgt->as_global;
  }
}

/* clang raises the alignment of array variables of 16 bytes or more to 16
 * (the target's LargeArrayMinWidth/Align): global ones, which moves LDS
 * offsets, and local ones, whose stores then merge into wider ones. */
uint32_t cg_var_align(CG *g, Type *t, uint32_t explicit_align) {
  uint32_t a = explicit_align ? explicit_align : cg_type_align(g, t);
  if (t->kind == TY_ARRAY && t->size >= 16 && a < 16 && !explicit_align)
    a = 16;
  return a;
}

static uint32_t global_align(CG *g, Object *o) { return cg_var_align(g, o->type, o->align); }

LLVMValueRef cg_global_value(CG *g, Object *o) {
  if (o->space == VS_SHARED && g->tgt->shared_address)
    return g->tgt->shared_address(g, o); /* not a global on this target */
  if (g->values[o->id])
    return g->values[o->id];
  unsigned as = var_addrspace(g, o);
  char namebuf[512];
  const char *name = o->asm_name ? o->asm_name : o->name;
  if (o->func && !o->asm_name) { /* a static local: function.name, as clang names them in C */
    snprintf(namebuf, sizeof namebuf, "%s.%s", o->func->name, o->name ? o->name : "compoundliteral");
    name = namebuf;
  } else if (!name) {
    name = ".compoundliteral";
  }
  LLVMTypeRef ty = cg_mem_type(g, o->type);
  LLVMValueRef gv = LLVMAddGlobalInAddressSpace(g->mod, ty, name, as);
  LLVMSetAlignment(gv, global_align(g, o));
  bool internal = o->is_internal || o->func || !o->name ||
                  (o->hip & HIP_HOST); /* implicitly promoted constants */
  if (o->space == VS_SHARED) {
    if (o->is_dynamic_shared) {
      LLVMSetLinkage(gv, LLVMExternalLinkage);
      LLVMSetVisibility(gv, LLVMHiddenVisibility);
    } else {
      /* LDS cannot be initialised: undef, as clang emits. */
      LLVMSetInitializer(gv, LLVMGetUndef(ty));
      if (internal)
        LLVMSetLinkage(gv, LLVMInternalLinkage);
      else
        LLVMSetVisibility(gv, LLVMProtectedVisibility);
    }
  } else if (o->is_extern && !o->defined) {
    LLVMSetLinkage(gv, LLVMExternalLinkage);
    LLVMSetVisibility(gv, LLVMProtectedVisibility);
  } else {
    if (internal) {
      LLVMSetLinkage(gv, LLVMInternalLinkage);
    } else {
      /* The host may write __device__ and __constant__ variables
       * (hipMemcpyToSymbol): their initial values must not be folded.
       * A host module exports them for hipModuleGetGlobal (dlsym). */
      LLVMSetVisibility(gv, g->tgt->export_visibility);
      LLVMSetExternallyInitialized(gv, 1);
    }
    /* On a GPU __constant__ memory is read-only to kernels; on the host
     * target hipMemcpyToSymbol writes it in place, so it stays data. */
    if (o->space == VS_CONSTANT && g->tgt->constant_readonly)
      LLVMSetGlobalConstant(gv, 1);
  }
  /* Register before the initializer: it may refer to the variable. */
  LLVMValueRef flat = cg_flat(g, gv);
  g->values[o->id] = flat;
  if (!(o->is_extern && !o->defined) && o->space != VS_SHARED) {
    LLVMValueRef init = o->init ? cg_const_init(g, o->init, o->type)
                                : LLVMConstNull(ty);
    if (LLVMTypeOf(init) != ty) {
      /* Struct and union constants are literal structs laid out like the
       * record (codegen/init.c); the variable takes their type, as clang
       * does for unions.  Uses made while building the initializer are
       * moved over. */
      LLVMValueRef ng = LLVMAddGlobalInAddressSpace(g->mod, LLVMTypeOf(init), "", as);
      LLVMSetLinkage(ng, LLVMGetLinkage(gv));
      LLVMSetVisibility(ng, LLVMGetVisibility(gv));
      LLVMSetAlignment(ng, LLVMGetAlignment(gv));
      LLVMSetGlobalConstant(ng, LLVMIsGlobalConstant(gv));
      LLVMSetExternallyInitialized(ng, LLVMIsExternallyInitialized(gv));
      LLVMReplaceAllUsesWith(gv, ng);
      LLVMDeleteGlobal(gv);
      LLVMSetValueName2(ng, name, strlen(name));
      gv = ng;
      flat = cg_flat(g, gv);
      g->values[o->id] = flat;
    }
    LLVMSetInitializer(gv, init);
  }
  return flat;
}

/* ---- string literals ------------------------------------------------------- */

LLVMValueRef cg_string_literal(CG *g, Expr *e) {
  LLVMValueRef init;
  Type *elem = e->type->base;
  uint64_t hash = hash_bytes(e->str, e->str_len);
  for (size_t i = 0; i < g->strings.len; i++)
    if (g->strings.data[i].hash == hash && g->strings.data[i].len == e->str_len &&
        g->strings.data[i].elem == elem->size &&
        !memcmp(g->strings.data[i].text, e->str, e->str_len))
      return cg_flat(g, g->strings.data[i].gv);
  if (elem->size == 1) {
    init = LLVMConstStringInContext2(g->llctx, e->str, e->str_len, 1);
  } else {
    size_t n = e->str_len / elem->size;
    LLVMValueRef *vals = arena_alloc(&g->ctx->arena, n * sizeof *vals);
    for (size_t i = 0; i < n; i++) {
      uint32_t c = 0;
      memcpy(&c, e->str + i * elem->size, elem->size);
      vals[i] = LLVMConstInt(cg_type(g, elem), c, 0);
    }
    init = LLVMConstArray2(cg_type(g, elem), vals, n);
  }
  char name[32];
  if (g->string_count) /* clang's .str, .str.1, .str.2 ... */
    snprintf(name, sizeof name, ".str.%u", g->string_count);
  else
    snprintf(name, sizeof name, ".str");
  g->string_count++;
  LLVMValueRef gv = cg_private_constant(g, init, name, elem->align);
  VEC_PUSH(&g->ctx->arena, g->strings,
           ((StringGlobal){hash, e->str, e->str_len, elem->size, gv}));
  return cg_flat(g, gv);
}

LLVMValueRef cg_private_constant(CG *g, LLVMValueRef init, const char *name,
                                 uint32_t align) {
  LLVMValueRef gv = LLVMAddGlobalInAddressSpace(g->mod, LLVMTypeOf(init), name,
                                                g->tgt->as_constant);
  LLVMSetInitializer(gv, init);
  LLVMSetGlobalConstant(gv, 1);
  LLVMSetLinkage(gv, LLVMPrivateLinkage);
  LLVMSetUnnamedAddress(gv, LLVMGlobalUnnamedAddr);
  LLVMSetAlignment(gv, align);
  return gv;
}

bool cg_is_device_object(Object *o) {
  if (o->kind == OBJ_FUNC)
    return (o->hip & (HIP_GLOBAL | HIP_DEVICE)) != 0;
  if (o->kind == OBJ_VAR)
    return (o->hip & (HIP_DEVICE | HIP_SHARED | HIP_CONSTANT | HIP_MANAGED)) != 0;
  return false;
}

/* __attribute__((used)) objects go in @llvm.compiler.used, as clang puts
 * them for a GPU: kept through optimisation though nothing refers to them. */
void cg_emit_compiler_used(CG *g) {
  Program *p = g->prog;
  size_t n = 0;
  for (size_t i = 0; i < p->objects.len; i++) {
    Object *o = p->objects.data[i];
    n += o->keep && g->values[o->id] && cg_is_device_object(o);
  }
  if (!n)
    return;
  LLVMValueRef *elems = arena_alloc(&g->ctx->arena, n * sizeof *elems);
  n = 0;
  for (size_t i = 0; i < p->objects.len; i++) {
    Object *o = p->objects.data[i];
    if (o->keep && g->values[o->id] && cg_is_device_object(o))
      elems[n++] = g->values[o->id];
  }
  LLVMTypeRef ty = LLVMArrayType2(g->t_ptr, n);
  LLVMValueRef gv = LLVMAddGlobalInAddressSpace(g->mod, ty, "llvm.compiler.used",
                                                g->tgt->as_global);
  LLVMSetInitializer(gv, LLVMConstArray2(g->t_ptr, elems, n));
  LLVMSetLinkage(gv, LLVMAppendingLinkage);
  LLVMSetSection(gv, "llvm.metadata");
}

