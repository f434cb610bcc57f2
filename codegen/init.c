/* init.c - initializers: LLVM constants for static storage (C17 6.7.9p4
 * constant expressions), stores for automatic variables. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <stdio.h>
#include <string.h>

/* ---- constant expressions ------------------------------------------------------ */

/* Integer constants as sema folds them, and a float's conversion to an
 * integer type as the target makes it (static initializers have no
 * integer-constant-expression range rule). */
static bool const_int_value(CG *g, Expr *e, int64_t *out) {
  (void)g;
  if (type_is_integer(e->type) && e->kind == EX_CAST && type_is_float(e->lhs->type)) {
    double d;
    if (!sema_fold_float(e->lhs, &d))
      return false;
    if (e->type->kind == TY_BOOL)
      *out = d != 0;
    else
      *out = (int64_t)type_wrap(e->type, type_is_signed(e->type)
                                             ? (uint64_t)(int64_t)d
                                             : (uint64_t)d);
    return true;
  }
  return sema_fold_int(e, out); /* sema's evaluator knows the rules */
}

static LLVMValueRef const_address(CG *g, Expr *e);

/* The address an lvalue designates, as a constant. */
static LLVMValueRef const_lvalue(CG *g, Expr *x) {
  switch (x->kind) {
  case EX_IDENT:
    if (x->obj->kind == OBJ_FUNC)
      return cg_function_value(g, x->obj);
    return cg_global_value(g, x->obj);
  case EX_STRING:
    return cg_string_literal(g, x);
  case EX_COMPOUND:
    return cg_global_value(g, x->obj);
  case EX_MEMBER: {
    LLVMValueRef base = x->arrow ? const_address(g, x->lhs) : const_lvalue(g, x->lhs);
    Type *rt = x->arrow ? x->lhs->type->base : x->lhs->type;
    uint64_t off = rt->rec->members[x->member_index].offset;
    LLVMValueRef idx = LLVMConstInt(g->t_i64, off, 0);
    return off ? LLVMConstInBoundsGEP2(g->t_i8, base, &idx, 1) : base;
  }
  case EX_INDEX: {
    int64_t n = 0;
    const_int_value(g, x->rhs, &n);
    LLVMValueRef base = const_address(g, x->lhs);
    LLVMValueRef idx = LLVMConstInt(g->t_i64, (uint64_t)n * x->type->size, 0);
    return LLVMConstInBoundsGEP2(g->t_i8, base, &idx, 1);
  }
  case EX_DEREF:
    return const_address(g, x->lhs);
  default:
    cg_error(g, x->loc, "initializer element is not a compile-time constant");
    return LLVMConstNull(g->t_ptr);
  }
}

static LLVMValueRef const_address(CG *g, Expr *e) {
  switch (e->kind) {
  case EX_LABEL_ADDR:
    return cg_label_address(g, e);
  case EX_ADDR:
    return const_lvalue(g, e->lhs);
  case EX_CAST:
    switch (e->cast) {
    case CK_ARRAY_TO_PTR:
    case CK_FUNC_TO_PTR:
      return const_lvalue(g, e->lhs);
    case CK_NULL_TO_PTR:
      return LLVMConstNull(g->t_ptr);
    case CK_INT_TO_PTR: {
      int64_t v = 0;
      const_int_value(g, e->lhs, &v);
      return LLVMConstIntToPtr(LLVMConstInt(g->t_i64, (uint64_t)v, 0), g->t_ptr);
    }
    default:
      return const_address(g, e->lhs);
    }
  case EX_BINARY: {
    int64_t n = 0;
    const_int_value(g, e->rhs, &n);
    Type *elem = e->type->base;
    uint64_t scale = (elem->kind == TY_VOID || elem->kind == TY_FUNC) ? 1 : elem->size;
    int64_t off = (e->op == TOK_MINUS ? -n : n) * (int64_t)scale;
    LLVMValueRef idx = LLVMConstInt(g->t_i64, (uint64_t)off, 1);
    return LLVMConstGEP2(g->t_i8, const_address(g, e->lhs), &idx, 1);
  }
  case EX_INT:
    return LLVMConstNull(g->t_ptr);
  default:
    cg_error(g, e->loc, "initializer element is not a compile-time constant");
    return LLVMConstNull(g->t_ptr);
  }
}

static LLVMValueRef const_scalar(CG *g, Expr *e, Type *t) {
  if (type_is_pointer(t))
    return const_address(g, e);
  if (type_is_float(t)) {
    double d = 0;
    if (!sema_fold_float(e, &d))
      cg_error(g, e->loc, "initializer element is not a compile-time constant");
    return LLVMConstReal(cg_type(g, t), d);
  }
  if (e->kind == EX_CAST && e->cast == CK_PTR_TO_INT)
    return LLVMConstPtrToInt(const_address(g, e->lhs), cg_mem_type(g, t));
  int64_t v = 0;
  if (type_is_integer(t) && t->size > 8) {
    /* __int128: a 64-bit constant, extended as its own type says (sema
     * folds no 128-bit arithmetic) */
    Expr *x = e;
    while (x->kind == EX_CAST && x->lhs && type_is_integer(x->lhs->type) &&
           x->lhs->type->size > 8)
      x = x->lhs;
    bool widened = x->kind == EX_CAST && x->lhs && type_is_integer(x->lhs->type) &&
                   x->lhs->type->size <= 8;
    Type *from = widened ? x->lhs->type : x->type;
    if (!const_int_value(g, widened ? x->lhs : x, &v))
      cg_error(g, e->loc, "initializer element is not a compile-time constant: hipc "
               "folds no 128-bit arithmetic");
    return LLVMConstInt(cg_type(g, t), (uint64_t)v, type_is_signed(from));
  }
  if (!const_int_value(g, e, &v))
    cg_error(g, e->loc, "initializer element is not a compile-time constant");
  if (t->kind == TY_BOOL)
    return LLVMConstInt(g->t_i8, v != 0, 0);
  return LLVMConstInt(cg_type(g, t), (uint64_t)v, type_is_signed(t));
}

/* ---- aggregates: packed literal structs mirroring sema's layout ---------------- */

typedef VEC(LLVMValueRef) ValList;

static void pad(CG *g, ValList *fields, const uint8_t *bytes, uint64_t n) {
  if (!n)
    return;
  LLVMValueRef *vals = arena_alloc(&g->ctx->arena, n * sizeof *vals);
  for (uint64_t i = 0; i < n; i++)
    vals[i] = LLVMConstInt(g->t_i8, bytes ? bytes[i] : 0, 0);
  VEC_PUSH(&g->ctx->arena, *fields, LLVMConstArray2(g->t_i8, vals, n));
}

static LLVMValueRef record_const(CG *g, Init *in, Type *t) {
  Record *r = t->rec;
  ValList fields = {0};
  /* Bit-field values are merged into a byte image of the record. */
  uint8_t *image = arena_alloc(&g->ctx->arena, r->size + 8);
  uint64_t at = 0;
  size_t n = in ? in->nelems : 0;
  for (size_t i = 0; i < r->nmembers; i++) {
    Member *m = &r->members[i];
    if (m->bit_width <= 0 || i >= n || !in->elems[i] || !in->elems[i]->expr)
      continue;
    int64_t v = 0;
    if (!const_int_value(g, in->elems[i]->expr, &v)) {
      cg_error(g, in->elems[i]->expr->loc,
               "initializer element is not a compile-time constant");
      continue;
    }
    uint64_t bits = (uint64_t)v & (m->bit_width >= 64 ? ~0ull : ((1ull << m->bit_width) - 1));
    uint64_t pos = m->offset * 8 + (uint64_t)m->bit_offset;
    for (int b = 0; b < m->bit_width; b++, pos++)
      if ((bits >> b) & 1)
        image[pos / 8] |= (uint8_t)(1u << (pos % 8));
  }
  if (r->is_union) {
    /* the member the initializer names, or the bit-field image */
    size_t k = 0;
    while (k < n && !in->elems[k])
      k++;
    if (k < n && r->members[k].bit_width < 0) {
      Member *m = &r->members[k];
      VEC_PUSH(&g->ctx->arena, fields, cg_const_init(g, in->elems[k], m->type));
      at = m->type->size;
    }
    pad(g, &fields, image + at, r->size - at);
    return LLVMConstStructInContext(g->llctx, fields.data, (unsigned)fields.len, 1);
  }
  uint64_t size = r->size;
  for (size_t i = 0; i < r->nmembers; i++) {
    Member *m = &r->members[i];
    Init *sub = i < n ? in->elems[i] : NULL;
    Type *mt = m->type;
    if (mt->kind == TY_ARRAY && mt->incomplete) {
      /* a flexible array member's elements (GNU C; sema allows them only
       * here, in the object itself): the object grows to hold them, its
       * end rounded to the struct's alignment, as clang allocates it */
      if (!sub || !sub->type || sub->type->incomplete || !sub->type->size)
        continue;
      mt = sub->type;
      uint64_t end = m->offset + mt->size;
      end = (end + r->align - 1) / r->align * r->align;
      size = end > size ? end : size;
    }
    if (m->bit_width >= 0 || (mt->kind == TY_ARRAY && mt->incomplete))
      continue;
    if (m->offset < at)
      continue;
    pad(g, &fields, image + at, m->offset - at);
    VEC_PUSH(&g->ctx->arena, fields,
             sub ? cg_const_init(g, sub, mt) : LLVMConstNull(cg_mem_type(g, mt)));
    at = m->offset + mt->size;
  }
  if (at < r->size) {
    pad(g, &fields, image + at, r->size - at);
    at = r->size;
  }
  pad(g, &fields, NULL, size - at);
  return LLVMConstStructInContext(g->llctx, fields.data, (unsigned)fields.len, 1);
}

static LLVMValueRef string_array_const(CG *g, Expr *s, Type *t) {
  size_t elem = t->base->size;
  size_t len = (size_t)t->len;
  if (elem == 1) {
    char *buf = arena_alloc(&g->ctx->arena, len + 1);
    memcpy(buf, s->str, s->str_len < len ? s->str_len : len);
    return LLVMConstStringInContext2(g->llctx, buf, len, 1);
  }
  LLVMValueRef *vals = arena_alloc(&g->ctx->arena, (len + 1) * sizeof *vals);
  for (size_t i = 0; i < len; i++) {
    uint32_t c = 0;
    if ((i + 1) * elem <= s->str_len)
      memcpy(&c, s->str + i * elem, elem);
    vals[i] = LLVMConstInt(cg_type(g, t->base), c, 0);
  }
  return LLVMConstArray2(cg_type(g, t->base), vals, len);
}

LLVMValueRef cg_const_init(CG *g, Init *in, Type *t) {
  if (!in)
    return LLVMConstNull(cg_mem_type(g, t));
  if (in->expr) {
    if (t->kind == TY_ARRAY && in->expr->kind == EX_STRING)
      return string_array_const(g, in->expr, t);
    if (type_is_record(t)) {
      Expr *x = in->expr;
      if (x->kind == EX_COMPOUND && x->obj && x->obj->init)
        return cg_const_init(g, x->obj->init, t);
      cg_error(g, x->loc, "initializer element is not a compile-time constant");
      return LLVMConstNull(cg_mem_type(g, t));
    }
    if (t->kind == TY_VECTOR)
      return cg_vector_const(g, in, t);
    return const_scalar(g, in->expr, t);
  }
  if (type_is_record(t))
    return record_const(g, in, t);
  if (t->kind == TY_VECTOR)
    return cg_vector_const(g, in, t);
  if (t->kind == TY_ARRAY) {
    size_t len = (size_t)t->len;
    LLVMValueRef *vals = arena_alloc(&g->ctx->arena, (len + 1) * sizeof *vals);
    bool same = true;
    for (size_t i = 0; i < len; i++) {
      vals[i] = i < in->nelems && in->elems[i]
                    ? cg_const_init(g, in->elems[i], t->base)
                    : LLVMConstNull(cg_mem_type(g, t->base));
      if (i && LLVMTypeOf(vals[i]) != LLVMTypeOf(vals[0]))
        same = false;
    }
    if (len == 0)
      return LLVMConstNull(cg_mem_type(g, t));
    if (same)
      return LLVMConstArray2(LLVMTypeOf(vals[0]), vals, len);
    return LLVMConstStructInContext(g->llctx, vals, (unsigned)len, 1);
  }
  return LLVMConstNull(cg_mem_type(g, t));
}

/* ---- automatic variables (C17 6.7.9p10: unnamed members are zero) ---------- */

static bool fully_initialized(Init *in, Type *t) {
  if (!in)
    return false;
  if (in->expr)
    return !(t->kind == TY_ARRAY); /* strings may be shorter */
  if (t->kind == TY_VECTOR)
    return true; /* stored whole */
  if (t->kind == TY_ARRAY) {
    if (in->nelems < t->len)
      return false;
    for (size_t i = 0; i < t->len; i++)
      if (!fully_initialized(in->elems[i], t->base))
        return false;
    return true;
  }
  if (type_is_record(t)) {
    if (t->rec->is_union)
      return false;
    uint64_t covered = 0;
    for (size_t i = 0; i < t->rec->nmembers; i++) {
      Member *m = &t->rec->members[i];
      if (m->bit_width >= 0 || i >= in->nelems || !fully_initialized(in->elems[i], m->type))
        return false;
      if (m->offset != covered)
        return false; /* padding: zero it */
      covered = m->offset + m->type->size;
    }
    return covered == t->size;
  }
  return true;
}

static void store_init(CG *g, LLVMValueRef addr, Type *t, Init *in) {
  if (!in)
    return;
  if (in->expr) {
    Expr *x = in->expr;
    if (t->kind == TY_ARRAY && x->kind == EX_STRING) {
      LLVMValueRef c = string_array_const(g, x, t);
      LLVMValueRef st = LLVMBuildStore(g->b, c, addr);
      LLVMSetAlignment(st, t->align);
      return;
    }
    if (type_is_record(t)) {
      LLVMValueRef src = cg_agg(g, x);
      cg_memcpy(g, addr, src, t->size, t->align);
      return;
    }
    LValue lv = {addr, t, cg_type_align(g, t), (t->quals & Q_VOLATILE) != 0, -1, 0, 0};
    cg_store(g, lv, cg_expr(g, x));
    return;
  }
  if (t->kind == TY_VECTOR) {
    cg_vector_store_init(g, addr, t, in);
    return;
  }
  if (t->kind == TY_ARRAY) {
    for (size_t i = 0; i < in->nelems && i < t->len; i++) {
      if (!in->elems[i])
        continue;
      LLVMValueRef idx = LLVMConstInt(g->t_i64, i * t->base->size, 0);
      LLVMValueRef p = LLVMBuildInBoundsGEP2(g->b, g->t_i8, addr, &idx, 1, "");
      store_init(g, p, t->base, in->elems[i]);
    }
    return;
  }
  if (type_is_record(t)) {
    for (size_t i = 0; i < in->nelems && i < t->rec->nmembers; i++) {
      if (!in->elems[i])
        continue;
      Member *m = &t->rec->members[i];
      LLVMValueRef idx = LLVMConstInt(g->t_i64, m->offset, 0);
      LLVMValueRef p = LLVMBuildInBoundsGEP2(g->b, g->t_i8, addr, &idx, 1, "");
      if (m->bit_width >= 0) {
        bool packed = t->rec->packed || t->rec->pack;
        LValue lv = {p, m->type, 1, false, m->bit_width, m->bit_offset,
                     packed ? 1 : m->type->size};
        while ((uint64_t)(m->bit_offset + m->bit_width) > lv.unit_size * 8)
          lv.unit_size *= 2;
        cg_store(g, lv, cg_expr(g, in->elems[i]->expr));
      } else {
        store_init(g, p, m->type, in->elems[i]);
      }
    }
  }
}

/* Is the initializer made of constants only, so that cg_const_init builds
 * it without complaint? */
static bool init_is_constant(CG *g, Init *in, Type *t) {
  if (!in)
    return true;
  if (in->expr) {
    Expr *x = in->expr;
    double d;
    int64_t v;
    if (t->kind == TY_ARRAY)
      return x->kind == EX_STRING;
    if (type_is_record(t) || t->kind == TY_VECTOR || type_is_pointer(t) ||
        (x->kind == EX_CAST && x->cast == CK_PTR_TO_INT))
      return false;
    return type_is_float(t) ? sema_fold_float(x, &d) : const_int_value(g, x, &v);
  }
  if (t->kind == TY_ARRAY) {
    for (size_t i = 0; i < in->nelems && i < t->len; i++)
      if (!init_is_constant(g, in->elems[i], t->base))
        return false;
    return true;
  }
  if (type_is_record(t)) {
    for (size_t i = 0; i < in->nelems && i < t->rec->nmembers; i++)
      if (!init_is_constant(g, in->elems[i], t->rec->members[i].type))
        return false;
    return true;
  }
  return false;
}

/* How many scalars of a constant initializer are not zero (a string
 * counts its characters). */
static size_t nonzero_scalars(CG *g, Init *in, Type *t) {
  if (!in)
    return 0;
  if (in->expr) {
    Expr *x = in->expr;
    double d = 0;
    int64_t v = 0;
    if (x->kind == EX_STRING)
      return x->str_len;
    if (type_is_float(t))
      return sema_fold_float(x, &d) && d != 0;
    return const_int_value(g, x, &v) && v != 0;
  }
  size_t n = 0, len = t->kind == TY_ARRAY ? t->len : t->rec->nmembers;
  for (size_t i = 0; i < in->nelems && i < len; i++) /* as init_is_constant */
    n += nonzero_scalars(g, in->elems[i],
                        t->kind == TY_ARRAY ? t->base : t->rec->members[i].type);
  return n;
}

/* A local array or struct with a constant initializer, as clang does it:
 * all zero, a memset; more than 32 bytes with at most six scalars not
 * zero, a memset and those stores; otherwise a copy of a private constant
 * global (`__const.function.variable`), which LLVM reads in place when
 * the local is never written. */
static bool init_local_constant(CG *g, LLVMValueRef addr, Type *t, Init *in,
                                const char *name) {
  if ((t->kind != TY_ARRAY && !type_is_record(t)) || (t->quals & Q_VOLATILE) ||
      !init_is_constant(g, in, t))
    return false;
  size_t nonzero = nonzero_scalars(g, in, t);
  if (nonzero == 0) {
    LLVMBuildMemSet(g->b, addr, LLVMConstInt(g->t_i8, 0, 0),
                    LLVMConstInt(g->t_i64, t->size, 0), t->align);
    return true;
  }
  if (t->size > 32 && nonzero <= 6)
    return false; /* memset and stores, below */
  LLVMValueRef c = cg_const_init(g, in, t);
  char gname[256];
  snprintf(gname, sizeof gname, "__const.%s.%s", g->func ? g->func->name : "",
           name ? name : "");
  uint32_t align = cg_var_align(g, t, 0); /* the local's own, as clang */
  cg_memcpy(g, addr, cg_private_constant(g, c, gname, align), t->size, align);
  return true;
}

void cg_init_local(CG *g, LLVMValueRef addr, Type *t, Init *in, const char *name) {
  if (!in)
    return;
  if (name && init_local_constant(g, addr, t, in, name))
    return;
  if (!fully_initialized(in, t))
    LLVMBuildMemSet(g->b, addr, LLVMConstInt(g->t_i8, 0, 0),
                    LLVMConstInt(g->t_i64, t->size, 0), t->align);
  store_init(g, addr, t, in);
}
