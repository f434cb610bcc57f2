/* bundler.h - clang offload bundles ("fat binaries"): the bytes of code
 * objects in, the bytes of a bundle out, and back.  Knows the bundle and
 * ELF formats; knows nothing of the AST or LLVM IR (docs/FORMATS.md, "Offload bundles"). */
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
/* (bundle_entry_id puts the features in clang's canonical order, by name:
 * "gfx90a:xnack-:sramecc+" gives "...--gfx90a:sramecc+:xnack-".  It
 * returns NULL for what clang calls an invalid target ID: an empty
 * processor, a feature without its + or -, a feature given twice.) */
/* The empty host entry HIP bundles carry. */
#define BUNDLE_HOST_ENTRY_ID "host-x86_64-unknown-linux-gnu-"
/* Where payloads start: clang's driver passes -bundle-align=4096 for HIP. */
enum { BUNDLE_ALIGNMENT = 4096 };

/* Writes an uncompressed bundle holding the host entry and `n` device
 * entries, in the order and with the alignment (4096) clang writes them,
 * so that the HIP runtime and clang-offload-bundler read it. */
void bundle_write(const BundleEntry *entries, size_t n, Strbuf *out);
/* (`entries` are the device entries only, with distinct ids, in any order:
 * bundle_write adds the host entry and sorts the rest by id as clang's
 * driver does.  The bundle is appended to `out`; its offsets count from the
 * bundle's first byte.) */

/* Parses an uncompressed bundle.  On success fills *entries (allocated in
 * `arena`, pointing into `data`) and returns true; otherwise writes a
 * one-line reason to `why` and returns false.  Never reads out of bounds. */
bool bundle_read(Arena *arena, const void *data, size_t size,
                 BundleEntry **entries, size_t *n, const char **why);
/* (bundle_read returns the entries in file order, host entry included; each
 * id is a NUL-terminated copy in `arena`.  A compressed "CCOB" bundle is
 * recognised and refused with a reason that says so.) */

/* The entry with id `id`, or NULL. */
const BundleEntry *bundle_find(const BundleEntry *entries, size_t n,
                               const char *id);

#endif
