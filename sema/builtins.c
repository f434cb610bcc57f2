/* builtins.c - compiler builtins: clang's AMDGPU work-item builtins, the
 * HIP atomics (__hip_atomic_*), fences, and the few math builtins that map
 * straight to LLVM intrinsics.  The HIP headers in stdlib/ are written on
 * top of these, as HIP's own headers are written on top of clang's. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

typedef enum Sig {
  SIG_U_VOID,     /* unsigned int (void) */
  SIG_US_VOID,    /* unsigned short (void) */
  SIG_PTR_VOID,   /* void * (void) */
  SIG_VOID_VOID,
  SIG_FENCE,      /* void (int order, const char *scope) */
  SIG_ATOMIC_RMW, /* T (T *p, T v, int order, int scope) */
  SIG_ATOMIC_CAS, /* bool (T *p, T *expected, T desired, int, int, int) */
  SIG_ATOMIC_LOAD,  /* T (T *p, int order, int scope) */
  SIG_ATOMIC_STORE, /* void (T *p, T v, int order, int scope) */
  SIG_EXPECT,     /* long (long, long) */
  SIG_ASSUME,     /* void (_Bool) */
  SIG_F_F, SIG_D_D, SIG_F_FF, SIG_D_DD, SIG_F_FFF, SIG_D_DDD,
  SIG_I_U, SIG_I_ULL,
  SIG_PRINTF,      /* int (const char *, ...) */
  SIG_ASSERT_FAIL, /* void (const char *expr, const char *file, int line,
                      const char *func): all constants */
  SIG_SHFL,        /* T (T value, int arg, int width, int mode) */
  SIG_BALLOT,      /* unsigned long long (int) */
  SIG_SYNC,        /* void (void), convergent */
  SIG_MEMCPY,      /* void *(void *, const void *, size_t) */
  SIG_MEMSET,      /* void *(void *, int, size_t) */
  SIG_F_VOID, SIG_D_VOID,
  SIG_NAN,         /* F (const char *payload): a string literal */
  SIG_F_FI, SIG_D_DI,   /* ldexp: F (F, int) */
  SIG_F_FIP, SIG_D_DIP, /* frexp: F (F, int *) */
  SIG_U_U, SIG_UL_UL,   /* bitreverse: uint32_t / uint64_t of the same */
  SIG_ATOMIC_WRAP, /* T (volatile T *p, T v, int order, const char *scope),
                      T an unsigned integer of the builtin's width */
  SIG_ULL_VOID,
} Sig;

typedef struct Builtin {
  const char *name;
  BuiltinId id;
  Sig sig;
} Builtin;

static const Builtin builtins[] = {
    {"__builtin_amdgcn_workitem_id_x", BI_WORKITEM_ID_X, SIG_U_VOID},
    {"__builtin_amdgcn_workitem_id_y", BI_WORKITEM_ID_Y, SIG_U_VOID},
    {"__builtin_amdgcn_workitem_id_z", BI_WORKITEM_ID_Z, SIG_U_VOID},
    {"__builtin_amdgcn_workgroup_id_x", BI_WORKGROUP_ID_X, SIG_U_VOID},
    {"__builtin_amdgcn_workgroup_id_y", BI_WORKGROUP_ID_Y, SIG_U_VOID},
    {"__builtin_amdgcn_workgroup_id_z", BI_WORKGROUP_ID_Z, SIG_U_VOID},
    {"__builtin_amdgcn_workgroup_size_x", BI_WORKGROUP_SIZE_X, SIG_US_VOID},
    {"__builtin_amdgcn_workgroup_size_y", BI_WORKGROUP_SIZE_Y, SIG_US_VOID},
    {"__builtin_amdgcn_workgroup_size_z", BI_WORKGROUP_SIZE_Z, SIG_US_VOID},
    {"__builtin_amdgcn_grid_size_x", BI_GRID_SIZE_X, SIG_U_VOID},
    {"__builtin_amdgcn_grid_size_y", BI_GRID_SIZE_Y, SIG_U_VOID},
    {"__builtin_amdgcn_grid_size_z", BI_GRID_SIZE_Z, SIG_U_VOID},
    {"__hipc_num_workgroups_x", BI_NUM_WORKGROUPS_X, SIG_U_VOID},
    {"__hipc_num_workgroups_y", BI_NUM_WORKGROUPS_Y, SIG_U_VOID},
    {"__hipc_num_workgroups_z", BI_NUM_WORKGROUPS_Z, SIG_U_VOID},
    {"__builtin_amdgcn_wavefrontsize", BI_WAVEFRONT_SIZE, SIG_U_VOID},
    {"__builtin_amdgcn_implicitarg_ptr", BI_IMPLICITARG_PTR, SIG_PTR_VOID},
    {"__builtin_amdgcn_dispatch_ptr", BI_DISPATCH_PTR, SIG_PTR_VOID},
    {"__builtin_amdgcn_s_barrier", BI_S_BARRIER, SIG_VOID_VOID},
    {"__builtin_amdgcn_fence", BI_FENCE, SIG_FENCE},
    {"__hip_atomic_fetch_add", BI_ATOMIC_FETCH_ADD, SIG_ATOMIC_RMW},
    {"__hip_atomic_fetch_sub", BI_ATOMIC_FETCH_SUB, SIG_ATOMIC_RMW},
    {"__hip_atomic_fetch_and", BI_ATOMIC_FETCH_AND, SIG_ATOMIC_RMW},
    {"__hip_atomic_fetch_or", BI_ATOMIC_FETCH_OR, SIG_ATOMIC_RMW},
    {"__hip_atomic_fetch_xor", BI_ATOMIC_FETCH_XOR, SIG_ATOMIC_RMW},
    {"__hip_atomic_fetch_min", BI_ATOMIC_FETCH_MIN, SIG_ATOMIC_RMW},
    {"__hip_atomic_fetch_max", BI_ATOMIC_FETCH_MAX, SIG_ATOMIC_RMW},
    {"__hip_atomic_exchange", BI_ATOMIC_EXCHANGE, SIG_ATOMIC_RMW},
    {"__hip_atomic_compare_exchange_strong", BI_ATOMIC_CMPXCHG, SIG_ATOMIC_CAS},
    {"__hip_atomic_load", BI_ATOMIC_LOAD, SIG_ATOMIC_LOAD},
    {"__hip_atomic_store", BI_ATOMIC_STORE, SIG_ATOMIC_STORE},
    {"__builtin_expect", BI_EXPECT, SIG_EXPECT},
    {"__builtin_unreachable", BI_UNREACHABLE, SIG_VOID_VOID},
    {"__builtin_trap", BI_TRAP, SIG_VOID_VOID},
    {"__builtin_assume", BI_ASSUME, SIG_ASSUME},
    {"__builtin_sqrtf", BI_SQRTF, SIG_F_F},
    {"__builtin_sqrt", BI_SQRT, SIG_D_D},
    {"__builtin_fabsf", BI_FABSF, SIG_F_F},
    {"__builtin_fabs", BI_FABS, SIG_D_D},
    {"__builtin_fmaf", BI_FMAF, SIG_F_FFF},
    {"__builtin_fma", BI_FMA, SIG_D_DDD},
    {"__builtin_floorf", BI_FLOORF, SIG_F_F},
    {"__builtin_floor", BI_FLOOR, SIG_D_D},
    {"__builtin_ceilf", BI_CEILF, SIG_F_F},
    {"__builtin_ceil", BI_CEIL, SIG_D_D},
    {"__builtin_truncf", BI_TRUNCF, SIG_F_F},
    {"__builtin_trunc", BI_TRUNC, SIG_D_D},
    {"__builtin_rintf", BI_RINTF, SIG_F_F},
    {"__builtin_rint", BI_RINT, SIG_D_D},
    {"__builtin_fminf", BI_FMINF, SIG_F_FF},
    {"__builtin_fmin", BI_FMIN, SIG_D_DD},
    {"__builtin_fmaxf", BI_FMAXF, SIG_F_FF},
    {"__builtin_fmax", BI_FMAX, SIG_D_DD},
    {"__builtin_copysignf", BI_COPYSIGNF, SIG_F_FF},
    {"__builtin_copysign", BI_COPYSIGN, SIG_D_DD},
    {"__builtin_expf", BI_EXPF, SIG_F_F},
    {"__builtin_exp2f", BI_EXP2F, SIG_F_F},
    {"__builtin_logf", BI_LOGF, SIG_F_F},
    {"__builtin_log2f", BI_LOG2F, SIG_F_F},
    {"__builtin_sinf", BI_SINF, SIG_F_F},
    {"__builtin_cosf", BI_COSF, SIG_F_F},
    {"__builtin_popcount", BI_POPCOUNT, SIG_I_U},
    {"__builtin_popcountll", BI_POPCOUNTLL, SIG_I_ULL},
    {"__builtin_clz", BI_CLZ, SIG_I_U},
    {"__builtin_clzll", BI_CLZLL, SIG_I_ULL},
    {"__builtin_ctz", BI_CTZ, SIG_I_U},
    {"__builtin_ctzll", BI_CTZLL, SIG_I_ULL},
    {"printf", BI_PRINTF, SIG_PRINTF},
    {"__hipc_assert_fail", BI_ASSERT_FAIL, SIG_ASSERT_FAIL},
    {"__hipc_shfl", BI_SHFL, SIG_SHFL},
    {"__hipc_ballot", BI_BALLOT, SIG_BALLOT},
    {"__hipc_lane_id", BI_LANE_ID, SIG_U_VOID},
    {"__hipc_warp_sync", BI_WARP_SYNC, SIG_VOID_VOID},
    {"__builtin_memcpy", BI_MEMCPY, SIG_MEMCPY},
    {"__builtin_memmove", BI_MEMMOVE, SIG_MEMCPY},
    {"__builtin_memset", BI_MEMSET, SIG_MEMSET},
    {"__builtin_huge_valf", BI_HUGE_VALF, SIG_F_VOID},
    {"__builtin_huge_val", BI_HUGE_VAL, SIG_D_VOID},
    {"__builtin_inff", BI_HUGE_VALF, SIG_F_VOID},
    {"__builtin_inf", BI_HUGE_VAL, SIG_D_VOID},
    {"__builtin_nanf", BI_NANF, SIG_NAN},
    {"__builtin_nan", BI_NAN, SIG_NAN},
    {"__builtin_roundf", BI_ROUNDF, SIG_F_F},
    {"__builtin_round", BI_ROUND, SIG_D_D},
    {"__builtin_nearbyintf", BI_NEARBYINTF, SIG_F_F},
    {"__builtin_nearbyint", BI_NEARBYINT, SIG_D_D},
    {"__builtin_fmodf", BI_FMODF, SIG_F_FF},
    {"__builtin_fmod", BI_FMOD, SIG_D_DD},
    {"__builtin_ldexpf", BI_LDEXPF, SIG_F_FI},
    {"__builtin_ldexp", BI_LDEXP, SIG_D_DI},
    {"__builtin_frexpf", BI_FREXPF, SIG_F_FIP},
    {"__builtin_frexp", BI_FREXP, SIG_D_DIP},
    {"__builtin_log10f", BI_LOG10F, SIG_F_F},
    {"__builtin_exp10f", BI_EXP10F, SIG_F_F},
    {"__builtin_bitreverse32", BI_BITREVERSE32, SIG_U_U},
    {"__builtin_bitreverse64", BI_BITREVERSE64, SIG_UL_UL},
    {"__builtin_amdgcn_atomic_inc32", BI_ATOMIC_INC32, SIG_ATOMIC_WRAP},
    {"__builtin_amdgcn_atomic_inc64", BI_ATOMIC_INC64, SIG_ATOMIC_WRAP},
    {"__builtin_amdgcn_atomic_dec32", BI_ATOMIC_DEC32, SIG_ATOMIC_WRAP},
    {"__builtin_amdgcn_atomic_dec64", BI_ATOMIC_DEC64, SIG_ATOMIC_WRAP},
    {"__builtin_readcyclecounter", BI_READCYCLECOUNTER, SIG_ULL_VOID},
};

static const Builtin *find(const char *name) {
  if ((name[0] != '_' || name[1] != '_') && strcmp(name, "printf") != 0)
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

static const Builtin *find_id(int id) {
  for (size_t i = 0; i < ARRAY_LEN(builtins); i++)
    if ((int)builtins[i].id == id)
      return &builtins[i];
  return NULL;
}

static Expr *fail(Sema *s, Expr *e) {
  e->poisoned = true;
  e->type = s->T->int_;
  return e;
}

static bool arg_count(Sema *s, Expr *e, const char *name, size_t n) {
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

static bool const_arg(Sema *s, Expr *e, size_t i, int64_t lo, int64_t hi,
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
  if (!arg_count(s, e, b->name, 1))
    return fail(s, e);
  Expr *str = string_arg(s, e, 0);
  if (!str)
    return fail(s, e);
  uint64_t fill;
  if (!nan_payload(str->str, str->str_len ? str->str_len - 1 : 0, &fill)) {
    diag_error(s->diags, str->loc, "the argument of '%s' must be a string "
               "holding an integer, or empty", b->name);
    return fail(s, e);
  }
  bool f = b->id == BI_NANF;
  uint64_t bits = f ? 0x7fc00000u | (fill & 0x3fffffu)
                    : 0x7ff8000000000000u | (fill & 0x7ffffffffffffu);
  e->args[0] = sema_int_const(s, bits, s->T->ullong, str->loc);
  e->type = f ? s->T->float_ : s->T->double_;
  return e;
}

/* An argument of a floating-point parameter: any arithmetic value. */
static bool float_arg(Sema *s, Expr *e, size_t i, Type *t) {
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
  if (!arg_count(s, e, b->name, 2))
    return fail(s, e);
  bool f = b->sig == SIG_F_FI || b->sig == SIG_F_FIP;
  bool ptr = b->sig == SIG_F_FIP || b->sig == SIG_D_DIP;
  Type *t = f ? s->T->float_ : s->T->double_;
  if (!float_arg(s, e, 0, t))
    return fail(s, e);
  Type *it = ptr ? type_pointer_to(s, s->T->int_) : s->T->int_;
  e->args[1] = sema_assign_convert(s, e->args[1], it, e->args[1]->loc, "passing");
  if (e->args[1]->poisoned)
    return fail(s, e);
  e->type = t;
  return e;
}

/* __builtin_amdgcn_atomic_inc32(p, v, order, "scope") and friends: clang
 * takes a volatile pointer to the unsigned integer of the builtin's
 * width and returns the old value. */
static Expr *atomic_wrap_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!arg_count(s, e, b->name, 4))
    return fail(s, e);
  uint64_t width = b->id == BI_ATOMIC_INC64 || b->id == BI_ATOMIC_DEC64 ? 8 : 4;
  Type *pt = e->args[0]->type;
  if (!type_is_pointer(pt) || !type_is_integer(pt->base) ||
      type_is_signed(pt->base) || pt->base->kind == TY_BOOL ||
      pt->base->size != width || (pt->base->quals & Q_CONST)) {
    diag_error(s->diags, e->args[0]->loc, "address argument to '%s' must be "
               "a pointer to a non-const %d-bit unsigned integer ('%s' invalid)",
               b->name, (int)width * 8, type_str(s, pt));
    return fail(s, e);
  }
  Type *vt = type_unqualified(pt->base);
  e->args[1] = sema_assign_convert(s, e->args[1], vt, e->args[1]->loc, "passing");
  if (e->args[1]->poisoned || !const_arg(s, e, 2, 0, 5, "memory order argument"))
    return fail(s, e);
  Expr *scope = string_arg(s, e, 3);
  if (!scope)
    return fail(s, e);
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
        return fail(s, e);
      }
      int path[16], depth = 0; /* through anonymous members too */
      if (!record_find_member(t->rec, d->name, path, &depth)) {
        diag_error(s->diags, d->loc, "no member named '%s' in '%s'", d->name,
                   type_str(s, t));
        return fail(s, e);
      }
      for (int j = 0; j < depth; j++) {
        off += t->rec->members[path[j]].offset;
        t = t->rec->members[path[j]].type;
      }
    } else {
      int64_t v;
      Expr *ix = sema_expr(s, d->rhs);
      if (t->kind != TY_ARRAY || !sema_const_int(s, ix, &v, "array index"))
        return fail(s, e);
      off += (uint64_t)v * t->base->size;
      t = t->base;
    }
  }
  return sema_int_const(s, off, s->T->ulong, e->loc);
}

Expr *sema_builtin_call(Sema *s, Expr *e, int id) {
  if (id == BI_OFFSETOF)
    return offsetof_builtin(s, e);
  const Builtin *b = find_id(id);
  TypeTable *T = s->T;
  const char *name = b->name;
  for (size_t i = 0; i < e->nargs; i++) {
    e->args[i] = sema_expr(s, e->args[i]);
    if (e->args[i]->poisoned)
      return fail(s, e);
  }
  e->kind = EX_BUILTIN;
  e->builtin = id;
  switch (b->sig) {
  case SIG_U_VOID:
  case SIG_US_VOID:
  case SIG_PTR_VOID:
  case SIG_VOID_VOID:
    if (!arg_count(s, e, name, 0))
      return fail(s, e);
    e->type = b->sig == SIG_U_VOID ? T->uint : b->sig == SIG_US_VOID ? T->ushort
            : b->sig == SIG_PTR_VOID ? T->void_ptr : T->void_;
    return e;
  case SIG_FENCE: {
    if (!arg_count(s, e, name, 2) ||
        !const_arg(s, e, 0, 2, 5, "memory order argument"))
      return fail(s, e);
    Expr *scope = string_arg(s, e, 1);
    if (!scope)
      return fail(s, e);
    e->args[1] = scope;
    e->type = T->void_;
    return e;
  }
  case SIG_ATOMIC_RMW:
  case SIG_ATOMIC_STORE:
  case SIG_ATOMIC_LOAD:
  case SIG_ATOMIC_CAS: {
    size_t n = b->sig == SIG_ATOMIC_LOAD ? 3 : b->sig == SIG_ATOMIC_CAS ? 6 : 4;
    if (!arg_count(s, e, name, n))
      return fail(s, e);
    Type *pt = e->args[0]->type;
    if (!type_is_pointer(pt) || !type_is_scalar(pt->base)) {
      diag_error(s->diags, e->args[0]->loc,
                 "address argument to atomic operation must be a pointer to "
                 "integer, floating-point or pointer ('%s' invalid)",
                 type_str(s, pt));
      return fail(s, e);
    }
    if (pt->base->quals & Q_CONST && b->sig != SIG_ATOMIC_LOAD) {
      diag_error(s->diags, e->args[0]->loc,
                 "address argument to atomic operation must be a pointer to "
                 "non-const type ('%s' invalid)", type_str(s, pt));
      return fail(s, e);
    }
    Type *vt = type_unqualified(pt->base);
    bool bitwise = id == BI_ATOMIC_FETCH_AND || id == BI_ATOMIC_FETCH_OR ||
                   id == BI_ATOMIC_FETCH_XOR;
    if ((bitwise && !type_is_integer(vt)) ||
        (type_is_pointer(vt) && id != BI_ATOMIC_EXCHANGE &&
         b->sig == SIG_ATOMIC_RMW)) {
      diag_error(s->diags, e->args[0]->loc,
                 "address argument to atomic operation must be a pointer to "
                 "integer ('%s' invalid)", type_str(s, pt));
      return fail(s, e);
    }
    size_t first_order = n - 2;
    if (b->sig == SIG_ATOMIC_CAS) {
      if (!type_is_pointer(e->args[1]->type)) {
        diag_error(s->diags, e->args[1]->loc, "expected pointer argument");
        return fail(s, e);
      }
      e->args[2] = sema_assign_convert(s, e->args[2], vt, e->args[2]->loc, "passing");
      first_order = 3;
    } else if (b->sig != SIG_ATOMIC_LOAD) {
      e->args[1] = sema_assign_convert(s, e->args[1], vt, e->args[1]->loc, "passing");
    }
    for (size_t i = first_order; i < n - 1; i++)
      if (!const_arg(s, e, i, 0, 5, "memory order argument"))
        return fail(s, e);
    if (!const_arg(s, e, n - 1, 1, 5, "synchronization scope argument"))
      return fail(s, e);
    e->type = b->sig == SIG_ATOMIC_STORE ? T->void_
            : b->sig == SIG_ATOMIC_CAS ? T->bool_ : vt;
    return e;
  }
  case SIG_EXPECT:
    if (!arg_count(s, e, name, 2))
      return fail(s, e);
    e->args[0] = sema_convert(s, e->args[0], T->long_, "");
    e->args[1] = sema_convert(s, e->args[1], T->long_, "");
    e->type = T->long_;
    return e;
  case SIG_ASSUME:
    if (!arg_count(s, e, name, 1))
      return fail(s, e);
    e->args[0] = sema_convert(s, e->args[0], T->bool_, "");
    e->type = T->void_;
    return e;
  case SIG_F_F: case SIG_D_D: case SIG_F_FF: case SIG_D_DD: case SIG_F_FFF:
  case SIG_D_DDD: {
    bool f = b->sig == SIG_F_F || b->sig == SIG_F_FF || b->sig == SIG_F_FFF;
    size_t n = (b->sig == SIG_F_F || b->sig == SIG_D_D) ? 1
             : (b->sig == SIG_F_FF || b->sig == SIG_D_DD) ? 2 : 3;
    if (!arg_count(s, e, name, n))
      return fail(s, e);
    Type *t = f ? T->float_ : T->double_;
    for (size_t i = 0; i < n; i++)
      if (!float_arg(s, e, i, t))
        return fail(s, e);
    e->type = t;
    return e;
  }
  case SIG_PRINTF: {
    /* C17 7.21.6.1 printf; the arguments take the default promotions */
    if (e->nargs < 1) {
      diag_error(s->diags, e->loc, "too few arguments to function call, "
                 "expected at least 1, have 0");
      return fail(s, e);
    }
    e->args[0] = sema_assign_convert(s, e->args[0],
                                     type_pointer_to(s, type_qualified(s, T->char_, Q_CONST)),
                                     e->args[0]->loc, "passing");
    if (!e->args[0]->poisoned)
      sema_check_printf(s, e);
    for (size_t i = 1; i < e->nargs; i++) {
      Type *t = type_unqualified(e->args[i]->type);
      if (t->kind == TY_FLOAT || t->kind == TY_HALF)
        e->args[i] = sema_convert(s, e->args[i], T->double_, "");
      else if (type_is_integer(t))
        e->args[i] = sema_convert(s, e->args[i], type_promote(s, t), "");
      else if (type_is_record(t)) {
        diag_error(s->diags, e->args[i]->loc, "cannot pass a struct to printf");
        return fail(s, e);
      }
    }
    e->type = T->int_;
    return e->args[0]->poisoned ? fail(s, e) : e;
  }
  case SIG_ASSERT_FAIL:
    if (!arg_count(s, e, name, 4))
      return fail(s, e);
    e->type = T->void_;
    return e;
  case SIG_SHFL: {
    if (!arg_count(s, e, name, 4))
      return fail(s, e);
    Type *vt = type_promote(s, e->args[0]->type);
    if (!type_is_arith(vt) || vt->size > 8) {
      diag_error(s->diags, e->args[0]->loc, "a warp shuffle moves integers and "
                 "floating-point values, not '%s'", type_str(s, e->args[0]->type));
      return fail(s, e);
    }
    e->args[0] = sema_convert(s, e->args[0], vt, "");
    for (size_t i = 1; i < 4; i++) {
      if (!type_is_integer(e->args[i]->type)) {
        diag_error(s->diags, e->args[i]->loc, "expected an integer, not '%s'",
                   type_str(s, e->args[i]->type));
        return fail(s, e);
      }
      e->args[i] = sema_convert(s, e->args[i], T->int_, "");
    }
    if (!const_arg(s, e, 3, 0, 3, "shuffle mode"))
      return fail(s, e);
    e->type = vt;
    return e;
  }
  case SIG_BALLOT:
    if (!arg_count(s, e, name, 1))
      return fail(s, e);
    if (!type_is_scalar(e->args[0]->type)) {
      diag_error(s->diags, e->args[0]->loc, "expected a scalar predicate");
      return fail(s, e);
    }
    e->args[0] = sema_convert(s, e->args[0], T->bool_, "");
    e->type = T->ullong;
    return e;
  case SIG_SYNC:
    return e;
  case SIG_MEMCPY:
  case SIG_MEMSET: {
    if (!arg_count(s, e, name, 3))
      return fail(s, e);
    Type *vp = T->void_ptr;
    Type *cvp = type_pointer_to(s, type_qualified(s, T->void_, Q_CONST));
    e->args[0] = sema_assign_convert(s, e->args[0], vp, e->args[0]->loc, "passing");
    e->args[1] = b->sig == SIG_MEMSET
                     ? sema_assign_convert(s, e->args[1], T->int_, e->args[1]->loc, "passing")
                     : sema_assign_convert(s, e->args[1], cvp, e->args[1]->loc, "passing");
    e->args[2] = sema_assign_convert(s, e->args[2], T->ulong, e->args[2]->loc, "passing");
    for (int i = 0; i < 3; i++)
      if (e->args[i]->poisoned)
        return fail(s, e);
    e->type = vp;
    return e;
  }
  case SIG_F_VOID:
  case SIG_D_VOID:
    if (!arg_count(s, e, name, 0))
      return fail(s, e);
    e->type = b->sig == SIG_F_VOID ? T->float_ : T->double_;
    return e;
  case SIG_I_U:
  case SIG_I_ULL:
  case SIG_U_U:
  case SIG_UL_UL: {
    if (!arg_count(s, e, name, 1))
      return fail(s, e);
    Type *pt = b->sig == SIG_I_U || b->sig == SIG_U_U ? T->uint
             : b->sig == SIG_I_ULL ? T->ullong : T->ulong;
    if (!type_is_integer(e->args[0]->type)) {
      diag_error(s->diags, e->args[0]->loc, "passing '%s' to parameter of "
                 "incompatible type '%s'", type_str(s, e->args[0]->type),
                 type_str(s, pt));
      return fail(s, e);
    }
    e->args[0] = sema_convert(s, e->args[0], pt, "");
    e->type = b->sig == SIG_U_U || b->sig == SIG_UL_UL ? pt : T->int_;
    return e;
  }
  case SIG_NAN:
    return nan_builtin(s, e, b);
  case SIG_F_FI: case SIG_D_DI: case SIG_F_FIP: case SIG_D_DIP:
    return exponent_builtin(s, e, b);
  case SIG_ATOMIC_WRAP:
    return atomic_wrap_builtin(s, e, b);
  case SIG_ULL_VOID:
    if (!arg_count(s, e, name, 0))
      return fail(s, e);
    e->type = T->ullong;
    return e;
  }
  return fail(s, e);
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
