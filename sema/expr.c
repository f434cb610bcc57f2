/* expr.c - C17 6.5 expressions: types, lvalues and the conversions of
 * 6.3, made explicit as EX_CAST nodes so codegen never guesses. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static Expr *check(Sema *s, Expr *e);

static Expr *poison(Expr *e, Sema *s) {
  e->poisoned = true;
  e->type = s->T->int_;
  e->lvalue = false;
  return e;
}

static bool is_device_code(Sema *s) {
  return s->func && (s->func->hip & (HIP_GLOBAL | HIP_DEVICE));
}

Expr *sema_int_const(Sema *s, uint64_t v, Type *t, SrcLoc loc) {
  Expr *e = arena_alloc(s->arena, sizeof *e);
  e->kind = EX_INT;
  e->loc = loc;
  e->type = t;
  e->ival = type_wrap(t, v);
  e->member_index = -1;
  return e;
}

Expr *sema_cast(Sema *s, Expr *e, Type *to, CastKind ck) {
  Expr *c = arena_alloc(s->arena, sizeof *c);
  c->kind = EX_CAST;
  c->loc = e->loc;
  c->type = to;
  c->cast = ck;
  c->lhs = e;
  c->implicit = true;
  c->member_index = -1;
  c->poisoned = e->poisoned;
  return c;
}

/* An object declared register (C17 6.7.1p6) has no address to take. */
static bool register_object(Sema *s, Expr *e) {
  if (e->kind != EX_IDENT || !e->obj || !e->obj->is_register)
    return false;
  diag_error(s->diags, e->loc, "address of register variable requested");
  return true;
}

/* C17 6.3.2.1p3-4: arrays and function designators decay. */
static Expr *decay(Sema *s, Expr *e) {
  if (e->type->kind == TY_ARRAY) {
    if (!e->poisoned && register_object(s, e))
      e->poisoned = true; /* C17 6.3.2.1p3: undefined; clang refuses it */
    return sema_cast(s, e, type_pointer_to(s, e->type->base), CK_ARRAY_TO_PTR);
  }
  if (e->type->kind == TY_FUNC)
    return sema_cast(s, e, type_pointer_to(s, e->type), CK_FUNC_TO_PTR);
  return e;
}

Expr *sema_expr_keep(Sema *s, Expr *e) { return check(s, e); }

static Type *type_name(Sema *s, Expr *e);

/* GNU typeof(e) names e's type as written, arrays and qualifiers kept;
 * typeof(type-name) arrives as a placeholder carrying the type name. */
Type *sema_typeof(Sema *s, Expr *e) {
  if (e->kind == EX_SIZEOF && e->spec)
    return type_name(s, e);
  Expr *x = check(s, e);
  return x->poisoned || !x->type ? s->T->int_ : x->type;
}

Expr *sema_expr(Sema *s, Expr *e) { return decay(s, check(s, e)); }

/* The conversion from `e` to `to`, for conversions already judged valid. */
Expr *sema_convert(Sema *s, Expr *e, Type *to, const char *context) {
  (void)context;
  Type *from = type_unqualified(e->type);
  Type *tu = type_unqualified(to);
  if (e->poisoned)
    return e;
  if (tu->kind == TY_VOID)
    return sema_cast(s, e, to, CK_TO_VOID);
  if (type_is_vector(tu) || type_is_vector(from)) {
    if (type_is_vector(tu) && type_is_vector(from))
      return type_compatible(tu, from) ? e : sema_cast(s, e, to, CK_BITCAST);
    if (type_is_vector(tu) && type_is_arith(from))
      return sema_vector_splat(s, e, tu);
    return sema_cast(s, e, to, CK_BITCAST);
  }
  if (from == tu || (from->kind == tu->kind && !type_is_pointer(tu) &&
                     !type_is_record(tu) && tu->kind != TY_ARRAY))
    return e;
  CastKind ck = CK_NOOP;
  if (tu->kind == TY_BOOL && type_is_scalar(from)) {
    ck = CK_TO_BOOL;
  } else if (type_is_integer(tu) && type_is_integer(from)) {
    ck = CK_INT_CAST;
  } else if (type_is_float(tu) && type_is_integer(from)) {
    ck = CK_INT_TO_FLOAT;
  } else if (type_is_integer(tu) && type_is_float(from)) {
    ck = CK_FLOAT_TO_INT;
  } else if (type_is_float(tu) && type_is_float(from)) {
    ck = CK_FLOAT_CAST;
  } else if (type_is_pointer(tu) && type_is_pointer(from)) {
    ck = CK_PTR_CAST;
  } else if (type_is_pointer(tu) && type_is_integer(from)) {
    ck = sema_is_null_ptr_const(s, e) ? CK_NULL_TO_PTR : CK_INT_TO_PTR;
  } else if (type_is_integer(tu) && type_is_pointer(from)) {
    ck = CK_PTR_TO_INT;
  } else if (type_is_record(tu) && type_is_record(from)) {
    return e;
  }
  /* Fold conversions of integer constants right away: cheaper IR and
   * constant initializers for free. */
  if (e->kind == EX_INT && type_is_integer(tu) && ck == CK_INT_CAST &&
      (tu->size <= 8 || (int64_t)e->ival >= 0 || (type_is_signed(from) && type_is_signed(tu))))
    return sema_int_const(s, e->ival, to, e->loc); /* (a 128-bit one: as it extends) */
  return sema_cast(s, e, to, ck);
}

bool sema_is_null_ptr_const(Sema *s, Expr *e) {
  /* C17 6.3.2.3p3: an integer constant expression 0, or one cast to
   * void *. */
  while (e->kind == EX_CAST && type_is_pointer(e->type) &&
         e->type->base->kind == TY_VOID && !e->type->base->quals &&
         (e->cast == CK_NULL_TO_PTR || e->cast == CK_INT_TO_PTR || e->cast == CK_NOOP || e->cast == CK_PTR_CAST))
    e = e->lhs;
  if (type_is_pointer(e->type) && e->kind == EX_INT)
    return e->ival == 0; /* nullptr */
  int64_t v;
  return type_is_integer(e->type) && sema_eval_int(s, e, &v) && v == 0;
}

/* clang's phrase for a conversion in context `what` ("assigning to",
 * "initializing", "passing", "returning"), optionally saying the types
 * are incompatible: "passing 'int' to parameter of type 'int *'". */
static const char *conv_phrase(Sema *s, const char *what, const Type *to,
                               const Type *from, bool incompatible) {
  const char *ts = type_str(s, to), *fs = type_str(s, from);
  const char *inc = incompatible ? "incompatible " : "";
  switch (what[0]) {
  case 'p':
    return arena_printf(s->arena, "passing '%s' to parameter of %stype '%s'",
                        fs, inc, ts);
  case 'r':
    return arena_printf(s->arena, "returning '%s' from a function with %s"
                        "result type '%s'", fs, inc, ts);
  case 'i':
    return arena_printf(s->arena, "initializing '%s' with an expression of "
                        "%stype '%s'", ts, inc, fs);
  default:
    return arena_printf(s->arena, "assigning to '%s' from %s'%s'", ts,
                        incompatible ? "incompatible type " : "", fs);
  }
}

/* C17 6.5.16.1 simple assignment constraints, shared by assignment,
 * initialization, argument passing and return, with clang's messages. */
Expr *sema_assign_convert(Sema *s, Expr *e, Type *to, SrcLoc loc,
                          const char *what) {
  if (e->poisoned)
    return e;
  Type *tu = type_unqualified(to), *from = type_unqualified(e->type);
  if (type_is_arith(tu) && type_is_arith(from)) {
    sema_check_conversion(s, e, to);
    return sema_convert(s, e, to, what);
  }
  if (type_is_vector(tu) && type_is_vector(from)) {
    if (type_compatible(tu, from))
      return e;
    /* clang's default lax conversions: integer vectors of one size */
    if (!tu->ext_vector && !from->ext_vector && tu->size == from->size &&
        type_is_integer(tu->base) && type_is_integer(from->base))
      return sema_cast(s, e, to, CK_BITCAST);
  }
  if (type_is_vector(tu) && tu->ext_vector && type_is_arith(from))
    return sema_vector_splat(s, e, tu);
  if (tu->kind == TY_BOOL && type_is_pointer(from))
    return sema_convert(s, e, to, what);
  if (type_is_record(tu) && type_is_record(from) && tu->rec == from->rec)
    return e;
  if (type_is_pointer(tu)) {
    if (sema_is_null_ptr_const(s, e))
      return sema_cast(s, e, to, CK_NULL_TO_PTR);
    if (type_is_pointer(from)) {
      Type *a = tu->base, *b = from->base;
      unsigned lost = b->quals & ~a->quals;
      /* an array's qualifiers are its elements' (C23 6.7.3p10, which gcc
       * and clang apply to C17 too): int (*)[3] converts to
       * const int (*)[3] */
      while (a->kind == TY_ARRAY && b->kind == TY_ARRAY &&
             (a->len == b->len || a->incomplete || b->incomplete)) {
        a = a->base;
        b = b->base;
        lost |= b->quals & ~a->quals;
      }
      bool compatible = a->kind == TY_VOID || b->kind == TY_VOID ||
                        type_compatible(type_unqualified(a), type_unqualified(b));
      /* int16_t * and uint16_t *: only a -Wpointer-sign warning */
      bool sign_only = !compatible && type_is_integer(a) && type_is_integer(b) &&
                       a->size == b->size && a->kind != TY_BOOL && b->kind != TY_BOOL;
      /* plain char is neither signed char nor unsigned char (C17 6.2.5p15) */
      bool plain_char = sign_only && (a->kind == TY_CHAR) != (b->kind == TY_CHAR);
      if (sign_only)
        diag_warn(s->diags, W_POINTER_SIGN, loc, "%s converts between pointers "
                  "to integer types %s", conv_phrase(s, what, to, e->type, false),
                  plain_char ? "where one is of the unique plain 'char' type and "
                               "the other is not"
                             : "with different sign");
      else if (!compatible) /* an error by default since clang 16 */
        diag_error(s->diags, loc, "incompatible pointer types %s",
                   conv_phrase(s, what, to, e->type, false));
      else if (lost)
        diag_warning(s->diags, loc, "%s discards qualifiers",
                     conv_phrase(s, what, to, e->type, false));
      return sema_convert(s, e, to, what);
    }
    if (type_is_integer(from)) {
      diag_error(s->diags, loc, "incompatible integer to pointer conversion %s",
                 conv_phrase(s, what, to, e->type, false));
      return poison(e, s);
    }
  }
  if (type_is_integer(tu) && type_is_pointer(from)) {
    diag_error(s->diags, loc, "incompatible pointer to integer conversion %s",
               conv_phrase(s, what, to, e->type, false));
    return poison(e, s);
  }
  diag_error(s->diags, loc, "%s", conv_phrase(s, what, to, e->type, true));
  return poison(e, s);
}

/* A condition (C17 6.8.4.1, 6.5.13): any scalar. */
Expr *sema_cond(Sema *s, Expr *e) {
  e = sema_expr(s, e);
  if (!e->poisoned && !type_is_scalar(e->type)) {
    diag_error(s->diags, sema_expr_begin(e),
               "statement requires expression of scalar type ('%s' invalid)",
               type_str(s, e->type));
    return poison(e, s);
  }
  if (!e->poisoned && type_is_float(e->type)) /* tested against zero */
    sema_check_conversion(s, e, s->T->bool_);
  return e;
}

/* ---- names ------------------------------------------------------------------ */

static Expr *ident(Sema *s, Expr *e) {
  Object *o = scope_lookup(s, e->name);
  if (!o) {
    if (e->name == s->sym_true || e->name == s->sym_false)
      return sema_int_const(s, e->name == s->sym_true, s->T->bool_, e->loc);
    if (s->func && (!strcmp(e->name, "__func__") || !strcmp(e->name, "__FUNCTION__") ||
                    !strcmp(e->name, "__PRETTY_FUNCTION__"))) {
      /* C17 6.4.2.2: static const char __func__[] = "function-name"; */
      e->kind = EX_STRING;
      e->str_len = strlen(s->func->name) + 1;
      e->str = s->func->name;
      e->type = type_array_of(s, type_qualified(s, s->T->char_, Q_CONST),
                              e->str_len, false);
      e->lvalue = true;
      return e;
    }
    if (builtin_lookup(e->name)) {
      diag_error(s->diags, e->loc, "builtin functions must be directly called");
      return poison(e, s);
    }
    diag_error(s->diags, e->loc, "use of undeclared identifier '%s'", e->name);
    return poison(e, s);
  }
  e->obj = o;
  if (sema_unavailable_use(s, o, e->loc))
    return poison(e, s);
  switch (o->kind) {
  case OBJ_TYPEDEF:
    diag_error(s->diags, e->loc, "unexpected type name '%s': expected expression",
               e->name);
    return poison(e, s);
  case OBJ_ENUM_CONST:
    return sema_int_const(s, (uint64_t)o->value, o->type, e->loc);
  case OBJ_BUILTIN_VAR:
    if (o->builtin == BV_WARP_SIZE) {
      e->kind = EX_BUILTIN_VAR;
      e->builtin = BV_WARP_SIZE * 3;
      e->type = s->T->int_;
      return e;
    }
    e->type = o->type;
    e->lvalue = false;
    return e;
  case OBJ_FUNC:
    e->type = o->type;
    if (is_device_code(s)) {
      /* A kernel's address may be taken anywhere (calls are checked in
       * call()); other functions must be device functions. */
      if (!(o->hip & (HIP_DEVICE | HIP_GLOBAL))) {
        diag_error(s->diags, e->loc,
                   "reference to __host__ function '%s' in %s function",
                   o->name, s->func->hip & HIP_GLOBAL ? "__global__" : "__device__");
        diag_note(s->diags, o->loc, "'%s' declared here", o->name);
        return poison(e, s);
      }
    }
    o->used = true;
    VEC_PUSH(s->arena, s->func_refs, ((FuncRef){s->func, o, e->loc}));
    return e;
  case OBJ_VAR:
    e->type = o->type;
    e->lvalue = true;
    if (is_device_code(s) && o->is_global && !o->func &&
        !(o->hip & (HIP_DEVICE | HIP_SHARED | HIP_CONSTANT | HIP_MANAGED))) {
      diag_error(s->diags, e->loc,
                 "reference to __host__ variable '%s' in %s function", o->name,
                 s->func->hip & HIP_GLOBAL ? "__global__" : "__device__");
      diag_note(s->diags, o->loc, "'%s' declared here", o->name);
      return poison(e, s);
    }
    o->used = true;
    return e;
  }
  return poison(e, s);
}

/* ---- operators ---------------------------------------------------------------- */

/* Why a const lvalue cannot be assigned, in clang's words: the variable
 * or member whose type carries the const, with a note where it was
 * declared. */
static void const_target(Sema *s, Expr *e, SrcLoc loc) {
  Expr *base = e;
  while (base->kind == EX_CAST)
    base = base->lhs;
  if (base->kind == EX_IDENT && base->obj) {
    diag_error(s->diags, loc,
               "cannot assign to variable '%s' with const-qualified type '%s'",
               base->name, type_str(s, base->obj->type));
    diag_note(s->diags, base->obj->loc, "variable '%s' declared const here",
              base->name);
    return;
  }
  if (base->kind == EX_MEMBER && base->member_index >= 0) {
    Type *rt = base->arrow ? base->lhs->type->base : base->lhs->type;
    Member *m = &rt->rec->members[base->member_index];
    if (m->type->quals & Q_CONST) {
      diag_error(s->diags, loc, "cannot assign to non-static data member '%s' "
                 "with const-qualified type '%s'", m->name, type_str(s, m->type));
      diag_note(s->diags, m->loc, "non-static data member '%s' declared const "
                "here", m->name);
      return;
    }
    /* the const came with the object: name the variable holding it */
    Expr *holder = base->lhs;
    while (holder->kind == EX_CAST)
      holder = holder->lhs;
    if (holder->kind == EX_IDENT && holder->obj) {
      const_target(s, holder, loc);
      return;
    }
  }
  diag_error(s->diags, loc, "read-only variable is not assignable");
}

/* C17 6.3.2.1p1: a modifiable lvalue; `loc` is the operator's, where
 * clang reports. */
static bool check_modifiable(Sema *s, Expr *e, SrcLoc loc, const char *what) {
  if (e->poisoned)
    return false;
  if (e->type && e->type->kind == TY_FUNC) {
    diag_error(s->diags, loc, "non-object type '%s' is not assignable",
               type_str(s, e->type));
    return false;
  }
  if (!e->lvalue) {
    if (e->kind == EX_SWIZZLE && e->lhs->lvalue)
      diag_error(s->diags, loc, "vector is not assignable (contains duplicate "
                 "components)");
    else
      diag_error(s->diags, loc, "expression is not assignable");
    return false;
  }
  if (e->type->kind == TY_ARRAY) {
    diag_error(s->diags, loc, "array type '%s' is not assignable",
               type_str(s, e->type));
    return false;
  }
  if (e->type->quals & Q_CONST) {
    const_target(s, e, loc);
    return false;
  }
  if (!type_is_complete(e->type) && e->type->kind != TY_POINTER) {
    diag_error(s->diags, loc, "%s of incomplete type '%s'", what,
               type_str(s, e->type));
    return false;
  }
  return true;
}

/* The type an operand has for the integer promotions: C17 6.3.1.1p2
 * promotes a bit-field whose values all fit in an int to int, whatever
 * its declared type (so an `unsigned x : 3` minus 8 is negative). */
static Type *promotion_type(Sema *s, Expr *e) {
  if (e->kind != EX_MEMBER || e->member_index < 0 || !e->lhs->type)
    return e->type;
  Type *rt = e->arrow ? e->lhs->type->base : e->lhs->type;
  if (!rt || !type_is_record(rt))
    return e->type;
  Member *m = &rt->rec->members[e->member_index];
  if (m->bit_width < 0 || !type_is_integer(m->type))
    return e->type;
  if (m->bit_width < 32 || (m->bit_width == 32 && type_is_signed(m->type)))
    return s->T->int_;
  return e->type;
}

static Expr *usual_arith(Sema *s, Expr *e, Type **common) {
  *common = type_arith_conversion(s, promotion_type(s, e->lhs),
                                  promotion_type(s, e->rhs));
  if (type_is_float(*common)) { /* an integer operand becomes floating */
    if (type_is_integer(e->lhs->type))
      sema_check_conversion(s, e->lhs, *common);
    if (type_is_integer(e->rhs->type))
      sema_check_conversion(s, e->rhs, *common);
  } else if (!type_is_signed(*common)) {
    /* a signed operand made unsigned; in a comparison -Wsign-compare
     * speaks for all but constants */
    bool cmp = e->op == TOK_LT || e->op == TOK_GT || e->op == TOK_LE ||
               e->op == TOK_GE || e->op == TOK_EQEQ || e->op == TOK_NE;
    Expr *ops[2] = {e->lhs, e->rhs};
    for (int k = 0; k < 2; k++) {
      int64_t v;
      if (type_is_signed(ops[k]->type) && (!cmp || sema_eval_int(s, ops[k], &v)))
        sema_check_conversion(s, ops[k], *common);
    }
  }
  e->lhs = sema_convert(s, e->lhs, *common, "");
  e->rhs = sema_convert(s, e->rhs, *common, "");
  return e;
}

/* -Wsign-compare: a signed operand compared after conversion to unsigned,
 * unless it is a constant that cannot be negative. */
static void sign_compare(Sema *s, Expr *e) {
  Type *l = type_promote(s, promotion_type(s, e->lhs));
  Type *r = type_promote(s, promotion_type(s, e->rhs));
  if (!type_is_integer(l) || !type_is_integer(r) ||
      type_is_signed(l) == type_is_signed(r))
    return;
  Type *common = type_arith_conversion(s, l, r);
  if (type_is_signed(common))
    return;
  Expr *sg = type_is_signed(l) ? e->lhs : e->rhs;
  int64_t v;
  if (sema_fold_int(sg, &v) && v >= 0)
    return;
  diag_warn(s->diags, W_SIGN_COMPARE, e->loc,
            "comparison of integers of different signs: '%s' and '%s'",
            type_str(s, l), type_str(s, r));
}

static Expr *bad_operands(Sema *s, Expr *e) {
  diag_error(s->diags, e->loc, "invalid operands to binary expression ('%s' and '%s')",
             type_str(s, e->lhs->type), type_str(s, e->rhs->type));
  return poison(e, s);
}

static bool ptr_to_complete(Sema *s, Expr *e, Expr *ptr) {
  Type *b = ptr->type->base;
  if (b->kind == TY_VOID || b->kind == TY_FUNC) {
    /* GNU: void and function pointers do arithmetic in bytes. */
    return true;
  }
  if (!type_is_complete(b)) {
    diag_error(s->diags, e->loc, "arithmetic on a pointer to an incomplete type '%s'",
               type_str(s, b));
    return false;
  }
  return true;
}

/* clang's default warnings for an integer divisor that is 0, and for
 * shift counts outside the type (-Wdivision-by-zero,
 * -Wshift-count-overflow, -Wshift-count-negative). */
static void zero_divisor(Sema *s, Expr *rhs, SrcLoc loc, bool remainder) {
  int64_t v;
  if (type_is_integer(rhs->type) && sema_eval_int(s, rhs, &v) && v == 0)
    diag_warn(s->diags, W_DIVISION_BY_ZERO, loc, "%s by zero is undefined",
              remainder ? "remainder" : "division");
}

static void shift_count(Sema *s, Expr *count, Type *t, SrcLoc loc) {
  int64_t v;
  if (!sema_eval_int(s, count, &v))
    return;
  if (v < 0 && type_is_signed(count->type))
    diag_warn(s->diags, W_SHIFT_COUNT_NEGATIVE, loc, "shift count is negative");
  else if ((uint64_t)v >= t->size * 8)
    diag_warn(s->diags, W_SHIFT_COUNT_OVERFLOW, loc,
              "shift count >= width of type");
}

/* v == v, v < v of one integer or pointer variable: always the same
 * (-Wtautological-compare). */
static void self_comparison(Sema *s, Expr *e) {
  Expr *a = e->lhs, *b = e->rhs;
  while (a->kind == EX_CAST && a->implicit)
    a = a->lhs;
  while (b->kind == EX_CAST && b->implicit)
    b = b->lhs;
  if (a->kind != EX_IDENT || b->kind != EX_IDENT || !a->obj || a->obj != b->obj ||
      a->obj->kind != OBJ_VAR || (a->type->quals & Q_VOLATILE) ||
      !(type_is_integer(a->type) || type_is_pointer(a->type)))
    return;
  bool always = e->op == TOK_EQEQ || e->op == TOK_LE || e->op == TOK_GE;
  diag_warn(s->diags, W_TAUTOLOGICAL_COMPARE, e->loc,
            "self-comparison always evaluates to %s", always ? "true" : "false");
}

/* C17 6.5.5-6.5.15: the binary operators. */
static Expr *binary(Sema *s, Expr *e) {
  e->lhs = sema_expr(s, e->lhs);
  e->rhs = sema_expr(s, e->rhs);
  if (e->lhs->poisoned || e->rhs->poisoned)
    return poison(e, s);
  Type *lt = type_unqualified(e->lhs->type), *rt = type_unqualified(e->rhs->type);
  Type *common;
  if (type_is_vector(lt) || type_is_vector(rt))
    return sema_vector_binary(s, e);
  switch (e->op) {
  case TOK_STAR:
  case TOK_SLASH:
    if (!type_is_arith(lt) || !type_is_arith(rt))
      return bad_operands(s, e);
    if (e->op == TOK_SLASH)
      zero_divisor(s, e->rhs, e->loc, false);
    usual_arith(s, e, &common);
    e->type = common;
    return e;
  case TOK_PERCENT:
  case TOK_AMP:
  case TOK_CARET:
  case TOK_PIPE:
    if (!type_is_integer(lt) || !type_is_integer(rt))
      return bad_operands(s, e);
    if (e->op == TOK_PERCENT)
      zero_divisor(s, e->rhs, e->loc, true);
    usual_arith(s, e, &common);
    e->type = common;
    return e;
  case TOK_SHL:
  case TOK_SHR:
    if (!type_is_integer(lt) || !type_is_integer(rt))
      return bad_operands(s, e);
    /* C17 6.5.7p3: operands promoted separately. */
    e->lhs = sema_convert(s, e->lhs, type_promote(s, promotion_type(s, e->lhs)), "");
    e->rhs = sema_convert(s, e->rhs, type_promote(s, promotion_type(s, e->rhs)), "");
    e->type = e->lhs->type;
    shift_count(s, e->rhs, e->type, e->loc);
    return e;
  case TOK_PLUS:
    if (type_is_arith(lt) && type_is_arith(rt)) {
      usual_arith(s, e, &common);
      e->type = common;
      return e;
    }
    if (type_is_integer(lt) && type_is_pointer(rt)) {
      Expr *t = e->lhs;
      e->lhs = e->rhs;
      e->rhs = t;
      Type *tt = lt;
      lt = rt;
      rt = tt;
    }
    if (type_is_pointer(lt) && type_is_integer(rt)) {
      if (!ptr_to_complete(s, e, e->lhs))
        return poison(e, s);
      e->rhs = sema_convert(s, e->rhs, s->T->long_, "");
      e->type = lt;
      return e;
    }
    return bad_operands(s, e);
  case TOK_MINUS:
    if (type_is_arith(lt) && type_is_arith(rt)) {
      usual_arith(s, e, &common);
      e->type = common;
      return e;
    }
    if (type_is_pointer(lt) && type_is_integer(rt)) {
      if (!ptr_to_complete(s, e, e->lhs))
        return poison(e, s);
      e->rhs = sema_convert(s, e->rhs, s->T->long_, "");
      e->type = lt;
      return e;
    }
    if (type_is_pointer(lt) && type_is_pointer(rt)) {
      if (!type_compatible(type_unqualified(lt->base), type_unqualified(rt->base))) {
        diag_error(s->diags, e->loc, "'%s' and '%s' are not pointers to "
                   "compatible types", type_str(s, lt), type_str(s, rt));
        return poison(e, s);
      }
      if (!ptr_to_complete(s, e, e->lhs))
        return poison(e, s);
      e->type = s->T->long_; /* ptrdiff_t */
      return e;
    }
    return bad_operands(s, e);
  case TOK_LT:
  case TOK_GT:
  case TOK_LE:
  case TOK_GE:
  case TOK_EQEQ:
  case TOK_NE: {
    bool eq = e->op == TOK_EQEQ || e->op == TOK_NE;
    e->type = s->T->int_;
    self_comparison(s, e);
    if (type_is_arith(lt) && type_is_arith(rt)) {
      sign_compare(s, e);
      usual_arith(s, e, &common);
      return e;
    }
    if (type_is_pointer(lt) && type_is_pointer(rt)) {
      Type *a = type_unqualified(lt->base), *b = type_unqualified(rt->base);
      if (!type_compatible(a, b) &&
          !(eq && (a->kind == TY_VOID || b->kind == TY_VOID)))
        diag_warning(s->diags, e->loc,
                     "comparison of distinct pointer types ('%s' and '%s')",
                     type_str(s, lt), type_str(s, rt));
      e->rhs = sema_convert(s, e->rhs, lt, "");
      return e;
    }
    if (type_is_pointer(lt) && type_is_integer(rt)) {
      if (!sema_is_null_ptr_const(s, e->rhs))
        diag_warning(s->diags, e->loc, "comparison between pointer and integer "
                     "('%s' and '%s')", type_str(s, lt), type_str(s, rt));
      e->rhs = sema_cast(s, e->rhs, lt, sema_is_null_ptr_const(s, e->rhs)
                                            ? CK_NULL_TO_PTR : CK_INT_TO_PTR);
      return e;
    }
    if (type_is_integer(lt) && type_is_pointer(rt)) {
      if (!sema_is_null_ptr_const(s, e->lhs))
        diag_warning(s->diags, e->loc, "comparison between pointer and integer "
                     "('%s' and '%s')", type_str(s, lt), type_str(s, rt));
      e->lhs = sema_cast(s, e->lhs, rt, sema_is_null_ptr_const(s, e->lhs)
                                            ? CK_NULL_TO_PTR : CK_INT_TO_PTR);
      return e;
    }
    return bad_operands(s, e);
  }
  default:
    return bad_operands(s, e);
  }
}

static Expr *assign(Sema *s, Expr *e) {
  e->lhs = check(s, e->lhs);
  Expr *rhs = sema_expr(s, e->rhs);
  e->rhs = rhs;
  if (e->lhs->poisoned || rhs->poisoned)
    return poison(e, s);
  if (!check_modifiable(s, e->lhs, e->loc, "assignment"))
    return poison(e, s);
  Type *lt = e->lhs->type;
  e->type = type_unqualified(lt);
  if (e->op == TOK_ASSIGN) {
    e->rhs = sema_assign_convert(s, rhs, lt, e->loc, "assigning to");
    if (e->rhs->poisoned)
      return poison(e, s);
    return e;
  }
  /* Compound assignment: E1 op= E2 is E1 = E1 op E2 with E1 evaluated
   * once (C17 6.5.16.2).  rhs is converted to the operation's type; codegen
   * converts E1's value to it and the result back. */
  Type *l = type_unqualified(lt), *r = type_unqualified(rhs->type);
  if (type_is_vector(l) || type_is_vector(r))
    return sema_vector_compound(s, e);
  int op = e->op;
  bool ok;
  switch (op) {
  case TOK_ADD_ASSIGN:
  case TOK_SUB_ASSIGN:
    if (type_is_pointer(l) && type_is_integer(r)) {
      if (!ptr_to_complete(s, e, e->lhs))
        return poison(e, s);
      e->rhs = sema_convert(s, rhs, s->T->long_, "");
      return e;
    }
    ok = type_is_arith(l) && type_is_arith(r);
    break;
  case TOK_MUL_ASSIGN:
  case TOK_DIV_ASSIGN:
    ok = type_is_arith(l) && type_is_arith(r);
    if (ok && op == TOK_DIV_ASSIGN && type_is_integer(l))
      zero_divisor(s, rhs, e->loc, false);
    break;
  case TOK_SHL_ASSIGN:
  case TOK_SHR_ASSIGN:
    if (!type_is_integer(l) || !type_is_integer(r))
      return bad_operands(s, e);
    e->rhs = sema_convert(s, rhs, type_promote(s, r), "");
    return e;
  default:
    ok = type_is_integer(l) && type_is_integer(r);
    break;
  }
  if (!ok) {
    diag_error(s->diags, e->loc,
               "invalid operands to binary expression ('%s' and '%s')",
               type_str(s, lt), type_str(s, rhs->type));
    return poison(e, s);
  }
  Type *ct = type_arith_conversion(s, l, r);
  /* the result goes back into the left operand */
  if (type_is_float(ct) && type_is_integer(l))
    diag_warn(s->diags, W_FLOAT_CONVERSION, e->loc, "implicit conversion turns "
              "floating-point number into integer: '%s' to '%s'",
              type_str(s, ct), type_str(s, l));
  else if (type_is_float(ct) && type_is_float(l) && l->size < ct->size)
    diag_warn(s->diags, W_IMPLICIT_FLOAT_CONVERSION, rhs->loc, "implicit "
              "conversion when assigning computation result loses "
              "floating-point precision: '%s' to '%s'", type_str(s, ct),
              type_str(s, l));
  e->rhs = sema_convert(s, rhs, ct, "");
  return e;
}

/* C17 6.5.15 the conditional operator. */
static Expr *conditional(Sema *s, Expr *e) {
  e->cond = sema_expr(s, e->cond);
  if (!e->cond->poisoned && !type_is_scalar(e->cond->type)) {
    diag_error(s->diags, e->cond->loc, "used type '%s' where arithmetic or "
               "pointer type is required", type_str(s, e->cond->type));
    return poison(e, s);
  }
  e->cond = sema_cond(s, e->cond);
  Expr *a = e->lhs ? sema_expr(s, e->lhs) : e->cond;
  Expr *b = sema_expr(s, e->rhs);
  if (e->cond->poisoned || a->poisoned || b->poisoned)
    return poison(e, s);
  Type *at = type_unqualified(a->type), *bt = type_unqualified(b->type);
  Type *t = NULL;
  if (type_is_arith(at) && type_is_arith(bt)) {
    t = type_arith_conversion(s, at, bt);
  } else if (type_is_record(at) && type_is_record(bt) && at->rec == bt->rec) {
    t = at;
  } else if (type_is_vector(at) && type_is_vector(bt) && type_compatible(at, bt)) {
    t = at;
  } else if (at->kind == TY_VOID || bt->kind == TY_VOID) {
    t = s->T->void_;
  } else if (type_is_pointer(at) && sema_is_null_ptr_const(s, b)) {
    t = at;
  } else if (type_is_pointer(bt) && sema_is_null_ptr_const(s, a)) {
    t = bt;
  } else if (type_is_pointer(at) && type_is_pointer(bt)) {
    unsigned q = at->base->quals | bt->base->quals;
    if (at->base->kind == TY_VOID || bt->base->kind == TY_VOID)
      t = type_pointer_to(s, type_qualified(s, s->T->void_, q));
    else {
      if (!type_compatible(type_unqualified(at->base), type_unqualified(bt->base)))
        diag_warning(s->diags, e->loc, "pointer type mismatch ('%s' and '%s')",
                     type_str(s, at), type_str(s, bt));
      t = type_pointer_to(s, type_qualified(s, at->base, q));
    }
  } else {
    diag_error(s->diags, e->loc,
               "incompatible operand types ('%s' and '%s')", type_str(s, at),
               type_str(s, bt));
    return poison(e, s);
  }
  if (type_is_integer(t) && !s->unevaluated && e->lhs) {
    CondOperands co = {e, a, b}; /* its operands judged at the end */
    VEC_PUSH(s->arena, s->conds, co);
  }
  if (e->lhs)
    e->lhs = t->kind == TY_VOID ? a : sema_convert(s, a, t, "");
  else if (t->kind != TY_VOID && !type_compatible(at, t))
    diag_error(s->diags, e->loc, "GNU '?:' with operands of different types "
               "is not supported");
  e->rhs = t->kind == TY_VOID ? b : sema_convert(s, b, t, "");
  e->type = t;
  return e;
}

static Expr *unary(Sema *s, Expr *e) {
  e->lhs = sema_expr(s, e->lhs);
  if (e->lhs->poisoned)
    return poison(e, s);
  Type *t = type_unqualified(e->lhs->type);
  if (type_is_vector(t))
    return sema_vector_unary(s, e);
  switch (e->op) {
  case TOK_PLUS:
  case TOK_MINUS:
    if (!type_is_arith(t))
      break;
    e->lhs = sema_convert(s, e->lhs, type_promote(s, promotion_type(s, e->lhs)), "");
    e->type = e->lhs->type;
    if (e->lhs->kind == EX_INT && e->op == TOK_MINUS && e->type)
      return sema_int_const(s, -e->lhs->ival, e->type, e->loc);
    return e;
  case TOK_TILDE:
    if (!type_is_integer(t))
      break;
    e->lhs = sema_convert(s, e->lhs, type_promote(s, promotion_type(s, e->lhs)), "");
    e->type = e->lhs->type;
    return e;
  case TOK_BANG:
    if (!type_is_scalar(t))
      break;
    if (type_is_float(t)) /* tested against zero */
      sema_check_conversion(s, e->lhs, s->T->bool_);
    e->type = s->T->int_;
    return e;
  }
  diag_error(s->diags, e->loc, "invalid argument type '%s' to unary expression",
             type_str(s, t));
  return poison(e, s);
}

static Expr *incdec(Sema *s, Expr *e) {
  e->lhs = check(s, e->lhs);
  if (!check_modifiable(s, e->lhs, e->loc, "increment"))
    return poison(e, s);
  Type *t = type_unqualified(e->lhs->type);
  if (!type_is_arith(t) && !type_is_pointer(t)) {
    diag_error(s->diags, e->loc, "cannot %s value of type '%s'",
               (e->kind == EX_PREINC || e->kind == EX_POSTINC) ? "increment"
                                                               : "decrement",
               type_str(s, t));
    return poison(e, s);
  }
  if (type_is_pointer(t) && !ptr_to_complete(s, e, e->lhs))
    return poison(e, s);
  e->type = t;
  return e;
}

static Expr *member(Sema *s, Expr *e) {
  Expr *base = e->arrow ? sema_expr(s, e->lhs) : check(s, e->lhs);
  e->lhs = base;
  if (base->poisoned)
    return poison(e, s);
  /* threadIdx.x and friends. */
  if (!e->arrow && base->kind == EX_IDENT && base->obj &&
      base->obj->kind == OBJ_BUILTIN_VAR) {
    int axis = e->name == s->sym_x ? 0 : e->name == s->sym_y ? 1
             : e->name == s->sym_z ? 2 : -1;
    if (axis < 0) {
      diag_error(s->diags, e->loc, "no member named '%s' in '%s'", e->name,
                 type_str(s, base->type));
      return poison(e, s);
    }
    e->kind = EX_BUILTIN_VAR;
    e->builtin = base->obj->builtin * 3 + axis;
    e->type = s->T->uint;
    return e;
  }
  Type *rt = base->type;
  unsigned quals = rt->quals;
  if (!e->arrow && type_is_vector(rt))
    return sema_vector_member(s, e, base);
  /* clang points at the '.' or '->' unless it names the member's fault */
  SrcLoc op = e->toks ? e->toks->loc : e->loc;
  if (e->arrow && type_is_record(rt)) { /* and go on as if it were '.' */
    diag_error(s->diags, op, "member reference type '%s' is not a pointer; "
               "did you mean to use '.'?", type_str(s, rt));
    e->arrow = false;
  } else if (!e->arrow && type_is_pointer(rt) && type_is_record(rt->base)) {
    diag_error(s->diags, op, "member reference type '%s' is a pointer; "
               "did you mean to use '->'?", type_str(s, rt));
    e->arrow = true;
  }
  if (e->arrow) {
    if (!type_is_pointer(rt) || !type_is_record(rt->base)) {
      diag_error(s->diags, e->loc, "member reference type '%s' is not a pointer%s",
                 type_str(s, rt), type_is_pointer(rt) ? " to a structure or union" : "");
      return poison(e, s);
    }
    rt = rt->base;
    quals = rt->quals;
  } else if (!type_is_record(rt)) {
    diag_error(s->diags, op, "member reference base type '%s' is not a "
               "structure or union", type_str(s, rt));
    return poison(e, s);
  }
  if (!rt->rec->complete) {
    diag_error(s->diags, op, "incomplete definition of type '%s'", type_str(s, rt));
    sema_note_incomplete(s, rt);
    return poison(e, s);
  }
  int path[16], depth = 0;
  if (!record_find_member(rt->rec, e->name, path, &depth)) {
    diag_error(s->diags, e->loc, "no member named '%s' in '%s'", e->name,
               type_str(s, rt));
    return poison(e, s);
  }
  /* Anonymous members become explicit member accesses. */
  Record *r = rt->rec;
  Expr *cur = base;
  bool arrow = e->arrow;
  bool lv = e->arrow || base->lvalue;
  for (int i = 0; i < depth; i++) {
    Member *m = &r->members[path[i]];
    Expr *me = i == depth - 1 ? e : arena_alloc(s->arena, sizeof *me);
    if (i != depth - 1) {
      me->kind = EX_MEMBER;
      me->loc = e->loc;
    }
    me->lhs = cur;
    me->arrow = arrow;
    me->member_index = path[i];
    me->type = type_qualified(s, m->type, quals);
    me->lvalue = lv;
    arrow = false;
    cur = me;
    r = m->type->rec;
  }
  return e;
}

static Expr *index_expr(Sema *s, Expr *e) {
  e->lhs = sema_expr(s, e->lhs);
  e->rhs = sema_expr(s, e->rhs);
  if (e->lhs->poisoned || e->rhs->poisoned)
    return poison(e, s);
  if (type_is_vector(e->lhs->type))
    return sema_vector_index(s, e);
  if (type_is_integer(e->lhs->type) && type_is_pointer(e->rhs->type)) {
    Expr *t = e->lhs;
    e->lhs = e->rhs;
    e->rhs = t;
  }
  if (!type_is_pointer(e->lhs->type)) {
    diag_error(s->diags, e->loc, "subscripted value is not an array, pointer, or vector");
    return poison(e, s);
  }
  if (!type_is_integer(e->rhs->type)) {
    diag_error(s->diags, e->loc, "array subscript is not an integer"); /* '[' */
    return poison(e, s);
  }
  Type *elem = e->lhs->type->base;
  if (!type_is_complete(elem)) {
    diag_error(s->diags, e->loc, "subscript of pointer to incomplete type '%s'",
               type_str(s, elem));
    return poison(e, s);
  }
  e->rhs = sema_convert(s, e->rhs, s->T->long_, "");
  e->type = elem;
  e->lvalue = true;
  return e;
}

/* C17 6.5.2.2p2: a call of a prototyped function has an argument for
 * each parameter (and, variadic, maybe more).  `fo` is the function, for
 * the note; NULL for a call through a pointer or of a builtin. */
bool sema_call_arity(Sema *s, Expr *e, Type *ft, Object *fo) {
  if (!ft->has_proto ||
      (e->nargs >= ft->nparams && (e->nargs == ft->nparams || ft->variadic)))
    return true;
  bool few = e->nargs < ft->nparams;
  /* clang: at the ')' for too few, at the first extra argument */
  SrcLoc at = few ? (e->toks ? e->toks->loc : e->loc)
                  : sema_expr_begin(e->args[ft->nparams]);
  diag_error(s->diags, at,
             "too %s arguments to function call, expected %s%zu, have %zu",
             few ? "few" : "many", ft->variadic ? "at least " : "",
             ft->nparams, (size_t)e->nargs);
  if (fo)
    diag_note(s->diags, fo->loc, "'%s' declared here", fo->name);
  return false;
}

/* Argument i of a call of a function of type `ft`, checked: converted as
 * if by assignment to its parameter (C17 6.5.2.2p7), or given the default
 * argument promotions past the prototype or without one (p6). */
Expr *sema_call_argument(Sema *s, Expr *a, Type *ft, size_t i) {
  if (ft->has_proto && i < ft->nparams)
    return sema_assign_convert(s, a, ft->params[i], a->loc, "passing");
  Type *t = type_unqualified(a->type);
  if (t->kind == TY_FLOAT || t->kind == TY_HALF || t->kind == TY_BF16)
    return sema_convert(s, a, s->T->double_, "");
  if (type_is_integer(t))
    return sema_convert(s, a, type_promote(s, promotion_type(s, a)), "");
  return a;
}

/* C17 6.5.2.2 function calls. */
/* __builtin_strlen(s): the library's strlen, which no scope declares. */
static Expr *library_callee(Sema *s, Expr *e, Object *lib) {
  e->obj = lib;
  e->type = lib->type;
  lib->used = true;
  VEC_PUSH(s->arena, s->func_refs, ((FuncRef){s->func, lib, e->loc}));
  return decay(s, e);
}

static Expr *call(Sema *s, Expr *e) {
  Expr *callee = e->lhs;
  Object *lib = NULL;
  Object *named = callee->kind == EX_IDENT ? scope_lookup(s, callee->name) : NULL;
  if (callee->kind == EX_IDENT && !named) {
    int id = builtin_lookup(callee->name);
    if (id)
      return sema_builtin_call(s, e, id);
    lib = sema_library_object(s, callee->name);
    if (!lib) {
      if (!sema_library_undeclared(s, callee))
        diag_error(s->diags, callee->loc,
                   "call to undeclared function '%s'; ISO C99 and later do not "
                   "support implicit function declarations",
                   callee->name);
      for (size_t i = 0; i < e->nargs; i++)
        sema_expr(s, e->args[i]);
      return poison(e, s);
    }
  }
  if (named && named->kind == OBJ_FUNC && (named->lib || named->lib_alias)) {
    /* memcpy, printf...: the builtin that implements it (library.c) */
    Expr *r = sema_library_call(s, e, named);
    if (r)
      return r;
  }
  callee = e->lhs = lib ? library_callee(s, callee, lib) : sema_expr(s, callee);
  if (callee->poisoned)
    return poison(e, s);
  /* sinf as __builtin_sinf or chosen by a _Generic: approximated too */
  if (callee->kind == EX_CAST && callee->cast == CK_FUNC_TO_PTR &&
      callee->lhs->kind == EX_IDENT && callee->lhs->obj) {
    int fast = sema_library_approx(s, callee->lhs->obj);
    if (fast)
      return sema_builtin_call(s, e, fast);
  }
  if (callee->kind == EX_CAST && callee->cast == CK_FUNC_TO_PTR &&
      callee->lhs->kind == EX_IDENT && callee->lhs->obj &&
      (callee->lhs->obj->hip & HIP_GLOBAL)) {
    /* A kernel runs only by a launch (<<<>>> in HIP C++). */
    diag_error(s->diags, e->loc, "call to global function '%s' not configured",
               callee->lhs->obj->name);
    return poison(e, s);
  }
  Type *ft = callee->type;
  if (!type_is_pointer(ft) || ft->base->kind != TY_FUNC) {
    diag_error(s->diags, e->loc, "called object type '%s' is not a function or "
               "function pointer", type_str(s, ft));
    return poison(e, s);
  }
  ft = ft->base;
  e->type = type_unqualified(ft->base);
  Object *fo = callee->kind == EX_CAST && callee->lhs->kind == EX_IDENT ? callee->lhs->obj : NULL;
  bool bad = !sema_call_arity(s, e, ft, fo);
  /* snprintf's format is checked as printf's, before the promotions */
  Object *libfn = fo ? (fo->lib ? fo : fo->lib_alias) : NULL;
  int format_at = libfn ? library_format_arg(libfn->lib) : -1;
  for (size_t i = 0; i < e->nargs; i++) {
    Expr *a = sema_expr(s, e->args[i]);
    if (!a->poisoned && format_at < 0)
      a = sema_call_argument(s, a, ft, i);
    bad |= a->poisoned;
    e->args[i] = a;
  }
  if (format_at >= 0) {
    if (!bad)
      sema_check_printf(s, e, (size_t)format_at);
    for (size_t i = 0; i < e->nargs; i++) {
      if (!e->args[i]->poisoned)
        e->args[i] = sema_call_argument(s, e->args[i], ft, i);
      bad |= e->args[i]->poisoned;
    }
  }
  if (type_is_record(e->type) && !type_is_complete(e->type)) {
    diag_error(s->diags, e->loc, "calling function with incomplete return type '%s'",
               type_str(s, e->type));
    bad = true;
  }
  if (!bad && fo && fo->lib_alias)
    sema_library_alias_call(s, e, fo);
  return bad ? poison(e, s) : e;
}

static Type *type_name(Sema *s, Expr *e) {
  return sema_type_of(s, e->spec, e->decl, NULL, NULL);
}

/* A compound literal's object (C17 6.5.2.5p5): static at file scope,
 * else automatic in the enclosing function. */
static void unnamed_object(Sema *s, Object *o) {
  if (!s->func) {
    o->is_global = o->is_internal = true;
    o->space = VS_GLOBAL;
    VEC_PUSH(s->arena, s->prog->objects, o);
  } else {
    o->space = VS_LOCAL;
    o->func = s->func;
    VEC_PUSH(s->arena, s->locals, o);
  }
}

/* GNU (union u)x: the union whose member of x's type holds x, a
 * compound literal of that one member; clang's error when none has it. */
static Expr *cast_to_union(Sema *s, Expr *e, Expr *x, Type *tu) {
  Type *from = type_unqualified(x->type);
  Record *r = tu->rec;
  size_t k = 0;
  while (k < r->nmembers && !(r->members[k].bit_width < 0 &&
                              type_compatible(type_unqualified(r->members[k].type), from)))
    k++;
  if (k == r->nmembers) {
    diag_error(s->diags, e->loc, "cast to union type from type '%s' not present in union",
               type_str(s, x->type));
    return poison(e, s);
  }
  Init *in = arena_alloc(s->arena, sizeof *in), *m = arena_alloc(s->arena, sizeof *m);
  m->type = r->members[k].type;
  m->expr = x;
  in->type = tu;
  in->nelems = in->cap = k + 1;
  in->elems = arena_alloc(s->arena, (k + 1) * sizeof *in->elems);
  in->elems[k] = m;
  Object *o = object_new(s, OBJ_VAR, NULL, e->loc, tu);
  o->defined = true;
  o->init = in;
  unnamed_object(s, o);
  e->kind = EX_COMPOUND; /* an object, as codegen makes compound literals */
  e->obj = o;
  e->type = tu;
  e->lvalue = true;
  return e;
}

static Expr *explicit_cast(Sema *s, Expr *e) {
  Type *to = type_name(s, e);
  Expr *x = sema_expr(s, e->lhs);
  if (x->poisoned)
    return poison(e, s);
  Type *from = type_unqualified(x->type), *tu = type_unqualified(to);
  e->type = tu;
  if (tu->kind == TY_VOID) {
    e->cast = CK_TO_VOID;
    e->lhs = x;
    return e;
  }
  if (type_is_vector(tu) || type_is_vector(from))
    return sema_vector_cast(s, e, x, to);
  if (!type_is_scalar(tu)) {
    if (type_is_record(tu) && type_is_record(from) && tu->rec == from->rec)
      return x;
    if (tu->kind == TY_UNION && tu->rec->complete)
      return cast_to_union(s, e, x, tu);
    diag_error(s->diags, e->loc, "used type '%s' where arithmetic or pointer "
               "type is required", type_str(s, to));
    return poison(e, s);
  }
  if (!type_is_scalar(from)) {
    diag_error(s->diags, e->loc, "operand of type '%s' where arithmetic or "
               "pointer type is required", type_str(s, from));
    return poison(e, s);
  }
  if (type_is_float(tu) && type_is_pointer(from)) {
    diag_error(s->diags, x->loc, "pointer cannot be cast to type '%s'",
               type_str(s, tu));
    return poison(e, s);
  }
  if (type_is_pointer(tu) && type_is_float(from)) {
    diag_error(s->diags, x->loc, "operand of type '%s' cannot be cast to a "
               "pointer type", type_str(s, from));
    return poison(e, s);
  }
  Expr *c = sema_convert(s, x, tu, "cast");
  if (c == x || c->kind == EX_INT) {
    if (c->kind == EX_INT) {
      c->loc = e->loc;
      return c;
    }
    e->cast = CK_NOOP;
    e->lhs = x;
    return e;
  }
  e->cast = c->cast;
  e->lhs = c->lhs;
  e->implicit = false;
  return e;
}

static Expr *size_or_align(Sema *s, Expr *e) {
  Type *t;
  Expr *x = NULL;
  SrcLoc at = e->loc; /* errors: at the operand of sizeof expr, as clang */
  if (e->spec) {
    t = type_name(s, e);
  } else {
    x = check(s, e->lhs);
    if (x->poisoned)
      return poison(e, s);
    t = x->type;
    at = sema_expr_begin(x);
    if (x->parens && at.col > 1)
      at.col--; /* sizeof(b.f): at the '(' */
    if (x->kind == EX_MEMBER && x->member_index >= 0) {
      Type *rt = x->arrow ? x->lhs->type->base : x->lhs->type;
      if (rt->rec && rt->rec->members[x->member_index].bit_width >= 0) {
        diag_error(s->diags, at,
                   "invalid application of '%s' to bit-field",
                   e->kind == EX_SIZEOF ? "sizeof" : "alignof");
        return poison(e, s);
      }
    }
  }
  uint64_t v;
  if ((t->kind == TY_FUNC || t->kind == TY_VOID) &&
      !(e->kind == EX_ALIGNOF && t->kind == TY_VOID)) {
    v = 1; /* GNU's sizeof(void); clang refuses _Alignof(void) */
  } else if (!type_is_complete(t)) {
    diag_error(s->diags, at, "invalid application of '%s' to an incomplete type '%s'",
               e->kind == EX_SIZEOF ? "sizeof" : "alignof", type_str(s, t));
    return poison(e, s);
  } else {
    v = e->kind == EX_SIZEOF ? t->size : t->align;
  }
  /* GNU: the alignment of an object is its declared one (_Alignas,
   * aligned()), not only its type's */
  if (e->kind == EX_ALIGNOF && x && x->kind == EX_IDENT && x->obj &&
      x->obj->kind == OBJ_VAR && x->obj->align > v)
    v = x->obj->align;
  return sema_int_const(s, v, s->T->ulong, e->loc);
}

static Expr *compound_literal(Sema *s, Expr *e) {
  /* no type named: `return {...};`, whose type check_return gave it */
  Type *t = e->spec ? type_name(s, e) : type_unqualified(s->braced_return);
  s->braced_return = NULL;
  if (t->kind == TY_ARRAY && t->incomplete) {
    /* length from the initializer */
  } else if (!type_is_complete(t)) {
    diag_error(s->diags, e->loc, "variable has incomplete type '%s'", type_str(s, t));
    return poison(e, s);
  }
  Object *o = object_new(s, OBJ_VAR, NULL, e->loc, t);
  o->defined = true;
  bool file = s->func == NULL;
  o->init = sema_initializer(s, t, e->init, file, e->loc);
  if (o->init)
    o->type = o->init->type;
  unnamed_object(s, o);
  e->obj = o;
  e->type = o->type;
  e->lvalue = true;
  return e;
}

static Expr *generic(Sema *s, Expr *e) {
  s->unevaluated++; /* only its type matters: no conversion warnings */
  Expr *c = sema_expr(s, e->lhs);
  s->unevaluated--;
  if (c->poisoned)
    return poison(e, s);
  Type *ct = type_unqualified(c->type);
  Expr *chosen = NULL, *dflt = NULL;
  for (size_t i = 0; i < e->nassocs; i++) {
    GenericAssoc *a = &e->assocs[i];
    if (!a->spec) {
      dflt = a->expr;
      continue;
    }
    a->type = sema_type_of(s, a->spec, a->decl, NULL, NULL);
    /* C17 6.5.1.1p2: no two associations name compatible types (but
     * double and long double, one type here, are two in C) */
    for (size_t k = 0; k < i && a->type->kind != TY_DOUBLE; k++) {
      GenericAssoc *b = &e->assocs[k];
      if (b->spec && b->type && type_compatible(b->type, a->type)) {
        diag_error(s->diags, a->spec->loc, "type '%s' in generic association "
                   "compatible with previously specified type '%s'",
                   type_str(s, a->type), type_str(s, b->type));
        diag_note(s->diags, b->spec->loc, "compatible type '%s' specified here",
                  type_str(s, b->type));
        return poison(e, s);
      }
    }
    if (!chosen && type_compatible(ct, a->type))
      chosen = a->expr;
  }
  if (!chosen)
    chosen = dflt;
  if (!chosen) {
    diag_error(s->diags, c->loc, "controlling expression type '%s' not "
               "compatible with any generic association type", type_str(s, ct));
    return poison(e, s);
  }
  return check(s, chosen);
}

static Expr *stmt_expr(Sema *s, Expr *e) {
  if (!s->func) {
    diag_error(s->diags, e->loc, "statement expression not allowed at file scope");
    return poison(e, s);
  }
  Stmt *body = e->stmt;
  Stmt *outer = s->stmt_expr_value; /* its last statement is its value */
  Stmt *last = body->nitems ? body->items[body->nitems - 1] : NULL;
  while (last && last->kind == ST_LABEL && last->body) /* ({ ... out: v; }) */
    last = last->body;
  s->stmt_expr_value = last;
  sema_stmt(s, e->stmt);
  s->stmt_expr_value = outer;
  e->type = s->T->void_;
  if (last) {
    /* (no type: sema stopped before it, at the error limit) */
    if (last->kind == ST_EXPR && last->expr && !last->expr->poisoned && last->expr->type) {
      last->expr = decay(s, last->expr);
      e->type = type_unqualified(last->expr->type);
    }
  }
  return e;
}

static Expr *check_expr(Sema *s, Expr *e);

/* Expressions nest as deep as the source does; past this depth hipc says
 * so rather than risk its stack (clang's -fbracket-depth plays the same
 * role).  The compile thread's stack holds well over this. */
enum { MAX_EXPR_DEPTH = 200000 };

static Expr *check(Sema *s, Expr *e) {
  if (!e)
    return NULL;
  if (e->type && (e->kind != EX_CAST || e->implicit))
    return e; /* already checked (shared subtrees, folded constants) */
  if (s->expr_depth >= MAX_EXPR_DEPTH) {
    if (!s->depth_reported)
      diag_error(s->diags, e->loc, "expression nesting exceeds the maximum "
                 "of %d levels", MAX_EXPR_DEPTH);
    s->depth_reported = true;
    return poison(e, s);
  }
  s->expr_depth++;
  Expr *r = check_expr(s, e);
  s->expr_depth--;
  return r;
}

static Expr *check_expr(Sema *s, Expr *e) {
  switch (e->kind) {
  case EX_LABEL_ADDR: /* GNU: resolved with the gotos (sema_label_addresses) */
    if (!s->func) {
      diag_error(s->diags, e->loc, "use of address-of-label extension outside of a "
                 "function body");
      return poison(e, s);
    }
    e->name = sema_label_key(s, e->name);
    e->obj = s->func;
    e->type = s->T->void_ptr;
    VEC_PUSH(s->arena, s->label_addrs, e);
    return e;
  case EX_INT:
    return sema_int_literal(s, e);
  case EX_FLOAT:
    return e;
  case EX_CHAR:
    return sema_char_literal(s, e);
  case EX_STRING:
    return sema_string_literal(s, e);
  case EX_IDENT:
    return ident(s, e);
  case EX_UNARY:
    return unary(s, e);
  case EX_ADDR: {
    Expr *x = check(s, e->lhs);
    e->lhs = x;
    if (x->poisoned)
      return poison(e, s);
    if (x->kind == EX_IDENT && x->obj && x->obj->kind == OBJ_BUILTIN_VAR) {
      diag_error(s->diags, e->loc, "cannot take the address of '%s'", x->name);
      return poison(e, s);
    }
    if (!x->lvalue && x->type->kind != TY_FUNC) {
      diag_error(s->diags, e->loc, "cannot take the address of an rvalue of type '%s'",
                 type_str(s, x->type));
      return poison(e, s);
    }
    if (x->kind == EX_SWIZZLE ||
        (x->kind == EX_INDEX && type_is_vector(x->lhs->type))) {
      diag_error(s->diags, e->loc, "address of vector element requested");
      return poison(e, s);
    }
    if (x->kind == EX_IDENT && x->obj && x->obj->is_register) {
      diag_error(s->diags, e->loc, "address of register variable requested");
      return poison(e, s);
    }
    if (x->kind == EX_MEMBER && x->member_index >= 0) {
      Type *rt = x->arrow ? x->lhs->type->base : x->lhs->type;
      if (rt->rec->members[x->member_index].bit_width >= 0) {
        diag_error(s->diags, e->loc, "address of bit-field requested");
        return poison(e, s);
      }
    }
    e->type = type_pointer_to(s, x->type);
    return e;
  }
  case EX_DEREF: {
    Expr *x = sema_expr(s, e->lhs);
    e->lhs = x;
    if (x->poisoned)
      return poison(e, s);
    if (!type_is_pointer(x->type)) {
      diag_error(s->diags, e->loc, "indirection requires pointer operand ('%s' invalid)",
                 type_str(s, x->type));
      return poison(e, s);
    }
    e->type = x->type->base;
    e->lvalue = e->type->kind != TY_FUNC;
    if (e->type->kind == TY_VOID)
      diag_warn(s->diags, W_VOID_PTR_DEREFERENCE, e->loc, "ISO C does not "
                "allow indirection on operand of type '%s'",
                type_str(s, x->type));
    return e;
  }
  case EX_PREINC:
  case EX_PREDEC:
  case EX_POSTINC:
  case EX_POSTDEC:
    return incdec(s, e);
  case EX_BINARY:
    return binary(s, e);
  case EX_LOGAND:
  case EX_LOGOR:
    e->lhs = sema_expr(s, e->lhs);
    e->rhs = sema_expr(s, e->rhs);
    if (e->lhs->poisoned || e->rhs->poisoned)
      return poison(e, s);
    if (!type_is_scalar(e->lhs->type) || !type_is_scalar(e->rhs->type))
      return bad_operands(s, e); /* clang's words for C */
    e->lhs = sema_cond(s, e->lhs);
    e->rhs = sema_cond(s, e->rhs);
    e->type = s->T->int_;
    return e;
  case EX_ASSIGN:
    return assign(s, e);
  case EX_COND:
    return conditional(s, e);
  case EX_COMMA:
    e->lhs = sema_expr(s, e->lhs);
    e->rhs = sema_expr(s, e->rhs);
    if (e->lhs->poisoned || e->rhs->poisoned)
      return poison(e, s);
    e->type = e->rhs->type;
    return e;
  case EX_CALL:
    return call(s, e);
  case EX_INDEX:
    return index_expr(s, e);
  case EX_MEMBER:
    return member(s, e);
  case EX_CAST:
    return explicit_cast(s, e);
  case EX_SIZEOF:
  case EX_ALIGNOF:
    return size_or_align(s, e);
  case EX_COMPOUND:
    return compound_literal(s, e);
  case EX_GENERIC:
    return generic(s, e);
  case EX_STMT:
    return stmt_expr(s, e);
  case EX_BUILTIN: /* a builtin the grammar parses: it takes a type */
    return sema_builtin_call(s, e, !strcmp(e->name, "__builtin_va_arg") ? BI_VA_ARG
                                 : !strcmp(e->name, "__builtin_offsetof") ? BI_OFFSETOF
                                 : !strcmp(e->name, "__builtin_bit_cast") ? BI_BIT_CAST
                                 : BI_TYPES_COMPATIBLE);
  case EX_BUILTIN_VAR:
  case EX_INIT_VALUE:
  case EX_SWIZZLE:
    return e;
  }
  return poison(e, s);
}

