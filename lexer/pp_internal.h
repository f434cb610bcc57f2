/* pp_internal.h - what the files of lexer/ share: the scanner's internal
 * entry points and the preprocessor's state.
 *
 * The preprocessor reads tokens from a stack of sources (C17 5.1.1.2
 * phase 4): the files being included, the replacement lists of the macros
 * being rescanned, and "barriers" that fence off a token list which must be
 * expanded on its own (a macro argument, the rest of an #if line).  A macro
 * is disabled while its replacement list is on the stack; identifiers that
 * name a disabled macro are painted blue (TF_NOEXPAND) for good.  This is
 * clang's model of C17 6.10.3.4, so both give the same answer in the corner
 * cases the standard leaves open. */
#ifndef HIPC_PP_INTERNAL_H
#define HIPC_PP_INTERNAL_H

#include "lexer.h"

#include <sys/types.h>

/* A placemarker (C17 6.10.3.3p2).  It never leaves one macro substitution. */
#define TOK_PLACEMARKER ((TokKind)(TOK_KIND_COUNT + 1))

/* A growable token array outside the arenas (buf_grow); pooled by the
 * preprocessor.  Free it with tokbuf_free. */
typedef struct TokBuf {
  Token *data;
  size_t len, cap;
  struct TokBuf *next; /* free list */
} TokBuf;

void tokbuf_reserve(TokBuf *b, size_t extra);
void tokbuf_free(TokBuf *b);
static inline void tokbuf_push(TokBuf *b, const Token *t) {
  if (b->len == b->cap)
    tokbuf_reserve(b, 1);
  b->data[b->len++] = *t;
}

/* ---- scan.re ------------------------------------------------------------ */

/* Scans file `file` of ctx->sources a few lines at a time: scan_lines
 * replaces the tokens it handed out last with the next whole lines, at
 * least `want` tokens unless the file ends first (false when nothing is
 * left); scan_at_end says whether any token is left after them.
 * Unterminated character constants and string literals become one
 * TOK_OTHER token that reaches to the end of the line; they are reported
 * here only when `report` is set.  The preprocessor reports them itself
 * once such a token reaches its output, so that "don't" in an #if 0 block
 * stays harmless, as in clang. */
typedef struct FileScanner FileScanner;
FileScanner *scan_open(Ctx *ctx, uint32_t file, bool report);
bool scan_lines(FileScanner *f, size_t want, const Token **toks, size_t *n);
bool scan_at_end(const FileScanner *f);
void scan_close(FileScanner *f);
/* Lexes `text` (NUL-terminated at text[len]) as exactly one pp-token, as
 * C17 6.10.3.3p3 requires of the result of ##.  No diagnostics. */
bool scan_single_token(Ctx *ctx, const char *text, size_t len, Token *out);
/* Lexes `text` (NUL-terminated at text[len]) into `out`, every token
 * located at `loc`; for _Pragma.  No diagnostics. */
void scan_string(Ctx *ctx, const char *text, size_t len, SrcLoc loc,
                 TokBuf *out);
/* Length of the longest punctuator that starts `s` (0 if none). */
size_t scan_punct_len(const char *s);
/* A TOK_OTHER made of an unterminated ' or " literal (see scan_open). */
bool tok_is_unterminated(const Token *t);

/* ---- the preprocessor's state (pp.c and friends) ------------------------ */

enum { PARAM_NONE = -1, PARAM_VAOPT = -2 };

/* One token of a replacement list, with what the definition learned about
 * it so that expansion does not look names up again. */
typedef struct MacroTok {
  Token tok;
  int32_t param;       /* parameter index, PARAM_NONE or PARAM_VAOPT */
  int32_t vaopt_close; /* for PARAM_VAOPT: index of its closing ')' */
} MacroTok;

typedef enum MacroKind {
  MACRO_OBJECT,
  MACRO_FUNCTION,
  MACRO_BUILTIN
} MacroKind;

typedef enum Builtin {
  BI_NONE,
  BI_FILE,
  BI_LINE,
  BI_COUNTER,
  BI_DATE,
  BI_TIME,
  BI_INCLUDE_LEVEL,
  BI_BASE_FILE,
  BI_FILE_NAME,
  BI_TIMESTAMP,
  BI_PRAGMA, /* _Pragma, C17 6.10.9 */
  BI_HAS_INCLUDE,
  BI_HAS_INCLUDE_NEXT,
  BI_HAS_BUILTIN,
  BI_HAS_ATTRIBUTE,
  BI_HAS_FEATURE, /* __has_feature and friends: always 0 */
} Builtin;

typedef struct Macro {
  const char *name;
  MacroKind kind;
  Builtin builtin;
  bool variadic;
  bool disabled; /* its replacement list is being rescanned (6.10.3.4p2) */
  int nparams;   /* the variadic parameter, if any, is the last */
  const char **params;
  MacroTok *body;
  int nbody;
  SrcLoc loc; /* of the name in its #define, for "previous definition" */
} Macro;

/* The macro table maps an interned name to its slot; a slot outlives
 * #undef so that the target-dependent mark stays with the name. */
typedef struct MacroSlot {
  const char *name;
  Macro *macro; /* NULL while undefined */
  bool target_dependent;
} MacroSlot;

/* One header or source file, however many paths lead to it. */
typedef struct FileInfo {
  const char *path; /* the name its SourceFile gets */
  uint32_t file;    /* SourceFile id; 0 until loaded */
  bool is_memory, is_system;
  bool once;    /* #pragma once seen */
  bool entered; /* included at least once */
  const char *mem_text; /* for in-memory headers */
  size_t mem_len;
  const char *guard; /* the macro of an include guard around the whole file */
  dev_t dev;
  ino_t ino;
  bool has_id;
} FileInfo;

typedef enum SourceKind { SRC_FILE, SRC_MACRO, SRC_BARRIER } SourceKind;

enum { DIR_MAIN = -2, DIR_RELATIVE = -1 };

typedef struct Source {
  SourceKind kind;
  const Token *toks;
  size_t pos, len;
  /* SRC_MACRO */
  Macro *macro;
  TokBuf *buf;
  uint32_t end_line; /* presumed line of the invocation's end, __LINE__ */
  /* SRC_FILE: `toks` are the lines its scanner handed out last, after
   * `base` tokens of the file (pp_next_lines) */
  FileScanner *scan;
  size_t base;
  FileInfo *fi;
  int dir_index;    /* search entry the file was found in, or DIR_* */
  size_t cond_base; /* conditional stack height when the file was entered */
  uint32_t alias;   /* #line: the presumed file, 0 if none */
  int64_t line_delta;
  uint32_t sys_flag; /* TF_SYSTEM for system headers */
  bool included;     /* by an #include: its end is a return for -E */
  bool cmdline;      /* the -D/-U/-include buffer */
  uint32_t return_line;
} Source;

/* An #include entered or left, before output token `index` (for -E). */
typedef struct IncludeEvent {
  size_t index;
  uint32_t file, line; /* entered: the header, and the #include's line */
  bool enter;
} IncludeEvent;

enum { COND_TAKING, COND_LOOKING, COND_DONE };

/* One open #if group (C17 6.10.1). */
typedef struct CondFrame {
  SrcLoc loc; /* of the directive name, for "unterminated" */
  uint8_t state;
  bool seen_else, had_elif;
  const char *guard; /* #ifndef X at the very top of a file */
} CondFrame;

/* One entry of the include search path. */
typedef struct SearchDir {
  const char *path; /* NULL for the in-memory headers */
  bool system;
} SearchDir;

/* The arguments of one function-like macro invocation (6.10.3p11). */
typedef struct MacroArgs {
  TokBuf *raw; /* all arguments' tokens, back to back */
  int n;       /* number of arguments collected */
  bool va_elided;
  struct Arg {
    size_t start, len;
    TokBuf *expanded; /* fully macro-replaced (6.10.3.1), made on demand */
  } * a;
  size_t cap;
  struct MacroArgs *next; /* free list */
} MacroArgs;

typedef struct PtrMap {
  const void **keys;
  void **vals;
  size_t cap, count;
} PtrMap;

struct Preprocessor {
  Ctx *ctx;
  Arena arena; /* macros, file infos, search dirs */

  MacroSlot *macros;
  size_t macro_cap, macro_count;

  Source *src; /* the source stack; src[0] is the main file */
  size_t nsrc, src_cap;
  CondFrame *cond;
  size_t ncond, cond_cap;
  int include_depth;

  /* Files and the search path. */
  PtrMap files_by_path;  /* interned path -> FileInfo (NULL value: absent) */
  PtrMap memory_headers; /* interned name -> FileInfo */
  VEC(FileInfo *) disk_files;
  VEC(SearchDir) user_dirs;
  VEC(SearchDir) system_dirs;
  VEC(SearchDir) search; /* built by pp_run */
  VEC(uint32_t) aliases; /* #line presumed files */
  VEC(IncludeEvent) events;
  Strbuf cmdline; /* -D, -U, -include as directives */
  PpBuiltinQuery *has_builtin;
  const void *has_builtin_user;

  uint32_t main_file;
  const char *main_name;
  bool used_target;
  unsigned counter;
  char date[16], time[16];

  /* Reader state. */
  int preexpand;          /* depth of argument pre-expansion */
  uint64_t expanded, expansion_limit; /* tokens macro replacement made, may make */
  int in_directive_expr;  /* expanding a directive's operands */
  bool in_if;             /* ... of #if / #elif: `defined` is an operator */
  bool in_if_error;       /* a malformed `defined` was reported */
  uint32_t pending_flags; /* whitespace of a macro that expanded to nothing */
  SourceKind last_kind;   /* where the last token came from */
  uint32_t last_end_line;

  TokBuf *free_bufs;
  VEC(TokBuf *) all_bufs;
  MacroArgs *free_args;
  VEC(MacroArgs *) all_args;
  VEC(struct MacroPush {
    const char *name;
    Macro *macro;
  })
  pushed_macros;
  Strbuf scratch;

  TokBuf out;

  /* Interned names compared by pointer. */
  struct {
    const char *define, *undef, *include, *include_next, *if_, *ifdef, *ifndef,
        *elif, *elifdef, *elifndef, *else_, *endif, *line, *error, *warning,
        *pragma, *defined, *va_args, *va_opt, *once, *push_macro, *pop_macro,
        *unroll, *nounroll, *unroll_and_jam, *nounroll_and_jam, *omp,
        *has_include, *has_include_next, *pragma_op;
  } id;
};

/* pp_pragma_diag.c: `#pragma clang/GCC diagnostic ...` carried out; false
 * if `toks` are not such a pragma. */
bool pp_pragma_diagnostic(Preprocessor *pp, const Token *toks, size_t n);

/* pp.c */
bool pp_warn(Preprocessor *pp, SrcLoc loc, const char *fmt, ...)
    HIPC_PRINTF(3, 4);
Token pp_eof_token(Preprocessor *pp);
void pp_next_raw(Preprocessor *pp, Token *out, size_t keep);
void pp_next(Preprocessor *pp, Token *out);
const Token *pp_peek_raw(Preprocessor *pp);
bool pp_peek_lparen(Preprocessor *pp);
void pp_push_source(Preprocessor *pp, Source s);
void pp_pop_source(Preprocessor *pp);
/* Moves file source `s` on to its next lines: false at the file's end. */
bool pp_next_lines(Source *s);
size_t pp_top_file(Preprocessor *pp);
SrcLoc pp_file_loc(Preprocessor *pp, SrcLoc loc);
TokBuf *pp_get_buf(Preprocessor *pp);
void pp_put_buf(Preprocessor *pp, TokBuf *b);
void pp_expand_line(Preprocessor *pp, const Token *toks, size_t n, TokBuf *out);
Token pp_number_token(Preprocessor *pp, const Token *at, long long v);
Token pp_string_token(Preprocessor *pp, const Token *at, const char *s,
                      size_t n);
/* pp_macro.c */
MacroSlot *pp_slot(Preprocessor *pp, const char *name);
MacroSlot *pp_slot_add(Preprocessor *pp, const char *name);
Macro *pp_lookup(Preprocessor *pp, const char *name);
bool pp_macros_equal(const Macro *a, const Macro *b);
void pp_define_builtins(Preprocessor *pp);
bool pp_expand_macro(Preprocessor *pp, Macro *m, const Token *name);
bool pp_expand_builtin(Preprocessor *pp, Macro *m, Token *tok);
/* pp_directive.c */
bool pp_directive(Preprocessor *pp, const Token *hash, Token *out);
void pp_end_of_file(Preprocessor *pp);
bool pp_pragma_operator(Preprocessor *pp, Token *tok);
/* pp_include.c */
void pp_build_search_path(Preprocessor *pp);
FileInfo *pp_main_file_info(Preprocessor *pp, uint32_t file);
FileInfo *pp_find_include(Preprocessor *pp, const char *name, bool angled,
                          bool next, int *dir_index);
bool pp_enter_file(Preprocessor *pp, FileInfo *fi, int dir_index,
                   const Token *at);
/* pp_host.c: the message for a standard header device code lacks
 * (its one %s the name), or NULL when `name` is none. */
const char *pp_host_header(const char *name);
void pp_include_directive(Preprocessor *pp, const Token *dir, const Token *raw,
                          const Token *toks, size_t n, bool next);
bool pp_header_name(Preprocessor *pp, const Token *toks, size_t n, Strbuf *name,
                    bool *angled, size_t *used);
long long pp_has_include(Preprocessor *pp, const Token *tok, bool next);
/* pp_expr.c */
bool pp_eval_if(Preprocessor *pp, const Token *dir, const Token *toks,
                size_t n);

/* PtrMap: pointer keys (interned strings), for files and headers. */
void *ptrmap_get(const PtrMap *m, const void *key, bool *found);
void ptrmap_put(PtrMap *m, const void *key, void *val);
void ptrmap_free(PtrMap *m);

#endif
