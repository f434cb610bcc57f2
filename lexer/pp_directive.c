/* pp_directive.c - preprocessing directives (C17 6.10): conditional
 * inclusion, #define and #undef, #line, #error, #pragma and _Pragma.
 * #include lives in pp_include.c.
 *
 * A directive is the rest of a file line after a `#` that starts it; the
 * tokens are read straight from the file's array, so their locations are
 * physical and go through pp_file_loc() before reaching a diagnostic. */
#include "pp_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Diags *diags(Preprocessor *pp) { return &pp->ctx->diags; }

/* Where a diagnostic about token `t` of the current directive goes. */
static SrcLoc dloc(Preprocessor *pp, const Token *t) {
  return pp_file_loc(pp, t->loc);
}

/* Just past token `t`: where clang reports a missing operand. */
static SrcLoc dloc_after(Preprocessor *pp, const Token *t) {
  SrcLoc l = dloc(pp, t);
  l.col += l.len;
  l.len = 1;
  return l;
}

/* A copy of the directive's operands with presumed locations, for the
 * parts of the preprocessor that read them as ordinary tokens. */
static const Token *mapped(Preprocessor *pp, const Token *toks, size_t n,
                           TokBuf **tmp) {
  Source *f = &pp->src[pp_top_file(pp)];
  *tmp = NULL;
  if (!f->alias && !f->sys_flag)
    return toks;
  *tmp = pp_get_buf(pp);
  for (size_t i = 0; i < n; i++) {
    Token t = toks[i];
    t.loc = pp_file_loc(pp, t.loc);
    t.flags |= f->sys_flag;
    tokbuf_push(*tmp, &t);
  }
  return (*tmp)->data;
}

static void extra_tokens(Preprocessor *pp, const Token *toks, size_t n,
                         size_t used, const char *directive) {
  if (n > used)
    pp_warn(pp, dloc(pp, &toks[used]), "extra tokens at end of #%s directive",
            directive);
}

/* ---- conditional inclusion (C17 6.10.1) --------------------------------- */

/* Skips a group whose condition is false: up to the #elif, #else or #endif
 * that belongs to it, nested conditionals included (6.10.1p6).  Only the
 * names of directives are looked at; the `#` is left for pp_next_raw. */
static void skip_group(Preprocessor *pp) {
  Source *s = &pp->src[pp->nsrc - 1];
  int depth = 0;
  /* A directive's line is never cut between two chunks: a `#` that ends
   * its chunk ends its line. */
  for (;; s->pos++) {
    if (s->pos == s->len && !pp_next_lines(s))
      return;
    const Token *t = &s->toks[s->pos];
    if (t->kind != TOK_HASH || !(t->flags & TF_BOL) || s->pos + 1 >= s->len)
      continue;
    const Token *d = &s->toks[s->pos + 1];
    if (d->kind != TOK_IDENT || (d->flags & TF_BOL))
      continue;
    const char *n = d->text;
    if (n == pp->id.if_ || n == pp->id.ifdef || n == pp->id.ifndef) {
      depth++;
    } else if (n == pp->id.endif) {
      if (depth-- == 0)
        return;
    } else if (depth == 0 && (n == pp->id.else_ || n == pp->id.elif ||
                              n == pp->id.elifdef || n == pp->id.elifndef)) {
      return;
    }
  }
}

static CondFrame *cond_top(Preprocessor *pp) {
  Source *f = &pp->src[pp_top_file(pp)];
  return pp->ncond > f->cond_base ? &pp->cond[pp->ncond - 1] : NULL;
}

static void cond_push(Preprocessor *pp, SrcLoc loc, bool taken,
                      const char *guard) {
  if (pp->ncond == pp->cond_cap) {
    pp->cond_cap = pp->cond_cap ? pp->cond_cap * 2 : 16;
    pp->cond = realloc(pp->cond, pp->cond_cap * sizeof *pp->cond);
    if (!pp->cond)
      abort();
  }
  CondFrame c = {loc, taken ? COND_TAKING : COND_LOOKING, false, false, guard};
  pp->cond[pp->ncond++] = c;
  if (!taken)
    skip_group(pp);
}

/* The name operand of #ifdef, #ifndef, #undef, ... or NULL after an
 * error. */
static const Token *macro_name(Preprocessor *pp, const Token *dir,
                               const Token *toks, size_t n) {
  if (n == 0) {
    diag_error(diags(pp), dloc_after(pp, dir), "macro name missing");
    return NULL;
  }
  if (toks[0].kind != TOK_IDENT) {
    diag_error(diags(pp), dloc(pp, &toks[0]),
               "macro name must be an identifier");
    return NULL;
  }
  if (toks[0].text == pp->id.defined) {
    diag_error(diags(pp), dloc(pp, &toks[0]),
               "'defined' cannot be used as a macro name");
    return NULL;
  }
  return &toks[0];
}

static bool is_defined(Preprocessor *pp, const char *name) {
  MacroSlot *s = pp_slot(pp, name);
  if (s && s->target_dependent)
    pp->used_target = true;
  return s && s->macro;
}

/* `#if !defined X` / `#if !defined(X)`: the other spelling of a guard. */
static const char *guard_of_if(Preprocessor *pp, const Token *t, size_t n) {
  if (n == 3 && t[0].kind == TOK_BANG && t[1].text == pp->id.defined &&
      t[2].kind == TOK_IDENT)
    return t[2].text;
  if (n == 5 && t[0].kind == TOK_BANG && t[1].text == pp->id.defined &&
      t[2].kind == TOK_LPAREN && t[3].kind == TOK_IDENT &&
      t[4].kind == TOK_RPAREN)
    return t[3].text;
  return NULL;
}

static bool eval_if(Preprocessor *pp, const Token *dir, const Token *toks,
                    size_t n) {
  TokBuf *tmp;
  const Token *t = mapped(pp, toks, n, &tmp);
  bool v = pp_eval_if(pp, dir, t, n);
  pp_put_buf(pp, tmp);
  return v;
}

static void do_if(Preprocessor *pp, const Token *hash, const Token *dir,
                  const Token *toks, size_t n) {
  Source *s = &pp->src[pp->nsrc - 1];
  /* An include guard: the first directive of the file, and (checked at
   * #endif) its #endif the last line. */
  bool at_top = s->base == 0 && hash == &s->toks[0];
  const char *guard = NULL;
  bool v;
  if (dir->text == pp->id.if_) {
    if (at_top)
      guard = guard_of_if(pp, toks, n);
    v = eval_if(pp, dir, toks, n);
  } else {
    const Token *name = macro_name(pp, dir, toks, n);
    if (name)
      extra_tokens(pp, toks, n, 1, dir->text);
    v = name && is_defined(pp, name->text);
    if (dir->text == pp->id.ifndef) {
      v = name && !v;
      if (at_top && name)
        guard = name->text;
    }
  }
  cond_push(pp, dloc(pp, dir), v, guard);
}

static void do_elif(Preprocessor *pp, const Token *dir, const Token *toks,
                    size_t n) {
  CondFrame *c = cond_top(pp);
  if (!c) {
    diag_error(diags(pp), dloc(pp, dir), "#%s without #if", dir->text);
    return;
  }
  c->had_elif = true;
  if (c->seen_else) {
    diag_error(diags(pp), dloc(pp, dir), "#%s after #else", dir->text);
    c->state = COND_DONE;
  }
  if (c->state != COND_LOOKING) {
    /* A group was taken: the rest are skipped unevaluated. */
    c->state = COND_DONE;
    skip_group(pp);
    return;
  }
  bool v;
  if (dir->text == pp->id.elif) {
    v = eval_if(pp, dir, toks, n);
  } else {
    const Token *name = macro_name(pp, dir, toks, n);
    v = name && is_defined(pp, name->text);
    if (dir->text == pp->id.elifndef)
      v = name && !v;
  }
  c = cond_top(pp); /* evaluation may have grown the stack */
  if (v)
    c->state = COND_TAKING;
  else
    skip_group(pp);
}

static void do_else(Preprocessor *pp, const Token *dir, const Token *toks,
                    size_t n) {
  CondFrame *c = cond_top(pp);
  if (!c) {
    diag_error(diags(pp), dloc(pp, dir), "#else without #if");
    return;
  }
  extra_tokens(pp, toks, n, 0, "else");
  if (c->seen_else) {
    diag_error(diags(pp), dloc(pp, dir), "#else after #else");
    c->state = COND_DONE;
  }
  c->seen_else = true;
  if (c->state == COND_LOOKING) {
    c->state = COND_TAKING;
  } else {
    c->state = COND_DONE;
    skip_group(pp);
  }
}

static void do_endif(Preprocessor *pp, const Token *dir, const Token *toks,
                     size_t n) {
  CondFrame *c = cond_top(pp);
  if (!c) {
    diag_error(diags(pp), dloc(pp, dir), "#endif without #if");
    return;
  }
  extra_tokens(pp, toks, n, 0, "endif");
  Source *s = &pp->src[pp->nsrc - 1];
  if (c->guard && !c->seen_else && !c->had_elif && s->pos == s->len &&
      scan_at_end(s->scan) && pp->ncond == s->cond_base + 1)
    s->fi->guard = c->guard;
  pp->ncond--;
}

/* The end of the file on top of the stack: open conditionals are errors
 * (6.10.1p6 wants each group closed in its own file), innermost first as
 * clang reports them. */
void pp_end_of_file(Preprocessor *pp) {
  Source *s = &pp->src[pp->nsrc - 1];
  while (pp->ncond > s->cond_base) {
    CondFrame *c = &pp->cond[--pp->ncond];
    diag_error(diags(pp), c->loc, "unterminated conditional directive");
  }
  bool included = s->included;
  uint32_t line = s->return_line;
  pp_pop_source(pp);
  if (included && pp->nsrc) {
    Source *f = &pp->src[pp_top_file(pp)];
    IncludeEvent ev = {pp->out.len, f->alias ? f->alias : f->fi->file, line,
                       false};
    VEC_PUSH(&pp->arena, pp->events, ev);
  }
}

/* ---- macro definition (C17 6.10.3) -------------------------------------- */

static int param_index(const char **params, int n, const char *name) {
  for (int i = 0; i < n; i++)
    if (params[i] == name)
      return i;
  return -1;
}

/* The parameter list after `#define F(`; returns the index just past ')',
 * or 0 after an error. */
static size_t parse_params(Preprocessor *pp, Macro *m, const Token *toks,
                           size_t n, size_t i) {
  VEC(const char *) params = {0};
  if (i < n && toks[i].kind == TOK_RPAREN)
    goto done;
  for (;;) {
    if (i >= n) {
      diag_error(diags(pp), dloc_after(pp, &toks[i - 1]),
                 "missing ')' in macro parameter list");
      return 0;
    }
    const Token *t = &toks[i];
    if (t->kind == TOK_ELLIPSIS) {
      m->variadic = true;
      VEC_PUSH(&pp->arena, params, pp->id.va_args);
      i++;
      if (i >= n || toks[i].kind != TOK_RPAREN) {
        diag_error(diags(pp),
                   i < n ? dloc(pp, &toks[i]) : dloc_after(pp, &toks[i - 1]),
                   "missing ')' in macro parameter list");
        return 0;
      }
      break;
    }
    if (t->kind != TOK_IDENT) {
      diag_error(diags(pp), dloc(pp, t),
                 t->kind == TOK_RPAREN /* F(x,) */
                     ? "expected identifier in macro parameter list"
                     : "invalid token in macro parameter list");
      return 0;
    }
    if (t->text == pp->id.va_args) {
      diag_error(diags(pp), dloc(pp, t),
                 "__VA_ARGS__ can only appear in the expansion of a C99 "
                 "variadic macro");
      return 0;
    }
    if (param_index(params.data, (int)params.len, t->text) >= 0) {
      diag_error(diags(pp), dloc(pp, t), "duplicate macro parameter name '%s'",
                 t->text);
      return 0;
    }
    VEC_PUSH(&pp->arena, params, t->text);
    i++;
    if (i < n && toks[i].kind == TOK_ELLIPSIS) {
      /* GNU's named variable arguments: F(args...) */
      m->variadic = true;
      i++;
      if (i >= n || toks[i].kind != TOK_RPAREN) {
        diag_error(diags(pp),
                   i < n ? dloc(pp, &toks[i]) : dloc_after(pp, &toks[i - 1]),
                   "missing ')' in macro parameter list");
        return 0;
      }
      break;
    }
    if (i < n && toks[i].kind == TOK_RPAREN)
      break;
    if (i < n && toks[i].kind == TOK_COMMA) {
      i++;
      continue;
    }
    diag_error(diags(pp),
               i < n ? dloc(pp, &toks[i]) : dloc_after(pp, &toks[i - 1]),
               "expected comma in macro parameter list");
    return 0;
  }
done:
  m->nparams = (int)params.len;
  m->params = params.data;
  return i + 1;
}

/* Checks the replacement list and records, per token, which parameter it
 * names and where each __VA_OPT__ ends. */
static bool parse_body(Preprocessor *pp, Macro *m, const Token *toks,
                       size_t n) {
  m->nbody = (int)n;
  m->body = arena_alloc(&pp->arena, (n ? n : 1) * sizeof *m->body);
  bool fn = m->kind == MACRO_FUNCTION;
  int vaopt_open = -1, vaopt_depth = 0;
  for (size_t i = 0; i < n; i++) {
    MacroTok *mt = &m->body[i];
    mt->tok = toks[i];
    mt->tok.flags &= ~(TF_BOL | TF_SYSTEM);
    mt->param = PARAM_NONE;
    const Token *t = &toks[i];
    if (t->kind == TOK_IDENT && fn) {
      int k = param_index(m->params, m->nparams, t->text);
      if (k >= 0)
        mt->param = k;
    }
    if (t->kind == TOK_IDENT && t->text == pp->id.va_opt) {
      if (!m->variadic) {
        pp_warn(pp, dloc(pp, t),
                "__VA_OPT__ can only appear in the expansion of a "
                "variadic macro");
        continue;
      }
      if (vaopt_open >= 0) {
        diag_error(diags(pp), dloc(pp, t),
                   "__VA_OPT__ cannot be nested within its own replacement "
                   "tokens");
        return false;
      }
      if (i + 1 >= n || toks[i + 1].kind != TOK_LPAREN) {
        diag_error(diags(pp),
                   i + 1 < n ? dloc(pp, &toks[i + 1]) : dloc_after(pp, t),
                   "missing '(' following __VA_OPT__");
        return false;
      }
      if (i + 2 < n && toks[i + 2].kind == TOK_HASHHASH) {
        diag_error(diags(pp), dloc(pp, &toks[i + 2]),
                   "'##' cannot appear at start of __VA_OPT__ argument");
        return false;
      }
      mt->param = PARAM_VAOPT;
      vaopt_open = (int)i;
      vaopt_depth = 0;
      continue;
    }
    if (vaopt_open >= 0 && (size_t)vaopt_open + 1 < i) {
      if (t->kind == TOK_LPAREN) {
        vaopt_depth++;
      } else if (t->kind == TOK_RPAREN && vaopt_depth-- == 0) {
        if (toks[i - 1].kind == TOK_HASHHASH) {
          diag_error(diags(pp), dloc(pp, t), /* at the ')', as clang */
                     "'##' cannot appear at end of __VA_OPT__ argument");
          return false;
        }
        m->body[vaopt_open].vaopt_close = (int)i;
        vaopt_open = -1;
      }
    }
    if (t->kind == TOK_HASH && fn) {
      /* 6.10.3.2p1 */
      bool ok = i + 1 < n &&
                (param_index(m->params, m->nparams, toks[i + 1].text) >= 0 ||
                 (m->variadic && toks[i + 1].text == pp->id.va_opt));
      if (!ok) {
        diag_error(diags(pp),
                   i + 1 < n ? dloc(pp, &toks[i + 1]) : dloc_after(pp, t),
                   "'#' is not followed by a macro parameter");
        return false;
      }
    }
    if (t->kind == TOK_HASHHASH && (i == 0 || i + 1 == n)) {
      /* 6.10.3.3p1 */
      diag_error(diags(pp), dloc(pp, t),
                 i == 0 ? "'##' cannot appear at start of macro expansion"
                        : "'##' cannot appear at end of macro expansion");
      return false;
    }
  }
  if (vaopt_open >= 0) {
    diag_error(diags(pp), dloc_after(pp, &toks[n - 1]),
               "missing ')' after identifier");
    diag_note(diags(pp), dloc(pp, &toks[vaopt_open + 1]), "to match this '('");
    return false;
  }
  return true;
}

static void do_define(Preprocessor *pp, const Token *dir, const Token *toks,
                      size_t n) {
  const Token *name = macro_name(pp, dir, toks, n);
  if (!name)
    return;
  Macro *m = arena_alloc(&pp->arena, sizeof *m);
  m->name = name->text;
  m->kind = MACRO_OBJECT;
  m->loc = dloc(pp, name);
  size_t i = 1;
  if (n > 1 && toks[1].kind == TOK_LPAREN && !(toks[1].flags & TF_SPACE)) {
    /* 6.10.3p10: a '(' right after the name makes it function-like. */
    m->kind = MACRO_FUNCTION;
    i = parse_params(pp, m, toks, n, 2);
    if (!i)
      return;
  } else if (n > 1 && !(toks[1].flags & TF_SPACE)) {
    /* 6.10.3p3 wants white space after the name of an object-like macro. */
    pp_warn(pp, dloc(pp, &toks[1]),
            "ISO C99 requires whitespace after the macro name");
  }
  if (!parse_body(pp, m, toks + i, n - i))
    return;

  MacroSlot *slot = pp_slot_add(pp, m->name);
  bool cmdline = pp->src[pp_top_file(pp)].cmdline;
  if (slot->target_dependent && !cmdline) /* -D itself is no use */
    pp->used_target = true;
  Macro *old = slot->macro;
  if (old && old->kind == MACRO_BUILTIN) {
    pp_warn(pp, m->loc, "redefining builtin macro");
  } else if (old && !pp_macros_equal(old, m)) {
    if (pp_warn(pp, m->loc, "'%s' macro redefined", m->name) && old->loc.line)
      diag_note(diags(pp), old->loc, "previous definition is here");
  }
  /* A macro being rescanned keeps its old definition until it is popped. */
  slot->macro = m;
}

static void do_undef(Preprocessor *pp, const Token *dir, const Token *toks,
                     size_t n) {
  const Token *name = macro_name(pp, dir, toks, n);
  if (!name)
    return;
  extra_tokens(pp, toks, n, 1, "undef");
  MacroSlot *slot = pp_slot(pp, name->text);
  if (!slot)
    return;
  if (slot->target_dependent && !pp->src[pp_top_file(pp)].cmdline)
    pp->used_target = true;
  if (slot->macro && slot->macro->kind == MACRO_BUILTIN)
    pp_warn(pp, dloc(pp, name), "undefining builtin macro");
  slot->macro = NULL;
}

/* ---- #line (C17 6.10.4) and GNU line markers `# 12 "file" 1 3` ---------- */

static uint32_t alias_file(Preprocessor *pp, const char *name, bool system) {
  SourceManager *sm = &pp->ctx->sources;
  for (size_t i = 0; i < pp->aliases.len; i++) {
    SourceFile *f = srcmgr_file(sm, pp->aliases.data[i]);
    if (f->is_system == system && strcmp(f->name, name) == 0)
      return pp->aliases.data[i];
  }
  /* An alias has no text: diagnostics show its name and line but no source
   * line, since the SourceManager has no line table to shift. */
  uint32_t id = srcmgr_add(sm, name, "", 0, true);
  srcmgr_file(sm, id)->is_system = system;
  VEC_PUSH(&pp->arena, pp->aliases, id);
  return id;
}

/* The file name of a #line string literal, escapes undone. */
static bool line_filename(const Token *t, Strbuf *out) {
  const char *s = t->text;
  size_t n = interned_len(s);
  if (t->kind != TOK_STRING || s[0] != '"')
    return false;
  for (size_t i = 1; i + 1 < n; i++) {
    if (s[i] == '\\' && i + 2 < n)
      i++;
    sb_putc(out, s[i]);
  }
  return true;
}

static void do_line(Preprocessor *pp, const Token *hash, const Token *dir,
                    const Token *toks, size_t n, bool marker) {
  TokBuf *exp = NULL;
  if (n && toks[0].kind != TOK_NUMBER && !marker) {
    /* 6.10.4p5: any other form is macro-expanded first. */
    exp = pp_get_buf(pp);
    pp_expand_line(pp, toks, n, exp);
    toks = exp->data;
    n = exp->len;
  }
  const Token *last = n ? &toks[n - 1] : dir;
  Strbuf name = {0};
  if (n == 0 || toks[0].kind != TOK_NUMBER) {
    diag_error(diags(pp), n ? dloc(pp, &toks[0]) : dloc_after(pp, dir),
               "#line directive requires a positive integer argument");
    goto out;
  }
  uint64_t line = 0;
  for (const char *c = toks[0].text; *c; c++) {
    if (*c < '0' || *c > '9') {
      diag_error(diags(pp), dloc(pp, &toks[0]),
                 "#line directive requires a simple digit sequence");
      goto out;
    }
    line = line * 10 + (uint64_t)(*c - '0');
    if (line > 2147483647u) {
      diag_error(diags(pp), dloc(pp, &toks[0]),
                 "#line directive requires a positive integer argument");
      goto out;
    }
  }
  size_t used = 1;
  bool have_name = false, system = false;
  if (n > 1) {
    if (!line_filename(&toks[1], &name)) {
      diag_error(diags(pp), dloc(pp, &toks[1]),
                 "invalid filename for #line directive");
      goto out;
    }
    have_name = true;
    used = 2;
  }
  if (marker) {
    /* GNU flags: 1 enter, 2 leave, 3 system header, 4 extern "C". */
    for (; used < n && toks[used].kind == TOK_NUMBER; used++)
      if (strcmp(toks[used].text, "3") == 0)
        system = true;
  }
  extra_tokens(pp, toks, n, used, "line");

  Source *f = &pp->src[pp_top_file(pp)];
  SourceFile *cur =
      srcmgr_file(&pp->ctx->sources, f->alias ? f->alias : f->fi->file);
  if (!marker)
    system = f->sys_flag != 0;
  const char *fname = have_name ? (name.data ? name.data : "") : cur->name;
  f->alias = alias_file(pp, fname, system);
  f->sys_flag = system ? TF_SYSTEM : 0;
  /* The line after the directive is `line`.  Directive tokens are still
   * physical here, even when they came from an expansion of the line. */
  uint32_t phys_next = (exp ? hash->loc.line : last->loc.line) + 1;
  f->line_delta = (int64_t)line - (int64_t)phys_next;
out:
  sb_free(&name);
  pp_put_buf(pp, exp);
}

/* ---- #error and #warning ------------------------------------------------ */

/* The message is the rest of the line as written, leading blanks removed
 * (clang keeps comments and trailing blanks too). */
static void do_diagnostic(Preprocessor *pp, const Token *dir, const Token *toks,
                          size_t n, DiagLevel level) {
  Strbuf msg = {0};
  size_t len;
  const char *line =
      srcmgr_line(&pp->ctx->sources, dir->loc.file, dir->loc.line, &len);
  bool one_line = line && (n == 0 || toks[n - 1].loc.line == dir->loc.line);
  if (one_line) {
    size_t at = dir->loc.col - 1 + dir->loc.len;
    while (at < len && (line[at] == ' ' || line[at] == '\t'))
      at++;
    if (at < len)
      sb_append(&msg, line + at, len - at);
  } else {
    for (size_t i = 0; i < n; i++) {
      if (i && (toks[i].flags & (TF_SPACE | TF_BOL)))
        sb_putc(&msg, ' ');
      sb_puts(&msg, toks[i].text);
    }
  }
  const char *text = msg.data ? msg.data : "";
  if (level == DIAG_WARNING)
    pp_warn(pp, dloc(pp, dir), "%s", text);
  else
    diag_error(diags(pp), dloc(pp, dir), "%s", text);
  sb_free(&msg);
}

/* ---- #pragma (C17 6.10.6) and _Pragma (6.10.9) -------------------------- */

/* Carries out `#pragma toks`: `once` and push_macro/pop_macro act here;
 * every pragma but `once` goes on to the parser as one TOK_PRAGMA whose
 * text is its tokens joined by single spaces.  Loop pragmas (unroll, omp)
 * have their operands macro-expanded, as clang's handlers read them; the
 * others keep their spelling.  False if nothing is left to pass on. */
static bool do_pragma(Preprocessor *pp, const Token *at, const Token *toks,
                      size_t n, Token *out) {
  const char *w = n && toks[0].kind == TOK_IDENT ? toks[0].text : NULL;
  Source *f = &pp->src[pp_top_file(pp)];
  if (w == pp->id.once) {
    if (f->dir_index == DIR_MAIN)
      pp_warn(pp, toks[0].loc, "#pragma once in main file");
    f->fi->once = true;
    return false;
  }
  /* Acted on here, and passed on all the same: -E output keeps it. */
  pp_pragma_diagnostic(pp, toks, n);
  if ((w == pp->id.push_macro || w == pp->id.pop_macro) && n >= 4 &&
      toks[1].kind == TOK_LPAREN && toks[2].kind == TOK_STRING &&
      toks[2].text[0] == '"') {
    const char *s = toks[2].text;
    const char *name = intern(&pp->ctx->strings, s + 1, interned_len(s) - 2);
    if (w == pp->id.push_macro) {
      struct MacroPush p = {name, pp_lookup(pp, name)};
      VEC_PUSH(&pp->arena, pp->pushed_macros, p);
    } else {
      for (size_t i = pp->pushed_macros.len; i-- > 0;) {
        if (pp->pushed_macros.data[i].name != name)
          continue;
        pp_slot_add(pp, name)->macro = pp->pushed_macros.data[i].macro;
        memmove(&pp->pushed_macros.data[i], &pp->pushed_macros.data[i + 1],
                (pp->pushed_macros.len - i - 1) *
                    sizeof *pp->pushed_macros.data);
        pp->pushed_macros.len--;
        break;
      }
    }
  }
  bool expand = w == pp->id.unroll || w == pp->id.nounroll ||
                w == pp->id.unroll_and_jam || w == pp->id.nounroll_and_jam ||
                w == pp->id.omp;
  TokBuf *exp = NULL;
  Strbuf *sb = &pp->scratch;
  sb->len = 0;
  if (n) {
    sb_puts(sb, toks[0].text);
    const Token *rest = toks + 1;
    size_t nrest = n - 1;
    if (expand && nrest) {
      exp = pp_get_buf(pp);
      pp_expand_line(pp, rest, nrest, exp);
      rest = exp->data;
      nrest = exp->len;
      sb = &pp->scratch; /* expansion may have used it; rebuild */
      sb->len = 0;
      sb_puts(sb, toks[0].text);
    }
    for (size_t i = 0; i < nrest; i++) {
      sb_putc(sb, ' ');
      sb_puts(sb, rest[i].text);
    }
  }
  *out = *at;
  out->kind = TOK_PRAGMA;
  out->text = intern(&pp->ctx->strings, sb->data ? sb->data : "", sb->len);
  out->flags = (at->flags | TF_BOL) & ~TF_NOEXPAND;
  pp_put_buf(pp, exp);
  return true;
}

/* _Pragma ( string-literal ) (C17 6.10.9): the literal is destringized and
 * carried out as a #pragma.  Inside a macro argument being expanded it is
 * left alone, to act where the argument lands (clang does the same). */
bool pp_pragma_operator(Preprocessor *pp, Token *tok) {
  if (pp->preexpand)
    return true;
  Diags *d = diags(pp);
  size_t keep = pp_top_file(pp) + 1;
  if (!pp_peek_lparen(pp)) {
    diag_error(d, tok->loc, "_Pragma takes a parenthesized string literal");
    return false;
  }
  Token t, str;
  pp_next_raw(pp, &t, keep); /* ( */
  pp_next_raw(pp, &str, keep);
  const Token *close = pp_peek_raw(pp);
  if (str.kind != TOK_STRING || !close || close->kind != TOK_RPAREN) {
    diag_error(d, tok->loc, "_Pragma takes a parenthesized string literal");
    if (str.kind != TOK_RPAREN && close && close->kind == TOK_RPAREN)
      pp_next_raw(pp, &t, keep); /* resynchronise at a near ')' */
    return false;
  }
  pp_next_raw(pp, &t, keep); /* ) */

  /* 6.10.9p1: delete the encoding prefix and the quotes, replace \" by "
   * and \\ by \; the result is processed as the tokens of a #pragma. */
  const char *s = strchr(str.text, '"') + 1;
  const char *e = str.text + interned_len(str.text) - 1;
  Strbuf text = {0};
  for (; s < e; s++) {
    if (*s == '\\' && s + 1 < e && (s[1] == '"' || s[1] == '\\'))
      s++;
    sb_putc(&text, *s);
  }
  if (!text.data)
    sb_putc(&text, ' ');
  TokBuf *toks = pp_get_buf(pp);
  scan_string(pp->ctx, text.data, text.len, tok->loc, toks);
  sb_free(&text);
  Token at = *tok;
  bool r = do_pragma(pp, &at, toks->data, toks->len, tok);
  pp_put_buf(pp, toks);
  return r;
}

/* ---- dispatch ----------------------------------------------------------- */

/* Carries out the directive that starts with `hash`, the `#` just read
 * from the file on top of the stack.  True when it leaves a token to pass
 * on (a pragma) in *out. */
bool pp_directive(Preprocessor *pp, const Token *hash, Token *out) {
  Source *s = &pp->src[pp->nsrc - 1];
  const Token *line = &s->toks[s->pos];
  size_t n = 0;
  while (s->pos + n < s->len && !(line[n].flags & TF_BOL))
    n++;
  s->pos += n;
  if (n == 0)
    return false; /* the null directive, 6.10.7 */

  const Token *dir = &line[0];
  const Token *args = line + 1;
  size_t nargs = n - 1;
  if (dir->kind == TOK_NUMBER) {
    do_line(pp, hash, dir, line, n, true);
    return false;
  }
  const char *d = dir->kind == TOK_IDENT ? dir->text : NULL;
  if (d == pp->id.define)
    do_define(pp, dir, args, nargs);
  else if (d == pp->id.undef)
    do_undef(pp, dir, args, nargs);
  else if (d == pp->id.include || d == pp->id.include_next) {
    TokBuf *tmp;
    const Token *a = mapped(pp, args, nargs, &tmp);
    pp_include_directive(pp, dir, args, a, nargs, d == pp->id.include_next);
    pp_put_buf(pp, tmp);
  } else if (d == pp->id.if_ || d == pp->id.ifdef || d == pp->id.ifndef)
    do_if(pp, hash, dir, args, nargs);
  else if (d == pp->id.elif || d == pp->id.elifdef || d == pp->id.elifndef)
    do_elif(pp, dir, args, nargs);
  else if (d == pp->id.else_)
    do_else(pp, dir, args, nargs);
  else if (d == pp->id.endif)
    do_endif(pp, dir, args, nargs);
  else if (d == pp->id.line)
    do_line(pp, hash, dir, args, nargs, false);
  else if (d == pp->id.error)
    do_diagnostic(pp, dir, args, nargs, DIAG_ERROR);
  else if (d == pp->id.warning)
    do_diagnostic(pp, dir, args, nargs, DIAG_WARNING);
  else if (d == pp->id.pragma) {
    Token at = *hash;
    at.loc = dloc(pp, hash);
    at.flags |= s->sys_flag;
    TokBuf *tmp;
    const Token *a = mapped(pp, args, nargs, &tmp);
    bool r = do_pragma(pp, &at, a, nargs, out);
    pp_put_buf(pp, tmp);
    return r;
  } else
    diag_error(diags(pp), dloc(pp, dir), "invalid preprocessing directive");
  return false;
}
