/* source.c - source buffers, macro-expansion locations and line tables:
 * the SourceManager every location (SrcLoc) points into. */
#include "common.h"

#include <string.h>

const SrcLoc NO_LOC = {0, 0, 0, 0};

void srcmgr_init(SourceManager *sm, Arena *arena) {
  memset(sm, 0, sizeof *sm);
  sm->arena = arena;
  srcmgr_add(sm, "<built-in>", "", 0, true);
}

uint32_t srcmgr_add(SourceManager *sm, const char *name, const char *text,
                    size_t size, bool borrow) {
  SourceFile *f = arena_alloc(sm->arena, sizeof *f);
  f->name = arena_strdup(sm->arena, name);
  f->text = borrow ? text : arena_strndup(sm->arena, text, size);
  f->size = size;
  VEC_PUSH(sm->arena, sm->files, f);
  return (uint32_t)(sm->files.len - 1);
}

const MacroLoc *srcmgr_macro(const SourceManager *sm, uint32_t id) {
  if (id < SRC_MACRO_BASE || id - SRC_MACRO_BASE >= sm->macro_locs.len)
    return NULL;
  return &sm->macro_locs.data[id - SRC_MACRO_BASE];
}

uint32_t srcmgr_real_file(const SourceManager *sm, uint32_t id) {
  for (const MacroLoc *m; (m = srcmgr_macro(sm, id));)
    id = m->file;
  return id;
}

uint32_t srcmgr_macro_file(SourceManager *sm, uint32_t file, SrcLoc spelling,
                           const char *macro) {
  /* Exponential macro programs (EVAL(EVAL(...)) rescans) would make this
   * table the largest thing in memory: past a million entries, tokens
   * keep the invocation's file and lose their notes. */
  if (sm->macro_locs.len >= (1u << 20))
    return file;
  MacroLoc m = {file, spelling, macro};
  VEC_PUSH(sm->arena, sm->macro_locs, m);
  return SRC_MACRO_BASE + (uint32_t)(sm->macro_locs.len - 1);
}

SourceFile *srcmgr_file(const SourceManager *sm, uint32_t id) {
  id = srcmgr_real_file(sm, id);
  return id < sm->files.len ? sm->files.data[id] : NULL;
}

/* The newlines are found with memchr: the main file is indexed as soon
 * as its first #include wants a line, and it may be megabytes long. */
static void srcmgr_index_lines(SourceManager *sm, SourceFile *f) {
  const char *text = f->text, *end = text + f->size;
  uint32_t n = 1;
  for (const char *p = text; (p = memchr(p, '\n', (size_t)(end - p))); p++)
    n++;
  f->line_starts = arena_alloc(sm->arena, (n + 1) * sizeof *f->line_starts);
  uint32_t k = 0;
  f->line_starts[k++] = 0;
  for (const char *p = text; (p = memchr(p, '\n', (size_t)(end - p))); p++)
    f->line_starts[k++] = (uint32_t)(p - text + 1);
  f->line_starts[k] = (uint32_t)f->size + 1;
  f->line_count = n;
}

SrcLoc srcmgr_written_at(const SourceManager *sm, SrcLoc loc) {
  const MacroLoc *m;
  while ((m = srcmgr_macro(sm, loc.file)) && !m->macro) {
    uint32_t len = loc.len;
    loc = m->spelling;
    loc.len = len;
  }
  return loc;
}

const char *srcmgr_line(SourceManager *sm, uint32_t id, uint32_t line,
                        size_t *len) {
  SourceFile *f = srcmgr_file(sm, id);
  if (!f || line == 0)
    return NULL;
  if (!f->line_starts)
    srcmgr_index_lines(sm, f);
  if (line > f->line_count)
    return NULL;
  uint32_t start = f->line_starts[line - 1];
  uint32_t end = f->line_starts[line] - 1; /* the newline, or size */
  if (end > f->size)
    end = (uint32_t)f->size;
  if (end > start && f->text[end - 1] == '\r')
    end--;
  *len = end - start;
  return f->text + start;
}
