/* atomic.h - the atomic builtins of every family (builtins.def's ATOMIC
 * rows): HIP's __hip_atomic_*, GNU's __atomic_*, clang's __scoped_atomic_*
 * and __c11_atomic_*, and GCC's legacy __sync_*.  Sema
 * (sema/builtins_atomic.c) checks a call of any of them into one form,
 * the slots below; codegen (codegen/atomic.c) lowers that form. */
#ifndef HIPC_ATOMIC_H
#define HIPC_ATOMIC_H

typedef enum AtomicFamily {
  AF_HIP,     /* (p, ..., order, scope): __HIP_MEMORY_SCOPE_* */
  AF_GNU,     /* (p, ..., order): the whole system */
  AF_GNU_PTR, /* GNU's generic forms: values through pointers */
  AF_SCOPED,  /* (p, ..., order, scope): __MEMORY_SCOPE_* */
  AF_SCOPED_PTR,
  AF_C11,     /* (_Atomic T *p, ..., order) */
  AF_SYNC,    /* (p, ...): sequentially consistent, extra arguments ignored */
} AtomicFamily;

typedef enum AtomicOp {
  AOP_LOAD, AOP_STORE, AOP_INIT, AOP_XCHG,
  AOP_CAS,      /* (p, expected *, desired, [weak,] success, failure) */
  AOP_CAS_WEAK, /* C11's and HIP's _weak */
  AOP_BOOL_CAS, AOP_VAL_CAS, /* __sync_*: (p, expected, desired) */
  AOP_ADD, AOP_SUB, AOP_AND, AOP_OR, AOP_XOR, AOP_NAND, AOP_MIN, AOP_MAX,
  AOP_TAS, AOP_CLEAR, AOP_LOCK_RELEASE,
  AOP_FENCE, AOP_SIGNAL_FENCE,
  AOP_ALWAYS_LOCK_FREE, AOP_IS_LOCK_FREE, /* folded by sema */
} AtomicOp;

/* The orders an operation may take (C17 7.17.7.1p2, 7.17.7.2p2): one
 * that only reads cannot release, one that only writes cannot acquire. */
static inline bool atomic_op_reads_only(AtomicOp op) { return op == AOP_LOAD; }
static inline bool atomic_op_writes_only(AtomicOp op) {
  return op == AOP_STORE || op == AOP_CLEAR || op == AOP_LOCK_RELEASE;
}

typedef enum AtomicResult {
  AR_OLD, /* the value before (fetch_op), or none */
  AR_NEW, /* the value after (op_fetch) */
} AtomicResult;

typedef struct AtomicInfo {
  AtomicFamily family;
  AtomicOp op;
  AtomicResult result;
} AtomicInfo;

/* The row of builtin `id`, or NULL when it is not an atomic. */
const AtomicInfo *atomic_info(int id);

/* A checked call's arguments, in this order whatever the family's: */
enum {
  AS_PTR,      /* the atomic object's address (test_and_set: any) */
  AS_VAL,      /* the operand, the desired value; the generic forms' pointer to it */
  AS_EXPECTED, /* CAS: the pointer to the expected value; __sync's: the value */
  AS_ORDER,    /* int: an __ATOMIC_* order, constant or not */
  AS_FAILURE,  /* int: CAS's order on failure */
  AS_SCOPE,    /* a constant __HIP_MEMORY_SCOPE_* */
  AS_OUT,      /* the generic load's and exchange's pointer to the result */
  AS_WEAK,     /* int: CAS may fail spuriously */
  AS_COUNT
};
/* Slots a call has no argument for hold the int constant 0. */

#endif
