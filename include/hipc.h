/* hipc.h - the hipc compiler as a library.
 *
 * One HipcCompiler is one compilation: options, sources, in-memory headers,
 * and after hipc_compile() its outputs and diagnostics.  Compilers share
 * nothing, so different threads may each use their own at the same time.
 * The library never prints, never exits, and frees everything it made in
 * hipc_destroy().
 *
 *   HipcCompiler *c = hipc_create();
 *   hipc_option(c, "--offload-arch=gfx90a,gfx1100");
 *   hipc_option(c, "-O3");
 *   hipc_add_header(c, "util.h", util_text, util_len);
 *   hipc_add_source(c, "k.hip", text, len);
 *   if (hipc_compile(c) != HIPC_OK) puts(hipc_diagnostics(c));
 *   hipc_bundle(c, &data, &size);
 *   hipc_destroy(c);
 */
#ifndef HIPC_H
#define HIPC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define HIPC_API __attribute__((visibility("default")))
#else
#define HIPC_API
#endif

typedef struct HipcCompiler HipcCompiler;

typedef enum HipcStatus {
  HIPC_OK = 0,
  HIPC_ERROR_INVALID_OPTION, /* unknown option or bad value (see log) */
  HIPC_ERROR_INVALID_INPUT,  /* no source, or a bad argument to a call */
  HIPC_ERROR_COMPILATION,    /* the source has errors (see diagnostics) */
  HIPC_ERROR_INTERNAL,       /* LLVM or the linker failed (see log) */
  HIPC_ERROR_OUT_OF_RANGE,   /* no such target or output */
} HipcStatus;

/* What hipc_compile() produces for each target, chosen by the options:
 * a linked code object by default, assembly with -S, LLVM IR with
 * -emit-llvm (textual with -S), preprocessed source with -E. */
typedef enum HipcOutputKind {
  HIPC_OUTPUT_CODE_OBJECT,
  HIPC_OUTPUT_ASSEMBLY,
  HIPC_OUTPUT_LLVM_IR,
  HIPC_OUTPUT_LLVM_BC,
  HIPC_OUTPUT_PREPROCESSED,
} HipcOutputKind;

HIPC_API const char *hipc_version(void);

HIPC_API HipcCompiler *hipc_create(void);
HIPC_API void hipc_destroy(HipcCompiler *c);

/* One option in clang's spelling, e.g. "-O2", "--offload-arch=gfx90a",
 * "-DN=4", "-I", "dir" (as two calls, or "-Idir"), "-mcode-object-version=5",
 * "-S", "-emit-llvm", "-E", "-v", "-w", "-Werror", "-ferror-limit=N".
 * An option that takes a separate value takes it from the next call. */
HIPC_API HipcStatus hipc_option(HipcCompiler *c, const char *option);
/* Several options at once, as hipRTC and command lines pass them. */
HIPC_API HipcStatus hipc_options(HipcCompiler *c, int n,
                                 const char *const *options);

/* The options hipc knows, for a driver: whether `arg` is an option whose
 * value is the next argument ("-I", "-o"), and the rows of the option
 * table, one by one from 0 (0 past the last), for a --help. */
HIPC_API int hipc_option_takes_value(const char *arg);
typedef struct HipcOptionInfo {
  const char *spelling; /* "-O", "--offload-arch=" */
  const char *metavar;  /* its value's name in help ("<dir>"), or "" */
  const char *help;     /* one line, or NULL: listed by name only */
  int separate;         /* the value may be the next argument */
  int driver_only;      /* the command's own: hipc_option ignores it */
  int no_effect;        /* accepted, but has no effect yet (a warning) */
  int no_op;            /* hipc behaves so anyway (device-only, PIC) */
} HipcOptionInfo;
HIPC_API int hipc_option_info(int i, HipcOptionInfo *out);

/* The translation unit, from memory; `name` is used in diagnostics and to
 * resolve #include "..." relative to it. */
HIPC_API HipcStatus hipc_add_source(HipcCompiler *c, const char *name,
                                    const char *text, size_t len);
/* The translation unit, read from a file. */
HIPC_API HipcStatus hipc_add_source_file(HipcCompiler *c, const char *path);
/* A header that #include "name" or <name> finds before the disk. */
HIPC_API HipcStatus hipc_add_header(HipcCompiler *c, const char *name,
                                    const char *text, size_t len);

HIPC_API HipcStatus hipc_compile(HipcCompiler *c);

/* Results.  Buffers stay valid until hipc_destroy(). */
HIPC_API int hipc_target_count(const HipcCompiler *c);
/* The target ID of target i, as given ("gfx90a:xnack+"). */
HIPC_API const char *hipc_target_name(const HipcCompiler *c, int i);
HIPC_API HipcOutputKind hipc_output_kind(const HipcCompiler *c);
HIPC_API HipcStatus hipc_output(const HipcCompiler *c, int target,
                                const void **data, size_t *size);
/* The offload bundle of all targets' code objects (code object output). */
HIPC_API HipcStatus hipc_bundle(const HipcCompiler *c, const void **data,
                                size_t *size);

/* All diagnostics, rendered as clang renders them ("k.hip:3:7: error: ..."
 * with the source line and a caret), and the totals. */
HIPC_API const char *hipc_diagnostics(const HipcCompiler *c);
HIPC_API int hipc_error_count(const HipcCompiler *c);
HIPC_API int hipc_warning_count(const HipcCompiler *c);

/* With -v: one line per pass and target with its time, e.g.
 * "hipc: parse 0.412 ms". */
HIPC_API const char *hipc_verbose_log(const HipcCompiler *c);

/* The processors hipc compiles for, space-separated. */
HIPC_API const char *hipc_known_targets(void);

/* hipc's coverage of HIP's device API as a Markdown document (what
 * docs/device-api.md holds): every name of HIP's device headers with its
 * status, found by compiling a probe against hipc's headers, then the
 * builtins and the C library.  HIPC_OK, or an error (in the diagnostics)
 * where a missing name's row gives no reason.  The text stays valid until
 * hipc_destroy(c) or the next call. */
HIPC_API HipcStatus hipc_device_api(HipcCompiler *c, const char **text);

#ifdef __cplusplus
}
#endif

#endif
