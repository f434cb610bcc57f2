/* options.c - the command line as the library reads it: api/options.def's
 * rows, matched in order, each doing its action.  clang's spellings and,
 * for a bad value, clang's words. */
#include "api.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef enum OptKind { FLAG, JOINED, SEPARATE, JOINED_OR_SEPARATE } OptKind;
typedef enum OptAction { SET_TRUE, SET_FALSE, VALUE, WORKS, UNUSED, DRIVER } OptAction;

typedef struct OptRow OptRow;
typedef HipcStatus OptFn(HipcCompiler *c, const OptRow *row, const char *value);

struct OptRow {
  const char *spelling;
  OptKind kind;
  OptAction action;
  size_t field;  /* SET_*: the bool in Options */
  OptFn *fn;     /* VALUE */
  const char *metavar, *help;
};

/* An error about the command line, in clang's words. */
static HipcStatus bad(HipcCompiler *c, const char *fmt, ...) HIPC_PRINTF(2, 3);
static HipcStatus bad(HipcCompiler *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(&c->ctx.diags, DIAG_ERROR, NO_LOC, fmt, ap);
  va_end(ap);
  c->option_errors++;
  return HIPC_ERROR_INVALID_OPTION;
}

/* clang's -Wunused-command-line-argument */
static HipcStatus unused(HipcCompiler *c, const char *arg) {
  diag_warn(&c->ctx.diags, W_UNUSED_COMMAND_LINE_ARGUMENT, NO_LOC,
            "argument unused during compilation: '%s'", arg);
  return HIPC_OK;
}

static char *dup(HipcCompiler *c, const char *s) {
  return arena_strdup(&c->ctx.arena, s);
}

/* ---- the VALUE actions, opt_<field> ------------------------------------------- */

static HipcStatus opt_targets(HipcCompiler *c, const OptRow *row, const char *list) {
  const char *p = list;
  while (*p) {
    size_t n = strcspn(p, ",");
    if (n)
      VEC_PUSH(&c->ctx.arena, c->opts.targets, arena_strndup(&c->ctx.arena, p, n));
    p += n;
    if (*p == ',')
      p++;
  }
  return HIPC_OK;
}

static HipcStatus add_macro(HipcCompiler *c, MacroOpKind kind, const char *arg) {
  MacroOp op = {kind, NULL, NULL};
  const char *eq = kind == MACRO_DEFINE ? strchr(arg, '=') : NULL;
  if (eq) {
    op.name = arena_strndup(&c->ctx.arena, arg, (size_t)(eq - arg));
    op.value = dup(c, eq + 1);
  } else {
    op.name = dup(c, arg);
  }
  VEC_PUSH(&c->ctx.arena, c->opts.macros, op);
  return HIPC_OK;
}

static HipcStatus opt_define(HipcCompiler *c, const OptRow *row, const char *v) {
  return add_macro(c, MACRO_DEFINE, v);
}

static HipcStatus opt_undefine(HipcCompiler *c, const OptRow *row, const char *v) {
  return add_macro(c, MACRO_UNDEF, v);
}

static HipcStatus add_include(HipcCompiler *c, const char *dir, bool system) {
  IncludeDir d = {dup(c, dir), system};
  VEC_PUSH(&c->ctx.arena, c->opts.include_dirs, d);
  return HIPC_OK;
}

static HipcStatus opt_include_dir(HipcCompiler *c, const OptRow *row, const char *v) {
  return add_include(c, v, false);
}

static HipcStatus opt_system_dir(HipcCompiler *c, const OptRow *row, const char *v) {
  return add_include(c, v, true);
}

static HipcStatus opt_forced_include(HipcCompiler *c, const OptRow *row, const char *v) {
  VEC_PUSH(&c->ctx.arena, c->opts.forced_includes, dup(c, v));
  return HIPC_OK;
}

/* -x hip, -x cuda: HIP's C++ symbol names; -x c: C's (docs/ARCHITECTURE.md,
 * "The input language").  Either way the language compiled is HIP-C. */
static HipcStatus opt_language(HipcCompiler *c, const OptRow *row, const char *v) {
  if (!strcmp(v, "hip") || !strcmp(v, "cuda"))
    c->opts.language = LANG_HIP;
  else if (!strcmp(v, "c"))
    c->opts.language = LANG_C;
  else
    return bad(c, "language not recognized: '%s'", v);
  return HIPC_OK;
}

static HipcStatus opt_fast_math(HipcCompiler *c, const OptRow *row, const char *v);

static HipcStatus opt_opt_level(HipcCompiler *c, const OptRow *row, const char *l) {
  Options *o = &c->opts;
  char *end;
  long n = strtol(l, &end, 10);
  if (!*l)
    o->opt_level = 1;
  else if (l[0] >= '0' && l[0] <= '3' && !l[1])
    o->opt_level = l[0] - '0';
  else if (!strcmp(l, "s") || !strcmp(l, "z") || !strcmp(l, "g"))
    o->opt_level = 2;
  else if (!strcmp(l, "fast")) {
    /* clang 22: deprecated, and -O3 -ffast-math */
    diag_warn(&c->ctx.diags, W_DEPRECATED_OFAST, NO_LOC,
              "argument '-Ofast' is deprecated; use '-O3 -ffast-math' for the same "
              "behavior, or '-O3' to enable only conforming optimizations");
    o->opt_level = 3;
    /* the flags of -ffast-math, but not its approximate sinf (clang's
     * driver asks for -ffast-math itself there) */
    static const OptRow fast = {"-ffast-math"};
    bool given = o->cg.fast_math_given;
    opt_fast_math(c, &fast, "");
    o->cg.fast_math_given = given;
    o->fp_contract_by = NULL;
  }
  else if (*l >= '0' && *l <= '9' && !*end && n > 3) {
    /* clang: a warning, and -O3 */
    diag_warning(&c->ctx.diags, NO_LOC, "optimization level '-O%s' is not "
                 "supported; using '-O3' instead", l);
    o->opt_level = 3;
  } else {
    return bad(c, "invalid integral value '%s' in '-O'", l);
  }
  return HIPC_OK;
}

static HipcStatus opt_code_object_version(HipcCompiler *c, const OptRow *row, const char *v) {
  if ((v[0] == '4' || v[0] == '5' || v[0] == '6') && !v[1]) {
    c->opts.code_object_version = v[0] - '0';
    return HIPC_OK;
  }
  return bad(c, "invalid integral value '%s' in '-mcode-object-version=%s'", v, v);
}

static HipcStatus opt_error_limit(HipcCompiler *c, const OptRow *row, const char *v) {
  char *end;
  long n = strtol(v, &end, 10);
  if (*end || n < 0 || end == v)
    return bad(c, "invalid integral value '%s' in '-ferror-limit %s'", v, v);
  c->opts.error_limit = (unsigned)n;
  return HIPC_OK;
}

static HipcStatus opt_preprocess(HipcCompiler *c, const OptRow *row, const char *v) {
  c->opts.stop = STOP_PREPROCESS;
  c->opts.output = HIPC_OUTPUT_PREPROCESSED;
  return HIPC_OK;
}

static HipcStatus opt_syntax_only(HipcCompiler *c, const OptRow *row, const char *v) {
  c->opts.stop = STOP_SYNTAX;
  return HIPC_OK;
}

static HipcStatus opt_assembly(HipcCompiler *c, const OptRow *row, const char *v) {
  Options *o = &c->opts;
  if (o->output == HIPC_OUTPUT_LLVM_BC)
    o->output = HIPC_OUTPUT_LLVM_IR;
  else if (o->output == HIPC_OUTPUT_CODE_OBJECT)
    o->output = HIPC_OUTPUT_ASSEMBLY;
  return HIPC_OK;
}

static HipcStatus opt_emit_llvm(HipcCompiler *c, const OptRow *row, const char *v) {
  Options *o = &c->opts;
  o->output = o->output == HIPC_OUTPUT_ASSEMBLY ? HIPC_OUTPUT_LLVM_IR : HIPC_OUTPUT_LLVM_BC;
  return HIPC_OK;
}

static HipcStatus opt_diagnostics_format(HipcCompiler *c, const OptRow *row, const char *f) {
  if (strcmp(f, "json") && strcmp(f, "clang"))
    return bad(c, "invalid value '%s' in '-fdiagnostics-format %s'", f, f);
  c->opts.diag_json = !strcmp(f, "json");
  return HIPC_OK;
}

/* HIP's default is fast: every operation may fuse (clang marks them
 * `contract`).  "on" fuses within an expression only (C17 6.5p8), as
 * clang does: a multiplication that is an operand of an addition or
 * subtraction is llvm.fmuladd with it; "off" fuses nothing.  After
 * -ffast-math, which set it to fast, clang warns. */
static HipcStatus opt_fp_contract(HipcCompiler *c, const OptRow *row, const char *v) {
  if (!strcmp(v, "fast") || !strcmp(v, "fast-honor-pragmas"))
    c->opts.cg.no_fp_contract = false;
  else if (!strcmp(v, "on") || !strcmp(v, "off"))
    c->opts.cg.no_fp_contract = true;
  else
    return bad(c, "unsupported argument '%s' to option '-ffp-contract='", v);
  c->opts.cg.fp_contract_on = !strcmp(v, "on");
  if (c->opts.fp_contract_by && strcmp(v, "fast") != 0)
    diag_warn(&c->ctx.diags, W_OVERRIDING_OPTION, NO_LOC,
              "overriding '%s' option with '-ffp-contract=%s'", c->opts.fp_contract_by, v);
  return HIPC_OK;
}

/* The options that set several floating-point flags at once, as clang's
 * driver reads them, each later one overriding what it sets of an
 * earlier one's (docs/math.md, "Fast math"). */
static HipcStatus opt_fast_math(HipcCompiler *c, const OptRow *row, const char *v) {
  CodegenOptions *o = &c->opts.cg;
  const char *name = row->spelling;
  bool on = strncmp(name, "-fno-", 5) != 0;
  const char *what = name + (on ? 2 : 5);
  if (!strcmp(what, "fast-math") || !strcmp(what, "unsafe-math-optimizations")) {
    bool all = !strcmp(what, "fast-math"); /* else -funsafe-math-optimizations */
    if (all)
      o->fp_no_nans = o->fp_no_infs = on;
    o->fp_no_signed_zeros = o->fp_reciprocal = o->fp_associative = o->fp_approx_func = on;
    if (all)
      o->fast_math_given = on;
    if (on) {
      o->no_fp_contract = o->fp_contract_on = false;
      c->opts.fp_contract_by = name;
    } else {
      c->opts.fp_contract_by = NULL;
    }
  } else if (!strcmp(what, "finite-math-only")) {
    o->fp_no_nans = o->fp_no_infs = on;
  } else { /* gpu-approx-transcendentals */
    o->approx_transcendentals = on;
  }
  return HIPC_OK;
}

static HipcStatus opt_printf_kind(HipcCompiler *c, const OptRow *row, const char *v) {
  if (strcmp(v, "hostcall") && strcmp(v, "buffered"))
    return bad(c, "invalid value '%s' in '-mprintf-kind=%s'", v, v);
  c->opts.cg.printf_buffered = !strcmp(v, "buffered");
  return HIPC_OK;
}

/* The standards clang knows.  hipc compiles C17 (with C23's bool,
 * static_assert and nullptr, as HIP code uses them): those say what it
 * does; the others are no error, as build systems pass hipcc's C++ ones,
 * but have no effect, and say so. */
static HipcStatus opt_standard(HipcCompiler *c, const OptRow *row, const char *v) {
  static const char *const c17[] = {"c17", "c18", "gnu17", "gnu18", "iso9899:2017",
                                    "iso9899:2018"};
  static const char *const others[] = {
      "c89", "c90", "iso9899:1990", "iso9899:199409", "gnu89", "gnu90", "c99", "c9x",
      "iso9899:1999", "iso9899:199x", "gnu99", "gnu9x", "c11", "c1x", "iso9899:2011",
      "iso9899:201x", "gnu11", "gnu1x", "c23", "c2x", "iso9899:2024", "gnu23", "gnu2x",
      "c2y", "gnu2y", "c++98", "c++03", "gnu++98", "gnu++03", "c++11", "c++0x",
      "gnu++11", "gnu++0x", "c++14", "c++1y", "gnu++14", "gnu++1y", "c++17", "c++1z",
      "gnu++17", "gnu++1z", "c++20", "c++2a", "gnu++20", "gnu++2a", "c++23", "c++2b",
      "gnu++23", "gnu++2b", "c++26", "c++2c", "gnu++26", "gnu++2c"};
  for (size_t i = 0; i < ARRAY_LEN(c17); i++)
    if (!strcmp(v, c17[i]))
      return HIPC_OK;
  for (size_t i = 0; i < ARRAY_LEN(others); i++)
    if (!strcmp(v, others[i]))
      return unused(c, arena_printf(&c->ctx.arena, "-std=%s", v));
  return bad(c, "invalid value '%s' in '-std=%s'", v, v);
}

/* -W<warning>; clang: an unknown warning option is only a warning.  -Wl,
 * -Wa, and -Wp, hand arguments to tools hipc does not run. */
static HipcStatus opt_warning(HipcCompiler *c, const OptRow *row, const char *v) {
  const char *opt = arena_printf(&c->ctx.arena, "-W%s", v);
  if (!strncmp(v, "l,", 2) || !strncmp(v, "a,", 2) || !strncmp(v, "p,", 2)) {
    diag_warn(&c->ctx.diags, W_UNUSED_COMMAND_LINE_ARGUMENT, NO_LOC, "%s: '%s' input unused",
              opt, v[0] == 'l' ? "linker" : v[0] == 'a' ? "assembler" : "preprocessor");
    return HIPC_OK;
  }
  if (!diags_set_warning(&c->ctx.diags, opt))
    diag_warn(&c->ctx.diags, W_UNKNOWN_WARNING_OPTION, NO_LOC,
              "unknown warning option '%s'", opt);
  return HIPC_OK;
}

/* ---- the table ------------------------------------------------------------------ */

#define none 0
static const OptRow rows[] = {
#define OPTION(spelling, kind, action, field, metavar, help) \
  {spelling, kind, action, OPT_FIELD_##action(field), OPT_FN_##action(field), metavar, help},
#define OPT_FIELD_SET_TRUE(f) offsetof(Options, f)
#define OPT_FIELD_SET_FALSE(f) offsetof(Options, f)
#define OPT_FIELD_VALUE(f) 0
#define OPT_FIELD_WORKS(f) 0
#define OPT_FIELD_UNUSED(f) 0
#define OPT_FIELD_DRIVER(f) 0
#define OPT_FN_SET_TRUE(f) NULL
#define OPT_FN_SET_FALSE(f) NULL
#define OPT_FN_VALUE(f) opt_##f
#define OPT_FN_WORKS(f) NULL
#define OPT_FN_UNUSED(f) NULL
#define OPT_FN_DRIVER(f) NULL
#include "options.def"
#undef OPTION
};
#undef none

/* The row `arg` is an instance of, and where its value starts (NULL: the
 * next argument holds it). */
static const OptRow *match(const char *arg, const char **value) {
  for (size_t i = 0; i < ARRAY_LEN(rows); i++) {
    const OptRow *r = &rows[i];
    size_t n = strlen(r->spelling);
    if (strncmp(arg, r->spelling, n) != 0)
      continue;
    const char *rest = arg + n;
    switch (r->kind) {
    case FLAG:
      if (*rest)
        continue;
      *value = rest;
      return r;
    case SEPARATE:
      if (*rest)
        continue;
      *value = NULL;
      return r;
    case JOINED:
      *value = rest;
      return r;
    case JOINED_OR_SEPARATE:
      *value = *rest ? rest : NULL;
      return r;
    }
  }
  return NULL;
}

static HipcStatus apply(HipcCompiler *c, const OptRow *r, const char *arg, const char *value) {
  switch (r->action) {
  case SET_TRUE:
  case SET_FALSE:
    *(bool *)((char *)&c->opts + r->field) = r->action == SET_TRUE;
    return HIPC_OK;
  case VALUE:
    return r->fn(c, r, value);
  case WORKS:
    return HIPC_OK;
  case UNUSED:
  case DRIVER: /* the hipc command's own (-o): nothing for the library */
    return unused(c, arg);
  }
  return HIPC_OK;
}

HipcStatus api_option(HipcCompiler *c, const char *opt) {
  Options *o = &c->opts;
  if (o->pending) {
    const OptRow *r = o->pending;
    o->pending = NULL;
    return apply(c, r, r->spelling, opt);
  }
  const char *value;
  const OptRow *r = match(opt, &value);
  if (!r)
    return bad(c, "unknown argument: '%s'", opt);
  if (!value) {
    o->pending = r;
    return HIPC_OK;
  }
  return apply(c, r, opt, value);
}

const char *api_pending_option(const HipcCompiler *c) {
  return c->opts.pending ? ((const OptRow *)c->opts.pending)->spelling : NULL;
}

/* ---- include/hipc.h: the table for drivers -------------------------------------- */

int hipc_option_takes_value(const char *arg) {
  const char *value;
  return arg && match(arg, &value) && !value;
}

int hipc_option_info(int i, HipcOptionInfo *out) {
  if (i < 0 || (size_t)i >= ARRAY_LEN(rows) || !out)
    return 0;
  const OptRow *r = &rows[i];
  out->spelling = r->spelling;
  out->metavar = r->metavar;
  out->help = r->help;
  out->separate = r->kind == SEPARATE || r->kind == JOINED_OR_SEPARATE;
  out->driver_only = r->action == DRIVER;
  out->no_effect = r->action == UNUSED;
  out->no_op = r->action == WORKS;
  return 1;
}
