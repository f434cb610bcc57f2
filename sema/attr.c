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

/* GNU attributes clang knows that change nothing hipc emits: hints to
 * the optimiser or the sanitizers, placement and checks of host code.
 * Their arguments are not looked at (malloc(free), counted_by(n)). */
static bool known_without_effect(Sema *s, const Attr *a) {
  static const char *const names[] = {
      "malloc", "alloc_size", "alloc_align", "assume_aligned", "returns_nonnull",
      "returns_twice", "sentinel", "no_instrument_function", "no_stack_protector",
      "no_sanitize", "no_sanitize_address", "no_address_safety_analysis",
      "no_profile_instrument_function", "section", "error", "warning", "nonstring",
      "constructor", "destructor", "target", "format_arg", "minsize",
      "noduplicate", "no_split_stack", "nomerge", "retain", "no_builtin", "nodebug",
      "disable_tail_calls", "not_tail_called", "zero_call_used_regs",
      "patchable_function_entry", "uninitialized", "counted_by", "designated_init",
      "noescape", "tls_model", "common", "nocommon", "annotate", "weak_import",
      "noderef", "nouninit", "lifetimebound", "callback"};
  for (size_t i = 0; i < ARRAY_LEN(names); i++)
    if (sema_attr_is(s, a, names[i]))
      return true;
  return false;
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
    else if (sema_attr_is(s, a, "optnone"))
      info->optnone = true;
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
    else if (sema_attr_is(s, a, "mode")) {
      if (a->nargs != 1)
        diag_error(s->diags, a->loc, "'mode' attribute takes one argument");
      else
        info->mode = a;
    } else if (sema_attr_is(s, a, "cleanup")) {
      if (a->nargs != 1)
        diag_error(s->diags, a->loc, "'cleanup' attribute takes one argument");
      else
        info->cleanup = a;
    } else if (known_without_effect(s, a))
      ; /* accepted; no effect on device code generation */
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
      diag_warn(s->diags, W_UNKNOWN_ATTRIBUTES, a->loc, "unknown attribute '%s' ignored",
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

/* ---- mode(M) ------------------------------------------------------------------ */

/* GCC's machine modes: the integer or floating type of a size, keeping
 * the declared type's signedness (clang's Sema::AddModeAttr) */
Type *sema_mode_attribute(Sema *s, AttrInfo *ai, Type *t) {
  const Attr *a = ai->mode;
  if (!a)
    return t;
  Expr *arg = a->args[0];
  const char *m = arg->kind == EX_IDENT ? arg->name : NULL;
  if (!m) {
    diag_error(s->diags, arg->loc, "'mode' attribute requires an identifier");
    return t;
  }
  size_t len = strlen(m);
  if (len > 4 && m[0] == '_' && m[1] == '_' && m[len - 1] == '_' && m[len - 2] == '_')
    m += 2, len -= 4;
  static const struct { const char *name; unsigned size; bool is_float; } modes[] = {
      {"QI", 1, false}, {"HI", 2, false}, {"SI", 4, false}, {"DI", 8, false},
      {"TI", 16, false}, {"byte", 1, false}, {"word", 8, false},
      {"pointer", 8, false}, {"HF", 2, true}, {"SF", 4, true}, {"DF", 8, true}};
  int k = -1;
  for (int i = 0; i < (int)ARRAY_LEN(modes); i++)
    if (strlen(modes[i].name) == len && !memcmp(modes[i].name, m, len))
      k = i;
  if (k < 0) {
    diag_error(s->diags, a->loc, "unknown machine mode '%.*s'", (int)len, m);
    return t;
  }
  if (!type_is_integer(t) && !type_is_float(t)) {
    diag_error(s->diags, a->loc, "mode attribute only supported for integer and "
               "floating-point types");
    return t;
  }
  if (type_is_float(t) != modes[k].is_float) {
    diag_error(s->diags, a->loc, "type of machine mode does not match type of base type");
    return t;
  }
  TypeTable *T = s->T;
  bool sg = type_is_signed(t);
  Type *r;
  switch (modes[k].size) {
  case 1: r = sg ? T->schar : T->uchar; break;
  case 2: r = modes[k].is_float ? T->half : sg ? T->short_ : T->ushort; break;
  case 4: r = modes[k].is_float ? T->float_ : sg ? T->int_ : T->uint; break;
  case 8: r = modes[k].is_float ? T->double_ : sg ? T->long_ : T->ulong; break;
  default:
    diag_error(s->diags, a->loc, "machine mode '%.*s' (a 128-bit integer) is not "
               "supported by hipc", (int)len, m);
    return t;
  }
  return t->quals ? type_qualified(s, r, t->quals) : r;
}

/* ---- cleanup(f) --------------------------------------------------------------- */

Expr *sema_cleanup_call(Sema *s, AttrInfo *ai, Object *v, bool is_local) {
  const Attr *a = ai->cleanup;
  if (!a)
    return NULL;
  if (!is_local) {
    diag_warn(s->diags, W_IGNORED_ATTRIBUTES, a->loc,
              "'cleanup' attribute only applies to local variables");
    return NULL;
  }
  Expr *fn = a->args[0];
  if (fn->kind != EX_IDENT) {
    diag_error(s->diags, fn->loc, "'cleanup' argument must be a function name");
    return NULL;
  }
  Object *f = scope_lookup(s, fn->name);
  if (!f) {
    diag_error(s->diags, fn->loc, "use of undeclared identifier '%s'", fn->name);
    return NULL;
  }
  if (f->kind != OBJ_FUNC) {
    diag_error(s->diags, fn->loc, "'cleanup' argument '%s' is not a function", fn->name);
    return NULL;
  }
  Type *ft = f->type;
  if (ft->has_proto && ft->nparams != 1) {
    diag_error(s->diags, fn->loc, "'cleanup' function '%s' must take 1 parameter",
               fn->name);
    return NULL;
  }
  Type *want = type_pointer_to(s, v->type);
  Type *pt = ft->has_proto ? type_unqualified(ft->params[0]) : want;
  if (!type_compatible(pt, want) && !(type_is_pointer(pt) && type_is_void(pt->base))) {
    diag_error(s->diags, fn->loc, "'cleanup' function '%s' parameter has type '%s' "
               "which is incompatible with type '%s'", fn->name,
               type_str(s, ft->params[0]), type_str(s, want));
    return NULL;
  }
  /* f(&v), checked as the program's own call would be */
  Expr *id = arena_alloc(s->arena, sizeof *id);
  id->kind = EX_IDENT;
  id->loc = fn->loc;
  id->name = fn->name;
  id->member_index = -1;
  Expr *var = arena_alloc(s->arena, sizeof *var);
  *var = *id;
  var->name = v->name;
  Expr *addr = arena_alloc(s->arena, sizeof *addr);
  addr->kind = EX_ADDR;
  addr->loc = fn->loc;
  addr->lhs = var;
  addr->member_index = -1;
  Expr *call = arena_alloc(s->arena, sizeof *call);
  call->kind = EX_CALL;
  call->loc = fn->loc;
  call->lhs = id;
  call->member_index = -1;
  call->args = arena_alloc(s->arena, sizeof *call->args);
  call->args[0] = addr;
  call->nargs = 1;
  Expr *r = sema_expr(s, call);
  return r->poisoned ? NULL : r;
}
