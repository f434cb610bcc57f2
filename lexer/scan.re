/* scan.re - C17 preprocessing tokens (6.4) from one source buffer.
 *
 * re2c turns this file into $(BUILD)/lexer/scan.c.  The scanner runs over
 * every header of every compilation, so it allocates nothing per token but
 * the token array itself; its text is interned.
 *
 * Translation phases 1-3 (C17 5.1.1.2) happen here: line splices
 * (backslash-newline) are removed, comments become whitespace, and the
 * source is cut into pp-tokens.  A file with no splice is scanned in place.
 * A file with splices is copied without them, and a small table maps each
 * token back to the original text, so that columns are those of the file
 * as written (1-based bytes, as clang counts them). */
#include "pp_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct Scanner {
  Ctx *ctx;
  uint32_t file;
  const char *text; /* what tokens are read from: the file or a spliced copy */
  const char *end;  /* text + length; *end == 0 */
  const char *cur;
  uint32_t line;          /* line and start of line in `text` */
  const char *line_start;
  uint32_t flags;         /* TF_BOL / TF_SPACE for the next token */
  bool report;            /* report unterminated literals */
  bool quiet;             /* no diagnostics at all */
  SrcLoc fixed_loc;       /* when file == UINT32_MAX: every token's loc */
  const char *punct[TOK_KIND_COUNT]; /* interned spellings seen, by kind */
  /* Only for text with splices: where each splice was cut from `text`
   * (offsets into the copy), the bytes removed so far, and the original
   * text's line starts. */
  uint32_t *splice_at, *splice_cum;
  size_t nsplice;
  uint32_t *lines;
  size_t nlines;
} Scanner;

void tokbuf_reserve(TokBuf *b, size_t extra) {
  if (b->len + extra <= b->cap)
    return;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < b->len + extra)
    cap *= 2;
  Token *p = buf_grow(b->data, b->len * sizeof *p, b->cap * sizeof *p,
                      cap * sizeof *p);
  if (!p)
    abort(); /* out of memory: nothing sensible is left to do */
  b->data = p;
  b->cap = cap;
}

void tokbuf_free(TokBuf *b) {
  buf_free(b->data, b->cap * sizeof *b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

/* ---- locations ---------------------------------------------------------- */

/* The original offset of position `p` of the spliced copy.  A splice that
 * sits exactly at `p` belongs to what follows: a token that starts there
 * starts at the backslash, as in clang, and one that ends there ends before
 * it. */
static size_t orig_offset(const Scanner *s, const char *p) {
  size_t off = (size_t)(p - s->text);
  size_t lo = 0, hi = s->nsplice; /* first splice at or beyond `off` */
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (s->splice_at[mid] < off)
      lo = mid + 1;
    else
      hi = mid;
  }
  return off + (lo ? s->splice_cum[lo - 1] : 0);
}

static SrcLoc make_loc(const Scanner *s, const char *start, const char *end) {
  if (s->file == UINT32_MAX) {
    SrcLoc loc = s->fixed_loc;
    loc.len = (uint32_t)(end - start);
    return loc;
  }
  SrcLoc loc = {s->file, s->line, (uint32_t)(start - s->line_start) + 1,
                (uint32_t)(end - start)};
  if (s->nsplice == 0)
    return loc;
  size_t o = orig_offset(s, start);
  size_t oe = end > start ? orig_offset(s, end) : o;
  size_t lo = 0, hi = s->nlines; /* last line starting at or before o */
  while (hi - lo > 1) {
    size_t mid = (lo + hi) / 2;
    if (s->lines[mid] <= o)
      lo = mid;
    else
      hi = mid;
  }
  loc.line = (uint32_t)lo + 1;
  loc.col = (uint32_t)(o - s->lines[lo]) + 1;
  loc.len = (uint32_t)(oe - o);
  return loc;
}

static void scan_diag(Scanner *s, DiagLevel level, const char *at,
                      const char *msg) {
  if (s->quiet)
    return;
  SourceFile *f = srcmgr_file(&s->ctx->sources, s->file);
  if (level == DIAG_WARNING && f->is_system)
    return; /* system headers do not warn (clang) */
  SrcLoc loc = make_loc(s, at, at);
  loc.len = 1;
  diag_report(&s->ctx->diags, level, loc, "%s", msg);
}

/* ---- phase 2: line splices ---------------------------------------------- */

/* Length of the splice at `p` (a backslash), 0 if none.  Like clang, a
 * backslash separated from its newline by blanks still splices, with a
 * warning. */
static size_t splice_len(const char *p, const char *end, bool *spaced) {
  const char *q = p + 1;
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  *spaced = q > p + 1;
  if (q < end && *q == '\n')
    return (size_t)(q + 1 - p);
  if (q + 1 < end && q[0] == '\r' && q[1] == '\n')
    return (size_t)(q + 2 - p);
  return 0;
}

/* Prepares `s` for `text`: in place when there is no splice, else on a
 * copy without them.  Returns the copy to free, or NULL. */
static char *scanner_splice(Scanner *s, const char *text, size_t size) {
  const char *end = text + size, *p = text;
  bool spaced;
  for (;;) {
    p = memchr(p, '\\', (size_t)(end - p));
    if (!p || splice_len(p, end, &spaced))
      break;
    p++;
  }
  if (!p)
    return NULL;

  /* Line starts of the original, to turn offsets into lines and columns. */
  size_t nl = 1;
  for (const char *q = text; (q = memchr(q, '\n', (size_t)(end - q))); q++)
    nl++;
  s->lines = malloc(nl * sizeof *s->lines);
  s->splice_at = malloc(nl * sizeof *s->splice_at);
  s->splice_cum = malloc(nl * sizeof *s->splice_cum);
  char *copy = malloc(size + 1);
  if (!s->lines || !s->splice_at || !s->splice_cum || !copy)
    abort();
  s->nlines = 0;
  s->lines[s->nlines++] = 0;
  for (const char *q = text; (q = memchr(q, '\n', (size_t)(end - q))); q++)
    s->lines[s->nlines++] = (uint32_t)(q + 1 - text);

  size_t out = 0, removed = 0;
  s->text = copy; /* make_loc below needs the mapping built so far */
  for (const char *q = text; q < end;) {
    size_t n;
    if (*q == '\\' && (n = splice_len(q, end, &spaced))) {
      if (spaced && !s->quiet &&
          !srcmgr_file(&s->ctx->sources, s->file)->is_system) {
        size_t o = (size_t)(q - text), lo = 0, hi = s->nlines;
        while (hi - lo > 1) {
          size_t mid = (lo + hi) / 2;
          if (s->lines[mid] <= o)
            lo = mid;
          else
            hi = mid;
        }
        SrcLoc loc = {s->file, (uint32_t)lo + 1,
                      (uint32_t)(o - s->lines[lo]) + 2, 1}; /* the blank */
        diag_warning(&s->ctx->diags, loc,
                     "backslash and newline separated by space");
      }
      removed += n;
      s->splice_at[s->nsplice] = (uint32_t)out;
      s->splice_cum[s->nsplice] = (uint32_t)removed;
      s->nsplice++;
      q += n;
      continue;
    }
    copy[out++] = *q++;
  }
  copy[out] = 0;
  s->end = copy + out;
  return copy;
}

/* ---- phase 3: tokens ---------------------------------------------------- */

static void newline(Scanner *s, const char *after) {
  s->line++;
  s->line_start = after;
}

/* An identifier with universal character names (C17 6.4.3): each \uXXXX
 * or \UXXXXXXXX is the character, in UTF-8, so that \u00e9t\u00e9 and
 * été are one identifier (6.4.2.1p3), as in gcc and clang. */
static const char *ucn_identifier(Scanner *s, const char *p, size_t n) {
  char buf[256];
  size_t len = 0;
  const char *end = p + n;
  while (p < end && len + 4 < sizeof buf) {
    if (*p != '\\' || end - p < 2 || (p[1] != 'u' && p[1] != 'U')) {
      buf[len++] = *p++;
      continue;
    }
    int digits = p[1] == 'u' ? 4 : 8;
    uint32_t c = 0;
    p += 2;
    for (int i = 0; i < digits && p < end; i++, p++)
      c = c * 16 + (uint32_t)(*p <= '9' ? *p - '0' : (*p | 0x20) - 'a' + 10);
    if (c < 0x80) {
      buf[len++] = (char)c;
    } else if (c < 0x800) {
      buf[len++] = (char)(0xc0 | c >> 6);
      buf[len++] = (char)(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
      buf[len++] = (char)(0xe0 | c >> 12);
      buf[len++] = (char)(0x80 | ((c >> 6) & 0x3f));
      buf[len++] = (char)(0x80 | (c & 0x3f));
    } else {
      buf[len++] = (char)(0xf0 | (c >> 18 & 0x07));
      buf[len++] = (char)(0x80 | ((c >> 12) & 0x3f));
      buf[len++] = (char)(0x80 | ((c >> 6) & 0x3f));
      buf[len++] = (char)(0x80 | (c & 0x3f));
    }
  }
  if (p < end) /* longer than any real one: as spelled */
    return intern(&s->ctx->strings, end - n, n);
  return intern(&s->ctx->strings, buf, len);
}

static bool emit(Scanner *s, Token *t, TokKind kind, const char *start,
                 const char *end) {
  t->kind = kind;
  t->flags = s->flags;
  t->loc = make_loc(s, start, end);
  size_t n = (size_t)(end - start);
  if (kind >= TOK_LBRACKET) {
    /* Punctuators are half the tokens: remember their interned text
     * rather than hash it each time (a digraph just misses). */
    const char *p = s->punct[kind];
    if (!p || interned_len(p) != n || memcmp(p, start, n) != 0)
      p = s->punct[kind] = intern(&s->ctx->strings, start, n);
    t->text = p;
  } else if (kind == TOK_IDENT && memchr(start, '\\', n)) {
    t->text = ucn_identifier(s, start, n);
  } else {
    t->text = intern(&s->ctx->strings, start, n);
  }
  s->flags = 0;
  s->cur = end;
  return true;
}

/* A character constant or string literal whose opening quote ends at `p`
 * (C17 6.4.4.4, 6.4.5).  Escapes are checked by the parser; here a
 * backslash only protects the next character. */
static bool quoted(Scanner *s, Token *t, const char *start, const char *p,
                   char quote, TokKind kind) {
  for (;;) {
    if (p >= s->end || *p == '\n')
      break;
    char c = *p++;
    if (c == quote)
      return emit(s, t, kind, start, p);
    if (c == '\\' && p < s->end && *p != '\n')
      p++;
  }
  /* Unterminated: like clang, the rest of the line is one unknown token. */
  const char *e = p;
  if (e > start && e[-1] == '\r')
    e--;
  if (s->report && !s->quiet)
    scan_diag(s, DIAG_ERROR, start,
              quote == '\'' ? "missing terminating ' character"
                            : "missing terminating '\"' character");
  emit(s, t, TOK_OTHER, start, e);
  s->cur = p;
  return true;
}

/* Lexes the next pp-token into *t; false at the end of the text. */
static bool lex(Scanner *s, Token *t) {
  for (;;) {
    const unsigned char *p = (const unsigned char *)s->cur;
    const unsigned char *start = p, *marker = p;
/* re2c works on unsigned bytes; the rest of the scanner on chars. */
#define START ((const char *)start)
#define CUR ((const char *)p)
#define TOK(k) return emit(s, t, (k), START, CUR)
    /*!re2c
      re2c:define:YYCTYPE = "unsigned char";
      re2c:define:YYCURSOR = p;
      re2c:define:YYMARKER = marker;
      re2c:yyfill:enable = 0;
      re2c:indent:top = 2;

      digit    = [0-9];
      hex      = [0-9a-fA-F];
      ucn      = "\\u" hex{4} | "\\U" hex{8};
      /* C17 6.4.2.1: other characters in identifiers, here any UTF-8
       * sequence (RFC 3629: no overlong forms, surrogates or values past
       * U+10FFFF); a byte that starts none is an error, as in clang */
      utf8     = [\xc2-\xdf] [\x80-\xbf]
               | "\xe0" [\xa0-\xbf] [\x80-\xbf]
               | [\xe1-\xec\xee\xef] [\x80-\xbf]{2}
               | "\xed" [\x80-\x9f] [\x80-\xbf]
               | "\xf0" [\x90-\xbf] [\x80-\xbf]{2}
               | [\xf1-\xf3] [\x80-\xbf]{3}
               | "\xf4" [\x80-\x8f] [\x80-\xbf]{2};
      nondigit = [a-zA-Z_$] | utf8 | ucn;
      ident    = nondigit (nondigit | digit)*;
      ppnum    = "."? digit (digit | nondigit | [eEpP] [+-] | ".")*;
      prefix   = "u8" | [uUL];

      [ \t\v\f\r]+ { s->cur = CUR; s->flags |= TF_SPACE; continue; }
      "\n" {
        newline(s, CUR);
        s->cur = CUR;
        s->flags = TF_BOL;
        continue;
      }
      "//" {
        const char *e = memchr(CUR, '\n', (size_t)(s->end - CUR));
        s->cur = e ? e : s->end;
        s->flags |= TF_SPACE;
        continue;
      }
      "/*" {
        /* C17 6.4.9: a comment is one space; one that spans lines does not
         * put the next token at the start of a line (clang agrees). */
        const char *body = CUR;
        const char *e = memmem(body, (size_t)(s->end - body), "*/", 2);
        if (!e) {
          scan_diag(s, DIAG_ERROR, START, "unterminated /* comment");
          s->cur = s->end;
          return false;
        }
        for (const char *q = body; (q = memchr(q, '\n', (size_t)(e - q))); q++)
          newline(s, q + 1);
        s->cur = e + 2;
        s->flags |= TF_SPACE;
        continue;
      }

      ident { TOK(TOK_IDENT); }
      ppnum { TOK(TOK_NUMBER); }
      prefix? "'" { return quoted(s, t, START, CUR, '\'', TOK_CHAR); }
      prefix? "\"" { return quoted(s, t, START, CUR, '"', TOK_STRING); }

      "[" | "<:" { TOK(TOK_LBRACKET); }
      "]" | ":>" { TOK(TOK_RBRACKET); }
      "(" { TOK(TOK_LPAREN); }
      ")" { TOK(TOK_RPAREN); }
      "{" | "<%" { TOK(TOK_LBRACE); }
      "}" | "%>" { TOK(TOK_RBRACE); }
      "." { TOK(TOK_DOT); }
      "->" { TOK(TOK_ARROW); }
      "++" { TOK(TOK_INC); }
      "--" { TOK(TOK_DEC); }
      "&" { TOK(TOK_AMP); }
      "*" { TOK(TOK_STAR); }
      "+" { TOK(TOK_PLUS); }
      "-" { TOK(TOK_MINUS); }
      "~" { TOK(TOK_TILDE); }
      "!" { TOK(TOK_BANG); }
      "/" { TOK(TOK_SLASH); }
      "%" { TOK(TOK_PERCENT); }
      "<<" { TOK(TOK_SHL); }
      ">>" { TOK(TOK_SHR); }
      "<" { TOK(TOK_LT); }
      ">" { TOK(TOK_GT); }
      "<=" { TOK(TOK_LE); }
      ">=" { TOK(TOK_GE); }
      "==" { TOK(TOK_EQEQ); }
      "!=" { TOK(TOK_NE); }
      "^" { TOK(TOK_CARET); }
      "|" { TOK(TOK_PIPE); }
      "&&" { TOK(TOK_ANDAND); }
      "||" { TOK(TOK_OROR); }
      "?" { TOK(TOK_QUESTION); }
      ":" { TOK(TOK_COLON); }
      "::" { TOK(TOK_COLONCOLON); }
      ";" { TOK(TOK_SEMI); }
      "..." { TOK(TOK_ELLIPSIS); }
      "=" { TOK(TOK_ASSIGN); }
      "*=" { TOK(TOK_MUL_ASSIGN); }
      "/=" { TOK(TOK_DIV_ASSIGN); }
      "%=" { TOK(TOK_MOD_ASSIGN); }
      "+=" { TOK(TOK_ADD_ASSIGN); }
      "-=" { TOK(TOK_SUB_ASSIGN); }
      "<<=" { TOK(TOK_SHL_ASSIGN); }
      ">>=" { TOK(TOK_SHR_ASSIGN); }
      "&=" { TOK(TOK_AND_ASSIGN); }
      "^=" { TOK(TOK_XOR_ASSIGN); }
      "|=" { TOK(TOK_OR_ASSIGN); }
      "," { TOK(TOK_COMMA); }
      "#" | "%:" { TOK(TOK_HASH); }
      "##" | "%:%:" { TOK(TOK_HASHHASH); }

      "\x00" {
        if (START >= s->end)
          return false;
        scan_diag(s, DIAG_WARNING, START, "null character ignored");
        s->cur = CUR;
        continue;
      }
      [\x80-\xff] {
        /* not UTF-8: each such byte is an unknown token, reported (and
         * dropped) if it reaches the parser (lexer/pp.c), as clang reports
         * each */
        TOK(TOK_OTHER);
      }
      * { TOK(TOK_OTHER); }
    */
#undef TOK
#undef CUR
#undef START
  }
}

static void scanner_init(Scanner *s, Ctx *ctx, uint32_t file, const char *text,
                         size_t len) {
  memset(s, 0, sizeof *s);
  s->ctx = ctx;
  s->file = file;
  s->text = s->cur = s->line_start = text;
  s->end = text + len;
  s->line = 1;
  s->flags = TF_BOL;
}

static void scanner_free(Scanner *s) {
  free(s->splice_at);
  free(s->splice_cum);
  free(s->lines);
}

static void scan_run(Scanner *s, const char *text, size_t size, TokBuf *out) {
  char *copy = scanner_splice(s, text, size);
  if (copy) {
    s->cur = s->line_start = copy;
  }
  /* Most tokens take more than four bytes with their whitespace. */
  tokbuf_reserve(out, size / 5 + 16);
  Token t;
  while (lex(s, &t))
    tokbuf_push(out, &t);
  /* The estimate's slack is never touched, so it costs no memory. */
  free(copy);
  scanner_free(s);
}

/* A file scanned a few lines at a time, as the preprocessor reads it: the
 * tokens it has not reached yet take no memory, and those it reads were
 * written a moment before, still in the cache. */
struct FileScanner {
  Scanner s;
  char *copy;    /* the text without splices, if it had any */
  TokBuf chunk;  /* the lines handed out last */
  Token pending; /* the first token of the next line, read ahead */
  bool has_pending, done;
};

FileScanner *scan_open(Ctx *ctx, uint32_t file, bool report) {
  FileScanner *f = calloc(1, sizeof *f);
  if (!f)
    abort();
  SourceFile *sf = srcmgr_file(&ctx->sources, file);
  scanner_init(&f->s, ctx, file, sf->text, sf->size);
  f->s.report = report;
  f->copy = scanner_splice(&f->s, sf->text, sf->size);
  if (f->copy)
    f->s.cur = f->s.line_start = f->copy;
  return f;
}

bool scan_lines(FileScanner *f, size_t want, const Token **toks, size_t *n) {
  TokBuf *b = &f->chunk;
  b->len = 0;
  if (f->has_pending) {
    tokbuf_push(b, &f->pending);
    f->has_pending = false;
  }
  Token t;
  while (!f->done) {
    if (!lex(&f->s, &t)) {
      f->done = true;
      break;
    }
    if (b->len >= want && (t.flags & TF_BOL)) {
      f->pending = t;
      f->has_pending = true;
      break;
    }
    tokbuf_push(b, &t);
  }
  *toks = b->data;
  *n = b->len;
  return b->len > 0;
}

bool scan_at_end(const FileScanner *f) { return !f->has_pending && f->done; }

void scan_close(FileScanner *f) {
  if (!f)
    return;
  tokbuf_free(&f->chunk);
  free(f->copy);
  scanner_free(&f->s);
  free(f);
}

void scan_file(Ctx *ctx, uint32_t file, TokenArray *out) {
  FileScanner *f = scan_open(ctx, file, true);
  const Token *toks;
  size_t n;
  while (scan_lines(f, 4096, &toks, &n))
    for (size_t i = 0; i < n; i++)
      VEC_PUSH(&ctx->arena, *out, toks[i]);
  scan_close(f);
}

void scan_string(Ctx *ctx, const char *text, size_t len, SrcLoc loc,
                 TokBuf *out) {
  Scanner s;
  scanner_init(&s, ctx, UINT32_MAX, text, len);
  s.quiet = true;
  s.fixed_loc = loc;
  scan_run(&s, text, len, out);
}

bool scan_single_token(Ctx *ctx, const char *text, size_t len, Token *out) {
  Scanner s;
  scanner_init(&s, ctx, UINT32_MAX, text, len);
  s.quiet = true; /* no splice can come out of ##: tokens hold no newline */
  Token extra;
  bool ok = lex(&s, out) && out->flags == TF_BOL && s.cur == s.end &&
            !tok_is_unterminated(out) && !lex(&s, &extra);
  scanner_free(&s);
  return ok;
}

bool tok_is_unterminated(const Token *t) {
  return t->kind == TOK_OTHER && interned_len(t->text) > 1;
}

size_t scan_punct_len(const char *s) {
  char c = s[0], d = c ? s[1] : 0;
  switch (c) {
  case '%':
    if (d == ':')
      return s[2] == '%' && s[3] == ':' ? 4 : 2;
    return d == '=' || d == '>' ? 2 : 1;
  case '.':
    return d == '.' && s[2] == '.' ? 3 : 1;
  case '<':
    if (d == '<')
      return s[2] == '=' ? 3 : 2;
    return d == '=' || d == ':' || d == '%' ? 2 : 1;
  case '>':
    if (d == '>')
      return s[2] == '=' ? 3 : 2;
    return d == '=' ? 2 : 1;
  case '-':
    return d == '>' || d == '-' || d == '=' ? 2 : 1;
  case '+': case '&': case '|':
    return d == c || d == '=' ? 2 : 1;
  case '#': case ':':
    return d == c || (c == ':' && d == '>') ? 2 : 1;
  case '*': case '/': case '=': case '!': case '^':
    return d == '=' ? 2 : 1;
  case '[': case ']': case '(': case ')': case '{': case '}': case '~':
  case '?': case ';': case ',':
    return 1;
  default:
    return 0;
  }
}
