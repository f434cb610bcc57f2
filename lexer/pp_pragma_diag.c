/* pp_pragma_diag.c - `#pragma clang diagnostic` and `#pragma GCC
 * diagnostic`: push, pop, and ignored/warning/error/fatal "-Wname", with
 * clang's words for each way of writing one wrong.  The choices go to the
 * Diags (common/warnings.c), which apply them by location, so that they
 * reach warnings sema gives long after the preprocessor has moved on. */
#include "pp_internal.h"

#include <string.h>

/* Where clang points when something is missing: the end of the
 * pragma's line (after any comment), or just past `t` in a _Pragma. */
static SrcLoc line_end(Preprocessor *pp, const Token *t) {
  SrcLoc l = t->loc;
  size_t len;
  if (l.file < SRC_MACRO_BASE && srcmgr_line(&pp->ctx->sources, l.file, l.line, &len))
    l.col = (uint32_t)len + 1;
  else
    l.col += l.len;
  l.len = 1;
  return l;
}

static bool is(const Token *t, const char *word) {
  return t->kind == TOK_IDENT && !strcmp(t->text, word);
}

static void malformed(Preprocessor *pp, SrcLoc at, const char *msg) {
  SourceFile *f = srcmgr_file(&pp->ctx->sources, srcmgr_real_file(&pp->ctx->sources, at.file));
  if (f && f->is_system)
    return;
  diag_warn(&pp->ctx->diags, W_MALFORMED_PRAGMA, at, "%s", msg);
}

/* Warns of what follows the pragma's last operand. */
static void extra_tokens(Preprocessor *pp, const Token *toks, size_t n, size_t used) {
  if (used < n)
    malformed(pp, toks[used].loc, "unexpected token in pragma diagnostic");
}

/* Where the pragma takes effect.  A _Pragma from a macro's replacement
 * is located at the invocation; when it follows some of the invocation's
 * arguments (a macro that wraps its argument in push and pop), it takes
 * effect after them. */
static SrcLoc effect_loc(Preprocessor *pp, const Token *t) {
  SourceManager *sm = &pp->ctx->sources;
  SrcLoc at = pp_file_loc(pp, t->loc);
  if (!pp->out.len)
    return at;
  SrcLoc last = srcmgr_written_at(sm, pp->out.data[pp->out.len - 1].loc);
  if (srcmgr_real_file(sm, last.file) == srcmgr_real_file(sm, at.file) &&
      (last.line > at.line || (last.line == at.line && last.col > at.col))) {
    at = last;
    at.col += last.len;
  }
  return at;
}

bool pp_pragma_diagnostic(Preprocessor *pp, const Token *toks, size_t n) {
  if (n < 2 || !(is(&toks[0], "clang") || is(&toks[0], "GCC")) ||
      !is(&toks[1], "diagnostic"))
    return false;
  Diags *d = &pp->ctx->diags;
  if (n < 3 || toks[2].kind != TOK_IDENT) {
    malformed(pp, line_end(pp, &toks[n < 3 ? 1 : 2]),
              "pragma diagnostic expected 'error', 'warning', 'ignored', "
              "'fatal', 'push', or 'pop'");
    return true;
  }
  const Token *action = &toks[2];
  SrcLoc at = effect_loc(pp, action);
  if (is(action, "push")) {
    diags_pragma_push(d);
    extra_tokens(pp, toks, n, 3);
    return true;
  }
  if (is(action, "pop")) {
    if (!diags_pragma_pop(d, at))
      malformed(pp, line_end(pp, action), "pragma diagnostic pop could not pop, no matching push");
    extra_tokens(pp, toks, n, 3);
    return true;
  }
  DiagPragmaState state;
  if (is(action, "ignored"))
    state = PRAGMA_IGNORED;
  else if (is(action, "warning"))
    state = PRAGMA_WARNING;
  else if (is(action, "error"))
    state = PRAGMA_ERROR;
  else if (is(action, "fatal"))
    state = PRAGMA_FATAL;
  else {
    malformed(pp, line_end(pp, action),
              "pragma diagnostic expected 'error', 'warning', 'ignored', "
              "'fatal', 'push', or 'pop'");
    return true;
  }
  /* The option: plain string literals, adjacent ones joined. */
  size_t i = 3;
  Strbuf *name = &pp->scratch;
  name->len = 0;
  while (i < n && toks[i].kind == TOK_STRING && toks[i].text[0] == '"') {
    const char *s = toks[i].text;
    sb_append(name, s + 1, interned_len(s) - 2);
    i++;
  }
  if (i == 3) {
    diag_error(d, i < n ? toks[i].loc : line_end(pp, action),
               "expected string literal in pragma diagnostic");
    return true;
  }
  const char *option = name->data;
  int r = strncmp(option, "-W", 2) || !option[2]
              ? -1
              : diags_pragma_set(d, at, option, state);
  if (r == -1)
    malformed(pp, toks[3].loc, "pragma diagnostic expected option name (e.g. \"-Wundef\")");
  else if (r == -2)
    diag_warn(d, W_UNKNOWN_WARNING_OPTION, toks[3].loc,
              "unknown warning group '%s', ignored", option);
  extra_tokens(pp, toks, n, i);
  return true;
}
