/* bundler.h - clang offload bundles ("fat binaries"): the bytes of code
 * objects in, the bytes of a bundle out, and back.  Knows the bundle and
 * ELF formats; knows nothing of the AST or LLVM IR (DESIGN.md section 7). */
#ifndef HIPC_BUNDLER_H
#define HIPC_BUNDLER_H

#include "../common/common.h"

typedef struct BundleEntry {
  const char *id; /* e.g. "hipv4-amdgcn-amd-amdhsa--gfx90a" */
  const void *data;
  size_t size;
} BundleEntry;

/* The entry id clang gives a code object for processor `target_id`
 * (a target ID such as "gfx90a" or "gfx90a:sramecc+:xnack-"). */
const char *bundle_entry_id(Arena *arena, const char *target_id);
/* The empty host entry HIP bundles carry. */
#define BUNDLE_HOST_ENTRY_ID "host-x86_64-unknown-linux-gnu-"

/* Writes an uncompressed bundle holding the host entry and `n` device
 * entries, in the order and with the alignment (4096) clang writes them,
 * so that the HIP runtime and clang-offload-bundler read it. */
void bundle_write(const BundleEntry *entries, size_t n, Strbuf *out);

/* Parses an uncompressed bundle.  On success fills *entries (allocated in
 * `arena`, pointing into `data`) and returns true; otherwise writes a
 * one-line reason to `why` and returns false.  Never reads out of bounds. */
bool bundle_read(Arena *arena, const void *data, size_t size,
                 BundleEntry **entries, size_t *n, const char **why);

#endif
