/* compiler.c - include/hipc.h: one compilation from options and sources to
 * per-target outputs and a bundle.  The passes, in order (docs/ARCHITECTURE.md):
 * preprocess, parse, sema, then per target irgen, optimise, codegen, link;
 * finally bundle. */
#include "api.h"
#include "stdlib.h"
#include "../runtime/host_abi.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HIPC_VERSION_STRING "0.1.0"

const char *hipc_version(void) {
  return "hipc version " HIPC_VERSION_STRING " (LLVM 22, AMDGPU gfx9/gfx10/gfx11)";
}

const char *hipc_known_targets(void) { return target_names(); }

HipcCompiler *hipc_create(void) {
  HipcCompiler *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  ctx_init(&c->ctx);
  c->opts.opt_level = 3; /* hipcc's default */
  c->opts.code_object_version = 5;
  c->opts.cg.approx_transcendentals = -1; /* as -ffast-math */
  c->opts.error_limit = 19; /* clang's default -ferror-limit */
  return c;
}

void hipc_destroy(HipcCompiler *c) {
  if (!c)
    return;
  for (int i = 0; i < c->nresults; i++)
    sb_free(&c->results[i].output);
  free(c->results);
  sb_free(&c->bundle);
  sb_free(&c->device_api);
  sb_free(&c->diag_text);
  sb_free(&c->verbose_log);
  ctx_free(&c->ctx);
  free(c);
}

void api_render_diagnostics(HipcCompiler *c) {
  c->diag_text.len = 0;
  if (c->diag_text.data)
    c->diag_text.data[0] = 0;
  if (c->opts.diag_json)
    diags_render_json(&c->ctx.diags, &c->diag_text);
  else
    diags_render_all(&c->ctx.diags, &c->diag_text);
}

HipcStatus hipc_option(HipcCompiler *c, const char *option) {
  if (!c || !option)
    return HIPC_ERROR_INVALID_INPUT;
  HipcStatus st = api_option(c, option);
  api_render_diagnostics(c);
  return st;
}

HipcStatus hipc_options(HipcCompiler *c, int n, const char *const *options) {
  if (!c || n < 0 || (n > 0 && !options))
    return HIPC_ERROR_INVALID_INPUT;
  HipcStatus result = HIPC_OK;
  for (int i = 0; i < n; i++) {
    HipcStatus st = hipc_option(c, options[i]);
    if (st != HIPC_OK && result == HIPC_OK)
      result = st;
  }
  return result;
}

HipcStatus hipc_add_source(HipcCompiler *c, const char *name, const char *text,
                           size_t len) {
  if (!c || !name || (!text && len))
    return HIPC_ERROR_INVALID_INPUT;
  c->source.name = arena_strdup(&c->ctx.arena, name);
  c->source.text = arena_strndup(&c->ctx.arena, text ? text : "", len);
  c->source.len = len;
  c->have_source = true;
  return HIPC_OK;
}

HipcStatus hipc_add_source_file(HipcCompiler *c, const char *path) {
  if (!c || !path)
    return HIPC_ERROR_INVALID_INPUT;
  size_t n = 0;
  char *text = read_file(path, &n);
  if (!text) {
    if (errno == ENOENT)
      diag_error(&c->ctx.diags, NO_LOC, "no such file or directory: '%s'", path);
    else /* clang's words: "error reading 'adir.hip': Is a directory" */
      diag_error(&c->ctx.diags, NO_LOC, "error reading '%s': %s", path, strerror(errno));
    api_render_diagnostics(c);
    return HIPC_ERROR_INVALID_INPUT;
  }
  HipcStatus st = hipc_add_source(c, path, text, n);
  free(text);
  return st;
}

HipcStatus hipc_add_header(HipcCompiler *c, const char *name, const char *text,
                           size_t len) {
  if (!c || !name || (!text && len))
    return HIPC_ERROR_INVALID_INPUT;
  MemFile f = {arena_strdup(&c->ctx.arena, name),
               arena_strndup(&c->ctx.arena, text ? text : "", len), len};
  VEC_PUSH(&c->ctx.arena, c->headers, f);
  return HIPC_OK;
}

void api_note_time(HipcCompiler *c, const char *pass, const char *target,
                   double seconds) {
  if (!c->opts.verbose)
    return;
  sb_printf(&c->verbose_log, "hipc: %-10s %-16s %8.3f ms\n", pass,
            target ? target : "", seconds * 1e3);
}

/* ---- predefined macros ---------------------------------------------------- */

static void undefine_cb(void *arg, const char *name) {
  pp_define(arg, name, "1", true);
  pp_undef(arg, name);
}

typedef struct DefineArg {
  Preprocessor *pp;
  bool finite_math;
} DefineArg;

/* The target's macros, with what -ffinite-math-only changes among them. */
static void define_cb(void *arg, const char *name, const char *value, bool per_target) {
  DefineArg *a = arg;
  if (a->finite_math && !strcmp(name, "__FINITE_MATH_ONLY__"))
    value = "1";
  pp_define(a->pp, name, value, per_target);
}

/* A builtin only some processors have is there for those (clang's
 * answer), which makes the source target-dependent. */
static bool has_builtin_cb(const void *user, const char *name, bool *per_target) {
  const TargetId *t = user;
  int id = builtin_lookup(name);
  const char *need = builtin_target_features(id);
  if (need) {
    *per_target = true;
    return t->info->backend == BACKEND_AMDGPU && target_has_features(t, need);
  }
  return id != 0 || library_lookup(name) != 0;
}

static Preprocessor *make_preprocessor(HipcCompiler *c, const TargetId *t) {
  Preprocessor *pp = pp_create(&c->ctx);
  for (const EmbeddedHeader *h = hipc_embedded_headers; h->name; h++)
    pp_add_memory_header(pp, h->name, h->text, h->size, true);
  for (size_t i = 0; i < c->headers.len; i++)
    pp_add_memory_header(pp, c->headers.data[i].name, c->headers.data[i].text,
                         c->headers.data[i].len, false);
  for (size_t i = 0; i < c->opts.include_dirs.len; i++)
    pp_add_include_dir(pp, c->opts.include_dirs.data[i].path,
                       c->opts.include_dirs.data[i].system);
  DefineArg define = {pp, cg_finite_math(&c->opts.cg)};
  target_macros(t, define_cb, &define);
  if (c->opts.opt_level > 0)
    pp_define(pp, "__OPTIMIZE__", "1", false);
  /* clang's, for the fast-math options */
  if (cg_fast_math(&c->opts.cg))
    pp_define(pp, "__FAST_MATH__", "1", false);
  if (cg_approx_transcendentals(&c->opts.cg))
    pp_define(pp, "__CLANG_GPU_APPROX_TRANSCENDENTALS__", "1", false);
  /* Another target's macros are undefined here, but testing them
   * (#ifdef __gfx1100__) makes the source target-dependent all the same:
   * define and undefine each, marked. */
  target_foreach_macro_name(t, undefine_cb, pp);
  for (size_t i = 0; i < c->opts.macros.len; i++) {
    MacroOp *m = &c->opts.macros.data[i];
    if (m->kind == MACRO_DEFINE)
      pp_define(pp, m->name, m->value, false);
    else
      pp_undef(pp, m->name);
  }
  pp_set_builtin_query(pp, has_builtin_cb, t);
  /* clang's HIP mode includes its runtime wrapper before the source;
   * -nogpuinc turns that off, as it does for clang. */
  if (!c->opts.no_gpu_inc)
    pp_add_forced_include(pp, "hip/hip_runtime.h");
  for (size_t i = 0; i < c->opts.forced_includes.len; i++)
    pp_add_forced_include(pp, c->opts.forced_includes.data[i]);
  return pp;
}

/* ---- the front end: preprocess, parse, sema -------------------------------- */

typedef struct FrontEnd {
  TokenArray toks;
  TranslationUnit tu;
  Program prog;
  bool target_dependent;
  bool ok;
} FrontEnd;

/* The parser's hook into sema, timing what sema takes. */
typedef struct SemaFeed {
  Sema *sema;
  double seconds;
} SemaFeed;

static void sema_each(void *user, Declaration *d) {
  SemaFeed *feed = user;
  double t0 = hipc_now();
  sema_external(feed->sema, d);
  feed->seconds += hipc_now() - t0;
}

/* One unit of the device library (docs/ARCHITECTURE.md, "The device
 * library"), from the embedded stdlib/: preprocessed on its own, with the
 * target's macros and the embedded headers only (none of the program's
 * macros, -I or -include), then parsed into the program's sema. */
static void library_unit(HipcCompiler *c, const TargetId *t, const char *name,
                         SemaFeed *feed) {
  const EmbeddedHeader *h = hipc_embedded_headers;
  while (h->name && strcmp(h->name, name) != 0)
    h++;
  if (!h->name) {
    diag_error(&c->ctx.diags, NO_LOC, "internal error: no device library unit '%s'", name);
    return;
  }
  uint32_t file = srcmgr_add(&c->ctx.sources, h->name, h->text, h->size, true);
  srcmgr_file(&c->ctx.sources, file)->is_system = true;
  Preprocessor *pp = pp_create(&c->ctx);
  for (const EmbeddedHeader *e = hipc_embedded_headers; e->name; e++)
    pp_add_memory_header(pp, e->name, e->text, e->size, true);
  DefineArg define = {pp, false}; /* the library keeps IEEE semantics (cg_fp_flags) */
  target_macros(t, define_cb, &define);
  if (c->opts.opt_level > 0)
    pp_define(pp, "__OPTIMIZE__", "1", false);
  pp_set_builtin_query(pp, has_builtin_cb, t);
  TokenArray toks = pp_run(pp, file);
  pp_destroy(pp);
  if (c->ctx.diags.errors)
    return;
  TranslationUnit *tu = arena_alloc(&c->ctx.arena, sizeof *tu);
  sema_library_begin(feed->sema);
  parse_translation_unit(&c->ctx, &toks, tu, sema_each, feed);
  sema_library_end(feed->sema);
}

static bool front_end(HipcCompiler *c, uint32_t file, const TargetId *t,
                      FrontEnd *fe, Strbuf *preprocessed) {
  memset(fe, 0, sizeof *fe);
  double t0 = hipc_now();
  Preprocessor *pp = make_preprocessor(c, t);
  fe->toks = pp_run(pp, file);
  fe->target_dependent = pp_used_target_macros(pp);
  if (preprocessed && !c->ctx.diags.errors)
    pp_write_output(pp, &fe->toks, preprocessed);
  pp_destroy(pp);
  api_note_time(c, "preprocess", t->canonical, hipc_now() - t0);
  c->ctx.diags.lexed = c->ctx.diags.list.len;
  if (preprocessed || c->ctx.diags.stopped)
    return !c->ctx.diags.errors;
  /* As clang, parse what preprocessing gave even after errors there (an
   * #error, a bad token): the parser's own findings are reported too. */
  /* Sema checks each external declaration as the parser finishes it, on
   * what error recovery kept, so that independent mistakes after a syntax
   * error are reported too, in source order, as clang does. */
  t0 = hipc_now();
  SemaOptions so = {c->opts.device_default, cg_approx_transcendentals(&c->opts.cg)};
  SemaFeed feed = {sema_begin(&c->ctx, &fe->prog, &so), 0};
  parse_translation_unit(&c->ctx, &fe->toks, &fe->tu, sema_each, &feed);
  for (const char *unit; !c->ctx.diags.errors && (unit = sema_library_next_unit(feed.sema));)
    library_unit(c, t, unit, &feed);
  double t1 = hipc_now();
  sema_finish(feed.sema);
  feed.seconds += hipc_now() - t1;
  api_note_time(c, "parse", NULL, t1 - t0 - feed.seconds);
  api_note_time(c, "sema", NULL, feed.seconds);
  fe->ok = c->ctx.diags.errors == 0;
  return fe->ok;
}

/* clang's rules for several target IDs: the same one twice counts once;
 * for one processor, each feature is stated by all of them or by none. */
static bool dedupe_targets(HipcCompiler *c) {
  int n = 0;
  for (int i = 0; i < c->nresults; i++) {
    bool dup = false;
    for (int k = 0; k < n; k++) {
      TargetId *a = &c->results[k].id, *b = &c->results[i].id;
      if (!strcmp(a->canonical, b->canonical)) {
        dup = true;
        break;
      }
      if (a->info == b->info && ((a->xnack == FEAT_ANY) != (b->xnack == FEAT_ANY) ||
                                 (a->sramecc == FEAT_ANY) != (b->sramecc == FEAT_ANY))) {
        diag_error(&c->ctx.diags, NO_LOC,
                   "invalid offload arch combinations: '%s' and '%s' (for a "
                   "specific processor, a feature should either exist in all "
                   "offload archs, or not exist in any offload archs)",
                   c->opts.targets.data[k], c->opts.targets.data[i]);
        return false;
      }
    }
    if (!dup) {
      c->results[n] = c->results[i];
      c->opts.targets.data[n++] = c->opts.targets.data[i];
    }
  }
  c->nresults = n;
  c->opts.targets.len = (size_t)n;
  return true;
}

static CgOutput cg_output_kind(HipcOutputKind k) {
  switch (k) {
  case HIPC_OUTPUT_ASSEMBLY: return CG_OUT_ASM;
  case HIPC_OUTPUT_LLVM_IR: return CG_OUT_IR;
  case HIPC_OUTPUT_LLVM_BC: return CG_OUT_BC;
  default: return CG_OUT_OBJECT;
  }
}

static HipcStatus finish(HipcCompiler *c, HipcStatus st) {
  api_render_diagnostics(c);
  if (st == HIPC_OK && c->ctx.diags.errors)
    st = HIPC_ERROR_COMPILATION;
  return st;
}

/* The front end and LLVM recurse over the program's nesting; a generated
 * kernel with an expression of 100,000 terms must not overflow a caller's
 * 8 MiB stack (or a JIT thread's smaller one).  Each compile runs on its
 * own thread with a large stack: only the pages it touches are used. */
enum { COMPILE_STACK = 512u << 20 };

typedef struct CompileJob {
  HipcCompiler *c;
  HipcStatus status;
} CompileJob;

static HipcStatus compile(HipcCompiler *c);

static void *compile_thread(void *arg) {
  CompileJob *job = arg;
  job->status = compile(job->c);
  return NULL;
}

HipcStatus hipc_compile(HipcCompiler *c) {
  if (!c)
    return HIPC_ERROR_INVALID_INPUT;
  CompileJob job = {c, HIPC_OK};
  pthread_attr_t attr;
  pthread_t thread;
  bool threaded = pthread_attr_init(&attr) == 0 &&
                  pthread_attr_setstacksize(&attr, COMPILE_STACK) == 0 &&
                  pthread_create(&thread, &attr, compile_thread, &job) == 0;
  pthread_attr_destroy(&attr);
  if (threaded)
    pthread_join(thread, NULL);
  else
    job.status = compile(c);
  return job.status;
}

static HipcStatus compile(HipcCompiler *c) {
  if (c->compiled)
    return finish(c, HIPC_ERROR_INVALID_INPUT);
  c->compiled = true;
  Options *o = &c->opts;
  Diags *d = &c->ctx.diags;
  d->error_limit = o->error_limit;
  d->warnings_as_errors = o->werror;
  d->no_warnings = o->no_warnings;
  if (o->pending) {
    diag_error(d, NO_LOC, "argument to '%s' is missing (expected 1 value)",
               api_pending_option(c));
    return finish(c, HIPC_ERROR_INVALID_OPTION);
  }
  if (c->option_errors)
    return finish(c, HIPC_ERROR_INVALID_OPTION);
  if (!c->have_source) {
    diag_error(d, NO_LOC, "no input files");
    return finish(c, HIPC_ERROR_INVALID_INPUT);
  }
  if (o->targets.len == 0) /* clang's default HIP offload architecture */
    VEC_PUSH(&c->ctx.arena, o->targets, "gfx906");
  c->nresults = (int)o->targets.len;
  c->results = calloc((size_t)c->nresults, sizeof *c->results);
  bool bad_target = false;
  for (int i = 0; i < c->nresults; i++) {
    const char *why = NULL;
    if (!target_parse_id(&c->ctx.arena, o->targets.data[i], &c->results[i].id, &why)) {
      diag_error(d, NO_LOC, "%s", why);
      bad_target = true;
      continue;
    }
    if ((c->results[i].id.info->flags & TGT_GENERIC) && o->code_object_version < 6) {
      diag_error(d, NO_LOC, "'%s' needs code object version 6 "
                 "(-mcode-object-version=6)", c->results[i].id.info->name);
      bad_target = true;
    }
  }
  if (!bad_target)
    bad_target = !dedupe_targets(c);
  if (bad_target)
    return finish(c, HIPC_ERROR_INVALID_OPTION);
  /* clang compiles a .c file as C, whatever --offload-arch says */
  size_t nlen = strlen(c->source.name);
  bool c_names = o->language == LANG_C ||
                 (o->language == LANG_BY_NAME && nlen > 2 &&
                  !strcmp(c->source.name + nlen - 2, ".c"));
  uint32_t file = srcmgr_add(&c->ctx.sources, c->source.name, c->source.text,
                             c->source.len, true);

  if (o->stop == STOP_PREPROCESS) {
    for (int i = 0; i < c->nresults; i++) {
      FrontEnd fe;
      if (!front_end(c, file, &c->results[i].id, &fe, &c->results[i].output))
        return finish(c, HIPC_ERROR_COMPILATION);
    }
    return finish(c, HIPC_OK);
  }

  /* One front end serves every target unless the source looked at a
   * target's macros (#ifdef __gfx90a__): then each target gets its own. */
  FrontEnd shared;
  if (!front_end(c, file, &c->results[0].id, &shared, NULL))
    return finish(c, HIPC_ERROR_COMPILATION);
  if (o->stop == STOP_SYNTAX)
    return finish(c, HIPC_OK);
  for (int i = 0; i < c->nresults; i++) {
    TargetResult *r = &c->results[i];
    FrontEnd own, *fe = &shared;
    if (i > 0 && shared.target_dependent) {
      if (!front_end(c, file, &r->id, &own, NULL))
        return finish(c, HIPC_ERROR_COMPILATION);
      fe = &own;
    }
    CodegenOptions co = o->cg; /* the options.def rows' settings */
    co.target = &r->id;
    co.opt_level = o->opt_level;
    co.code_object_version = o->code_object_version;
    co.output = cg_output_kind(o->output);
    co.time_passes = o->verbose;
    co.debug_info = o->debug_info;
    co.main_file = file;
    co.c_names = c_names;
    CodegenTimes times = {0};
    bool ok = codegen_run(&c->ctx, &fe->prog, &co, &r->output, &times);
    api_note_time(c, "irgen", r->id.canonical, times.irgen);
    api_note_time(c, "optimize", r->id.canonical, times.optimize);
    api_note_time(c, "codegen", r->id.canonical, times.codegen);
    if (co.output == CG_OUT_OBJECT)
      api_note_time(c, "link", r->id.canonical, times.link);
    if (!ok)
      return finish(c, HIPC_ERROR_INTERNAL);
  }
  if (o->output == HIPC_OUTPUT_CODE_OBJECT) {
    double t0 = hipc_now();
    BundleEntry *entries = arena_alloc(&c->ctx.arena, (size_t)c->nresults * sizeof *entries);
    for (int i = 0; i < c->nresults; i++) {
      entries[i].id = (c->results[i].id.info->flags & TGT_HOST)
                          ? HIPC_HOST_BUNDLE_ID
                          : bundle_entry_id(&c->ctx.arena, c->results[i].id.canonical);
      entries[i].data = c->results[i].output.data;
      entries[i].size = c->results[i].output.len;
    }
    bundle_write(entries, (size_t)c->nresults, &c->bundle);
    api_note_time(c, "bundle", NULL, hipc_now() - t0);
  }
  return finish(c, HIPC_OK);
}

/* ---- results -------------------------------------------------------------------- */

int hipc_target_count(const HipcCompiler *c) { return c ? c->nresults : 0; }

const char *hipc_target_name(const HipcCompiler *c, int i) {
  if (!c || i < 0 || i >= c->nresults)
    return NULL;
  return c->results[i].id.canonical ? c->results[i].id.canonical
                                    : c->opts.targets.data[i];
}

HipcOutputKind hipc_output_kind(const HipcCompiler *c) {
  return c ? c->opts.output : HIPC_OUTPUT_CODE_OBJECT;
}

HipcStatus hipc_output(const HipcCompiler *c, int target, const void **data,
                       size_t *size) {
  if (!c || !data || !size)
    return HIPC_ERROR_INVALID_INPUT;
  if (target < 0 || target >= c->nresults || !c->results[target].output.data)
    return HIPC_ERROR_OUT_OF_RANGE;
  *data = c->results[target].output.data;
  *size = c->results[target].output.len;
  return HIPC_OK;
}

HipcStatus hipc_bundle(const HipcCompiler *c, const void **data, size_t *size) {
  if (!c || !data || !size)
    return HIPC_ERROR_INVALID_INPUT;
  if (!c->bundle.data)
    return HIPC_ERROR_OUT_OF_RANGE;
  *data = c->bundle.data;
  *size = c->bundle.len;
  return HIPC_OK;
}

const char *hipc_diagnostics(const HipcCompiler *c) {
  return c && c->diag_text.data ? c->diag_text.data : "";
}

int hipc_error_count(const HipcCompiler *c) {
  return c ? (int)c->ctx.diags.errors : 0;
}

int hipc_warning_count(const HipcCompiler *c) {
  return c ? (int)c->ctx.diags.warnings : 0;
}

const char *hipc_verbose_log(const HipcCompiler *c) {
  return c && c->verbose_log.data ? c->verbose_log.data : "";
}
