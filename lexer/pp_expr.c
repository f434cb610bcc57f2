/* pp_expr.c - the controlling expression of #if and #elif (C17 6.10.1).
 *
 * After macro replacement (with `defined` and __has_include answered on
 * the way, see pp_next), every identifier left is 0 and the expression is
 * an integer constant expression computed in intmax_t and uintmax_t
 * (6.10.1p4).  Operands that are not evaluated (the dead side of &&, ||
 * and ?:) raise no division-by-zero error or overflow warning, as in
 * clang. */
#include "pp_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct Value {
  uint64_t v;
  bool is_unsigned;
} Value;

typedef struct Eval {
  Preprocessor *pp;
  const Token *toks;
  size_t n, pos;
  SrcLoc end; /* just past the directive, for "expected value" */
  bool failed;
} Eval;

static Diags *diags(Eval *e) { return &e->pp->ctx->diags; }

static const Token *peek(Eval *e) {
  return e->pos < e->n ? &e->toks[e->pos] : NULL;
}

static void fail(Eval *e, const Token *at, const char *msg) {
  if (!e->failed)
    diag_error(diags(e), at ? at->loc : e->end, "%s", msg);
  e->failed = true;
}

static int64_t sv(Value v) { return (int64_t)v.v; }

/* ---- constants ---------------------------------------------------------- */

/* A digit's value; 99 (above every base) for what is no digit. */
static int digit_value(char c) {
  int d = hex_digit_value(c);
  return d < 0 ? 99 : d;
}

/* An integer constant (C17 6.4.4.1) as #if sees it: every type is as wide
 * as intmax_t, unsigned with a U suffix or when only unsigned holds it. */
static Value number(Eval *e, const Token *t) {
  Value r = {0, false};
  const char *s = t->text;
  int base = 10;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
  } else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
    base = 2; /* C23, and a GNU extension before */
    s += 2;
  } else if (s[0] == '0') {
    base = 8;
  }
  for (const char *c = t->text; *c; c++) {
    bool exp = base == 16 ? (*c == 'p' || *c == 'P')
                          : base == 10 && (*c == 'e' || *c == 'E');
    if (*c == '.' || exp) {
      fail(e, t, "floating point literal in preprocessor expression");
      return r;
    }
  }
  bool overflow = false;
  const char *c = s;
  for (; *c; c++) {
    int d = digit_value(*c);
    if (d >= base) {
      /* Like clang: a hex digit (but the exponent's e) in a decimal or
       * octal constant is a wrong digit rather than a suffix. */
      if ((base == 8 || base == 10) && d < 16 && *c != 'e' && *c != 'E') {
        e->failed = true;
        diag_error(diags(e), t->loc, "invalid digit '%c' in %s constant", *c,
                   base == 8 ? "octal" : "decimal");
        return r;
      }
      if (base == 2 && d < 10) {
        e->failed = true;
        diag_error(diags(e), t->loc, "invalid digit '%c' in binary constant",
                   *c);
        return r;
      }
      break;
    }
    if (r.v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
      overflow = true;
    r.v = r.v * (uint64_t)base + (uint64_t)d;
  }
  /* Suffix: u, l, ll in either case and order, as 6.4.4.1p1 allows. */
  const char *suffix = c;
  bool u = false;
  int l = 0;
  for (; *c; c++) {
    if ((*c == 'u' || *c == 'U') && !u) {
      u = true;
    } else if ((*c == 'l' || *c == 'L') && l == 0) {
      l = 1;
      if (c[1] == *c) {
        l = 2;
        c++;
      }
    } else {
      e->failed = true;
      diag_error(diags(e), t->loc, "invalid suffix '%s' on integer constant",
                 suffix);
      return r;
    }
  }
  if (overflow) {
    e->failed = true;
    diag_error(diags(e), t->loc,
               "integer literal is too large to be represented in any "
               "integer type");
    return r;
  }
  r.is_unsigned = u;
  if (!u && r.v > INT64_MAX) {
    r.is_unsigned = true;
    if (base == 10)
      pp_warn(e->pp, t->loc,
              "integer literal is too large to be represented in a "
              "signed integer type, interpreting as unsigned");
  }
  return r;
}

/* One character of a character constant after `*p`: an escape sequence
 * (C17 6.4.4.4) or a plain byte. */
static uint64_t char_unit(const char **p, const char *end) {
  const char *s = *p;
  if (*s != '\\') {
    *p = s + 1;
    return (unsigned char)*s;
  }
  s++;
  uint64_t v = 0;
  char c = *s++;
  switch (c) {
  case 'n':
    v = '\n';
    break;
  case 't':
    v = '\t';
    break;
  case 'v':
    v = '\v';
    break;
  case 'b':
    v = '\b';
    break;
  case 'r':
    v = '\r';
    break;
  case 'f':
    v = '\f';
    break;
  case 'a':
    v = '\a';
    break;
  case 'e':
  case 'E':
    v = 27;
    break; /* GNU */
  case 'x':
    while (s < end && digit_value(*s) < 16)
      v = v * 16 + (uint64_t)digit_value(*s++);
    break;
  case 'u':
  case 'U': {
    int n = c == 'u' ? 4 : 8;
    for (int i = 0; i < n && s < end && digit_value(*s) < 16; i++)
      v = v * 16 + (uint64_t)digit_value(*s++);
    break;
  }
  default:
    if (c >= '0' && c <= '7') {
      v = (uint64_t)(c - '0');
      for (int i = 0; i < 2 && s < end && *s >= '0' && *s <= '7'; i++)
        v = v * 8 + (uint64_t)(*s++ - '0');
    } else {
      v = (unsigned char)c; /* \' \" \? \\ and unknown escapes */
    }
  }
  *p = s;
  return v;
}

/* A character constant (C17 6.4.4.4) with the values clang gives on
 * x86-64 and AMDGPU alike: plain char is signed, wchar_t is int, char16_t
 * and char32_t unsigned; 'ab' is ('a' << 8) | 'b' with a warning. */
static Value character(Eval *e, const Token *t) {
  Value r = {0, false};
  const char *s = t->text;
  int kind = 0; /* 0 plain, 'L', 'u', 'U', '8' */
  if (s[0] == 'L' || s[0] == 'U')
    kind = *s++;
  else if (s[0] == 'u' && s[1] == '8')
    kind = '8', s += 2;
  else if (s[0] == 'u')
    kind = *s++;
  s++; /* the quote */
  const char *end = t->text + interned_len(t->text) - 1;
  int count = 0;
  uint64_t v = 0;
  while (s < end) {
    uint64_t c = char_unit(&s, end);
    count++;
    if (kind == 0)
      v = (v << 8) | (c & 0xff);
    else
      v = c;
  }
  if (count == 0) {
    fail(e, t, "empty character constant");
    return r;
  }
  switch (kind) {
  case 0:
    if (count == 1) {
      r.v = (uint64_t)(int64_t)(signed char)(unsigned char)v;
    } else {
      pp_warn(e->pp, t->loc, "multi-character character constant");
      r.v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
    }
    break;
  case 'L':
    r.v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
    break;
  case 'u':
    r.v = v & 0xffff;
    r.is_unsigned = true;
    break;
  case 'U':
    r.v = v & 0xffffffff;
    r.is_unsigned = true;
    break;
  default: /* u8 */
    r.v = v & 0xff;
    r.is_unsigned = true;
  }
  return r;
}

/* ---- expressions -------------------------------------------------------- */

static Value expr(Eval *e, int min_prec, bool live);

static void overflow(Eval *e, const Token *op, bool live) {
  if (live && !e->failed)
    pp_warn(e->pp, op->loc, "integer overflow in preprocessor expression");
}

/* unary-expression and primary-expression, C17 6.5.3 and 6.5.1 */
static Value unary(Eval *e, bool live) {
  Value r = {0, false};
  const Token *t = peek(e);
  if (!t) {
    fail(e, NULL, "expected value in expression");
    return r;
  }
  e->pos++;
  switch (t->kind) {
  case TOK_NUMBER:
    return number(e, t);
  case TOK_CHAR:
    return character(e, t);
  case TOK_IDENT: {
    /* 6.10.1p4: what is left of identifiers after expansion is 0. */
    const Token *n = peek(e);
    if (n && n->kind == TOK_LPAREN) {
      e->failed = true;
      diag_error(diags(e), t->loc, "function-like macro '%s' is not defined",
                 t->text);
    }
    return r;
  }
  case TOK_LPAREN: {
    r = expr(e, 1, live); /* the comma operator is fine in parentheses */
    const Token *c = peek(e);
    if (!c || c->kind != TOK_RPAREN) {
      if (!e->failed) {
        fail(e, c, "expected ')' in preprocessor expression");
        diag_note(diags(e), t->loc, "to match this '('");
      }
      return r;
    }
    e->pos++;
    return r;
  }
  case TOK_PLUS:
    return unary(e, live);
  case TOK_MINUS:
    r = unary(e, live);
    if (!r.is_unsigned && r.v == (uint64_t)INT64_MIN)
      overflow(e, t, live);
    r.v = 0 - r.v;
    return r;
  case TOK_TILDE:
    r = unary(e, live);
    r.v = ~r.v;
    return r;
  case TOK_BANG:
    r = unary(e, live);
    r.v = r.v == 0;
    r.is_unsigned = false;
    return r;
  default:
    e->pos--;
    fail(e, t, "invalid token at start of a preprocessor expression");
    return r;
  }
}

/* Binary operator precedence, higher binds tighter; 0 for none. */
static int precedence(TokKind k) {
  switch (k) {
  case TOK_STAR:
  case TOK_SLASH:
  case TOK_PERCENT:
    return 12;
  case TOK_PLUS:
  case TOK_MINUS:
    return 11;
  case TOK_SHL:
  case TOK_SHR:
    return 10;
  case TOK_LT:
  case TOK_GT:
  case TOK_LE:
  case TOK_GE:
    return 9;
  case TOK_EQEQ:
  case TOK_NE:
    return 8;
  case TOK_AMP:
    return 7;
  case TOK_CARET:
    return 6;
  case TOK_PIPE:
    return 5;
  case TOK_ANDAND:
    return 4;
  case TOK_OROR:
    return 3;
  case TOK_QUESTION:
    return 2;
  case TOK_COMMA:
    return 1;
  default:
    return 0;
  }
}

/* The binary operators of C17 6.5.5-6.5.14 on intmax_t/uintmax_t: the
 * usual arithmetic conversions make both unsigned if one is, except for
 * the shifts (the left operand's type) and the logical operators (int). */
static Value binary(Eval *e, const Token *op, Value a, Value b, bool live) {
  Value r = {0, a.is_unsigned || b.is_unsigned};
  bool u = r.is_unsigned;
  bool converts = op->kind != TOK_SHL && op->kind != TOK_SHR &&
                  op->kind != TOK_ANDAND && op->kind != TOK_OROR &&
                  op->kind != TOK_COMMA;
  if (converts && u && live && !e->failed) {
    /* clang's warning for a negative value turned unsigned. */
    if (!a.is_unsigned && sv(a) < 0)
      pp_warn(e->pp, op->loc,
              "left side of operator converted from negative value to "
              "unsigned: %lld to %llu",
              (long long)sv(a), (unsigned long long)a.v);
    if (!b.is_unsigned && sv(b) < 0)
      pp_warn(e->pp, op->loc,
              "right side of operator converted from negative value to "
              "unsigned: %lld to %llu",
              (long long)sv(b), (unsigned long long)b.v);
  }
  switch (op->kind) {
  case TOK_STAR:
    if (!u && __builtin_mul_overflow(sv(a), sv(b), &(int64_t){0}))
      overflow(e, op, live);
    r.v = a.v * b.v;
    break;
  case TOK_SLASH:
  case TOK_PERCENT:
    if (b.v == 0) {
      if (live && !e->failed) {
        diag_error(diags(e), op->loc,
                   op->kind == TOK_SLASH
                       ? "division by zero in preprocessor expression"
                       : "remainder by zero in preprocessor expression");
        e->failed = true;
      }
      break;
    }
    if (u) {
      r.v = op->kind == TOK_SLASH ? a.v / b.v : a.v % b.v;
    } else if (sv(a) == INT64_MIN && sv(b) == -1) {
      if (op->kind == TOK_SLASH)
        overflow(e, op, live);
      r.v = op->kind == TOK_SLASH ? a.v : 0;
    } else {
      r.v = (uint64_t)(op->kind == TOK_SLASH ? sv(a) / sv(b) : sv(a) % sv(b));
    }
    break;
  case TOK_PLUS:
    if (!u && __builtin_add_overflow(sv(a), sv(b), &(int64_t){0}))
      overflow(e, op, live);
    r.v = a.v + b.v;
    break;
  case TOK_MINUS:
    if (!u && __builtin_sub_overflow(sv(a), sv(b), &(int64_t){0}))
      overflow(e, op, live);
    r.v = a.v - b.v;
    break;
  case TOK_SHL:
  case TOK_SHR: {
    /* Exactly as clang computes them, so that #if agrees: for <<, a count
     * of 64 or more (a negative one included) is an overflow giving 0, and
     * so are bits lost on the left, unsigned or not; for >>, clang takes
     * the count's low 32 bits, and 64 or more is an overflow that shifts
     * by 63. */
    r.is_unsigned = a.is_unsigned;
    bool ov;
    if (op->kind == TOK_SHL) {
      uint64_t n = b.v;
      ov = n >= 64;
      r.v = ov ? 0 : a.v << n;
      if (!ov && n) {
        if (a.is_unsigned)
          ov = (a.v >> (64 - n)) != 0;
        else
          ov = sv(r) >> n != sv(a);
      }
    } else {
      uint32_t n = (uint32_t)b.v;
      ov = n >= 64;
      unsigned k = ov ? 63 : n;
      r.v = a.is_unsigned ? a.v >> k : (uint64_t)(sv(a) >> k);
    }
    if (ov)
      overflow(e, op, live);
    break;
  }
  case TOK_LT:
    r.v = u ? a.v < b.v : sv(a) < sv(b);
    r.is_unsigned = false;
    break;
  case TOK_GT:
    r.v = u ? a.v > b.v : sv(a) > sv(b);
    r.is_unsigned = false;
    break;
  case TOK_LE:
    r.v = u ? a.v <= b.v : sv(a) <= sv(b);
    r.is_unsigned = false;
    break;
  case TOK_GE:
    r.v = u ? a.v >= b.v : sv(a) >= sv(b);
    r.is_unsigned = false;
    break;
  case TOK_EQEQ:
    r.v = a.v == b.v;
    r.is_unsigned = false;
    break;
  case TOK_NE:
    r.v = a.v != b.v;
    r.is_unsigned = false;
    break;
  case TOK_AMP:
    r.v = a.v & b.v;
    break;
  case TOK_CARET:
    r.v = a.v ^ b.v;
    break;
  case TOK_PIPE:
    r.v = a.v | b.v;
    break;
  case TOK_ANDAND:
    r.v = a.v && b.v;
    r.is_unsigned = false;
    break;
  case TOK_OROR:
    r.v = a.v || b.v;
    r.is_unsigned = false;
    break;
  case TOK_COMMA:
    r = b;
    break;
  default:
    break;
  }
  return r;
}

/* Precedence climbing over C17 6.5.5-6.5.17; `live` is false in operands
 * that are not evaluated. */
static Value expr(Eval *e, int min_prec, bool live) {
  Value a = unary(e, live);
  while (!e->failed) {
    const Token *op = peek(e);
    if (!op || op->kind == TOK_RPAREN || op->kind == TOK_COLON)
      break;
    int prec = precedence(op->kind);
    if (prec == 0) {
      fail(e, op,
           "token is not a valid binary operator in a preprocessor "
           "subexpression");
      break;
    }
    if (prec < min_prec)
      break;
    e->pos++;
    if (op->kind == TOK_QUESTION) {
      /* 6.5.15: right-associative, the middle operand may hold commas. */
      Value mid = expr(e, 1, live && a.v != 0);
      const Token *colon = peek(e);
      if (!e->failed && (!colon || colon->kind != TOK_COLON)) {
        fail(e, colon, "expected ':'");
        diag_note(diags(e), op->loc, "to match this '?'");
      }
      if (e->failed)
        break;
      e->pos++;
      Value c = expr(e, prec, live && a.v == 0);
      Value r = a.v ? mid : c;
      r.is_unsigned = mid.is_unsigned || c.is_unsigned;
      a = r;
      continue;
    }
    bool rlive = live;
    if (op->kind == TOK_ANDAND)
      rlive = live && a.v != 0;
    else if (op->kind == TOK_OROR)
      rlive = live && a.v == 0;
    Value b = expr(e, prec + 1, rlive);
    a = binary(e, op, a, b, live);
  }
  return a;
}

/* Evaluates the operands `toks` of #if / #elif `dir`. */
bool pp_eval_if(Preprocessor *pp, const Token *dir, const Token *toks,
                size_t n) {
  TokBuf *b = pp_get_buf(pp);
  bool saved = pp->in_if;
  pp->in_if = true;
  pp->in_if_error = false;
  pp_expand_line(pp, toks, n, b);
  pp->in_if = saved;
  const Token *last = n ? &toks[n - 1] : dir;
  Eval e = {pp, b->data, b->len, 0, pp_file_loc(pp, last->loc), false};
  e.end.col += e.end.len;
  e.end.len = 1;
  bool result = false;
  if (pp->in_if_error) {
    /* `defined` was malformed and has been reported. */
  } else if (b->len == 0) {
    fail(&e, NULL, "expected value in expression");
  } else {
    Value v = expr(&e, 2, true); /* no comma operator at the top level */
    if (!e.failed && e.pos < e.n)
      fail(&e, &e.toks[e.pos],
           "expected end of line in preprocessor expression");
    result = !e.failed && v.v != 0;
  }
  pp_put_buf(pp, b);
  return result;
}
