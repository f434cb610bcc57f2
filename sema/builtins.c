/* builtins.c - compiler builtins: clang's AMDGPU work-item builtins, the
 * HIP atomics (__hip_atomic_*), fences, and the few math builtins that map
 * straight to LLVM intrinsics.  The HIP headers in stdlib/ are written on
 * top of these, as HIP's own headers are written on top of clang's. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"
#include "builtins.h"

#include <string.h>

static const Builtin builtins[] = {
#define BUILTIN(id, name, check, proto, lower, intrinsic) \
  {name, BI_##id, CHECK_##check, proto},
#include "builtins.def"
#undef BUILTIN
};

static const Builtin *find(const char *name) {
  if (name[0] != '_' || name[1] != '_')
    return NULL;
  for (size_t i = 0; i < ARRAY_LEN(builtins); i++)
    if (strcmp(builtins[i].name, name) == 0)
      return &builtins[i];
  return NULL;
}

int builtin_lookup(const char *name) {
  const Builtin *b = find(name);
  return b ? (int)b->id : 0;
}

static const char *const target_features[BI_COUNT] = {
#define BUILTIN(id, name, check, proto, lower, intrinsic)
#define TARGET_BUILTIN(id, name, proto, lower, intrinsic, features) [BI_##id] = features,
#include "builtins.def"
#undef TARGET_BUILTIN
#undef BUILTIN
};

const char *builtin_target_features(int id) {
  return id > BI_NONE && id < BI_COUNT ? target_features[id] : NULL;
}

Expr *bi_fail(Sema *s, Expr *e) {
  e->poisoned = true;
  e->type = s->T->int_;
  return e;
}

bool bi_arg_count(Sema *s, Expr *e, const char *name, size_t n) {
  if (e->nargs == n)
    return true;
  /* clang: at the ')' for too few, at the first extra argument */
  SrcLoc at = e->nargs < n ? (e->toks ? e->toks->loc : e->loc)
                           : sema_expr_begin(e->args[n]);
  diag_error(s->diags, at,
             "too %s arguments to function call, expected %zu, have %zu",
             e->nargs < n ? "few" : "many", n, (size_t)e->nargs);
  (void)name;
  return false;
}

bool bi_const_arg(Sema *s, Expr *e, size_t i, int64_t lo, int64_t hi,
                  const char *what) {
  int64_t v;
  if (!sema_const_int(s, e->args[i], &v, what))
    return false;
  if (v < lo || v > hi) {
    diag_error(s->diags, e->args[i]->loc, "%s is invalid", what);
    return false;
  }
  return true;
}

/* The string literal under argument i's implicit conversions, or NULL
 * after a diagnostic: fence scopes and NaN payloads must be literals. */
static Expr *string_arg(Sema *s, Expr *e, size_t i) {
  Expr *x = e->args[i];
  while (x->kind == EX_CAST)
    x = x->lhs;
  if (x->kind != EX_STRING) {
    diag_error(s->diags, e->args[i]->loc, "expression is not a string literal");
    return NULL;
  }
  return x;
}

/* The payload of __builtin_nan("n"): the string read as an integer of
 * any base C's literals have, as clang reads it (StringRef::getAsInteger
 * with radix 0); false when it is not one.  "" is 0. */
static bool nan_payload(const char *p, size_t n, uint64_t *out) {
  unsigned base = 10;
  if (n > 1 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
    base = 16, p += 2, n -= 2;
  else if (n > 1 && p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
    base = 2, p += 2, n -= 2;
  else if (n > 1 && p[0] == '0')
    base = 8, p++, n--;
  if (n == 0 && base != 10)
    return false;
  uint64_t v = 0; /* wraps: only the low mantissa bits are kept */
  for (size_t i = 0; i < n; i++) {
    char c = p[i];
    unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
               : c >= 'a' && c <= 'z' ? (unsigned)(c - 'a' + 10)
               : c >= 'A' && c <= 'Z' ? (unsigned)(c - 'A' + 10) : 99;
    if (d >= base)
      return false;
    v = v * base + d;
  }
  *out = v;
  return true;
}

/* __builtin_nan("n"), __builtin_nanf("n"): a quiet NaN with n in its
 * payload (IEEE 754 6.2.1), folded here into the bits of the constant,
 * which replace the argument. */
static Expr *nan_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 1))
    return bi_fail(s, e);
  Expr *str = string_arg(s, e, 0);
  if (!str)
    return bi_fail(s, e);
  uint64_t fill;
  if (!nan_payload(str->str, str->str_len ? str->str_len - 1 : 0, &fill)) {
    diag_error(s->diags, str->loc, "the argument of '%s' must be a string "
               "holding an integer, or empty", b->name);
    return bi_fail(s, e);
  }
  bool f = b->id == BI_NANF;
  uint64_t bits = f ? 0x7fc00000u | (fill & 0x3fffffu)
                    : 0x7ff8000000000000u | (fill & 0x7ffffffffffffu);
  e->args[0] = sema_int_const(s, bits, s->T->ullong, str->loc);
  e->type = f ? s->T->float_ : s->T->double_;
  return e;
}

/* An argument of a floating-point parameter: any arithmetic value. */
bool bi_float_arg(Sema *s, Expr *e, size_t i, Type *t) {
  if (!type_is_arith(e->args[i]->type)) {
    diag_error(s->diags, e->args[i]->loc, "passing '%s' to parameter of "
               "incompatible type '%s'", type_str(s, e->args[i]->type),
               type_str(s, t));
    return false;
  }
  e->args[i] = sema_convert(s, e->args[i], t, "");
  return true;
}

/* ldexp(x, int) and frexp(x, int *), C17 7.12.6.4 and 7.12.6.6. */
static Expr *exponent_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 2))
    return bi_fail(s, e);
  bool f = b->check == CHECK_F_FI || b->check == CHECK_F_FIP;
  bool ptr = b->check == CHECK_F_FIP || b->check == CHECK_D_DIP;
  Type *t = f ? s->T->float_ : s->T->double_;
  if (!bi_float_arg(s, e, 0, t))
    return bi_fail(s, e);
  Type *it = ptr ? type_pointer_to(s, s->T->int_) : s->T->int_;
  e->args[1] = sema_assign_convert(s, e->args[1], it, e->args[1]->loc, "passing");
  if (e->args[1]->poisoned)
    return bi_fail(s, e);
  e->type = t;
  return e;
}

/* __builtin_amdgcn_atomic_inc32(p, v, order, "scope") and friends: clang
 * takes a volatile pointer to the unsigned integer of the builtin's
 * width and returns the old value. */
static Expr *atomic_wrap_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 4))
    return bi_fail(s, e);
  uint64_t width = b->id == BI_ATOMIC_INC64 || b->id == BI_ATOMIC_DEC64 ? 8 : 4;
  Type *pt = e->args[0]->type;
  if (!type_is_pointer(pt) || !type_is_integer(pt->base) ||
      type_is_signed(pt->base) || pt->base->kind == TY_BOOL ||
      pt->base->size != width || (pt->base->quals & Q_CONST)) {
    diag_error(s->diags, e->args[0]->loc, "address argument to '%s' must be "
               "a pointer to a non-const %d-bit unsigned integer ('%s' invalid)",
               b->name, (int)width * 8, type_str(s, pt));
    return bi_fail(s, e);
  }
  Type *vt = type_unqualified(pt->base);
  e->args[1] = sema_assign_convert(s, e->args[1], vt, e->args[1]->loc, "passing");
  if (e->args[1]->poisoned || !bi_const_arg(s, e, 2, 0, 5, "memory order argument"))
    return bi_fail(s, e);
  Expr *scope = string_arg(s, e, 3);
  if (!scope)
    return bi_fail(s, e);
  e->args[3] = scope;
  e->type = vt;
  return e;
}

/* __builtin_offsetof(type, member-designator), C17 7.19p3. */
static Expr *offsetof_builtin(Sema *s, Expr *e) {
  Type *t = sema_type_of(s, e->spec, e->decl, NULL, NULL);
  /* Flatten the designator (it was built outermost-last). */
  Expr *chain[32];
  int n = 0;
  for (Expr *d = e->lhs; d && n < 32; d = d->lhs)
    chain[n++] = d;
  uint64_t off = 0;
  for (int i = n - 1; i >= 0; i--) {
    Expr *d = chain[i];
    if (d->kind == EX_MEMBER) {
      if (!type_is_record(t) || !t->rec->complete) {
        diag_error(s->diags, d->loc, "offsetof requires struct, union, or "
                   "class type, '%s' invalid", type_str(s, t));
        return bi_fail(s, e);
      }
      int path[16], depth = 0; /* through anonymous members too */
      if (!record_find_member(t->rec, d->name, path, &depth)) {
        diag_error(s->diags, d->loc, "no member named '%s' in '%s'", d->name,
                   type_str(s, t));
        return bi_fail(s, e);
      }
      for (int j = 0; j < depth; j++) {
        off += t->rec->members[path[j]].offset;
        t = t->rec->members[path[j]].type;
      }
    } else {
      int64_t v;
      Expr *ix = sema_expr(s, d->rhs);
      if (t->kind != TY_ARRAY || !sema_const_int(s, ix, &v, "array index"))
        return bi_fail(s, e);
      off += (uint64_t)v * t->base->size;
      t = t->base;
    }
  }
  return sema_int_const(s, off, s->T->ulong, e->loc);
}

/* One type of a prototype string (builtins.def), from *p on; *constant
 * is set by an I before it. */
static Type *proto_type(Sema *s, const char **p, bool *constant) {
  TypeTable *T = s->T;
  const char *q = *p;
  *constant = *q == 'I';
  q += *constant;
  if (*q == 'V') { /* V<n>: an ext vector of n of what follows */
    unsigned long n = 0;
    for (q++; *q >= '0' && *q <= '9'; q++)
      n = n * 10 + (unsigned long)(*q - '0');
    bool elem_constant;
    Type *elem = proto_type(s, &q, &elem_constant);
    *p = q;
    return type_vector_of(s, elem, n, true);
  }
  bool is_unsigned = false;
  int longs = 0;
  for (;; q++) {
    if (*q == 'U')
      is_unsigned = true;
    else if (*q == 'L' || *q == 'W') /* W: int64_t, long on both targets */
      longs++;
    else if (*q != 'S')
      break;
  }
  Type *t;
  switch (*q++) {
  case 'v': t = T->void_; break;
  case 'b': t = T->bool_; break;
  case 'c': t = is_unsigned ? T->uchar : T->char_; break;
  case 's': t = is_unsigned ? T->ushort : T->short_; break;
  case 'i':
    t = longs == 2 ? (is_unsigned ? T->ullong : T->llong)
      : longs == 1 ? (is_unsigned ? T->ulong : T->long_)
      : is_unsigned ? T->uint : T->int_;
    break;
  case 'f': t = T->float_; break;
  case 'd': t = T->double_; break;
  case 'h': t = T->half; break;
  case 'z': t = s->size_t_type; break;
  case 'a': t = s->va_list_ptr; break; /* a va_list parameter, adjusted */
  default: t = NULL; break; /* a bad row: tests/tools/builtin_table.c checks builtins.def */
  }
  for (; t; q++) {
    if (*q == '*')
      t = type_pointer_to(s, t);
    else if (*q == 'C')
      t = type_qualified(s, t, t->quals | Q_CONST);
    else if (*q == 'D')
      t = type_qualified(s, t, t->quals | Q_VOLATILE);
    else
      break;
  }
  *p = q;
  return t ? t : T->int_;
}

Type *sema_proto_function(Sema *s, const char *p, bool constant[16]) {
  bool scratch[16];
  if (!constant)
    constant = scratch;
  Type *params[16];
  Type *ft = type_new(s, TY_FUNC, 1, 1);
  ft->base = proto_type(s, &p, &constant[0]);
  ft->has_proto = true;
  while (*p && *p != '.' && ft->nparams < 16) {
    params[ft->nparams] = proto_type(s, &p, &constant[ft->nparams]);
    ft->nparams++;
  }
  ft->variadic = *p == '.';
  ft->params = arena_alloc(s->arena, ft->nparams * sizeof *ft->params + 1);
  memcpy(ft->params, params, ft->nparams * sizeof *ft->params);
  return ft;
}

/* A call of a builtin checked against its prototype, as a call of a
 * declared function is (C17 6.5.2.2), with clang's "argument to '%s'
 * must be a constant integer" where the prototype asks for one. */
static Expr *proto_builtin(Sema *s, Expr *e, const Builtin *b) {
  bool constant[16];
  Type *ft = sema_proto_function(s, b->proto, constant);
  if (!sema_call_arity(s, e, ft, NULL))
    return bi_fail(s, e);
  for (size_t i = 0; i < e->nargs; i++) {
    e->args[i] = sema_call_argument(s, e->args[i], ft, i);
    if (e->args[i]->poisoned)
      return bi_fail(s, e);
    int64_t v;
    if (i < ft->nparams && constant[i] && !sema_eval_int(s, e->args[i], &v)) {
      diag_error(s->diags, e->args[i]->loc, "argument to '%s' must be a "
                 "constant integer", b->name);
      return bi_fail(s, e);
    }
  }
  e->type = type_unqualified(ft->base);
  return e;
}

/* ---- variable arguments (C17 7.16) ------------------------------------------ */

/* A va_list argument as the builtins take it: the address of the
 * va_list, which an array decays to (a va_list parameter, adjusted to a
 * pointer, already is one).  NULL after clang's diagnostic. */
static Expr *va_list_arg(Sema *s, Expr *a, const char *builtin) {
  if (type_is_pointer(a->type) && type_compatible(a->type, s->va_list_ptr))
    return a;
  if (builtin) /* clang: va_arg's own message */
    diag_error(s->diags, a->loc, "first argument to '%s' is of type '%s' and "
               "not 'va_list'", builtin, type_str(s, a->type));
  else
    a = sema_assign_convert(s, a, s->va_list_ptr, a->loc, "passing");
  return a->poisoned || builtin ? NULL : a;
}

static Expr *va_builtin(Sema *s, Expr *e, const Builtin *b) {
  size_t n = b->check == CHECK_VA_END ? 1 : 2;
  if (!bi_arg_count(s, e, b->name, n))
    return bi_fail(s, e);
  e->type = s->T->void_;
  if (b->check == CHECK_VA_START) {
    /* clang: at the builtin's name */
    SrcLoc at = e->lhs ? e->lhs->loc : e->loc;
    if (!s->func || !s->func->type->variadic) {
      diag_error(s->diags, at, "'va_start' used in function with fixed args");
      return bi_fail(s, e);
    }
    Expr *last = e->args[1];
    while (last->kind == EX_CAST && last->implicit)
      last = last->lhs;
    Object *fo = s->func;
    if (fo->nparams && (last->kind != EX_IDENT || last->obj != fo->params[fo->nparams - 1]))
      diag_warn(s->diags, W_VARARGS, e->args[1]->loc, "second argument to 'va_start' "
                "is not the last non-variadic parameter");
    e->nargs = 1; /* the parameter only names the place */
  }
  for (size_t i = 0; i < e->nargs; i++)
    if (!(e->args[i] = va_list_arg(s, e->args[i], NULL)))
      return bi_fail(s, e);
  return e;
}

/* __builtin_va_arg(ap, T), C17 7.16.1.1: the next argument, fetched as
 * the default argument promotions passed it (a char as int, a float as
 * double) and converted to T, as clang does where it warns. */
static Expr *va_arg_builtin(Sema *s, Expr *e) {
  Type *t = sema_type_of(s, e->spec, e->decl, NULL, NULL);
  SrcLoc tloc = e->rhs ? e->rhs->loc : e->loc;
  Expr *ap = sema_expr(s, e->lhs);
  e->kind = EX_BUILTIN;
  e->builtin = BI_VA_ARG;
  if (ap->poisoned || !(ap = va_list_arg(s, ap, "va_arg")))
    return bi_fail(s, e);
  Type *tu = type_unqualified(t);
  if (!type_is_complete(tu) || tu->kind == TY_VOID) {
    diag_error(s->diags, tloc, "second argument to 'va_arg' is of incomplete type '%s'",
               type_str(s, t));
    return bi_fail(s, e);
  }
  if (!type_is_scalar(tu)) {
    diag_error(s->diags, tloc, "va_arg of type '%s' is not supported by hipc: only "
               "integers, floating-point values and pointers", type_str(s, t));
    return bi_fail(s, e);
  }
  Type *fetch = tu;
  if (tu->kind == TY_FLOAT || tu->kind == TY_HALF || tu->kind == TY_BF16)
    fetch = s->T->double_;
  else if (type_is_integer(tu))
    fetch = type_promote(s, tu);
  if (fetch != tu && type_unqualified(fetch) != tu)
    diag_warn(s->diags, W_VARARGS, tloc, "second argument to 'va_arg' is of promotable "
              "type '%s'; this va_arg has undefined behavior because arguments will be "
              "promoted to '%s'", type_str(s, t), type_str(s, fetch));
  e->args = arena_alloc(s->arena, sizeof *e->args);
  e->args[0] = ap;
  e->nargs = 1;
  e->type = fetch;
  return fetch == tu ? e : sema_convert(s, e, tu, "");
}

/* __builtin_bit_cast(T, v): clang's, for the types whose bits LLVM
 * reinterprets in a register (scalars and vectors; a pointer through an
 * integer); T and v's type of one size.  (clang also takes structs and
 * arrays, which hipc does not yet.) */
static bool bit_castable(const Type *t) {
  return (type_is_scalar((Type *)t) && t->kind != TY_BOOL) || t->kind == TY_VECTOR;
}

static Expr *bit_cast_builtin(Sema *s, Expr *e) {
  Type *t = type_unqualified(sema_type_of(s, e->spec, e->decl, NULL, NULL));
  SrcLoc tloc = e->rhs ? e->rhs->loc : e->loc;
  Expr *v = sema_expr(s, e->lhs);
  e->kind = EX_BUILTIN;
  e->builtin = BI_BIT_CAST;
  if (v->poisoned)
    return bi_fail(s, e);
  Type *from = type_unqualified(v->type);
  if (!type_is_complete(t) || t->kind == TY_VOID) {
    diag_error(s->diags, tloc, "'__builtin_bit_cast' of incomplete type '%s'", type_str(s, t));
    return bi_fail(s, e);
  }
  if (t->size != from->size) {
    diag_error(s->diags, e->loc, "size of '__builtin_bit_cast' source type '%s' does not "
               "match destination type '%s' (%llu vs %llu bytes)", type_str(s, from),
               type_str(s, t), (unsigned long long)from->size, (unsigned long long)t->size);
    return bi_fail(s, e);
  }
  if (!bit_castable(t) || !bit_castable(from)) {
    diag_error(s->diags, e->loc, "'__builtin_bit_cast' from '%s' to '%s' is not supported by "
               "hipc: only scalar and vector types", type_str(s, from), type_str(s, t));
    return bi_fail(s, e);
  }
  e->args = arena_alloc(s->arena, sizeof *e->args);
  e->args[0] = v;
  e->nargs = 1;
  e->type = t;
  return e;
}

Expr *sema_builtin_call(Sema *s, Expr *e, int id) {
  if (id == BI_OFFSETOF)
    return offsetof_builtin(s, e);
  if (id == BI_VA_ARG)
    return va_arg_builtin(s, e);
  if (id == BI_BIT_CAST)
    return bit_cast_builtin(s, e);
  if (id == BI_TYPES_COMPATIBLE) {
    /* GCC: whether the unqualified types are compatible (C17 6.2.7) */
    Type *a = sema_type_of(s, e->spec, e->decl, NULL, NULL);
    Type *b = sema_type_of(s, e->lhs->spec, e->lhs->decl, NULL, NULL);
    return sema_int_const(s, type_compatible(type_unqualified(a), type_unqualified(b)),
                          s->T->int_, e->loc);
  }
  const Builtin *b = &builtins[id - 1]; /* the table is in BuiltinId order */
  TypeTable *T = s->T;
  const char *name = b->name;
  if (b->check == CHECK_CHOOSE_EXPR || b->check == CHECK_CONSTANT_P) {
    e->kind = EX_BUILTIN; /* they check their own operands */
    e->builtin = id;
    return bi_gnu_call(s, e, b);
  }
  for (size_t i = 0; i < e->nargs; i++) {
    e->args[i] = sema_expr(s, e->args[i]);
    if (e->args[i]->poisoned)
      return bi_fail(s, e);
  }
  e->kind = EX_BUILTIN;
  e->builtin = id;
  switch (b->check) {
  case CHECK_PROTO: {
    /* AMDGPU's heap is ockl's (stdlib/libc/hostcall.c) */
    if (id == BI_MALLOC || id == BI_FREE)
      sema_library_need(s, id == BI_MALLOC ? LIB_OCKL_DM_ALLOC : LIB_OCKL_DM_DEALLOC, e->loc);
    /* the host target computes the matrix instructions and the 8-bit
     * float conversions in C (stdlib/libm/matrix.c) */
    bool matrix = !strncmp(name, "__builtin_amdgcn_mfma_", 22) ||
                  !strncmp(name, "__builtin_amdgcn_wmma_", 22);
    bool fp8 = id >= BI_CVT_F32_FP8 && id <= BI_CVT_SR_BF8_F32;
    if (matrix)
      sema_library_need(s, LIB_HIPC_MATRIX, e->loc);
    if (fp8) {
      sema_library_need(s, LIB_HIPC_FP8_TO_FLOAT, e->loc);
      sema_library_need(s, LIB_HIPC_FLOAT_TO_FP8, e->loc);
    }
    e = proto_builtin(s, e, b);
    /* a byte selector past the word: clang leaves it to the back end,
     * which cannot select the instruction */
    size_t sel = id == BI_CVT_F32_FP8 || id == BI_CVT_F32_BF8 ? 1
                 : id == BI_CVT_SR_FP8_F32 || id == BI_CVT_SR_BF8_F32 ? 3 : 0;
    int64_t v;
    if (sel && !e->poisoned && sema_eval_int(s, e->args[sel], &v) && (v < 0 || v > 3)) {
      diag_error(s->diags, e->args[sel]->loc,
                 "argument value %lld is outside the valid range [0, 3]", (long long)v);
      return bi_fail(s, e);
    }
    return e;
  }
  case CHECK_U_VOID:
  case CHECK_US_VOID:
  case CHECK_PTR_VOID:
  case CHECK_VOID_VOID:
    if (!bi_arg_count(s, e, name, 0))
      return bi_fail(s, e);
    e->type = b->check == CHECK_U_VOID ? T->uint : b->check == CHECK_US_VOID ? T->ushort
            : b->check == CHECK_PTR_VOID ? T->void_ptr : T->void_;
    return e;
  case CHECK_FENCE: {
    if (!bi_arg_count(s, e, name, 2) ||
        !bi_const_arg(s, e, 0, 2, 5, "memory order argument"))
      return bi_fail(s, e);
    Expr *scope = string_arg(s, e, 1);
    if (!scope)
      return bi_fail(s, e);
    e->args[1] = scope;
    e->type = T->void_;
    return e;
  }
  case CHECK_ATOMIC:
    return bi_atomic_call(s, e, b);
  case CHECK_EXPECT:
    if (!bi_arg_count(s, e, name, 2))
      return bi_fail(s, e);
    e->args[0] = sema_convert(s, e->args[0], T->long_, "");
    e->args[1] = sema_convert(s, e->args[1], T->long_, "");
    e->type = T->long_;
    return e;
  case CHECK_ASSUME:
    if (!bi_arg_count(s, e, name, 1))
      return bi_fail(s, e);
    e->args[0] = sema_convert(s, e->args[0], T->bool_, "");
    e->type = T->void_;
    return e;
  case CHECK_F_F: case CHECK_D_D: case CHECK_F_FF: case CHECK_D_DD: case CHECK_F_FFF:
  case CHECK_D_DDD: {
    bool f = b->check == CHECK_F_F || b->check == CHECK_F_FF || b->check == CHECK_F_FFF;
    size_t n = (b->check == CHECK_F_F || b->check == CHECK_D_D) ? 1
             : (b->check == CHECK_F_FF || b->check == CHECK_D_DD) ? 2 : 3;
    if (!bi_arg_count(s, e, name, n))
      return bi_fail(s, e);
    Type *t = f ? T->float_ : T->double_;
    for (size_t i = 0; i < n; i++)
      if (!bi_float_arg(s, e, i, t))
        return bi_fail(s, e);
    e->type = t;
    return e;
  }
  case CHECK_PRINTF: {
    /* C17 7.21.6.1 printf; the arguments take the default promotions */
    if (e->nargs < 1) {
      diag_error(s->diags, e->loc, "too few arguments to function call, "
                 "expected at least 1, have 0");
      return bi_fail(s, e);
    }
    e->args[0] = sema_assign_convert(s, e->args[0],
                                     type_pointer_to(s, type_qualified(s, T->char_, Q_CONST)),
                                     e->args[0]->loc, "passing");
    if (!e->args[0]->poisoned)
      sema_check_printf(s, e, 0);
    for (size_t i = 1; i < e->nargs; i++) {
      Type *t = type_unqualified(e->args[i]->type);
      if (t->kind == TY_FLOAT || t->kind == TY_HALF || t->kind == TY_BF16)
        e->args[i] = sema_convert(s, e->args[i], T->double_, "");
      else if (type_is_integer(t))
        e->args[i] = sema_convert(s, e->args[i], type_promote(s, t), "");
      else if (type_is_record(t)) {
        diag_error(s->diags, e->args[i]->loc, "cannot pass a struct to printf");
        return bi_fail(s, e);
      }
    }
    e->type = T->int_;
    if (e->args[0]->poisoned)
      return bi_fail(s, e);
    /* AMDGPU's printf calls ockl's (codegen/printf_amdgpu.c) */
    sema_library_need(s, LIB_OCKL_PRINTF_BEGIN, e->loc);
    sema_library_need(s, LIB_OCKL_PRINTF_APPEND_ARGS, e->loc);
    sema_library_need(s, LIB_OCKL_PRINTF_APPEND_STRING_N, e->loc);
    sema_library_need(s, LIB_PRINTF_ALLOC, e->loc);
    return e;
  }
  case CHECK_ASSERT_FAIL:
    if (!bi_arg_count(s, e, name, 4))
      return bi_fail(s, e);
    e->type = T->void_;
    /* AMDGPU's prints through HIP's __assert_fail (stdlib/libc/hostcall.c) */
    sema_library_need(s, LIB_ASSERT_FAIL, e->loc);
    return e;
  case CHECK_SHFL: {
    if (!bi_arg_count(s, e, name, 4))
      return bi_fail(s, e);
    Type *vt = type_promote(s, e->args[0]->type);
    /* a vector travels as its bits (__half2 as 32): one of 2, 4 or 8
     * bytes with no padding */
    bool vector = vt->kind == TY_VECTOR && vt->len * vt->base->size == vt->size &&
                  (vt->size == 2 || vt->size == 4 || vt->size == 8);
    if (!(type_is_arith(vt) || vector) || vt->size > 8) {
      diag_error(s->diags, e->args[0]->loc, "a warp shuffle moves integers, floating-point "
                 "values and vectors of up to 8 bytes, not '%s'",
                 type_str(s, e->args[0]->type));
      return bi_fail(s, e);
    }
    e->args[0] = sema_convert(s, e->args[0], vt, "");
    for (size_t i = 1; i < 4; i++) {
      if (!type_is_integer(e->args[i]->type)) {
        diag_error(s->diags, e->args[i]->loc, "expected an integer, not '%s'",
                   type_str(s, e->args[i]->type));
        return bi_fail(s, e);
      }
      e->args[i] = sema_convert(s, e->args[i], T->int_, "");
    }
    if (!bi_const_arg(s, e, 3, 0, 3, "shuffle mode"))
      return bi_fail(s, e);
    e->type = vt;
    return e;
  }
  case CHECK_BALLOT:
    if (!bi_arg_count(s, e, name, 1))
      return bi_fail(s, e);
    if (!type_is_scalar(e->args[0]->type)) {
      diag_error(s->diags, e->args[0]->loc, "expected a scalar predicate");
      return bi_fail(s, e);
    }
    e->args[0] = sema_convert(s, e->args[0], T->bool_, "");
    e->type = T->ullong;
    return e;
  case CHECK_MEMCPY:
  case CHECK_MEMSET: {
    if (!bi_arg_count(s, e, name, 3))
      return bi_fail(s, e);
    Type *vp = T->void_ptr;
    Type *cvp = type_pointer_to(s, type_qualified(s, T->void_, Q_CONST));
    e->args[0] = sema_assign_convert(s, e->args[0], vp, e->args[0]->loc, "passing");
    e->args[1] = b->check == CHECK_MEMSET
                     ? sema_assign_convert(s, e->args[1], T->int_, e->args[1]->loc, "passing")
                     : sema_assign_convert(s, e->args[1], cvp, e->args[1]->loc, "passing");
    e->args[2] = sema_assign_convert(s, e->args[2], T->ulong, e->args[2]->loc, "passing");
    for (int i = 0; i < 3; i++)
      if (e->args[i]->poisoned)
        return bi_fail(s, e);
    e->type = vp;
    return e;
  }
  case CHECK_F_VOID:
  case CHECK_D_VOID:
    if (!bi_arg_count(s, e, name, 0))
      return bi_fail(s, e);
    e->type = b->check == CHECK_F_VOID ? T->float_ : T->double_;
    return e;
  case CHECK_I_U:
  case CHECK_I_UL:
  case CHECK_I_ULL:
  case CHECK_U_U:
  case CHECK_UL_UL: {
    if (!bi_arg_count(s, e, name, 1))
      return bi_fail(s, e);
    Type *pt = b->check == CHECK_I_U || b->check == CHECK_U_U ? T->uint
             : b->check == CHECK_I_ULL ? T->ullong : T->ulong;
    if (!type_is_integer(e->args[0]->type)) {
      diag_error(s->diags, e->args[0]->loc, "passing '%s' to parameter of "
                 "incompatible type '%s'", type_str(s, e->args[0]->type),
                 type_str(s, pt));
      return bi_fail(s, e);
    }
    e->args[0] = sema_convert(s, e->args[0], pt, "");
    e->type = b->check == CHECK_U_U || b->check == CHECK_UL_UL ? pt : T->int_;
    return e;
  }
  case CHECK_NAN:
    return nan_builtin(s, e, b);
  case CHECK_F_FI: case CHECK_D_DI: case CHECK_F_FIP: case CHECK_D_DIP:
    return exponent_builtin(s, e, b);
  case CHECK_ATOMIC_WRAP:
    return atomic_wrap_builtin(s, e, b);
  case CHECK_ULL_VOID:
    if (!bi_arg_count(s, e, name, 0))
      return bi_fail(s, e);
    e->type = T->ullong;
    return e;
  case CHECK_VA_START:
  case CHECK_VA_END:
  case CHECK_VA_COPY:
    return va_builtin(s, e, b);
  case CHECK_VA_ARG: /* reached by its keyword only (above) */
    return bi_fail(s, e);
  case CHECK_OVERFLOW: case CHECK_FPCLASS: case CHECK_FPCLASSIFY: case CHECK_FPCOMPARE:
  case CHECK_EXPECT_PROB: case CHECK_ASSUME_ALIGNED: case CHECK_PREFETCH:
  case CHECK_CONSTANT_P: case CHECK_CHOOSE_EXPR: case CHECK_OBJECT_SIZE:
  case CHECK_SOURCE_LOCATION:
    return bi_gnu_call(s, e, b);
  case CHECK_BIT_CAST: /* a keyword: sema_builtin_call took it */
    break;
  }
  return bi_fail(s, e);
}

/* __builtin_va_list, clang's predeclared type: on x86-64, and so on
 * every hipc target (the front end serves them all),
 *   struct __va_list_tag { unsigned gp_offset, fp_offset;
 *                          void *overflow_arg_area, *reg_save_area; }[1]
 * an AMDGPU va_list (clang's char *) fits in its first member pair. */
static void declare_va_list(Sema *s) {
  Record *r = arena_alloc(s->arena, sizeof *r);
  r->tag = intern_cstr(&s->ctx->strings, "__va_list_tag");
  r->nmembers = 4;
  r->members = arena_alloc(s->arena, 4 * sizeof(Member));
  const char *names[4] = {"gp_offset", "fp_offset", "overflow_arg_area", "reg_save_area"};
  for (int i = 0; i < 4; i++) {
    r->members[i].name = intern_cstr(&s->ctx->strings, names[i]);
    r->members[i].type = i < 2 ? s->T->uint : s->T->void_ptr;
    r->members[i].bit_width = -1;
  }
  r->complete = true;
  record_layout(s, r);
  Type *tag = type_new(s, TY_STRUCT, r->size, r->align);
  tag->rec = r;
  Type *named = arena_alloc(s->arena, sizeof *named);
  *named = *type_array_of(s, tag, 1, false);
  named->typedef_name = intern_cstr(&s->ctx->strings, "__builtin_va_list");
  named->unqual = named;
  s->va_list_ptr = type_pointer_to(s, tag);
  /* clang 22's spelling of size_t in a builtin's type */
  Type *z = arena_alloc(s->arena, sizeof *z);
  *z = *s->T->ulong;
  z->typedef_name = intern_cstr(&s->ctx->strings, "__size_t");
  z->unqual = z;
  s->size_t_type = z;
  Object *o = object_new(s, OBJ_TYPEDEF, named->typedef_name, NO_LOC, named);
  scope_declare(s, s->scope, named->typedef_name, o);
  /* clang's predeclared names of the GNU 128-bit integers */
  const char *wide[2] = {"__int128_t", "__uint128_t"};
  for (int i = 0; i < 2; i++) {
    Type *t = arena_alloc(s->arena, sizeof *t);
    *t = *(i ? s->T->uint128 : s->T->int128);
    t->typedef_name = intern_cstr(&s->ctx->strings, wide[i]);
    t->unqual = t;
    scope_declare(s, s->scope, t->typedef_name,
                  object_new(s, OBJ_TYPEDEF, t->typedef_name, NO_LOC, t));
  }
}

/* threadIdx, blockIdx, blockDim, gridDim (each with .x .y .z) and
 * warpSize live in a scope outside file scope: a program may declare its
 * own and shadow them. */
void builtins_declare(Sema *s) {
  Record *r = arena_alloc(s->arena, sizeof *r);
  r->tag = intern_cstr(&s->ctx->strings, "__hip_builtin_dim3");
  r->nmembers = 3;
  r->members = arena_alloc(s->arena, 3 * sizeof(Member));
  const char *names[3] = {"x", "y", "z"};
  for (int i = 0; i < 3; i++) {
    r->members[i].name = intern_cstr(&s->ctx->strings, names[i]);
    r->members[i].type = s->T->uint;
    r->members[i].bit_width = -1;
  }
  record_layout(s, r);
  Type *t = type_new(s, TY_STRUCT, r->size, r->align);
  t->rec = r;
  t = type_qualified(s, t, Q_CONST);
  declare_va_list(s);
  static const char *vars[] = {"threadIdx", "blockIdx", "blockDim", "gridDim",
                               "warpSize"};
  for (int i = 0; i < 5; i++) {
    const char *name = intern_cstr(&s->ctx->strings, vars[i]);
    Object *o = object_new(s, OBJ_BUILTIN_VAR, name, NO_LOC,
                           i == BV_WARP_SIZE ? s->T->int_ : t);
    o->builtin = i;
    scope_declare(s, s->scope, name, o);
  }
}
