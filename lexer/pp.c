/* pp.c - the preprocessor's public face and its token reader
 * (C17 5.1.1.2 phase 4, 6.10).
 *
 * pp_run() pulls tokens through pp_next(), which expands macros, from
 * pp_next_raw(), which walks the source stack described in pp_internal.h
 * and hands every `#` at the start of a file line to pp_directive().
 * Directives live in pp_directive.c and pp_include.c, macro expansion in
 * pp_macro.c, #if arithmetic in pp_expr.c, the -E writer in pp_text.c. */
#include "pp_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- pointer maps ------------------------------------------------------- */

void *ptrmap_get(const PtrMap *m, const void *key, bool *found) {
  *found = false;
  if (!m->cap)
    return NULL;
  for (size_t i = hash_ptr(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    if (!m->keys[i])
      return NULL;
    if (m->keys[i] == key) {
      *found = true;
      return m->vals[i];
    }
  }
}

void ptrmap_put(PtrMap *m, const void *key, void *val) {
  if ((m->count + 1) * 2 > m->cap) {
    PtrMap n = {0};
    n.cap = m->cap ? m->cap * 2 : 64;
    n.keys = calloc(n.cap, sizeof *n.keys);
    n.vals = calloc(n.cap, sizeof *n.vals);
    if (!n.keys || !n.vals)
      abort();
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i])
        ptrmap_put(&n, m->keys[i], m->vals[i]);
    ptrmap_free(m);
    *m = n;
  }
  size_t i = hash_ptr(key) & (m->cap - 1);
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & (m->cap - 1);
  if (!m->keys[i])
    m->count++;
  m->keys[i] = key;
  m->vals[i] = val;
}

void ptrmap_free(PtrMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- token buffer pool: expansions allocate nothing in the steady state */

TokBuf *pp_get_buf(Preprocessor *pp) {
  TokBuf *b = pp->free_bufs;
  if (b) {
    pp->free_bufs = b->next;
  } else {
    b = calloc(1, sizeof *b);
    if (!b)
      abort();
    VEC_PUSH(&pp->arena, pp->all_bufs, b);
  }
  b->len = 0;
  b->next = NULL;
  return b;
}

void pp_put_buf(Preprocessor *pp, TokBuf *b) {
  if (!b)
    return;
  b->next = pp->free_bufs;
  pp->free_bufs = b;
}

/* ---- creation and options ----------------------------------------------- */

/* __DATE__ and __TIME__ (C17 6.10.8.1) are fixed for the whole run; with
 * SOURCE_DATE_EPOCH they are reproducible (UTC, as clang does). */
static void pp_init_date(Preprocessor *pp) {
  static const char months[12][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  const char *epoch = getenv("SOURCE_DATE_EPOCH");
  struct tm tm;
  time_t t;
  bool ok;
  if (epoch && *epoch) {
    char *end;
    long long v = strtoll(epoch, &end, 10);
    t = (time_t)v;
    ok = *end == 0 && gmtime_r(&t, &tm);
  } else {
    t = time(NULL);
    ok = localtime_r(&t, &tm) != NULL;
  }
  if (!ok) {
    snprintf(pp->date, sizeof pp->date, "??? ?? ????");
    snprintf(pp->time, sizeof pp->time, "??:??:??");
    return;
  }
  snprintf(pp->date, sizeof pp->date, "%s %2d %4d", months[tm.tm_mon % 12],
           tm.tm_mday, tm.tm_year + 1900);
  snprintf(pp->time, sizeof pp->time, "%02d:%02d:%02d", tm.tm_hour, tm.tm_min,
           tm.tm_sec);
}

Preprocessor *pp_create(Ctx *ctx) {
  Preprocessor *pp = calloc(1, sizeof *pp);
  if (!pp)
    return NULL;
  pp->ctx = ctx;
  pp->expansion_limit = PP_EXPANSION_LIMIT;
  arena_init(&pp->arena);
  Interner *in = &ctx->strings;
#define ID(field, s) pp->id.field = intern_cstr(in, s)
  ID(define, "define");
  ID(undef, "undef");
  ID(include, "include");
  ID(include_next, "include_next");
  ID(if_, "if");
  ID(ifdef, "ifdef");
  ID(ifndef, "ifndef");
  ID(elif, "elif");
  ID(elifdef, "elifdef");
  ID(elifndef, "elifndef");
  ID(else_, "else");
  ID(endif, "endif");
  ID(line, "line");
  ID(error, "error");
  ID(warning, "warning");
  ID(pragma, "pragma");
  ID(defined, "defined");
  ID(va_args, "__VA_ARGS__");
  ID(va_opt, "__VA_OPT__");
  ID(once, "once");
  ID(push_macro, "push_macro");
  ID(pop_macro, "pop_macro");
  ID(unroll, "unroll");
  ID(nounroll, "nounroll");
  ID(unroll_and_jam, "unroll_and_jam");
  ID(nounroll_and_jam, "nounroll_and_jam");
  ID(omp, "omp");
  ID(has_include, "__has_include");
  ID(has_include_next, "__has_include_next");
  ID(pragma_op, "_Pragma");
#undef ID
  pp_init_date(pp);
  pp_define_builtins(pp);
  return pp;
}

void pp_destroy(Preprocessor *pp) {
  if (!pp)
    return;
  for (size_t i = 0; i < pp->all_bufs.len; i++) {
    tokbuf_free(pp->all_bufs.data[i]);
    free(pp->all_bufs.data[i]);
  }
  for (size_t i = 0; i < pp->all_args.len; i++) {
    free(pp->all_args.data[i]->a);
    free(pp->all_args.data[i]);
  }
  for (size_t i = 0; i < pp->nsrc; i++)
    if (pp->src[i].kind == SRC_FILE)
      scan_close(pp->src[i].scan);
  ptrmap_free(&pp->files_by_path);
  ptrmap_free(&pp->memory_headers);
  free(pp->macros);
  free(pp->src);
  free(pp->cond);
  tokbuf_free(&pp->out);
  sb_free(&pp->cmdline);
  sb_free(&pp->scratch);
  arena_free(&pp->arena);
  free(pp);
}

void pp_add_include_dir(Preprocessor *pp, const char *dir, bool system) {
  SearchDir d = {arena_strdup(&pp->arena, dir), system};
  if (system)
    VEC_PUSH(&pp->arena, pp->system_dirs, d);
  else
    VEC_PUSH(&pp->arena, pp->user_dirs, d);
}

/* The text is only remembered here; pp_enter_file copies it into the
 * compilation when the header is first included (see lexer.h). */
void pp_add_memory_header(Preprocessor *pp, const char *name, const char *text,
                          size_t len, bool system) {
  FileInfo *fi = arena_alloc(&pp->arena, sizeof *fi);
  fi->path = intern_cstr(&pp->ctx->strings, name);
  fi->is_memory = true;
  fi->is_system = system;
  fi->mem_text = text;
  fi->mem_len = len;
  ptrmap_put(&pp->memory_headers, fi->path, fi);
}

/* -D and -U become directives of a "<command line>" buffer read before the
 * main file, as clang does, so that -D'F(x)=x+1' needs no parser of its
 * own. */
void pp_define(Preprocessor *pp, const char *name, const char *value,
               bool target_dependent) {
  sb_puts(&pp->cmdline, "#define ");
  sb_puts(&pp->cmdline, name);
  sb_putc(&pp->cmdline, ' ');
  for (const char *v = value ? value : "1"; *v; v++)
    sb_putc(&pp->cmdline, *v == '\n' || *v == '\r' ? ' ' : *v);
  sb_putc(&pp->cmdline, '\n');
  if (target_dependent) {
    size_t n = strcspn(name, "(");
    pp_slot_add(pp, intern(&pp->ctx->strings, name, n))->target_dependent =
        true;
  }
}

void pp_undef(Preprocessor *pp, const char *name) {
  sb_printf(&pp->cmdline, "#undef %s\n", name);
}

void pp_add_forced_include(Preprocessor *pp, const char *name) {
  sb_puts(&pp->cmdline, "#include \"");
  for (const char *c = name; *c; c++) {
    if (*c == '"' || *c == '\\')
      sb_putc(&pp->cmdline, '\\');
    sb_putc(&pp->cmdline, *c);
  }
  sb_puts(&pp->cmdline, "\"\n");
}

void pp_set_builtin_query(Preprocessor *pp, PpBuiltinQuery *has_builtin, const void *user) {
  pp->has_builtin = has_builtin;
  pp->has_builtin_user = user;
}

bool pp_used_target_macros(const Preprocessor *pp) { return pp->used_target; }

/* A warning, unless it is located in a system header: like clang, the
 * stdlib and -isystem headers do not warn.  True if reported. */
bool pp_warn(Preprocessor *pp, SrcLoc loc, const char *fmt, ...) {
  SourceFile *f = srcmgr_file(&pp->ctx->sources, loc.file);
  if (f && f->is_system)
    return false;
  unsigned before = pp->ctx->diags.warnings;
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(&pp->ctx->diags, DIAG_WARNING, loc, fmt, ap);
  va_end(ap);
  return pp->ctx->diags.warnings != before;
}

/* ---- the source stack --------------------------------------------------- */

void pp_push_source(Preprocessor *pp, Source s) {
  if (pp->nsrc == pp->src_cap) {
    pp->src_cap = pp->src_cap ? pp->src_cap * 2 : 32;
    pp->src = realloc(pp->src, pp->src_cap * sizeof *pp->src);
    if (!pp->src)
      abort();
  }
  pp->src[pp->nsrc++] = s;
  if (s.kind == SRC_MACRO)
    s.macro->disabled = true;
}

void pp_limit_expansion(Preprocessor *pp, uint64_t tokens) {
  pp->expansion_limit = tokens;
}

/* Each entry of a file scans it, a chunk of lines at a time: a file that
 * comes back (no guard, or its guard undefined) is scanned again.
 * Nothing keeps pointers into a chunk once the next is read: what
 * outlives it (output, macro bodies, arguments) holds copies, and a
 * directive's line is always within one chunk. */
enum { PP_CHUNK_TOKENS = 2048 };

bool pp_next_lines(Source *s) {
  s->base += s->len;
  s->pos = 0;
  if (scan_lines(s->scan, PP_CHUNK_TOKENS, &s->toks, &s->len))
    return true;
  s->len = 0;
  return false;
}

void pp_pop_source(Preprocessor *pp) {
  Source *s = &pp->src[--pp->nsrc];
  if (s->kind == SRC_MACRO) {
    s->macro->disabled = false; /* 6.10.3.4p2: its rescan is over */
    pp_put_buf(pp, s->buf);
  } else if (s->kind == SRC_FILE) {
    if (!s->cmdline)
      pp->include_depth--;
    scan_close(s->scan);
  }
}

size_t pp_top_file(Preprocessor *pp) {
  size_t i = pp->nsrc;
  while (i > 0 && pp->src[i - 1].kind != SRC_FILE)
    i--;
  return i - 1;
}

/* A location in the top file as #line presents it. */
SrcLoc pp_file_loc(Preprocessor *pp, SrcLoc loc) {
  if (pp->nsrc == 0)
    return loc;
  Source *f = &pp->src[pp_top_file(pp)];
  if (f->alias && loc.file == f->fi->file) {
    loc.file = f->alias;
    loc.line = (uint32_t)((int64_t)loc.line + f->line_delta);
  }
  return loc;
}

Token pp_eof_token(Preprocessor *pp) {
  Token t = {TOK_EOF, TF_BOL, {pp->main_file, 0, 0, 0}, ""};
  return t;
}

/* ---- reading ------------------------------------------------------------ */

/* The next token with no macro expanded.  Exhausted replacement lists are
 * popped (re-enabling their macros); a barrier answers EOF; a file answers
 * EOF when it is one of the bottom `keep` sources, else its end is handled
 * (unterminated #if) and the includer continues.  Directives are carried
 * out as they come: only a `#` first on a line of a file starts one (C17
 * 6.10p2), never one that a macro produced. */
void pp_next_raw(Preprocessor *pp, Token *out, size_t keep) {
  for (;;) {
    if (pp->ctx->diags.stopped || pp->nsrc == 0) {
      *out = pp_eof_token(pp);
      return;
    }
    Source *s = &pp->src[pp->nsrc - 1];
    if (s->pos == s->len) {
      if (s->kind == SRC_FILE && pp_next_lines(s))
        continue;
      if (s->kind == SRC_MACRO) {
        pp_pop_source(pp);
        continue;
      }
      if (s->kind == SRC_BARRIER || pp->nsrc <= keep) {
        *out = pp_eof_token(pp);
        return;
      }
      pp_end_of_file(pp);
      continue;
    }
    const Token *t = &s->toks[s->pos++];
    if (s->kind == SRC_FILE) {
      if (t->kind == TOK_HASH && (t->flags & TF_BOL)) {
        if (pp_directive(pp, t, out))
          return;
        continue;
      }
      *out = *t;
      out->flags |= s->sys_flag;
      if (s->alias) {
        out->loc.file = s->alias;
        out->loc.line = (uint32_t)((int64_t)out->loc.line + s->line_delta);
      }
      pp->last_kind = SRC_FILE;
      pp->last_end_line = out->loc.line;
      return;
    }
    *out = *t;
    pp->last_kind = s->kind;
    pp->last_end_line = s->kind == SRC_MACRO ? s->end_line : t->loc.line;
    return;
  }
}

/* The next token, if it can be had without popping a file or a barrier or
 * carrying out a directive; NULL otherwise.  Exhausted replacement lists
 * are looked through without being popped, as clang does. */
const Token *pp_peek_raw(Preprocessor *pp) {
  for (size_t i = pp->nsrc; i-- > 0;) {
    Source *s = &pp->src[i];
    if (s->pos == s->len && s->kind == SRC_FILE)
      pp_next_lines(s);
    if (s->pos < s->len) {
      const Token *t = &s->toks[s->pos];
      if (s->kind == SRC_FILE && t->kind == TOK_HASH && (t->flags & TF_BOL))
        return NULL;
      return t;
    }
    if (s->kind != SRC_MACRO)
      return NULL;
  }
  return NULL;
}

/* Is the next token a '(' (C17 6.10.3p10)?  A function-like macro name
 * followed by a directive line or the end of its file is no call. */
bool pp_peek_lparen(Preprocessor *pp) {
  const Token *t = pp_peek_raw(pp);
  return t && t->kind == TOK_LPAREN;
}

/* The operand of `defined` in #if (C17 6.10.1p1): `defined X` or
 * `defined ( X )`, never macro-expanded. */
static void pp_defined_operator(Preprocessor *pp, Token *tok) {
  Token t, name;
  if (pp->last_kind == SRC_MACRO)
    pp_warn(pp, tok->loc,
            "macro expansion producing 'defined' has undefined behavior");
  pp_next_raw(pp, &t, 1);
  bool paren = t.kind == TOK_LPAREN;
  SrcLoc lparen = t.loc;
  if (paren)
    pp_next_raw(pp, &t, 1);
  if (t.kind != TOK_IDENT) {
    SrcLoc at = t.loc;
    if (t.kind == TOK_EOF) { /* just past `defined` or its '(' */
      at = paren ? lparen : tok->loc;
      at.col += at.len;
      at.len = 1;
    }
    diag_error(&pp->ctx->diags, at,
               t.kind == TOK_EOF ? "macro name missing"
                                 : "macro name must be an identifier");
    pp->in_if_error = true;
    return;
  }
  name = t;
  if (paren) {
    pp_next_raw(pp, &t, 1);
    if (t.kind != TOK_RPAREN) {
      diag_error(&pp->ctx->diags, t.kind == TOK_EOF ? name.loc : t.loc,
                 "missing ')' after 'defined'");
      diag_note(&pp->ctx->diags, lparen, "to match this '('");
      pp->in_if_error = true;
      return;
    }
  }
  MacroSlot *slot = pp_slot(pp, name.text);
  if (slot && slot->target_dependent)
    pp->used_target = true;
  *tok = pp_number_token(pp, tok, slot && slot->macro ? 1 : 0);
}

/* The next token after macro replacement (C17 6.10.3). */
void pp_next(Preprocessor *pp, Token *out) {
  for (;;) {
    pp_next_raw(pp, out, 1);
    if (out->kind == TOK_EOF) {
      pp->pending_flags = 0;
      return;
    }
    if (out->kind == TOK_IDENT && !(out->flags & TF_NOEXPAND)) {
      if (pp->in_if && out->text == pp->id.defined) {
        pp_defined_operator(pp, out);
        if (pp->in_if_error)
          continue;
        break;
      }
      MacroSlot *slot = pp_slot(pp, out->text);
      Macro *m = slot ? slot->macro : NULL;
      if (slot && slot->target_dependent)
        pp->used_target = true;
      if (m && m->disabled) {
        /* 6.10.3.4p2: painted blue, never to be replaced again. */
        out->flags |= TF_NOEXPAND;
      } else if (m && m->kind == MACRO_BUILTIN) {
        out->flags |= pp->pending_flags;
        pp->pending_flags = 0;
        if (!pp_expand_builtin(pp, m, out))
          continue;
        return;
      } else if (m && (m->kind == MACRO_OBJECT || pp_peek_lparen(pp))) {
        out->flags |= pp->pending_flags;
        pp->pending_flags = 0;
        if (pp_expand_macro(pp, m, out))
          continue;
      }
    }
    break;
  }
  out->flags |= pp->pending_flags;
  pp->pending_flags = 0;
}

/* Expands `toks` on their own, as the operands of #include, #line and #if
 * are (C17 6.10.2p4, 6.10.4p5, 6.10.1p4): behind a barrier, so that a
 * macro call cannot run past the end of the line. */
void pp_expand_line(Preprocessor *pp, const Token *toks, size_t n,
                    TokBuf *out) {
  Source s = {.kind = SRC_BARRIER, .toks = toks, .len = n};
  size_t depth = pp->nsrc;
  pp_push_source(pp, s);
  pp->in_directive_expr++;
  for (;;) {
    Token t;
    pp_next(pp, &t);
    if (t.kind == TOK_EOF)
      break;
    tokbuf_push(out, &t);
  }
  pp->in_directive_expr--;
  while (pp->nsrc > depth) /* after a fatal error, macros may remain */
    pp_pop_source(pp);
}

Token pp_number_token(Preprocessor *pp, const Token *at, long long v) {
  char buf[32];
  int n = snprintf(buf, sizeof buf, "%lld", v);
  Token t = *at;
  t.kind = TOK_NUMBER;
  t.text = intern(&pp->ctx->strings, buf, (size_t)n);
  t.loc.len = (uint32_t)n;
  t.flags &= ~TF_NOEXPAND;
  return t;
}

/* A string literal token spelling `s` (C17 6.10.3.2p2 escaping). */
Token pp_string_token(Preprocessor *pp, const Token *at, const char *s,
                      size_t n) {
  Strbuf *sb = &pp->scratch;
  sb->len = 0;
  sb_putc(sb, '"');
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '"' || s[i] == '\\')
      sb_putc(sb, '\\');
    sb_putc(sb, s[i]);
  }
  sb_putc(sb, '"');
  Token t = *at;
  t.kind = TOK_STRING;
  t.text = intern(&pp->ctx->strings, sb->data, sb->len);
  t.flags &= ~TF_NOEXPAND;
  return t;
}

/* ---- the run ------------------------------------------------------------ */

TokenArray pp_run(Preprocessor *pp, uint32_t main_file) {
  Ctx *ctx = pp->ctx;
  pp->main_file = main_file;
  SourceFile *mf = srcmgr_file(&ctx->sources, main_file);
  pp->main_name = mf ? mf->name : "";
  pp_build_search_path(pp);

  FileInfo *main = pp_main_file_info(pp, main_file);
  pp_enter_file(pp, main, DIR_MAIN, NULL);
  /* The output holds about as many tokens as the main file, rarely more
   * than one for every two bytes: room for them at once spares the
   * doubling copies (every one a fresh, zeroed set of pages), and the
   * room not written costs no memory; what macros and headers add may
   * still grow it. */
  tokbuf_reserve(&pp->out, (mf ? mf->size : 0) / 2 + 1024);
  if (pp->cmdline.len) {
    uint32_t id = srcmgr_add(&ctx->sources, "<command line>", pp->cmdline.data,
                             pp->cmdline.len, false);
    FileInfo *fi = arena_alloc(&pp->arena, sizeof *fi);
    fi->path = srcmgr_file(&ctx->sources, id)->name;
    fi->file = id;
    pp_enter_file(pp, fi, DIR_RELATIVE, NULL);
    pp->include_depth--; /* the command line is no level of inclusion */
    Source *cl = &pp->src[pp->nsrc - 1];
    cl->cmdline = true;
    cl->included = true; /* -E shows it entered and left, as clang does */
    cl->return_line = 1;
    IncludeEvent ev = {0, id, 0, true};
    VEC_PUSH(&pp->arena, pp->events, ev);
  }

  pp->out.len = 0;
  for (;;) {
    Token t;
    pp_next(pp, &t);
    if (t.kind == TOK_EOF)
      break;
    if (tok_is_unterminated(&t)) {
      SrcLoc loc = t.loc;
      loc.len = 1;
      diag_error(&ctx->diags, loc,
                 t.text[strcspn(t.text, "'\"")] == '\''
                     ? "missing terminating ' character"
                     : "missing terminating '\"' character");
    }
    if (t.kind == TOK_OTHER && (unsigned char)t.text[0] >= 0x80) {
      SrcLoc loc = t.loc; /* lexer/scan.re: bytes that are no UTF-8 */
      loc.len = 1;
      diag_error(&ctx->diags, loc, "source file is not valid UTF-8");
      continue;
    }
    tokbuf_push(&pp->out, &t);
  }
  if (!ctx->diags.stopped && pp->nsrc > 0)
    pp_end_of_file(pp);
  while (pp->nsrc > 0)
    pp_pop_source(pp);

  /* TOK_EOF sits at the end of the main file's last line, as in clang. */
  Token eof = pp_eof_token(pp);
  const char *text = mf ? mf->text : "";
  size_t end = mf ? mf->size : 0, bol = 0;
  if (end && text[end - 1] == '\n')
    end--;
  if (end && text[end - 1] == '\r')
    end--;
  eof.loc.line = 1;
  for (const char *p = text; (p = memchr(p, '\n', (size_t)(text + end - p)));
       p++) {
    eof.loc.line++;
    bol = (size_t)(p + 1 - text);
  }
  eof.loc.col = (uint32_t)(end - bol) + 1;
  tokbuf_push(&pp->out, &eof);

  /* The array belongs to the compilation, not to the preprocessor. */
  TokenArray r;
  r.len = r.cap = pp->out.len;
  r.data = arena_adopt(&ctx->arena, pp->out.data, pp->out.cap * sizeof *r.data);
  memset(&pp->out, 0, sizeof pp->out);
  return r;
}
