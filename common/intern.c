/* intern.c - the string table.  Each compilation owns one (ponyc's global
 * table broke once an editor embedded the compiler). */
#include "common.h"

#include <stdlib.h>
#include <string.h>

/* An interned string is stored as [u32 length][bytes][NUL]. */
size_t interned_len(const char *sym) {
  uint32_t n;
  memcpy(&n, sym - sizeof n, sizeof n);
  return n;
}

uint64_t hash_bytes(const void *p, size_t n) {
  /* FNV-1a, 64-bit. */
  const unsigned char *s = p;
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) {
    h ^= s[i];
    h *= 1099511628211ull;
  }
  return h;
}

void interner_init(Interner *in) {
  arena_init(&in->arena);
  in->cap = 1024;
  in->count = 0;
  in->slots = calloc(in->cap, sizeof *in->slots);
  if (!in->slots)
    abort();
}

void interner_free(Interner *in) {
  free(in->slots);
  in->slots = NULL;
  in->cap = in->count = 0;
  arena_free(&in->arena);
}

static void interner_grow(Interner *in) {
  size_t ncap = in->cap * 2;
  const char **slots = calloc(ncap, sizeof *slots);
  if (!slots)
    abort();
  for (size_t i = 0; i < in->cap; i++) {
    const char *s = in->slots[i];
    if (!s)
      continue;
    size_t j = hash_bytes(s, interned_len(s)) & (ncap - 1);
    while (slots[j])
      j = (j + 1) & (ncap - 1);
    slots[j] = s;
  }
  free(in->slots);
  in->slots = slots;
  in->cap = ncap;
}

const char *intern(Interner *in, const char *s, size_t n) {
  if (in->count * 2 >= in->cap)
    interner_grow(in);
  size_t i = hash_bytes(s, n) & (in->cap - 1);
  for (;;) {
    const char *t = in->slots[i];
    if (!t)
      break;
    if (interned_len(t) == n && memcmp(t, s, n) == 0)
      return t;
    i = (i + 1) & (in->cap - 1);
  }
  uint32_t len = (uint32_t)n;
  char *p = arena_alloc(&in->arena, sizeof len + n + 1);
  memcpy(p, &len, sizeof len);
  memcpy(p + sizeof len, s, n);
  p[sizeof len + n] = 0;
  in->slots[i] = p + sizeof len;
  in->count++;
  return p + sizeof len;
}

const char *intern_cstr(Interner *in, const char *s) {
  return intern(in, s, strlen(s));
}
