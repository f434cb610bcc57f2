/* lexer.h - the preprocessor and the re2c scanner under it.
 *
 * Input: source buffers (files on disk, in-memory headers, the embedded
 * stdlib).  Output: one array of preprocessing tokens after macro expansion,
 * directives removed, ending in TOK_EOF.  The lexer knows nothing of the
 * grammar, of types or of LLVM: keywords are plain identifiers here; the
 * parser recognises them. */
#ifndef HIPC_LEXER_H
#define HIPC_LEXER_H

#include "../common/common.h"

typedef enum TokKind {
  TOK_EOF,
  TOK_IDENT,
  TOK_NUMBER,  /* a pp-number (C17 6.4.8), spelled as written */
  TOK_CHAR,    /* a character constant with its prefix and quotes */
  TOK_STRING,  /* a string literal with its prefix and quotes */
  TOK_PRAGMA,  /* a #pragma / _Pragma the preprocessor did not consume; text
                  holds the pragma's tokens after "pragma", space-separated */
  TOK_OTHER,   /* a character that is no token (e.g. '@', '`', '\\') */
  /* punctuators, C17 6.4.6 */
  TOK_LBRACKET, TOK_RBRACKET, TOK_LPAREN, TOK_RPAREN, TOK_LBRACE, TOK_RBRACE,
  TOK_DOT, TOK_ARROW, TOK_INC, TOK_DEC, TOK_AMP, TOK_STAR, TOK_PLUS,
  TOK_MINUS, TOK_TILDE, TOK_BANG, TOK_SLASH, TOK_PERCENT, TOK_SHL, TOK_SHR,
  TOK_LT, TOK_GT, TOK_LE, TOK_GE, TOK_EQEQ, TOK_NE, TOK_CARET, TOK_PIPE,
  TOK_ANDAND, TOK_OROR, TOK_QUESTION, TOK_COLON, TOK_COLONCOLON, TOK_SEMI,
  TOK_ELLIPSIS, TOK_ASSIGN, TOK_MUL_ASSIGN, TOK_DIV_ASSIGN, TOK_MOD_ASSIGN,
  TOK_ADD_ASSIGN, TOK_SUB_ASSIGN, TOK_SHL_ASSIGN, TOK_SHR_ASSIGN,
  TOK_AND_ASSIGN, TOK_XOR_ASSIGN, TOK_OR_ASSIGN, TOK_COMMA, TOK_HASH,
  TOK_HASHHASH,
  TOK_KIND_COUNT
} TokKind;

enum {
  TF_BOL = 1,      /* first token on its line */
  TF_SPACE = 2,    /* whitespace before it */
  TF_NOEXPAND = 4, /* an identifier painted blue (C17 6.10.3.4p2) */
  TF_SYSTEM = 8,   /* comes from a system header (stdlib/, -isystem) */
  TF_BODY = 16,    /* during a substitution: written in the macro's body */
  TF_ARG = 32,     /* during a substitution: an argument's token */
};

typedef struct Token {
  TokKind kind;
  uint32_t flags;
  SrcLoc loc;       /* where it was spelled, or the macro invocation that
                       produced it */
  const char *text; /* interned spelling; for TOK_IDENT the name itself */
} Token;

typedef struct TokenArray {
  Token *data;
  size_t len, cap;
} TokenArray;

/* The printable spelling of a punctuator kind ("+=", "->", ...). */
const char *tok_kind_spelling(TokKind k);

/* ---- Scanner: one buffer to pp-tokens (re2c, lexer/scan.re) -------------- */

/* Appends the pp-tokens of file `file` (registered in ctx->sources) to
 * `out`, without a TOK_EOF, with newlines marked by TF_BOL.  Comments are
 * whitespace; line splices (backslash-newline) are removed with columns
 * still pointing into the original text.  Reports unterminated comments,
 * strings and character constants. */
void scan_file(Ctx *ctx, uint32_t file, TokenArray *out);

/* ---- Preprocessor (lexer/pp.c) ------------------------------------------- */

typedef struct Preprocessor Preprocessor;

Preprocessor *pp_create(Ctx *ctx);
void pp_destroy(Preprocessor *pp);

/* Search paths, in order: the directory of the including file (for "..."
 * only), -iquote, -I, -isystem, then the built-in headers.  */
void pp_add_include_dir(Preprocessor *pp, const char *dir, bool system);
/* A header that exists only in memory, found by #include under `name`
 * (e.g. "hip/hip_runtime.h" for a system header, or "util.h").  Searched
 * before the disk: user headers first in the quoted/-I order as if they lived
 * in the current directory, system ones after all -I directories.  `text`
 * is read (and copied) when the header is first included: it must stay
 * valid until pp_run returns. */
void pp_add_memory_header(Preprocessor *pp, const char *name,
                          const char *text, size_t len, bool system);
/* -D / -U, in command-line order.  `value` NULL means "1".  A macro marked
 * target_dependent (e.g. __gfx90a__, __AMDGCN_WAVEFRONT_SIZE__) records
 * every use so the caller knows whether one preprocessed token stream can
 * serve several targets.  The mark stays with the name: pp_define(X, v, true)
 * then pp_undef(X) marks a macro this target leaves undefined. */
void pp_define(Preprocessor *pp, const char *name, const char *value,
               bool target_dependent);
void pp_undef(Preprocessor *pp, const char *name);
/* The most tokens macro replacement may produce in all (PP_EXPANSION_LIMIT
 * unless set): a few lines of self-doubling macros ask for more than any
 * machine has, and a fatal error is the answer rather than running out of
 * memory.  Real code stays far below it. */
enum { PP_EXPANSION_LIMIT = 1 << 24 };
void pp_limit_expansion(Preprocessor *pp, uint64_t tokens);
/* -include FILE: processed before the main file, in order. */
void pp_add_forced_include(Preprocessor *pp, const char *name);
/* Names __has_builtin(x) answers 1 for: has_builtin(user, x, &per_target),
 * which sets per_target when the answer depends on the target (a builtin
 * only some processors have), as a target's macro does. */
typedef bool PpBuiltinQuery(const void *user, const char *name, bool *per_target);
void pp_set_builtin_query(Preprocessor *pp, PpBuiltinQuery *has_builtin, const void *user);

/* Runs the preprocessor over `main_file` and returns the expanded tokens,
 * ending in TOK_EOF.  Errors go to ctx->diags; on a fatal error (missing
 * include) the array ends early, still with TOK_EOF. */
TokenArray pp_run(Preprocessor *pp, uint32_t main_file);

/* True when any target_dependent macro was expanded, tested by #ifdef,
 * #ifndef, defined() or undefined during the run. */
bool pp_used_target_macros(const Preprocessor *pp);

/* -E: writes tokens as text with `# line "file"` markers, in the form
 * clang -E writes, so the output compiles to the same code again. */
void pp_write_text(Ctx *ctx, const TokenArray *toks, Strbuf *out);
/* The same for the tokens pp_run(pp) just returned, with what only the run
 * knows: a marker for every header entered and left, empty ones included,
 * each return on the line after its #include, exactly as clang -E.  Call
 * before pp_destroy(pp). */
void pp_write_output(Preprocessor *pp, const TokenArray *toks, Strbuf *out);

#endif
