/* conversion.c - warnings for implicit arithmetic conversions that change
 * a value, as clang gives them: constants that do not survive
 * (-Wconstant-conversion, -Wimplicit-const-int-float-conversion,
 * -Wliteral-conversion, on by default) and, under -Wconversion, any
 * conversion that may lose precision, sign or fraction.  Like clang, an
 * integer expression is judged by the bits its value can need (a char
 * widened to int, `x & 0xff`), not only by its type. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bits an integer value needs: as unsigned when non-negative, else as
 * two's complement, its sign bit included (-1 needs one, -128 eight). */
static unsigned bits_for(int64_t v) {
  unsigned n = 1;
  if (v >= 0) {
    while (n < 64 && ((uint64_t)v >> n))
      n++;
    return n;
  }
  while (n < 64 && (v >> (n - 1)) != -1)
    n++;
  return n;
}

typedef struct Range {
  unsigned width;   /* bits the value needs */
  bool nonnegative;
} Range;

static Range type_range(const Type *t) {
  Range r = {(unsigned)t->size * 8, !type_is_signed(t)};
  return r;
}

/* clang's GetExprRange, abridged. */
static Range expr_range(Sema *s, Expr *e) {
  int64_t v;
  if (type_is_integer(e->type) && sema_eval_int(s, e, &v)) {
    Range r = {bits_for(v), v >= 0};
    return r;
  }
  Range full = type_range(type_unqualified(e->type));
  switch (e->kind) {
  case EX_MEMBER: { /* a bit-field holds no more than its width */
    if (e->member_index < 0)
      return full;
    Type *rt = e->arrow ? e->lhs->type->base : e->lhs->type;
    if (!rt || !type_is_record(rt))
      return full;
    Member *m = &rt->rec->members[e->member_index];
    if (m->bit_width < 0 || (unsigned)m->bit_width >= full.width)
      return full;
    Range r = {(unsigned)m->bit_width, !type_is_signed(m->type)};
    return r;
  }
  case EX_ASSIGN:
    return e->op == TOK_ASSIGN ? expr_range(s, e->lhs) : full;
  case EX_CAST:
    if (e->implicit && type_is_integer(e->lhs->type) &&
        e->lhs->type->size <= e->type->size) {
      Range in = expr_range(s, e->lhs);
      return in.width < full.width ? in : full;
    }
    return full;
  case EX_BINARY: {
    int64_t c;
    if (e->op == TOK_PLUS || e->op == TOK_MINUS || e->op == TOK_STAR ||
        e->op == TOK_SLASH || e->op == TOK_PIPE || e->op == TOK_CARET) {
      /* clang joins the operands' ranges: `uc - 1` stays a char's */
      Range a = expr_range(s, e->lhs), b = expr_range(s, e->rhs);
      Range r = {a.width > b.width ? a.width : b.width,
                 a.nonnegative && b.nonnegative};
      if (r.width > full.width)
        r = full;
      return r;
    }
    if (e->op == TOK_AMP) {
      Range a = expr_range(s, e->lhs), b = expr_range(s, e->rhs);
      Range r = a.nonnegative && (!b.nonnegative || a.width < b.width) ? a : b;
      if (!r.nonnegative && (a.nonnegative || b.nonnegative))
        r = a.nonnegative ? a : b;
      return r;
    }
    if (e->op == TOK_SHR && sema_eval_int(s, e->rhs, &c) && c > 0) {
      Range a = expr_range(s, e->lhs);
      a.width = (unsigned)c >= a.width ? 1 : a.width - (unsigned)c;
      return a;
    }
    if (e->op == TOK_PERCENT && sema_eval_int(s, e->rhs, &c) && c > 0) {
      Range a = expr_range(s, e->lhs), m = {bits_for(c), true};
      if (a.nonnegative)
        return m;
      m.width++;
      m.nonnegative = false;
      return m;
    }
    return full;
  }
  default:
    return full;
  }
}

static unsigned mantissa_bits(const Type *t) {
  return t->kind == TY_HALF ? 11 : t->kind == TY_BF16 ? 8 : t->kind == TY_FLOAT ? 24 : 53;
}

/* The shortest spelling of d that reads back as d, as clang prints it. */
static const char *float_text(Sema *s, double d) {
  char buf[40];
  for (int p = 1; p <= 17; p++) {
    snprintf(buf, sizeof buf, "%.*g", p, d);
    if (strtod(buf, NULL) == d)
      break;
  }
  return arena_strdup(s->arena, buf);
}

/* An integral floating value as clang's APFloat::toString writes it (the
 * precision in digits being the type's in bits, three zeros of padding at
 * most): every digit, or d.ddE+N when more than three zeros end it. */
static const char *integral_float_text(Sema *s, double d) {
  char digits[400];
  snprintf(digits, sizeof digits, "%.0f", d); /* exact: glibc prints every digit */
  const char *p = digits + (digits[0] == '-');
  size_t len = strlen(p), sig = len;
  while (sig > 1 && p[sig - 1] == '0')
    sig--;
  if (len - sig <= 3)
    return arena_strdup(s->arena, digits);
  return arena_printf(s->arena, "%s%c.%.*sE+%zu", digits[0] == '-' ? "-" : "", p[0],
                      sig > 1 ? (int)(sig - 1) : 1, sig > 1 ? p + 1 : "0", len - 1);
}

/* A floating literal, perhaps negated: its value. */
static bool float_literal(Expr *e, double *out) {
  bool neg = false;
  while (e->kind == EX_UNARY && (e->op == TOK_MINUS || e->op == TOK_PLUS)) {
    neg ^= e->op == TOK_MINUS;
    e = e->lhs;
  }
  while (e->kind == EX_CAST && e->implicit && type_is_float(e->type))
    e = e->lhs;
  if (e->kind != EX_FLOAT)
    return false;
  *out = neg ? -e->fval : e->fval;
  return true;
}

/* The value of a floating constant expression (literals, integer
 * constants, + - * / of them). */
static bool fold_float(Sema *s, Expr *e, double *out) {
  int64_t v;
  if (type_is_integer(e->type) && sema_eval_int(s, e, &v)) {
    *out = type_is_signed(e->type) ? (double)v : (double)(uint64_t)v;
    return true;
  }
  double a, b;
  switch (e->kind) {
  case EX_FLOAT:
    *out = e->fval;
    return true;
  case EX_CAST:
    return type_is_arith(e->lhs->type) && fold_float(s, e->lhs, out);
  case EX_UNARY:
    if (!fold_float(s, e->lhs, &a))
      return false;
    *out = e->op == TOK_MINUS ? -a : a;
    return e->op == TOK_MINUS || e->op == TOK_PLUS;
  case EX_BINARY:
    if (!fold_float(s, e->lhs, &a) || !fold_float(s, e->rhs, &b))
      return false;
    switch (e->op) {
    case TOK_PLUS: *out = a + b; return true;
    case TOK_MINUS: *out = a - b; return true;
    case TOK_STAR: *out = a * b; return true;
    case TOK_SLASH: *out = a / b; return true;
    default: return false;
    }
  default:
    return false;
  }
}

/* d rounded to a binary floating type of `bits` significant bits, to
 * nearest, ties to even (what the conversion does). */
static double round_to(double d, unsigned bits) {
  if (d == 0 || !isfinite(d))
    return d;
  int exp;
  double m = frexp(d, &exp); /* 0.5 <= |m| < 1 */
  return ldexp(nearbyint(ldexp(m, (int)bits)), exp - (int)bits);
}

static void check(Sema *s, Expr *e, Type *to, bool operand);

/* Warns about converting `e` implicitly to arithmetic type `to`, at the
 * expression.  A conditional expression is judged by its operands, as
 * clang does ("operand of ? changes signedness"). */
void sema_check_conversion(Sema *s, Expr *e, Type *to) {
  check(s, e, to, false);
}

/* A ?: whose value was not converted as a whole is judged by what its
 * own type does to its operands (clang's CheckConditionalOperator). */
void sema_check_conditionals(Sema *s) {
  for (size_t i = 0; i < s->conds.len; i++) {
    CondOperands *c = &s->conds.data[i];
    if (c->cond->implicit || c->cond->poisoned)
      continue;
    check(s, c->a, c->cond->type, true);
    check(s, c->b, c->cond->type, true);
  }
  s->conds.len = 0;
}

static void check(Sema *s, Expr *e, Type *to, bool operand) {
  if (e->kind == EX_COND && e->lhs && !e->poisoned) {
    e->implicit = true; /* for EX_COND: judged already */
    Expr *ops[2] = {e->lhs, e->rhs};
    for (size_t i = s->conds.len; i-- > 0;) /* the operands as written */
      if (s->conds.data[i].cond == e) {
        ops[0] = s->conds.data[i].a;
        ops[1] = s->conds.data[i].b;
        break;
      }
    for (int k = 0; k < 2; k++) {
      Expr *x = ops[k];
      while (x->kind == EX_CAST && x->implicit && type_is_arith(x->lhs->type))
        x = x->lhs; /* the operand before it took the other's type */
      check(s, x, to, true);
    }
    return;
  }
  Type *from = type_unqualified(e->type), *tt = type_unqualified(to);
  if (e->poisoned || !type_is_arith(from) || !type_is_arith(tt) || from == tt ||
      s->unevaluated)
    return;
  const char *fs = type_str(s, e->type), *ts = type_str(s, tt);
  const char *sign_what = operand ? "operand of ?" : "implicit conversion";
  SrcLoc loc = e->loc;
  if (tt->kind == TY_BOOL) { /* only a floating value to _Bool is judged */
    double d;
    if (!type_is_float(from))
      return;
    if (float_literal(e, &d)) {
      if (!(d == 1 || (d == 0 && !signbit(d))))
        diag_warn(s->diags, W_LITERAL_CONVERSION, loc, "implicit conversion "
                  "from '%s' to '%s' changes value from %s to %s", fs, ts,
                  float_text(s, d), d != 0 ? "true" : "false");
      return;
    }
    diag_warn(s->diags, W_FLOAT_CONVERSION, loc, "implicit conversion turns "
              "floating-point number into integer: '%s' to '%s'", fs, ts);
    return;
  }
  int64_t v;
  bool constant = type_is_integer(from) && sema_eval_int(s, e, &v);
  if (type_is_integer(from) && type_is_integer(tt)) {
    unsigned tw = (unsigned)tt->size * 8;
    if (constant) {
      uint64_t w = type_wrap(tt, (uint64_t)v);
      int64_t back = type_is_signed(tt) && tw < 64 && (w >> (tw - 1)) & 1
                         ? (int64_t)(w | ~((1ull << tw) - 1))
                         : (int64_t)w;
      /* too many bits for the target, as its signedness counts them */
      bool too_wide = type_is_signed(tt) || v < 0 ? bits_for(v) + (v >= 0) > tw
                                                  : bits_for(v) > tw;
      if (back != v && tt->size < from->size && too_wide)
        diag_warn(s->diags, W_CONSTANT_CONVERSION, loc, "implicit conversion "
                  "from '%s' to '%s' changes value from %lld to %lld", fs, ts,
                  (long long)v, (long long)back);
      else if (back != v || (v < 0 && !type_is_signed(tt)))
        diag_warn(s->diags, W_SIGN_CONVERSION, loc, "%s changes "
                  "signedness: '%s' to '%s'", sign_what, fs, ts);
      return;
    }
    Range r = expr_range(s, e);
    if (r.width > tw) {
      if (from->size == 8 && tt->size == 4)
        diag_warn(s->diags, W_SHORTEN_64_TO_32, loc, "implicit conversion "
                  "loses integer precision: '%s' to '%s'", fs, ts);
      else
        diag_warn(s->diags, W_IMPLICIT_INT_CONVERSION, loc, "implicit "
                  "conversion loses integer precision: '%s' to '%s'", fs, ts);
      return;
    }
    /* signed to unsigned loses negative values; unsigned to signed of
     * the same width, the top half */
    bool lost = type_is_signed(from) && !type_is_signed(tt) ? !r.nonnegative
              : !type_is_signed(from) && type_is_signed(tt) ? r.width >= tw
              : false;
    if (lost)
      diag_warn(s->diags, W_SIGN_CONVERSION, loc, "%s changes signedness: "
                "'%s' to '%s'", sign_what, fs, ts);
    return;
  }
  if (type_is_float(from) && type_is_integer(tt)) {
    double d;
    if (float_literal(e, &d)) {
      if (d != trunc(d))
        diag_warn(s->diags, W_LITERAL_CONVERSION, loc, "implicit conversion "
                  "from '%s' to '%s' changes value from %s to %lld", fs, ts,
                  float_text(s, d), (long long)d);
      return;
    }
    diag_warn(s->diags, W_FLOAT_CONVERSION, loc, "implicit conversion turns "
              "floating-point number into integer: '%s' to '%s'", fs, ts);
    return;
  }
  if (type_is_integer(from) && type_is_float(tt)) {
    unsigned mb = mantissa_bits(tt);
    if (constant) {
      double d = type_is_signed(from) ? (double)v : (double)(uint64_t)v;
      double f = round_to(d, mantissa_bits(tt));
      bool exact = type_is_signed(from) ? f == d && d < 0x1p63 && (int64_t)d == v
                                        : f == d && d < 0x1p64 && (uint64_t)d == (uint64_t)v;
      if (!exact)
        diag_warn(s->diags, W_IMPLICIT_CONST_INT_FLOAT_CONVERSION, loc,
                  "implicit conversion from '%s' to '%s' changes value from "
                  "%s to %s", fs, ts,
                  type_is_signed(from) ? arena_printf(s->arena, "%lld", (long long)v)
                                       : arena_printf(s->arena, "%llu", (unsigned long long)v),
                  integral_float_text(s, f));
      return;
    }
    Range r = expr_range(s, e);
    if (r.width - (r.nonnegative ? 0 : 1) > mb)
      diag_warn(s->diags, W_IMPLICIT_INT_FLOAT_CONVERSION, loc, "implicit "
                "conversion from '%s' to '%s' may lose precision", fs, ts);
    return;
  }
  if (type_is_float(from) && type_is_float(tt) && tt->size < from->size) {
    double d;
    if (float_literal(e, &d))
      return; /* clang leaves literals to -Wliteral-conversion's judgement */
    if (fold_float(s, e, &d) && round_to(d, mantissa_bits(tt)) == d)
      return; /* a constant that converts exactly */
    diag_warn(s->diags, W_IMPLICIT_FLOAT_CONVERSION, loc, "implicit conversion "
              "loses floating-point precision: '%s' to '%s'", fs, ts);
  }
}

