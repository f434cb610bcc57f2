/* parser.h - internals shared by the Bison grammar (parser/grammar.y), the
 * token feed (parser/feed.c), its error recovery (parser/recover.c) and the
 * AST builders (parser/build.c).  The rest of hipc sees only parser/ast.h. */
#ifndef HIPC_PARSER_H
#define HIPC_PARSER_H

#include "ast.h"

typedef VEC(void *) PtrList;

/* Names the token feed must classify: typedef names (and, as HIP-C's C++
 * convenience, struct/union/enum tags) shadowed by ordinary identifiers in
 * inner scopes.  C17 6.2.1 scopes are approximated by braces. */
typedef struct NameEntry {
  const char *name;
  bool is_type;
  unsigned depth;
  int shadowed; /* the entry of the same name this one hides, or -1 */
} NameEntry;

/* name -> index of its innermost NameEntry, open addressing */
typedef struct NameSlot {
  const char *name;
  int entry;
} NameSlot;

typedef struct PendingHint {
  const Token *loop_keyword;
  LoopHint hint;
} PendingHint;

/* What parser/recover.c keeps to recover from syntax errors as clang does
 * and to word its messages (read by the grammar's yyreport_syntax_error):
 * the tokens around the lookahead, the brackets still open, what the
 * current statement started with, where a for's header is. */
typedef struct RecoverState {
  const Token *before;  /* the token handed out before ps->prev */
  int before_class;     /* and what the feed made of that one */
  bool before_in_expr;  /* the identifier before the last one stood in an
                           expression, not at a statement's start (where it
                           may begin a declaration) */
  VEC(const Token *) open; /* unclosed ( [ {, for "to match this" notes */
  bool unmatched_close;    /* the last } closed nothing */
  int stmt_first;      /* class of the first token of the current statement */
  unsigned for_parens; /* inside the parentheses of a for: their depth */
  int for_semis;       /* the ';' seen there so far */
} RecoverState;

typedef struct ParseState {
  Ctx *ctx;
  Arena *arena;
  const Token *toks;
  size_t ntoks, pos;
  const Token *prev; /* the last token handed to Bison (the lookahead,
                        when a syntax error is reported) */
  uint32_t pack;           /* #pragma pack(N): members aligned to at most N */
  VEC(uint32_t) pack_stack; /* #pragma pack(push) */
  VEC(unsigned char) open_expr; /* for each unclosed ( [ {: does it hold
                                   expressions (call arguments, an
                                   initializer list)? */
  bool ident_in_expr;      /* the last identifier stood in an expression */
  bool past_specifiers; /* since the last statement or declaration start,
                           more than storage classes, qualifiers and
                           attributes (`static __attribute__((x))`) */
  unsigned attr_parens; /* inside __attribute__((...)): its depth + 1 */
  unsigned parens;     /* ( and [ nesting, to find statement starts */
  int prev_class;    /* what the feed made of it */
  int prev_prev_class;
  unsigned depth;    /* brace depth */
  VEC(NameEntry) names; /* a stack, popped at each closing brace */
  NameSlot *slots;
  size_t slot_cap, slot_count;
  VEC(unsigned char) tag_braces; /* per open brace: a struct or union body
                                    (1), an enum body (2), neither (0) */
  bool after_tag_body;           /* the last token closed a struct body */
  unsigned tag_attr_parens;      /* inside attributes after such a body: the
                                    paren depth they close at, plus one */
  bool after_tag_attrs;          /* the last token closed those attributes */
  VEC(PendingHint) hints;
  LoopHint next_hint;   /* from a #pragma unroll awaiting its loop */
  bool have_hint;
  RecoverState recover;     /* recover.c's */
  VEC(Declaration *) decls; /* the translation unit */
  ExternalDeclFn each;      /* told of each of them (ast_external) */
  void *each_user;
  DeclSpec *spare_specs; /* merged-away specifier pieces, for reuse */
  struct FeedTables *feed;  /* feed.c's keyword table */
  struct CxxWords *cxx;     /* cxx.c's words */
  VEC(unsigned) namespaces; /* cxx.c: the brace depth at each open C++
                               namespace body, whose '}' Bison never sees */
  size_t cxx_resume;        /* cxx.c: go on at this token, with a ';' */
  size_t asm_end;           /* the ')' closing the asm statement being read */
  bool asm_half_colon;      /* the first ':' of a `::` in it was handed out */
} ParseState;

/* feed.c */
void feed_init(ParseState *ps);
/* The Bison token of the keyword `sym` (interned) spells, or 0. */
int feed_keyword(const ParseState *ps, const char *sym);
/* A keyword that is a basic type specifier: void, char ... _Float16,
 * __int128, __bf16 (C17 6.7.2's list, less _Complex, plus GNU's and
 * clang's). */
bool feed_basic_type(int cls);
void feed_declare(ParseState *ps, const char *name, bool is_type);
LoopHint feed_take_hint(ParseState *ps, const Token *loop_keyword);
/* The type specifier a FCAST_TYPE token stands for. */
TypeSpecKind feed_type_spec(ParseState *ps, const Token *t);

/* Has the program declared `name` (an interned identifier) in a scope
 * still open?  Is it a type name there? */
bool feed_is_declared(const ParseState *ps, const char *name);
bool feed_is_type_name(const ParseState *ps, const char *name);
/* Is the innermost open brace a struct, union or enum body? */
bool feed_in_tag_body(const ParseState *ps);

/* cxx.c: C++ constructs HIP-C lacks, found in the token stream before
 * Bison sees `t` (yylex asks about each token, with the feed's state still
 * the one before it).  Each is reported once, and the answer says how to
 * go on:
 *   CXX_NONE                 `t` is no such construct;
 *   CXX_SKIP                 skip *n tokens from `t`;
 *   CXX_SKIP_THEN_SEMICOLON  skip them and hand Bison a ';';
 *   CXX_KEEP_THEN_SEMICOLON  hand Bison `t`, skip the *n - 1 tokens after
 *                            it, then a ';';
 *   CXX_AS                   hand Bison `t` as token *cls. */
typedef enum CxxAction {
  CXX_NONE,
  CXX_SKIP,
  CXX_SKIP_THEN_SEMICOLON,
  CXX_KEEP_THEN_SEMICOLON,
  CXX_AS,
} CxxAction;
typedef struct CxxWords CxxWords;
void cxx_init(ParseState *ps);
CxxAction cxx_construct(ParseState *ps, const Token *t, size_t *n, int *cls);

/* recover.c: clang's recovery from a few syntax errors in the token stream,
 * before Bison sees them.  yylex asks about each token it reads (pragmas
 * aside), before its own state moves past it: `cls` is the class it gave
 * `t`, or 0 when it hands Bison nothing for `t` (the end of input, GNU's
 * __extension__).  The answer:
 *   RECOVER_READ       go on with `t` (ps->recover has moved past it,
 *                      unless `cls` is 0);
 *   RECOVER_SEMICOLON  an error was reported: hand Bison a ';' the source
 *                      left out, located at *semi_at, and leave `t` for
 *                      the next call (ps->recover has moved past the ';');
 *   RECOVER_DROP       an error was reported: skip `t`. */
typedef enum RecoverAction {
  RECOVER_READ,
  RECOVER_SEMICOLON,
  RECOVER_DROP,
} RecoverAction;
RecoverAction recover_token(ParseState *ps, const Token *t, int cls,
                            SrcLoc *semi_at);

/* build.c: small constructors the grammar actions call. */
/* A finished external declaration: into the unit, and to ps->each. */
void ast_external(ParseState *ps, Declaration *d);
/* Is the declarator's outermost derivation a function's (C17 6.9.1p2:
 * a function definition's declarator declares the function itself)? */
bool ast_declares_function(const Declarator *d);
/* clang's "expected ';' ..." just after what `after` spans, with its
 * fix-it. */
void ast_expected_semicolon(ParseState *ps, SrcLoc after, const char *msg);
Expr *ast_expr(ParseState *ps, ExprKind kind, SrcLoc loc);
Expr *ast_binary(ParseState *ps, ExprKind kind, int op, SrcLoc loc, Expr *l,
                 Expr *r);
Expr *ast_unary(ParseState *ps, ExprKind kind, int op, SrcLoc loc, Expr *e);
Stmt *ast_stmt(ParseState *ps, StmtKind kind, SrcLoc loc);
DeclSpec *ast_spec(ParseState *ps, SrcLoc loc);
void ast_spec_add_type(ParseState *ps, DeclSpec *s, TypeSpecKind k, SrcLoc loc,
                       const char *name, TagSpec *tag);
DeclSpec *ast_spec_merge(ParseState *ps, DeclSpec *a, DeclSpec *b);
Declarator *ast_declarator(ParseState *ps, const char *name, SrcLoc loc);
/* Adds `op` as applied after the declarator's existing ops (a pointer in
 * front), or before them (an array or function suffix). */
void ast_decl_append(ParseState *ps, Declarator *d, DeclOp op);
void ast_decl_prepend(ParseState *ps, Declarator *d, DeclOp op);
/* `from`'s ops, in order, in front of d's (a pointer before its
 * declarator). */
void ast_decl_prepend_all(ParseState *ps, Declarator *d, const Declarator *from);
Declaration *ast_declaration(ParseState *ps, SrcLoc loc, DeclSpec *spec,
                             PtrList *items);
Attr *ast_attr_concat(Attr *a, Attr *b);
void **ast_list_finish(ParseState *ps, PtrList *l, size_t *n);
AsmOperand *ast_asm_operands(ParseState *ps, PtrList *l, size_t *n);
/* Registers the names a finished declaration introduces with the feed. */
void ast_declare_names(ParseState *ps, Declaration *d);
/* A function definition's parameters, as the body (whose '{' the feed has
 * just opened) sees them: names that hide a typedef (C17 6.2.1p4). */
void ast_declare_params(ParseState *ps, const Declarator *d);
SrcLoc loc_span(SrcLoc a, SrcLoc b);

#endif
