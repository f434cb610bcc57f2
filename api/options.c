/* options.c - clang's option spellings, as hipcc and hipRTC pass them. */
#include "api.h"

#include <stdlib.h>
#include <string.h>

static HipcStatus bad(HipcCompiler *c, const char *fmt, const char *arg) {
  diag_report(&c->ctx.diags, DIAG_ERROR, NO_LOC, fmt, arg);
  c->option_errors++;
  return HIPC_ERROR_INVALID_OPTION;
}

static char *dup(HipcCompiler *c, const char *s) {
  return arena_strdup(&c->ctx.arena, s);
}

static void add_targets(HipcCompiler *c, const char *list) {
  const char *p = list;
  while (*p) {
    size_t n = strcspn(p, ",");
    if (n)
      VEC_PUSH(&c->ctx.arena, c->opts.targets, arena_strndup(&c->ctx.arena, p, n));
    p += n;
    if (*p == ',')
      p++;
  }
}

static void add_macro(HipcCompiler *c, MacroOpKind kind, const char *arg) {
  MacroOp op = {kind, NULL, NULL};
  const char *eq = kind == MACRO_DEFINE ? strchr(arg, '=') : NULL;
  if (eq) {
    op.name = arena_strndup(&c->ctx.arena, arg, (size_t)(eq - arg));
    op.value = dup(c, eq + 1);
  } else {
    op.name = dup(c, arg);
  }
  VEC_PUSH(&c->ctx.arena, c->opts.macros, op);
}

static void add_include(HipcCompiler *c, const char *dir, bool system) {
  IncludeDir d = {dup(c, dir), system};
  VEC_PUSH(&c->ctx.arena, c->opts.include_dirs, d);
}

/* Options whose value may come as the next argument. */
static const char *const takes_value[] = {"-D", "-U", "-I", "-isystem",
                                          "-iquote", "-include", "-x",
                                          "--offload-arch", "--cuda-gpu-arch"};

static HipcStatus apply(HipcCompiler *c, const char *opt, const char *val) {
  if (!strcmp(opt, "-D"))
    add_macro(c, MACRO_DEFINE, val);
  else if (!strcmp(opt, "-U"))
    add_macro(c, MACRO_UNDEF, val);
  else if (!strcmp(opt, "-I") || !strcmp(opt, "-iquote"))
    add_include(c, val, false);
  else if (!strcmp(opt, "-isystem"))
    add_include(c, val, true);
  else if (!strcmp(opt, "-include"))
    VEC_PUSH(&c->ctx.arena, c->opts.forced_includes, dup(c, val));
  else if (!strcmp(opt, "-x")) {
    if (strcmp(val, "hip") && strcmp(val, "cuda") && strcmp(val, "c"))
      return bad(c, "language not recognized: '%s'", val);
  } else if (!strcmp(opt, "--offload-arch") || !strcmp(opt, "--cuda-gpu-arch"))
    add_targets(c, val);
  return HIPC_OK;
}

HipcStatus api_option(HipcCompiler *c, const char *opt) {
  Options *o = &c->opts;
  if (o->pending) {
    const char *p = o->pending;
    o->pending = NULL;
    return apply(c, p, opt);
  }
  for (size_t i = 0; i < ARRAY_LEN(takes_value); i++) {
    size_t n = strlen(takes_value[i]);
    if (!strncmp(opt, takes_value[i], n)) {
      const char *rest = opt + n;
      if (*rest == 0) {
        o->pending = takes_value[i];
        return HIPC_OK;
      }
      if (takes_value[i][1] == '-') { /* --long=value */
        if (*rest != '=')
          continue;
        rest++;
      } else if (n > 2 && strcmp(takes_value[i], "-x") != 0) {
        continue; /* -isystemfoo is not -isystem foo */
      }
      return apply(c, takes_value[i], rest);
    }
  }
  if (opt[0] == '-' && opt[1] == 'O') {
    const char *l = opt + 2;
    char *end;
    long n = strtol(l, &end, 10);
    if (!*l)
      o->opt_level = 1;
    else if (l[0] >= '0' && l[0] <= '3' && !l[1])
      o->opt_level = l[0] - '0';
    else if (!strcmp(l, "s") || !strcmp(l, "z") || !strcmp(l, "g"))
      o->opt_level = 2;
    else if (!strcmp(l, "fast"))
      o->opt_level = 3;
    else if (*l >= '0' && *l <= '9' && !*end && n > 3) {
      /* clang: a warning, and -O3 */
      diag_warning(&c->ctx.diags, NO_LOC, "optimization level '%s' is not "
                   "supported; using '-O3' instead", opt);
      o->opt_level = 3;
    } else
      return bad(c, "invalid integral value '%s' in '-O'", l);
    return HIPC_OK;
  }
  if (!strncmp(opt, "-mcode-object-version=", 22)) {
    const char *v = opt + 22;
    if ((v[0] == '4' || v[0] == '5' || v[0] == '6') && !v[1]) {
      o->code_object_version = v[0] - '0';
      return HIPC_OK;
    }
    diag_report(&c->ctx.diags, DIAG_ERROR, NO_LOC,
                "invalid integral value '%s' in '%s'", v, opt);
    c->option_errors++;
    return HIPC_ERROR_INVALID_OPTION;
  }
  if (!strncmp(opt, "-ferror-limit=", 14)) {
    char *end;
    long n = strtol(opt + 14, &end, 10);
    if (*end || n < 0)
      return bad(c, "invalid integral value in '%s'", opt);
    o->error_limit = (unsigned)n;
    return HIPC_OK;
  }
  if (!strcmp(opt, "-E")) { o->stop = STOP_PREPROCESS; o->output = HIPC_OUTPUT_PREPROCESSED; return HIPC_OK; }
  if (!strcmp(opt, "-fsyntax-only")) { o->stop = STOP_SYNTAX; return HIPC_OK; }
  if (!strcmp(opt, "-S")) {
    if (o->output == HIPC_OUTPUT_LLVM_BC)
      o->output = HIPC_OUTPUT_LLVM_IR;
    else if (o->output == HIPC_OUTPUT_CODE_OBJECT)
      o->output = HIPC_OUTPUT_ASSEMBLY;
    return HIPC_OK;
  }
  if (!strcmp(opt, "-emit-llvm")) {
    o->output = o->output == HIPC_OUTPUT_ASSEMBLY ? HIPC_OUTPUT_LLVM_IR : HIPC_OUTPUT_LLVM_BC;
    return HIPC_OK;
  }
  if (!strcmp(opt, "-v")) { o->verbose = true; return HIPC_OK; }
  if (!strcmp(opt, "-g") || !strcmp(opt, "-ggdb") || !strcmp(opt, "-g2") ||
      !strcmp(opt, "-g3") || !strcmp(opt, "-gdwarf") || !strcmp(opt, "-gdwarf-5")) {
    o->debug_info = true;
    return HIPC_OK;
  }
  if (!strcmp(opt, "-g0")) { o->debug_info = false; return HIPC_OK; }
  if (!strcmp(opt, "-fdevice-default")) { o->device_default = true; return HIPC_OK; }
  if (!strncmp(opt, "-fdiagnostics-format=", 21)) {
    const char *f = opt + 21;
    if (strcmp(f, "json") && strcmp(f, "clang"))
      return bad(c, "invalid value '%s' in '-fdiagnostics-format='", f);
    o->diag_json = !strcmp(f, "json");
    return HIPC_OK;
  }
  if (!strcmp(opt, "-fno-device-default")) { o->device_default = false; return HIPC_OK; }
  if (!strcmp(opt, "-w")) { o->no_warnings = true; return HIPC_OK; }
  if (!strcmp(opt, "-Werror")) { o->werror = true; return HIPC_OK; }
  if (!strcmp(opt, "-nogpuinc")) { o->no_gpu_inc = true; return HIPC_OK; }
  /* Accepted because hipcc and build systems pass them; they change
   * nothing in a device-only compile with hipc (yet). */
  static const char *const accepted[] = {
      "--genco", "-c", "--cuda-device-only", "--offload-device-only",
      "-nogpulib", "-fPIC", "-fpic", "-fPIE", "-fpie", "-pipe",
      "-fno-gpu-rdc", "-ffast-math", "-fno-fast-math", "--hip-link",
      "-fhip-new-launch-api", "-fno-exceptions", "-fno-rtti",
      "-fno-strict-aliasing", "-fstrict-aliasing", "-fgnu89-inline",
      "-fno-builtin", "-fcolor-diagnostics", "-fno-color-diagnostics",
      "-fdiagnostics-color", "-fno-diagnostics-color", "-fno-common",
      "-fvisibility=hidden", "-fvisibility=default", "-fno-omit-frame-pointer",
      "-fomit-frame-pointer", "-ffp-contract=fast", "-ffp-contract=fast-honor-pragmas",
      "-fgpu-flush-denormals-to-zero", "-fno-gpu-flush-denormals-to-zero",
      "-funsafe-math-optimizations", "-fno-unsafe-math-optimizations",
      "-fopenmp-simd", "-pedantic"};
  for (size_t i = 0; i < ARRAY_LEN(accepted); i++)
    if (!strcmp(opt, accepted[i]))
      return HIPC_OK;
  if (!strncmp(opt, "-std=", 5) || !strncmp(opt, "--rocm-path=", 12) ||
      !strncmp(opt, "--hip-path=", 11) || !strncmp(opt, "--hip-version=", 14))
    return HIPC_OK;
  /* clang: an unknown warning option is only a warning. */
  if (!strncmp(opt, "-W", 2)) {
    if (!diags_set_warning(&c->ctx.diags, opt) && strncmp(opt, "-Wl,", 4) &&
        strncmp(opt, "-Wp,", 4) && strncmp(opt, "-Wa,", 4))
      diag_warn(&c->ctx.diags, W_UNKNOWN_WARNING_OPTION, NO_LOC,
                "unknown warning option '%s'", opt);
    return HIPC_OK;
  }
  return bad(c, "unknown argument: '%s'", opt);
}
