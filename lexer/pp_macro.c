/* pp_macro.c - macro replacement (C17 6.10.3) and the predefined macros
 * (6.10.8).
 *
 * An invocation is replaced in three steps: its arguments are collected
 * (6.10.3p10-12), the replacement list is substituted (6.10.3.1-3: each
 * parameter by its fully expanded argument, `#` stringizes, `##` pastes),
 * and the result is pushed on the source stack to be rescanned with the
 * macro disabled (6.10.3.4).  Arguments are expanded only when a
 * parameter needs them, and at most once. */
#include "pp_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* ---- the macro table: open addressing on interned pointers -------------- */

static size_t slot_index(const char *name, size_t cap) {
  return hash_ptr(name) & (cap - 1);
}

MacroSlot *pp_slot(Preprocessor *pp, const char *name) {
  if (!pp->macro_cap)
    return NULL;
  for (size_t i = slot_index(name, pp->macro_cap);;
       i = (i + 1) & (pp->macro_cap - 1)) {
    MacroSlot *s = &pp->macros[i];
    if (s->name == name)
      return s;
    if (!s->name)
      return NULL;
  }
}

MacroSlot *pp_slot_add(Preprocessor *pp, const char *name) {
  if ((pp->macro_count + 1) * 2 > pp->macro_cap) {
    size_t old_cap = pp->macro_cap;
    MacroSlot *old = pp->macros;
    pp->macro_cap = old_cap ? old_cap * 2 : 1024;
    pp->macros = calloc(pp->macro_cap, sizeof *pp->macros);
    if (!pp->macros)
      abort();
    for (size_t i = 0; i < old_cap; i++) {
      if (!old[i].name)
        continue;
      size_t j = slot_index(old[i].name, pp->macro_cap);
      while (pp->macros[j].name)
        j = (j + 1) & (pp->macro_cap - 1);
      pp->macros[j] = old[i];
    }
    free(old);
  }
  size_t i = slot_index(name, pp->macro_cap);
  while (pp->macros[i].name && pp->macros[i].name != name)
    i = (i + 1) & (pp->macro_cap - 1);
  if (!pp->macros[i].name) {
    pp->macros[i].name = name;
    pp->macro_count++;
  }
  return &pp->macros[i];
}

Macro *pp_lookup(Preprocessor *pp, const char *name) {
  MacroSlot *s = pp_slot(pp, name);
  return s ? s->macro : NULL;
}

/* C17 6.10.3p2: two definitions are the same when their parameters are and
 * their replacement lists have the same tokens, spelled the same, with
 * whitespace between the same pairs. */
bool pp_macros_equal(const Macro *a, const Macro *b) {
  if (a->kind != b->kind || a->nparams != b->nparams ||
      a->variadic != b->variadic || a->nbody != b->nbody)
    return false;
  for (int i = 0; i < a->nparams; i++)
    if (a->params[i] != b->params[i])
      return false;
  for (int i = 0; i < a->nbody; i++) {
    const Token *x = &a->body[i].tok, *y = &b->body[i].tok;
    if (x->text != y->text)
      return false;
    if (i > 0 && (x->flags & TF_SPACE) != (y->flags & TF_SPACE))
      return false;
  }
  return true;
}

/* ---- predefined macros (C17 6.10.8) ------------------------------------- */

static void define_builtin(Preprocessor *pp, const char *name, Builtin b) {
  Macro *m = arena_alloc(&pp->arena, sizeof *m);
  m->name = intern_cstr(&pp->ctx->strings, name);
  m->kind = MACRO_BUILTIN;
  m->builtin = b;
  pp_slot_add(pp, m->name)->macro = m;
}

static void define_object(Preprocessor *pp, const char *name,
                          const char *value) {
  Macro *m = arena_alloc(&pp->arena, sizeof *m);
  m->name = intern_cstr(&pp->ctx->strings, name);
  m->kind = MACRO_OBJECT;
  TokBuf b = {0};
  scan_string(pp->ctx, value, strlen(value), NO_LOC, &b);
  m->nbody = (int)b.len;
  m->body = arena_alloc(&pp->arena, b.len * sizeof *m->body);
  for (size_t i = 0; i < b.len; i++) {
    m->body[i].tok = b.data[i];
    m->body[i].tok.flags &= ~TF_BOL;
    m->body[i].param = PARAM_NONE;
  }
  tokbuf_free(&b);
  pp_slot_add(pp, m->name)->macro = m;
}

void pp_define_builtins(Preprocessor *pp) {
  define_builtin(pp, "__FILE__", BI_FILE);
  define_builtin(pp, "__LINE__", BI_LINE);
  define_builtin(pp, "__COUNTER__", BI_COUNTER);
  define_builtin(pp, "__DATE__", BI_DATE);
  define_builtin(pp, "__TIME__", BI_TIME);
  define_builtin(pp, "__INCLUDE_LEVEL__", BI_INCLUDE_LEVEL);
  define_builtin(pp, "__BASE_FILE__", BI_BASE_FILE);
  define_builtin(pp, "__FILE_NAME__", BI_FILE_NAME);
  define_builtin(pp, "__TIMESTAMP__", BI_TIMESTAMP);
  define_builtin(pp, "_Pragma", BI_PRAGMA);
  define_builtin(pp, "__has_include", BI_HAS_INCLUDE);
  define_builtin(pp, "__has_include_next", BI_HAS_INCLUDE_NEXT);
  define_builtin(pp, "__has_builtin", BI_HAS_BUILTIN);
  define_builtin(pp, "__has_attribute", BI_HAS_ATTRIBUTE);
  /* clang's other feature checks, so that headers written for clang read
   * them as "no". */
  static const char *const zero[] = {
      "__has_feature",
      "__has_extension",
      "__has_c_attribute",
      "__has_cpp_attribute",
      "__has_declspec_attribute",
      "__has_warning",
      "__has_constexpr_builtin",
      "__building_module",
      "__is_target_arch",
      "__is_target_vendor",
      "__is_target_os",
      "__is_target_environment",
  };
  for (size_t i = 0; i < ARRAY_LEN(zero); i++)
    define_builtin(pp, zero[i], BI_HAS_FEATURE);
  define_object(pp, "__STDC__", "1");
  define_object(pp, "__STDC_VERSION__", "201710L");
  define_object(pp, "__STDC_HOSTED__", "0");
}

/* The attributes HIP-C accepts, for __has_attribute. */
static bool known_attribute(const char *s, size_t n) {
  static const char *const attrs[] = {
      "global",          "device",       "host",
      "shared",          "constant",     "launch_bounds",
      "aligned",         "packed",       "unused",
      "always_inline",   "noinline",     "vector_size",
      "ext_vector_type", "overloadable", "noreturn",
      "const",           "pure",         "weak",
      "visibility",
  };
  /* __packed__ is packed, as in clang. */
  if (n > 4 && strncmp(s, "__", 2) == 0 && strncmp(s + n - 2, "__", 2) == 0) {
    s += 2;
    n -= 4;
  }
  for (size_t i = 0; i < ARRAY_LEN(attrs); i++)
    if (strlen(attrs[i]) == n && memcmp(attrs[i], s, n) == 0)
      return true;
  return false;
}

/* __has_builtin(x), __has_attribute(x), __has_feature(x) and friends: a
 * parenthesised operand, not macro-expanded, answered with 0 or 1. */
static void feature_check(Preprocessor *pp, Macro *m, Token *tok) {
  Diags *d = &pp->ctx->diags;
  size_t keep = pp_top_file(pp) + 1;
  long long v = 0;
  if (!pp_peek_lparen(pp)) {
    diag_error(d, tok->loc, "missing '(' after '%s'", m->name);
    *tok = pp_number_token(pp, tok, 0);
    return;
  }
  Token t, first = {0};
  pp_next_raw(pp, &t, keep); /* ( */
  int depth = 0, count = 0;
  const char *scoped = NULL;
  for (;;) {
    pp_next_raw(pp, &t, keep);
    if (t.kind == TOK_EOF) {
      diag_error(d, tok->loc, "missing ')' after '%s'", m->name);
      break;
    }
    if (t.kind == TOK_LPAREN)
      depth++;
    else if (t.kind == TOK_RPAREN && depth-- == 0)
      break;
    if (count == 0)
      first = t;
    else if (count == 2 && first.kind == TOK_IDENT && t.kind == TOK_IDENT)
      scoped = t.text; /* gnu::packed */
    count++;
  }
  bool ident = first.kind == TOK_IDENT;
  if (m->builtin != BI_HAS_FEATURE && (!ident || (count != 1 && !scoped)))
    diag_error(d, count ? first.loc : tok->loc,
               "builtin feature check macro requires a parenthesized "
               "identifier");
  else if (m->builtin == BI_HAS_BUILTIN) {
    bool per_target = false;
    v = pp->has_builtin && pp->has_builtin(pp->has_builtin_user, first.text, &per_target);
    if (per_target)
      pp->used_target = true;
  }
  else if (m->builtin == BI_HAS_ATTRIBUTE) {
    const char *s = scoped ? scoped : first.text;
    v = known_attribute(s, interned_len(s));
  }
  *tok = pp_number_token(pp, tok, v);
}

static const char *presumed_name(Preprocessor *pp, uint32_t file) {
  SourceFile *f = srcmgr_file(&pp->ctx->sources, file);
  return f ? f->name : pp->main_name;
}

/* Replaces the built-in macro `tok` by its value; false if it produced no
 * token (a _Pragma that was consumed). */
bool pp_expand_builtin(Preprocessor *pp, Macro *m, Token *tok) {
  const char *s;
  switch (m->builtin) {
  case BI_FILE:
    s = presumed_name(pp, tok->loc.file);
    *tok = pp_string_token(pp, tok, s, strlen(s));
    return true;
  case BI_LINE:
    /* Like clang (and GCC), the line of the end of the outermost macro
     * invocation that produced __LINE__; its own line otherwise. */
    *tok = pp_number_token(pp, tok,
                           pp->last_kind == SRC_MACRO ? pp->last_end_line
                                                      : tok->loc.line);
    return true;
  case BI_COUNTER:
    *tok = pp_number_token(pp, tok, pp->counter++);
    return true;
  case BI_DATE:
    *tok = pp_string_token(pp, tok, pp->date, strlen(pp->date));
    return true;
  case BI_TIME:
    *tok = pp_string_token(pp, tok, pp->time, strlen(pp->time));
    return true;
  case BI_INCLUDE_LEVEL:
    *tok = pp_number_token(pp, tok, pp->include_depth - 1);
    return true;
  case BI_BASE_FILE:
    *tok = pp_string_token(pp, tok, pp->main_name, strlen(pp->main_name));
    return true;
  case BI_FILE_NAME: { /* clang's: __FILE__'s last component */
    s = presumed_name(pp, tok->loc.file);
    const char *slash = strrchr(s, '/');
    s = slash ? slash + 1 : s;
    *tok = pp_string_token(pp, tok, s, strlen(s));
    return true;
  }
  case BI_TIMESTAMP: { /* the file's modification time, as clang gives it */
    char buf[32] = "??? ??? ?? ??:??:?? ????";
    struct stat st;
    struct tm tm;
    s = presumed_name(pp, tok->loc.file);
    if (s && stat(s, &st) == 0 && localtime_r(&st.st_mtime, &tm))
      strftime(buf, sizeof buf, "%a %b %e %H:%M:%S %Y", &tm);
    *tok = pp_string_token(pp, tok, buf, strlen(buf));
    return true;
  }
  case BI_PRAGMA:
    return pp_pragma_operator(pp, tok);
  case BI_HAS_INCLUDE:
  case BI_HAS_INCLUDE_NEXT:
    if (!pp->in_directive_expr) {
      diag_error(&pp->ctx->diags, tok->loc,
                 "'%s' must be used within a preprocessing directive", m->name);
      return true;
    }
    *tok = pp_number_token(
        pp, tok, pp_has_include(pp, tok, m->builtin == BI_HAS_INCLUDE_NEXT));
    return true;
  case BI_HAS_BUILTIN:
  case BI_HAS_ATTRIBUTE:
  case BI_HAS_FEATURE:
    feature_check(pp, m, tok);
    return true;
  case BI_NONE:
    break;
  }
  return true;
}

/* ---- arguments (C17 6.10.3p10-12) --------------------------------------- */

static MacroArgs *args_get(Preprocessor *pp, int n) {
  MacroArgs *a = pp->free_args;
  if (a) {
    pp->free_args = a->next;
  } else {
    a = calloc(1, sizeof *a);
    if (!a)
      abort();
    VEC_PUSH(&pp->arena, pp->all_args, a);
  }
  if ((size_t)n > a->cap) {
    a->cap = (size_t)n < 8 ? 8 : (size_t)n;
    a->a = realloc(a->a, a->cap * sizeof *a->a);
    if (!a->a)
      abort();
  }
  a->n = 0;
  a->va_elided = false;
  a->raw = pp_get_buf(pp);
  a->next = NULL;
  return a;
}

static void args_put(Preprocessor *pp, MacroArgs *a) {
  if (!a)
    return;
  for (int i = 0; i < a->n; i++)
    pp_put_buf(pp, a->a[i].expanded);
  pp_put_buf(pp, a->raw);
  a->next = pp->free_args;
  pp->free_args = a;
}

static void args_open(Preprocessor *pp, MacroArgs *a) {
  if ((size_t)a->n == a->cap) {
    a->cap *= 2;
    a->a = realloc(a->a, a->cap * sizeof *a->a);
    if (!a->a)
      abort();
  }
  a->a[a->n].start = a->raw->len;
  a->a[a->n].len = 0;
  a->a[a->n].expanded = NULL;
  a->n++;
}

/* Reads the arguments of `m` up to the matching ')'.  The call may span
 * lines and even the end of a header, and directives inside it are carried
 * out: clang does all that (only the '(' must be in the same file). */
static MacroArgs *collect_args(Preprocessor *pp, Macro *m, const Token *name,
                               bool *unterminated) {
  Diags *d = &pp->ctx->diags;
  size_t keep = 1;
  Token t;
  pp_next_raw(pp, &t, keep); /* the '(' that pp_peek_lparen saw */
  MacroArgs *a = args_get(pp, m->nparams + 1);
  args_open(pp, a);
  int depth = 0;
  bool want_extra = false;
  SrcLoc extra = NO_LOC;
  for (;;) {
    pp_next_raw(pp, &t, keep);
    if (want_extra) {
      extra = t.loc;
      want_extra = false;
    }
    if (t.kind == TOK_EOF) {
      *unterminated = true;
      if (!d->stopped) {
        diag_error(d, name->loc, "unterminated function-like macro invocation");
        diag_note(d, m->loc, "macro '%s' defined here", m->name);
      }
      args_put(pp, a);
      return NULL;
    }
    if (t.kind == TOK_LPAREN) {
      depth++;
    } else if (t.kind == TOK_RPAREN) {
      if (depth-- == 0)
        break;
    } else if (t.kind == TOK_COMMA && depth == 0 &&
               !(m->variadic && a->n >= m->nparams)) {
      /* Commas at the top level separate arguments, except inside the
       * variable arguments (6.10.3p12). */
      if (a->n == m->nparams)
        want_extra = true;
      args_open(pp, a);
      continue;
    } else if (t.kind == TOK_IDENT) {
      /* Reading arguments may pop a replacement list and so re-enable its
       * macro; a name that was disabled when read stays painted (clang's
       * reading of 6.10.3.4p2). */
      Macro *x = pp_lookup(pp, t.text);
      if (x && x->disabled)
        t.flags |= TF_NOEXPAND;
    }
    if (t.flags & TF_BOL) /* a new-line is white space here (6.10.3p10) */
      t.flags = (t.flags & ~TF_BOL) | TF_SPACE;
    tokbuf_push(a->raw, &t);
    a->a[a->n - 1].len++;
  }
  SrcLoc rparen = t.loc;

  int n = a->n;
  if (m->nparams == 0 && n == 1 && a->a[0].len == 0)
    n = a->n = 0; /* F() of a macro without parameters */
  if (m->nparams == 0 && a->raw->len)
    extra = a->raw->data[0].loc;
  if (n > m->nparams) {
    diag_error(d, extra.line ? extra : rparen,
               "too many arguments provided to function-like macro "
               "invocation");
    diag_note(d, m->loc, "macro '%s' defined here", m->name);
    args_put(pp, a);
    return NULL;
  }
  if (n < m->nparams) {
    if (m->variadic && n == m->nparams - 1) {
      args_open(pp, a); /* the variable arguments were left out */
      a->va_elided = true;
    } else {
      diag_error(d, rparen,
                 "too few arguments provided to function-like macro "
                 "invocation");
      diag_note(d, m->loc, "macro '%s' defined here", m->name);
      args_put(pp, a);
      return NULL;
    }
  } else if (m->variadic && m->nparams == 1 && a->a[0].len == 0) {
    a->va_elided = true; /* F() of F(...) elides them too, for GNU's , ## */
  }
  return a;
}

/* The argument fully macro-replaced "as if it formed the rest of the
 * preprocessing file" (C17 6.10.3.1p1): behind a barrier. */
static TokBuf *expand_arg(Preprocessor *pp, MacroArgs *a, int k) {
  struct Arg *arg = &a->a[k];
  if (arg->expanded)
    return arg->expanded;
  TokBuf *b = pp_get_buf(pp);
  Source s = {
      .kind = SRC_BARRIER, .toks = a->raw->data + arg->start, .len = arg->len};
  size_t depth = pp->nsrc;
  pp_push_source(pp, s);
  pp->preexpand++;
  for (;;) {
    Token t;
    pp_next(pp, &t);
    if (t.kind == TOK_EOF)
      break;
    tokbuf_push(b, &t);
  }
  pp->preexpand--;
  while (pp->nsrc > depth)
    pp_pop_source(pp);
  a->a[k].expanded = b;
  return b;
}

/* ---- substitution (C17 6.10.3.1-3, C23 6.10.4.1 for __VA_OPT__) --------- */

typedef struct Subst {
  Preprocessor *pp;
  Macro *m;
  MacroArgs *args;
  const Token *name;
} Subst;

static void push_all(TokBuf *out, const Token *t, size_t n) {
  tokbuf_reserve(out, n);
  memcpy(out->data + out->len, t, n * sizeof *t);
  out->len += n;
}

static void push_placemarker(TokBuf *out) {
  Token pm = {TOK_PLACEMARKER, 0, NO_LOC, ""};
  tokbuf_push(out, &pm);
}

/* C17 6.10.3.2p2: the spelling of the argument in a string literal, one
 * space where there was white space, `"` and `\` escaped inside character
 * constants and string literals. */
static Token stringize(Subst *S, const Token *toks, size_t n,
                       const Token *hash) {
  Preprocessor *pp = S->pp;
  Strbuf *sb = &pp->scratch;
  sb->len = 0;
  sb_putc(sb, '"');
  bool first = true;
  for (size_t i = 0; i < n; i++) {
    const Token *t = &toks[i];
    if (t->kind == TOK_PLACEMARKER)
      continue;
    if (!first && (t->flags & (TF_SPACE | TF_BOL)))
      sb_putc(sb, ' ');
    first = false;
    if (t->kind == TOK_STRING || t->kind == TOK_CHAR ||
        tok_is_unterminated(t)) {
      for (const char *c = t->text; *c; c++) {
        if (*c == '"' || *c == '\\')
          sb_putc(sb, '\\');
        sb_putc(sb, *c);
      }
    } else {
      sb_append(sb, t->text, interned_len(t->text));
    }
  }
  /* A lone trailing backslash would escape the closing quote. */
  size_t bs = 0;
  while (bs + 1 < sb->len && sb->data[sb->len - 1 - bs] == '\\')
    bs++;
  if (bs % 2) {
    SrcLoc at = S->name->loc;
    for (size_t i = n; i-- > 0;)
      if (toks[i].kind != TOK_PLACEMARKER) {
        at = toks[i].loc; /* the argument's last token holds the \ */
        break;
      }
    pp_warn(pp, at, "invalid string literal, ignoring final '\\'");
    sb->len--;
  }
  sb_putc(sb, '"');
  Token r = *hash;
  r.kind = TOK_STRING;
  r.text = intern(&pp->ctx->strings, sb->data, sb->len);
  r.flags = hash->flags & TF_SPACE;
  return r;
}

static const Token *raw_arg(Subst *S, int k, size_t *n) {
  struct Arg *a = &S->args->a[k];
  *n = a->len;
  return S->args->raw->data + a->start;
}

static bool va_present(Subst *S) {
  /* C23 6.10.4.1p3: __VA_OPT__ looks at the expanded variable arguments. */
  return expand_arg(S->pp, S->args, S->m->nparams - 1)->len > 0;
}

static void subst_range(Subst *S, int i0, int i1, TokBuf *out);

/* __VA_OPT__ ( content ) at body[*i]: the substituted content when the
 * variable arguments are present, else a placemarker. */
static void vaopt_group(Subst *S, int *i, TokBuf *out) {
  int close = S->m->body[*i].vaopt_close;
  size_t first = out->len;
  if (va_present(S))
    subst_range(S, *i + 2, close, out);
  if (out->len == first)
    push_placemarker(out);
  else
    out->data[first].flags = (out->data[first].flags & ~TF_SPACE) |
                             (S->m->body[*i].tok.flags & TF_SPACE);
  *i = close + 1;
}

/* `#` followed by a parameter or __VA_OPT__ at body[*i]. */
static Token stringize_operand(Subst *S, int *i) {
  const MacroTok *hash = &S->m->body[*i];
  int j = *i + 1;
  Token r;
  if (S->m->body[j].param == PARAM_VAOPT) {
    TokBuf *tmp = pp_get_buf(S->pp);
    vaopt_group(S, &j, tmp);
    r = stringize(S, tmp->data, tmp->len, &hash->tok);
    pp_put_buf(S->pp, tmp);
  } else {
    size_t n;
    const Token *t = raw_arg(S, S->m->body[j].param, &n);
    r = stringize(S, t, n, &hash->tok);
    j++;
  }
  *i = j;
  return r;
}

static bool is_stringize(Subst *S, int i, int i1) {
  return S->m->kind == MACRO_FUNCTION && S->m->body[i].tok.kind == TOK_HASH &&
         i + 1 < i1 && S->m->body[i + 1].param != PARAM_NONE;
}

/* The right operand of ## at body[*i], unexpanded (6.10.3.3p2). */
static void paste_operand(Subst *S, int *i, int i1, TokBuf *out) {
  const MacroTok *mt = &S->m->body[*i];
  if (is_stringize(S, *i, i1)) {
    Token s = stringize_operand(S, i);
    tokbuf_push(out, &s);
  } else if (mt->param >= 0) {
    size_t n;
    const Token *t = raw_arg(S, mt->param, &n);
    if (n)
      push_all(out, t, n);
    else
      push_placemarker(out);
    (*i)++;
  } else if (mt->param == PARAM_VAOPT) {
    vaopt_group(S, i, out);
  } else {
    tokbuf_push(out, &mt->tok);
    (*i)++;
  }
}

/* C17 6.10.3.3p3: the spellings of `lhs` and `rhs` as one token.  An
 * invalid result is an error, as in clang, and both tokens are kept. */
static bool paste(Subst *S, Token *lhs, const Token *rhs, const Token *op) {
  Preprocessor *pp = S->pp;
  Strbuf *sb = &pp->scratch;
  sb->len = 0;
  sb_append(sb, lhs->text, interned_len(lhs->text));
  sb_append(sb, rhs->text, interned_len(rhs->text));
  Token r;
  if (!scan_single_token(pp->ctx, sb->data, sb->len, &r)) {
    diag_error(&pp->ctx->diags, S->name->loc,
               "pasting formed '%s', an invalid preprocessing token", sb->data);
    diag_note(&pp->ctx->diags, op->loc, "expanded from macro '%s'", S->m->name);
    return false;
  }
  /* The result is a new token: not painted, whatever its parts were. */
  r.flags = lhs->flags & (TF_SPACE | TF_BOL);
  r.loc = lhs->loc;
  *lhs = r;
  return true;
}

static void subst_range(Subst *S, int i0, int i1, TokBuf *out) {
  Preprocessor *pp = S->pp;
  Macro *m = S->m;
  int va = m->variadic ? m->nparams - 1 : -1;
  bool next_space = false; /* an empty argument's white space goes on */
  for (int i = i0; i < i1;) {
    const MacroTok *mt = &m->body[i];

    /* 6.10.3.2 The # operator. */
    if (is_stringize(S, i, i1)) {
      Token s = stringize_operand(S, &i);
      if (next_space)
        s.flags |= TF_SPACE;
      next_space = false;
      tokbuf_push(out, &s);
      continue;
    }

    /* 6.10.3.3 The ## operator: every ## of the replacement list (not of
     * an argument) pastes the tokens around it, placemarkers standing for
     * empty arguments. */
    if (mt->tok.kind == TOK_HASHHASH) {
      const Token *op = &mt->tok;
      i++;
      bool rhs_va = m->body[i].param == va && va >= 0;
      TokBuf *rhs = pp_get_buf(pp);
      paste_operand(S, &i, i1, rhs);
      Token *lhs = &out->data[out->len - 1];
      size_t k = out->len; /* the last token that is no placemarker */
      while (k > 0 && out->data[k - 1].kind == TOK_PLACEMARKER)
        k--;
      if (rhs_va && S->args->va_elided && k > 0 &&
          out->data[k - 1].kind == TOK_COMMA) {
        /* GNU's `, ## __VA_ARGS__`: the comma goes when the variable
         * arguments were left out (empty operands in between too, as in
         * clang). */
        out->len = k - 1;
      } else if (rhs_va && lhs->kind == TOK_COMMA) {
        push_all(out, rhs->data, rhs->len); /* no paste: `, args` */
      } else if (lhs->kind == TOK_PLACEMARKER) {
        out->len--;
        push_all(out, rhs->data, rhs->len);
      } else if (rhs->data[0].kind != TOK_PLACEMARKER) {
        if (paste(S, lhs, &rhs->data[0], op))
          push_all(out, rhs->data + 1, rhs->len - 1);
        else
          push_all(out, rhs->data, rhs->len);
      }
      pp_put_buf(pp, rhs);
      continue;
    }

    /* 6.10.3.1 Argument substitution. */
    if (mt->param >= 0) {
      bool raw = i + 1 < i1 && m->body[i + 1].tok.kind == TOK_HASHHASH;
      const Token *t;
      size_t n;
      if (raw) {
        t = raw_arg(S, mt->param, &n);
      } else {
        TokBuf *e = expand_arg(pp, S->args, mt->param);
        t = e->data;
        n = e->len;
      }
      if (n == 0) {
        if (raw)
          push_placemarker(out);
        else if (mt->tok.flags & TF_SPACE)
          next_space = true;
      } else {
        size_t first = out->len;
        push_all(out, t, n);
        for (size_t k = first; k < out->len; k++)
          out->data[k].flags |= TF_ARG;
        Token *f = &out->data[first];
        f->flags = (f->flags & ~(TF_SPACE | TF_BOL)) |
                   (mt->tok.flags & TF_SPACE) | (next_space ? TF_SPACE : 0);
        next_space = false;
      }
      i++;
      continue;
    }

    if (mt->param == PARAM_VAOPT) {
      vaopt_group(S, &i, out);
      continue;
    }

    Token t = mt->tok;
    t.flags |= TF_BODY;
    if (next_space)
      t.flags |= TF_SPACE;
    next_space = false;
    tokbuf_push(out, &t);
    i++;
  }
}

/* Replaces the invocation of `m` whose name is `name` (and whose '(' is
 * next, for a function-like macro) and pushes the result for rescanning
 * (C17 6.10.3.4).  False, with the name left as it is, after a wrong
 * number of arguments. */
bool pp_expand_macro(Preprocessor *pp, Macro *m, const Token *name) {
  uint32_t end_line =
      pp->last_kind == SRC_MACRO ? pp->last_end_line : name->loc.line;
  MacroArgs *args = NULL;
  if (m->kind == MACRO_FUNCTION) {
    /* After a wrong number of arguments the name stays, as in clang; a
     * call cut off by the end of the input goes altogether. */
    bool unterminated = false;
    args = collect_args(pp, m, name, &unterminated);
    if (!args)
      return unterminated;
    end_line = pp->last_end_line; /* of the ')' */
  }
  Subst S = {pp, m, args, name};
  TokBuf *buf = pp_get_buf(pp);
  subst_range(&S, 0, m->nbody, buf);
  args_put(pp, args);
  pp->expanded += buf->len;
  if (pp->expanded > pp->expansion_limit) {
    diag_fatal(&pp->ctx->diags, name->loc,
               "macro expansion produced more than %llu tokens",
               (unsigned long long)pp->expansion_limit);
    buf->len = 0;
  }

  /* Every token of the expansion is located at the invocation, with its
   * own length; those written in the body and those of an argument also
   * remember where they were written, which diagnostics show as clang
   * does.  The first token takes the invocation's white space. */
  size_t w = 0;
  SourceManager *sm = &pp->ctx->sources;
  for (size_t r = 0; r < buf->len; r++) {
    Token t = buf->data[r];
    if (t.kind == TOK_PLACEMARKER)
      continue;
    SrcLoc spelled = t.loc;
    t.loc = name->loc;
    t.loc.len = (uint32_t)interned_len(t.text);
    if ((t.flags & (TF_BODY | TF_ARG)) && spelled.line)
      t.loc.file = srcmgr_macro_file(sm, name->loc.file, spelled,
                                     t.flags & TF_BODY ? m->name : NULL);
    t.flags = (t.flags & ~(TF_BOL | TF_SYSTEM | TF_BODY | TF_ARG)) |
              (name->flags & TF_SYSTEM);
    buf->data[w++] = t;
  }
  buf->len = w;
  if (w == 0) {
    pp->pending_flags |= name->flags & (TF_SPACE | TF_BOL);
    pp_put_buf(pp, buf);
    return true;
  }
  buf->data[0].flags = (buf->data[0].flags & ~(TF_SPACE | TF_BOL)) |
                       (name->flags & (TF_SPACE | TF_BOL));
  Source s = {.kind = SRC_MACRO,
              .toks = buf->data,
              .len = w,
              .macro = m,
              .buf = buf,
              .end_line = end_line};
  pp_push_source(pp, s);
  return true;
}
