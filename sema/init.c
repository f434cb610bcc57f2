/* init.c - C17 6.7.9 initialization: braces, brace elision, designators,
 * string literals for character arrays, and the constant-ness static
 * storage requires. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

static Init *init_new(Sema *s, Type *t) {
  Init *in = arena_alloc(s->arena, sizeof *in);
  in->type = t;
  return in;
}

/* Vectors take braced lists like arrays do (`float4 v = {1, 2, 3, 4};`). */
static bool is_aggregate(const Type *t) {
  return t->kind == TY_ARRAY || type_is_record(t) || t->kind == TY_VECTOR;
}

static bool is_char_array(const Type *t) {
  if (t->kind != TY_ARRAY)
    return false;
  TypeKind k = t->base->kind;
  return k == TY_CHAR || k == TY_SCHAR || k == TY_UCHAR ||
         ((k == TY_INT || k == TY_UINT || k == TY_USHORT));
}

/* Number of direct elements an aggregate holds (arrays of unknown size
 * grow as they are initialized). */
static size_t agg_len(const Type *t) {
  if (t->kind == TY_ARRAY)
    return t->incomplete ? SIZE_MAX : (size_t)t->len;
  if (t->kind == TY_VECTOR)
    return (size_t)t->len;
  return t->rec->nmembers;
}

static Type *agg_elem(const Type *t, size_t i) {
  if (t->kind == TY_ARRAY || t->kind == TY_VECTOR)
    return t->base;
  return t->rec->members[i].type;
}

/* An initializer holds one entry per element up to the last one
 * designated, so a designator far out (`int a[] = {[1000000000000] = 1}`,
 * which C allows) would need terabytes: hipc's limit, as C17 5.2.4.1
 * lets an implementation have. */
enum { MAX_DESIGNATED_ELEMENT = (1 << 24) - 1 };

/* A designated index of array t, written at `at`: within t's bound, and
 * within hipc's limit. */
static bool index_in_bounds(Sema *s, const Type *t, const Expr *at, int64_t index) {
  if (index < 0 || (!t->incomplete && (uint64_t)index >= t->len)) {
    diag_error(s->diags, at->loc, "array designator index (%lld) exceeds array "
               "bounds (%llu)", (long long)index, (unsigned long long)t->len);
    return false;
  }
  if (index > MAX_DESIGNATED_ELEMENT) {
    diag_error(s->diags, at->loc, "array designator index (%lld) is past hipc's "
               "limit of %d for initialized elements", (long long)index,
               MAX_DESIGNATED_ELEMENT);
    return false;
  }
  return true;
}

static void elems_reserve(Sema *s, Init *in, size_t n) {
  if (n > in->cap) {
    size_t cap = in->cap ? in->cap * 2 : 8;
    while (cap < n)
      cap *= 2;
    Init **e = arena_alloc(s->arena, cap * sizeof *e);
    if (in->nelems)
      memcpy(e, in->elems, in->nelems * sizeof *e);
    in->elems = e;
    in->cap = cap;
  }
  if (n > in->nelems)
    in->nelems = n;
}

/* Scalar (or struct-valued) initialization from one expression; a type
 * mismatch is reported `at` (clang: the variable for `int v = x;`, the
 * expression's start in braces). */
static Init *init_scalar(Sema *s, Type *t, Expr *x, bool need_const, SrcLoc at) {
  Expr *e = sema_expr(s, x);
  Init *in = init_new(s, t);
  if (e->poisoned)
    return in;
  e = sema_assign_convert(s, e, t, at, "initializing");
  if (e->poisoned)
    return in;
  if (need_const && !sema_is_constant_init(s, e)) {
    diag_error(s->diags, x->loc,
               "initializer element is not a compile-time constant");
    return in;
  }
  in->expr = e;
  return in;
}

/* char s[] = "abc"; (C17 6.7.9p14) */
static Init *init_string(Sema *s, Type *t, Expr *x) {
  Expr *e = sema_expr_keep(s, x);
  Init *in = init_new(s, t);
  if (e->poisoned)
    return in;
  size_t elem = t->base->size;
  size_t n = e->str_len / (e->type->base->size ? e->type->base->size : 1);
  if (e->type->base->size != elem) {
    diag_error(s->diags, x->loc, "initializing wide char array with "
               "incompatible string literal");
    return in;
  }
  if (t->incomplete) {
    in->type = type_array_of(s, t->base, n, false);
  } else if (n - 1 > t->len) {
    diag_warning(s->diags, x->loc, "initializer-string for char array is too "
                 "long");
  }
  in->expr = e;
  return in;
}

static Init *init_any(Sema *s, Type *t, Initializer *item, bool need_const);

typedef struct Cursor {
  Initializer **items;
  size_t n, i;
  bool undesignated; /* items[i]'s designators are applied already: it is
                        the first value of the aggregate they named */
} Cursor;

static Init *init_fill(Sema *s, Type *t, Cursor *c, bool braced,
                       bool need_const);
static size_t fill_from(Sema *s, Init *in, Type *t, Cursor *c, bool braced,
                        bool need_const, size_t idx);

/* The element of `in` at idx, to be changed in part: an aggregate Init
 * of its own, not one a range shares. */
static Init *element_to_change(Sema *s, Init *in, size_t idx, Type *et) {
  Init *sub = in->elems[idx];
  if (!sub || sub->expr) {
    sub = init_new(s, et);
  } else if (sub->shared) {
    Init *copy = arena_alloc(s->arena, sizeof *copy);
    *copy = *sub;
    copy->shared = false;
    copy->elems = arena_alloc(s->arena, (sub->cap ? sub->cap : 1) * sizeof *copy->elems);
    for (size_t k = 0; k < sub->nelems; k++) {
      copy->elems[k] = sub->elems[k];
      if (copy->elems[k])
        copy->elems[k]->shared = true;
    }
    sub = copy;
  }
  in->elems[idx] = sub;
  return sub;
}

/* GNU C lets a flexible array member (C17 6.7.2.1p18) have elements only
 * in the initializer of an object of static storage, the struct itself
 * (gcc and clang allocate it with room for them; codegen/init.c); clang's
 * error anywhere else. */
static void check_flexible(Sema *s, Type *t, size_t idx, Init *sub, SrcLoc at) {
  if (!type_is_record(t) || idx + 1 != t->rec->nmembers || !sub)
    return;
  Type *mt = t->rec->members[idx].type;
  if (mt->kind != TY_ARRAY || !mt->incomplete)
    return;
  bool has_elements = sub->nelems > 0 || (sub->expr && sub->expr->kind == EX_STRING);
  if (has_elements && t != s->init_object)
    diag_error(s->diags, at, "initialization of flexible array member is not allowed");
}

/* Applies a designator chain to `in` (of type t), consuming one item. */
static size_t designate(Sema *s, Init *in, Type *t, Designator *d,
                        Initializer *item, bool need_const, Cursor *c) {
  size_t idx = 0;
  if (d->field) {
    if (!type_is_record(t)) {
      diag_error(s->diags, d->loc, "field designator cannot initialize a "
                 "non-struct, non-union type '%s'", type_str(s, t));
      return SIZE_MAX;
    }
    int path[16], depth = 0;
    if (!record_find_member(t->rec, d->field, path, &depth)) {
      diag_error(s->diags, d->loc, "field designator '%s' does not refer to "
                 "any field in type '%s'", d->field, type_str(s, t));
      return SIZE_MAX;
    }
    idx = (size_t)path[0];
    if (depth > 1) {
      /* a member of an anonymous struct or union (C17 6.7.2.1p13): the
       * same designator applies inside it */
      elems_reserve(s, in, idx + 1);
      Type *et = agg_elem(t, idx);
      Init *sub = in->elems[idx];
      if (!sub || sub->expr) {
        sub = init_new(s, et);
        in->elems[idx] = sub;
      }
      designate(s, sub, et, d, item, need_const, c);
      return idx;
    }
  } else {
    if (t->kind != TY_ARRAY) {
      diag_error(s->diags, d->loc, "array designator cannot initialize "
                 "non-array type '%s'", type_str(s, t));
      return SIZE_MAX;
    }
    int64_t v;
    Expr *e = sema_expr(s, d->index);
    if (!sema_const_int(s, e, &v, "array designator"))
      return SIZE_MAX;
    if (!index_in_bounds(s, t, d->index, v))
      return SIZE_MAX;
    idx = (size_t)v;
    if (d->index_end) {
      int64_t hi;
      Expr *he = sema_expr(s, d->index_end);
      if (!sema_const_int(s, he, &hi, "array designator"))
        return SIZE_MAX;
      if (hi < v) {
        diag_error(s->diags, d->ellipsis_loc, "array designator range [%lld, %lld] is empty",
                   (long long)v, (long long)hi);
        return SIZE_MAX;
      }
      if (!index_in_bounds(s, t, d->index_end, hi))
        return SIZE_MAX;
      elems_reserve(s, in, (size_t)hi + 1);
      if (d->next) { /* [0 ... 3].y = 7: in each element */
        for (int64_t k = v; k <= hi; k++)
          designate(s, element_to_change(s, in, (size_t)k, t->base), t->base,
                    d->next, item, need_const, c);
        return (size_t)hi;
      }
      Init *one = init_any(s, t->base, item, need_const);
      one->shared = v < hi;
      for (int64_t k = v; k <= hi; k++)
        in->elems[k] = one;
      return (size_t)hi;
    }
  }
  elems_reserve(s, in, idx + 1);
  Type *et = agg_elem(t, idx);
  if (d->next) {
    Init *sub = element_to_change(s, in, idx, et);
    size_t at = designate(s, sub, et, d->next, item, need_const, c);
    /* C17 6.7.9p17: the values after `.a[1] = 5` go on in a, from a[2],
     * until a is full, then after a */
    if (at != SIZE_MAX && !(type_is_record(et) && et->kind == TY_UNION))
      fill_from(s, sub, et, c, false, need_const, at + 1);
  } else if (!item->expr || !is_aggregate(et) ||
             (type_is_record(et) && item->expr) ||
             (is_char_array(et) && item->expr->kind == EX_STRING)) {
    in->elems[idx] = init_any(s, et, item, need_const);
    check_flexible(s, t, idx, in->elems[idx], item->loc);
  } else {
    /* [2] = 1, 2 : brace elision inside the designated aggregate, which
     * the item's value starts */
    c->i--;
    c->undesignated = true;
    in->elems[idx] = init_fill(s, et, c, false, need_const);
    return idx;
  }
  return idx;
}

/* Fills aggregate t from the cursor.  `braced`: the cursor is t's own
 * brace list (all of it belongs to t); otherwise t takes what it needs
 * (brace elision, C17 6.7.9p20). */
static Init *init_fill(Sema *s, Type *t, Cursor *c, bool braced,
                       bool need_const) {
  Init *in = init_new(s, t);
  if (type_is_record(t) && !t->rec->complete)
    return in;
  size_t max = fill_from(s, in, t, c, braced, need_const, 0);
  if (t->kind == TY_ARRAY && t->incomplete) {
    in->type = type_array_of(s, t->base, max, false);
    in->nelems = max;
  } else if (in->nelems > agg_len(t)) {
    in->nelems = agg_len(t);
  }
  return in;
}

/* Fills `in`, of aggregate type t, from element idx on; returns one past
 * the highest element it set. */
static size_t fill_from(Sema *s, Init *in, Type *t, Cursor *c, bool braced,
                        bool need_const, size_t idx) {
  size_t len = agg_len(t);
  size_t max = idx;
  if (!braced && idx > 0 && c->i < c->n && c->items[c->i]->designators)
    return max; /* the designator belongs to an enclosing list */
  while (c->i < c->n) {
    Initializer *item = c->items[c->i];
    if (item->designators && !c->undesignated) {
      if (!braced && idx > 0)
        break; /* belongs to an enclosing list */
      c->i++;
      c->undesignated = false;
      size_t at = designate(s, in, t, item->designators, item, need_const, c);
      if (at == SIZE_MAX)
        continue;
      idx = at + 1;
      if (idx > max)
        max = idx;
      if (t->kind == TY_UNION)
        idx = len;
      continue;
    }
    if (idx >= len) {
      if (!braced)
        break;
      diag_warning(s->diags, item->loc, "excess elements in %s initializer",
                   t->kind == TY_ARRAY ? "array" : t->kind == TY_VECTOR ? "vector"
                   : type_is_record(t) ? (t->kind == TY_UNION ? "union" : "struct") : "scalar");
      break;
    }
    Type *et = agg_elem(t, idx);
    /* C17 6.7.9p9: unnamed bit-fields take no part in initialisation */
    if (type_is_record(t) && t->rec->members[idx].bit_width >= 0 &&
        !t->rec->members[idx].name) {
      idx++;
      continue;
    }
    elems_reserve(s, in, idx + 1);
    if (!item->expr) {
      c->i++;
      c->undesignated = false;
      in->elems[idx] = init_any(s, et, item, need_const);
      check_flexible(s, t, idx, in->elems[idx], item->loc);
    } else if (is_aggregate(et)) {
      Expr *probe = item->expr;
      bool whole = false;
      if (is_char_array(et) && probe->kind == EX_STRING) {
        c->i++;
        c->undesignated = false;
        in->elems[idx] = init_string(s, et, probe);
        check_flexible(s, t, idx, in->elems[idx], item->loc);
        idx++;
        if (idx > max)
          max = idx;
        if (t->kind == TY_UNION)
          idx = len;
        continue;
      }
      if (probe->kind == EX_STRING) {
        /* a string for a char array inside et: left unanalysed, so that
         * the array still sees the literal (C17 6.7.9p14) */
      } else if (type_is_record(et)) {
        /* A struct-typed expression initializes the member whole. */
        Expr *e = sema_expr(s, probe);
        item->expr = e;
        whole = e->poisoned || (type_is_record(e->type) &&
                                type_unqualified(e->type)->rec == et->rec);
      } else if (et->kind == TY_VECTOR) {
        Expr *e = sema_expr(s, probe); /* and a vector a vector member */
        item->expr = e;
        whole = e->poisoned || type_is_vector(e->type);
      }
      if (whole) {
        c->i++;
        c->undesignated = false;
        in->elems[idx] = init_scalar(s, et, item->expr, need_const,
                                     sema_expr_begin(item->expr));
      } else {
        in->elems[idx] = init_fill(s, et, c, false, need_const);
        check_flexible(s, t, idx, in->elems[idx], item->loc);
      }
    } else {
      c->i++;
      c->undesignated = false;
      in->elems[idx] = init_scalar(s, et, item->expr, need_const,
                                     sema_expr_begin(item->expr));
    }
    idx++;
    if (idx > max)
      max = idx;
    if (t->kind == TY_UNION)
      idx = len;
  }
  return max;
}

static Init *init_any(Sema *s, Type *t, Initializer *item, bool need_const) {
  if (item->expr) {
    if (is_char_array(t) && item->expr->kind == EX_STRING)
      return init_string(s, t, item->expr);
    if (t->kind == TY_ARRAY) {
      diag_error(s->diags, item->loc, "array initializer must be an "
                 "initializer list%s", is_char_array(t) ? " or string literal" : "");
      return init_new(s, t);
    }
    return init_scalar(s, t, item->expr, need_const, sema_expr_begin(item->expr));
  }
  if (!is_aggregate(t)) {
    /* int x = { 3 }; */
    if (item->nitems == 0) {
      Init *in = init_new(s, t);
      return in; /* C23 empty initializer: zero */
    }
    if (item->nitems > 1)
      diag_warning(s->diags, item->items[1]->loc,
                   "excess elements in scalar initializer");
    if (item->items[0]->designators) {
      diag_error(s->diags, item->items[0]->loc,
                 "designator in initializer for scalar type '%s'",
                 type_str(s, t));
      return init_new(s, t);
    }
    return init_any(s, t, item->items[0], need_const);
  }
  /* char s[] = { "abc" }; */
  if (is_char_array(t) && item->nitems == 1 && item->items[0]->expr &&
      item->items[0]->expr->kind == EX_STRING && !item->items[0]->designators)
    return init_string(s, t, item->items[0]->expr);
  Cursor c = {item->items, item->nitems, 0};
  return init_fill(s, t, &c, true, need_const);
}

Init *sema_initializer(Sema *s, Type *t, Initializer *in, bool need_const,
                       SrcLoc var_loc) {
  if (!type_is_complete(t) && !(t->kind == TY_ARRAY && t->incomplete)) {
    diag_error(s->diags, in->loc, "variable has incomplete type '%s'",
               type_str(s, t));
    return NULL;
  }
  if (in->expr && t->kind != TY_ARRAY)
    return init_scalar(s, t, in->expr, need_const, var_loc);
  Type *outer = s->init_object;
  s->init_object = need_const ? t : NULL;
  Init *r = init_any(s, t, in, need_const);
  s->init_object = outer;
  return r;
}

/* C17 6.6p7-9: arithmetic constants, null pointers, and address
 * constants (the address of a static object or function, plus or minus an
 * integer constant). */
static bool is_address_constant(Sema *s, Expr *e) {
  switch (e->kind) {
  case EX_LABEL_ADDR: /* GNU &&label */
    return true;
  case EX_ADDR: {
    Expr *x = e->lhs;
    while (x->kind == EX_MEMBER && !x->arrow)
      x = x->lhs;
    if (x->kind == EX_INDEX) {
      int64_t v;
      return is_address_constant(s, x->lhs) && sema_eval_int(s, x->rhs, &v);
    }
    if (x->kind == EX_IDENT && x->obj)
      return x->obj->kind == OBJ_FUNC || x->obj->is_global;
    if (x->kind == EX_COMPOUND)
      return x->obj && x->obj->is_global;
    return x->kind == EX_STRING;
  }
  case EX_CAST:
    if (e->cast == CK_ARRAY_TO_PTR || e->cast == CK_FUNC_TO_PTR) {
      Expr *x = e->lhs;
      if (x->kind == EX_STRING)
        return true;
      if (x->kind == EX_IDENT && x->obj)
        return x->obj->kind == OBJ_FUNC || x->obj->is_global;
      if (x->kind == EX_COMPOUND)
        return x->obj && x->obj->is_global;
      if (x->kind == EX_MEMBER || x->kind == EX_INDEX) {
        Expr a = {0};
        a.kind = EX_ADDR;
        a.lhs = x;
        return is_address_constant(s, &a);
      }
      return false;
    }
    if (e->cast == CK_PTR_CAST || e->cast == CK_NOOP)
      return is_address_constant(s, e->lhs);
    if (e->cast == CK_NULL_TO_PTR || e->cast == CK_INT_TO_PTR) {
      int64_t v;
      return sema_eval_int(s, e->lhs, &v);
    }
    return false;
  case EX_BINARY:
    if (e->op == TOK_PLUS || e->op == TOK_MINUS) {
      int64_t v;
      return type_is_pointer(e->type) && is_address_constant(s, e->lhs) &&
             sema_eval_int(s, e->rhs, &v);
    }
    return false;
  default:
    return false;
  }
}

static bool is_arith_constant(Sema *s, Expr *e) {
  int64_t v;
  if (e->kind == EX_FLOAT)
    return true;
  if (type_is_integer(e->type) && sema_eval_int(s, e, &v))
    return true;
  switch (e->kind) {
  case EX_CAST:
    if (e->cast == CK_PTR_TO_INT)
      return is_address_constant(s, e->lhs);
    return (type_is_arith(e->lhs->type) && is_arith_constant(s, e->lhs));
  case EX_UNARY:
    return is_arith_constant(s, e->lhs);
  case EX_BINARY:
    return type_is_arith(e->lhs->type) && is_arith_constant(s, e->lhs) &&
           is_arith_constant(s, e->rhs) && e->op != TOK_PERCENT;
  case EX_COND:
    return is_arith_constant(s, e->cond) &&
           (!e->lhs || is_arith_constant(s, e->lhs)) && is_arith_constant(s, e->rhs);
  default:
    return false;
  }
}

bool sema_is_constant_init(Sema *s, Expr *e) {
  if (type_is_pointer(e->type))
    return is_address_constant(s, e) || sema_is_null_ptr_const(s, e);
  if (type_is_record(e->type))
    return e->kind == EX_COMPOUND && e->obj && e->obj->init;
  if (type_is_vector(e->type)) { /* (float4){...}, or a splatted constant */
    if (e->kind == EX_CAST && e->cast == CK_VECTOR_SPLAT)
      return is_arith_constant(s, e->lhs);
    return e->kind == EX_COMPOUND && e->obj && e->obj->init;
  }
  return is_arith_constant(s, e);
}
