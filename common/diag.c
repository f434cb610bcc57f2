/* diag.c - clang-style diagnostics: recording them (with the "expanded
 * from macro" notes, the error limit, fix-its), rendering them as clang
 * does, and -fdiagnostics-format=json.  Which named warnings are on and
 * what #pragma clang diagnostic says of them is warnings.c's. */
#include "common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Each named warning starts at its default from WARN_LIST; the command
 * line (diags_set_warning) changes it afterwards. */
static const unsigned char warn_default[W_COUNT] = {
#define X(id, name, dflt, group) dflt,
    WARN_LIST(X)
#undef X
};

void diags_init(Diags *d, Arena *arena, SourceManager *sm) {
  memset(d, 0, sizeof *d);
  d->arena = arena;
  d->sm = sm;
  d->error_limit = 19;
  d->tool = "hipc";
  for (int i = 0; i < W_COUNT; i++)
    d->warn[i] = warn_default[i];
}

/* ---- recording ---- */

/* A type may carry a description that clang writes after the quotes a
 * message puts around it: sema spells a vector type
 * "float4\1(vector of 4 'float' values)\2", and the message's "'%s'"
 * becomes 'float4' (vector of 4 'float' values). */
static const char *place_type_notes(Arena *a, const char *msg) {
  if (!strchr(msg, '\1'))
    return msg;
  Strbuf sb = {0};
  for (const char *p = msg; *p; p++) {
    if (*p == '\1')
      sb_puts(&sb, "' ");
    else if (*p == '\2')
      p += p[1] == '\'';
    else
      sb_putc(&sb, *p);
  }
  const char *r = arena_strndup(a, sb.data, sb.len);
  sb_free(&sb);
  return r;
}

/* Records a diagnostic whose level is final.  As in clang, the error
 * after the limit's last is replaced by the fatal "too many errors". */
void diag_emit(Diags *d, DiagLevel level, SrcLoc loc, const char *msg) {
  if (d->stopped || (level == DIAG_WARNING && d->no_warnings))
    return;
  if (level == DIAG_ERROR && d->error_limit && d->errors >= d->error_limit) {
    Diag stop = {DIAG_FATAL, NO_LOC,
                 "too many errors emitted, stopping now [-ferror-limit=]", true};
    VEC_PUSH(d->arena, d->list, stop);
    d->errors++;
    d->stopped = true;
    return;
  }
  if (d->sm)
    loc = srcmgr_written_at(d->sm, loc);
  const MacroLoc *m;
  Diag diag = {level, loc, place_type_notes(d->arena, msg)};
  VEC_PUSH(d->arena, d->list, diag);
  if (level == DIAG_WARNING)
    d->warnings++;
  if (level >= DIAG_ERROR)
    d->errors++;
  if (level == DIAG_FATAL)
    d->stopped = true;
  /* Inside macro expansions: where each macro wrote it, from the one
   * invoked in the source inwards, as clang orders them. */
  size_t first = d->list.len;
  for (uint32_t f = loc.file; d->sm && (m = srcmgr_macro(d->sm, f)); f = m->file) {
    if (!m->macro)
      continue; /* passed through as an argument: no note, as in clang */
    Diag note = {DIAG_NOTE, m->spelling,
                 arena_printf(d->arena, "expanded from macro '%s'", m->macro)};
    VEC_PUSH(d->arena, d->list, note);
  }
  for (size_t i = first, j = d->list.len; i + 1 < j; i++, j--) {
    Diag t = d->list.data[i];
    d->list.data[i] = d->list.data[j - 1];
    d->list.data[j - 1] = t;
  }
}

void diag_fixit(Diags *d, size_t at, uint32_t col, const char *text) {
  if (at >= d->list.len || d->list.data[at].bare)
    return;
  d->list.data[at].fixit = arena_strdup(d->arena, text);
  d->list.data[at].fixit_col = col;
}

void diag_vreport(Diags *d, DiagLevel level, SrcLoc loc, const char *fmt,
                  va_list ap) {
  if (level == DIAG_WARNING && d->warnings_as_errors)
    level = DIAG_ERROR;
  diag_emit(d, level, loc, arena_vprintf(d->arena, fmt, ap));
}

void diag_report(Diags *d, DiagLevel level, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(d, level, loc, fmt, ap);
  va_end(ap);
}

/* ---- clang's text form ---- */

static const char *level_name(DiagLevel l) {
  switch (l) {
  case DIAG_NOTE:
    return "note";
  case DIAG_WARNING:
    return "warning";
  case DIAG_ERROR:
    return "error";
  case DIAG_FATAL:
    return "fatal error";
  }
  return "error";
}

/* The length of the UTF-8 sequence at p (RFC 3629), or 0 if none starts
 * there. */
static size_t utf8_length(const unsigned char *p, size_t n) {
  unsigned c = p[0];
  size_t k = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3
           : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (!k || k > n)
    return 0;
  for (size_t i = 1; i < k; i++)
    if ((p[i] & 0xc0) != 0x80)
      return 0;
  if ((c == 0xe0 && p[1] < 0xa0) || (c == 0xed && p[1] > 0x9f) ||
      (c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] > 0x8f))
    return 0; /* overlong, a surrogate, past U+10FFFF */
  return k;
}

/* Renders like clang 22: the location, the message, then the source line
 * with its number in a gutter and a caret with tildes under the span.  Tabs
 * are shown as spaces to the next multiple of 8, as clang does. */
void diag_render(Diags *d, const Diag *diag, Strbuf *out) {
  SourceFile *f = diag->loc.line ? srcmgr_file(d->sm, diag->loc.file) : NULL;
  if (f)
    sb_printf(out, "%s:%u:%u: ", f->name, diag->loc.line, diag->loc.col);
  else if (!diag->bare)
    sb_printf(out, "%s: ", d->tool);
  sb_printf(out, "%s: %s\n", level_name(diag->level), diag->msg);
  if (!f)
    return;
  size_t len;
  const char *line = srcmgr_line(d->sm, diag->loc.file, diag->loc.line, &len);
  if (!line)
    return;
  char gutter[16];
  int gw = snprintf(gutter, sizeof gutter, "%5u", diag->loc.line);
  sb_printf(out, "%s | ", gutter);
  Strbuf marks = {0};
  size_t vcol = 0;
  size_t caret = diag->loc.col ? diag->loc.col - 1 : 0;
  size_t span = diag->loc.len ? diag->loc.len : 1;
  for (size_t i = 0; i <= len; i++) {
    unsigned char c = i < len ? (unsigned char)line[i] : ' ';
    /* Control characters show as <U+XXXX>, as clang shows them, so the
     * rendered text never holds a NUL. */
    char shown[16];
    bool control = c != '\t' && (c < 0x20 || c == 0x7f);
    size_t glyph = c >= 0x80 && i < len ? utf8_length((const unsigned char *)line + i, len - i) : 1;
    if (control)
      snprintf(shown, sizeof shown, "<U+%04X>", c);
    else if (!glyph) /* a byte that is no UTF-8: <FF>, as clang shows it */
      snprintf(shown, sizeof shown, "<%02X>", c);
    control |= !glyph;
    size_t width = c == '\t' ? 8 - vcol % 8 : control ? strlen(shown) : 1;
    char mark = ' ';
    if (i == caret)
      mark = '^';
    else if (i > caret && i < caret + span)
      mark = '~';
    if (glyph > 1) { /* one character of several bytes, one column wide */
      sb_append(out, line + i, glyph);
      if (i < caret + span)
        sb_putc(&marks, mark);
      i += glyph - 1;
      vcol++;
      continue;
    }
    for (size_t k = 0; k < width; k++) {
      if (i < len)
        sb_putc(out, control ? shown[k] : c == '\t' ? ' ' : (char)c);
      /* a wide glyph (tab, <U+XXXX>) gets its mark in its first column,
       * tildes after it only where the span goes on */
      if (i < caret + span)
        sb_putc(&marks, k == 0 ? mark
                        : (mark != ' ' && i + 1 < caret + span) ? '~' : ' ');
    }
    vcol += width;
  }
  sb_putc(out, '\n');
  while (marks.len && marks.data[marks.len - 1] == ' ')
    marks.data[--marks.len] = 0;
  sb_printf(out, "%*s | %s\n", gw, "", marks.data ? marks.data : "");
  sb_free(&marks);
  if (diag->fixit && diag->fixit_col) { /* under its column, tabs expanded */
    size_t at = 0;
    for (size_t i = 0; i + 1 < diag->fixit_col && i < len; i++)
      at = line[i] == '\t' ? (at / 8 + 1) * 8 : at + 1;
    if (diag->fixit_col - 1 > len)
      at += diag->fixit_col - 1 - len;
    sb_printf(out, "%*s | %*s%s\n", gw, "", (int)at, "", diag->fixit);
  }
}

/* Where a diagnostic stands in the translation unit, to merge the two
 * streams: its location, or for a header's the #include that brought the
 * header in (in file id order across the top-level files, -include's
 * first).  Located nowhere: -1 (the command line, first). */
typedef struct DiagKey {
  int64_t file;
  uint32_t line, col;
} DiagKey;

static DiagKey diag_key(Diags *d, const Diag *diag) {
  DiagKey k = {-1, 0, 0};
  SrcLoc loc = diag->loc;
  if (!loc.line || !d->sm)
    return k;
  for (int depth = 0; depth < 256; depth++) {
    SourceFile *f = srcmgr_file(d->sm, loc.file);
    if (!f || !f->included_at.line)
      break;
    loc = f->included_at;
  }
  k.file = loc.file;
  k.line = loc.line;
  k.col = loc.col;
  return k;
}

static bool key_before(DiagKey a, DiagKey b) {
  if (a.file != b.file)
    return a.file < b.file;
  return a.line != b.line ? a.line < b.line : a.col < b.col;
}

/* The end of the group (a diagnostic and its notes) that starts at i. */
static size_t group_end(const Diags *d, size_t i, size_t end) {
  for (i++; i < end && d->list.data[i].level == DIAG_NOTE; i++)
    ;
  return i;
}

/* The order to render the list in: what preprocessing found
 * (list[0, lexed)) merged by location into what the parser and sema found
 * after it, so that the whole comes out in source order, as from clang,
 * whose preprocessor runs as its parser asks for tokens.  Each stream
 * keeps its own order (sema's end-of-function warnings stay where clang
 * puts them), and a group never splits.  Returns a malloc'd array of
 * list.len indices, or NULL when the list's own order is it. */
static size_t *diag_order(Diags *d) {
  size_t n = d->list.len, lexed = d->lexed < n ? d->lexed : n;
  if (!lexed || lexed == n)
    return NULL;
  size_t *order = malloc(n * sizeof *order);
  if (!order)
    return NULL;
  size_t a = 0, b = lexed, o = 0;
  DiagKey last_b = {-1, 0, 0}; /* an unlocated group goes with the one before */
  while (a < lexed || b < n) {
    bool take_a = b >= n;
    if (!take_a && a < lexed) {
      DiagKey ka = diag_key(d, &d->list.data[a]), kb = diag_key(d, &d->list.data[b]);
      if (kb.file < 0 && !d->list.data[b].bare)
        kb = last_b;
      take_a = d->list.data[b].bare || !key_before(kb, ka); /* the error limit last */
      if (!take_a)
        last_b = kb;
    }
    size_t from = take_a ? a : b, to = group_end(d, from, take_a ? lexed : n);
    for (size_t i = from; i < to; i++)
      order[o++] = i;
    if (take_a)
      a = to;
    else
      b = to;
  }
  return order;
}

void diags_render_all(Diags *d, Strbuf *out) {
  size_t *order = diag_order(d);
  for (size_t i = 0; i < d->list.len; i++)
    diag_render(d, &d->list.data[order ? order[i] : i], out);
  free(order);
}

/* ---- -fdiagnostics-format=json ---- */

static void json_string(Strbuf *out, const char *s) {
  sb_putc(out, '"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      sb_printf(out, "\\%c", c);
    else if (c == '\n')
      sb_puts(out, "\\n");
    else if (c == '\t')
      sb_puts(out, "\\t");
    else if (c < 0x20)
      sb_printf(out, "\\u%04x", c);
    else
      sb_putc(out, (char)c);
  }
  sb_putc(out, '"');
}

static void json_diag(Diags *d, const Diag *diag, Strbuf *out) {
  SourceFile *f = diag->loc.line ? srcmgr_file(d->sm, diag->loc.file) : NULL;
  sb_puts(out, "{\"severity\":");
  json_string(out, level_name(diag->level));
  if (f) {
    sb_puts(out, ",\"file\":");
    json_string(out, f->name);
    sb_printf(out, ",\"line\":%u,\"column\":%u,\"length\":%u", diag->loc.line,
              diag->loc.col, diag->loc.len ? diag->loc.len : 1);
  }
  sb_puts(out, ",\"message\":");
  json_string(out, diag->msg);
}

/* One JSON object per line and diagnostic; notes go into the "notes"
 * array of the diagnostic they follow. */
void diags_render_json(Diags *d, Strbuf *out) {
  size_t *order = diag_order(d);
#define AT(i) (&d->list.data[order ? order[i] : (i)])
  for (size_t i = 0; i < d->list.len; i++) {
    Diag *diag = AT(i);
    if (diag->level == DIAG_NOTE)
      continue; /* written with its parent */
    json_diag(d, diag, out);
    sb_puts(out, ",\"notes\":[");
    size_t k = i + 1;
    for (; k < d->list.len && AT(k)->level == DIAG_NOTE; k++) {
      if (k > i + 1)
        sb_putc(out, ',');
      json_diag(d, AT(k), out);
      sb_putc(out, '}');
    }
    sb_puts(out, "]}\n");
  }
#undef AT
  free(order);
}
