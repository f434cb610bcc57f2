/* pp_text.c - preprocessed tokens back to text, for -E.
 *
 * The form is clang's: `# N "file" FLAGS` line markers (1 entering an
 * include, 2 returning to the includer, 3 a system header), tokens on the
 * line they came from when possible (up to 8 blank lines, else a marker),
 * the first token of a line indented to its column, one space where the
 * source had white space, and a space wherever two tokens would otherwise
 * run together into other tokens, so that the text scans back to the same
 * tokens. */
#include "pp_internal.h"

#include <stdlib.h>
#include <string.h>

const char *tok_kind_spelling(TokKind k) {
  static const char *const names[TOK_KIND_COUNT] = {
      [TOK_EOF] = "end of file",
      [TOK_IDENT] = "identifier",
      [TOK_NUMBER] = "numeric constant",
      [TOK_CHAR] = "character constant",
      [TOK_STRING] = "string literal",
      [TOK_PRAGMA] = "#pragma",
      [TOK_OTHER] = "unknown token",
      [TOK_LBRACKET] = "[",
      [TOK_RBRACKET] = "]",
      [TOK_LPAREN] = "(",
      [TOK_RPAREN] = ")",
      [TOK_LBRACE] = "{",
      [TOK_RBRACE] = "}",
      [TOK_DOT] = ".",
      [TOK_ARROW] = "->",
      [TOK_INC] = "++",
      [TOK_DEC] = "--",
      [TOK_AMP] = "&",
      [TOK_STAR] = "*",
      [TOK_PLUS] = "+",
      [TOK_MINUS] = "-",
      [TOK_TILDE] = "~",
      [TOK_BANG] = "!",
      [TOK_SLASH] = "/",
      [TOK_PERCENT] = "%",
      [TOK_SHL] = "<<",
      [TOK_SHR] = ">>",
      [TOK_LT] = "<",
      [TOK_GT] = ">",
      [TOK_LE] = "<=",
      [TOK_GE] = ">=",
      [TOK_EQEQ] = "==",
      [TOK_NE] = "!=",
      [TOK_CARET] = "^",
      [TOK_PIPE] = "|",
      [TOK_ANDAND] = "&&",
      [TOK_OROR] = "||",
      [TOK_QUESTION] = "?",
      [TOK_COLON] = ":",
      [TOK_COLONCOLON] = "::",
      [TOK_SEMI] = ";",
      [TOK_ELLIPSIS] = "...",
      [TOK_ASSIGN] = "=",
      [TOK_MUL_ASSIGN] = "*=",
      [TOK_DIV_ASSIGN] = "/=",
      [TOK_MOD_ASSIGN] = "%=",
      [TOK_ADD_ASSIGN] = "+=",
      [TOK_SUB_ASSIGN] = "-=",
      [TOK_SHL_ASSIGN] = "<<=",
      [TOK_SHR_ASSIGN] = ">>=",
      [TOK_AND_ASSIGN] = "&=",
      [TOK_XOR_ASSIGN] = "^=",
      [TOK_OR_ASSIGN] = "|=",
      [TOK_COMMA] = ",",
      [TOK_HASH] = "#",
      [TOK_HASHHASH] = "##",
  };
  return (unsigned)k < TOK_KIND_COUNT && names[k] ? names[k] : "";
}

/* Would `a` immediately followed by `b` scan as other tokens? */
static bool needs_space(const Token *a, const Token *b) {
  const char *x = a->text, *y = b->text;
  size_t xn = interned_len(x);
  bool a_word = a->kind == TOK_IDENT || a->kind == TOK_NUMBER;
  bool b_word = b->kind == TOK_IDENT || b->kind == TOK_NUMBER;
  if (a_word && (b_word || b->kind == TOK_CHAR || b->kind == TOK_STRING ||
                 (b->kind == TOK_OTHER && (y[0] == '\'' || y[0] == '"'))))
    return true; /* names run together; L "x" would become L"x" */
  if (a->kind == TOK_NUMBER) {
    char last = x[xn - 1];
    if (y[0] == '.')
      return true;
    if ((y[0] == '+' || y[0] == '-') && strchr("eEpP", last))
      return true; /* 1e + 2 */
  }
  if (b->kind == TOK_NUMBER && a->kind == TOK_DOT)
    return true; /* . 5 */
  if (a->kind == TOK_DOT && b->kind == TOK_DOT)
    return true; /* three dots would be ... */
  if (a->kind == TOK_OTHER && x[0] == '\\' && (y[0] == 'u' || y[0] == 'U'))
    return true; /* a universal character name */
  if (a->kind >= TOK_LBRACKET || a->kind == TOK_OTHER) {
    if (x[xn - 1] == '/' && (y[0] == '/' || y[0] == '*'))
      return true; /* a comment */
    char buf[16];
    size_t yn = interned_len(y);
    if (xn + (yn < 4 ? yn : 4) < sizeof buf && b->kind >= TOK_LBRACKET) {
      memcpy(buf, x, xn);
      memcpy(buf + xn, y, yn < 4 ? yn : 4);
      buf[xn + (yn < 4 ? yn : 4)] = 0;
      if (scan_punct_len(buf) > xn)
        return true; /* + + would be ++ */
    }
  }
  return false;
}

typedef struct Writer {
  Ctx *ctx;
  Strbuf *out;
  uint32_t file, line;
  bool at_bol;
  const Token *prev;
  uint32_t *stack; /* include stack, by file id */
  size_t depth, cap;
} Writer;

static void put_name(Writer *w, uint32_t file) {
  SourceFile *f = srcmgr_file(&w->ctx->sources, file);
  const char *s = f ? f->name : "";
  sb_putc(w->out, '"');
  for (; *s; s++) {
    if (*s == '"' || *s == '\\')
      sb_putc(w->out, '\\');
    sb_putc(w->out, *s);
  }
  sb_putc(w->out, '"');
}

static void marker(Writer *w, uint32_t line, uint32_t file, const char *flag) {
  if (!w->at_bol)
    sb_putc(w->out, '\n');
  sb_printf(w->out, "# %u ", line);
  put_name(w, file);
  sb_puts(w->out, flag);
  SourceFile *f = srcmgr_file(&w->ctx->sources, file);
  if (f && f->is_system)
    sb_puts(w->out, " 3");
  sb_putc(w->out, '\n');
  w->file = file;
  w->line = line;
  w->at_bol = true;
  w->prev = NULL;
}

/* Gets the output to the start of `line` of the current file. */
static void move_to_line(Writer *w, uint32_t line) {
  if (line > w->line && line - w->line <= 8) {
    for (; w->line < line; w->line++)
      sb_putc(w->out, '\n');
    w->at_bol = true;
    w->prev = NULL;
  } else if (line != w->line) {
    marker(w, line, w->file, "");
  }
}

static void push_file(Writer *w, uint32_t file) {
  if (w->depth == w->cap) {
    w->cap = w->cap ? w->cap * 2 : 16;
    w->stack = realloc(w->stack, w->cap * sizeof *w->stack);
    if (!w->stack)
      abort();
  }
  w->stack[w->depth++] = file;
}

/* The token stream moved to `file`: into an include, back to an includer,
 * or (for a #line target, which has no text of its own) sideways. */
static void switch_file(Writer *w, uint32_t file, uint32_t line) {
  SourceFile *f = srcmgr_file(&w->ctx->sources, file);
  for (size_t i = w->depth; i-- > 0;) {
    if (w->stack[i] == file) {
      w->depth = i + 1;
      marker(w, line, file, " 2");
      return;
    }
  }
  if (f && f->size == 0 && w->depth) {
    w->stack[w->depth - 1] = file;
    marker(w, line, file, "");
    return;
  }
  push_file(w, file);
  marker(w, 1, file, " 1");
  move_to_line(w, line);
}

/* An include entered or left, as pp_run recorded it. */
static void include_event(Writer *w, const IncludeEvent *ev) {
  if (ev->enter) {
    if (ev->line > w->line) /* to the #include line first, as clang */
      move_to_line(w, ev->line);
    push_file(w, ev->file);
    marker(w, 1, ev->file, " 1");
  } else {
    if (w->depth > 1)
      w->depth--;
    w->stack[w->depth - 1] = ev->file;
    marker(w, ev->line, ev->file, " 2");
  }
}

static void write_text(Ctx *ctx, const TokenArray *toks, const IncludeEvent *ev,
                       size_t nev, Strbuf *out) {
  Writer w = {ctx, out, 0, 1, true, NULL, NULL, 0, 0};
  uint32_t main = toks->len ? toks->data[toks->len - 1].loc.file : 0;
  push_file(&w, main);
  marker(&w, 1, main, "");
  size_t e = 0;
  for (size_t i = 0; i < toks->len; i++) {
    const Token *t = &toks->data[i];
    for (; e < nev && ev[e].index <= i; e++)
      include_event(&w, &ev[e]);
    if (t->kind == TOK_EOF)
      break;
    uint32_t file = t->loc.file ? srcmgr_real_file(&ctx->sources, t->loc.file) : w.file;
    if (file != w.file)
      switch_file(&w, file, t->loc.line);
    else if ((t->flags & TF_BOL || w.at_bol || t->kind == TOK_PRAGMA) &&
             t->loc.line != w.line &&
             !(t->kind == TOK_HASH && w.prev)) /* a # first on a line would
                                                  start a directive */
      move_to_line(&w, t->loc.line);

    if (t->kind == TOK_PRAGMA) {
      /* On a line of its own; what follows on the same source line gets a
       * marker, as clang writes it. */
      if (!w.at_bol) {
        sb_putc(out, '\n');
        w.line++;
      }
      sb_puts(out, "#pragma");
      if (t->text[0]) {
        sb_putc(out, ' ');
        sb_puts(out, t->text);
      }
      sb_putc(out, '\n');
      w.line++;
      w.at_bol = true;
      w.prev = NULL;
      continue;
    }

    if (w.at_bol) {
      uint32_t col = t->loc.col;
      for (uint32_t c = 1; c < col; c++)
        sb_putc(out, ' ');
      if (col <= 1 && (t->kind == TOK_HASH || t->kind == TOK_HASHHASH))
        sb_putc(out, ' '); /* must not start a directive */
    } else if ((t->flags & (TF_SPACE | TF_BOL)) ||
               (w.prev && needs_space(w.prev, t))) {
      sb_putc(out, ' ');
    }
    sb_append(out, t->text, interned_len(t->text));
    w.at_bol = false;
    w.prev = t;
  }
  if (!w.at_bol)
    sb_putc(out, '\n');
  free(w.stack);
}

/* Without the run's include events, entering and leaving headers is told
 * from the files of the tokens: a header that gives no token gets no
 * marker, and a return shows on the line of the next token. */
void pp_write_text(Ctx *ctx, const TokenArray *toks, Strbuf *out) {
  write_text(ctx, toks, NULL, 0, out);
}

void pp_write_output(Preprocessor *pp, const TokenArray *toks, Strbuf *out) {
  write_text(pp->ctx, toks, pp->events.data, pp->events.len, out);
}
