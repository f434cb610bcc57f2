/* arena.c - bump allocation and growing strings. */
#include "common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct ArenaChunk {
  ArenaChunk *next;
  size_t used, size;
  size_t mapped; /* bytes mmap'd for this chunk, or 0 when it came from calloc */
  _Alignas(16) unsigned char data[];
};

/* Chunks come zeroed (calloc'd or fresh anonymous pages), so bump
 * allocation hands out zeroed memory without a memset of its own.
 *
 * Chunk sizes double from 256 KiB up to 32 MiB, so a small compile
 * touches little memory and a large one few chunks.  Chunks of 2 MiB and
 * more are mapped 2 MiB-aligned and offered to transparent huge pages:
 * a 100,000-line front end otherwise spends a third of its time taking
 * page faults, one per 4 KiB. */
enum {
  ARENA_FIRST = 256 * 1024,
  ARENA_MAX = 32 * 1024 * 1024,
  HUGE_PAGE = 2 * 1024 * 1024,
};

void arena_init(Arena *a) { memset(a, 0, sizeof *a); }

static void chunk_release(ArenaChunk *c) {
  if (c->mapped)
    munmap(c, c->mapped);
  else
    free(c);
}

void arena_free(Arena *a) {
  for (ArenaChunk *c = a->head, *next; c; c = next) {
    next = c->next;
    chunk_release(c);
  }
  a->head = NULL;
  a->total = 0;
  a->next_chunk = 0;
}

/* `bytes` (a multiple of HUGE_PAGE) of zeroed memory, 2 MiB-aligned. */
static ArenaChunk *chunk_map(size_t bytes) {
  size_t span = bytes + HUGE_PAGE;
  unsigned char *p = mmap(NULL, span, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
  uintptr_t start = ((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1);
  size_t head = start - (uintptr_t)p, tail = span - head - bytes;
  if (head)
    munmap(p, head);
  if (tail)
    munmap((unsigned char *)start + bytes, tail);
#ifdef MADV_HUGEPAGE
  madvise((void *)start, bytes, MADV_HUGEPAGE);
#endif
  ArenaChunk *c = (ArenaChunk *)start;
  c->mapped = bytes;
  return c;
}

static ArenaChunk *arena_new_chunk(Arena *a, size_t need) {
  size_t want = a->next_chunk ? a->next_chunk : ARENA_FIRST;
  if (want < ARENA_MAX)
    a->next_chunk = want * 2;
  size_t bytes = sizeof(ArenaChunk) + (need > want ? need : want);
  ArenaChunk *c;
  if (bytes >= HUGE_PAGE) {
    bytes = (bytes + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
    c = chunk_map(bytes);
  } else {
    c = calloc(1, bytes);
    if (c)
      c->mapped = 0;
  }
  if (!c)
    return NULL;
  c->used = 0;
  c->size = bytes - sizeof *c;
  /* A request larger than the chunk size gets its own chunk behind the
   * head, so the head's free space stays usable for what follows. */
  if (a->head && need > want) {
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

/* The chunk header in front of a big buffer's data. */
static ArenaChunk *big_chunk(void *data) {
  return (ArenaChunk *)((unsigned char *)data - offsetof(ArenaChunk, data));
}

void *buf_grow(void *data, size_t used, size_t old_cap, size_t new_cap) {
  if (new_cap < BUF_BIG)
    return realloc(data, new_cap);
  size_t bytes = (sizeof(ArenaChunk) + new_cap + HUGE_PAGE - 1) &
                 ~(size_t)(HUGE_PAGE - 1);
  ArenaChunk *c = chunk_map(bytes);
  if (!c)
    return NULL;
  c->size = bytes - sizeof *c;
  c->used = c->size;
  c->next = NULL;
  if (data) {
    memcpy(c->data, data, used < old_cap ? used : old_cap);
    buf_free(data, old_cap);
  }
  return c->data;
}

void buf_free(void *data, size_t cap) {
  if (!data)
    return;
  if (cap < BUF_BIG)
    free(data);
  else
    chunk_release(big_chunk(data));
}

void *arena_adopt(Arena *a, void *data, size_t cap) {
  if (!data)
    return NULL;
  if (cap < BUF_BIG) {
    void *p = arena_alloc(a, cap);
    memcpy(p, data, cap);
    free(data);
    return p;
  }
  ArenaChunk *c = big_chunk(data);
  if (a->head) {
    c->next = a->head->next;
    a->head->next = c;
  } else {
    c->next = NULL;
    a->head = c;
  }
  return data;
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

void sb_putc(Strbuf *sb, char c) {
  sb_reserve(sb, 1);
  sb->data[sb->len++] = c;
  sb->data[sb->len] = 0;
}

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
