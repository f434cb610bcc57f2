/* comgr_check - reads code objects and bundles with AMD's own loader-side
 * library, comgr (Debian libamd-comgr-dev 5.2.3), so tests can show that
 * what hipc writes is what the HIP runtime will accept.
 *
 *   comgr_check meta FILE              the kernels in a code object's
 *                                      metadata note, in a fixed text form
 *   comgr_check lookup BUNDLE ISA...   where amd_comgr_lookup_code_object
 *                                      finds each ISA ("amdgcn-amd-amdhsa--
 *                                      gfx90a"): "ISA OFFSET SIZE"
 *
 * `meta` prints, per kernel of amdhsa.kernels in metadata order:
 *
 *   kernel NAME
 *     .symbol k.kd
 *     .kernarg_segment_size 8
 *     ...                           (the keys in meta_keys, when present)
 *     arg .offset 0 .size 8 .value_kind global_buffer
 *
 * tests/bundle/run.sh turns `llvm-readelf --notes` into the same form, so
 * the two readers of the note can be compared line for line.
 *
 * Any comgr error ends the program with status 1 and comgr's status text. */
#include <amd_comgr.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("comgr_check: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return 1;
}

/* Reports a failed comgr call; true if it failed. */
static bool failed(amd_comgr_status_t st, const char *what) {
  if (st == AMD_COMGR_STATUS_SUCCESS)
    return false;
  const char *text = "unknown status";
  if (amd_comgr_status_string(st, &text) != AMD_COMGR_STATUS_SUCCESS)
    text = "unknown status";
  error("%s: %s", what, text);
  return true;
}

#define TRY(fn, ...)                                                           \
  do {                                                                         \
    if (failed(fn(__VA_ARGS__), #fn))                                          \
      goto out;                                                                \
  } while (0)

static char *slurp(const char *path, size_t *size) {
  FILE *fp = fopen(path, "rb");
  if (!fp)
    return NULL;
  char *buf = NULL;
  size_t len = 0, cap = 0, got;
  do {
    if (len == cap) {
      cap = cap ? cap * 2 : 65536;
      char *p = realloc(buf, cap);
      if (!p) {
        free(buf);
        fclose(fp);
        errno = ENOMEM;
        return NULL;
      }
      buf = p;
    }
    got = fread(buf + len, 1, cap - len, fp);
    len += got;
  } while (got > 0);
  bool bad = ferror(fp);
  fclose(fp);
  if (bad) {
    free(buf);
    errno = EIO;
    return NULL;
  }
  *size = len;
  return buf;
}

/* A comgr data object holding a file's bytes. */
static bool load(const char *path, amd_comgr_data_kind_t kind,
                 amd_comgr_data_t *data) {
  size_t size;
  char *bytes = slurp(path, &size);
  if (!bytes) {
    error("cannot read '%s': %s", path, strerror(errno));
    return false;
  }
  bool ok = !failed(amd_comgr_create_data(kind, data), "amd_comgr_create_data");
  if (ok && failed(amd_comgr_set_data(*data, size, bytes), "amd_comgr_set_data")) {
    amd_comgr_release_data(*data);
    ok = false;
  }
  free(bytes); /* comgr keeps its own copy */
  return ok;
}

/* ---- meta ---------------------------------------------------------------- */

/* The per-kernel keys printed, in this order (docs/FORMATS.md, "Code objects"). */
static const char *const meta_keys[] = {
    ".symbol",
    ".kernarg_segment_size",
    ".group_segment_fixed_size",
    ".private_segment_fixed_size",
    ".wavefront_size",
    ".sgpr_count",
    ".vgpr_count",
    ".max_flat_workgroup_size",
};
static const char *const arg_keys[] = {".offset", ".size", ".value_kind"};

/* The string of map entry `key` into a malloc'ed buffer: NULL with *absent
 * set when the map has no such key, NULL alone on a comgr error. */
static char *lookup_string(amd_comgr_metadata_node_t map, const char *key,
                           bool *absent) {
  amd_comgr_metadata_node_t node;
  *absent = false;
  /* comgr answers a missing key with the plain STATUS_ERROR. */
  amd_comgr_status_t st = amd_comgr_metadata_lookup(map, key, &node);
  if (st == AMD_COMGR_STATUS_ERROR) {
    *absent = true;
    return NULL;
  }
  if (failed(st, key))
    return NULL;
  char *s = NULL;
  size_t size = 0;
  amd_comgr_metadata_kind_t kind;
  if (failed(amd_comgr_get_metadata_kind(node, &kind), key))
    goto out;
  if (kind != AMD_COMGR_METADATA_KIND_STRING) {
    error("metadata key %s is not a scalar", key);
    goto out;
  }
  if (failed(amd_comgr_get_metadata_string(node, &size, NULL), key))
    goto out;
  s = malloc(size + 1);
  if (!s || failed(amd_comgr_get_metadata_string(node, &size, s), key)) {
    free(s);
    s = NULL;
    goto out;
  }
  s[size] = 0;
out:
  amd_comgr_destroy_metadata(node);
  return s;
}

/* Prints `before KEY VALUE after` if the map has the key; false on a comgr
 * error. */
static bool print_key(amd_comgr_metadata_node_t map, const char *key,
                      const char *before, const char *after) {
  bool absent;
  char *v = lookup_string(map, key, &absent);
  if (!v)
    return absent;
  printf("%s%s %s%s", before, key, v, after);
  free(v);
  return true;
}

static bool print_kernel(amd_comgr_metadata_node_t kernel) {
  bool absent;
  char *name = lookup_string(kernel, ".name", &absent);
  if (!name) {
    if (absent)
      error("a kernel without .name");
    return false;
  }
  printf("kernel %s\n", name);
  free(name);
  for (size_t i = 0; i < sizeof meta_keys / sizeof *meta_keys; i++)
    if (!print_key(kernel, meta_keys[i], "  ", "\n"))
      return false;

  amd_comgr_metadata_node_t args;
  amd_comgr_status_t st = amd_comgr_metadata_lookup(kernel, ".args", &args);
  if (st == AMD_COMGR_STATUS_ERROR)
    return true; /* a kernel without parameters has no .args */
  if (failed(st, ".args"))
    return false;
  bool ok = false;
  size_t n;
  if (failed(amd_comgr_get_metadata_list_size(args, &n), ".args"))
    goto out;
  for (size_t i = 0; i < n; i++) {
    amd_comgr_metadata_node_t arg;
    if (failed(amd_comgr_index_list_metadata(args, i, &arg), ".args"))
      goto out;
    fputs("  arg", stdout);
    bool good = true;
    for (size_t k = 0; good && k < sizeof arg_keys / sizeof *arg_keys; k++)
      good = print_key(arg, arg_keys[k], " ", "");
    fputs("\n", stdout);
    amd_comgr_destroy_metadata(arg);
    if (!good)
      goto out;
  }
  ok = true;
out:
  amd_comgr_destroy_metadata(args);
  return ok;
}

static int meta(const char *path) {
  amd_comgr_data_t data;
  if (!load(path, AMD_COMGR_DATA_KIND_EXECUTABLE, &data))
    return 1;
  int rc = 1;
  amd_comgr_metadata_node_t root, kernels;
  bool have_root = false, have_kernels = false;
  TRY(amd_comgr_get_data_metadata, data, &root);
  have_root = true;
  TRY(amd_comgr_metadata_lookup, root, "amdhsa.kernels", &kernels);
  have_kernels = true;
  size_t n;
  TRY(amd_comgr_get_metadata_list_size, kernels, &n);
  for (size_t i = 0; i < n; i++) {
    amd_comgr_metadata_node_t kernel;
    TRY(amd_comgr_index_list_metadata, kernels, i, &kernel);
    bool ok = print_kernel(kernel);
    amd_comgr_destroy_metadata(kernel);
    if (!ok)
      goto out;
  }
  rc = 0;
out:
  if (have_kernels)
    amd_comgr_destroy_metadata(kernels);
  if (have_root)
    amd_comgr_destroy_metadata(root);
  amd_comgr_release_data(data);
  return rc;
}

/* ---- lookup -------------------------------------------------------------- */

/* The HIP runtime's own path: it hands the bundle to comgr as a FATBIN and
 * asks for the device's ISA name; comgr answers with the entry's offset and
 * size, or 0 and 0 when no entry is compatible. */
static int lookup(const char *path, char **isas, int n) {
  amd_comgr_data_t data;
  if (!load(path, AMD_COMGR_DATA_KIND_FATBIN, &data))
    return 1;
  int rc = 1;
  amd_comgr_code_object_info_t *info = calloc((size_t)n, sizeof *info);
  if (!info) {
    error("out of memory");
    goto out;
  }
  for (int i = 0; i < n; i++)
    info[i].isa = isas[i];
  TRY(amd_comgr_lookup_code_object, data, info, (size_t)n);
  for (int i = 0; i < n; i++)
    printf("%s %llu %zu\n", info[i].isa, (unsigned long long)info[i].offset,
           info[i].size);
  rc = 0;
out:
  free(info);
  amd_comgr_release_data(data);
  return rc;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "meta") == 0)
    return meta(argv[2]);
  if (argc >= 4 && strcmp(argv[1], "lookup") == 0)
    return lookup(argv[2], argv + 3, argc - 3);
  error("bad arguments");
  fputs("usage: comgr_check meta CODE_OBJECT\n"
        "       comgr_check lookup BUNDLE ISA...\n",
        stderr);
  return 1;
}
