/* device_api.c - hipc's coverage of HIP's device API, printed from the
 * compiler's own tables (hipc --print-device-api=md, docs/device-api.md):
 *   - api/device_api.def, every name HIP's device headers give device
 *     code (ROCm 5.2's, as Debian ships them, and clang 22's HIP math and
 *     device-library headers, plus later names HIP and CUDA code uses),
 *     each with its kind and a note; the status of each is not written
 *     there but found here, by compiling a probe of every name against
 *     hipc's own headers, so the table cannot claim what hipc lacks; a
 *     name hipc lacks must say why, or the call fails;
 *   - sema/builtins.def, every compiler builtin, with the processor
 *     features the target ones need;
 *   - sema/library.def, every C library function device code may call,
 *     and where it comes from. */
#include "api.h"

#include <stdlib.h>
#include <string.h>

typedef enum ApiKind { F, V, T, M, K } ApiKind; /* function, variable, type, macro, keyword */

typedef struct ApiRow {
  const char *family, *name;
  ApiKind kind;
  const char *note; /* why it is missing, or what to know of it */
} ApiRow;

static const ApiRow rows[] = {
#define API(family, name, kind, note) {#family, name, kind, note},
#include "device_api.def"
#undef API
};
enum { NROWS = sizeof rows / sizeof rows[0] };

static const struct {
  const char *id, *title, *intro;
} families[] = {
    {"KERNEL", "Kernels, qualifiers and built-in variables", "amd_hip_runtime.h, host_defines.h"},
    {"SYNC", "Synchronization and fences", "amd_device_functions.h"},
    {"ATOMIC", "Atomics", "amd_hip_atomic.h, amd_hip_unsafe_atomics.h"},
    {"WARP", "Warp and cross-lane functions", "amd_warp_functions.h, amd_device_functions.h"},
    {"INT", "Integer intrinsics", "amd_device_functions.h"},
    {"CONVERT", "Conversions and reinterpretation", "amd_device_functions.h"},
    {"TIME", "Clocks and hardware IDs", "amd_device_functions.h"},
    {"LIBC", "C library calls", "amd_device_functions.h"},
    {"MATH", "Math", "clang's __clang_hip_math.h"},
    {"HALF", "Half precision", "amd_hip_fp16.h"},
    {"VECTOR", "Vector types", "amd_hip_vector_types.h"},
    {"COMPLEX", "Complex numbers", "amd_hip_complex.h"},
    {"TEXTURE", "Textures and surfaces", "texture_fetch_functions.h, amd_surface_functions.h"},
    {"DEVLIB", "ROCm device-library entry points", "clang's __clang_hip_libdevice_declares.h, device_library_decls.h"},
};

/* PROBE_LINES lines per row: a declaration that compiles only where hipc's
 * headers give the name (a macro, a builtin or the C library's name, a
 * declared function or variable, a type). */
static void probe_line(Strbuf *sb, const ApiRow *r, int i) {
  switch (r->kind) {
  case M:
    sb_printf(sb, "#ifndef %s\n#error missing\n#endif\n", r->name);
    break;
  case T:
    sb_printf(sb, "typedef %s __hipc_probe_%d;\n\n\n", r->name, i);
    break;
  case K:
    sb_printf(sb, "%s __attribute__((device)) void __hipc_probe_%d(void);\n\n\n", r->name, i);
    break;
  default:
    sb_printf(sb, "#if !defined(%s) && !__has_builtin(%s)\n"
                  "extern __typeof__(%s) *__hipc_probe_%d;\n#endif\n",
              r->name, r->name, r->name, i);
  }
}
enum { PROBE_FIRST = 5, PROBE_LINES = 3 }; /* the first row's line, lines per row */

/* which rows hipc's headers lack, from a -fsyntax-only compile of the
 * probe for gfx90a: the rows whose lines have errors */
static bool probe(bool *missing) {
  Strbuf src = {0};
  sb_puts(&src, "#include <hip/hip_runtime.h>\n#include <hip/hip_fp16.h>\n"
                "#include <hip/hip_bfloat16.h>\n#include <hip/hip_complex.h>\n");
  for (int i = 0; i < NROWS; i++)
    probe_line(&src, &rows[i], i);
  HipcCompiler *p = hipc_create();
  bool ok = p && hipc_option(p, "--offload-arch=gfx90a") == HIPC_OK &&
            hipc_option(p, "-fsyntax-only") == HIPC_OK &&
            hipc_option(p, "-ferror-limit=0") == HIPC_OK &&
            hipc_add_source(p, "device-api-probe.hip", src.data, src.len) == HIPC_OK;
  if (ok) {
    hipc_compile(p);
    for (size_t k = 0; k < p->ctx.diags.list.len; k++) {
      const Diag *d = &p->ctx.diags.list.data[k];
      if (d->level < DIAG_ERROR || d->loc.line < PROBE_FIRST)
        continue;
      SourceFile *f = srcmgr_file(&p->ctx.sources, d->loc.file);
      if (!f || strcmp(f->name, "device-api-probe.hip") != 0)
        continue;
      unsigned row = (d->loc.line - PROBE_FIRST) / PROBE_LINES;
      if (row < NROWS)
        missing[row] = true;
    }
  }
  hipc_destroy(p);
  sb_free(&src);
  return ok;
}

/* ---- the compiler's builtins and the C library -------------------------------- */

typedef struct BuiltinRow {
  const char *name, *features;
} BuiltinRow;

static const BuiltinRow builtin_rows[] = {
#define BUILTIN(id, name, check, proto, lower, intrinsic) {name, NULL},
#define TARGET_BUILTIN(id, name, proto, lower, intrinsic, features) {name, features},
#define ATOMIC(id, name, family, op, result) {name, NULL},
#include "../sema/builtins.def"
#undef BUILTIN
#undef TARGET_BUILTIN
#undef ATOMIC
};

typedef struct LibRow {
  const char *name, *header, *builtin, *unit;
} LibRow;

static const LibRow lib_rows[] = {
#define LIBUNIT(id, file)
#define LIBFUNC(id, name, proto, header, builtin, unit) {name, header, #builtin, #unit},
#include "../sema/library.def"
#undef LIBUNIT
#undef LIBFUNC
};

static const char *unit_file(const char *unit) {
  static const struct { const char *id, *file; } units[] = {
#define LIBUNIT(id, file) {#id, file},
#define LIBFUNC(id, name, proto, header, builtin, unit)
#include "../sema/library.def"
#undef LIBUNIT
#undef LIBFUNC
  };
  for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
    if (!strcmp(units[i].id, unit))
      return units[i].file;
  return NULL;
}

/* ---- the table ------------------------------------------------------------------- */

static void md_cell(Strbuf *sb, const char *s) {
  for (; *s; s++) {
    if (*s == '|')
      sb_puts(sb, "\\|");
    else
      sb_putc(sb, *s);
  }
}

HipcStatus hipc_device_api(HipcCompiler *c, const char **text) {
  bool *missing = calloc(NROWS, sizeof *missing);
  if (!c || !text || !missing) {
    free(missing);
    return HIPC_ERROR_INVALID_INPUT;
  }
  if (!probe(missing)) {
    free(missing);
    diag_error(&c->ctx.diags, NO_LOC, "internal error: the device API probe did not compile");
    api_render_diagnostics(c);
    return HIPC_ERROR_INTERNAL;
  }
  int supported = 0, noted = 0;
  for (int i = 0; i < NROWS; i++) {
    size_t f = 0;
    while (f < sizeof families / sizeof families[0] && strcmp(families[f].id, rows[i].family))
      f++;
    if (f == sizeof families / sizeof families[0])
      diag_error(&c->ctx.diags, NO_LOC, "api/device_api.def: '%s' is of no family the "
                 "table prints (%s)", rows[i].name, rows[i].family);
    if (missing[i] && !rows[i].note[0])
      diag_error(&c->ctx.diags, NO_LOC, "api/device_api.def: '%s' is missing from hipc's "
                 "headers and its row gives no reason", rows[i].name);
    supported += !missing[i];
    noted += !missing[i] && rows[i].note[0];
  }
  Strbuf *sb = &c->device_api;
  sb->len = 0;
  sb_puts(sb, "# HIP's device API in hipc\n\n"
              "<!-- hipc --print-device-api=md: do not edit; tests/cli/run.sh fails when\n"
              "     this file and the compiler differ -->\n\n"
              "This is hipc's own account of HIP's device API, printed by\n"
              "`hipc --print-device-api=md` from its tables: api/device_api.def lists every\n"
              "name HIP's device headers give device code (ROCm 5.2's as Debian ships\n"
              "them, clang 22's HIP math and device-library headers, and the later names\n"
              "HIP and CUDA code uses), and each name's status is found as the table is\n"
              "printed, by compiling a probe of every name against hipc's headers (for\n"
              "gfx90a).  Then the compiler's builtins (sema/builtins.def) and the C\n"
              "library device code may call (sema/library.def).\n\n");
  sb_printf(sb, "%d of the %d names of HIP's device API are there", supported, NROWS);
  sb_printf(sb, " (%d of them with a note); the other %d say why not.\n", noted,
            NROWS - supported);
  sb_puts(sb, "\n| family | names | there | not there |\n|---|---|---|---|\n");
  for (size_t f = 0; f < sizeof families / sizeof families[0]; f++) {
    int n = 0, there = 0;
    for (int i = 0; i < NROWS; i++)
      if (!strcmp(rows[i].family, families[f].id))
        n++, there += !missing[i];
    sb_printf(sb, "| %s | %d | %d | %d |\n", families[f].title, n, there, n - there);
  }
  for (size_t f = 0; f < sizeof families / sizeof families[0]; f++) {
    sb_printf(sb, "\n## %s\n\nFrom %s.\n\n| name | status | note |\n|---|---|---|\n",
              families[f].title, families[f].intro);
    for (int i = 0; i < NROWS; i++) {
      if (strcmp(rows[i].family, families[f].id) != 0)
        continue;
      sb_printf(sb, "| `%s` | %s | ", rows[i].name, missing[i] ? "no" : "yes");
      md_cell(sb, rows[i].note);
      sb_puts(sb, " |\n");
    }
  }
  sb_puts(sb, "\n## Compiler builtins\n\nsema/builtins.def: each one's lowering is in "
              "codegen/; a processor without the features named is refused, as clang "
              "refuses it.\n\n| builtin | needs |\n|---|---|\n");
  for (size_t i = 0; i < sizeof builtin_rows / sizeof builtin_rows[0]; i++) {
    if (!strncmp(builtin_rows[i].name, "__hipc_", 7))
      continue; /* hipc's own, for its headers */
    sb_printf(sb, "| `%s` | ", builtin_rows[i].name);
    md_cell(sb, builtin_rows[i].features ? builtin_rows[i].features : "");
    sb_puts(sb, " |\n");
  }
  sb_puts(sb, "\n## The C library\n\nsema/library.def: a call is the builtin named, or "
              "a function of hipc's device library (stdlib/), compiled only into a "
              "program that calls it.\n\n| function | header | implementation |\n|---|---|---|\n");
  for (size_t i = 0; i < sizeof lib_rows / sizeof lib_rows[0]; i++) {
    const LibRow *l = &lib_rows[i];
    const char *file = unit_file(l->unit);
    sb_printf(sb, "| `%s` | %s | ", l->name, l->header);
    if (strcmp(l->builtin, "NONE") != 0)
      sb_printf(sb, "builtin%s%s", file ? ", address from " : "", file ? file : "");
    else
      sb_puts(sb, file ? file : "");
    sb_puts(sb, " |\n");
  }
  free(missing);
  api_render_diagnostics(c);
  *text = sb->data;
  return c->ctx.diags.errors ? HIPC_ERROR_INTERNAL : HIPC_OK;
}
