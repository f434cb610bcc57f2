/* module.c - one target's LLVM module: types, globals, functions with the
 * attributes clang gives HIP device code, then verification, the O-level
 * pipeline, machine code and the in-process link. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The one piece of process-wide state (docs/ARCHITECTURE.md, "The
 * passes"): LLVM's target registration, once. */
static pthread_once_t llvm_once = PTHREAD_ONCE_INIT;

static void init_llvm_once(void) {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTarget();
  LLVMInitializeAMDGPUTargetMC();
  LLVMInitializeAMDGPUAsmPrinter();
  LLVMInitializeAMDGPUAsmParser();
  /* --offload-arch=host */
  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86Target();
  LLVMInitializeX86TargetMC();
  LLVMInitializeX86AsmPrinter();
}

void codegen_init_llvm(void) { pthread_once(&llvm_once, init_llvm_once); }

void cg_error(CG *g, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(&g->ctx->diags, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  g->failed = true;
}

/* ---- types ---------------------------------------------------------------- */

uint32_t cg_type_align(CG *g, Type *t) {
  (void)g;
  return t->align ? t->align : 1;
}

/* Records become packed LLVM structs with explicit padding, so that their
 * layout is exactly sema's whatever LLVM's own rules would say. */
static LLVMTypeRef record_type(CG *g, Record *r) {
  for (size_t i = 0; i < g->rec_keys.len; i++)
    if (g->rec_keys.data[i] == r)
      return g->rec_vals.data[i];
  char name[256];
  snprintf(name, sizeof name, "%s.%s", r->is_union ? "union" : "struct",
           r->tag ? r->tag : "anon");
  LLVMTypeRef st = LLVMStructCreateNamed(g->llctx, name);
  VEC_PUSH(&g->ctx->arena, g->rec_keys, r);
  VEC_PUSH(&g->ctx->arena, g->rec_vals, st);
  VEC(LLVMTypeRef) fields = {0};
  uint64_t at = 0;
  if (r->is_union) {
    /* The most aligned, then largest, member carries the type. */
    Member *best = NULL;
    for (size_t i = 0; i < r->nmembers; i++) {
      Member *m = &r->members[i];
      if (m->bit_width >= 0)
        continue;
      if (!best || m->type->align > best->type->align ||
          (m->type->align == best->type->align && m->type->size > best->type->size))
        best = m;
    }
    if (best) {
      VEC_PUSH(&g->ctx->arena, fields, cg_mem_type(g, best->type));
      at = best->type->size;
    }
  } else {
    for (size_t i = 0; i < r->nmembers; i++) {
      Member *m = &r->members[i];
      if (m->bit_width >= 0)
        continue; /* covered by byte padding below */
      if (m->type->kind == TY_ARRAY && m->type->incomplete)
        continue;
      if (m->offset > at)
        VEC_PUSH(&g->ctx->arena, fields,
                 LLVMArrayType2(g->t_i8, m->offset - at));
      if (m->offset < at)
        continue; /* overlaps a bit-field unit: keep bytes */
      VEC_PUSH(&g->ctx->arena, fields, cg_mem_type(g, m->type));
      at = m->offset + m->type->size;
    }
  }
  if (r->size > at)
    VEC_PUSH(&g->ctx->arena, fields, LLVMArrayType2(g->t_i8, r->size - at));
  LLVMStructSetBody(st, fields.data, (unsigned)fields.len, 1);
  return st;
}

LLVMTypeRef cg_type(CG *g, Type *t) {
  switch (t->kind) {
  case TY_VOID: return g->t_void;
  case TY_BOOL: return g->t_i1;
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return g->t_i8;
  case TY_SHORT: case TY_USHORT: return g->t_i16;
  case TY_INT: case TY_UINT: return g->t_i32;
  case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG: return g->t_i64;
  case TY_HALF: return g->t_f16;
  case TY_FLOAT: return g->t_f32;
  case TY_DOUBLE: return g->t_f64;
  case TY_POINTER: return g->t_ptr;
  case TY_VECTOR: return LLVMVectorType(cg_type(g, t->base), (unsigned)t->len);
  case TY_ARRAY:
    return LLVMArrayType2(cg_mem_type(g, t->base), t->incomplete ? 0 : t->len);
  case TY_STRUCT:
  case TY_UNION:
    return record_type(g, t->rec);
  case TY_FUNC: {
    /* the target's hidden parameters first (the host's thread context) */
    unsigned extra = g->tgt->hidden_params;
    LLVMTypeRef *ps = arena_alloc(&g->ctx->arena, (t->nparams + 2) * sizeof *ps);
    ps[0] = g->t_ptr;
    for (size_t i = 0; i < t->nparams; i++)
      ps[i + extra] = cg_type(g, t->params[i]);
    return LLVMFunctionType(cg_type(g, t->base), ps,
                            (unsigned)t->nparams + extra, t->variadic);
  }
  }
  return g->t_i32;
}

LLVMTypeRef cg_mem_type(CG *g, Type *t) {
  return t->kind == TY_BOOL ? g->t_i8 : cg_type(g, t);
}

/* ---- small helpers ---------------------------------------------------------- */

LLVMBasicBlockRef cg_block(CG *g, const char *name) {
  return LLVMAppendBasicBlockInContext(g->llctx, g->fn, name);
}

void cg_start_block(CG *g, LLVMBasicBlockRef bb) {
  LLVMPositionBuilderAtEnd(g->b, bb);
}

bool cg_block_terminated(CG *g) {
  LLVMBasicBlockRef bb = LLVMGetInsertBlock(g->b);
  return bb && LLVMGetBasicBlockTerminator(bb) != NULL;
}

/* Allocas live in the entry block, before its branch to the body, in
 * address space 5, used through a flat pointer as clang does. */
LLVMValueRef cg_alloca(CG *g, Type *t, const char *name) {
  return cg_alloca_aligned(g, t, name, 0);
}

/* An alloca aligned to `align` when that is more than the type asks. */
LLVMValueRef cg_alloca_aligned(CG *g, Type *t, const char *name, uint32_t align) {
  LLVMBuilderRef ab = LLVMCreateBuilderInContext(g->llctx);
  LLVMPositionBuilderBefore(ab, g->entry_term);
  LLVMValueRef a = LLVMBuildAlloca(ab, cg_mem_type(g, t), name ? name : "");
  if (align < cg_type_align(g, t))
    align = cg_type_align(g, t);
  LLVMSetAlignment(a, align);
  LLVMValueRef p = g->tgt->as_private == AS_FLAT ? a
                                                 : LLVMBuildAddrSpaceCast(ab, a, g->t_ptr, "");
  LLVMDisposeBuilder(ab);
  return p;
}

LLVMValueRef cg_intrinsic(CG *g, const char *name, LLVMTypeRef *types,
                          size_t ntypes, LLVMTypeRef *fn_type) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(g->mod, id, types, ntypes);
  if (fn_type)
    *fn_type = LLVMIntrinsicGetType(g->llctx, id, types, ntypes);
  return f;
}

LLVMValueRef cg_call_intrinsic(CG *g, const char *name, LLVMTypeRef *types,
                               size_t ntypes, LLVMValueRef *args,
                               size_t nargs) {
  LLVMTypeRef ft;
  LLVMValueRef f = cg_intrinsic(g, name, types, ntypes, &ft);
  return LLVMBuildCall2(g->b, ft, f, args, (unsigned)nargs, "");
}

/* ---- TBAA: clang's scalar type tags ("Simple C++ TBAA", as HIP is C++) --- */

static LLVMMetadataRef md_str(CG *g, const char *s) {
  return LLVMMDStringInContext2(g->llctx, s, strlen(s));
}

static LLVMMetadataRef md_i64(CG *g, uint64_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(g->t_i64, v, 0));
}

static LLVMMetadataRef tbaa_type_node(CG *g, const char *name,
                                      LLVMMetadataRef parent) {
  LLVMMetadataRef ops[3] = {md_str(g, name), parent, md_i64(g, 0)};
  return LLVMMDNodeInContext2(g->llctx, ops, 3);
}

void cg_set_tbaa(CG *g, LLVMValueRef inst, Type *t) {
  if (g->opts->opt_level == 0 || g->opts->no_strict_aliasing)
    return; /* clang emits no TBAA at -O0 or under -fno-strict-aliasing */
  if (!g->tbaa_root) {
    LLVMMetadataRef r = md_str(g, "Simple C++ TBAA");
    g->tbaa_root = LLVMMDNodeInContext2(g->llctx, &r, 1);
    g->tbaa_char = tbaa_type_node(g, "omnipotent char", g->tbaa_root);
    g->tbaa_any_ptr = tbaa_type_node(g, "any pointer", g->tbaa_char);
  }
  TypeKind k = t->kind;
  LLVMMetadataRef node;
  switch (k) {
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR:
    node = g->tbaa_char;
    break;
  case TY_POINTER:
    node = g->tbaa_any_ptr;
    break;
  case TY_VECTOR: /* clang gives vectors no type of their own */
    node = g->tbaa_char;
    break;
  case TY_BOOL: case TY_SHORT: case TY_USHORT: case TY_INT: case TY_UINT:
  case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG: case TY_HALF:
  case TY_FLOAT: case TY_DOUBLE: {
    /* signed and unsigned variants alias (C17 6.5p7) */
    TypeKind key = k == TY_USHORT ? TY_SHORT : k == TY_UINT ? TY_INT
                 : k == TY_ULONG ? TY_LONG : k == TY_ULLONG ? TY_LLONG : k;
    static const char *names[TY_UNION + 1] = {
        [TY_BOOL] = "bool", [TY_SHORT] = "short", [TY_INT] = "int",
        [TY_LONG] = "long", [TY_LLONG] = "long long", [TY_HALF] = "_Float16",
        [TY_FLOAT] = "float", [TY_DOUBLE] = "double"};
    if (!g->tbaa_nodes[key])
      g->tbaa_nodes[key] = tbaa_type_node(g, names[key], g->tbaa_char);
    node = g->tbaa_nodes[key];
    break;
  }
  default:
    return;
  }
  LLVMMetadataRef tag[3] = {node, node, md_i64(g, 0)};
  LLVMMetadataRef md = LLVMMDNodeInContext2(g->llctx, tag, 3);
  LLVMSetMetadata(inst, g->md_tbaa, LLVMMetadataAsValue(g->llctx, md));
}

/* ---- attributes ------------------------------------------------------------ */

static void add_enum_attr(CG *g, LLVMValueRef fn, unsigned idx,
                          const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(g->llctx, kind, 0));
}

static void add_str_attr(CG *g, LLVMValueRef fn, const char *k,
                         const char *v) {
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(g->llctx, k, (unsigned)strlen(k),
                                                    v, (unsigned)strlen(v)));
}

/* The attributes clang 22 gives every device function, then the target's
 * own (CgTarget.function_attributes). */
static void function_attributes(CG *g, Object *f, LLVMValueRef fn) {
  add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "nounwind");
  if (g->opts->opt_level == 0) {
    add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "noinline");
    add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "optnone");
    add_str_attr(g, fn, "frame-pointer", "all");
  } else if (f->noinline) {
    add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "noinline");
  } else if (f->always_inline) {
    add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "alwaysinline");
  }
  if (f->noreturn)
    add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "noreturn");
  /* clang's for -ffast-math and -fgpu-flush-denormals-to-zero */
  if (g->opts->fast_math) {
    add_str_attr(g, fn, "no-infs-fp-math", "true");
    add_str_attr(g, fn, "no-nans-fp-math", "true");
    add_str_attr(g, fn, "no-signed-zeros-fp-math", "true");
  }
  if (g->opts->flush_denormals)
    add_str_attr(g, fn, "denormal-fp-math-f32", "preserve-sign,preserve-sign");
  add_str_attr(g, fn, "target-cpu", g->cpu);
  if (g->features[0])
    add_str_attr(g, fn, "target-features", g->features);
  if (g->tgt->function_attributes)
    g->tgt->function_attributes(g, f, fn);
}

/* ---- functions and globals ------------------------------------------------ */

/* extern "C" functions keep their names; the rest are mangled as
 * clang's HIP (C++) mode mangles them. */
static const char *symbol_name(CG *g, Object *o) {
  if (o->extern_c || !o->type->has_proto)
    return o->name;
  return cg_mangle(g, o);
}

/* A kernel's pointers point to global memory; its records may come by
 * reference into the argument segment (CgTarget.kernarg_byref). */
static LLVMTypeRef function_type(CG *g, Object *f) {
  Type *t = f->type;
  bool kernel = f->hip & HIP_GLOBAL;
  unsigned extra = g->tgt->hidden_params;
  LLVMTypeRef *ps = arena_alloc(&g->ctx->arena, (t->nparams + extra + 1) * sizeof *ps);
  for (unsigned i = 0; i < extra; i++)
    ps[i] = g->t_ptr;
  for (size_t i = 0; i < t->nparams; i++) {
    Type *p = t->params[i];
    if (kernel && p->kind == TY_POINTER)
      ps[i + extra] = LLVMPointerTypeInContext(g->llctx, g->tgt->as_global);
    else if (kernel && type_is_record(p) && g->tgt->kernarg_byref)
      ps[i + extra] = LLVMPointerTypeInContext(g->llctx, g->tgt->as_constant);
    else
      ps[i + extra] = cg_type(g, p);
  }
  return LLVMFunctionType(cg_type(g, t->base), ps, (unsigned)t->nparams + extra,
                          t->variadic);
}

LLVMValueRef cg_function_value(CG *g, Object *f) {
  if (g->values[f->id])
    return g->values[f->id];
  LLVMTypeRef ft = function_type(g, f);
  bool kernel = f->hip & HIP_GLOBAL;
  const char *name = symbol_name(g, f);
  if (kernel && g->tgt->kernel_symbol)
    name = g->tgt->kernel_symbol(g, f, name);
  LLVMValueRef fn = LLVMAddFunction(g->mod, name, ft);
  g->values[f->id] = fn;
  g->fn_types[f->id] = ft;
  if (kernel) {
    g->tgt->declare_kernel(g, f, fn);
  } else if (f->is_internal) {
    LLVMSetLinkage(fn, LLVMInternalLinkage);
  } else {
    LLVMSetVisibility(fn, LLVMHiddenVisibility);
  }
  function_attributes(g, f, fn);
  Type *t = f->type;
  for (size_t i = 0; i < t->nparams; i++) {
    Type *p = t->params[i];
    unsigned idx = (unsigned)i + 1 + g->tgt->hidden_params;
    add_enum_attr(g, fn, idx, "noundef");
    if (p->kind == TY_POINTER && (p->quals & Q_RESTRICT))
      add_enum_attr(g, fn, idx, "noalias");
    if (kernel && g->tgt->kernarg_byref && type_is_record(p)) {
      unsigned kind = LLVMGetEnumAttributeKindForName("byref", 5);
      LLVMAddAttributeAtIndex(fn, idx,
                              LLVMCreateTypeAttribute(g->llctx, kind, cg_type(g, p)));
      unsigned ak = LLVMGetEnumAttributeKindForName("align", 5);
      LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(g->llctx, ak, p->align));
    } else if (!kernel && type_is_integer(p) && p->size < 4) {
      add_enum_attr(g, fn, idx, type_is_signed(p) ? "signext" : "zeroext");
    }
  }
  if (t->base->kind != TY_VOID && !type_is_record(t->base))
    add_enum_attr(g, fn, LLVMAttributeReturnIndex, "noundef");
  if (f->defined && f->body && !g->emitted[f->id])
    VEC_PUSH(&g->ctx->arena, g->pending, f);
  return fn;
}

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
  const char *name = o->name;
  if (o->func) { /* a static local: function.name, as clang names them in C */
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
  snprintf(name, sizeof name, ".str%s%u", g->string_count ? "." : "",
           g->string_count);
  g->string_count++;
  LLVMValueRef gv = cg_private_constant(g, init, name, elem->align);
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

/* ---- function bodies ------------------------------------------------------ */

static void emit_function(CG *g, Object *f) {
  LLVMValueRef fn = cg_function_value(g, f);
  g->emitted[f->id] = true;
  g->func = f;
  g->fn = fn;
  g->jumps.len = 0;
  g->entry = cg_block(g, "entry");
  LLVMBasicBlockRef body = cg_block(g, "body");
  cg_start_block(g, g->entry);
  g->entry_term = LLVMBuildBr(g->b, body);
  cg_start_block(g, body);
  debug_function(g, f, fn);
  bool kernel = f->hip & HIP_GLOBAL;
  Type *rt = f->type->base;
  g->ret_bb = cg_block(g, "return");
  g->ret_slot = rt->kind == TY_VOID ? NULL : cg_alloca(g, rt, "retval");
  g->ctx_param = g->tgt->hidden_params ? LLVMGetParam(fn, 0) : NULL;
  /* Parameters live in allocas like any local; mem2reg cleans up. */
  for (size_t i = 0; i < f->nparams; i++) {
    Object *p = f->params[i];
    LLVMValueRef arg = LLVMGetParam(fn, (unsigned)i + g->tgt->hidden_params);
    LLVMValueRef slot = cg_alloca(g, p->type, p->name ? p->name : "");
    g->values[p->id] = slot;
    debug_variable(g, p, slot, (unsigned)i + 1);
    if (kernel && g->tgt->kernarg_byref && type_is_record(p->type)) {
      LLVMValueRef src = LLVMBuildAddrSpaceCast(g->b, arg, g->t_ptr, "");
      cg_memcpy(g, slot, src, p->type->size, p->type->align);
      continue;
    }
    /* A kernel's pointer arrives as a global pointer and is stored as it
     * is, its bits read back as a generic pointer, as clang does: after
     * inlining, LLVM then keeps loop pointers and their exit values
     * global, where a cast stored here left a generic phi behind each
     * loop exit (a pointer walk: 39 instructions against clang's 32). */
    if (p->type->kind == TY_BOOL)
      arg = LLVMBuildZExt(g->b, arg, g->t_i8, "");
    LLVMValueRef st = LLVMBuildStore(g->b, arg, slot);
    LLVMSetAlignment(st, cg_type_align(g, p->type));
  }
  for (size_t i = 0; i < f->nlocals; i++) {
    Object *l = f->locals[i];
    if (!g->values[l->id]) {
      g->values[l->id] = cg_alloca_aligned(g, l->type, l->name, cg_var_align(g, l->type, l->align));
      debug_variable(g, l, g->values[l->id], 0);
    }
  }
  cg_stmt(g, f->body);
  if (!cg_block_terminated(g)) {
    /* C17 6.9.1p12: falling off the end returns (main returns 0; any
     * other use of the value is undefined). */
    LLVMBuildBr(g->b, g->ret_bb);
  }
  cg_start_block(g, g->ret_bb);
  if (g->ret_slot) {
    LValue lv = {g->ret_slot, rt, cg_type_align(g, rt), false, -1, 0, 0};
    if (type_is_record(rt)) {
      LLVMValueRef v = LLVMBuildLoad2(g->b, cg_type(g, rt), g->ret_slot, "");
      LLVMSetAlignment(v, rt->align);
      LLVMBuildRet(g->b, v);
    } else {
      LLVMBuildRet(g->b, cg_load(g, lv));
    }
  } else {
    LLVMBuildRetVoid(g->b);
  }
  /* Blocks left without a terminator (after return, break, ...) are
   * unreachable. */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    if (!LLVMGetBasicBlockTerminator(bb)) {
      cg_start_block(g, bb);
      LLVMBuildUnreachable(g->b);
    }
  }
  g->func = NULL;
  g->ctx_param = NULL;
  g->di_scope = NULL;
  LLVMSetCurrentDebugLocation2(g->b, NULL);
  if (kernel && g->tgt->end_kernel)
    g->tgt->end_kernel(g, f, fn);
}

static bool is_device_object(Object *o) {
  if (o->kind == OBJ_FUNC)
    return (o->hip & (HIP_GLOBAL | HIP_DEVICE)) != 0;
  if (o->kind == OBJ_VAR)
    return (o->hip & (HIP_DEVICE | HIP_SHARED | HIP_CONSTANT | HIP_MANAGED)) != 0;
  return false;
}

/* __attribute__((used)) objects go in @llvm.compiler.used, as clang puts
 * them for a GPU: kept through optimisation though nothing refers to them. */
static void emit_compiler_used(CG *g) {
  Program *p = g->prog;
  size_t n = 0;
  for (size_t i = 0; i < p->objects.len; i++) {
    Object *o = p->objects.data[i];
    n += o->keep && g->values[o->id] && is_device_object(o);
  }
  if (!n)
    return;
  LLVMValueRef *elems = arena_alloc(&g->ctx->arena, n * sizeof *elems);
  n = 0;
  for (size_t i = 0; i < p->objects.len; i++) {
    Object *o = p->objects.data[i];
    if (o->keep && g->values[o->id] && is_device_object(o))
      elems[n++] = g->values[o->id];
  }
  LLVMTypeRef ty = LLVMArrayType2(g->t_ptr, n);
  LLVMValueRef gv = LLVMAddGlobalInAddressSpace(g->mod, ty, "llvm.compiler.used",
                                                g->tgt->as_global);
  LLVMSetInitializer(gv, LLVMConstArray2(g->t_ptr, elems, n));
  LLVMSetLinkage(gv, LLVMAppendingLinkage);
  LLVMSetSection(gv, "llvm.metadata");
}

static void emit_program(CG *g) {
  Program *p = g->prog;
  for (size_t i = 0; i < p->objects.len && !g->failed; i++) {
    Object *o = p->objects.data[i];
    if (!is_device_object(o))
      continue;
    if (o->kind == OBJ_FUNC) {
      /* Kernels and external device functions are always emitted;
       * static ones only when something uses them, as clang defers them. */
      if (o->defined && ((o->hip & HIP_GLOBAL) || !o->is_internal || o->keep))
        cg_function_value(g, o);
      else if (!o->defined && o->used)
        cg_function_value(g, o);
    } else if (!o->func) {
      if (o->hip & HIP_HOST)
        continue; /* promoted host constants: emitted on use */
      if (o->space == VS_SHARED && g->tgt->shared_address)
        continue; /* not a global: placed by the target */
      if (o->is_internal && !o->keep)
        continue; /* static: emitted when a reference asks for it */
      cg_global_value(g, o);
    }
  }
  /* Emitting a body may reference more functions: a worklist.  Then the
   * static locals of every emitted function, referenced or not (clang
   * emits them with their function); their initializers may reference
   * more functions. */
  do {
    while (g->pending.len && !g->failed) {
      Object *f = g->pending.data[--g->pending.len];
      if (!g->emitted[f->id])
        emit_function(g, f);
    }
    for (size_t i = 0; i < p->objects.len && !g->failed; i++) {
      Object *o = p->objects.data[i];
      if (o->kind == OBJ_VAR && o->func && g->emitted[o->func->id] &&
          !g->values[o->id] && !(o->space == VS_SHARED && g->tgt->shared_address))
        cg_global_value(g, o);
    }
  } while (g->pending.len && !g->failed);
  if (!g->failed)
    emit_compiler_used(g);
}

/* ---- the per-target driver -------------------------------------------------- */

static void cg_init_types(CG *g) {
  LLVMContextRef c = g->llctx;
  g->t_void = LLVMVoidTypeInContext(c);
  g->t_i1 = LLVMInt1TypeInContext(c);
  g->t_i8 = LLVMInt8TypeInContext(c);
  g->t_i16 = LLVMInt16TypeInContext(c);
  g->t_i32 = LLVMInt32TypeInContext(c);
  g->t_i64 = LLVMInt64TypeInContext(c);
  g->t_f16 = LLVMHalfTypeInContext(c);
  g->t_f32 = LLVMFloatTypeInContext(c);
  g->t_f64 = LLVMDoubleTypeInContext(c);
  g->t_ptr = LLVMPointerTypeInContext(c, AS_FLAT);
  g->t_ptr1 = LLVMPointerTypeInContext(c, AS_GLOBAL);
  g->t_ptr3 = LLVMPointerTypeInContext(c, AS_LDS);
  g->t_ptr4 = LLVMPointerTypeInContext(c, AS_CONSTANT);
  g->t_ptr5 = LLVMPointerTypeInContext(c, AS_PRIVATE);
#define MDKIND(field, name) g->field = LLVMGetMDKindIDInContext(c, name, sizeof name - 1)
  MDKIND(md_range, "range");
  MDKIND(md_invariant, "invariant.load");
  MDKIND(md_noundef, "noundef");
  MDKIND(md_tbaa, "tbaa");
  MDKIND(md_loop, "llvm.loop");
  MDKIND(md_no_fine, "amdgpu.no.fine.grained.memory");
  MDKIND(md_no_remote, "amdgpu.no.remote.memory");
  MDKIND(md_noalias_as, "noalias.addrspace");
#undef MDKIND
  g->empty_md = LLVMMDNodeInContext2(c, NULL, 0);
}

static LLVMCodeGenOptLevel cg_level(int o) {
  return o == 0 ? LLVMCodeGenLevelNone : o == 1 ? LLVMCodeGenLevelLess
       : o == 2 ? LLVMCodeGenLevelDefault : LLVMCodeGenLevelAggressive;
}

static LLVMTargetMachineRef make_target_machine(CG *g, char **err) {
  LLVMTargetRef target;
  if (LLVMGetTargetFromTriple(g->tgt->triple, &target, err))
    return NULL;
  LLVMTargetMachineOptionsRef o = LLVMCreateTargetMachineOptions();
  LLVMTargetMachineOptionsSetCPU(o, g->cpu);
  /* The same string as every function's "target-features": LLVM keys
   * its subtargets by it, and each one costs milliseconds to build. */
  LLVMTargetMachineOptionsSetFeatures(o, g->features);
  LLVMTargetMachineOptionsSetCodeGenOptLevel(o, cg_level(g->opts->opt_level));
  LLVMTargetMachineOptionsSetRelocMode(o, LLVMRelocPIC);
  LLVMTargetMachineRef tm =
      LLVMCreateTargetMachineWithOptions(target, g->tgt->triple, o);
  LLVMDisposeTargetMachineOptions(o);
  return tm;
}

static bool optimize(CG *g) {
  char pipeline[32];
  snprintf(pipeline, sizeof pipeline, "default<O%d>", g->opts->opt_level);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMPassBuilderOptionsSetVerifyEach(po, g->opts->verify_each);
  LLVMErrorRef err = LLVMRunPasses(g->mod, pipeline, g->tm, po);
  LLVMDisposePassBuilderOptions(po);
  if (err) {
    char *msg = LLVMGetErrorMessage(err);
    cg_error(g, NO_LOC, "internal error: the optimiser failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return false;
  }
  return true;
}

static bool emit_output(CG *g, Strbuf *out, CodegenTimes *times) {
  CgOutput kind = g->opts->output;
  if (kind == CG_OUT_IR) {
    char *s = LLVMPrintModuleToString(g->mod);
    sb_puts(out, s);
    LLVMDisposeMessage(s);
    return true;
  }
  if (kind == CG_OUT_BC) {
    LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(g->mod);
    sb_append(out, LLVMGetBufferStart(mb), LLVMGetBufferSize(mb));
    LLVMDisposeMemoryBuffer(mb);
    return true;
  }
  char *err = NULL;
  LLVMMemoryBufferRef mb = NULL;
  double t0 = hipc_now();
  if (LLVMTargetMachineEmitToMemoryBuffer(
          g->tm, g->mod, kind == CG_OUT_ASM ? LLVMAssemblyFile : LLVMObjectFile,
          &err, &mb)) {
    cg_error(g, NO_LOC, "internal error: code generation failed: %s",
             err ? err : "unknown error");
    LLVMDisposeMessage(err);
    return false;
  }
  times->codegen += hipc_now() - t0;
  const char *data = LLVMGetBufferStart(mb);
  size_t size = LLVMGetBufferSize(mb);
  bool ok = true;
  if (kind == CG_OUT_ASM) {
    sb_append(out, data, size);
  } else {
    Strbuf msgs = {0};
    t0 = hipc_now();
    ok = g->tgt->link(g, data, size, out, &msgs);
    times->link += hipc_now() - t0;
    if (!ok) {
      /* lld writes "ld.lld: error: undefined symbol: f\n>>> ..." */
      const char *m = msgs.data ? msgs.data : "the linker failed";
      const char *p = strstr(m, "error: ");
      cg_error(g, NO_LOC, "%.*s", (int)strcspn(p ? p + 7 : m, "\n"), p ? p + 7 : m);
    }
    sb_free(&msgs);
  }
  LLVMDisposeMemoryBuffer(mb);
  return ok;
}

/* Each back end's implementation of the target interface. */
static const CgTarget *const backends[] = {
    [BACKEND_AMDGPU] = &cg_target_amdgpu,
    [BACKEND_HOST] = &cg_target_host,
};

bool codegen_run(Ctx *ctx, Program *prog, const CodegenOptions *opts,
                 Strbuf *out, CodegenTimes *times) {
  codegen_init_llvm();
  CG g = {0};
  g.ctx = ctx;
  g.prog = prog;
  g.opts = opts;
  g.target = opts->target;
  g.tgt = backends[g.target->info->backend];
  g.tgt->machine(g.target, &g.cpu, g.features, sizeof g.features);
  double t0 = hipc_now();
  char *err = NULL;
  g.tm = make_target_machine(&g, &err);
  if (!g.tm) {
    diag_error(&ctx->diags, NO_LOC, "internal error: no AMDGPU target: %s",
               err ? err : "unknown");
    LLVMDisposeMessage(err);
    return false;
  }
  g.llctx = LLVMContextCreate();
  g.mod = LLVMModuleCreateWithNameInContext("hipc", g.llctx);
  LLVMSetTarget(g.mod, g.tgt->triple);
  /* The data layout must be set before any alloca is built, or allocas
   * land in address space 0 (docs/FORMATS.md, "AMDGPU lowering"). */
  g.td = LLVMCreateTargetDataLayout(g.tm);
  LLVMSetModuleDataLayout(g.mod, g.td);
  g.b = LLVMCreateBuilderInContext(g.llctx);
  cg_init_types(&g);
  g.nvalues = prog->next_id;
  g.values = calloc(g.nvalues + 1, sizeof *g.values);
  g.fn_types = calloc(g.nvalues + 1, sizeof *g.fn_types);
  g.emitted = calloc(g.nvalues + 1, sizeof *g.emitted);
  g.nlabels = prog->next_stmt_id;
  g.labels = calloc(g.nlabels + 1, sizeof *g.labels);
  g.shared_offsets = calloc(g.nvalues + 1, sizeof *g.shared_offsets);
  g.tgt->begin_module(&g);
  debug_init(&g, opts->main_file);
  emit_program(&g);
  debug_finish(&g);
  times->irgen += hipc_now() - t0;
  bool ok = !g.failed;
  if (ok) {
    char *msg = NULL;
    if (LLVMVerifyModule(g.mod, LLVMReturnStatusAction, &msg)) {
      diag_error(&ctx->diags, NO_LOC,
                 "internal error: hipc generated an invalid LLVM module "
                 "(please report): %.400s", msg ? msg : "");
      ok = false;
    }
    LLVMDisposeMessage(msg);
  }
  if (ok) {
    t0 = hipc_now();
    ok = optimize(&g);
    times->optimize += hipc_now() - t0;
  }
  if (ok)
    ok = emit_output(&g, out, times);
  free(g.values);
  free(g.fn_types);
  free(g.emitted);
  free(g.labels);
  free(g.shared_offsets);
  LLVMDisposeBuilder(g.b);
  LLVMDisposeModule(g.mod);
  LLVMDisposeTargetData(g.td);
  LLVMContextDispose(g.llctx);
  LLVMDisposeTargetMachine(g.tm);
  return ok && !g.failed;
}
