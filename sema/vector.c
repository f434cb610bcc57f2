/* vector.c - GNU and clang vector types: the vector_size and
 * ext_vector_type attributes, element access and swizzles (v.xy, v.s01,
 * v.hi), element-wise operators with scalar operands splatted, and the
 * conversions between vectors, as clang defines them. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

static Expr *poison(Sema *s, Expr *e) {
  e->poisoned = true;
  e->type = s->T->int_;
  e->lvalue = false;
  return e;
}

/* `T __attribute__((vector_size(bytes)))` or ext_vector_type(n). */
Type *sema_vector_type(Sema *s, Type *elem, bool ext, uint64_t n, SrcLoc loc) {
  Type *e = type_unqualified(elem);
  if (!type_is_arith(e) || e->kind == TY_BOOL || e->enum_tag) {
    diag_error(s->diags, loc, "invalid vector element type '%s'",
               type_str(s, elem));
    return NULL;
  }
  if (!ext) {
    if (n % e->size) {
      diag_error(s->diags, loc, "vector size not an integral multiple of "
                 "component size");
      return NULL;
    }
    n /= e->size;
  }
  if (n == 0) {
    diag_error(s->diags, loc, "zero vector size");
    return NULL;
  }
  if (n > 1024) {
    diag_error(s->diags, loc, "vector size too large");
    return NULL;
  }
  return type_qualified(s, type_vector_of(s, e, n, ext), elem->quals);
}

/* ---- element access --------------------------------------------------------- */

static int xyzw(char c) {
  switch (c) {
  case 'x': case 'r': return 0;
  case 'y': case 'g': return 1;
  case 'z': case 'b': return 2;
  case 'w': case 'a': return 3;
  default: return -1;
  }
}

/* Reads a swizzle of a vector of `len` elements into idx; returns the
 * number of elements it names, or -1 after reporting the problem. */
static int parse_swizzle(Sema *s, const char *name, uint64_t len, Type *vt,
                         SrcLoc loc, uint8_t *idx) {
  size_t n = strlen(name);
  uint64_t half = (len + 1) / 2;
  if (!strcmp(name, "hi") || !strcmp(name, "lo") || !strcmp(name, "even") ||
      !strcmp(name, "odd")) {
    /* a vector of 3 counts as 4 here, as in OpenCL */
    uint64_t l = len == 3 ? 4 : len;
    half = l / 2;
    for (uint64_t i = 0; i < half; i++)
      idx[i] = (uint8_t)(name[0] == 'h' ? half + i : name[0] == 'l' ? i
                         : name[0] == 'e' ? 2 * i : 2 * i + 1);
    return half ? (int)half : 1;
  }
  int count = 0;
  const char *p = name;
  bool numeric = (name[0] == 's' || name[0] == 'S') && n > 1;
  bool rgba = !numeric && strchr("rgba", name[0]) != NULL;
  if (numeric)
    p++;
  for (; *p; p++) {
    int k = numeric ? hex_digit_value(*p) : xyzw(*p);
    if (k >= 0 && !numeric && (strchr("rgba", *p) != NULL) != rgba)
      k = -1; /* xyzw and rgba do not mix */
    if (k < 0) {
      SrcLoc at = loc; /* at the offending letter */
      at.col += (uint32_t)(p - name);
      at.len = 1;
      diag_error(s->diags, at, "illegal vector component name '%c'", *p);
      return -1;
    }
    if ((uint64_t)k >= len) {
      diag_error(s->diags, loc, "vector component access exceeds type '%s'",
                 type_str(s, vt));
      return -1;
    }
    if (count == 16) {
      diag_error(s->diags, loc, "vector component access has invalid length %zu",
                 n);
      return -1;
    }
    idx[count++] = (uint8_t)k;
  }
  return count;
}

/* v.x, v.xy, v.s01, v.hi of an ext_vector_type value. */
Expr *sema_vector_member(Sema *s, Expr *e, Expr *base) {
  Type *vt = type_unqualified(base->type);
  if (!vt->ext_vector) {
    diag_error(s->diags, e->toks ? e->toks->loc : e->loc, "member reference "
               "base type '%s' is not a structure or union", type_str(s, base->type));
    return poison(s, e);
  }
  uint8_t idx[16];
  int n = parse_swizzle(s, e->name, vt->len, vt, e->loc, idx);
  if (n < 0)
    return poison(s, e);
  bool dup = false;
  uint64_t packed = 0;
  for (int i = 0; i < n; i++) {
    packed |= (uint64_t)idx[i] << (4 * i);
    for (int j = 0; j < i; j++)
      dup |= idx[i] == idx[j];
  }
  e->kind = EX_SWIZZLE;
  e->lhs = base;
  e->ival = packed;
  e->nargs = (uint32_t)n;
  unsigned quals = base->type->quals;
  e->type = n == 1 ? type_qualified(s, vt->base, quals)
                   : type_qualified(s, type_vector_of(s, vt->base, (uint64_t)n, true), quals);
  e->lvalue = base->lvalue && !dup;
  e->member_index = -1;
  return e;
}

/* v[i]: the element, an lvalue when v is one. */
Expr *sema_vector_index(Sema *s, Expr *e) {
  Type *vt = type_unqualified(e->lhs->type);
  if (!type_is_integer(e->rhs->type)) {
    diag_error(s->diags, e->rhs->loc, "array subscript is not an integer");
    return poison(s, e);
  }
  e->rhs = sema_convert(s, e->rhs, s->T->long_, "");
  e->type = type_qualified(s, vt->base, e->lhs->type->quals);
  e->lvalue = e->lhs->lvalue;
  return e;
}

/* ---- conversions -------------------------------------------------------------- */

/* A scalar made a vector of type vt: converted to the element type, then
 * copied into every element. */
Expr *sema_vector_splat(Sema *s, Expr *x, Type *vt) {
  Expr *c = sema_convert(s, x, type_unqualified(vt)->base, "");
  return sema_cast(s, c, type_unqualified(vt), CK_VECTOR_SPLAT);
}

/* Whether a scalar may be splatted to vector type vt in an operation.
 * ext_vector_type takes any arithmetic scalar but a floating one for
 * integer elements; GNU vectors refuse any conversion that could lose
 * the value: a wider scalar, or an integer for floating elements, unless
 * it is a constant that fits. */
static bool splat_ok(Sema *s, Expr *x, Type *vt) {
  Type *st = type_unqualified(x->type), *et = vt->base;
  if (type_is_float(st) && type_is_integer(et))
    return false;
  if (vt->ext_vector)
    return true;
  int64_t v;
  if (type_is_integer(st) && sema_eval_int(s, x, &v))
    return type_is_float(et) || (uint64_t)v == type_wrap(et, (uint64_t)v) ||
           (type_is_signed(et) && (int64_t)type_wrap(et, (uint64_t)v) == v);
  if (type_is_float(st) && x->kind == EX_FLOAT)
    return true;
  if (type_is_float(et) != type_is_float(st))
    return false;
  return st->size <= et->size;
}

/* Operands of an element-wise binary operator with at least one vector;
 * on success both have the vector type, which is returned. */
static Type *vector_operands(Sema *s, Expr *e, bool integer_only) {
  Type *lt = type_unqualified(e->lhs->type), *rt = type_unqualified(e->rhs->type);
  Type *vt = type_is_vector(lt) ? lt : rt;
  if (type_is_vector(lt) && type_is_vector(rt)) {
    if (!type_compatible(lt, rt)) {
      if (lt->size == rt->size && !lt->ext_vector && !rt->ext_vector &&
          type_is_integer(lt->base) && type_is_integer(rt->base)) {
        /* clang's lax conversions between integer vectors of one size */
        e->rhs = sema_cast(s, e->rhs, lt, CK_BITCAST);
      } else {
        diag_error(s->diags, e->loc, "cannot convert between vector values "
                   "of different size ('%s' and '%s')", type_str(s, lt),
                   type_str(s, rt));
        return NULL;
      }
    }
    vt = lt;
  } else {
    Expr **sc = type_is_vector(lt) ? &e->rhs : &e->lhs;
    Type *st = type_unqualified((*sc)->type);
    if (type_is_arith(st) && vt->ext_vector && !splat_ok(s, *sc, vt)) {
      diag_error(s->diags, e->loc, "cannot convert between vector values of "
                 "different size ('%s' and '%s')", type_str(s, e->lhs->type),
                 type_str(s, e->rhs->type));
      return NULL;
    }
    if (!type_is_arith(st) || !splat_ok(s, *sc, vt)) {
      if (type_is_arith(st))
        diag_error(s->diags, e->loc, "cannot convert between scalar type "
                   "'%s' and vector type '%s' as implicit conversion would "
                   "cause truncation", type_str(s, st), type_str(s, vt));
      else
        diag_error(s->diags, e->loc, "invalid operands to binary expression "
                   "('%s' and '%s')", type_str(s, lt), type_str(s, rt));
      return NULL;
    }
    *sc = sema_vector_splat(s, *sc, vt);
  }
  if (integer_only && !type_is_integer(vt->base)) {
    diag_error(s->diags, e->loc, "invalid operands to binary expression "
               "('%s' and '%s')", type_str(s, lt), type_str(s, rt));
    return NULL;
  }
  return vt;
}

/* The result of comparing vectors of type vt: signed integers of the
 * element's width, -1 where true. */
static Type *compare_result(Sema *s, Type *vt) {
  Type *et;
  switch (vt->base->size) {
  case 1: et = s->T->schar; break;
  case 2: et = s->T->short_; break;
  case 4: et = s->T->int_; break;
  default: et = s->T->long_; break;
  }
  return type_vector_of(s, et, vt->len, vt->ext_vector);
}

/* A binary operator with a vector operand (sema/expr.c's binary() sends
 * these here, operands already checked). */
Expr *sema_vector_binary(Sema *s, Expr *e) {
  Type *vt;
  switch (e->op) {
  case TOK_PLUS: case TOK_MINUS: case TOK_STAR: case TOK_SLASH:
    vt = vector_operands(s, e, false);
    break;
  case TOK_PERCENT: case TOK_AMP: case TOK_PIPE: case TOK_CARET:
  case TOK_SHL: case TOK_SHR:
    vt = vector_operands(s, e, true);
    break;
  case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE: case TOK_EQEQ:
  case TOK_NE:
    vt = vector_operands(s, e, false);
    if (vt) {
      e->type = compare_result(s, vt);
      return e;
    }
    break;
  default:
    diag_error(s->diags, e->loc, "invalid operands to binary expression "
               "('%s' and '%s')", type_str(s, e->lhs->type),
               type_str(s, e->rhs->type));
    return poison(s, e);
  }
  if (!vt)
    return poison(s, e);
  e->type = vt;
  return e;
}

/* v op= x: the right operand becomes the left's vector type. */
Expr *sema_vector_compound(Sema *s, Expr *e) {
  Type *lt = type_unqualified(e->lhs->type);
  int op;
  switch (e->op) {
  case TOK_ADD_ASSIGN: op = TOK_PLUS; break;
  case TOK_SUB_ASSIGN: op = TOK_MINUS; break;
  case TOK_MUL_ASSIGN: op = TOK_STAR; break;
  case TOK_DIV_ASSIGN: op = TOK_SLASH; break;
  case TOK_MOD_ASSIGN: op = TOK_PERCENT; break;
  case TOK_AND_ASSIGN: op = TOK_AMP; break;
  case TOK_OR_ASSIGN: op = TOK_PIPE; break;
  case TOK_XOR_ASSIGN: op = TOK_CARET; break;
  case TOK_SHL_ASSIGN: op = TOK_SHL; break;
  default: op = TOK_SHR; break;
  }
  Expr tmp = *e;
  tmp.kind = EX_BINARY;
  tmp.op = (int16_t)op;
  tmp.type = NULL;
  if (!type_is_vector(lt)) {
    diag_error(s->diags, e->loc, "assigning to '%s' from incompatible type "
               "'%s'", type_str(s, e->lhs->type), type_str(s, e->rhs->type));
    return poison(s, e);
  }
  tmp.lhs = e->lhs;
  Expr *r = sema_vector_binary(s, &tmp);
  if (r->poisoned)
    return poison(s, e);
  e->rhs = tmp.rhs;
  e->type = lt;
  return e;
}

/* -v, +v, ~v. */
Expr *sema_vector_unary(Sema *s, Expr *e) {
  Type *vt = type_unqualified(e->lhs->type);
  if (e->op == TOK_TILDE && !type_is_integer(vt->base)) {
    diag_error(s->diags, e->loc, "invalid argument type '%s' to unary "
               "expression", type_str(s, vt));
    return poison(s, e);
  }
  if (e->op == TOK_BANG) { /* ext vectors: -1 where the element is 0 */
    if (!vt->ext_vector) {
      diag_error(s->diags, e->loc, "invalid argument type '%s' to unary "
                 "expression", type_str(s, vt));
      return poison(s, e);
    }
    e->type = compare_result(s, vt);
    return e;
  }
  e->type = vt;
  return e;
}

/* (T)x where T or x's type is a vector (clang's CheckVectorCast and
 * CheckExtVectorCast): a reinterpretation between types of one size, or
 * a scalar splatted to an ext_vector_type. */
Expr *sema_vector_cast(Sema *s, Expr *e, Expr *x, Type *to) {
  Type *from = type_unqualified(x->type), *tu = type_unqualified(to);
  e->type = tu;
  e->lhs = x;
  e->implicit = false;
  if (type_is_vector(tu) && type_is_vector(from) && type_compatible(tu, from)) {
    e->cast = CK_NOOP;
    return e;
  }
  if (type_is_vector(tu) && tu->ext_vector && type_is_arith(from)) {
    Expr *c = sema_vector_splat(s, x, tu);
    e->cast = c->cast;
    e->lhs = c->lhs;
    return e;
  }
  Type *other = type_is_vector(tu) ? from : tu;
  Type *vec = type_is_vector(tu) ? tu : from;
  if ((type_is_vector(other) || type_is_integer(other)) &&
      other->size == vec->size) {
    e->cast = CK_BITCAST;
    return e;
  }
  if (type_is_vector(other) && (tu->ext_vector || from->ext_vector))
    diag_error(s->diags, e->loc, "invalid conversion between ext-vector type "
               "'%s' and '%s'", type_str(s, tu), type_str(s, from));
  else if (type_is_vector(other))
    diag_error(s->diags, e->loc, "invalid conversion between vector type '%s' "
               "and '%s' of different size", type_str(s, vec), type_str(s, other));
  else if (type_is_integer(other))
    diag_error(s->diags, e->loc, "invalid conversion between vector type '%s' "
               "and integer type '%s' of different size", type_str(s, vec),
               type_str(s, other));
  else
    diag_error(s->diags, e->loc, "invalid conversion between vector type '%s' "
               "and scalar type '%s'", type_str(s, vec), type_str(s, other));
  return poison(s, e);
}
