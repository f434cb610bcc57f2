/* arena.c - bump allocation and growing strings. */
#include "common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ArenaChunk {
  ArenaChunk *next;
  size_t used, size;
  _Alignas(16) unsigned char data[];
};

/* Chunks come zeroed from calloc (fresh heap pages need no clearing), so
 * bump allocation hands out zeroed memory without a memset of its own. */
enum { ARENA_CHUNK = 1024 * 1024 };

void arena_init(Arena *a) { memset(a, 0, sizeof *a); }

void arena_free(Arena *a) {
  for (ArenaChunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  a->head = NULL;
  a->total = 0;
}

static ArenaChunk *arena_new_chunk(Arena *a, size_t need) {
  size_t size = need > ARENA_CHUNK ? need : ARENA_CHUNK;
  ArenaChunk *c = calloc(1, sizeof *c + size);
  if (!c)
    return NULL;
  c->used = 0;
  c->size = size;
  /* Oversized requests get their own chunk behind the head, so the head's
   * free space stays usable for the small allocations that follow. */
  if (a->head && need > ARENA_CHUNK) {
    c->next = a->head->next;
    a->head->next = c;
  } else {
    c->next = a->head;
    a->head = c;
  }
  return c;
}

void *arena_alloc(Arena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  if (size == 0)
    size = 16;
  ArenaChunk *c = a->head;
  if (!c || c->size - c->used < size) {
    c = arena_new_chunk(a, size);
    if (!c)
      abort(); /* out of memory: nothing sensible is left to do */
  }
  void *p = c->data + c->used;
  c->used += size;
  a->total += size;
  return p;
}

void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size) {
  void *p = arena_alloc(a, new_size);
  if (old && old_size)
    memcpy(p, old, old_size < new_size ? old_size : new_size);
  return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *arena_strdup(Arena *a, const char *s) {
  return arena_strndup(a, s, strlen(s));
}

char *arena_vprintf(Arena *a, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0)
    n = 0;
  char *p = arena_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  return p;
}

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *p = arena_vprintf(a, fmt, ap);
  va_end(ap);
  return p;
}

/* ---- Strbuf ---- */

void sb_free(Strbuf *sb) {
  free(sb->data);
  memset(sb, 0, sizeof *sb);
}

void sb_reserve(Strbuf *sb, size_t extra) {
  if (sb->len + extra + 1 <= sb->cap)
    return;
  size_t cap = sb->cap ? sb->cap : 256;
  while (cap < sb->len + extra + 1)
    cap *= 2;
  char *p = realloc(sb->data, cap);
  if (!p)
    abort();
  sb->data = p;
  sb->cap = cap;
}

void sb_append(Strbuf *sb, const void *p, size_t n) {
  sb_reserve(sb, n);
  if (n)
    memcpy(sb->data + sb->len, p, n);
  sb->len += n;
  sb->data[sb->len] = 0;
}

void sb_puts(Strbuf *sb, const char *s) { sb_append(sb, s, strlen(s)); }

void sb_putc(Strbuf *sb, char c) { sb_append(sb, &c, 1); }

void sb_vprintf(Strbuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n <= 0)
    return;
  sb_reserve(sb, (size_t)n);
  vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
  sb->len += (size_t)n;
}

void sb_printf(Strbuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(sb, fmt, ap);
  va_end(ap);
}
