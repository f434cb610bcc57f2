/* builtins_atomic.c - the atomic builtins of every family (sema/atomic.h):
 * each call checked as clang's Sema::BuildAtomicExpr checks it, with its
 * diagnostics, and rewritten into one form, the slots of sema/atomic.h,
 * which codegen/atomic.c lowers whatever the family.  The lock-free
 * queries fold here to constants: AMDGPU and x86-64 do every atomic of 1,
 * 2, 4 and 8 bytes in hardware and have no library for larger ones. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"
#include "builtins.h"
#include "atomic.h"

static const AtomicInfo infos[BI_COUNT] = {
#define BUILTIN(id, name, check, proto, lower, intrinsic)
#define ATOMIC(id, name, family, op, result) [BI_##id] = {AF_##family, AOP_##op, AR_##result},
#include "builtins.def"
#undef ATOMIC
#undef BUILTIN
};

static const bool is_atomic[BI_COUNT] = {
#define BUILTIN(id, name, check, proto, lower, intrinsic)
#define ATOMIC(id, name, family, op, result) [BI_##id] = true,
#include "builtins.def"
#undef ATOMIC
#undef BUILTIN
};

const AtomicInfo *atomic_info(int id) {
  return id > BI_NONE && id < BI_COUNT && is_atomic[id] ? &infos[id] : NULL;
}

/* The largest atomic access either target does in one instruction. */
enum { MAX_LOCK_FREE = 8 };

static bool lock_free_size(uint64_t n) {
  return n && n <= MAX_LOCK_FREE && !(n & (n - 1));
}

/* What the operand type of op may be, and how clang says it is not. */
typedef enum ValueRule {
  VR_ANY,        /* C11's, HIP's load, store, exchange, CAS; generic forms */
  VR_INT_PTR,    /* GNU's _n forms; __sync_* */
  VR_INT_PTR_FP, /* add, sub */
  VR_INT,        /* and, or, xor, nand */
  VR_INT_FP,     /* min, max */
} ValueRule;

static ValueRule value_rule(const AtomicInfo *a) {
  switch (a->op) {
  case AOP_ADD: case AOP_SUB:
    return a->family == AF_SYNC ? VR_INT_PTR : VR_INT_PTR_FP;
  case AOP_AND: case AOP_OR: case AOP_XOR: case AOP_NAND:
    return VR_INT;
  case AOP_MIN: case AOP_MAX:
    return VR_INT_FP;
  default:
    return a->family == AF_GNU || a->family == AF_SCOPED || a->family == AF_SYNC ? VR_INT_PTR
                                                                                : VR_ANY;
  }
}

static bool value_allowed(ValueRule r, const Type *t) {
  bool i = type_is_integer(t), p = type_is_pointer(t), f = type_is_float(t);
  switch (r) {
  case VR_ANY: return true;
  case VR_INT_PTR: return i || p;
  case VR_INT_PTR_FP: return i || p || f;
  case VR_INT: return i;
  case VR_INT_FP: return i || f;
  }
  return false;
}

static const char *rule_text(ValueRule r) {
  switch (r) {
  case VR_INT_PTR: return "integer or pointer";
  case VR_INT_PTR_FP: return "integer, pointer or supported floating point type";
  case VR_INT: return "integer";
  case VR_INT_FP: return "integer or supported floating point type";
  default: return "integer, pointer or supported floating point type";
  }
}

/* An order argument: an int, checked where it is a constant (clang's
 * -Watomic-memory-ordering: a load cannot release, a store cannot
 * acquire, a failed CAS does neither). */
static Expr *order_arg(Sema *s, Expr *x, AtomicOp op, bool failure) {
  x = sema_convert(s, x, s->T->int_, "");
  int64_t v;
  if (!sema_fold_int(x, &v))
    return x;
  bool load = atomic_op_reads_only(op), store = atomic_op_writes_only(op);
  bool bad = v < 0 || v > 5 || (load && (v == 3 || v == 4)) ||
             (store && (v == 1 || v == 2 || v == 4)) || (failure && (v == 3 || v == 4));
  if (bad)
    diag_warn(s->diags, W_ATOMIC_MEMORY_ORDERING, x->loc, "%smemory order argument to atomic "
              "operation is invalid", failure ? "failure " : "");
  return x;
}

/* A scope argument as a __HIP_MEMORY_SCOPE_* constant: HIP's own (1
 * single thread ... 5 system, 6 cluster), or clang's __MEMORY_SCOPE_* (0
 * system, 1 device, 2 workgroup, 3 wavefront, 4 single thread, 5
 * cluster). */
static Expr *scope_arg(Sema *s, Expr *x, bool hip) {
  static const int from_clang[] = {5, 4, 3, 2, 1, 6};
  int64_t v;
  if (!sema_const_int(s, x, &v, "synchronization scope argument"))
    return NULL;
  if (hip ? v < 1 || v > 6 : v < 0 || v > 5) {
    diag_error(s->diags, x->loc, "synchronization scope argument to atomic operation is invalid");
    return NULL;
  }
  return sema_int_const(s, (uint64_t)(hip ? v : from_clang[v]), s->T->int_, x->loc);
}

/* The number of arguments a call of `a` takes. */
static size_t arity(const AtomicInfo *a) {
  bool ptr = a->family == AF_GNU_PTR || a->family == AF_SCOPED_PTR;
  bool scoped = a->family == AF_HIP || a->family == AF_SCOPED || a->family == AF_SCOPED_PTR;
  size_t n;
  switch (a->op) {
  case AOP_LOAD: n = ptr ? 3 : 2; break;
  case AOP_XCHG: n = ptr ? 4 : 3; break;
  case AOP_CAS: case AOP_CAS_WEAK:
    n = a->family == AF_GNU || a->family == AF_GNU_PTR || a->family == AF_SCOPED ||
                a->family == AF_SCOPED_PTR
            ? 6 : 5;
    break;
  case AOP_BOOL_CAS: case AOP_VAL_CAS: n = 4; break; /* (p, old, new), less the order */
  case AOP_TAS: case AOP_CLEAR: n = 2; break;
  case AOP_LOCK_RELEASE: n = 1; break;
  case AOP_FENCE: case AOP_SIGNAL_FENCE: n = a->family == AF_SYNC ? 0 : 1; break;
  case AOP_ALWAYS_LOCK_FREE: case AOP_IS_LOCK_FREE: n = a->family == AF_C11 ? 1 : 2; break;
  case AOP_INIT: n = 2; break;
  default: n = 3; break; /* store, read-modify-write: (p, v, order) */
  }
  if (a->family == AF_SYNC && a->op != AOP_FENCE && a->op != AOP_LOCK_RELEASE)
    n--; /* no order: (p, v) */
  return n + scoped;
}

/* __atomic_always_lock_free(size, p) and friends: 1 when an object of
 * `size` bytes at p (its type's alignment; null: the size's own) is lock
 * free, else 0. */
static Expr *lock_free(Sema *s, Expr *e, const AtomicInfo *a) {
  int64_t size;
  if (!sema_const_int(s, e->args[0], &size, "size argument"))
    return bi_fail(s, e);
  bool ok = lock_free_size((uint64_t)size);
  if (a->family != AF_C11) {
    Expr *p = e->args[1];
    if (!type_is_pointer(p->type) && !type_is_integer(p->type)) {
      diag_error(s->diags, p->loc, "passing '%s' to parameter of incompatible type 'const "
                 "volatile void *'", type_str(s, p->type));
      return bi_fail(s, e);
    }
    if (!sema_is_null_ptr_const(s, p) && type_is_pointer(p->type)) {
      const Type *t = p->type->base;
      uint64_t align = type_is_complete(t) && !type_is_void(t) ? t->align : 1;
      ok = ok && align >= (uint64_t)size;
    }
  }
  return sema_int_const(s, ok, s->T->bool_, e->loc);
}

static Expr *addr_error(Sema *s, Expr *e, const char *what, const char *rule, Type *t) {
  diag_error(s->diags, e->lhs ? sema_expr_begin(e->lhs) : e->loc,
             "address argument to atomic %s must be a pointer%s%s ('%s' invalid)", what,
             rule ? " to " : "", rule ? rule : "", type_str(s, t));
  return bi_fail(s, e);
}

Expr *bi_atomic_call(Sema *s, Expr *e, const Builtin *b) {
  const AtomicInfo *a = atomic_info(b->id);
  TypeTable *T = s->T;
  size_t n = arity(a);
  if (a->family == AF_SYNC ? e->nargs < n && !bi_arg_count(s, e, b->name, n)
                           : !bi_arg_count(s, e, b->name, n))
    return bi_fail(s, e);
  if (a->op == AOP_ALWAYS_LOCK_FREE || a->op == AOP_IS_LOCK_FREE)
    return lock_free(s, e, a);

  Expr **in = e->args, *zero = sema_int_const(s, 0, T->int_, e->loc);
  Expr **slot = arena_alloc(s->arena, AS_COUNT * sizeof *slot);
  for (int i = 0; i < AS_COUNT; i++)
    slot[i] = zero;
  slot[AS_ORDER] = sema_int_const(s, 5, T->int_, e->loc); /* seq_cst */
  slot[AS_FAILURE] = slot[AS_ORDER];
  slot[AS_SCOPE] = sema_int_const(s, a->op == AOP_SIGNAL_FENCE ? 1 : 5, T->int_, e->loc);
  bool ptr_form = a->family == AF_GNU_PTR || a->family == AF_SCOPED_PTR;
  bool hip = a->family == AF_HIP;
  bool scoped = hip || a->family == AF_SCOPED || a->family == AF_SCOPED_PTR;
  size_t at = 0; /* the next source argument */

  /* fences: (order[, scope]) */
  if (a->op == AOP_FENCE || a->op == AOP_SIGNAL_FENCE) {
    if (a->family != AF_SYNC)
      slot[AS_ORDER] = order_arg(s, in[at++], a->op, false);
    if (scoped && !(slot[AS_SCOPE] = scope_arg(s, in[at++], hip)))
      return bi_fail(s, e);
    e->args = slot;
    e->nargs = AS_COUNT;
    e->type = T->void_;
    return e;
  }

  /* the address */
  Expr *p = in[at++];
  Type *pt = p->type;
  if (!type_is_pointer(pt))
    return addr_error(s, e, "builtin", NULL, pt);
  Type *vt = type_unqualified(pt->base);
  if (a->op == AOP_TAS || a->op == AOP_CLEAR) {
    vt = T->uchar; /* any object: its first byte */
  } else {
    if (a->family == AF_C11 && !(pt->base->quals & Q_ATOMIC))
      return addr_error(s, e, "operation", "_Atomic type", pt);
    ValueRule r = value_rule(a);
    if (ptr_form) {
      if (!type_is_complete(vt) || type_is_void(vt) || vt->kind == TY_FUNC)
        return addr_error(s, e, "operation", "complete type", pt);
    } else if (!type_is_scalar(vt) || !value_allowed(r, vt)) {
      const char *what = a->family == AF_SYNC ? "builtin" : "operation";
      if (a->family == AF_C11 && r != VR_ANY)
        return addr_error(s, e, what, r == VR_INT ? "atomic integer"
                                      : r == VR_INT_FP ? "atomic integer or supported floating point type"
                                                       : "atomic integer, pointer or supported "
                                                         "floating point type", pt);
      return addr_error(s, e, what, r == VR_ANY ? rule_text(VR_INT_PTR_FP) : rule_text(r), pt);
    }
    if (pt->base->quals & Q_CONST && a->op != AOP_LOAD)
      return addr_error(s, e, "operation", "non-const type", pt);
    if (!lock_free_size(vt->size)) {
      diag_error(s->diags, sema_expr_begin(e->lhs), "large atomic operation is not supported: "
                 "the access size (%llu bytes) exceeds the max lock-free size (%d  bytes)",
                 (unsigned long long)vt->size, MAX_LOCK_FREE);
      return bi_fail(s, e);
    }
    if (vt->align < vt->size) {
      diag_error(s->diags, sema_expr_begin(e->lhs), "misaligned atomic operation may incur "
                 "significant performance penalty; the expected alignment (%llu bytes) exceeds "
                 "the actual alignment (%u bytes)", (unsigned long long)vt->size, vt->align);
      return bi_fail(s, e);
    }
  }
  slot[AS_PTR] = p;

  /* a value: the operand, or (generic forms) a pointer to it */
  Type *vptr = type_pointer_to(s, type_qualified(s, vt, Q_CONST));
  Type *optr = type_pointer_to(s, vt);
  Type *operand = type_is_pointer(vt) && a->op >= AOP_ADD && a->op <= AOP_SUB ? T->long_ : vt;
#define VALUE(dst, ptr_type)                                                   \
  do {                                                                         \
    Expr *x_ = in[at++];                                                       \
    dst = ptr_form ? sema_assign_convert(s, x_, (ptr_type), x_->loc, "passing") \
                   : sema_assign_convert(s, x_, operand, x_->loc, "passing");  \
    if (dst->poisoned)                                                         \
      return bi_fail(s, e);                                                    \
  } while (0)
  switch (a->op) {
  case AOP_LOAD:
    if (ptr_form) {
      Expr *x = in[at++];
      slot[AS_OUT] = sema_assign_convert(s, x, optr, x->loc, "passing");
    }
    break;
  case AOP_CAS: case AOP_CAS_WEAK: {
    Expr *x = in[at++];
    slot[AS_EXPECTED] = sema_assign_convert(s, x, optr, x->loc, "passing");
    VALUE(slot[AS_VAL], vptr);
    if (a->family != AF_C11 && a->family != AF_HIP) /* GNU's weak flag */
      slot[AS_WEAK] = sema_convert(s, in[at++], T->int_, "");
    else
      slot[AS_WEAK] = sema_int_const(s, a->op == AOP_CAS_WEAK, T->int_, e->loc);
    break;
  }
  case AOP_BOOL_CAS: case AOP_VAL_CAS: {
    Expr *x = in[at++];
    slot[AS_EXPECTED] = sema_assign_convert(s, x, vt, x->loc, "passing");
    VALUE(slot[AS_VAL], vptr);
    break;
  }
  case AOP_TAS: case AOP_CLEAR: case AOP_LOCK_RELEASE:
    break;
  case AOP_XCHG:
    VALUE(slot[AS_VAL], vptr);
    if (ptr_form) {
      Expr *x = in[at++];
      slot[AS_OUT] = sema_assign_convert(s, x, optr, x->loc, "passing");
    }
    break;
  default: /* store, init, read-modify-write */
    VALUE(slot[AS_VAL], vptr);
    break;
  }
#undef VALUE
  for (int i = 0; i < AS_COUNT; i++)
    if (slot[i]->poisoned)
      return bi_fail(s, e);

  /* the orders and the scope */
  if (a->family != AF_SYNC && a->op != AOP_INIT) {
    slot[AS_ORDER] = order_arg(s, in[at++], a->op, false);
    if (a->op == AOP_CAS || a->op == AOP_CAS_WEAK)
      slot[AS_FAILURE] = order_arg(s, in[at++], a->op, true);
  }
  if (scoped && !(slot[AS_SCOPE] = scope_arg(s, in[at++], hip)))
    return bi_fail(s, e);
  /* __sync_*'s optional list of variables GCC ignores is ignored */

  e->args = slot;
  e->nargs = AS_COUNT;
  switch (a->op) {
  case AOP_LOAD:
    e->type = ptr_form ? T->void_ : vt;
    break;
  case AOP_XCHG:
    e->type = ptr_form ? T->void_ : vt;
    break;
  case AOP_CAS: case AOP_CAS_WEAK: case AOP_BOOL_CAS: case AOP_TAS:
    e->type = T->bool_;
    break;
  case AOP_STORE: case AOP_INIT: case AOP_CLEAR: case AOP_LOCK_RELEASE:
    e->type = T->void_;
    break;
  default:
    e->type = vt;
    break;
  }
  return e;
}
