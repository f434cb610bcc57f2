/* format.c - -Wformat: a printf format string checked against the
 * arguments that follow it (C17 7.21.6.1), with clang's messages and
 * locations: a mismatch at the argument, a missing argument at the
 * conversion in the string. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

/* ---- where a byte of the string was written ------------------------------------ */

/* The length of the escape sequence at p (after the backslash) in the
 * source, and how many bytes it stands for. */
static size_t escape_len(const char *p, size_t *bytes) {
  *bytes = 1;
  if (*p >= '0' && *p <= '7') {
    size_t n = 1;
    while (n < 3 && p[n] >= '0' && p[n] <= '7')
      n++;
    return n;
  }
  if (*p == 'x') {
    size_t n = 1;
    while ((p[n] >= '0' && p[n] <= '9') || (p[n] >= 'a' && p[n] <= 'f') ||
           (p[n] >= 'A' && p[n] <= 'F'))
      n++;
    return n;
  }
  if (*p == 'u' || *p == 'U') {
    *bytes = 3; /* UTF-8 of a BMP character, near enough */
    return *p == 'u' ? 5 : 9;
  }
  return *p ? 1 : 0;
}

/* The location of byte `at` of a string literal's value: exact when its
 * pieces were spelled in place, else the literal's own location. */
static SrcLoc byte_loc(const Expr *lit, size_t at) {
  SrcLoc fallback = lit->loc;
  for (size_t k = 0; k < lit->ntoks; k++) {
    const Token *t = &lit->toks[k];
    const char *p = t->text;
    if (!p || t->loc.len != strlen(p))
      return fallback; /* from a macro: no columns to point at */
    const char *q = strchr(p, '"');
    if (!q)
      return fallback;
    q++;
    while (*q && *q != '"') {
      size_t bytes = 1, len = 1;
      if (*q == '\\')
        len = 1 + escape_len(q + 1, &bytes);
      if (at < bytes) {
        SrcLoc loc = t->loc;
        loc.col += (uint32_t)(q - p);
        loc.len = 1;
        return loc;
      }
      at -= bytes;
      q += len;
    }
  }
  return fallback;
}

/* ---- conversion specifications ------------------------------------------------ */

typedef enum Length { L_NONE, L_HH, L_H, L_L, L_LL, L_J, L_Z, L_T, L_BIG_L } Length;

/* An integer that the default promotions make an int or unsigned int. */
static bool small_integer(const Type *t) {
  return t && type_is_integer(t) && t->size <= 4;
}

static bool is_kind(const Type *t, TypeKind a, TypeKind b) {
  return t && (t->kind == a || t->kind == b);
}

/* The type an integer conversion with length `len` expects, spelled as
 * clang spells it (typedefs with their "aka"); NULL when `t` will do.
 * `t` is NULL for an argument that is no integer. */
static const char *integer_mismatch(const Type *t, Length len, bool is_unsigned) {
  switch (len) {
  case L_NONE: case L_HH: case L_H:
    if (small_integer(t))
      return NULL;
    if (len == L_HH)
      return is_unsigned ? "unsigned char" : "char";
    if (len == L_H)
      return is_unsigned ? "unsigned short" : "short";
    return is_unsigned ? "unsigned int" : "int";
  case L_L:
    if (is_kind(t, TY_LONG, TY_ULONG))
      return NULL;
    return is_unsigned ? "unsigned long" : "long";
  case L_LL:
  case L_BIG_L:
    if (is_kind(t, TY_LLONG, TY_ULLONG))
      return NULL;
    return is_unsigned ? "unsigned long long" : "long long";
  default: /* j z t: long on AMDGPU */
    if (is_kind(t, TY_LONG, TY_ULONG))
      return NULL;
    if (len == L_Z)
      return is_unsigned ? "size_t\1(aka 'unsigned long')\2"
                         : "ssize_t\1(aka 'long')\2";
    if (len == L_J)
      return is_unsigned ? "uintmax_t\1(aka 'unsigned long')\2"
                         : "intmax_t\1(aka 'long')\2";
    return "ptrdiff_t\1(aka 'long')\2";
  }
}

static bool is_char_kind(TypeKind k) {
  return k == TY_CHAR || k == TY_SCHAR || k == TY_UCHAR;
}

/* What conversion `conv` expects of an argument of type t; NULL if t
 * will do. */
static const char *mismatch(const Type *t, char conv, Length len) {
  t = type_unqualified((Type *)t);
  const Type *it = type_is_integer(t) ? t : NULL;
  switch (conv) {
  case 'd': case 'i':
    return integer_mismatch(it, len, false);
  case 'o': case 'u': case 'x': case 'X':
    return integer_mismatch(it, len, true);
  case 'c':
    return len == L_L || small_integer(t) ? NULL : "int";
  case 's':
    if (len == L_L)
      return NULL; /* wide strings: not checked */
    return type_is_pointer(t) && is_char_kind(t->base->kind) ? NULL : "char *";
  case 'p':
    return type_is_pointer(t) ? NULL : "void *";
  case 'n':
    return type_is_pointer(t) ? NULL : "int *";
  default: /* f F e E g G a A */
    if (len == L_BIG_L) /* long double is double here: only that passes */
      return type_unqualified((Type *)t)->kind == TY_DOUBLE ? NULL : "long double";
    return type_is_float(t) ? NULL : "double";
  }
}

/* Flags that do nothing or are undefined with this conversion. */
static void flag_warnings(Sema *s, const Expr *f, const size_t *flag_at,
                          char conv) {
  static const char signed_flags[] = "+ ";
  for (const char *fl = signed_flags; *fl; fl++)
    if (flag_at[(unsigned char)*fl] && strchr("ouxXcspn", conv))
      diag_warn(s->diags, W_FORMAT, byte_loc(f, flag_at[(unsigned char)*fl] - 1),
                "flag '%c' results in undefined behavior with '%c' conversion "
                "specifier", *fl, conv);
  if (flag_at['#'] && strchr("dicsupn", conv))
    diag_warn(s->diags, W_FORMAT, byte_loc(f, flag_at['#'] - 1),
              "flag '#' results in undefined behavior with '%c' conversion "
              "specifier", conv);
  if (flag_at['0'] && strchr("cspn", conv))
    diag_warn(s->diags, W_FORMAT, byte_loc(f, flag_at['0'] - 1),
              "flag '0' results in undefined behavior with '%c' conversion "
              "specifier", conv);
  else if (flag_at['0'] && flag_at['-'])
    diag_warn(s->diags, W_FORMAT, byte_loc(f, flag_at['0'] - 1),
              "flag '0' is ignored when flag '-' is present");
  if (flag_at[' '] && flag_at['+'] && !strchr("ouxXcspn", conv))
    diag_warn(s->diags, W_FORMAT, byte_loc(f, flag_at[' '] - 1),
              "flag ' ' is ignored when flag '+' is present");
}

static bool is_conversion(char c) {
  return c && strchr("diouxXcspnfFeEgGaA", c) != NULL;
}

/* Checks printf(call->args[0], ...) (or snprintf's, at format_at) when the
 * format is a string literal.  Runs before the arguments take the default
 * promotions, so that the types it names are the ones written. */
void sema_check_printf(Sema *s, Expr *call, size_t format_at) {
  if (!diag_warn_enabled(s->diags, W_FORMAT) || format_at >= call->nargs)
    return;
  Expr *f = call->args[format_at];
  while (f->kind == EX_CAST)
    f = f->lhs;
  if (f->kind != EX_STRING || !f->str || f->type->base->size != 1)
    return;
  const char *fmt = f->str;
  size_t n = f->str_len ? f->str_len - 1 : 0; /* without the NUL */
  size_t arg = format_at + 1;
  for (size_t i = 0; i < n; i++) {
    if (fmt[i] != '%')
      continue;
    size_t start = i++;
    if (i < n && fmt[i] == '%')
      continue;
    size_t flag_at[128] = {0}; /* where each flag was, +1 */
    while (i < n && fmt[i] && strchr("-+ #0", fmt[i])) {
      flag_at[(unsigned char)fmt[i]] = i + 1;
      i++;
    }
    /* a width and a precision, either of which may be an int argument */
    for (int part = 0; part < 2; part++) {
      if (part == 1) {
        if (i >= n || fmt[i] != '.')
          break;
        i++;
      }
      if (i < n && fmt[i] == '*') {
        if (arg < call->nargs) {
          Type *t = type_unqualified(call->args[arg]->type);
          if (!small_integer(t))
            diag_warn(s->diags, W_FORMAT, byte_loc(f, i),
                      "field %s should have type 'int', but argument has "
                      "type '%s'", part ? "precision" : "width",
                      type_str(s, call->args[arg]->type));
        }
        arg++;
        i++;
      } else {
        while (i < n && fmt[i] >= '0' && fmt[i] <= '9')
          i++;
      }
    }
    Length len = L_NONE;
    if (i + 1 < n && fmt[i] == 'h' && fmt[i + 1] == 'h')
      len = L_HH, i += 2;
    else if (i + 1 < n && fmt[i] == 'l' && fmt[i + 1] == 'l')
      len = L_LL, i += 2;
    else if (i < n && strchr("hljztLq", fmt[i])) {
      char c = fmt[i++];
      len = c == 'h' ? L_H : c == 'l' ? L_L : c == 'j' ? L_J : c == 'z' ? L_Z
          : c == 't' ? L_T : c == 'L' ? L_BIG_L : L_LL;
    }
    if (i >= n) {
      diag_warn(s->diags, W_FORMAT, byte_loc(f, start),
                "incomplete format specifier");
      return;
    }
    char conv = fmt[i];
    if (!is_conversion(conv)) {
      SrcLoc at = byte_loc(f, i);
      if ((unsigned char)conv < 0x20 || (unsigned char)conv >= 0x7f)
        diag_warn(s->diags, W_FORMAT_INVALID_SPECIFIER, at,
                  "invalid conversion specifier '\\x%02x'", (unsigned char)conv);
      else
        diag_warn(s->diags, W_FORMAT_INVALID_SPECIFIER, at,
                  "invalid conversion specifier '%c'", conv);
      continue; /* it takes no argument */
    }
    flag_warnings(s, f, flag_at, conv);
    if (arg >= call->nargs) {
      diag_warn(s->diags, W_FORMAT_INSUFFICIENT_ARGS, byte_loc(f, i),
                "more '%%' conversions than data arguments");
      return;
    }
    Expr *a = call->args[arg++];
    const char *want = mismatch(a->type, conv, len);
    if (want)
      diag_warn(s->diags, W_FORMAT, a->loc, "format specifies type '%s' but "
                "the argument has type '%s'", want, type_str(s, a->type));
  }
  if (arg < call->nargs)
    diag_warn(s->diags, W_FORMAT_EXTRA_ARGS, call->args[arg]->loc,
              "data argument not used by format string");
}
