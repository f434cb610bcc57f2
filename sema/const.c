/* const.c - C17 6.6 integer constant expressions: folding typed
 * expressions to values for array bounds, case labels, enumerators,
 * bit-field widths, static assertions and attribute arguments. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <math.h>

/* d rounded to __bf16 (8 significant bits, float's exponent range and
 * subnormals), to nearest even, as LLVM's fptrunc to bfloat rounds. */
static double round_bf16(double d) {
  if (d == 0 || !isfinite(d))
    return d;
  int e;
  frexp(d, &e);
  int q = e - 8 < -133 ? -133 : e - 8; /* the unit in the last place */
  double r = ldexp(rint(ldexp(d, -q)), q);
  return fabs(r) > 0x1.fep127 ? copysign(INFINITY, d) : r;
}

/* An arithmetic constant expression of floating type (C17 6.6p8), as a
 * double, each step rounded to its type: the operand of a cast in an
 * integer constant expression (6.6p6 allows a floating constant there;
 * clang folds any such arithmetic as a GNU extension: (int)-1.5), and
 * codegen's static initializers (sema_fold_float).  An integer operand
 * is folded by sema_eval_int. */
static bool eval_float(Sema *s, Expr *e, double *out) {
  double a, b;
  int64_t i;
  if (!e || e->poisoned || !e->type)
    return false;
  if (type_is_integer(e->type)) {
    if (!sema_eval_int(s, e, &i))
      return false;
    *out = type_is_signed(e->type) ? (double)i : (double)(uint64_t)i;
    return true;
  }
  if (!type_is_float(e->type))
    return false;
  switch (e->kind) {
  case EX_FLOAT:
    *out = e->fval;
    return true;
  case EX_CAST:
    if (!eval_float(s, e->lhs, out))
      return false;
    break;
  case EX_UNARY:
    if (e->op != TOK_MINUS && e->op != TOK_PLUS)
      return false;
    if (!eval_float(s, e->lhs, &a))
      return false;
    *out = e->op == TOK_MINUS ? -a : a;
    break;
  case EX_BINARY:
    if (!eval_float(s, e->lhs, &a) || !eval_float(s, e->rhs, &b))
      return false;
    switch (e->op) {
    case TOK_PLUS: *out = a + b; break;
    case TOK_MINUS: *out = a - b; break;
    case TOK_STAR: *out = a * b; break;
    case TOK_SLASH: *out = a / b; break;
    default: return false;
    }
    break;
  case EX_COND:
    if (!sema_eval_int(s, e->cond, &i))
      return false;
    return eval_float(s, i ? (e->lhs ? e->lhs : e->cond) : e->rhs, out);
  default:
    return false;
  }
  if (e->type->kind == TY_FLOAT)
    *out = (float)*out;
  else if (e->type->kind == TY_HALF)
    *out = (_Float16)*out;
  else if (e->type->kind == TY_BF16)
    *out = round_bf16(*out);
  return true;
}

/* __int128 values fold only where they are 64-bit values extended, the
 * way their 64-bit representation reads them back (codegen extends by the
 * type's signedness): a constant, or the conversion of one. */
static bool eval_wide(Sema *s, Expr *e, int64_t *out) {
  int64_t v;
  if (e->kind == EX_INT || e->kind == EX_CHAR) {
    *out = (int64_t)e->ival;
    return true;
  }
  if (e->kind != EX_CAST || !e->lhs->type || !type_is_integer(e->lhs->type) ||
      e->lhs->type->size > 8 || !sema_eval_int(s, e->lhs, &v))
    return false;
  if (v < 0 && !(type_is_signed(e->lhs->type) && type_is_signed(e->type)))
    return false;
  *out = v;
  return true;
}

bool sema_eval_int(Sema *s, Expr *e, int64_t *out) {
  int64_t a, b;
  if (!e || e->poisoned || !e->type)
    return false;
  if (type_is_integer(e->type) && e->type->size > 8)
    return eval_wide(s, e, out);
  switch (e->kind) {
  case EX_INT:
  case EX_CHAR:
    *out = (int64_t)e->ival;
    return type_is_integer(e->type) || type_is_pointer(e->type);
  case EX_CAST:
    if (!type_is_integer(e->type) && !(e->cast == CK_NULL_TO_PTR))
      return false;
    if (type_is_float(e->lhs->type)) {
      double d;
      if (!eval_float(s, e->lhs, &d))
        return false;
      if (s && e->lhs->kind != EX_FLOAT) /* more than 6.6p6's floating constant */
        s->folded_extension = true;
      if (e->cast == CK_TO_BOOL) {
        *out = d != 0;
        return true;
      }
      /* C17 6.3.1.4p1: a value the type cannot hold is no constant (clang:
       * "outside the range of representable values") */
      bool sign = type_is_signed(e->type);
      int bits = (int)e->type->size * 8;
      double t = trunc(d);
      if (!(t >= (sign ? -ldexp(1, bits - 1) : 0) && t < ldexp(1, sign ? bits - 1 : bits)))
        return false;
      *out = (int64_t)type_wrap(e->type, sign ? (uint64_t)(int64_t)t : (uint64_t)t);
      return true;
    }
    if (!sema_eval_int(s, e->lhs, &a))
      return false;
    *out = e->cast == CK_TO_BOOL ? a != 0 : (int64_t)type_wrap(e->type, (uint64_t)a);
    return true;
  case EX_UNARY:
    if (!sema_eval_int(s, e->lhs, &a))
      return false;
    *out = e->op == TOK_MINUS ? (int64_t)(0 - (uint64_t)a)
         : e->op == TOK_TILDE ? ~a : e->op == TOK_BANG ? !a : a;
    *out = (int64_t)type_wrap(e->type, (uint64_t)*out);
    return true;
  case EX_LOGAND:
    if (!sema_eval_int(s, e->lhs, &a))
      return false;
    if (!a) {
      *out = 0;
      return true;
    }
    if (!sema_eval_int(s, e->rhs, &b))
      return false;
    *out = b != 0;
    return true;
  case EX_LOGOR:
    if (!sema_eval_int(s, e->lhs, &a))
      return false;
    if (a) {
      *out = 1;
      return true;
    }
    if (!sema_eval_int(s, e->rhs, &b))
      return false;
    *out = b != 0;
    return true;
  case EX_COND:
    if (!sema_eval_int(s, e->cond, &a))
      return false;
    return sema_eval_int(s, a ? (e->lhs ? e->lhs : e->cond) : e->rhs, out);
  case EX_BUILTIN:
    return type_is_integer(e->type) && sema_builtin_fold(s, e, out);
  case EX_COMMA:
    return sema_eval_int(s, e->rhs, out);
  case EX_BINARY: {
    if (!type_is_integer(e->lhs->type) || !type_is_integer(e->rhs->type))
      return false;
    if (!sema_eval_int(s, e->lhs, &a) || !sema_eval_int(s, e->rhs, &b))
      return false;
    bool sg = type_is_signed(e->lhs->type);
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b, r;
    switch (e->op) {
    case TOK_PLUS: r = ua + ub; break;
    case TOK_MINUS: r = ua - ub; break;
    case TOK_STAR: r = ua * ub; break;
    case TOK_SLASH:
    case TOK_PERCENT:
      if (ub == 0) {
        if (s) {
          diag_error(s->diags, e->loc, "division by zero in a constant expression");
          e->poisoned = true;
        }
        return false;
      }
      if (sg) {
        if (b == -1 && a == INT64_MIN)
          r = e->op == TOK_SLASH ? ua : 0;
        else
          r = (uint64_t)(e->op == TOK_SLASH ? a / b : a % b);
      } else {
        uint64_t x = (uint64_t)type_wrap(e->type, ua) & (e->type->size == 8 ? ~0ull : 0xffffffffull);
        uint64_t y = (uint64_t)type_wrap(e->type, ub) & (e->type->size == 8 ? ~0ull : 0xffffffffull);
        r = e->op == TOK_SLASH ? x / y : x % y;
      }
      break;
    case TOK_SHL: r = ub >= 64 ? 0 : ua << ub; break;
    case TOK_SHR:
      if (ub >= 64)
        r = sg && a < 0 ? ~0ull : 0;
      else if (sg)
        r = (uint64_t)(a >> ub);
      else
        r = (ua & (e->lhs->type->size == 8 ? ~0ull : 0xffffffffull)) >> ub;
      break;
    case TOK_AMP: r = ua & ub; break;
    case TOK_PIPE: r = ua | ub; break;
    case TOK_CARET: r = ua ^ ub; break;
    case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE: {
      int c;
      if (sg)
        c = a < b ? -1 : a > b;
      else {
        uint64_t mask = e->lhs->type->size == 8 ? ~0ull : 0xffffffffull;
        uint64_t x = ua & mask, y = ub & mask;
        c = x < y ? -1 : x > y;
      }
      r = e->op == TOK_LT ? c < 0 : e->op == TOK_GT ? c > 0
        : e->op == TOK_LE ? c <= 0 : c >= 0;
      break;
    }
    case TOK_EQEQ: r = ua == ub; break;
    case TOK_NE: r = ua != ub; break;
    default: return false;
    }
    *out = (int64_t)type_wrap(e->type, r);
    return true;
  }
  case EX_IDENT:
    /* clang accepts a const-qualified integer variable with a constant
     * initializer where C wants an integer constant expression (as an
     * extension, with a warning under -pedantic). */
    if (e->obj && e->obj->kind == OBJ_VAR && (e->obj->type->quals & Q_CONST) &&
        !(e->obj->type->quals & Q_VOLATILE) && type_is_integer(e->obj->type) &&
        e->obj->init && e->obj->init->expr) {
      if (s)
        s->folded_extension = true;
      return sema_eval_int(s, e->obj->init->expr, out);
    }
    return false;
  default:
    return false;
  }
}

bool sema_fold_int(Expr *e, int64_t *out) { return sema_eval_int(NULL, e, out); }

bool sema_fold_float(Expr *e, double *out) { return eval_float(NULL, e, out); }

bool sema_const_int(Sema *s, Expr *e, int64_t *out, const char *what) {
  if (e->poisoned)
    return false;
  if (!type_is_integer(e->type)) {
    diag_error(s->diags, e->loc, "%s must have integer type, not '%s'", what,
               type_str(s, e->type));
    return false;
  }
  if (!sema_eval_int(s, e, out)) {
    if (!e->poisoned)
      diag_error(s->diags, e->loc, "%s is not an integer constant expression",
                 what);
    return false;
  }
  return true;
}
