/* types.c - LLVM types for C's, with sema's layouts, and clang's TBAA
 * type tags. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <stdio.h>
#include <string.h>

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
  case TY_INT128: case TY_UINT128: return LLVMInt128TypeInContext(g->llctx);
  case TY_HALF: return g->t_f16;
  case TY_BF16: return LLVMBFloatTypeInContext(g->llctx);
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
  case TY_BF16: case TY_INT128: case TY_UINT128: case TY_FLOAT: case TY_DOUBLE: {
    /* signed and unsigned variants alias (C17 6.5p7) */
    TypeKind key = k == TY_USHORT ? TY_SHORT : k == TY_UINT ? TY_INT
                 : k == TY_ULONG ? TY_LONG : k == TY_ULLONG ? TY_LLONG
                 : k == TY_UINT128 ? TY_INT128 : k;
    static const char *names[TY_UNION + 1] = {
        [TY_BOOL] = "bool", [TY_SHORT] = "short", [TY_INT] = "int",
        [TY_LONG] = "long", [TY_LLONG] = "long long", [TY_INT128] = "__int128",
        [TY_HALF] = "_Float16", [TY_BF16] = "__bf16",
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

void cg_init_types(CG *g) {
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

