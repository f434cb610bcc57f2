/* attr.c - GNU attributes (__attribute__((...))) and HIP's (__global__,
 * __device__, __shared__, __launch_bounds__ ...): what a declaration's
 * attribute lists say, read into an AttrInfo that decl.c applies. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

/* GNU spells every attribute also as __name__. */
bool sema_attr_is(Sema *s, const Attr *a, const char *name) {
  const char *n = a->name;
  size_t len = interned_len(n), want = strlen(name);
  if (len == want && memcmp(n, name, len) == 0)
    return true;
  return len == want + 4 && n[0] == '_' && n[1] == '_' && n[len - 1] == '_' &&
         n[len - 2] == '_' && memcmp(n + 2, name, want) == 0;
  (void)s;
}

static uint32_t attr_uint(Sema *s, const Attr *a, size_t i, uint32_t dflt) {
  if (i >= a->nargs)
    return dflt;
  int64_t v;
  Expr *e = sema_expr(s, a->args[i]);
  if (!sema_const_int(s, e, &v, "attribute argument"))
    return dflt;
  if (v < 0 || v > 0x7fffffff) {
    diag_error(s->diags, a->args[i]->loc,
               "'%s' attribute argument is out of range", a->name);
    return dflt;
  }
  return (uint32_t)v;
}

static void hip_attr(AttrInfo *info, unsigned bit, SrcLoc loc) {
  if (info->hip & bit)
    return;
  info->hip |= bit;
  int k = __builtin_ctz(bit);
  info->hip_loc[k] = loc;
  if (info->nhip < 6)
    info->hip_order[info->nhip++] = bit;
}

static const char *hip_attr_name(unsigned bit) {
  switch (bit) {
  case HIP_GLOBAL: return "global";
  case HIP_DEVICE: return "device";
  case HIP_HOST: return "host";
  case HIP_SHARED: return "shared";
  case HIP_CONSTANT: return "constant";
  default: return "managed";
  }
}

/* clang: "'device' and 'global' attributes are not compatible", at the
 * later of the two, with a note at the earlier.  Returns true if the pair
 * was found. */
bool sema_hip_attr_conflict(Sema *s, AttrInfo *info, unsigned a, unsigned b) {
  if ((info->hip & (a | b)) != (a | b))
    return false;
  unsigned first = 0, second = 0;
  for (int i = 0; i < info->nhip; i++)
    if (info->hip_order[i] == a || info->hip_order[i] == b) {
      if (!first)
        first = info->hip_order[i];
      else
        second = info->hip_order[i];
    }
  diag_error(s->diags, info->hip_loc[__builtin_ctz(second)],
             "'%s' and '%s' attributes are not compatible",
             hip_attr_name(second), hip_attr_name(first));
  diag_note(s->diags, info->hip_loc[__builtin_ctz(first)],
            "conflicting attribute is here");
  return true;
}

/* Reads the attributes in a list.  Unknown ones warn, as clang does. */
void sema_attrs_read(Sema *s, Attr *list, AttrInfo *info) {
  for (Attr *a = list; a; a = a->next) {
    if (!a->name)
      continue;
    if (sema_attr_is(s, a, "global"))
      hip_attr(info, HIP_GLOBAL, a->loc);
    else if (sema_attr_is(s, a, "device"))
      hip_attr(info, HIP_DEVICE, a->loc);
    else if (sema_attr_is(s, a, "host"))
      hip_attr(info, HIP_HOST, a->loc);
    else if (sema_attr_is(s, a, "shared"))
      hip_attr(info, HIP_SHARED, a->loc);
    else if (sema_attr_is(s, a, "constant"))
      hip_attr(info, HIP_CONSTANT, a->loc);
    else if (sema_attr_is(s, a, "managed"))
      hip_attr(info, HIP_MANAGED, a->loc);
    else if (sema_attr_is(s, a, "launch_bounds")) {
      if (a->nargs < 1 || a->nargs > 3) {
        diag_error(s->diags, a->loc,
                   "'launch_bounds' attribute takes one to three arguments");
        continue;
      }
      info->lb_max = attr_uint(s, a, 0, 0);
      info->lb_min = attr_uint(s, a, 1, 0);
      if (info->lb_max > 1024)
        diag_error(s->diags, a->args[0]->loc,
                   "'launch_bounds' maximum of %u threads exceeds the "
                   "device limit of 1024",
                   info->lb_max);
    } else if (sema_attr_is(s, a, "amdgpu_flat_work_group_size")) {
      info->lb_max = attr_uint(s, a, 1, 0);
      info->has_flat_wg = true;
    } else if (sema_attr_is(s, a, "aligned")) {
      uint32_t al = a->nargs ? attr_uint(s, a, 0, 16) : 16;
      if (al & (al - 1)) {
        diag_error(s->diags, a->loc, "requested alignment is not a power of 2");
        continue;
      }
      if (al > info->aligned)
        info->aligned = al;
    } else if (sema_attr_is(s, a, "vector_size") ||
               sema_attr_is(s, a, "ext_vector_type")) {
      if (a->nargs != 1) {
        diag_error(s->diags, a->loc, "'%s' attribute takes one argument",
                   a->name);
        continue;
      }
      uint32_t n = attr_uint(s, a, 0, UINT32_MAX);
      if (n == UINT32_MAX)
        continue;
      info->has_vector = true;
      info->vector_ext = sema_attr_is(s, a, "ext_vector_type");
      info->vector_n = n;
      info->vector_loc = a->loc;
    } else if (sema_attr_is(s, a, "packed"))
      info->packed = true;
    else if (sema_attr_is(s, a, "always_inline"))
      info->always_inline = true;
    else if (sema_attr_is(s, a, "noinline"))
      info->noinline = true;
    else if (sema_attr_is(s, a, "noreturn"))
      info->noreturn = true;
    else if (sema_attr_is(s, a, "weak"))
      info->weak = true;
    else if (sema_attr_is(s, a, "used"))
      info->used = true;
    else if (sema_attr_is(s, a, "unused") || sema_attr_is(s, a, "maybe_unused"))
      info->unused = true;
    else if (sema_attr_is(s, a, "unavailable"))
      info->unavailable = sema_unavailable_message(s, a);
    else if (sema_attr_is(s, a, "const") || sema_attr_is(s, a, "pure") ||
             sema_attr_is(s, a, "nothrow") || sema_attr_is(s, a, "visibility") ||
             sema_attr_is(s, a, "deprecated") || sema_attr_is(s, a, "cold") ||
             sema_attr_is(s, a, "hot") || sema_attr_is(s, a, "leaf") ||
             sema_attr_is(s, a, "flatten") || sema_attr_is(s, a, "artificial") ||
             sema_attr_is(s, a, "gnu_inline") || sema_attr_is(s, a, "nonnull") ||
             sema_attr_is(s, a, "warn_unused_result") ||
             sema_attr_is(s, a, "overloadable") || sema_attr_is(s, a, "may_alias") ||
             sema_attr_is(s, a, "convergent") || sema_attr_is(s, a, "format"))
      ; /* accepted; no effect on device code generation */
    else
      diag_warning(s->diags, a->loc, "unknown attribute '%s' ignored",
                   a->name);
  }
}

/* vector_size(N) makes the declared type a vector of N bytes,
 * ext_vector_type(N) a clang vector of N elements. */
Type *sema_vector_attribute(Sema *s, AttrInfo *ai, Type *t) {
  if (!ai->has_vector)
    return t;
  Type *v = sema_vector_type(s, t, ai->vector_ext, ai->vector_n, ai->vector_loc);
  return v ? v : t;
}
