/* pp_include.c - source file inclusion (C17 6.10.2), __has_include, and
 * the files behind them.
 *
 * The search order (lexer.h): for "..." the includer's own directory, then
 * the entries of pp->search: the in-memory user headers, the -I
 * directories, the in-memory system headers (the embedded stdlib), the
 * -isystem directories.  In-memory user headers are found before the disk:
 * they come even before the includer's directory.  #include_next goes on
 * after the entry its file was found in.
 *
 * Every file is read and scanned once; a path that was looked up once is
 * never stat'ed again, and a file reached by two paths is one FileInfo, so
 * #pragma once and include guards see it as one. */
#include "pp_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { MAX_INCLUDE_DEPTH = 200 }; /* clang's limit */

void pp_build_search_path(Preprocessor *pp) {
  pp->search.len = 0;
  SearchDir mem_user = {NULL, false}, mem_sys = {NULL, true};
  VEC_PUSH(&pp->arena, pp->search, mem_user);
  for (size_t i = 0; i < pp->user_dirs.len; i++)
    VEC_PUSH(&pp->arena, pp->search, pp->user_dirs.data[i]);
  VEC_PUSH(&pp->arena, pp->search, mem_sys);
  for (size_t i = 0; i < pp->system_dirs.len; i++)
    VEC_PUSH(&pp->arena, pp->search, pp->system_dirs.data[i]);
}

/* ---- files -------------------------------------------------------------- */

/* Reads a file straight into the compilation's arena, NUL-terminated. */
static char *read_into_arena(Arena *a, const char *path, size_t *size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    char *heap = read_file(path, size); /* a pipe or device: read it all */
    if (!heap)
      return NULL;
    char *p = arena_strndup(a, heap, *size);
    free(heap);
    return p;
  }
  size_t want = (size_t)st.st_size, got = 0;
  char *p = arena_alloc(a, want + 1);
  while (got < want) {
    ssize_t r = read(fd, p + got, want - got);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    got += (size_t)r;
  }
  close(fd);
  p[got] = 0;
  *size = got;
  return p;
}

static FileInfo *new_file(Preprocessor *pp, const char *path) {
  FileInfo *fi = arena_alloc(&pp->arena, sizeof *fi);
  fi->path = path;
  return fi;
}

/* The file at `path` (interned), NULL if there is none. */
static FileInfo *lookup_disk(Preprocessor *pp, const char *path) {
  bool found;
  FileInfo *fi = ptrmap_get(&pp->files_by_path, path, &found);
  if (found)
    return fi;
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISDIR(st.st_mode)) {
    for (size_t i = 0; i < pp->disk_files.len && !fi; i++) {
      FileInfo *o = pp->disk_files.data[i];
      if (o->dev == st.st_dev && o->ino == st.st_ino)
        fi = o;
    }
    if (!fi) {
      fi = new_file(pp, path);
      fi->dev = st.st_dev;
      fi->ino = st.st_ino;
      fi->has_id = true;
      VEC_PUSH(&pp->arena, pp->disk_files, fi);
    }
  }
  ptrmap_put(&pp->files_by_path, path, fi);
  return fi;
}

/* In-memory names have no directories to resolve `.` and `..` in: they
 * are folded here, so that "hip/../x.h" finds "x.h". */
static size_t fold_dots(char *s, size_t n) {
  size_t w = 0;
  for (size_t r = 0; r < n;) {
    size_t e = r;
    while (e < n && s[e] != '/')
      e++;
    size_t len = e - r;
    if (len == 1 && s[r] == '.') {
      /* drop it */
    } else if (len == 2 && s[r] == '.' && s[r + 1] == '.' && w > 0 &&
               !(w >= 2 && s[w - 1] == '.' && s[w - 2] == '.' &&
                 (w == 2 || s[w - 3] == '/'))) {
      while (w > 0 && s[w - 1] != '/')
        w--;
      if (w > 0)
        w--; /* the slash before the dropped component */
    } else if (len) {
      if (w)
        s[w++] = '/';
      memmove(s + w, s + r, len);
      w += len;
    }
    r = e + 1;
  }
  return w;
}

static FileInfo *lookup_memory(Preprocessor *pp, const char *name, size_t n,
                               int system) {
  bool found;
  char buf[4096]; /* outlives the block below: `name` may point into it */
  if (memchr(name, '.', n) && (strstr(name, "./") || strstr(name, "/."))) {
    if (n < sizeof buf) {
      memcpy(buf, name, n);
      n = fold_dots(buf, n);
      name = buf;
    }
  }
  const char *key = intern(&pp->ctx->strings, name, n);
  FileInfo *fi = ptrmap_get(&pp->memory_headers, key, &found);
  if (fi && system >= 0 && fi->is_system != (system != 0))
    return NULL;
  return fi;
}

static const char *join(Preprocessor *pp, const char *dir, size_t dlen,
                        const char *name) {
  Strbuf *sb = &pp->scratch;
  sb->len = 0;
  sb_append(sb, dir, dlen);
  if (dlen && dir[dlen - 1] != '/')
    sb_putc(sb, '/');
  sb_puts(sb, name);
  return intern(&pp->ctx->strings, sb->data, sb->len);
}

/* Length of the directory part of `path`, without the last slash. */
static size_t dir_len(const char *path) {
  const char *s = strrchr(path, '/');
  if (!s)
    return 0;
  return s == path ? 1 : (size_t)(s - path);
}

FileInfo *pp_main_file_info(Preprocessor *pp, uint32_t file) {
  SourceFile *f = srcmgr_file(&pp->ctx->sources, file);
  FileInfo *fi = new_file(pp, intern_cstr(&pp->ctx->strings, f->name));
  fi->file = file;
  fi->is_system = f->is_system;
  struct stat st;
  if (stat(f->name, &st) == 0 && !S_ISDIR(st.st_mode)) {
    fi->dev = st.st_dev;
    fi->ino = st.st_ino;
    fi->has_id = true;
    VEC_PUSH(&pp->arena, pp->disk_files, fi);
    ptrmap_put(&pp->files_by_path, fi->path, fi);
  }
  return fi;
}

/* Finds the header `name`; *dir_index tells #include_next where the search
 * stopped. */
FileInfo *pp_find_include(Preprocessor *pp, const char *name, bool angled,
                          bool next, int *dir_index) {
  *dir_index = DIR_RELATIVE;
  if (name[0] == '/')
    return lookup_disk(pp, intern_cstr(&pp->ctx->strings, name));
  Source *cur = &pp->src[pp_top_file(pp)];
  FileInfo *inc = cur->fi;
  size_t start = 0;
  bool relative = !angled && !next;
  if (next && cur->dir_index >= 0)
    start = (size_t)cur->dir_index + 1;
  FileInfo *fi;
  size_t dl = dir_len(inc->path);
  if (relative && (inc->is_memory || dl)) {
    /* An in-memory header's neighbours are in memory too; and a file in
     * dir/ may include an in-memory "dir/x.h" as "x.h", as it could the
     * same file on disk. */
    if (dl == 0)
      fi = lookup_memory(pp, name, strlen(name), -1);
    else {
      const char *p = join(pp, inc->path, dl, name);
      fi = lookup_memory(pp, p, interned_len(p), -1);
    }
    if (fi)
      return fi;
  }
  for (size_t k = start; k < pp->search.len; k++) {
    SearchDir *d = &pp->search.data[k];
    if (!d->path) {
      fi = lookup_memory(pp, name, strlen(name), d->system);
    } else {
      fi = lookup_disk(pp, join(pp, d->path, strlen(d->path), name));
      if (fi && !fi->file && d->system)
        fi->is_system = true;
    }
    if (fi) {
      *dir_index = (int)k;
      return fi;
    }
    if (k == 0 && relative && !inc->is_memory) {
      /* C17 6.10.2p3: "..." is looked for where the includer is. */
      fi = lookup_disk(pp, dl ? join(pp, inc->path, dl, name)
                              : join(pp, ".", 1, name));
      if (fi)
        return fi;
    }
  }
  return NULL;
}

/* Pushes the tokens of `fi` (reading and scanning it the first time).
 * `at` is the header name, NULL for the main file. */
bool pp_enter_file(Preprocessor *pp, FileInfo *fi, int dir_index,
                   const Token *at) {
  Ctx *ctx = pp->ctx;
  SourceManager *sm = &ctx->sources;
  if (at && pp->include_depth >= MAX_INCLUDE_DEPTH) {
    diag_error(&ctx->diags, at->loc, "#include nested too deeply");
    return false;
  }
  if (!fi->file) {
    if (fi->is_memory) {
      /* Copied, so that the text needs to live only until pp_run. */
      fi->file = srcmgr_add(sm, fi->path, fi->mem_text, fi->mem_len, false);
    } else {
      size_t size = 0;
      char *text = read_into_arena(&ctx->arena, fi->path, &size);
      if (!text) {
        diag_fatal(&ctx->diags, at ? at->loc : NO_LOC,
                   "cannot open file '%s': %s", fi->path, strerror(errno));
        return false;
      }
      fi->file = srcmgr_add(sm, fi->path, text, size, true);
    }
    SourceFile *sf = srcmgr_file(sm, fi->file);
    sf->is_system = fi->is_system;
    if (at)
      sf->included_at = pp_file_loc(pp, at->loc);
  }
  Source s = {.kind = SRC_FILE,
              .scan = scan_open(ctx, fi->file, false),
              .fi = fi,
              .dir_index = dir_index,
              .cond_base = pp->ncond,
              .sys_flag = fi->is_system ? TF_SYSTEM : 0};
  if (at) {
    s.included = true;
    s.return_line = at->loc.line + 1;
    IncludeEvent ev = {pp->out.len, fi->file, at->loc.line, true};
    VEC_PUSH(&pp->arena, pp->events, ev);
  }
  pp_push_source(pp, s);
  pp->include_depth++;
  fi->entered = true;
  return true;
}

/* ---- header names (C17 6.4.7, 6.10.2p4) --------------------------------- */

/* A header name made of tokens, as macro expansion leaves it: a string
 * literal, or the spellings between < and >. */
bool pp_header_name(Preprocessor *pp, const Token *toks, size_t n, Strbuf *name,
                    bool *angled, size_t *used) {
  (void)pp;
  if (n && toks[0].kind == TOK_STRING && toks[0].text[0] == '"') {
    sb_append(name, toks[0].text + 1, interned_len(toks[0].text) - 2);
    *angled = false;
    *used = 1;
    return true;
  }
  if (n && toks[0].kind == TOK_LT) {
    sb_append(name, "", 0);
    for (size_t i = 1; i < n; i++) {
      if (toks[i].kind == TOK_GT) {
        *angled = true;
        *used = i + 1;
        return true;
      }
      if (toks[i].flags & (TF_SPACE | TF_BOL)) /* `< a.h >` is " a.h " */
        sb_putc(name, ' ');
      sb_puts(name, toks[i].text);
    }
  }
  return false;
}

/* `<name>` as written in the file: the characters between < and the next
 * > on the line, whatever tokens they would make (C17 6.4.7). */
static bool raw_angled(Preprocessor *pp, const Token *raw, size_t n,
                       Strbuf *name, size_t *used, uint32_t *span) {
  size_t len;
  const char *line =
      srcmgr_line(&pp->ctx->sources, raw[0].loc.file, raw[0].loc.line, &len);
  size_t start = raw[0].loc.col; /* just after the '<' */
  if (!line || start > len)
    return false;
  const char *gt = memchr(line + start, '>', len - start);
  if (!gt)
    return false;
  sb_append(name, line + start, (size_t)(gt - line) - start);
  uint32_t gt_col = (uint32_t)(gt - line) + 1;
  size_t i = 1;
  while (i < n && raw[i].loc.line == raw[0].loc.line &&
         raw[i].loc.col <= gt_col)
    i++;
  *used = i;
  *span = gt_col - raw[0].loc.col + 1;
  return true;
}

/* #include and #include_next.  `raw` are the operands as scanned (for the
 * <...> text), `toks` the same with presumed locations. */
void pp_include_directive(Preprocessor *pp, const Token *dir, const Token *raw,
                          const Token *toks, size_t n, bool next) {
  Diags *d = &pp->ctx->diags;
  Source *cur = &pp->src[pp_top_file(pp)];
  if (next && cur->dir_index == DIR_MAIN) {
    pp_warn(pp, pp_file_loc(pp, dir->loc),
            "#include_next in primary source file; will search from "
            "start of include path");
    next = false;
  } else if (next && cur->dir_index == DIR_RELATIVE) {
    pp_warn(pp, pp_file_loc(pp, dir->loc),
            "#include_next in file found relative to primary source "
            "file or found by absolute path; will search from start "
            "of include path");
  }
  if (n == 0) {
    SrcLoc l = pp_file_loc(pp, dir->loc);
    l.col += l.len;
    l.len = 1;
    diag_error(d, l, "expected \"FILENAME\" or <FILENAME>");
    return;
  }
  Strbuf name = {0};
  bool angled = false;
  size_t used = 0;
  uint32_t span = toks[0].loc.len;
  TokBuf *exp = NULL;
  if (toks[0].kind == TOK_STRING && toks[0].text[0] == '"') {
    pp_header_name(pp, toks, n, &name, &angled, &used);
  } else if (toks[0].kind == TOK_LT &&
             raw_angled(pp, raw, n, &name, &used, &span)) {
    angled = true;
  } else {
    /* 6.10.2p4: any other form is macro-expanded first. */
    exp = pp_get_buf(pp);
    pp_expand_line(pp, toks, n, exp);
    sb_free(&name);
    if (!pp_header_name(pp, exp->data, exp->len, &name, &angled, &used)) {
      diag_error(d, toks[0].loc, "expected \"FILENAME\" or <FILENAME>");
      goto out;
    }
    toks = exp->data;
    n = exp->len;
  }
  if (used < n)
    pp_warn(pp, toks[used].loc, "extra tokens at end of #include directive");
  SrcLoc loc = toks[0].loc;
  loc.len = span;
  if (!name.data || !name.data[0]) {
    diag_error(d, loc, "empty filename");
    goto out;
  }
  int dir_index;
  FileInfo *fi = pp_find_include(pp, name.data, angled, next, &dir_index);
  if (!fi) {
    const char *host = angled ? pp_host_header(name.data) : NULL;
    if (host)
      diag_fatal(d, loc, host, name.data);
    else
      diag_fatal(d, loc, "'%s' file not found", name.data);
    goto out;
  }
  if (fi->once && fi->entered)
    goto out;
  if (fi->guard) {
    MacroSlot *g = pp_slot(pp, fi->guard);
    if (g && g->target_dependent)
      pp->used_target = true;
    if (g && g->macro)
      goto out; /* the whole file sits in #ifndef GUARD */
  }
  Token at = toks[0];
  at.loc = loc;
  pp_enter_file(pp, fi, dir_index, &at);
out:
  sb_free(&name);
  pp_put_buf(pp, exp);
}

/* __has_include ( header-name ) and __has_include_next: 1 if #include
 * would find the header.  Only inside directives (see pp_expand_builtin). */
long long pp_has_include(Preprocessor *pp, const Token *tok, bool next) {
  Diags *d = &pp->ctx->diags;
  if (!pp_peek_lparen(pp)) {
    diag_error(d, tok->loc, "missing '(' after '%s'", tok->text);
    return 0;
  }
  Token t;
  pp_next_raw(pp, &t, 1); /* ( */
  TokBuf *ops = pp_get_buf(pp), *exp = NULL;
  int depth = 0;
  for (;;) {
    pp_next_raw(pp, &t, 1);
    if (t.kind == TOK_EOF) {
      diag_error(d, tok->loc, "missing ')' after '%s'", tok->text);
      pp_put_buf(pp, ops);
      return 0;
    }
    if (t.kind == TOK_LPAREN)
      depth++;
    else if (t.kind == TOK_RPAREN && depth-- == 0)
      break;
    tokbuf_push(ops, &t);
  }
  Strbuf name = {0};
  bool angled;
  size_t used;
  long long found = 0;
  const Token *h = ops->data;
  size_t n = ops->len;
  if (!pp_header_name(pp, h, n, &name, &angled, &used)) {
    exp = pp_get_buf(pp);
    pp_expand_line(pp, h, n, exp);
    sb_free(&name);
    h = exp->data;
    n = exp->len;
    if (!pp_header_name(pp, h, n, &name, &angled, &used)) {
      diag_error(d, n ? h[0].loc : tok->loc,
                 "expected \"FILENAME\" or <FILENAME>");
      goto out;
    }
  }
  if (used < n) {
    diag_error(d, h[used].loc, "missing ')' after '%s'", tok->text);
    goto out;
  }
  if (name.data && name.data[0]) {
    int dir_index;
    Source *cur = &pp->src[pp_top_file(pp)];
    found =
        pp_find_include(pp, name.data, angled,
                        next && cur->dir_index != DIR_MAIN, &dir_index) != NULL;
  }
out:
  sb_free(&name);
  pp_put_buf(pp, ops);
  pp_put_buf(pp, exp);
  return found;
}
