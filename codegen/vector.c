/* vector.c - GNU and ext_vector_type vectors in LLVM IR: vectors are
 * first-class values (<4 x float>), elements and swizzles are extracted
 * and inserted around a load or store of the whole vector, as clang does
 * (an element of a vector has no address of its own). */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

static LLVMValueRef i32c(CG *g, uint64_t v) {
  return LLVMConstInt(g->t_i32, v, 0);
}

static unsigned swizzle_at(uint64_t swizzle, unsigned i) {
  return (unsigned)((swizzle >> (4 * i)) & 15);
}

LLVMValueRef cg_vector_splat(CG *g, LLVMValueRef scalar, Type *vt) {
  LLVMTypeRef t = cg_type(g, vt);
  LLVMValueRef poison = LLVMGetPoison(t);
  LLVMValueRef ins = LLVMBuildInsertElement(g->b, poison, scalar, i32c(g, 0),
                                            "splat.splatinsert");
  LLVMValueRef mask = LLVMConstNull(LLVMVectorType(g->t_i32, (unsigned)vt->len));
  return LLVMBuildShuffleVector(g->b, ins, poison, mask, "splat.splat");
}

/* The element(s) `lv` names, out of the whole vector `vec`. */
LLVMValueRef cg_vector_elements(CG *g, LLVMValueRef vec, LValue lv) {
  if (lv.vec_index)
    return LLVMBuildExtractElement(g->b, vec, lv.vec_index, "vecext");
  if (lv.nswizzle == 1)
    return LLVMBuildExtractElement(g->b, vec, i32c(g, swizzle_at(lv.swizzle, 0)),
                                   "vecext");
  LLVMValueRef m[16];
  for (unsigned i = 0; i < lv.nswizzle; i++)
    m[i] = i32c(g, swizzle_at(lv.swizzle, i));
  return LLVMBuildShuffleVector(g->b, vec, LLVMGetPoison(LLVMTypeOf(vec)),
                                LLVMConstVector(m, lv.nswizzle), "extractvec");
}

/* `vec` with the element(s) `lv` names replaced by v. */
LLVMValueRef cg_vector_replace(CG *g, LLVMValueRef vec, LValue lv,
                               LLVMValueRef v) {
  if (lv.vec_index)
    return LLVMBuildInsertElement(g->b, vec, v, lv.vec_index, "vecins");
  if (lv.nswizzle == 1)
    return LLVMBuildInsertElement(g->b, vec, v, i32c(g, swizzle_at(lv.swizzle, 0)),
                                  "vecins");
  for (unsigned i = 0; i < lv.nswizzle; i++) {
    LLVMValueRef x = LLVMBuildExtractElement(g->b, v, i32c(g, i), "");
    vec = LLVMBuildInsertElement(g->b, vec, x, i32c(g, swizzle_at(lv.swizzle, i)), "");
  }
  return vec;
}

/* Describes, in `lv`, which elements of its vector operand e names. */
static void select_elements(CG *g, Expr *e, LValue *lv) {
  if (e->kind == EX_SWIZZLE) {
    lv->swizzle = e->ival;
    lv->nswizzle = e->nargs;
  } else {
    LLVMValueRef i = cg_expr(g, e->rhs);
    lv->vec_index = LLVMBuildTrunc(g->b, i, g->t_i32, "");
  }
}

/* v.xy or v[i] of a vector that is an lvalue; a swizzle of a swizzle
 * (v.xyz.zx) composes into one. */
LValue cg_vector_lvalue(CG *g, Expr *e) {
  LValue base = cg_lvalue(g, e->lhs);
  LValue lv = base;
  lv.type = e->type;
  lv.vec_index = NULL;
  lv.swizzle = 0;
  lv.nswizzle = 0;
  if (!base.vec_type) {
    lv.vec_type = type_unqualified(e->lhs->type);
    select_elements(g, e, &lv);
    return lv;
  }
  /* the operand is itself a swizzle of base.vec_type */
  LValue inner = lv;
  select_elements(g, e, &inner);
  if (inner.vec_index) {
    LLVMValueRef m[16];
    for (unsigned i = 0; i < base.nswizzle; i++)
      m[i] = i32c(g, swizzle_at(base.swizzle, i));
    lv.vec_index = LLVMBuildExtractElement(g->b, LLVMConstVector(m, base.nswizzle),
                                           inner.vec_index, "");
    return lv;
  }
  for (unsigned i = 0; i < inner.nswizzle; i++)
    lv.swizzle |= (uint64_t)swizzle_at(base.swizzle, swizzle_at(inner.swizzle, i))
                  << (4 * i);
  lv.nswizzle = inner.nswizzle;
  return lv;
}

/* v.xy or v[i] of a vector value that has no home (a call's result). */
LLVMValueRef cg_vector_rvalue(CG *g, Expr *e) {
  LLVMValueRef vec = cg_expr(g, e->lhs);
  LValue lv = {0};
  select_elements(g, e, &lv);
  return cg_vector_elements(g, vec, lv);
}

/* ---- initializers --------------------------------------------------------------- */

LLVMValueRef cg_vector_const(CG *g, Init *in, Type *t) {
  unsigned n = (unsigned)t->len;
  LLVMValueRef vals[1024];
  if (in && in->expr) {
    Expr *x = in->expr;
    if (x->kind == EX_COMPOUND && x->obj && x->obj->init)
      return cg_const_init(g, x->obj->init, t);
    if (x->kind == EX_CAST && x->cast == CK_VECTOR_SPLAT) {
      Init one = {0};
      one.expr = x->lhs;
      one.type = t->base;
      LLVMValueRef c = cg_const_init(g, &one, t->base);
      for (unsigned i = 0; i < n; i++)
        vals[i] = c;
      return LLVMConstVector(vals, n);
    }
    cg_error(g, x->loc, "initializer element is not a compile-time constant");
    return LLVMConstNull(cg_type(g, t));
  }
  for (unsigned i = 0; i < n; i++)
    vals[i] = in && i < in->nelems && in->elems[i]
                  ? cg_const_init(g, in->elems[i], t->base)
                  : LLVMConstNull(cg_type(g, t->base));
  return LLVMConstVector(vals, n);
}

/* `float4 v = {a, b, c, d};`: the vector built element by element (the
 * missing ones zero), then stored whole. */
void cg_vector_store_init(CG *g, LLVMValueRef addr, Type *t, Init *in) {
  LLVMValueRef vec = LLVMConstNull(cg_type(g, t));
  for (size_t i = 0; i < in->nelems && i < t->len; i++) {
    Init *el = in->elems[i];
    if (!el)
      continue;
    LLVMValueRef v;
    if (el->expr)
      v = cg_expr(g, el->expr);
    else
      v = cg_const_init(g, el, t->base); /* `{ {1} }`: a braced scalar */
    vec = LLVMBuildInsertElement(g->b, vec, v, i32c(g, i), "vecinit");
  }
  LLVMValueRef st = LLVMBuildStore(g->b, vec, addr);
  LLVMSetAlignment(st, t->align);
}
