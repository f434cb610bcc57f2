/* ast.h - the syntax tree the Bison grammar builds, and sema completes.
 *
 * The parser fills in syntax only: declaration specifiers and declarators
 * as written, expressions and statements with their locations.  Sema then
 * resolves declarations into Objects and Types and annotates every Expr
 * with its type, inserting implicit conversions as EX_CAST nodes.  The
 * parser never looks inside a Type (docs/ARCHITECTURE.md, on the passes,
 * says what each one owns). */
#ifndef HIPC_AST_H
#define HIPC_AST_H

#include "../common/common.h"
#include "../lexer/lexer.h"

typedef struct Type Type;     /* sema/sema.h */
typedef struct Object Object; /* sema/sema.h */

/* sema: the variables with __attribute__((cleanup)) in scope at a point,
 * innermost first; scopes share their outer part. */
typedef struct CleanupScope {
  Object *var;
  struct CleanupScope *outer;
} CleanupScope;
typedef struct Expr Expr;
typedef struct Stmt Stmt;
typedef struct Declarator Declarator;
typedef struct DeclSpec DeclSpec;
typedef struct Declaration Declaration;
typedef struct Attr Attr;

/* ---- Attributes: GNU __attribute__((name(args))) ------------------------ */

struct Attr {
  const char *name; /* interned, with surrounding __ removed */
  SrcLoc loc;
  Expr **args;
  size_t nargs;
  const char *ident_arg; /* first argument when it is an identifier */
  Attr *next;
};

/* ---- Declaration syntax ------------------------------------------------ */

enum { /* storage classes, C17 6.7.1 */
  SC_TYPEDEF = 1,
  SC_EXTERN = 2,
  SC_STATIC = 4,
  SC_AUTO = 8,
  SC_REGISTER = 16,
  SC_THREAD_LOCAL = 32,
};

enum { /* type qualifiers, C17 6.7.3 */
  Q_CONST = 1,
  Q_VOLATILE = 2,
  Q_RESTRICT = 4,
  Q_ATOMIC = 8,
};

enum { /* function specifiers, C17 6.7.4 */
  FS_INLINE = 1,
  FS_NORETURN = 2,
};

typedef enum TypeSpecKind {
  TS_VOID, TS_CHAR, TS_SHORT, TS_INT, TS_LONG, TS_FLOAT, TS_DOUBLE,
  TS_SIGNED, TS_UNSIGNED, TS_BOOL, TS_COMPLEX, TS_FLOAT16,
  TS_TYPEDEF_NAME, TS_STRUCT, TS_UNION, TS_ENUM,
  TS_TYPEOF, /* GNU typeof / __typeof__ */
  TS_AUTO_TYPE, /* GNU __auto_type: the type of the declarator's initializer */
  TS_INT128,    /* GNU __int128 */
  TS_BF16,      /* clang's __bf16 */
  TS_LAST = TS_BF16
} TypeSpecKind;

typedef struct MemberDecl MemberDecl;
typedef struct Enumerator Enumerator;

/* struct-or-union-specifier / enum-specifier, C17 6.7.2.1 and 6.7.2.2 */
typedef struct TagSpec {
  const char *tag; /* NULL when anonymous */
  SrcLoc loc;
  bool has_body;
  bool is_union;
  bool declares_only; /* sema: `struct s;` alone, which declares s in its
                         own scope (C17 6.7.2.3p7) */
  uint32_t pack;           /* #pragma pack in force at the body (0: none) */
  MemberDecl *members;     /* struct/union body */
  Enumerator *enumerators; /* enum body */
  Attr *attrs;
} TagSpec;

typedef struct TypeSpec {
  TypeSpecKind kind;
  SrcLoc loc;
  const char *name; /* TS_TYPEDEF_NAME */
  union {
    TagSpec *tag;   /* TS_STRUCT, TS_UNION, TS_ENUM */
    Expr *typeof_arg; /* TS_TYPEOF: the expression, or an EX_SIZEOF
                         placeholder carrying a type name in spec/decl */
  };
} TypeSpec;

struct DeclSpec {
  SrcLoc loc;
  unsigned storage, quals, funcspec;
  SrcLoc storage_loc;
  SrcLoc restrict_loc, inline_loc, alignas_loc; /* line 0: not written */
  VEC(TypeSpec) specs;
  Attr *attrs;
  Expr *alignas_expr;
  DeclSpec *alignas_type_spec; /* _Alignas(type-name): its specifiers */
  Declarator *alignas_type_decl;
  bool extern_c; /* extern "C" in front */
  TypeSpec first_spec; /* specs.data's first home: most lists hold one */
  DeclSpec *next_spare; /* the parser's reuse list */
  Type *sema_type;      /* sema: the type the specifiers name */
  int64_t sema_alignas; /* sema: what _Alignas asks for; 0 nothing, -1 not yet known */
};

typedef enum DeclOpKind { DOP_POINTER, DOP_ARRAY, DOP_FUNCTION } DeclOpKind;

typedef struct ParamDecl {
  DeclSpec *spec;   /* NULL for a K&R parameter, named only */
  Declarator *decl; /* may be abstract (name NULL) */
  SrcLoc loc;
} ParamDecl;

/* One derivation step, applied to the base type in array order:
 * `int *a[3]` is {pointer, array 3}. */
typedef struct DeclOp {
  DeclOpKind kind;
  SrcLoc loc;
  unsigned quals;     /* pointer qualifiers; array [static const 3] quals */
  Expr *size;         /* array: NULL for [] */
  bool size_star;     /* [*] */
  bool is_static;     /* [static N] */
  ParamDecl *params;  /* function */
  size_t nparams;
  bool variadic;
  bool has_proto;     /* false for `f()` */
  Attr *attrs;
} DeclOp;

struct Declarator {
  const char *name; /* NULL for an abstract declarator */
  SrcLoc loc;       /* of the name, or of the declarator */
  DeclOp *ops;
  size_t nops;
  Attr *attrs;
  Expr *asm_label; /* GNU `int f(void) __asm__("name")`: the symbol */
};

typedef struct Initializer Initializer;

/* designator: .field or [index] (C17 6.7.9) */
typedef struct Designator {
  const char *field;
  Expr *index;
  Expr *index_end; /* GNU [a ... b] */
  SrcLoc loc;
  SrcLoc ellipsis_loc; /* the '...' of [a ... b] */
  struct Designator *next;
} Designator;

struct Initializer {
  SrcLoc loc;
  Expr *expr;          /* a single expression, or NULL for a braced list */
  Initializer **items; /* braced list */
  size_t nitems;
  Designator *designators; /* on this item of the enclosing list */
};

typedef struct InitDeclarator {
  Declarator *decl;
  Initializer *init;
  Expr *bitfield; /* members only */
  Object *obj;    /* sema: the object declared */
  bool init_error; /* '=' and then a syntax error: the initializer is lost */
} InitDeclarator;

struct Declaration {
  SrcLoc loc;
  DeclSpec *spec;
  InitDeclarator *items;
  size_t nitems;
  Expr *static_assert_cond; /* _Static_assert(cond, msg) when non-NULL */
  Expr *static_assert_msg;
  Stmt *body;               /* a function definition */
  Declaration **knr_decls;  /* its parameters' declarations, K&R style */
  size_t nknr_decls;
  Declaration **linkage_block; /* extern "C" { ... } */
  size_t nlinkage;
  bool recovered; /* the parser skipped a syntax error inside it */
};

struct MemberDecl {
  Declaration *decl;
  MemberDecl *next;
};

struct Enumerator {
  const char *name;
  SrcLoc loc;
  Expr *value;
  Enumerator *next;
};

/* ---- Expressions ------------------------------------------------------- */

typedef enum ExprKind {
  EX_INT,      /* integer constant; sema fills ival and type */
  EX_FLOAT,    /* floating constant; sema fills fval */
  EX_CHAR,     /* character constant */
  EX_STRING,   /* string literal(s), concatenated by sema */
  EX_IDENT,
  EX_UNARY,    /* op: + - ~ ! */
  EX_ADDR,     /* &e */
  EX_DEREF,    /* *e */
  EX_PREINC, EX_PREDEC, EX_POSTINC, EX_POSTDEC,
  EX_BINARY,   /* op: TokKind of the operator */
  EX_LOGAND, EX_LOGOR,
  EX_ASSIGN,   /* op: TOK_ASSIGN or a compound assignment */
  EX_COND,
  EX_COMMA,
  EX_CALL,
  EX_INDEX,
  EX_MEMBER,   /* e.f; arrow set for e->f */
  EX_CAST,     /* explicit (type)e, or implicit when `implicit` */
  EX_SIZEOF,   /* sizeof e or sizeof(type) */
  EX_ALIGNOF,
  EX_COMPOUND, /* (type){...} */
  EX_GENERIC,  /* _Generic */
  EX_STMT,     /* GNU ({ ... }) */
  EX_BUILTIN,  /* sema: a call to a compiler builtin (builtin id) */
  EX_BUILTIN_VAR, /* sema: threadIdx.x and friends (builtin id) */
  EX_INIT_VALUE, /* sema: an Initializer as a value (compound literals) */
  EX_SWIZZLE,  /* sema: v.xy of a vector; nargs elements, ival 4 bits each */
  EX_LABEL_ADDR, /* GNU &&label: name; sema: stmt the label, obj its function */
} ExprKind;

/* Conversions sema makes explicit (clang's CastKind, abridged). */
typedef enum CastKind {
  CK_NOOP,
  CK_ARRAY_TO_PTR,
  CK_FUNC_TO_PTR,
  CK_INT_CAST,    /* int -> int: trunc, sext or zext */
  CK_INT_TO_FLOAT,
  CK_FLOAT_TO_INT,
  CK_FLOAT_CAST,
  CK_PTR_TO_INT,
  CK_INT_TO_PTR,
  CK_PTR_CAST,
  CK_TO_BOOL,     /* scalar -> _Bool: e != 0 */
  CK_TO_VOID,
  CK_NULL_TO_PTR,
  CK_VECTOR_SPLAT, /* scalar -> ext_vector */
  CK_BITCAST,      /* same size reinterpretation (vectors) */
} CastKind;

typedef struct GenericAssoc {
  DeclSpec *spec; /* NULL for default */
  Declarator *decl;
  Expr *expr;
  Type *type;
} GenericAssoc;

/* 128 bytes: a 100,000-line file has half a million of these, so fields
 * that no kind uses together share storage. */
struct Expr {
  ExprKind kind;
  int16_t op;       /* TokKind of the operator */
  uint8_t cast;     /* EX_CAST: a CastKind */
  bool lvalue;      /* sema: designates an object */
  bool implicit;    /* EX_CAST inserted by sema */
  bool arrow;       /* EX_MEMBER */
  bool poisoned;    /* sema reported an error here: do not report again */
  bool parens;      /* written in parentheses (for -Wparentheses) */
  int member_index; /* sema, EX_MEMBER: index into the record's members */
  SrcLoc loc;       /* of the operator or the primary token */
  Type *type;       /* sema */
  Expr *lhs, *rhs;  /* operands; EX_CAST/EX_SIZEOF/EX_UNARY use lhs */
  union {
    Expr *cond;     /* EX_COND */
    Expr **args;    /* EX_CALL, EX_BUILTIN */
    Stmt *stmt;     /* EX_STMT */
  };
  uint32_t nargs;
  int builtin;      /* EX_BUILTIN / EX_BUILTIN_VAR */
  const char *name; /* EX_IDENT, EX_MEMBER field */
  Object *obj;      /* sema, EX_IDENT: what it names; EX_COMPOUND: the temp */
  union {
    struct { /* literals: EX_INT, EX_FLOAT, EX_CHAR, EX_STRING */
      Token *toks;  /* EX_INT/FLOAT/CHAR: toks[0]; EX_STRING: all pieces;
                       EX_MEMBER: the '.' or '->'; EX_CALL: the ')' */
      size_t ntoks;
      union {
        uint64_t ival; /* EX_INT, EX_CHAR */
        double fval;   /* EX_FLOAT */
      };
      const char *str; /* EX_STRING: bytes (element-encoded), with the NUL */
      size_t str_len;  /* EX_STRING: bytes including the NUL */
    };
    struct { /* type names and what follows them */
      DeclSpec *spec; /* casts, sizeof, compound literals, offsetof */
      Declarator *decl;
      Initializer *init; /* EX_COMPOUND */
      GenericAssoc *assocs;
      size_t nassocs;
    };
  };
};

/* ---- Statements -------------------------------------------------------- */

typedef enum StmtKind {
  ST_COMPOUND, ST_EXPR, ST_DECL, ST_IF, ST_WHILE, ST_DO, ST_FOR,
  ST_SWITCH, ST_CASE, ST_DEFAULT, ST_BREAK, ST_CONTINUE, ST_RETURN,
  ST_GOTO, ST_LABEL, ST_NULL,
  ST_LOCAL_LABEL, /* GNU __label__ a, b;: items, each an ST_NULL naming one */
  ST_ASM,         /* GNU asm statement: asm_ */
} StmtKind;

/* One operand of a GNU asm statement: [name] "constraint" (expr). */
typedef struct AsmOperand {
  const char *name;  /* NULL when unnamed */
  Expr *constraint;  /* a string literal */
  Expr *expr;
  SrcLoc loc;
} AsmOperand;

/* asm volatile ("template" : outputs : inputs : clobbers : labels); */
typedef struct AsmStmt {
  Expr *templ;       /* a string literal */
  AsmOperand *outs, *ins;
  size_t nouts, nins;
  Expr **clobbers;   /* string literals */
  size_t nclobbers;
  bool is_volatile, is_goto, has_operands; /* has_operands: extended asm */
  size_t nlabels;    /* asm goto's labels: not supported, only counted */
} AsmStmt;

typedef struct LoopHint {
  int unroll; /* 0 none, -1 `#pragma unroll`, 1 disable, N count */
} LoopHint;

/* Fields no kind uses together share storage; the accessors in the
 * comments say which kinds own them. */
struct Stmt {
  StmtKind kind;
  LoopHint hint;      /* loops: from a preceding #pragma unroll */
  uint32_t id;        /* sema, ST_LABEL: dense index for codegen's blocks */
  bool recovered;     /* what the parser kept after a syntax error */
  SrcLoc loc;
  Expr *expr;         /* ST_EXPR, conditions, ST_RETURN, ST_CASE value */
  Stmt *body;         /* bodies; the statement after a label */
  Stmt *target;       /* sema, ST_GOTO: the label; ST_BREAK/CONTINUE: the loop */
  union {
    struct {          /* ST_COMPOUND */
      Stmt **items;
      size_t nitems;
      SrcLoc end_loc; /* its closing brace */
    };
    struct {          /* ST_IF: els; ST_FOR: init (ST_DECL or ST_EXPR), step */
      Stmt *els;
      Stmt *init;
      Expr *step;
    };
    struct {          /* sema, ST_SWITCH: its case and default labels */
      Stmt **cases;
      size_t ncases;
    };
    struct {          /* ST_CASE: GNU range end; sema: the values */
      Expr *expr_end;
      int64_t case_value, case_end;
    };
    Declaration *decl; /* ST_DECL */
    AsmStmt *asm_;     /* ST_ASM */
    struct {           /* ST_GOTO, ST_LABEL (a GOTO with expr: goto *expr;) */
      const char *label;
      SrcLoc label_loc; /* ST_GOTO: where the label is named */
      bool address_taken; /* sema, ST_LABEL: &&label is used */
      CleanupScope *cleanups; /* sema: those in scope here */
    };
  };
};

/* ---- The translation unit ------------------------------------------------ */

typedef struct TranslationUnit {
  Declaration **decls;
  size_t ndecls;
} TranslationUnit;

/* ---- Parser entry point (parser/feed.c) --------------------------------- */

/* Parses the preprocessed tokens into `tu`.  Errors go to ctx->diags; the
 * tree is still returned (with the erroneous parts dropped).  `each`, when
 * not NULL, is called with each external declaration (C17 6.9) as soon as
 * it is complete, in order, and with what error recovery kept of it. */
typedef void (*ExternalDeclFn)(void *user, Declaration *d);
bool parse_translation_unit(Ctx *ctx, const TokenArray *toks,
                            TranslationUnit *tu, ExternalDeclFn each,
                            void *user);

#endif
