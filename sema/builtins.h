/* builtins.h - what the two files that check builtin calls share:
 * builtins.c (the HIP, AMDGPU and math builtins, the table itself) and
 * builtins_gnu.c (GCC's and clang's bit, checked-arithmetic,
 * classification and compile-time builtins).  Internal to sema/. */
#ifndef HIPC_SEMA_BUILTINS_H
#define HIPC_SEMA_BUILTINS_H

/* How sema checks a call of a builtin: against its prototype (CHECK_PROTO)
 * or by one of the families below, each the rules of one kind of builtin.
 * builtins.def names one of these in each row. */
typedef enum Check {
  CHECK_PROTO,     /* the row's prototype, as for a prototyped function */
  CHECK_U_VOID,    /* unsigned int (void) */
  CHECK_US_VOID,   /* unsigned short (void) */
  CHECK_PTR_VOID,  /* void * (void) */
  CHECK_VOID_VOID,
  CHECK_FENCE,      /* void (int order, const char *scope) */
  CHECK_ATOMIC,     /* every family: sema/builtins_atomic.c (sema/atomic.h) */
  CHECK_EXPECT,    /* long (long, long) */
  CHECK_ASSUME,    /* void (_Bool) */
  /* math: any arithmetic argument, converted to the parameter's type */
  CHECK_F_F, CHECK_D_D, CHECK_F_FF, CHECK_D_DD, CHECK_F_FFF, CHECK_D_DDD,
  CHECK_I_U, CHECK_I_UL, CHECK_I_ULL,
  CHECK_PRINTF,      /* int (const char *, ...) */
  CHECK_ASSERT_FAIL, /* void (const char *expr, const char *file, int line,
                        const char *func): all constants */
  CHECK_SHFL,        /* T (T value, int arg, int width, int mode) */
  CHECK_BALLOT,      /* unsigned long long (int) */
  CHECK_MEMCPY,      /* void *(void *, const void *, size_t) */
  CHECK_MEMSET,      /* void *(void *, int, size_t) */
  CHECK_F_VOID, CHECK_D_VOID,
  CHECK_NAN,         /* F (const char *payload): a string literal */
  CHECK_F_FI, CHECK_D_DI,   /* ldexp: F (F, int) */
  CHECK_F_FIP, CHECK_D_DIP, /* frexp: F (F, int *) */
  CHECK_U_U, CHECK_UL_UL,   /* bitreverse: uint32_t / uint64_t of the same */
  CHECK_ATOMIC_WRAP, /* T (volatile T *p, T v, int order, const char *scope),
                        T an unsigned integer of the builtin's width */
  CHECK_ULL_VOID,
  CHECK_VA_START,    /* void (va_list, last parameter) */
  CHECK_VA_END,      /* void (va_list) */
  CHECK_VA_COPY,     /* void (va_list dest, va_list src) */
  CHECK_VA_ARG,      /* T (va_list, T): parsed by the grammar */
  /* builtins_gnu.c */
  CHECK_OVERFLOW,    /* bool (integer, integer, integer *) */
  CHECK_FPCLASS,     /* int (F), F any real floating type; isfpclass
                        (F, int mask) */
  CHECK_FPCLASSIFY,  /* int (int, int, int, int, int, F) */
  CHECK_FPCOMPARE,   /* int (F, F) after the usual arithmetic conversions */
  CHECK_EXPECT_PROB, /* long (long, long, double constant in [0, 1]) */
  CHECK_ASSUME_ALIGNED, /* void *(const void *, size_t align[, size_t]) */
  CHECK_PREFETCH,    /* void (const void *[, int rw[, int locality]]) */
  CHECK_CONSTANT_P,  /* int (any expression) */
  CHECK_CHOOSE_EXPR, /* the chosen operand (constant, e1, e2) */
  CHECK_OBJECT_SIZE, /* size_t (const void *, int type 0..3) */
  CHECK_SOURCE_LOCATION, /* int or const char * (void) */
  CHECK_BIT_CAST,    /* T (type T, a value of T's size) */
} Check;

typedef struct Builtin {
  const char *name;
  BuiltinId id;
  Check check;
  const char *proto;
} Builtin;

/* builtins.c: the checks every family uses. */
Expr *bi_fail(Sema *s, Expr *e); /* poisons the call, of type int */
bool bi_arg_count(Sema *s, Expr *e, const char *name, size_t n);
bool bi_const_arg(Sema *s, Expr *e, size_t i, int64_t lo, int64_t hi,
                  const char *what);
/* Argument i as a value of floating type t: any arithmetic argument. */
bool bi_float_arg(Sema *s, Expr *e, size_t i, Type *t);

/* builtins_gnu.c: a call of a builtin of one of its families; the
 * arguments are checked already, except for CHECK_CHOOSE_EXPR's and
 * CHECK_CONSTANT_P's, which it checks itself. */
Expr *bi_gnu_call(Sema *s, Expr *e, const Builtin *b);

/* builtins_atomic.c: a call of an ATOMIC row, its arguments checked as
 * sema_expr checks any (sema/atomic.h) */
Expr *bi_atomic_call(Sema *s, Expr *e, const Builtin *b);

#endif
