/* ctx.c - the context object one compilation owns (common.h's Ctx), and
 * the few system services the phases share: reading a file whole and a
 * monotonic clock. */
#include "common.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

void ctx_init(Ctx *c) {
  memset(c, 0, sizeof *c);
  arena_init(&c->arena);
  interner_init(&c->strings);
  srcmgr_init(&c->sources, &c->arena);
  diags_init(&c->diags, &c->arena, &c->sources);
}

void ctx_free(Ctx *c) {
  interner_free(&c->strings);
  arena_free(&c->arena);
}

double hipc_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

char *read_file(const char *path, size_t *size) {
  FILE *fp = fopen(path, "rb");
  if (!fp)
    return NULL;
  Strbuf sb = {0};
  char buf[65536];
  size_t n;
  errno = 0;
  while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
    sb_append(&sb, buf, n);
  int err = ferror(fp) ? (errno ? errno : EIO) : 0; /* EISDIR for a folder */
  fclose(fp);
  if (err) {
    sb_free(&sb);
    errno = err;
    return NULL;
  }
  if (!sb.data)
    sb_append(&sb, "", 0);
  *size = sb.len;
  return sb.data;
}
