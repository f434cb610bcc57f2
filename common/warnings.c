/* warnings.c - named warnings (-Wname): their defaults and groups, what
 * the command line chose, and `#pragma clang diagnostic` (or GCC's),
 * whose choices hold from where it is written, as in clang. */
#include "common.h"

#include <stdarg.h>
#include <string.h>

/* WARN_LIST's names and groups; diags_init (diag.c) takes its defaults. */
typedef struct WarnInfo {
  const char *name;
  unsigned char group;
} WarnInfo;

static const WarnInfo warn_info[W_COUNT] = {
#define X(id, name, dflt, group) {name, group},
    WARN_LIST(X)
#undef X
};

/* The warnings `name` (an option without its -W, no- or error=) stands
 * for: one warning (several entries may share a name), or a group.
 * False if hipc knows no such name. */
static bool warn_members(const char *name, bool in[W_COUNT]) {
  int upto = !strcmp(name, "extra")                            ? 2
             : !strcmp(name, "all") || !strcmp(name, "most") ? 1
                                                              : 0;
  bool conversion = !strcmp(name, "conversion");
  bool format = !strcmp(name, "format"); /* takes its -Wformat-* parts */
  bool any = upto || conversion;
  for (int i = 0; i < W_COUNT; i++) {
    const WarnInfo *w = &warn_info[i];
    in[i] = upto         ? w->group && w->group <= upto
            : conversion ? w->group == 3
                         : !strcmp(name, w->name) ||
                               (format && !strncmp(w->name, "format-", 7));
    any |= in[i];
  }
  return any;
}

bool diags_set_warning(Diags *d, const char *opt) {
  if (strncmp(opt, "-W", 2) != 0)
    return false;
  const char *name = opt + 2;
  unsigned char state = 1;
  bool only_error_state = false;
  if (!strncmp(name, "no-error=", 9)) {
    name += 9, only_error_state = true;
  } else if (!strncmp(name, "error=", 6)) {
    name += 6, state = 2;
  } else if (!strncmp(name, "no-", 3)) {
    name += 3, state = 0;
  }
  bool in[W_COUNT];
  if (!warn_members(name, in))
    return false;
  /* -Wall and -Wextra only switch on: an error stays an error */
  bool all = !strcmp(name, "all") || !strcmp(name, "most") || !strcmp(name, "extra");
  for (int i = 0; i < W_COUNT; i++) {
    if (!in[i])
      continue;
    if (only_error_state) { /* clang: never an error, whatever -Werror */
      d->no_error[i] = true;
      if (d->warn[i] == 2)
        d->warn[i] = 1;
    } else if (!(all && state == 1 && d->warn[i])) {
      d->warn[i] = state;
      if (state == 2)
        d->no_error[i] = false;
    }
  }
  return true;
}

/* ---- #pragma clang diagnostic ------------------------------------------ */

/* Where `loc` is in file `in`: itself, or the #include through which its
 * file came in (first inclusion), followed up the include chain. */
static bool loc_in_file(const SourceManager *sm, SrcLoc loc, uint32_t in,
                        SrcLoc *out) {
  for (int depth = 0; depth < 512; depth++) {
    uint32_t f = srcmgr_real_file(sm, loc.file);
    if (f == in) {
      *out = loc;
      return true;
    }
    const SourceFile *sf = srcmgr_file(sm, f);
    if (!sf || !sf->included_at.line)
      return false;
    loc = sf->included_at;
  }
  return false;
}

static bool loc_before(SrcLoc a, SrcLoc b) {
  return a.line < b.line || (a.line == b.line && a.col <= b.col);
}

/* What the pragmas say of warning `w` at `loc`: a DiagPragmaState, or -1
 * when none reaches it.  The last pragma written before `loc` in its file
 * counts, a header's pragmas counting from its #include; with none there,
 * the file's #include is asked in its own file, and so on up. */
static int pragma_state(const Diags *d, WarnId w, SrcLoc loc) {
  loc = srcmgr_written_at(d->sm, loc);
  uint32_t file = srcmgr_real_file(d->sm, loc.file);
  for (int depth = 0; depth < 512; depth++) {
    int state = -1;
    for (size_t i = 0; i < d->pragmas.len; i++) {
      const DiagPragma *p = &d->pragmas.data[i];
      SrcLoc at;
      if (p->warn == w && loc_in_file(d->sm, p->loc, file, &at) &&
          loc_before(at, loc))
        state = p->state;
    }
    if (state >= 0)
      return state;
    const SourceFile *sf = srcmgr_file(d->sm, file);
    if (!sf || !sf->included_at.line)
      return -1;
    loc = sf->included_at;
    file = srcmgr_real_file(d->sm, loc.file);
  }
  return -1;
}

int diags_pragma_set(Diags *d, SrcLoc loc, const char *option,
                     DiagPragmaState state) {
  if (strncmp(option, "-W", 2) != 0)
    return -1;
  bool in[W_COUNT];
  if (!warn_members(option + 2, in))
    return -2;
  for (int i = 0; i < W_COUNT; i++) {
    if (!in[i])
      continue;
    DiagPragma p = {loc, (uint16_t)i, (uint8_t)state};
    VEC_PUSH(d->arena, d->pragmas, p);
    if (state != PRAGMA_IGNORED)
      d->pragma_on[i] = true;
  }
  return 0;
}

void diags_pragma_push(Diags *d) { VEC_PUSH(d->arena, d->pragma_marks, d->pragmas.len); }

bool diags_pragma_pop(Diags *d, SrcLoc loc) {
  if (!d->pragma_marks.len)
    return false;
  size_t mark = d->pragma_marks.data[--d->pragma_marks.len];
  bool seen[W_COUNT] = {0};
  size_t end = d->pragmas.len;
  for (size_t i = mark; i < end; i++) {
    uint16_t w = d->pragmas.data[i].warn;
    if (seen[w])
      continue;
    seen[w] = true;
    /* back to what held at the push, in the order pragmas were read */
    DiagPragma p = {loc, w, PRAGMA_COMMAND_LINE};
    for (size_t k = mark; k-- > 0;)
      if (d->pragmas.data[k].warn == w) {
        p.state = d->pragmas.data[k].state;
        break;
      }
    VEC_PUSH(d->arena, d->pragmas, p);
  }
  return true;
}

/* ---- reporting ---------------------------------------------------------- */

bool diag_warn_enabled(const Diags *d, WarnId w) {
  return (d->warn[w] != 0 || d->pragma_on[w]) && !d->no_warnings;
}

bool diag_warn(Diags *d, WarnId w, SrcLoc loc, const char *fmt, ...) {
  if (!diag_warn_enabled(d, w))
    return false;
  DiagLevel level = d->warn[w] == 2 || (d->warn[w] && d->warnings_as_errors &&
                                        !d->no_error[w])
                        ? DIAG_ERROR
                        : DIAG_WARNING;
  bool on = d->warn[w] != 0;
  if (d->pragmas.len) {
    switch (pragma_state(d, w, loc)) {
    case PRAGMA_IGNORED: on = false; break;
    /* clang: a warning by pragma stays one under -Werror */
    case PRAGMA_WARNING: on = true, level = DIAG_WARNING; break;
    case PRAGMA_ERROR: on = true, level = DIAG_ERROR; break;
    case PRAGMA_FATAL: on = true, level = DIAG_FATAL; break;
    default: break;
    }
  }
  if (!on)
    return false;
  va_list ap;
  va_start(ap, fmt);
  char *msg = arena_vprintf(d->arena, fmt, ap);
  va_end(ap);
  size_t before = d->list.len;
  diag_emit(d, level, loc,
            arena_printf(d->arena, "%s [-%s%s]", msg,
                         level == DIAG_ERROR ? "Werror,-W" : "W", warn_info[w].name));
  return d->list.len > before;
}
