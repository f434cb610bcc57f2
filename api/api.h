/* api.h - the library behind include/hipc.h: a compilation's options,
 * inputs and results, and the pass list that runs over them. */
#ifndef HIPC_API_INTERNAL_H
#define HIPC_API_INTERNAL_H

#include "../codegen/codegen.h"
#include "../include/hipc.h"
#include "../lexer/lexer.h"
#include "../offload-bundler/bundler.h"

typedef enum MacroOpKind { MACRO_DEFINE, MACRO_UNDEF } MacroOpKind;

typedef struct MacroOp {
  MacroOpKind kind;
  const char *name;
  const char *value; /* NULL: "1" */
} MacroOp;

typedef struct IncludeDir {
  const char *path;
  bool system;
} IncludeDir;

typedef struct MemFile {
  const char *name;
  const char *text;
  size_t len;
} MemFile;

typedef enum StopAfter {
  STOP_NONE,       /* link and bundle */
  STOP_PREPROCESS, /* -E */
  STOP_SYNTAX,     /* -fsyntax-only */
} StopAfter;

/* The input's language, from -x or the file name: HIP-C either way, with
 * HIP's C++ symbol names or with C's. */
typedef enum Language { LANG_BY_NAME, LANG_HIP, LANG_C } Language;

typedef struct Options {
  VEC(const char *) targets; /* as given */
  int opt_level;
  int code_object_version;
  StopAfter stop;
  HipcOutputKind output;
  VEC(MacroOp) macros;
  VEC(IncludeDir) include_dirs;
  VEC(const char *) forced_includes;
  bool no_gpu_inc; /* -nogpuinc: no implicit <hip/hip_runtime.h> */
  Language language; /* -x */
  bool verbose;
  bool debug_info; /* -g */
  bool device_default; /* -fdevice-default */
  bool diag_json;      /* -fdiagnostics-format=json */
  bool werror, no_warnings;
  unsigned error_limit;
  /* what codegen reads as it is: options.def rows store into it by
   * name (cg.fp_no_nans), each target's codegen starts from a copy */
  CodegenOptions cg;
  const char *fp_contract_by; /* -ffast-math or -funsafe-math-optimizations, which set contract */
  const void *pending; /* the options.def row waiting for its value */
} Options;

typedef struct TargetResult {
  TargetId id;
  Strbuf output;
} TargetResult;

struct HipcCompiler {
  Ctx ctx;
  Options opts;
  MemFile source;
  bool have_source;
  VEC(MemFile) headers;
  TargetResult *results;
  int nresults;
  Strbuf bundle;
  Strbuf diag_text;
  Strbuf verbose_log;
  Strbuf device_api; /* hipc_device_api (device_api.c) */
  bool compiled;
  unsigned option_errors;
};

/* options.c */
HipcStatus api_option(HipcCompiler *c, const char *opt);
/* The option still waiting for its separate value ("-I"), or NULL. */
const char *api_pending_option(const HipcCompiler *c);

/* compiler.c */
void api_note_time(HipcCompiler *c, const char *pass, const char *target,
                   double seconds);

/* the diagnostics as hipc_diagnostics gives them (compiler.c) */
void api_render_diagnostics(HipcCompiler *c);

#endif
