/* link.c - what the link would find missing, found before it: a device
 * function that code hipc emits calls or names but that the program
 * never defines; and the defined ones that nothing emitted reaches.  Device code has no separate compilation (hipc has no
 * -fgpu-rdc), so lld would fail on it with "undefined hidden symbol" and
 * no location; this says where, and does so for -fsyntax-only and -S
 * too, which never link. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <stdlib.h>

/* What a reference reaches: an incompatible declaration of a library
 * function that nothing defines reaches the library's (library.c). */
static Object *target_of(Object *o) {
  return o->lib_alias && !o->defined ? o->lib_alias : o;
}

static bool is_device_function(const Object *o) {
  return o->kind == OBJ_FUNC && (o->hip & (HIP_DEVICE | HIP_GLOBAL));
}

/* What codegen emits whether or not anything refers to it (its
 * emit_program): kernels, and defined device functions that are external
 * or kept by __attribute__((used)). */
static bool is_root(const Object *o) {
  return is_device_function(o) && o->defined &&
         ((o->hip & HIP_GLOBAL) || !o->is_internal || o->keep);
}

void sema_check_undefined(Sema *s) {
  size_t nrefs = s->func_refs.len;
  uint32_t nobj = s->prog->next_id + 1;
  /* Each function's references as a list: first[id], then next[ref]. */
  size_t *first = malloc(nobj * sizeof *first);
  size_t *next = malloc((nrefs + 1) * sizeof *next);
  bool *reached = calloc(nobj, sizeof *reached);
  bool *reported = calloc(nobj, sizeof *reported);
  size_t *work = malloc((nobj + 1) * sizeof *work);
  if (!first || !next || !reached || !reported || !work)
    goto out;
  const size_t none = (size_t)-1;
  for (uint32_t i = 0; i < nobj; i++)
    first[i] = none;
  for (size_t r = nrefs; r-- > 0;) {
    Object *from = s->func_refs.data[r].from;
    uint32_t id = from ? from->id : s->prog->next_id; /* file scope: its own slot */
    next[r] = first[id];
    first[id] = r;
  }
  size_t nwork = 0;
  work[nwork++] = s->prog->next_id;
  reached[s->prog->next_id] = true;
  for (size_t i = 0; i < s->prog->objects.len; i++) {
    Object *o = s->prog->objects.data[i];
    if (is_root(o) && !reached[o->id]) {
      reached[o->id] = true;
      work[nwork++] = o->id;
    }
  }
  while (nwork) {
    uint32_t id = (uint32_t)work[--nwork];
    for (size_t r = first[id]; r != none; r = next[r]) {
      Object *to = target_of(s->func_refs.data[r].to);
      if (is_device_function(to) && to->defined && !reached[to->id]) {
        reached[to->id] = true;
        work[nwork++] = to->id;
      }
    }
  }
  for (size_t i = 0; i < s->prog->objects.len; i++) {
    Object *o = s->prog->objects.data[i];
    o->unreached = is_device_function(o) && o->defined && !reached[o->id];
  }
  /* In source order: the first reference to each undefined function
   * from what is emitted. */
  for (size_t r = 0; r < nrefs; r++) {
    FuncRef *ref = &s->func_refs.data[r];
    Object *from = ref->from, *to = target_of(ref->to);
    /* the device library's own are defined when its unit is parsed, which
     * the front end skips after an error */
    bool from_unit = to->lib && library_has_unit(to->lib);
    if (!is_device_function(to) || to->defined || from_unit || reported[to->id] ||
        !reached[from ? from->id : s->prog->next_id])
      continue;
    reported[to->id] = true;
    if (library_builtin(to->lib)) /* its calls are the builtin's */
      diag_error(s->diags, ref->loc, "'%s' is a builtin in device code: it can be "
                 "called, but it has no address", to->name);
    else if (from)
      diag_error(s->diags, ref->loc, "undefined function '%s' referenced by %s '%s'",
                 to->name, from->hip & HIP_GLOBAL ? "kernel" : "function", from->name);
    else
      diag_error(s->diags, ref->loc, "undefined function '%s' referenced by an initializer",
                 to->name);
    if (ref->to->loc.line)
      diag_note(s->diags, ref->to->loc, "'%s' declared here", to->name);
  }
out:
  free(first);
  free(next);
  free(reached);
  free(reported);
  free(work);
}
