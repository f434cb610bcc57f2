/* literal.c - C17 6.4.4 constants and 6.4.5 string literals: values,
 * types, escapes and encodings. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static Expr *poison(Expr *e, Sema *s) {
  e->poisoned = true;
  e->type = s->T->int_;
  e->lvalue = false;
  return e;
}

/* ---- literals ----------------------------------------------------------------- */

/* ---- a pp-number's spelling, checked as clang's NumericLiteralParser
 * checks it: each error at the offending character. */

static bool is_dec(char c) { return (c >= '0' && c <= '9') || c == '\''; }
static bool is_hex(char c) { return hex_digit_value(c) >= 0 || c == '\''; }
static const char *skip(const char *p, bool (*digit)(char)) {
  while (digit(*p))
    p++;
  return p;
}
static bool has_digits(const char *a, const char *b) {
  for (; a < b; a++)
    if (*a != '\'')
      return true;
  return false;
}

/* The literal's character `p` as a place: its column in the source, or the
 * literal's own place when a macro expansion wrote it. */
static SrcLoc char_loc(const Expr *e, const char *text, const char *p) {
  SrcLoc at = e->loc;
  if (at.file < SRC_MACRO_BASE) {
    at.col += (uint32_t)(p - text);
    at.len = 1;
  }
  return at;
}

/* *pp at an exponent's 'e' or 'p': past its sign and digits.  False after
 * reporting that it has no digits. */
static bool exponent(Sema *s, const Expr *e, const char *text, const char **pp) {
  const char *at = *pp, *p = at + 1;
  if (*p == '+' || *p == '-')
    p++;
  const char *end = skip(p, is_dec);
  if (!has_digits(p, end)) {
    diag_error(s->diags, char_loc(e, text, at), "exponent has no digits");
    return false;
  }
  *pp = end;
  return true;
}

/* Decimal or octal digits done: a digit of a larger base, a fraction, an
 * exponent.  False after reporting an error. */
static bool check_dec_or_oct(Sema *s, const Expr *e, const char *text,
                             const char **pp, int radix) {
  const char *p = *pp;
  if (hex_digit_value(*p) >= 0 && *p != 'e' && *p != 'E') {
    diag_error(s->diags, char_loc(e, text, p), "invalid digit '%c' in %s constant",
               *p, radix == 8 ? "octal" : "decimal");
    return false;
  }
  if (*p == '.')
    p = skip(p + 1, is_dec);
  if ((*p == 'e' || *p == 'E') && !exponent(s, e, text, &p))
    return false;
  *pp = p;
  return true;
}

/* The digits of `text`; *suffix is set where the suffix begins and
 * *is_float says whether it is a floating constant.  False after
 * reporting an error. */
static bool check_digits(Sema *s, const Expr *e, const char *text,
                         const char **suffix, bool *is_float) {
  const char *p = text;
  *is_float = false;
  if (p[0] != '0') {
    p = skip(p, is_dec);
    if (*p && !check_dec_or_oct(s, e, text, &p, 10))
      return false;
  } else if ((p[1] == 'x' || p[1] == 'X') && (is_hex(p[2]) || p[2] == '.')) {
    const char *d = p + 2;
    p = skip(d, is_hex);
    bool digits = has_digits(d, p), period = *p == '.';
    if (period) {
      const char *f = p + 1;
      p = skip(f, is_hex);
      digits |= has_digits(f, p);
    }
    if (!digits) {
      diag_error(s->diags, char_loc(e, text, p),
                 "hexadecimal floating constant requires a significand");
      return false;
    }
    if (*p == 'p' || *p == 'P') {
      if (!exponent(s, e, text, &p))
        return false;
    } else if (period) {
      diag_error(s->diags, char_loc(e, text, p),
                 "hexadecimal floating constant requires an exponent");
      return false;
    }
  } else if ((p[1] == 'b' || p[1] == 'B') && (p[2] == '0' || p[2] == '1')) {
    p += 2;
    while (*p == '0' || *p == '1' || *p == '\'')
      p++;
    if (hex_digit_value(*p) >= 0) {
      diag_error(s->diags, char_loc(e, text, p),
                 "invalid digit '%c' in binary constant", *p);
      return false;
    }
  } else {
    p++;
    while ((*p >= '0' && *p <= '7') || *p == '\'')
      p++;
    if (*p >= '8' && *p <= '9') { /* 09.5 and 09e1 are decimal floats */
      const char *end = skip(p, is_dec);
      if (*end == '.' || *end == 'e' || *end == 'E')
        p = end;
    }
    if (*p && !check_dec_or_oct(s, e, text, &p, 8))
      return false;
  }
  *suffix = p;
  for (const char *q = text; q < p; q++)
    *is_float |= *q == '.' || ((*q == 'p' || *q == 'P') && q > text + 1) ||
                 ((*q == 'e' || *q == 'E') && text[1] != 'x' && text[1] != 'X');
  return true;
}

/* u, l, ll in either case and order for integers; f, l, f16 for floats. */
static bool suffix_ok(const char *p, bool is_float) {
  if (is_float)
    return !*p || (((*p == 'f' || *p == 'F' || *p == 'l' || *p == 'L') && !p[1]) ||
                   ((*p == 'f' || *p == 'F') && p[1] == '1' && p[2] == '6' && !p[3]));
  bool u = false, l = false;
  for (; *p; p++) {
    if ((*p == 'u' || *p == 'U') && !u)
      u = true;
    else if ((*p == 'l' || *p == 'L') && !l)
      l = true, p += p[1] == p[0];
    else
      return false;
  }
  return true;
}

/* C17 6.4.4.1: an integer constant's value and type. */
Expr *sema_int_literal(Sema *s, Expr *e) {
  const char *text = e->toks[0].text;
  size_t len = interned_len(text);
  if (e->name) { /* nullptr */
    e->type = s->T->void_ptr;
    e->ival = 0;
    return e;
  }
  /* A pp-number with '.', an exponent or hex-float exponent is floating. */
  bool hex = len > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const char *suffix_at;
  bool is_float;
  if (!check_digits(s, e, text, &suffix_at, &is_float))
    return poison(e, s);
  if (!suffix_ok(suffix_at, is_float)) {
    diag_error(s->diags, char_loc(e, text, suffix_at),
               "invalid suffix '%s' on %s constant", suffix_at,
               is_float ? "floating" : "integer");
    return poison(e, s);
  }
  if (is_float) {
    e->kind = EX_FLOAT;
    char *end;
    errno = 0;
    char buf[128];
    size_t n = (size_t)(suffix_at - text);
    if (n >= sizeof buf)
      n = sizeof buf - 1;
    memcpy(buf, text, n);
    buf[n] = 0;
    e->fval = strtod(buf, &end);
    if (*end) {
      diag_error(s->diags, e->loc, "invalid suffix '%s' on floating constant",
                 end);
      return poison(e, s);
    }
    /* the suffix, checked by suffix_ok: none, f, l (double, as clang's
     * AMDGPU long double) or f16 */
    const char *sfx = suffix_at;
    if (*sfx == 'f' || *sfx == 'F')
      e->type = sfx[1] ? s->T->half : s->T->float_;
    else
      e->type = s->T->double_;
    if (e->type == s->T->float_)
      e->fval = (double)(float)e->fval;
    return e;
  }
  const char *p = text;
  int base = 10;
  if (hex) {
    base = 16;
    p += 2;
  } else if (len > 1 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B')) {
    base = 2;
    p += 2;
  } else if (text[0] == '0') {
    base = 8;
  }
  uint64_t v = 0;
  bool overflow = false;
  const char *q = p;
  for (; *q; q++) {
    int d;
    char c = *q;
    if (c == '\'')
      continue;
    d = hex_digit_value(c);
    if (d < 0)
      break;
    if (d >= base)
      break;
    if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
      overflow = true;
    v = v * (uint64_t)base + (uint64_t)d;
  }
  /* the suffix, checked by suffix_ok */
  bool u = false;
  int l = 0;
  for (; *q; q++) {
    if (*q == 'u' || *q == 'U')
      u = true;
    else if (q[1] == q[0])
      l = 2, q++;
    else
      l = 1;
  }
  if (overflow) {
    diag_error(s->diags, e->loc, "integer literal is too large to be "
               "represented in any integer type");
    return poison(e, s);
  }
  /* The first type of the list in C17 6.4.4.1p5 that can hold v. */
  TypeTable *T = s->T;
  Type *cands[6];
  int n = 0;
  bool dec = base == 10;
  if (l == 0) {
    if (!u) cands[n++] = T->int_;
    if (u || !dec) cands[n++] = T->uint;
  }
  if (l <= 1) {
    if (!u) cands[n++] = T->long_;
    if (u || !dec) cands[n++] = T->ulong;
  }
  if (!u) cands[n++] = T->llong;
  if (u || !dec) cands[n++] = T->ullong;
  Type *t = NULL;
  for (int i = 0; i < n && !t; i++) {
    uint64_t max = cands[i]->size == 8
                       ? (type_is_signed(cands[i]) ? INT64_MAX : UINT64_MAX)
                       : (type_is_signed(cands[i]) ? INT32_MAX : UINT32_MAX);
    if (v <= max)
      t = cands[i];
  }
  if (!t) {
    /* clang: too large for signed, taken as unsigned with a warning */
    diag_warning(s->diags, e->loc, "integer literal is too large to be "
                 "represented in a signed integer type, interpreting as "
                 "unsigned");
    t = T->ullong;
  }
  e->type = t;
  e->ival = v;
  return e;
}

/* One (possibly escaped) character of a literal; returns its value and
 * advances *pp.  C17 6.4.4.4 escape sequences. */
static uint32_t read_char(Sema *s, const char **pp, SrcLoc loc, bool *ok) {
  const char *p = *pp;
  uint32_t c = (unsigned char)*p++;
  if (c != '\\') {
    /* UTF-8 decoding for wide literals is done by the caller. */
    *pp = p;
    return c;
  }
  c = (unsigned char)*p++;
  switch (c) {
  case 'n': c = '\n'; break;
  case 't': c = '\t'; break;
  case 'r': c = '\r'; break;
  case 'a': c = '\a'; break;
  case 'b': c = '\b'; break;
  case 'f': c = '\f'; break;
  case 'v': c = '\v'; break;
  case 'e': c = 27; break;
  case '\\': case '\'': case '"': case '?': break;
  case 'x': {
    uint32_t v = 0;
    int digits = 0;
    while (1) {
      char h = *p;
      int d = hex_digit_value(h);
      if (d < 0)
        break;
      v = v * 16 + (uint32_t)d;
      p++;
      digits++;
    }
    if (!digits) {
      diag_error(s->diags, loc, "\\x used with no following hex digits");
      *ok = false;
    }
    c = v;
    break;
  }
  case 'u': case 'U': {
    int n = c == 'u' ? 4 : 8;
    uint32_t v = 0;
    for (int i = 0; i < n; i++) {
      char h = *p;
      int d = hex_digit_value(h);
      if (d < 0) {
        diag_error(s->diags, loc, "incomplete universal character name");
        *ok = false;
        break;
      }
      v = v * 16 + (uint32_t)d;
      p++;
    }
    c = v | 0x80000000u; /* marks "encode as UTF-8 in narrow strings" */
    break;
  }
  default:
    if (c >= '0' && c <= '7') {
      uint32_t v = c - '0';
      for (int i = 0; i < 2 && *p >= '0' && *p <= '7'; i++)
        v = v * 8 + (uint32_t)(*p++ - '0');
      c = v;
    } else {
      diag_warning(s->diags, loc, "unknown escape sequence '\\%c'", (char)c);
    }
  }
  *pp = p;
  return c;
}

static void put_utf8(Strbuf *sb, uint32_t cp) {
  if (cp < 0x80) {
    sb_putc(sb, (char)cp);
  } else if (cp < 0x800) {
    sb_putc(sb, (char)(0xc0 | (cp >> 6)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
  } else if (cp < 0x10000) {
    sb_putc(sb, (char)(0xe0 | (cp >> 12)));
    sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
  } else {
    sb_putc(sb, (char)(0xf0 | (cp >> 18)));
    sb_putc(sb, (char)(0x80 | ((cp >> 12) & 0x3f)));
    sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
    sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
  }
}

static uint32_t decode_utf8(const char **pp) {
  const unsigned char *p = (const unsigned char *)*pp;
  uint32_t c = *p++;
  int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
  if (extra)
    c &= 0x3f >> extra;
  for (int i = 0; i < extra && (*p & 0xc0) == 0x80; i++)
    c = (c << 6) | (*p++ & 0x3f);
  *pp = (const char *)p;
  return c;
}

/* Literal prefix: 0 none/u8, 2 u, 4 U or L. */
static int literal_width(const char *text, const char **body) {
  int w = 1;
  if (text[0] == 'L' || text[0] == 'U')
    w = 4, text++;
  else if (text[0] == 'u' && text[1] == '8')
    text += 2;
  else if (text[0] == 'u')
    w = 2, text++;
  *body = text;
  return w;
}

Expr *sema_char_literal(Sema *s, Expr *e) {
  const char *body;
  int w = literal_width(e->toks[0].text, &body);
  const char *p = body + 1;
  bool ok = true;
  uint64_t v = 0;
  int count = 0;
  while (*p && *p != '\'') {
    uint32_t c;
    if (*p == '\\')
      c = read_char(s, &p, e->loc, &ok) & 0x7fffffffu;
    else if (w > 1)
      c = decode_utf8(&p);
    else
      c = (unsigned char)*p++;
    if (w == 1)
      v = (v << 8) | (c & 0xff);
    else
      v = c;
    count++;
  }
  if (count == 0) {
    diag_error(s->diags, e->loc, "empty character constant");
    return poison(e, s);
  }
  if (count > 1 && w == 1)
    diag_warning(s->diags, e->loc, "multi-character character constant");
  TypeTable *T = s->T;
  e->type = w == 1 ? T->int_ : w == 2 ? T->ushort : (body[-1] == 'L' ? T->int_ : T->uint);
  /* plain char is signed: 'ÿ' is -1 */
  if (w == 1 && count == 1)
    v = (uint64_t)(int64_t)(signed char)(v & 0xff);
  e->ival = type_wrap(e->type, v);
  return ok ? e : poison(e, s);
}

/* C17 6.4.5: adjacent string literals concatenate; the type is an array of
 * the element type with room for the terminating zero. */
Expr *sema_string_literal(Sema *s, Expr *e) {
  int w = 1;
  for (size_t i = 0; i < e->ntoks; i++) {
    const char *body;
    int wi = literal_width(e->toks[i].text, &body);
    if (wi != 1) {
      if (w != 1 && w != wi) {
        diag_error(s->diags, e->toks[i].loc,
                   "unsupported non-standard concatenation of string literals");
        return poison(e, s);
      }
      w = wi;
    }
  }
  Strbuf sb = {0};
  bool ok = true;
  for (size_t i = 0; i < e->ntoks; i++) {
    const char *body;
    const char *text = e->toks[i].text;
    literal_width(text, &body);
    const char *p = body + 1;
    const char *end = text + interned_len(text) - 1;
    while (p < end) {
      uint32_t c;
      bool escaped = *p == '\\';
      if (escaped)
        c = read_char(s, &p, e->toks[i].loc, &ok);
      else if (w > 1)
        c = decode_utf8(&p);
      else
        c = (unsigned char)*p++;
      if (w == 1) {
        if (c & 0x80000000u)
          put_utf8(&sb, c & 0x7fffffffu);
        else
          sb_putc(&sb, (char)c);
      } else {
        c &= 0x7fffffffu;
        if (w == 2 && c > 0xffff && c <= 0x10ffff) { /* a surrogate pair */
          c -= 0x10000;
          sb_append(&sb, &(uint16_t){(uint16_t)(0xd800 + (c >> 10))}, 2);
          sb_append(&sb, &(uint16_t){(uint16_t)(0xdc00 + (c & 0x3ff))}, 2);
        } else if (w == 2)
          sb_append(&sb, &(uint16_t){(uint16_t)c}, 2);
        else
          sb_append(&sb, &c, 4);
      }
    }
  }
  for (int k = 0; k < w; k++)
    sb_putc(&sb, 0);
  e->str_len = sb.len;
  e->str = arena_strndup(s->arena, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  Type *elem = w == 1 ? s->T->char_ : w == 2 ? s->T->ushort
             : (e->toks[0].text[0] == 'L' ? s->T->int_ : s->T->uint);
  e->type = type_array_of(s, elem, e->str_len / (size_t)w, false);
  e->lvalue = true;
  return ok ? e : poison(e, s);
}

