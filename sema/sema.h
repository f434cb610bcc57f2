/* sema.h - types, declared objects and the checked program.
 *
 * Sema turns the parser's syntax into a Program: every declaration resolved
 * to an Object with a Type, every expression typed with C17's conversions
 * made explicit (EX_CAST nodes), HIP's rules checked (what runs on the
 * device, where variables live).  Sema knows no target and no LLVM; the
 * wave size is only ever a value codegen supplies (docs/ARCHITECTURE.md, "Folders"). */
#ifndef HIPC_SEMA_H
#define HIPC_SEMA_H

#include "../parser/ast.h"

/* ---- Types ---------------------------------------------------------------- */

typedef enum TypeKind {
  TY_VOID,
  TY_BOOL,
  TY_CHAR, /* plain char: signed on AMDGPU, as on x86 */
  TY_SCHAR, TY_UCHAR, TY_SHORT, TY_USHORT, TY_INT, TY_UINT,
  TY_LONG, TY_ULONG, TY_LLONG, TY_ULLONG,
  TY_INT128, TY_UINT128, /* GNU __int128: constants fold only within 64 bits */
  TY_HALF,   /* _Float16 */
  TY_BF16,   /* __bf16: bfloat16, 8 significant bits, float's exponent */
  TY_FLOAT,
  TY_DOUBLE, /* long double is double on AMDGPU, as clang makes it */
  TY_POINTER,
  TY_ARRAY,
  TY_FUNC,
  TY_STRUCT,
  TY_UNION,
  TY_VECTOR, /* GNU vector_size or clang ext_vector_type: base x len */
} TypeKind;

typedef struct Member {
  const char *name; /* NULL for an anonymous struct/union member */
  Type *type;
  uint64_t offset;  /* bytes */
  int bit_width;    /* -1 when not a bit-field */
  int bit_offset;   /* within the storage unit at `offset` */
  SrcLoc loc;
} Member;

typedef struct Record {
  const char *tag;
  SrcLoc loc;
  bool is_union;
  bool complete;
  bool packed;
  uint32_t pack;    /* #pragma pack(N) at the definition: 0 or N */
  Member *members;
  size_t nmembers;
  uint64_t size;
  uint32_t align;
} Record;

struct Type {
  TypeKind kind;
  unsigned quals;    /* Q_CONST | Q_VOLATILE | Q_RESTRICT */
  uint64_t size;
  uint32_t align;
  Type *base;        /* pointee, element, or return type */
  Type *unqual;      /* this type without qualifiers (itself if none) */
  uint64_t len;      /* TY_ARRAY: element count */
  bool incomplete;   /* TY_ARRAY: [] ; records: see rec->complete */
  Record *rec;       /* TY_STRUCT, TY_UNION */
  Type **params;     /* TY_FUNC */
  size_t nparams;
  bool variadic;
  bool has_proto;
  bool ext_vector;   /* TY_VECTOR: ext_vector_type (swizzles, splats) */
  const char *typedef_name; /* for diagnostics, when spelled so */
  const char *enum_tag;     /* an enumerated type: its tag (or typedef) */
  /* HIP's float4 and kin as <hip/hip_vector_types.h> declares them: the
   * element type of HIP's C++ HIP_vector_type<T, n> they mangle as, and n
   * (sema/decl.c, codegen/mangle.c); else NULL and 0 */
  Type *hip_vector_elem;
  unsigned hip_vector_len;
  /* A type <hip/hip_fp16.h> declares that HIP's C++ makes a class
   * (__half, __half2): the class's name, which it mangles as; else NULL */
  const char *hip_class;
  void *cg;          /* codegen's cache slot is NOT used (see codegen) */
};

/* ---- Objects: everything a name can denote -------------------------------- */

typedef enum ObjKind {
  OBJ_VAR,
  OBJ_FUNC,
  OBJ_TYPEDEF,
  OBJ_ENUM_CONST,
  OBJ_BUILTIN_VAR, /* threadIdx, blockIdx, blockDim, gridDim, warpSize */
} ObjKind;

/* Where a variable lives on the device (docs/FORMATS.md, "AMDGPU lowering"). */
typedef enum VarSpace {
  VS_LOCAL,    /* automatic: private memory (alloca, address space 5) */
  VS_GLOBAL,   /* __device__ or static storage: address space 1 */
  VS_SHARED,   /* __shared__: LDS, address space 3 */
  VS_CONSTANT, /* __constant__: address space 4 */
} VarSpace;

enum { /* HIP function and variable attributes */
  HIP_GLOBAL = 1,
  HIP_DEVICE = 2,
  HIP_HOST = 4,
  HIP_SHARED = 8,
  HIP_CONSTANT = 16,
  HIP_MANAGED = 32,
};

typedef struct Init Init;

struct Object {
  ObjKind kind;
  const char *name;
  SrcLoc loc;
  Type *type;
  uint32_t id; /* dense, for codegen's tables */
  /* linkage and storage, C17 6.2.2 and 6.2.4 */
  bool is_global;   /* static storage duration */
  bool is_internal; /* internal linkage (static) */
  bool is_extern;   /* declared without a definition in this unit */
  bool is_param;
  bool defined;
  bool used;        /* referenced from code that is emitted */
  bool keep;        /* __attribute__((used)): emitted though unreferenced */
  bool unreached;   /* a defined device function that no kernel or other
                       emitted code reaches: codegen skips it (link.c) */
  bool tentative;   /* a file-scope declaration without initializer */
  bool extern_c;
  unsigned hip;     /* HIP_* attributes */
  VarSpace space;
  uint32_t align;   /* _Alignas / aligned(), 0 = natural */
  bool is_volatile_access;
  /* functions */
  Object **params;
  size_t nparams;
  Stmt *body;
  bool is_inline, always_inline, noinline, noreturn;
  bool optnone; /* __attribute__((optnone)): not optimised, never inlined */
  uint32_t launch_bounds_max; /* 0 when absent */
  uint32_t launch_bounds_min;
  Object **locals; /* every automatic variable, for allocas */
  size_t nlocals;
  Object *func;    /* a local's function */
  /* variables */
  Init *init;
  bool restrict_ptr; /* a parameter declared T *restrict */
  bool is_dynamic_shared; /* extern __shared__ T x[]; */
  bool unused_ok;         /* __attribute__((unused)) */
  bool is_register;       /* declared register: its address may not be taken */
  Expr *cleanup_call;     /* __attribute__((cleanup(f))): f(&v), at each exit
                             from v's scope (codegen/stmt.c) */
  /* a function: its labels whose address &&label takes, the places a
   * computed goto may go */
  Stmt **addr_labels;
  size_t naddr_labels;
  const char *asm_name; /* GNU asm label: the symbol, unmangled */
  /* enum constants */
  int64_t value;
  int builtin; /* OBJ_BUILTIN_VAR: its BuiltinVar */
  /* a C library function (sema/library.def): its LibFunc; lib_alias, on
   * a declaration whose type is not the library's, the function it
   * stands for (sema/library.c) */
  int lib;
  Object *lib_alias;
  bool from_library; /* defined by a unit of the device library */
  /* __attribute__((unavailable("why"))): every use is an error, clang's;
   * the message, "" when the attribute gave none */
  const char *unavailable;
};

/* An initializer after sema: a scalar expression (converted to `type`) or
 * one entry per element/member, NULL meaning zero. */
struct Init {
  Type *type;
  Expr *expr;
  Init **elems;
  size_t nelems, cap;
  bool shared; /* several parents hold it (a GNU range [a ... b]): copied
                  before a designator changes a part of it */
};

/* ---- Builtins (sema/builtins.c) ------------------------------------------ */

/* One enumerator per row of sema/builtins.def. */
typedef enum BuiltinId {
  BI_NONE,
#define BUILTIN(id, name, check, proto, lower, intrinsic) BI_##id,
#include "builtins.def"
#undef BUILTIN
  BI_OFFSETOF, /* __builtin_offsetof: a keyword, parsed by the grammar */
  BI_TYPES_COMPATIBLE, /* __builtin_types_compatible_p: so is it */
  BI_COUNT
} BuiltinId;

typedef enum BuiltinVar {
  BV_THREAD_IDX, BV_BLOCK_IDX, BV_BLOCK_DIM, BV_GRID_DIM, BV_WARP_SIZE
} BuiltinVar;

/* The builtin a name denotes (for __has_builtin), or BI_NONE. */
int builtin_lookup(const char *name);
/* The features a TARGET_BUILTIN needs (builtins.def: "mai-insts", for
 * target_has_features), or NULL for any other builtin. */
const char *builtin_target_features(int id);

/* ---- The C library (sema/library.c) ---------------------------------------- */

/* One enumerator per function and per unit of sema/library.def. */
typedef enum LibFunc {
  LIB_NONE,
#define LIBFUNC(id, name, proto, header, builtin, unit) LIB_##id,
#define LIBUNIT(id, file)
#include "library.def"
#undef LIBFUNC
#undef LIBUNIT
  LIB_COUNT
} LibFunc;

typedef enum LibUnit {
  LU_NONE,
#define LIBFUNC(id, name, proto, header, builtin, unit)
#define LIBUNIT(id, file) LU_##id,
#include "library.def"
#undef LIBFUNC
#undef LIBUNIT
  LU_COUNT
} LibUnit;

/* The C library function `name` is (LIB_NONE if none), as clang's
 * __has_builtin knows them too: "strlen" and "__builtin_strlen". */
int library_lookup(const char *name);

/* ---- The checked program ---------------------------------------------------- */

typedef struct TypeTable {
  Type *void_, *bool_, *char_, *schar, *uchar, *short_, *ushort, *int_,
      *uint, *long_, *ulong, *llong, *ullong, *int128, *uint128, *half, *bf16, *float_, *double_;
  Type *void_ptr, *char_ptr;
} TypeTable;

typedef struct Program {
  TypeTable types;
  /* every file-scope or static-storage object and every function, in order
   * of first declaration */
  VEC(Object *) objects;
  uint32_t next_id; /* ids handed out: codegen sizes its tables by it */
  uint32_t next_stmt_id;
  /* the C library's objects by LibFunc, those made (NULL: none yet), for
   * codegen's calls of library functions (sema_library_need) */
  Object **library;
} Program;

typedef struct SemaOptions {
  bool device_default; /* unannotated functions are __host__ __device__ */
  bool approx_transcendentals; /* sinf and cosf calls are HIP's __sinf, __cosf */
} SemaOptions;

/* Checks a translation unit one external declaration at a time, as the
 * parser finishes each (parse_translation_unit's `each`), so that sema
 * meets a function's nodes while they are still in the cache: begin, then
 * sema_external for each declaration in order, then sema_finish, which
 * returns false when errors were reported since sema_begin.  `prog` is
 * then only fit for destruction.  Nothing needs freeing: the Sema and all
 * it makes live in ctx->arena. */
typedef struct Sema Sema;
Sema *sema_begin(Ctx *ctx, Program *prog, const SemaOptions *opts);
void sema_external(Sema *s, Declaration *d);
bool sema_finish(Sema *s);
/* The device library (docs/ARCHITECTURE.md, "The device library"): the
 * name of the unit of stdlib/ (embedded as "libc/string.c") that defines
 * a library function the program refers to and nothing defines yet, each
 * unit once, NULL when none is needed; the caller parses it between
 * sema_library_begin and sema_library_end, feeding sema_external, before
 * sema_finish. */
const char *sema_library_next_unit(Sema *s);
void sema_library_begin(Sema *s);
void sema_library_end(Sema *s);

/* ---- Type helpers (sema/type.c), also used by codegen --------------------- */

bool type_is_integer(const Type *t);
bool type_is_float(const Type *t);
bool type_is_arith(const Type *t);
bool type_is_scalar(const Type *t);
bool type_is_signed(const Type *t);
bool type_is_pointer(const Type *t);
bool type_is_record(const Type *t);
bool type_is_vector(const Type *t);
bool type_is_void(const Type *t);
bool type_is_complete(const Type *t);
Type *type_unqualified(Type *t);
int type_int_rank(const Type *t); /* C17 6.3.1.1 */
/* The value of an integer constant expression (C17 6.6), without
 * diagnostics; false when `e` is not one. */
bool sema_fold_int(Expr *e, int64_t *out);
/* The same for a floating (or integer) expression, as a double rounded
 * to its type at each step. */
bool sema_fold_float(Expr *e, double *out);
/* An asm operand's constraint asks for memory only ("m"): the operand is
 * passed by address (sema/asm.c). */
bool sema_asm_is_memory(const char *constraint);
/* An asm template in LLVM's form ($0, ${1:w}, $$) appended to out (NULL:
 * only checked); returns NULL, or clang's error with *at its offset. */
const char *sema_asm_template(const AsmStmt *a, Strbuf *out, size_t *at);
/* An integer constant's value truncated/extended to type t. */
uint64_t type_wrap(const Type *t, uint64_t v);

#endif

/* ---- Internals shared by the files of sema/ ---------------------------------------- */
#ifdef HIPC_SEMA_INTERNAL

typedef struct ScopeEntry {
  const char *name;
  Object *obj;   /* ordinary identifiers */
  Type *tag;     /* tags */
} ScopeEntry;

typedef struct LocalLabel {
  const char *name, *key;
} LocalLabel;

typedef struct Scope {
  struct Scope *parent;
  ScopeEntry *ords; /* open-addressed by name pointer */
  size_t ord_cap, ord_count;
  ScopeEntry *tags;
  size_t tag_cap, tag_count;
  bool is_file;
  bool is_prototype; /* a prototype's parameters (C17 6.2.1p4) */
} Scope;

/* A conditional expression and its operands as written, before they took
 * its type (conversion.c judges them). */
typedef struct CondOperands {
  Expr *cond, *a, *b;
} CondOperands;

/* A function named in the program: by `from` (NULL: at file scope, in
 * an initializer), at `loc`.  sema_finish follows them from what codegen
 * emits to report undefined device functions (link.c). */
typedef struct FuncRef {
  Object *from, *to;
  SrcLoc loc;
} FuncRef;

struct Sema {
  Ctx *ctx;
  Arena *arena;
  Diags *diags;
  Program *prog;
  TypeTable *T;
  Scope *scope;
  Scope *file_scope;
  Scope *free_scopes; /* popped, to be pushed again (scope.c) */
  Object *func;            /* the function being checked */
  Type *braced_return;     /* `return {...};`'s type, while its literal is checked */
  VEC(Object *) locals;    /* its automatic variables */
  VEC(Object *) block_externs; /* objects and functions first declared
                                  extern at block scope (C17 6.2.2p4) */
  Stmt *breakable;         /* innermost loop or switch */
  Stmt *continuable;       /* innermost loop */
  Stmt *switch_stmt;       /* innermost switch */
  size_t switch_cases;     /* where its labels start in `cases` */
  VEC(Stmt *) cases;       /* labels of the innermost switch */
  VEC(Stmt *) labels;      /* labels of the function */
  VEC(Stmt *) gotos;
  VEC(Expr *) label_addrs; /* &&label in the function */
  /* GNU __label__ names in the blocks being checked, innermost last: each
   * a key of its own, the name then a NUL and a number, so that a local
   * label is a label of its own that prints as its name (stmt.c) */
  VEC(LocalLabel) local_labels;
  CleanupScope *cleanup_scope; /* where sema is (stmt.c) */
  uint32_t local_label_count;
  const char *sym_main, *sym_true, *sym_false, *sym_x, *sym_y, *sym_z;
  SemaOptions opts;
  bool saw_return_value; /* the function returns a value somewhere */
  unsigned expr_depth; /* recursion guard, see expr.c */
  unsigned unevaluated; /* inside _Generic's controlling expression */
  VEC(CondOperands) conds; /* ?: of the function, for -Wsign-conversion */
  VEC(FuncRef) func_refs;  /* every function named, for link.c */
  VEC(Expr *) alias_calls; /* calls of a lib_alias declaration (library.c) */
  Stmt *stmt_expr_value;   /* the statement that gives a ({ }) its value */
  bool depth_reported;
  unsigned errors_at_begin; /* for sema_finish */
  /* The outermost array of the parameter being declared, whose size may be
   * any expression: the parameter adjusts to a pointer (C17 6.7.6.3p7). */
  const struct DeclOp *param_array;
  /* The type of the object an initializer of static storage initializes
   * (init.c): only it may give a flexible array member elements. */
  Type *init_object;
  Type *va_list_ptr;     /* struct __va_list_tag *, what va_start takes */
  Type *size_t_type;     /* unsigned long, named __size_t as clang 22 does */
  Object **lib_objects;  /* each C library function, once declared (library.c) */
  bool lib_unit_parsed[LU_COUNT]; /* the device library's, by LibUnit */
  bool in_library;       /* checking a unit of the device library */
  Scope *user_scope, *user_file_scope; /* the program's, during one */
  bool user_device_default;
  bool folded_extension; /* sema_eval_int went beyond C's integer constant
                            expressions (a const int, floating arithmetic) */
};

/* link.c */
void sema_check_undefined(Sema *s);

/* type.c */
void types_init(Sema *s);
Type *type_new(Sema *s, TypeKind k, uint64_t size, uint32_t align);
Type *type_pointer_to(Sema *s, Type *base);
Type *type_array_of(Sema *s, Type *elem, uint64_t len, bool incomplete);
Type *type_qualified(Sema *s, Type *t, unsigned quals);
Type *type_decay(Sema *s, Type *t);
bool type_compatible(const Type *a, const Type *b);
Type *type_promote(Sema *s, Type *t);
Type *type_to_unsigned(Sema *s, Type *t);
Type *type_arith_conversion(Sema *s, Type *a, Type *b);
/* A type as clang quotes it in a message, with what follows the quotes
 * (an "aka", a vector's description) marked for diag_vreport. */
const char *type_str(Sema *s, const Type *t);
/* clang's note after an error about an incomplete struct or union:
 * "forward declaration of 'struct S'", where it was declared. */
void sema_note_incomplete(Sema *s, const Type *t);
/* The type as written, nothing more. */
const char *type_spelling(Sema *s, const Type *t);
void record_layout(Sema *s, Record *r);
bool record_find_member(Record *r, const char *name, int *path, int *depth);

/* scope.c */
void scope_push(Sema *s);
void scope_pop(Sema *s);
Object *scope_lookup(Sema *s, const char *name);
Object *scope_lookup_local(Scope *sc, const char *name);
void scope_declare(Sema *s, Scope *sc, const char *name, Object *obj);
Type *scope_lookup_tag(Sema *s, const char *name, bool local_only);
void scope_declare_tag(Sema *s, const char *name, Type *t);
Object *object_new(Sema *s, ObjKind kind, const char *name, SrcLoc loc,
                   Type *type);

/* decl.c */
Type *sema_typeof(Sema *s, Expr *e);
Type *sema_type_of(Sema *s, DeclSpec *spec, Declarator *d, unsigned *storage,
                   Attr **attrs);
void sema_declaration(Sema *s, Declaration *d, bool file_scope);
void sema_function(Sema *s, Declaration *d);

/* init.c */
/* `var_loc`: where a type mismatch of `T v = x;` is reported (v). */
Init *sema_initializer(Sema *s, Type *t, Initializer *in, bool need_const,
                       SrcLoc var_loc);
bool sema_is_constant_init(Sema *s, Expr *e);

/* expr.c */
Expr *sema_expr(Sema *s, Expr *e);        /* checks, with lvalue conversion */
Expr *sema_expr_keep(Sema *s, Expr *e);   /* checks, keeps arrays/lvalues */
Expr *sema_cond(Sema *s, Expr *e);        /* a condition: scalar */
Expr *sema_convert(Sema *s, Expr *e, Type *to, const char *context);
Expr *sema_cast(Sema *s, Expr *e, Type *to, CastKind ck);
Expr *sema_assign_convert(Sema *s, Expr *e, Type *to, SrcLoc loc,
                          const char *what);
bool sema_eval_int(Sema *s, Expr *e, int64_t *out);
bool sema_const_int(Sema *s, Expr *e, int64_t *out, const char *what);
bool sema_is_null_ptr_const(Sema *s, Expr *e);
Expr *sema_int_const(Sema *s, uint64_t v, Type *t, SrcLoc loc);

/* literal.c */
Expr *sema_int_literal(Sema *s, Expr *e); /* and floating constants */
Expr *sema_char_literal(Sema *s, Expr *e);
Expr *sema_string_literal(Sema *s, Expr *e);

/* stmt.c */
void sema_stmt(Sema *s, Stmt *st);
void sema_asm(Sema *s, Stmt *st); /* asm.c */
const char *sema_label_key(Sema *s, const char *name);
/* After function f's body: each &&label to its label, and f's list of
 * the labels a computed goto may reach. */
void sema_label_addresses(Sema *s, Object *f);
void sema_goto_cleanups(Sema *s, Stmt *g);

/* flow.c */
bool sema_completes(Stmt *s);
bool sema_has_recovery(Stmt *s);
/* Does `s`, or a statement nested in it, satisfy `pred`? */
bool sema_stmt_any(Stmt *s, bool (*pred)(const Stmt *));
/* uninit.c: -Wuninitialized over a function body */
void sema_uninitialized(Sema *s, Stmt *body);
void sema_function_warnings(Sema *s, Object *f);

/* conversion.c */
void sema_check_conversion(Sema *s, Expr *e, Type *to);
void sema_check_conditionals(Sema *s);

/* exprtext.c */
const char *sema_expr_text(Sema *s, Expr *e); /* NULL: not printable */
SrcLoc sema_expr_begin(const Expr *e);

/* format.c */
void sema_check_printf(Sema *s, Expr *call, size_t format_arg);

/* vector.c */
Type *type_vector_of(Sema *s, Type *elem, uint64_t len, bool ext);
Type *sema_vector_type(Sema *s, Type *elem, bool ext, uint64_t n, SrcLoc loc);
Expr *sema_vector_member(Sema *s, Expr *e, Expr *base);
Expr *sema_vector_index(Sema *s, Expr *e);
Expr *sema_vector_splat(Sema *s, Expr *x, Type *vt);
Expr *sema_vector_binary(Sema *s, Expr *e);
Expr *sema_vector_compound(Sema *s, Expr *e);
Expr *sema_vector_unary(Sema *s, Expr *e);
Expr *sema_vector_cast(Sema *s, Expr *e, Expr *x, Type *to);

/* library.c */
/* clang's error for a use of an unavailable declaration (true when `o`
 * is one), and the message of __attribute__((unavailable("why"))): ""
 * without one. */
bool sema_unavailable_use(Sema *s, Object *o, SrcLoc at);
const char *sema_unavailable_message(Sema *s, const Attr *a);
/* A file-scope or extern declaration of a C library function: the
 * library's own object when the type is the library's (C17 6.2.7), else
 * NULL after clang's warning, with *alias set when calls may still go to
 * the library function (the same number of parameters). */
Object *sema_library_declaration(Sema *s, const char *name, Type *t, unsigned hip,
                                 SrcLoc loc, Object **alias);
/* A call of `callee` (an identifier) when it names a library function
 * that a builtin implements, or a __builtin_ spelling of a library
 * function; NULL when it is neither (an ordinary call). */
Expr *sema_library_call(Sema *s, Expr *call, Object *callee);
/* The library function that __builtin_strlen (say) calls, when a unit
 * defines it; NULL for any other name. */
Object *sema_library_object(Sema *s, const char *name);
/* A call of a declaration with lib_alias set: if nothing defines it, the
 * call becomes one of the library's function, with the declaration's
 * argument and result types converted (library.c). */
void sema_library_alias_call(Sema *s, Expr *call, Object *callee);
/* A call that codegen lowers, on some target, to calls of library
 * function `lib` (device printf to ockl's on AMDGPU): a reference to it
 * from the current function, so that its unit is parsed. */
void sema_library_need(Sema *s, int lib, SrcLoc loc);
/* clang's error for a call of an undeclared library function; false when
 * the name is none. */
bool sema_library_undeclared(Sema *s, Expr *callee);
int sema_library_approx(Sema *s, Object *f);
/* The builtin that implements library function `lib`, or BI_NONE. */
int library_builtin(int lib);
/* whether a unit of the device library defines it */
bool library_has_unit(int lib);
/* Which argument of library function `lib` is a printf format, or -1. */
int library_format_arg(int lib);

/* attr.c: the attributes of a declaration, read */
typedef struct AttrInfo {
  unsigned hip;
  SrcLoc hip_loc[6]; /* where each HIP_* attribute was, by bit index */
  unsigned hip_order[6]; /* HIP_* bits in the order they were written */
  int nhip;
  uint32_t aligned;
  bool packed, always_inline, noinline, optnone, noreturn, weak, used, unused;
  uint32_t lb_max, lb_min;
  bool has_flat_wg;
  bool has_vector, vector_ext; /* vector_size or ext_vector_type */
  uint32_t vector_n;           /* bytes, or elements for ext_vector_type */
  SrcLoc vector_loc;
  const char *unavailable;     /* its message: "" for none */
  const Attr *mode;            /* mode(M): the type by machine mode */
  const Attr *cleanup;         /* cleanup(f), with its one argument */
} AttrInfo;
/* GNU spells every attribute also as __name__. */
bool sema_attr_is(Sema *s, const Attr *a, const char *name);
void sema_attrs_read(Sema *s, Attr *list, AttrInfo *info);
/* vector_size(N) / ext_vector_type(N) applied to t */
Type *sema_vector_attribute(Sema *s, AttrInfo *ai, Type *t);
/* mode(QI/HI/SI/DI/SF/DF/word/pointer/byte) applied to t */
Type *sema_mode_attribute(Sema *s, AttrInfo *ai, Type *t);
/* cleanup(f) on variable v: the call f(&v) its scope's exits make, or
 * NULL (after a diagnostic, or where it does not apply) */
Expr *sema_cleanup_call(Sema *s, AttrInfo *ai, Object *v, bool is_local);
/* clang's "'device' and 'global' attributes are not compatible"; true
 * when both were written */
bool sema_hip_attr_conflict(Sema *s, AttrInfo *info, unsigned a, unsigned b);

/* builtins.c */
/* A builtin prototype string (builtins.def) as a function type; with
 * `constant`, which parameters must be integer constant expressions. */
Type *sema_proto_function(Sema *s, const char *proto, bool constant[16]);
Expr *sema_builtin_call(Sema *s, Expr *call, int id);
bool sema_call_arity(Sema *s, Expr *call, Type *ft, Object *fo);
Expr *sema_call_argument(Sema *s, Expr *arg, Type *ft, size_t i);
void builtins_declare(Sema *s);
/* builtins_gnu.c: the value of a call of a builtin clang evaluates in
 * constant expressions (__builtin_popcount(3)), if its operands are
 * constants; s may be NULL. */
bool sema_builtin_fold(Sema *s, Expr *e, int64_t *out);

#endif
