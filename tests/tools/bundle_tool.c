/* bundle_tool - packs, lists and unpacks offload bundles with hipc's own
 * writer and reader (offload-bundler/), so tests can hold them up against
 * clang-offload-bundler and clang's bundles.
 *
 *   bundle_tool pack OUT ID=FILE...   bundle the files, plus the host entry
 *   bundle_tool list [-v] FILE        one id per line, in file order
 *                                     (-v: "offset size id")
 *   bundle_tool unpack FILE ID OUT    write one entry's bytes to OUT
 *
 * ID is a whole entry id ("hipv4-amdgcn-amd-amdhsa--gfx90a") or a bare
 * target ID ("gfx90a", "gfx90a:xnack-:sramecc+"), which becomes the id
 * clang would give it.  Every processor name starts with "gfx"; no whole
 * entry id does (they start with an offload kind: "hipv4-", "host-"). */
#include "offload-bundler/bundler.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int error(const char *fmt, ...) HIPC_PRINTF(1, 2);

static int error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("bundle_tool: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return 1;
}

static int usage(void) {
  error("bad arguments");
  fputs("usage: bundle_tool pack OUT ID=FILE...\n"
        "       bundle_tool list [-v] FILE\n"
        "       bundle_tool unpack FILE ID OUT\n",
        stderr);
  return 1;
}

/* The entry id `spelling` stands for, or NULL if it is a malformed target
 * ID. */
static const char *entry_id(Arena *arena, const char *spelling) {
  if (strncmp(spelling, "gfx", 3) == 0)
    return bundle_entry_id(arena, spelling);
  return spelling;
}

static bool write_file(const char *path, const void *data, size_t size) {
  FILE *fp = fopen(path, "wb");
  if (!fp)
    return false;
  bool ok = fwrite(data, 1, size, fp) == size;
  return fclose(fp) == 0 && ok;
}

static int pack(Arena *arena, const char *out, int argc, char **argv) {
  BundleEntry *entries = arena_alloc(arena, (size_t)argc * sizeof *entries);
  int rc = 0;
  int n = 0;
  for (int i = 0; i < argc; i++) {
    char *eq = strchr(argv[i], '=');
    if (!eq || eq == argv[i] || !eq[1]) {
      rc = error("'%s' is not ID=FILE", argv[i]);
      break;
    }
    const char *spelling = arena_strndup(arena, argv[i], (size_t)(eq - argv[i]));
    const char *id = entry_id(arena, spelling);
    if (!id) {
      rc = error("invalid target ID '%s'", spelling);
      break;
    }
    if (strcmp(id, BUNDLE_HOST_ENTRY_ID) == 0) {
      rc = error("the host entry '%s' is always written, empty; do not give "
                 "it", id);
      break;
    }
    if (bundle_find(entries, (size_t)n, id)) {
      rc = error("entry '%s' given twice", id);
      break;
    }
    size_t size;
    char *data = read_file(eq + 1, &size);
    if (!data) {
      rc = error("cannot read '%s': %s", eq + 1, strerror(errno));
      break;
    }
    entries[n++] = (BundleEntry){id, data, size};
  }

  if (rc == 0) {
    Strbuf sb = {0};
    bundle_write(entries, (size_t)n, &sb);
    if (!write_file(out, sb.data, sb.len))
      rc = error("cannot write '%s': %s", out, strerror(errno));
    sb_free(&sb);
  }
  for (int i = 0; i < n; i++)
    free((void *)entries[i].data);
  return rc;
}

/* Reads and parses a bundle; on failure reports and returns NULL.  The
 * caller frees the returned file buffer. */
static char *load(Arena *arena, const char *path, BundleEntry **entries,
                  size_t *n) {
  size_t size;
  char *data = read_file(path, &size);
  if (!data) {
    error("cannot read '%s': %s", path, strerror(errno));
    return NULL;
  }
  const char *why;
  if (!bundle_read(arena, data, size, entries, n, &why)) {
    error("%s: %s", path, why);
    free(data);
    return NULL;
  }
  return data;
}

static int list(Arena *arena, const char *path, bool verbose) {
  BundleEntry *entries;
  size_t n;
  char *data = load(arena, path, &entries, &n);
  if (!data)
    return 1;
  for (size_t i = 0; i < n; i++) {
    if (verbose)
      printf("%zu %zu ", (size_t)((const char *)entries[i].data - data),
             entries[i].size);
    printf("%s\n", entries[i].id);
  }
  free(data);
  return 0;
}

static int unpack(Arena *arena, const char *path, const char *spelling,
                  const char *out) {
  const char *id = entry_id(arena, spelling);
  if (!id)
    return error("invalid target ID '%s'", spelling);
  BundleEntry *entries;
  size_t n;
  char *data = load(arena, path, &entries, &n);
  if (!data)
    return 1;
  int rc = 0;
  const BundleEntry *e = bundle_find(entries, n, id);
  if (!e) {
    Strbuf have = {0};
    for (size_t i = 0; i < n; i++)
      sb_printf(&have, "%s%s", i ? ", " : "", entries[i].id);
    rc = error("%s: no entry '%s' (it has: %s)", path, id,
               have.data ? have.data : "nothing");
    sb_free(&have);
  } else if (!write_file(out, e->data, e->size)) {
    rc = error("cannot write '%s': %s", out, strerror(errno));
  }
  free(data);
  return rc;
}

int main(int argc, char **argv) {
  Arena arena;
  arena_init(&arena);
  int rc;
  if (argc >= 3 && strcmp(argv[1], "pack") == 0)
    rc = pack(&arena, argv[2], argc - 3, argv + 3);
  else if (argc == 3 && strcmp(argv[1], "list") == 0)
    rc = list(&arena, argv[2], false);
  else if (argc == 4 && strcmp(argv[1], "list") == 0 &&
           strcmp(argv[2], "-v") == 0)
    rc = list(&arena, argv[3], true);
  else if (argc == 5 && strcmp(argv[1], "unpack") == 0)
    rc = unpack(&arena, argv[2], argv[3], argv[4]);
  else
    rc = usage();
  arena_free(&arena);
  return rc;
}
