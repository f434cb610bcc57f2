/* function.c - functions: their LLVM types, linkage and clang's
 * attributes, and their bodies; the blocks, allocas and intrinsic calls
 * the statement and expression emitters build with. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <stdio.h>
#include <string.h>

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

/* ---- attributes ------------------------------------------------------------ */

void cg_add_enum_attr(CG *g, LLVMValueRef fn, unsigned idx,
                          const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(g->llctx, kind, 0));
}

void cg_add_str_attr(CG *g, LLVMValueRef fn, const char *k,
                         const char *v) {
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(g->llctx, k, (unsigned)strlen(k),
                                                    v, (unsigned)strlen(v)));
}

/* The attributes clang 22 gives every device function, then the target's
 * own (CgTarget.function_attributes). */
static void function_attributes(CG *g, Object *f, LLVMValueRef fn) {
  cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "nounwind");
  if (g->opts->opt_level == 0) {
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "noinline");
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "optnone");
    cg_add_str_attr(g, fn, "frame-pointer", "all");
  } else if (f->optnone) {
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "noinline");
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "optnone");
  } else if (f->noinline) {
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "noinline");
  } else if (f->always_inline) {
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "alwaysinline");
  }
  if (f->noreturn)
    cg_add_enum_attr(g, fn, LLVMAttributeFunctionIndex, "noreturn");
  /* clang's for the fast-math options and -fgpu-flush-denormals-to-zero */
  if (!f->from_library) {
    if (g->opts->fp_no_infs)
      cg_add_str_attr(g, fn, "no-infs-fp-math", "true");
    if (g->opts->fp_no_nans)
      cg_add_str_attr(g, fn, "no-nans-fp-math", "true");
    if (g->opts->fp_no_signed_zeros)
      cg_add_str_attr(g, fn, "no-signed-zeros-fp-math", "true");
  }
  if (g->opts->flush_denormals)
    cg_add_str_attr(g, fn, "denormal-fp-math-f32", "preserve-sign,preserve-sign");
  cg_add_str_attr(g, fn, "target-cpu", g->cpu);
  if (g->features[0])
    cg_add_str_attr(g, fn, "target-features", g->features);
  if (g->tgt->function_attributes)
    g->tgt->function_attributes(g, f, fn);
}

/* ---- functions and globals ------------------------------------------------ */

/* extern "C" functions keep their names, and so does every function of a
 * C input (-x c, a .c file); the rest are mangled as clang's HIP (C++)
 * mode mangles them. */
static const char *symbol_name(CG *g, Object *o) {
  /* A C library function defined here, by the device library or the
   * program, is named apart from the C library's: the x86-64 optimiser
   * makes calls of strlen or memcpy of loops it recognises, which must
   * reach the C library, not a function of the host target's calling
   * convention (docs/ARCHITECTURE.md, "The device library"). */
  if (o->asm_name) /* GNU asm label: the symbol as written */
    return o->asm_name;
  if (o->from_library || ((o->lib || o->lib_alias) && o->defined))
    /* a reserved name (ROCm's __ockl_printf_begin) is no C library's */
    return strncmp(o->name, "__", 2) ? arena_printf(&g->ctx->arena, "__hipc_%s", o->name)
                                     : o->name;
  if (o->extern_c || !o->type->has_proto || g->opts->c_names)
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
  if (f->lib_alias && !f->defined) {
    /* A declaration of a C library function of another type (sema's
     * library.c): the library's function, called with the declared
     * type, as C's linker would bind it by name. */
    LLVMValueRef fn = cg_function_value(g, f->lib_alias);
    g->values[f->id] = fn;
    g->fn_types[f->id] = function_type(g, f);
    return fn;
  }
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
    cg_add_enum_attr(g, fn, idx, "noundef");
    if (p->kind == TY_POINTER && (p->quals & Q_RESTRICT))
      cg_add_enum_attr(g, fn, idx, "noalias");
    if (kernel && g->tgt->kernarg_byref && type_is_record(p)) {
      unsigned kind = LLVMGetEnumAttributeKindForName("byref", 5);
      LLVMAddAttributeAtIndex(fn, idx,
                              LLVMCreateTypeAttribute(g->llctx, kind, cg_type(g, p)));
      unsigned ak = LLVMGetEnumAttributeKindForName("align", 5);
      LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(g->llctx, ak, p->align));
    } else if (!kernel && type_is_integer(p) && p->size < 4) {
      cg_add_enum_attr(g, fn, idx, type_is_signed(p) ? "signext" : "zeroext");
    }
  }
  if (t->base->kind != TY_VOID && !type_is_record(t->base))
    cg_add_enum_attr(g, fn, LLVMAttributeReturnIndex, "noundef");
  if (f->defined && f->body && !g->emitted[f->id])
    VEC_PUSH(&g->ctx->arena, g->pending, f);
  return fn;
}

/* A call of the device library's function `lib` (sema/library.def),
 * which sema made the program define, with the target's hidden argument
 * first; an internal error at `at` where it is missing. */
LLVMValueRef cg_library_call(CG *g, int lib, LLVMValueRef *args, unsigned n, SrcLoc at) {
  Object *f = g->prog->library ? g->prog->library[lib] : NULL;
  if (!f || !f->defined) {
    cg_error(g, at, "internal error: '%s' of the device library is not defined",
             f ? f->name : "a function");
    return NULL;
  }
  unsigned extra = g->tgt->hidden_params;
  LLVMValueRef all[16];
  if (n + extra > 16) {
    cg_error(g, at, "internal error: too many arguments for '%s'", f->name);
    return NULL;
  }
  all[0] = g->ctx_param;
  for (unsigned i = 0; i < n; i++)
    all[i + extra] = args[i];
  LLVMValueRef fn = cg_function_value(g, f);
  return LLVMBuildCall2(g->b, g->fn_types[f->id], fn, all, n + extra, "");
}

/* ---- function bodies ------------------------------------------------------ */

/* In a function LLVM will not optimise, the locals only loaded and stored
 * through their generic pointers are loaded and stored through their
 * private ones instead, as an OpenCL compiler emits them: the back end
 * then addresses them off the frame rather than keeping each one's
 * generic address in a pair of SGPRs the whole function long.  For the
 * device library's optnone function (stdlib/libc/hostcall.c), whose
 * caller's register choice follows its register use, as for ockl's. */
static void private_locals(CG *g) {
  LLVMValueRef next;
  for (LLVMValueRef i = LLVMGetFirstInstruction(g->entry); i; i = next) {
    next = LLVMGetNextInstruction(i);
    if (!LLVMIsAAddrSpaceCastInst(i) || !LLVMIsAAllocaInst(LLVMGetOperand(i, 0)))
      continue;
    bool only_memory = true;
    for (LLVMUseRef u = LLVMGetFirstUse(i); u && only_memory; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      only_memory = (LLVMIsALoadInst(user) && LLVMGetOperand(user, 0) == i) ||
                    (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == i &&
                     LLVMGetOperand(user, 0) != i);
    }
    if (!only_memory)
      continue;
    LLVMValueRef a = LLVMGetOperand(i, 0);
    while (LLVMGetFirstUse(i)) {
      LLVMValueRef user = LLVMGetUser(LLVMGetFirstUse(i));
      LLVMSetOperand(user, LLVMIsALoadInst(user) ? 0 : 1, a);
    }
    LLVMInstructionEraseFromParent(i);
  }
}

void cg_emit_function(CG *g, Object *f) {
  LLVMValueRef fn = cg_function_value(g, f);
  g->emitted[f->id] = true;
  g->func = f;
  g->fn = fn;
  g->jumps.len = 0;
  g->cleanups.len = 0;
  g->entry = cg_block(g, "entry");
  LLVMBasicBlockRef first = LLVMGetFirstBasicBlock(fn);
  if (first != g->entry) /* label blocks a static &&label made first */
    LLVMMoveBasicBlockBefore(g->entry, first);
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
  if (f->optnone && f->from_library && g->tgt->as_private != AS_FLAT)
    private_locals(g);
  g->func = NULL;
  g->ctx_param = NULL;
  g->di_scope = NULL;
  LLVMSetCurrentDebugLocation2(g->b, NULL);
  if (kernel && g->tgt->end_kernel)
    g->tgt->end_kernel(g, f, fn);
}

