/* common.h - what every phase of hipc shares: arenas, growable buffers,
 * interned strings, source files and locations, diagnostics, and the
 * context object (Ctx) that holds one of each per compilation.
 *
 * Nothing here knows C, HIP or LLVM.  Each compilation owns one of each of
 * these objects (see api/), so two compilations on two threads never touch
 * the same memory.  The sections below follow the files of common/:
 * arena.c, intern.c, source.c, diag.c, warnings.c, ctx.c. */
#ifndef HIPC_COMMON_H
#define HIPC_COMMON_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__)
#define HIPC_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define HIPC_PRINTF(f, a)
#endif

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* The value of a hexadecimal digit, or -1 for any other character. */
static inline int hex_digit_value(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* ---- Arena: bump allocation, freed all at once (arena.c) ----------------- */

typedef struct ArenaChunk ArenaChunk;

typedef struct Arena {
  ArenaChunk *head;
  size_t total;      /* bytes handed out, for -v statistics */
  size_t next_chunk; /* size of the next chunk; they grow geometrically */
} Arena;

void arena_init(Arena *a);
void arena_free(Arena *a);
/* Zeroed memory aligned for any object.  Never fails: on exhaustion of the
 * system allocator it returns NULL only if the caller asked for more than
 * SIZE_MAX/2; callers treat out-of-memory as fatal at the API boundary. */
void *arena_alloc(Arena *a, size_t size);
void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...) HIPC_PRINTF(2, 3);
char *arena_vprintf(Arena *a, const char *fmt, va_list ap);

/* Growable buffers outside any arena, for the few that grow large (token
 * arrays): from BUF_BIG bytes on they are mapped in 2 MiB-aligned blocks
 * offered to transparent huge pages, below that they are malloc'd.  A
 * buffer is big exactly when its capacity (in bytes) is at least BUF_BIG,
 * so the capacity alone says how to free it.  buf_grow returns NULL when
 * memory is exhausted (the old buffer is then still valid). */
enum { BUF_BIG = 1024 * 1024 };
void *buf_grow(void *data, size_t used, size_t old_cap, size_t new_cap);
void buf_free(void *data, size_t cap);
/* Gives buffer `data` to `a`, to be freed with everything else, and
 * returns where its bytes now are (a small one is copied). */
void *arena_adopt(Arena *a, void *data, size_t cap);

/* Growable array in an arena: `VEC(T) v = {0}; VEC_PUSH(arena, v, x);` */
#define VEC(T)                                                                 \
  struct {                                                                     \
    T *data;                                                                   \
    size_t len, cap;                                                           \
  }
#define VEC_PUSH(arena, v, x)                                                  \
  do {                                                                         \
    if ((v).len == (v).cap) {                                                  \
      size_t ncap_ = (v).cap ? (v).cap * 2 : 2;                                \
      (v).data = arena_realloc((arena), (v).data, (v).cap * sizeof(*(v).data), \
                               ncap_ * sizeof(*(v).data));                     \
      (v).cap = ncap_;                                                         \
    }                                                                          \
    (v).data[(v).len++] = (x);                                                 \
  } while (0)

/* ---- Strbuf: a growing byte string on the C heap (arena.c) --------------- */

typedef struct Strbuf {
  char *data; /* always NUL-terminated when non-NULL */
  size_t len, cap;
} Strbuf;

void sb_free(Strbuf *sb);
void sb_reserve(Strbuf *sb, size_t extra);
void sb_append(Strbuf *sb, const void *p, size_t n);
void sb_puts(Strbuf *sb, const char *s);
void sb_putc(Strbuf *sb, char c);
void sb_printf(Strbuf *sb, const char *fmt, ...) HIPC_PRINTF(2, 3);
void sb_vprintf(Strbuf *sb, const char *fmt, va_list ap);

/* ---- Interned strings: equal text, equal pointer (intern.c) -------------- */

/* The strings live in an arena of their own, side by side in the order
 * they were first seen, however the scanning and the tree building
 * interleave: names of one scope sit together, and tables that hash a
 * name's address (scopes, the parser's names) find them spread evenly
 * and close together. */
typedef struct Interner {
  Arena arena;
  const char **slots; /* open addressing; length stored before the text */
  size_t cap, count;
} Interner;

void interner_init(Interner *in);
void interner_free(Interner *in);
const char *intern(Interner *in, const char *s, size_t n);
const char *intern_cstr(Interner *in, const char *s);
/* Length of an interned string without strlen. */
size_t interned_len(const char *sym);
/* A hash of `n` bytes (64-bit FNV-1a). */
uint64_t hash_bytes(const void *p, size_t n);
/* MD5 of n bytes (RFC 1321; common/md5.c) */
void md5(const void *data, size_t n, uint8_t digest[16]);
/* A pointer's hash for open addressing (interned names, above all): every
 * bit of the address moves the low bits, so that names interned far
 * apart, between other allocations, still spread evenly (murmur3's
 * finaliser). */
static inline size_t hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

/* ---- Sources and locations (source.c) ------------------------------------ */

/* A position in a source buffer: file index into the SourceManager, 1-based
 * line and column, and the length in bytes of the thing it points at. */
typedef struct SrcLoc {
  uint32_t file;
  uint32_t line;
  uint32_t col;
  uint32_t len;
} SrcLoc;

typedef struct SourceFile {
  const char *name; /* as the user or #include spelled it, resolved */
  const char *text; /* NUL-terminated */
  size_t size;
  uint32_t *line_starts; /* computed on demand for diagnostics */
  uint32_t line_count;
  bool is_system; /* from stdlib/ or a -isystem directory */
  SrcLoc included_at; /* the #include that first brought it in (line 0: none) */
} SourceFile;

/* A token that a macro expansion produced is located at the invocation
 * (line and column), with a file id from SRC_MACRO_BASE up that names one
 * of these: where the invocation is (perhaps itself inside an expansion)
 * and where the token was written - in the #define (with the macro's
 * name), or in the invocation's arguments (macro NULL).  Diagnostics show
 * an argument's token where it was written, and a body's token at the
 * invocation with clang's "expanded from macro" notes. */
#define SRC_MACRO_BASE 0x80000000u
typedef struct MacroLoc {
  uint32_t file;   /* the invocation's file id: real, or another MacroLoc */
  SrcLoc spelling; /* the token in the macro's definition */
  const char *macro; /* NULL: an argument's token */
} MacroLoc;

typedef struct SourceManager {
  Arena *arena;
  VEC(SourceFile *) files; /* index 0 is "<built-in>" */
  VEC(MacroLoc) macro_locs; /* file ids SRC_MACRO_BASE + i */
} SourceManager;

void srcmgr_init(SourceManager *sm, Arena *arena);
/* Registers a buffer (copied unless `borrow`); returns its file index. */
uint32_t srcmgr_add(SourceManager *sm, const char *name, const char *text,
                    size_t size, bool borrow);
SourceFile *srcmgr_file(const SourceManager *sm, uint32_t id);
/* A file id for a token of macro `macro`'s body written at `spelling`,
 * expanded at an invocation in file `file`. */
uint32_t srcmgr_macro_file(SourceManager *sm, uint32_t file, SrcLoc spelling,
                           const char *macro);
/* The real file behind an id (itself unless it is a macro's). */
uint32_t srcmgr_real_file(const SourceManager *sm, uint32_t id);
/* The expansion an id stands for, or NULL for a real file. */
const MacroLoc *srcmgr_macro(const SourceManager *sm, uint32_t id);
/* Where a macro argument's token was written (its length kept); any
 * other location as it is. */
SrcLoc srcmgr_written_at(const SourceManager *sm, SrcLoc loc);
/* The text of line `line` of file `id` without its newline. */
const char *srcmgr_line(SourceManager *sm, uint32_t id, uint32_t line,
                        size_t *len);

extern const SrcLoc NO_LOC; /* all zero: no location */

/* ---- Diagnostics: one message (diag.c) ----------------------------------- */

typedef enum DiagLevel {
  DIAG_NOTE,
  DIAG_WARNING,
  DIAG_ERROR,
  DIAG_FATAL, /* stops the compilation: missing include, too many errors */
} DiagLevel;

typedef struct Diag {
  DiagLevel level;
  SrcLoc loc; /* file 0 with line 0 means "no location" */
  const char *msg;
  bool bare;  /* no location and no "hipc:" prefix (clang's error limit) */
  const char *fixit;   /* text clang suggests inserting, or NULL ... */
  uint32_t fixit_col;  /* ... before this column of the same line */
} Diag;

/* ---- Named warnings: their table (warnings.c) ---------------------------- */

/* Warnings that have a name (-Wname), as clang's; each can be turned
 * off, on, or into an error.  WARN_LIST(X): X(id, name, default, group)
 * where group is 0 (default set), 1 (-Wall), 2 (-Wextra) or 3
 * (-Wconversion, which neither -Wall nor -Wextra takes). */
#define WARN_LIST(X)                                                           \
  X(W_RETURN_TYPE, "return-type", 1, 0)                                        \
  X(W_ATOMIC_MEMORY_ORDERING, "atomic-memory-ordering", 1, 0)                  \
  X(W_UNUSED_VARIABLE, "unused-variable", 0, 1)                                \
  X(W_UNUSED_LABEL, "unused-label", 0, 1)                                      \
  X(W_UNINITIALIZED, "uninitialized", 0, 1)                                    \
  X(W_DEPRECATED_NON_PROTOTYPE, "deprecated-non-prototype", 1, 0)              \
  X(W_UNKNOWN_PRAGMAS, "unknown-pragmas", 0, 1)                                \
  /* a pragma clang knows written wrong: on by default, yet in -Wall */      \
  X(W_MALFORMED_PRAGMA, "unknown-pragmas", 1, 1)                               \
  X(W_UNUSED_PARAMETER, "unused-parameter", 0, 2)                              \
  X(W_SIGN_COMPARE, "sign-compare", 0, 2)                                      \
  X(W_POINTER_SIGN, "pointer-sign", 1, 0)                                      \
  X(W_GNU_FOLDING_CONSTANT, "gnu-folding-constant", 1, 0)                      \
  X(W_UNKNOWN_WARNING_OPTION, "unknown-warning-option", 1, 0)                  \
  X(W_UNUSED_COMMAND_LINE_ARGUMENT, "unused-command-line-argument", 1, 0)      \
  X(W_OVERRIDING_OPTION, "overriding-option", 1, 0)                            \
  X(W_DEPRECATED_OFAST, "deprecated-ofast", 1, 0)                              \
  X(W_FORMAT, "format", 1, 0)                                                  \
  X(W_FORMAT_EXTRA_ARGS, "format-extra-args", 1, 0)                            \
  X(W_FORMAT_INSUFFICIENT_ARGS, "format-insufficient-args", 1, 0)              \
  X(W_FORMAT_INVALID_SPECIFIER, "format-invalid-specifier", 1, 0)              \
  X(W_CONSTANT_CONVERSION, "constant-conversion", 1, 0)                        \
  X(W_IMPLICIT_CONST_INT_FLOAT_CONVERSION,                                     \
    "implicit-const-int-float-conversion", 1, 0)                               \
  X(W_LITERAL_CONVERSION, "literal-conversion", 1, 0)                          \
  X(W_DIVISION_BY_ZERO, "division-by-zero", 1, 0)                              \
  X(W_SHIFT_COUNT_OVERFLOW, "shift-count-overflow", 1, 0)                      \
  X(W_SHIFT_COUNT_NEGATIVE, "shift-count-negative", 1, 0)                      \
  X(W_UNUSED_VALUE, "unused-value", 1, 0)                                      \
  X(W_VARARGS, "varargs", 1, 0)                                                \
  X(W_UNKNOWN_ATTRIBUTES, "unknown-attributes", 1, 0)                          \
  X(W_IGNORED_ATTRIBUTES, "ignored-attributes", 1, 0)                          \
  X(W_INCOMPATIBLE_LIBRARY_REDECLARATION,                                      \
    "incompatible-library-redeclaration", 1, 0)                                \
  X(W_UNUSED_COMPARISON, "unused-comparison", 1, 0)                            \
  X(W_PARENTHESES, "parentheses", 1, 0)                                        \
  X(W_TAUTOLOGICAL_COMPARE, "tautological-compare", 1, 0)                      \
  X(W_VOID_PTR_DEREFERENCE, "void-ptr-dereference", 1, 0)                      \
  X(W_SHORTEN_64_TO_32, "shorten-64-to-32", 0, 3)                              \
  X(W_IMPLICIT_INT_CONVERSION, "implicit-int-conversion", 0, 3)                \
  X(W_IMPLICIT_FLOAT_CONVERSION, "implicit-float-conversion", 0, 3)            \
  X(W_FLOAT_CONVERSION, "float-conversion", 0, 3)                              \
  X(W_SIGN_CONVERSION, "sign-conversion", 0, 3)                                \
  X(W_IMPLICIT_INT_FLOAT_CONVERSION, "implicit-int-float-conversion", 0, 3)

typedef enum WarnId {
#define X(id, name, dflt, group) id,
  WARN_LIST(X)
#undef X
  W_COUNT
} WarnId;

/* What `#pragma clang diagnostic` makes of a warning from where it is
 * written; PRAGMA_COMMAND_LINE is what a pop goes back to. */
typedef enum DiagPragmaState {
  PRAGMA_IGNORED,
  PRAGMA_WARNING,
  PRAGMA_ERROR,
  PRAGMA_FATAL,
  PRAGMA_COMMAND_LINE,
} DiagPragmaState;

typedef struct DiagPragma {
  SrcLoc loc;
  uint16_t warn; /* a WarnId */
  uint8_t state; /* a DiagPragmaState */
} DiagPragma;

/* ---- Diags: the diagnostics of one compilation (diag.c) ------------------ */

typedef struct Diags {
  Arena *arena;
  SourceManager *sm;
  VEC(Diag) list;
  unsigned errors, warnings;
  unsigned error_limit; /* 0 = no limit */
  bool warnings_as_errors;
  bool no_warnings;
  bool stopped; /* a fatal error or the error limit was reached */
  size_t lexed; /* list[0, lexed) came from preprocessing the whole unit
                   before it was parsed: rendered merged into source order
                   with the rest (diag_order) */
  const char *tool; /* prefix for located-nowhere messages, e.g. "hipc" */
  unsigned char warn[W_COUNT]; /* 0 off, 1 warning, 2 error */
  bool no_error[W_COUNT];      /* -Wno-error=X: -Werror leaves X a warning */
  VEC(DiagPragma) pragmas;     /* in the order they were read */
  VEC(size_t) pragma_marks;    /* pragmas.len at each unpopped push */
  bool pragma_on[W_COUNT];     /* some pragma turns it on somewhere */
} Diags;

/* No diagnostics yet, every named warning at its default (WARN_LIST). */
void diags_init(Diags *d, Arena *arena, SourceManager *sm);
void diag_report(Diags *d, DiagLevel level, SrcLoc loc, const char *fmt, ...)
    HIPC_PRINTF(4, 5);
void diag_vreport(Diags *d, DiagLevel level, SrcLoc loc, const char *fmt,
                  va_list ap);
#define diag_error(d, loc, ...) diag_report((d), DIAG_ERROR, (loc), __VA_ARGS__)
#define diag_warning(d, loc, ...)                                              \
  diag_report((d), DIAG_WARNING, (loc), __VA_ARGS__)
#define diag_note(d, loc, ...) diag_report((d), DIAG_NOTE, (loc), __VA_ARGS__)
#define diag_fatal(d, loc, ...) diag_report((d), DIAG_FATAL, (loc), __VA_ARGS__)
/* Records `msg` at `level` as it is (diag_report makes warnings errors
 * under -Werror); for what has decided its level itself. */
void diag_emit(Diags *d, DiagLevel level, SrcLoc loc, const char *msg);
/* Gives the diagnostic recorded at index `at` of d->list (its length
 * before the report; nothing if none was recorded) clang's fix-it line:
 * `text` to insert before column `col`. */
void diag_fixit(Diags *d, size_t at, uint32_t col, const char *text);
/* Clang's text form: `file:line:col: error: msg`, the line, a caret. */
void diag_render(Diags *d, const Diag *diag, Strbuf *out);
void diags_render_all(Diags *d, Strbuf *out);
/* -fdiagnostics-format=json: one object per line: severity, file, line,
 * column, length, message, notes. */
void diags_render_json(Diags *d, Strbuf *out);

/* ---- Named warnings and #pragma clang diagnostic (warnings.c) ------------ */

/* A named warning, reported as clang does ("... [-Wunused-variable]")
 * when it is enabled; an error under -Werror=name.  True when it was
 * reported: its notes follow it only then. */
bool diag_warn(Diags *d, WarnId w, SrcLoc loc, const char *fmt, ...)
    HIPC_PRINTF(4, 5);
bool diag_warn_enabled(const Diags *d, WarnId w);
/* -Wall, -Wextra, -Wname, -Wno-name, -Werror=name, -Wno-error=name.
 * False for a name hipc does not know. */
bool diags_set_warning(Diags *d, const char *option);

/* #pragma clang diagnostic ignored/warning/error/fatal "-Wname" at
 * `loc`: 0, or -1 if `option` is not a -W option, -2 if hipc knows no
 * such warning or group.  Push and pop save and restore them all; pop is
 * false when nothing was pushed. */
int diags_pragma_set(Diags *d, SrcLoc loc, const char *option,
                     DiagPragmaState state);
void diags_pragma_push(Diags *d);
bool diags_pragma_pop(Diags *d, SrcLoc loc);

/* ---- Ctx: what one compilation shares across its phases (ctx.c) ---------- */

typedef struct Ctx {
  Arena arena;
  Interner strings;
  SourceManager sources;
  Diags diags;
} Ctx;

void ctx_init(Ctx *c);
void ctx_free(Ctx *c);

double hipc_now(void); /* monotonic seconds */
/* Reads a whole file into a malloc'ed NUL-terminated buffer; NULL and errno
 * set on failure. */
char *read_file(const char *path, size_t *size);

#endif