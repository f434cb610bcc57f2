/* bundle.c - uncompressed clang offload bundles, written the way clang 22
 * writes them for HIP and read back with every field checked.
 *
 * The format (clang/lib/Driver/OffloadBundler.cpp, BinaryFileHandler), all
 * integers little-endian u64:
 *
 *   "__CLANG_OFFLOAD_BUNDLE__"          24 bytes, no NUL
 *   entry count
 *   per entry: offset, size, id length, id bytes (no NUL)
 *   zero padding, then each payload at its offset
 *
 * What clang 22 does for `clang -x hip --cuda-device-only --offload-arch=A
 * --offload-arch=B ...`, measured on its output and its -### line:
 *
 *   - The driver runs `clang-offload-bundler -type=o -bundle-align=4096
 *     -targets=host-x86_64-unknown-linux-gnu,hipv4-...--A,... -input=/dev/null
 *     -input=A.out ...`: the host entry comes first, with an empty payload,
 *     then one entry per processor, sorted by target ID in byte order
 *     ("gfx11-generic" < "gfx1100" < "gfx90a" < "gfx90a:sramecc+:xnack-" <
 *     "gfx90a:xnack+" < "gfx90a:xnack-" < "gfx942"), whatever the order on
 *     the command line.  The bundler keeps the order it is given.
 *   - Each payload's offset is the end of what precedes it rounded up to
 *     4096, the header counting as what precedes the first.  So the empty
 *     host entry sits at 4096 with size 0 and the first device entry shares
 *     that offset; the gaps are zero bytes.
 *   - The file ends with the last payload: no padding after it.
 *
 * bundle_write reproduces that byte for byte; tests/bundle checks it against
 * clang's own bundles. */
#include "bundler.h"

#include <string.h>

#define BUNDLE_MAGIC "__CLANG_OFFLOAD_BUNDLE__"
enum { MAGIC_LEN = sizeof BUNDLE_MAGIC - 1 };

/* clang 22 names HIP code objects of code object version 4 and later
 * "hipv4" (v2/v3 were "hip"; clang no longer writes them), and the triple's
 * empty environment leaves the "--" before the target ID. */
#define HIP_ENTRY_PREFIX "hipv4-amdgcn-amd-amdhsa--"

static uint64_t align_up(uint64_t x, uint64_t a) { return (x + a - 1) / a * a; }

static void put_u64(Strbuf *sb, uint64_t v) {
  unsigned char b[8];
  for (int i = 0; i < 8; i++)
    b[i] = (unsigned char)(v >> (8 * i));
  sb_append(sb, b, sizeof b);
}

static uint64_t get_u64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--)
    v = v << 8 | p[i];
  return v;
}

/* ---- Entry ids ------------------------------------------------------------ */

typedef struct Feature {
  const char *name;
  size_t len; /* of the name, without the sign */
  char sign;
} Feature;

static bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
}

/* Byte order of two feature names, a shorter prefix first, as clang's
 * std::map<StringRef, bool> orders them. */
static int feature_cmp(const Feature *a, const Feature *b) {
  size_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->name, b->name, n);
  if (c)
    return c;
  return (a->len > b->len) - (a->len < b->len);
}

/* A target ID is "processor(:feature(+|-))*" (clang's
 * parseTargetIDWithFormatCheckingOnly).  clang names the entry after the
 * canonical form, features sorted by name (getCanonicalTargetID), so
 * --offload-arch=gfx90a:xnack-:sramecc+ gives
 * "hipv4-amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-".  Whether the processor
 * exists and takes those features is the target table's business; this only
 * checks the syntax, and returns NULL where clang says "invalid target ID". */
const char *bundle_entry_id(Arena *arena, const char *target_id) {
  const char *colon = strchr(target_id, ':');
  size_t proc_len = colon ? (size_t)(colon - target_id) : strlen(target_id);
  if (proc_len == 0)
    return NULL;
  for (size_t i = 0; i < proc_len; i++)
    if (!is_name_char(target_id[i]))
      return NULL;

  size_t nfeat = 0;
  for (const char *p = colon; p; p = strchr(p + 1, ':'))
    nfeat++;
  Feature *feat = nfeat ? arena_alloc(arena, nfeat * sizeof *feat) : NULL;
  size_t k = 0;
  for (const char *p = colon; p; p = strchr(p + 1, ':')) {
    const char *name = p + 1;
    const char *end = strchr(name, ':');
    size_t len = end ? (size_t)(end - name) : strlen(name);
    if (len < 2 || (name[len - 1] != '+' && name[len - 1] != '-'))
      return NULL;
    Feature f = {name, len - 1, name[len - 1]};
    for (size_t i = 0; i < f.len; i++)
      if (!is_name_char(name[i]) || name[i] == '-')
        return NULL;
    /* Insertion sort: a target ID has at most a handful of features. */
    size_t j = k++;
    while (j > 0 && feature_cmp(&feat[j - 1], &f) > 0) {
      feat[j] = feat[j - 1];
      j--;
    }
    if (j > 0 && feature_cmp(&feat[j - 1], &f) == 0)
      return NULL; /* clang: "gfx90a:xnack+:xnack-" is invalid */
    feat[j] = f;
  }

  Strbuf sb = {0};
  sb_puts(&sb, HIP_ENTRY_PREFIX);
  sb_append(&sb, target_id, proc_len);
  for (size_t i = 0; i < nfeat; i++) {
    sb_putc(&sb, ':');
    sb_append(&sb, feat[i].name, feat[i].len);
    sb_putc(&sb, feat[i].sign);
  }
  char *id = arena_strndup(arena, sb.data, sb.len);
  sb_free(&sb);
  return id;
}

const BundleEntry *bundle_find(const BundleEntry *entries, size_t n,
                               const char *id) {
  for (size_t i = 0; i < n; i++)
    if (strcmp(entries[i].id, id) == 0)
      return &entries[i];
  return NULL;
}

/* ---- Writing -------------------------------------------------------------- */

/* Byte order of ids, then position, so that equal ids (a caller's mistake
 * clang would reject) still come out in a fixed order. */
static bool entry_before(const BundleEntry *e, size_t a, size_t b) {
  int c = strcmp(e[a].id, e[b].id);
  return c < 0 || (c == 0 && a < b);
}

/* Index of the entry that follows `prev` in clang's order (SIZE_MAX to get
 * the first), or SIZE_MAX after the last.  Quadratic, but n is the number of
 * --offload-arch values, and needing no memory means bundle_write cannot
 * fail.  The device entries all share the "hipv4-amdgcn-amd-amdhsa--"
 * prefix, so ordering whole ids orders target IDs as clang's driver does. */
static size_t next_in_order(const BundleEntry *e, size_t n, size_t prev) {
  size_t best = SIZE_MAX;
  for (size_t i = 0; i < n; i++) {
    if (prev != SIZE_MAX && !entry_before(e, prev, i))
      continue;
    if (best == SIZE_MAX || entry_before(e, i, best))
      best = i;
  }
  return best;
}

void bundle_write(const BundleEntry *entries, size_t n, Strbuf *out) {
  const size_t host_len = sizeof BUNDLE_HOST_ENTRY_ID - 1;

  /* First pass: the header's size, then the offsets, exactly as clang's
   * BinaryFileHandler::WriteHeader computes them. */
  uint64_t header = MAGIC_LEN + 8 + 3 * 8 + host_len;
  for (size_t i = 0; i < n; i++)
    header += 3 * 8 + strlen(entries[i].id);
  uint64_t host_off = align_up(header, BUNDLE_ALIGNMENT);
  uint64_t end = host_off;
  for (size_t i = next_in_order(entries, n, SIZE_MAX); i != SIZE_MAX;
       i = next_in_order(entries, n, i))
    end = align_up(end, BUNDLE_ALIGNMENT) + entries[i].size;
  sb_reserve(out, (size_t)end);

  size_t base = out->len; /* offsets count from the bundle's first byte */
  sb_append(out, BUNDLE_MAGIC, MAGIC_LEN);
  put_u64(out, (uint64_t)n + 1);
  put_u64(out, host_off);
  put_u64(out, 0);
  put_u64(out, host_len);
  sb_append(out, BUNDLE_HOST_ENTRY_ID, host_len);
  uint64_t pos = host_off;
  for (size_t i = next_in_order(entries, n, SIZE_MAX); i != SIZE_MAX;
       i = next_in_order(entries, n, i)) {
    size_t id_len = strlen(entries[i].id);
    pos = align_up(pos, BUNDLE_ALIGNMENT);
    put_u64(out, pos);
    put_u64(out, entries[i].size);
    put_u64(out, id_len);
    sb_append(out, entries[i].id, id_len);
    pos += entries[i].size;
  }

  /* Second pass: zeros up to each offset, then the payload (WriteBundle).
   * The empty host payload still pads the file to 4096. */
  size_t pad = base + (size_t)host_off - out->len;
  memset(out->data + out->len, 0, pad);
  out->len += pad;
  for (size_t i = next_in_order(entries, n, SIZE_MAX); i != SIZE_MAX;
       i = next_in_order(entries, n, i)) {
    size_t at = base + (size_t)align_up(out->len - base, BUNDLE_ALIGNMENT);
    memset(out->data + out->len, 0, at - out->len);
    out->len = at;
    sb_append(out, entries[i].data, entries[i].size);
  }
  out->data[out->len] = 0;
}

/* ---- Reading -------------------------------------------------------------- */

/* The compressed form (clang's CompressedOffloadBundle): "CCOB", u16
 * version, u16 method, then sizes and a hash whose widths depend on the
 * version.  We recognise it so the message says what the file is. */
static const char *compressed_reason(Arena *arena, const unsigned char *p,
                                     size_t size) {
  if (size < 8)
    return "truncated compressed offload bundle (CCOB) header";
  unsigned version = p[4] | p[5] << 8;
  unsigned method = p[6] | p[7] << 8;
  const char *how = method == 0   ? "zlib"
                    : method == 1 ? "zstd"
                                  : arena_printf(arena, "method %u", method);
  return arena_printf(arena,
                      "compressed offload bundle (CCOB version %u, %s); "
                      "decompression is not supported yet",
                      version, how);
}

/* Mirrors clang's BinaryFileHandler::ReadHeader, which silently treats a
 * malformed header as "no bundle"; here every check names what is wrong.
 * Beyond clang's checks: duplicate ids, empty or unprintable ids, and
 * payloads that overlap the header are rejected too, since no writer
 * produces them and a loader picking "the first match" would be fooled. */
bool bundle_read(Arena *arena, const void *data, size_t size,
                 BundleEntry **entries, size_t *n, const char **why) {
  const unsigned char *p = data;
  *entries = NULL;
  *n = 0;

  if (size == 0) {
    *why = "empty file";
    return false;
  }
  if (size >= 4 && memcmp(p, "CCOB", 4) == 0) {
    *why = compressed_reason(arena, p, size);
    return false;
  }
  if (size < MAGIC_LEN) {
    if (memcmp(p, BUNDLE_MAGIC, size) == 0)
      *why = arena_printf(arena, "truncated: %zu bytes, shorter than the "
                                 "bundle magic", size);
    else
      *why = "not an offload bundle (bad magic)";
    return false;
  }
  if (memcmp(p, BUNDLE_MAGIC, MAGIC_LEN) != 0) {
    if (memcmp(p, "\177ELF", 4) == 0)
      *why = "not an offload bundle (bad magic): an ELF file, perhaps a "
             "bare code object";
    else
      *why = "not an offload bundle (bad magic)";
    return false;
  }
  if (size < MAGIC_LEN + 8) {
    *why = "truncated: the entry count is missing";
    return false;
  }
  uint64_t count = get_u64(p + MAGIC_LEN);
  size_t pos = MAGIC_LEN + 8;
  /* Each entry's header takes at least 24 bytes: this bounds the count
   * before anything is allocated for it. */
  if (count > size) {
    *why = arena_printf(arena, "entry count %llu is larger than the file "
                               "(%zu bytes)", (unsigned long long)count, size);
    return false;
  }
  if (count > (size - pos) / 24) {
    *why = arena_printf(arena, "truncated: %llu entries need at least %llu "
                               "bytes of header, the file has %zu",
                        (unsigned long long)count,
                        (unsigned long long)(pos + count * 24), size);
    return false;
  }

  /* The whole header first, so that a file cut short inside it says so,
   * then each payload's place. */
  BundleEntry *list = arena_alloc(arena, (size_t)count * sizeof *list + 1);
  struct {
    uint64_t off, size;
  } *place = arena_alloc(arena, (size_t)count * sizeof *place + 1);
  for (size_t i = 0; i < count; i++) {
    if (size - pos < 24) {
      *why = arena_printf(arena, "truncated: the header of entry %zu runs "
                                 "past the end of the file", i);
      return false;
    }
    place[i].off = get_u64(p + pos);
    place[i].size = get_u64(p + pos + 8);
    uint64_t id_len = get_u64(p + pos + 16);
    pos += 24;
    if (id_len > size) {
      *why = arena_printf(arena, "entry %zu: id length %llu is larger than "
                                 "the file (%zu bytes)", i,
                          (unsigned long long)id_len, size);
      return false;
    }
    if (id_len > size - pos) {
      *why = arena_printf(arena, "truncated: the id of entry %zu runs past "
                                 "the end of the file", i);
      return false;
    }
    if (id_len == 0) {
      *why = arena_printf(arena, "entry %zu: empty id", i);
      return false;
    }
    for (size_t j = 0; j < id_len; j++)
      if (p[pos + j] <= ' ' || p[pos + j] > '~') {
        *why = arena_printf(arena, "entry %zu: id has a non-printable byte "
                                   "0x%02x", i, p[pos + j]);
        return false;
      }
    list[i].id = arena_strndup(arena, (const char *)p + pos, (size_t)id_len);
    pos += (size_t)id_len;
    for (size_t j = 0; j < i; j++)
      if (strcmp(list[j].id, list[i].id) == 0) {
        *why = arena_printf(arena, "entries %zu and %zu have the same id %s",
                            j, i, list[i].id);
        return false;
      }
  }

  for (size_t i = 0; i < count; i++) {
    uint64_t off = place[i].off, len = place[i].size;
    const char *id = list[i].id;
    if (off > size) {
      *why = arena_printf(arena, "entry %zu (%s): offset %llu is past the end "
                                 "of the file (%zu bytes)", i, id,
                          (unsigned long long)off, size);
      return false;
    }
    if (len > size) {
      *why = arena_printf(arena, "entry %zu (%s): size %llu is larger than "
                                 "the file (%zu bytes)", i, id,
                          (unsigned long long)len, size);
      return false;
    }
    if (len > size - off) {
      *why = arena_printf(arena, "truncated: entry %zu (%s) ends at byte %llu, "
                                 "past the end of the file (%zu bytes)", i, id,
                          (unsigned long long)(off + len), size);
      return false;
    }
    /* clang rejects only offset 0; any offset inside the header would
     * hand out header bytes as a code object. */
    if (off < pos) {
      *why = arena_printf(arena, "entry %zu (%s): offset %llu lies inside "
                                 "the bundle header (%zu bytes)", i, id,
                          (unsigned long long)off, pos);
      return false;
    }
    list[i].data = p + off;
    list[i].size = (size_t)len;
  }
  *entries = list;
  *n = (size_t)count;
  return true;
}
