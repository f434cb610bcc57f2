/* grammar.y - C17 (annex A.2) with the GNU and HIP extensions kernels use.
 *
 * The actions only build AST nodes (parser/build.c); meaning is sema's job.
 * Typedef names arrive as TYPE_NAME from the token feed (parser/feed.c), the
 * classic "lexer hack".  Locations are SrcLocs of the first token. */

%define api.pure full
%define parse.error custom
%locations
%param {ParseState *ps}
%expect 0

%code requires {
#include "parser/parser.h"
#define YYLTYPE SrcLoc
#define YYLTYPE_IS_DECLARED 1
#define YYLTYPE_IS_TRIVIAL 1
}

%code provides {
int yylex(YYSTYPE *lval, YYLTYPE *lloc, ParseState *ps);
}

%code {
#include <string.h>

/* A rule's location is its first token's; empty rules take the next. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                            \
  do {                                                                         \
    if (N)                                                                     \
      (Cur) = YYRHSLOC(Rhs, 1);                                                \
    else                                                                       \
      (Cur) = YYRHSLOC(Rhs, 0);                                                \
  } while (0)

/* Bison's stacks grow on the heap up to this many entries: a few per
 * level of nesting. */
#define YYMAXDEPTH 2000000

static void yyerror(YYLTYPE *loc, ParseState *ps, const char *msg) {
  if (strstr(msg, "memory exhausted"))
    msg = "nesting is too deep for the parser";
  diag_error(&ps->ctx->diags, *loc, "%s", msg);
}

static DeclOp op_pointer(SrcLoc loc, unsigned quals, Attr *attrs) {
  DeclOp op = {DOP_POINTER, loc};
  op.quals = quals;
  op.attrs = attrs;
  return op;
}

static DeclOp op_array(SrcLoc loc, unsigned quals, bool is_static, Expr *size) {
  DeclOp op = {DOP_ARRAY, loc};
  op.quals = quals;
  op.is_static = is_static;
  op.size = size;
  return op;
}

static PtrList *list_new(ParseState *ps) {
  return arena_alloc(ps->arena, sizeof(PtrList));
}

static PtrList *list_add(ParseState *ps, PtrList *l, void *x) {
  if (!l)
    l = list_new(ps);
  VEC_PUSH(ps->arena, *l, x);
  return l;
}

static ParamDecl *knr_param(ParseState *ps, const Token *name) {
  ParamDecl *p = arena_alloc(ps->arena, sizeof *p);
  p->decl = ast_declarator(ps, name->text, name->loc);
  p->loc = name->loc;
  return p;
}

static DeclOp op_function(ParseState *ps, SrcLoc loc, PtrList *params,
                          bool variadic, bool has_proto) {
  DeclOp op = {DOP_FUNCTION, loc};
  size_t n = 0;
  if (params) {
    op.params = arena_alloc(ps->arena, params->len * sizeof(ParamDecl));
    for (size_t i = 0; i < params->len; i++)
      op.params[i] = *(ParamDecl *)params->data[i];
    n = params->len;
  }
  op.nparams = n;
  op.variadic = variadic;
  op.has_proto = has_proto;
  return op;
}

static Expr *call_args(ParseState *ps, Expr *e, PtrList *args) {
  if (args) {
    size_t n;
    e->args = (Expr **)ast_list_finish(ps, args, &n);
    e->nargs = (uint32_t)n;
  }
  return e;
}

static Initializer *init_list(ParseState *ps, SrcLoc loc, PtrList *items) {
  Initializer *in = arena_alloc(ps->arena, sizeof *in);
  in->loc = loc;
  if (items)
    in->items = (Initializer **)ast_list_finish(ps, items, &in->nitems);
  return in;
}

static Expr *type_expr(ParseState *ps, ExprKind k, SrcLoc loc, Expr *tn) {
  /* `tn` is a placeholder Expr carrying a type name in spec/decl. */
  tn->kind = k;
  tn->loc = loc;
  (void)ps;
  return tn;
}

static Stmt *loop(ParseState *ps, StmtKind k, const Token *kw) {
  Stmt *s = ast_stmt(ps, k, kw->loc);
  s->hint = feed_take_hint(ps, kw);
  return s;
}
}

%union {
  const Token *tok;
  Expr *expr;
  Stmt *stmt;
  DeclSpec *spec;
  Declarator *decl;
  InitDeclarator *idecl;
  Declaration *declaration;
  Initializer *init;
  Designator *desig;
  Attr *attr;
  TagSpec *tag;
  Enumerator *enumr;
  MemberDecl *member;
  PtrList *list;
  ParamDecl *param;
  AsmStmt *asm_;
  AsmOperand *asmop;
  GenericAssoc *assoc;
  unsigned flags;
  int op;
}

%token <tok> IDENTIFIER TYPE_NAME NUMBER CHAR_CONST STRING
%token <tok> PTR_OP "->" INC_OP "++" DEC_OP "--" LEFT_OP "<<" RIGHT_OP ">>"
%token <tok> LE_OP "<=" GE_OP ">=" EQ_OP "==" NE_OP "!=" AND_OP "&&" OR_OP "||"
%token <tok> MUL_ASSIGN "*=" DIV_ASSIGN "/=" MOD_ASSIGN "%=" ADD_ASSIGN "+="
%token <tok> SUB_ASSIGN "-=" LEFT_ASSIGN "<<=" RIGHT_ASSIGN ">>=" AND_ASSIGN "&="
%token <tok> XOR_ASSIGN "^=" OR_ASSIGN "|=" ELLIPSIS "..."
%token <tok> '(' ')' '[' ']' '{' '}' '.' '&' '*' '+' '-' '~' '!' '/' '%'
%token <tok> '<' '>' '^' '|' '?' ':' ';' '=' ','

%token <tok> TYPEDEF "typedef" EXTERN "extern" STATIC "static" AUTO "auto"
%token <tok> REGISTER "register" THREAD_LOCAL "_Thread_local"
%token <tok> INLINE "inline" NORETURN "_Noreturn"
%token <tok> CONST "const" RESTRICT "restrict" VOLATILE "volatile" ATOMIC "_Atomic"
%token <tok> BOOL "_Bool" CHAR "char" SHORT "short" INT "int" LONG "long"
%token <tok> SIGNED "signed" UNSIGNED "unsigned" FLOAT "float" DOUBLE "double"
%token <tok> VOID "void" COMPLEX "_Complex" FLOAT16 "_Float16" BF16 "__bf16" INT128 "__int128"
%token <tok> STRUCT "struct" UNION "union" ENUM "enum"
%token <tok> CASE "case" DEFAULT "default" IF "if" ELSE "else" SWITCH "switch"
%token <tok> WHILE "while" DO "do" FOR "for" GOTO "goto" CONTINUE "continue"
%token <tok> BREAK "break" RETURN "return" SIZEOF "sizeof"
%token <tok> ALIGNAS "_Alignas" ALIGNOF "_Alignof" GENERIC "_Generic"
%token <tok> STATIC_ASSERT "_Static_assert" ATTRIBUTE "__attribute__"
%token <tok> EXTERN_C "extern \"C\"" EXTENSION "__extension__"
%token <tok> STATIC_CAST "static_cast" REINTERPRET_CAST "reinterpret_cast"
%token <tok> CONST_CAST "const_cast" NULLPTR "nullptr"
%token <tok> BUILTIN_OFFSETOF "__builtin_offsetof" BUILTIN_VA_ARG "__builtin_va_arg"
%token <tok> BUILTIN_TYPES_COMPATIBLE "__builtin_types_compatible_p"
%token <tok> BUILTIN_BIT_CAST "__builtin_bit_cast"
%token <tok> LOCAL_LABEL "__label__" ASM "asm"
%token <tok> TYPEOF "typeof"
%token <tok> ATOMIC_SPEC "_Atomic(" /* _Atomic before '(': C17 6.7.2.4p4 */
%token <tok> NOINLINE "__noinline__" AUTO_TYPE "__auto_type"
%token <tok> TAG_ATTRIBUTE "__attribute__ after a type's body"
%token <tok> FCAST_TYPE "type name of a functional cast"

%precedence IF_WITHOUT_ELSE
%precedence ELSE
/* attributes after a declarator take every __attribute__ that follows,
 * rather than leave one to start a K&R parameter declaration */
%precedence ATTRIBUTES_END
%precedence "__attribute__" "__noinline__"
%right '?'
%left "||"
%left "&&"
%left '|'
%left '^'
%left '&'
%left "==" "!="
%left '<' '>' "<=" ">="
%left "<<" ">>"
%left '+' '-'
%left '*' '/' '%'
%precedence UNARY

%type <expr> postfix_expression unary_expression binary_expression
%type <expr> assignment_expression expression
%type <expr> constant_expression expression_opt type_name generic_selection
%type <expr> string_literal offsetof_member
%type <list> argument_expression_list generic_assoc_list
%type <assoc> generic_association
%type <op> assignment_operator unary_operator
%type <tok> cxx_cast
%type <spec> declaration_specifiers specifier_qualifier_list
%type <spec> declaration_specifier specifier_qualifier type_specifier
%type <spec> alignment_specifier
%type <flags> storage_class_specifier type_qualifier function_specifier
%type <flags> type_qualifier_list type_qualifier_list_opt
%type <declaration> declaration function_definition static_assert_declaration
%type <declaration> struct_declaration
%type <list> init_declarator_list struct_declarator_list struct_declaration_list
%type <list> initializer_list parameter_list block_item_list identifier_list
%type <list> declaration_list local_label_list asm_operands asm_operand_list
%type <list> asm_clobbers asm_string_list
%type <asm_> asm_sections
%type <asmop> asm_operand
%type <flags> asm_qualifiers
%type <stmt> asm_statement
%type <list> external_declarations
%type <idecl> init_declarator struct_declarator
%type <decl> declarator direct_declarator
%type <decl> abstract_declarator direct_abstract_declarator
%type <decl> pointer
%type <init> initializer
%type <desig> designation designator_list designator
%type <tag> struct_or_union_specifier enum_specifier
%type <tok> struct_or_union
%type <enumr> enumerator enumerator_list
%type <param> parameter_declaration
%type <attr> attribute_specifier attribute_list attribute attributes attributes_opt
%type <attr> tag_attributes_opt
%type <stmt> statement labeled_statement compound_statement expression_statement
%type <stmt> selection_statement iteration_statement jump_statement block_item
%type <stmt> block_item_or_decl

%start translation_unit

%%

/* ---- A.2.1 Expressions ---- */


/* __builtin_offsetof's member designator: a.b[2].c, kept as an expression
 * over a placeholder base. */
offsetof_member
  : IDENTIFIER
      { $$ = ast_expr(ps, EX_MEMBER, $1->loc); $$->name = $1->text; }
  | TYPE_NAME /* a member may share its name with a tag or typedef */
      { $$ = ast_expr(ps, EX_MEMBER, $1->loc); $$->name = $1->text; }
  | offsetof_member '.' IDENTIFIER
      { $$ = ast_expr(ps, EX_MEMBER, $3->loc); $$->name = $3->text; $$->lhs = $1; }
  | offsetof_member '[' expression ']'
      { $$ = ast_binary(ps, EX_INDEX, 0, $2->loc, $1, $3); }
  ;

string_literal
  : STRING
      { $$ = ast_expr(ps, EX_STRING, $1->loc); $$->toks = (Token *)$1; $$->ntoks = 1; }
  | string_literal STRING
      { $$ = $1; $$->ntoks++; /* tokens are contiguous in the array */ }
  ;

generic_selection
  : GENERIC '(' assignment_expression ',' generic_assoc_list ')'
      { $$ = ast_expr(ps, EX_GENERIC, $1->loc); $$->lhs = $3;
        $$->nassocs = $5->len;
        $$->assocs = arena_alloc(ps->arena, $5->len * sizeof(GenericAssoc));
        for (size_t i = 0; i < $5->len; i++)
          $$->assocs[i] = *(GenericAssoc *)$5->data[i]; }
  ;

generic_assoc_list
  : generic_association                          { $$ = list_add(ps, NULL, $1); }
  | generic_assoc_list ',' generic_association   { $$ = list_add(ps, $1, $3); }
  ;

generic_association
  : type_name ':' assignment_expression
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->spec = $1->spec;
        $$->decl = $1->decl; $$->expr = $3; }
  | DEFAULT ':' assignment_expression
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->expr = $3; }
  ;

/* C17 6.5.1's primary expressions are alternatives of postfix_expression
 * here: one reduction fewer for every operand. */
postfix_expression
  : IDENTIFIER
      { $$ = ast_expr(ps, EX_IDENT, $1->loc); $$->name = $1->text; }
  | NUMBER
      { $$ = ast_expr(ps, EX_INT, $1->loc); $$->toks = (Token *)$1; $$->ntoks = 1; }
  | CHAR_CONST
      { $$ = ast_expr(ps, EX_CHAR, $1->loc); $$->toks = (Token *)$1; $$->ntoks = 1; }
  | NULLPTR
      { $$ = ast_expr(ps, EX_INT, $1->loc); $$->toks = (Token *)$1; $$->ntoks = 1; $$->name = $1->text; }
  | string_literal
  | '(' expression ')'
      { $$ = $2; $$->parens = true; }
  | '(' compound_statement ')'
      { $$ = ast_expr(ps, EX_STMT, $1->loc); $$->stmt = $2; }
  | generic_selection
  | BUILTIN_OFFSETOF '(' type_name ',' offsetof_member ')'
      { $$ = ast_expr(ps, EX_BUILTIN, $1->loc); $$->name = $1->text;
        $$->spec = $3->spec; $$->decl = $3->decl; $$->lhs = $5; }
  | BUILTIN_VA_ARG '(' assignment_expression ',' type_name ')'
      { $$ = ast_expr(ps, EX_BUILTIN, $1->loc); $$->name = $1->text;
        $$->spec = $5->spec; $$->decl = $5->decl; $$->lhs = $3; $$->rhs = $5; }
  | BUILTIN_TYPES_COMPATIBLE '(' type_name ',' type_name ')'
      { $$ = ast_expr(ps, EX_BUILTIN, $1->loc); $$->name = $1->text;
        $$->spec = $3->spec; $$->decl = $3->decl; $$->lhs = $5; }
  | BUILTIN_BIT_CAST '(' type_name ',' assignment_expression ')'
      { $$ = ast_expr(ps, EX_BUILTIN, $1->loc); $$->name = $1->text;
        $$->spec = $3->spec; $$->decl = $3->decl; $$->lhs = $5; $$->rhs = $3; }
  | postfix_expression '[' expression ']'
      { $$ = ast_binary(ps, EX_INDEX, 0, $2->loc, $1, $3); }
  | postfix_expression '(' ')'
      { $$ = ast_unary(ps, EX_CALL, 0, $2->loc, $1); $$->toks = (Token *)$3; }
  | postfix_expression '(' argument_expression_list ')'
      { $$ = call_args(ps, ast_unary(ps, EX_CALL, 0, $2->loc, $1), $3); $$->toks = (Token *)$4; }
  | postfix_expression '.' IDENTIFIER
      { $$ = ast_unary(ps, EX_MEMBER, 0, $3->loc, $1); $$->name = $3->text; $$->toks = (Token *)$2; }
  | postfix_expression '.' TYPE_NAME
      { $$ = ast_unary(ps, EX_MEMBER, 0, $3->loc, $1); $$->name = $3->text; $$->toks = (Token *)$2; }
  | postfix_expression "->" IDENTIFIER
      { $$ = ast_unary(ps, EX_MEMBER, 0, $3->loc, $1); $$->name = $3->text; $$->arrow = true; $$->toks = (Token *)$2; }
  | postfix_expression "->" TYPE_NAME
      { $$ = ast_unary(ps, EX_MEMBER, 0, $3->loc, $1); $$->name = $3->text; $$->arrow = true; $$->toks = (Token *)$2; }
  | postfix_expression "++"
      { $$ = ast_unary(ps, EX_POSTINC, 0, $2->loc, $1); }
  | postfix_expression "--"
      { $$ = ast_unary(ps, EX_POSTDEC, 0, $2->loc, $1); }
  | '(' type_name ')' '{' initializer_list '}'
      { $$ = type_expr(ps, EX_COMPOUND, $1->loc, $2); $$->init = init_list(ps, $4->loc, $5); }
  | '(' type_name ')' '{' initializer_list ',' '}'
      { $$ = type_expr(ps, EX_COMPOUND, $1->loc, $2); $$->init = init_list(ps, $4->loc, $5); }
  | '(' type_name ')' '{' '}'
      { $$ = type_expr(ps, EX_COMPOUND, $1->loc, $2); $$->init = init_list(ps, $4->loc, NULL); }
  | cxx_cast '<' type_name '>' '(' expression ')'
      { $$ = type_expr(ps, EX_CAST, $1->loc, $3); $$->lhs = $6; }
  | FCAST_TYPE '(' expression ')'
      { $$ = ast_expr(ps, EX_CAST, $1->loc); $$->spec = ast_spec(ps, $1->loc);
        ast_spec_add_type(ps, $$->spec, feed_type_spec(ps, $1), $1->loc,
                          $1->text, NULL);
        $$->decl = ast_declarator(ps, NULL, $1->loc); $$->lhs = $3; }
  ;

/* HIP-C accepts C++'s named casts of scalar types, as clang does in HIP
 * code (which it compiles as C++). */
cxx_cast: STATIC_CAST | REINTERPRET_CAST | CONST_CAST ;

argument_expression_list
  : assignment_expression                              { $$ = list_add(ps, NULL, $1); }
  | argument_expression_list ',' assignment_expression { $$ = list_add(ps, $1, $3); }
  ;

unary_expression
  : postfix_expression
  | "++" unary_expression      { $$ = ast_unary(ps, EX_PREINC, 0, $1->loc, $2); }
  | "--" unary_expression      { $$ = ast_unary(ps, EX_PREDEC, 0, $1->loc, $2); }
  | '&' binary_expression %prec UNARY
      { $$ = ast_unary(ps, EX_ADDR, 0, $1->loc, $2); }
  | "&&" IDENTIFIER /* GNU: the address of a label */
      { $$ = ast_expr(ps, EX_LABEL_ADDR, $2->loc); $$->name = $2->text; }
  | '*' binary_expression %prec UNARY
      { $$ = ast_unary(ps, EX_DEREF, 0, $1->loc, $2); }
  | unary_operator binary_expression %prec UNARY
      { $$ = ast_unary(ps, EX_UNARY, $1, @1, $2); }
  | SIZEOF unary_expression    { $$ = ast_unary(ps, EX_SIZEOF, 0, $1->loc, $2); }
  | SIZEOF '(' type_name ')'   { $$ = type_expr(ps, EX_SIZEOF, $1->loc, $3); }
  | ALIGNOF '(' type_name ')'  { $$ = type_expr(ps, EX_ALIGNOF, $1->loc, $3); }
  | ALIGNOF unary_expression   { $$ = ast_unary(ps, EX_ALIGNOF, 0, $1->loc, $2); }
  ;

unary_operator
  : '+' { $$ = TOK_PLUS; }
  | '-' { $$ = TOK_MINUS; }
  | '~' { $$ = TOK_TILDE; }
  | '!' { $$ = TOK_BANG; }
  ;

/* C17 6.5.4-6.5.15: casts, the binary operators and the conditional
 * operator, by precedence (the declarations above) rather than one
 * nonterminal per level: an operand then costs a few reductions instead of
 * a dozen.  The unary operators' operands are binary_expressions at UNARY
 * precedence, which is C's cast-expression. */
binary_expression
  : unary_expression
  | '(' type_name ')' binary_expression %prec UNARY
      { $$ = type_expr(ps, EX_CAST, $1->loc, $2); $$->lhs = $4; }
  | binary_expression '*' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_STAR, $2->loc, $1, $3); }
  | binary_expression '/' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_SLASH, $2->loc, $1, $3); }
  | binary_expression '%' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_PERCENT, $2->loc, $1, $3); }
  | binary_expression '+' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_PLUS, $2->loc, $1, $3); }
  | binary_expression '-' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_MINUS, $2->loc, $1, $3); }
  | binary_expression "<<" binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_SHL, $2->loc, $1, $3); }
  | binary_expression ">>" binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_SHR, $2->loc, $1, $3); }
  | binary_expression '<' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_LT, $2->loc, $1, $3); }
  | binary_expression '>' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_GT, $2->loc, $1, $3); }
  | binary_expression "<=" binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_LE, $2->loc, $1, $3); }
  | binary_expression ">=" binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_GE, $2->loc, $1, $3); }
  | binary_expression "==" binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_EQEQ, $2->loc, $1, $3); }
  | binary_expression "!=" binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_NE, $2->loc, $1, $3); }
  | binary_expression '&' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_AMP, $2->loc, $1, $3); }
  | binary_expression '^' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_CARET, $2->loc, $1, $3); }
  | binary_expression '|' binary_expression
      { $$ = ast_binary(ps, EX_BINARY, TOK_PIPE, $2->loc, $1, $3); }
  | binary_expression "&&" binary_expression
      { $$ = ast_binary(ps, EX_LOGAND, TOK_ANDAND, $2->loc, $1, $3); }
  | binary_expression "||" binary_expression
      { $$ = ast_binary(ps, EX_LOGOR, TOK_OROR, $2->loc, $1, $3); }
  | binary_expression '?' expression ':' binary_expression %prec '?'
      { $$ = ast_binary(ps, EX_COND, 0, $2->loc, $3, $5); $$->cond = $1; }
  | binary_expression '?' ':' binary_expression %prec '?'
      { $$ = ast_binary(ps, EX_COND, 0, $2->loc, NULL, $4); $$->cond = $1; }
  ;

assignment_expression
  : binary_expression
  | unary_expression assignment_operator assignment_expression
      { $$ = ast_binary(ps, EX_ASSIGN, $2, @2, $1, $3); }
  ;

assignment_operator
  : '='  { $$ = TOK_ASSIGN; }
  | "*=" { $$ = TOK_MUL_ASSIGN; }
  | "/=" { $$ = TOK_DIV_ASSIGN; }
  | "%=" { $$ = TOK_MOD_ASSIGN; }
  | "+=" { $$ = TOK_ADD_ASSIGN; }
  | "-=" { $$ = TOK_SUB_ASSIGN; }
  | "<<=" { $$ = TOK_SHL_ASSIGN; }
  | ">>=" { $$ = TOK_SHR_ASSIGN; }
  | "&=" { $$ = TOK_AND_ASSIGN; }
  | "^=" { $$ = TOK_XOR_ASSIGN; }
  | "|=" { $$ = TOK_OR_ASSIGN; }
  ;

expression
  : assignment_expression
  | expression ',' assignment_expression
      { $$ = ast_binary(ps, EX_COMMA, TOK_COMMA, $2->loc, $1, $3); }
  ;

expression_opt
  : %empty { $$ = NULL; }
  | expression
  ;

constant_expression
  : binary_expression
  ;

/* ---- A.2.2 Declarations ---- */

declaration
  : declaration_specifiers ';'
      { $$ = ast_declaration(ps, @1, $1, NULL); ast_declare_names(ps, $$); }
  | declaration_specifiers init_declarator_list ';'
      { $$ = ast_declaration(ps, @1, $1, $2); ast_declare_names(ps, $$); }
  | declaration_specifiers init_declarator_list error ';'
      { /* int x = a b; - what was declared stays, as in clang; but in
         * `__device__ unknown f();` the declarator was a type's name */
        $$ = ast_declaration(ps, @1, $1, $2); $$->recovered = true;
        if ($1->specs.len)
          ast_declare_names(ps, $$);
        else
          $$->nitems = 0;
        yyerrok; }
  | static_assert_declaration
  ;

declaration_specifiers
  : declaration_specifier
  | declaration_specifiers declaration_specifier
      { $$ = ast_spec_merge(ps, $1, $2); }
  ;

declaration_specifier
  : storage_class_specifier
      { $$ = ast_spec(ps, @1); $$->storage = $1; $$->storage_loc = @1; }
  | type_specifier
  | type_qualifier
      { $$ = ast_spec(ps, @1); $$->quals = $1; if ($1 & Q_RESTRICT) $$->restrict_loc = @1; }
  | function_specifier
      { $$ = ast_spec(ps, @1); $$->funcspec = $1; if ($1 & FS_INLINE) $$->inline_loc = @1; }
  | alignment_specifier
  | attribute_specifier
      { $$ = ast_spec(ps, @1); $$->attrs = $1; }
  ;

init_declarator_list
  : init_declarator                          { $$ = list_add(ps, NULL, $1); }
  | init_declarator_list ',' init_declarator { $$ = list_add(ps, $1, $3); }
  ;

init_declarator
  : declarator attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->decl = $1;
        $1->attrs = ast_attr_concat($1->attrs, $2); }
  | declarator ASM '(' string_literal ')' attributes_opt /* GNU asm label */
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->decl = $1; $1->asm_label = $4;
        $1->attrs = ast_attr_concat($1->attrs, $6); }
  | declarator ASM '(' string_literal ')' attributes_opt '=' initializer
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->decl = $1; $1->asm_label = $4;
        $$->init = $8; $1->attrs = ast_attr_concat($1->attrs, $6); }
  | declarator attributes_opt '=' initializer
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->decl = $1; $$->init = $4;
        $1->attrs = ast_attr_concat($1->attrs, $2); }
  | declarator attributes_opt '=' error
      { /* the variable stays declared, so later uses are not errors too */
        $$ = arena_alloc(ps->arena, sizeof *$$); $$->decl = $1; $$->init_error = true;
        $1->attrs = ast_attr_concat($1->attrs, $2); }
  ;

storage_class_specifier
  : TYPEDEF       { $$ = SC_TYPEDEF; }
  | EXTERN        { $$ = SC_EXTERN; }
  | STATIC        { $$ = SC_STATIC; }
  | THREAD_LOCAL  { $$ = SC_THREAD_LOCAL; }
  | AUTO          { $$ = SC_AUTO; }
  | REGISTER      { $$ = SC_REGISTER; }
  ;

type_specifier
  : VOID       { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_VOID, @1, NULL, NULL); }
  | CHAR       { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_CHAR, @1, NULL, NULL); }
  | SHORT      { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_SHORT, @1, NULL, NULL); }
  | INT        { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_INT, @1, NULL, NULL); }
  | LONG       { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_LONG, @1, NULL, NULL); }
  | FLOAT      { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_FLOAT, @1, NULL, NULL); }
  | DOUBLE     { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_DOUBLE, @1, NULL, NULL); }
  | SIGNED     { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_SIGNED, @1, NULL, NULL); }
  | UNSIGNED   { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_UNSIGNED, @1, NULL, NULL); }
  | BOOL       { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_BOOL, @1, NULL, NULL); }
  | COMPLEX    { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_COMPLEX, @1, NULL, NULL); }
  | FLOAT16    { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_FLOAT16, @1, NULL, NULL); }
  | BF16       { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_BF16, @1, NULL, NULL); }
  | INT128     { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_INT128, @1, NULL, NULL); }
  | TYPE_NAME  { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_TYPEDEF_NAME, @1, $1->text, NULL); }
  | struct_or_union_specifier
      { $$ = ast_spec(ps, @1);
        ast_spec_add_type(ps, $$, $1->is_union ? TS_UNION : TS_STRUCT, @1, NULL, $1); }
  | enum_specifier
      { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_ENUM, @1, NULL, $1); }
  | AUTO_TYPE  { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_AUTO_TYPE, @1, NULL, NULL); }
  | TYPEOF '(' expression ')'
      { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_TYPEOF, @1, NULL, NULL);
        $$->specs.data[0].typeof_arg = $3; }
  | TYPEOF '(' type_name ')'
      { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_TYPEOF, @1, NULL, NULL);
        $$->specs.data[0].typeof_arg = type_expr(ps, EX_SIZEOF, $1->loc, $3); }
  | ATOMIC_SPEC '(' type_name ')' /* the atomic version of the type: a typeof of it */
      { $$ = ast_spec(ps, @1); ast_spec_add_type(ps, $$, TS_TYPEOF, @1, NULL, NULL);
        $$->specs.data[0].typeof_arg = type_expr(ps, EX_SIZEOF, $1->loc, $3);
        $$->quals |= Q_ATOMIC; }
  ;

struct_or_union_specifier
  : struct_or_union attributes_opt '{' struct_declaration_list '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $1->loc; $$->has_body = true; $$->pack = ps->pack;
        $$->attrs = ast_attr_concat($2, $6); $$->tag = NULL;
        MemberDecl **tail = &$$->members;
        for (size_t i = 0; i < $4->len; i++) {
          MemberDecl *m = arena_alloc(ps->arena, sizeof *m);
          m->decl = $4->data[i]; *tail = m; tail = &m->next; }
        $$->is_union = $1->text[0] == 'u'; }
  | struct_or_union attributes_opt '{' '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $1->loc; $$->has_body = true; $$->pack = ps->pack;
        $$->attrs = ast_attr_concat($2, $5); $$->is_union = $1->text[0] == 'u'; }
  | struct_or_union attributes_opt IDENTIFIER '{' struct_declaration_list '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $3->loc; $$->has_body = true; $$->pack = ps->pack;
        $$->attrs = ast_attr_concat($2, $7); $$->tag = $3->text;
        MemberDecl **tail = &$$->members;
        for (size_t i = 0; i < $5->len; i++) {
          MemberDecl *m = arena_alloc(ps->arena, sizeof *m);
          m->decl = $5->data[i]; *tail = m; tail = &m->next; }
        $$->is_union = $1->text[0] == 'u';
        feed_declare(ps, $3->text, true); }
  | struct_or_union attributes_opt IDENTIFIER '{' '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $3->loc; $$->has_body = true; $$->pack = ps->pack;
        $$->attrs = ast_attr_concat($2, $6); $$->tag = $3->text;
        $$->is_union = $1->text[0] == 'u';
        feed_declare(ps, $3->text, true); }
  | struct_or_union attributes_opt IDENTIFIER
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $3->loc; $$->attrs = $2;
        $$->tag = $3->text; $$->is_union = $1->text[0] == 'u';
        feed_declare(ps, $3->text, true); }
  ;

struct_or_union
  : STRUCT
  | UNION
  ;

tag_attributes_opt
  : %empty { $$ = NULL; }
  | tag_attributes_opt TAG_ATTRIBUTE '(' '(' attribute_list ')' ')'
      { $$ = ast_attr_concat($1, $5); }
  ;

struct_declaration_list
  : struct_declaration                          { $$ = list_add(ps, NULL, $1); }
  | struct_declaration_list struct_declaration  { $$ = list_add(ps, $1, $2); }
  ;

struct_declaration
  : specifier_qualifier_list ';'
      { $$ = ast_declaration(ps, @1, $1, NULL); }
  | specifier_qualifier_list struct_declarator_list ';'
      { $$ = ast_declaration(ps, @1, $1, $2); }
  | specifier_qualifier_list struct_declarator_list error /* ';' missing */
      { $$ = ast_declaration(ps, @1, $1, $2); yyerrok; }
  | static_assert_declaration
  ;

specifier_qualifier_list
  : specifier_qualifier
  | specifier_qualifier_list specifier_qualifier { $$ = ast_spec_merge(ps, $1, $2); }
  ;

specifier_qualifier
  : type_specifier
  | type_qualifier
      { $$ = ast_spec(ps, @1); $$->quals = $1; if ($1 & Q_RESTRICT) $$->restrict_loc = @1; }
  | alignment_specifier
  | attribute_specifier { $$ = ast_spec(ps, @1); $$->attrs = $1; }
  ;

struct_declarator_list
  : struct_declarator                            { $$ = list_add(ps, NULL, $1); }
  | struct_declarator_list ',' struct_declarator { $$ = list_add(ps, $1, $3); }
  ;

struct_declarator
  : declarator attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->decl = $1;
        $1->attrs = ast_attr_concat($1->attrs, $2); }
  | ':' constant_expression
      { $$ = arena_alloc(ps->arena, sizeof *$$);
        $$->decl = ast_declarator(ps, NULL, $1->loc); $$->bitfield = $2; }
  | declarator ':' constant_expression attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->decl = $1; $$->bitfield = $3;
        $1->attrs = ast_attr_concat($1->attrs, $4); }
  ;

enum_specifier
  : ENUM attributes_opt '{' enumerator_list '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $1->loc; $$->has_body = true;
        $$->enumerators = $4; $$->attrs = ast_attr_concat($2, $6); }
  | ENUM attributes_opt '{' enumerator_list ',' '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $1->loc; $$->has_body = true;
        $$->enumerators = $4; $$->attrs = ast_attr_concat($2, $7); }
  | ENUM attributes_opt IDENTIFIER '{' enumerator_list '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $3->loc; $$->has_body = true;
        $$->tag = $3->text; $$->enumerators = $5; $$->attrs = ast_attr_concat($2, $7);
        feed_declare(ps, $3->text, true); }
  | ENUM attributes_opt IDENTIFIER '{' enumerator_list ',' '}' tag_attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $3->loc; $$->has_body = true;
        $$->tag = $3->text; $$->enumerators = $5; $$->attrs = ast_attr_concat($2, $8);
        feed_declare(ps, $3->text, true); }
  | ENUM attributes_opt IDENTIFIER
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $3->loc; $$->tag = $3->text;
        $$->attrs = $2; feed_declare(ps, $3->text, true); }
  ;

/* Built in reverse, then flipped once complete by sema's reader order:
 * we append at the tail instead to keep source order. */
enumerator_list
  : enumerator
  | enumerator_list ',' enumerator
      { Enumerator *e = $1; while (e->next) e = e->next; e->next = $3; $$ = $1; }
  ;

enumerator
  : IDENTIFIER attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc;
        feed_declare(ps, $1->text, false); }
  | IDENTIFIER attributes_opt '=' constant_expression
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc;
        $$->value = $4; feed_declare(ps, $1->text, false); }
  ;

type_qualifier
  : CONST     { $$ = Q_CONST; }
  | RESTRICT  { $$ = Q_RESTRICT; }
  | VOLATILE  { $$ = Q_VOLATILE; }
  | ATOMIC    { $$ = Q_ATOMIC; }
  ;

function_specifier
  : INLINE    { $$ = FS_INLINE; }
  | NORETURN  { $$ = FS_NORETURN; }
  ;

alignment_specifier
  : ALIGNAS '(' type_name ')'
      { $$ = ast_spec(ps, @1); $$->alignas_type_spec = $3->spec; $$->alignas_type_decl = $3->decl;
        $$->alignas_loc = @1; }
  | ALIGNAS '(' constant_expression ')'
      { $$ = ast_spec(ps, @1); $$->alignas_expr = $3; $$->alignas_loc = @1; }
  ;

/* `*p[3]`: the pointer applies first, then the declarator's own suffixes
 * (an array of pointers). */
declarator
  : pointer direct_declarator
      { $$ = $2; ast_decl_prepend_all(ps, $$, $1); }
  | direct_declarator
  ;

direct_declarator
  : IDENTIFIER
      { $$ = ast_declarator(ps, $1->text, $1->loc); }
  | '(' declarator ')'
      { $$ = $2; }
  | direct_declarator '[' ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, 0, false, NULL)); }
  | direct_declarator '[' type_qualifier_list_opt assignment_expression ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $3, false, $4)); }
  | direct_declarator '[' type_qualifier_list ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $3, false, NULL)); }
  | direct_declarator '[' STATIC type_qualifier_list_opt assignment_expression ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $4, true, $5)); }
  | direct_declarator '[' type_qualifier_list STATIC assignment_expression ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $3, true, $5)); }
  | direct_declarator '[' type_qualifier_list_opt '*' ']' /* C17 6.7.6.2p4: a VLA of unspecified size */
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $3, false, NULL)); }
  | direct_declarator '(' parameter_list ')'
      { $$ = $1; ast_decl_prepend(ps, $$, op_function(ps, $2->loc, $3, false, true)); }
  | direct_declarator '(' parameter_list ',' "..." ')'
      { $$ = $1; ast_decl_prepend(ps, $$, op_function(ps, $2->loc, $3, true, true)); }
  | direct_declarator '(' ')'
      { $$ = $1; ast_decl_prepend(ps, $$, op_function(ps, $2->loc, NULL, false, false)); }
  | direct_declarator '(' identifier_list ')' /* C17 6.9.1: K&R, types below */
      { $$ = $1; ast_decl_prepend(ps, $$, op_function(ps, $2->loc, $3, false, false)); }
  ;

/* Parameters by name alone: ParamDecls without specifiers. */
identifier_list
  : IDENTIFIER                     { $$ = list_add(ps, NULL, knr_param(ps, $1)); }
  | identifier_list ',' IDENTIFIER { $$ = list_add(ps, $1, knr_param(ps, $3)); }
  ;

/* GNU __label__'s names: labels local to the block */
local_label_list
  : IDENTIFIER
      { Stmt *l = ast_stmt(ps, ST_NULL, $1->loc); l->label = $1->text; $$ = list_add(ps, NULL, l); }
  | local_label_list ',' IDENTIFIER
      { Stmt *l = ast_stmt(ps, ST_NULL, $3->loc); l->label = $3->text; $$ = list_add(ps, $1, l); }
  ;

declaration_list
  : declaration                  { $$ = list_add(ps, NULL, $1); }
  | declaration_list declaration { $$ = list_add(ps, $1, $2); }
  ;

pointer
  : '*' type_qualifier_list_opt
      { $$ = ast_declarator(ps, NULL, $1->loc);
        ast_decl_append(ps, $$, op_pointer($1->loc, $2, NULL)); }
  | pointer '*' type_qualifier_list_opt /* left recursive: each '*' appended */
      { $$ = $1; ast_decl_append(ps, $$, op_pointer($2->loc, $3, NULL)); }
  ;

/* Attributes after `*` are accepted and ignored, as GCC does for most. */
type_qualifier_list
  : type_qualifier
  | attribute_specifier                     { $$ = 0; }
  | type_qualifier_list type_qualifier      { $$ = $1 | $2; }
  | type_qualifier_list attribute_specifier { $$ = $1; }
  ;

type_qualifier_list_opt
  : %empty { $$ = 0; }
  | type_qualifier_list
  ;

parameter_list
  : parameter_declaration                    { $$ = list_add(ps, NULL, $1); }
  | parameter_list ',' parameter_declaration { $$ = list_add(ps, $1, $3); }
  ;

parameter_declaration
  : declaration_specifiers declarator attributes_opt
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->spec = $1; $$->decl = $2;
        $2->attrs = ast_attr_concat($2->attrs, $3); $$->loc = $2->loc; }
  | declaration_specifiers abstract_declarator
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->spec = $1; $$->decl = $2; $$->loc = @1; }
  | declaration_specifiers
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->spec = $1;
        $$->decl = ast_declarator(ps, NULL, @1); $$->loc = @1; }
  ;

/* A type name travels in a placeholder Expr (spec + declarator). */
type_name
  : specifier_qualifier_list
      { $$ = ast_expr(ps, EX_CAST, @1); $$->spec = $1; $$->decl = ast_declarator(ps, NULL, @1); }
  | specifier_qualifier_list abstract_declarator
      { $$ = ast_expr(ps, EX_CAST, @1); $$->spec = $1; $$->decl = $2; }
  ;

abstract_declarator
  : pointer
  | pointer direct_abstract_declarator
      { $$ = $2; ast_decl_prepend_all(ps, $$, $1); }
  | direct_abstract_declarator
  ;

direct_abstract_declarator
  : '(' abstract_declarator ')'
      { $$ = $2; }
  | '[' ']'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_array($1->loc, 0, false, NULL)); }
  | '[' type_qualifier_list_opt assignment_expression ']'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_array($1->loc, $2, false, $3)); }
  | '[' type_qualifier_list ']'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_array($1->loc, $2, false, NULL)); }
  | '[' STATIC type_qualifier_list_opt assignment_expression ']'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_array($1->loc, $3, true, $4)); }
  | '[' type_qualifier_list STATIC assignment_expression ']'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_array($1->loc, $2, true, $4)); }
  | '[' type_qualifier_list_opt '*' ']'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_array($1->loc, $2, false, NULL)); }
  | direct_abstract_declarator '[' ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, 0, false, NULL)); }
  | direct_abstract_declarator '[' type_qualifier_list_opt assignment_expression ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $3, false, $4)); }
  | direct_abstract_declarator '[' type_qualifier_list ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $3, false, NULL)); }
  | direct_abstract_declarator '[' type_qualifier_list_opt '*' ']'
      { $$ = $1; ast_decl_prepend(ps, $$, op_array($2->loc, $3, false, NULL)); }
  | '(' ')'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_function(ps, $1->loc, NULL, false, false)); }
  | '(' parameter_list ')'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_function(ps, $1->loc, $2, false, true)); }
  | '(' parameter_list ',' "..." ')'
      { $$ = ast_declarator(ps, NULL, $1->loc); ast_decl_prepend(ps, $$, op_function(ps, $1->loc, $2, true, true)); }
  | direct_abstract_declarator '(' ')'
      { $$ = $1; ast_decl_prepend(ps, $$, op_function(ps, $2->loc, NULL, false, false)); }
  | direct_abstract_declarator '(' parameter_list ')'
      { $$ = $1; ast_decl_prepend(ps, $$, op_function(ps, $2->loc, $3, false, true)); }
  | direct_abstract_declarator '(' parameter_list ',' "..." ')'
      { $$ = $1; ast_decl_prepend(ps, $$, op_function(ps, $2->loc, $3, true, true)); }
  ;

initializer
  : '{' initializer_list '}'      { $$ = init_list(ps, $1->loc, $2); }
  | '{' initializer_list ',' '}'  { $$ = init_list(ps, $1->loc, $2); }
  | '{' '}'                       { $$ = init_list(ps, $1->loc, NULL); }
  | assignment_expression
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $1->loc; $$->expr = $1; }
  ;

initializer_list
  : initializer                                    { $$ = list_add(ps, NULL, $1); }
  | designation initializer                        { $2->designators = $1; $$ = list_add(ps, NULL, $2); }
  | initializer_list ',' initializer               { $$ = list_add(ps, $1, $3); }
  | initializer_list ',' designation initializer   { $4->designators = $3; $$ = list_add(ps, $1, $4); }
  ;

designation
  : designator_list '='
  ;

designator_list
  : designator
  | designator_list designator
      { Designator *d = $1; while (d->next) d = d->next; d->next = $2; $$ = $1; }
  ;

designator
  : '[' constant_expression ']'
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $1->loc; $$->index = $2; }
  | '[' constant_expression "..." constant_expression ']'
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $1->loc; $$->index = $2; $$->index_end = $4;
        $$->ellipsis_loc = $3->loc; }
  | '.' IDENTIFIER
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $2->loc; $$->field = $2->text; }
  | '.' TYPE_NAME
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->loc = $2->loc; $$->field = $2->text; }
  ;

static_assert_declaration
  : STATIC_ASSERT '(' constant_expression ',' string_literal ')' ';'
      { $$ = ast_declaration(ps, $1->loc, NULL, NULL); $$->static_assert_cond = $3;
        $$->static_assert_msg = $5; }
  | STATIC_ASSERT '(' constant_expression ')' ';'
      { $$ = ast_declaration(ps, $1->loc, NULL, NULL); $$->static_assert_cond = $3; }
  ;

/* GNU attributes: __attribute__((a, b(1), c)) */
attribute_specifier
  : ATTRIBUTE '(' '(' attribute_list ')' ')'  { $$ = $4; }
  | NOINLINE /* HIP's __noinline__ is a keyword, as in clang, so that
              * __attribute__((__noinline__)) also works */
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc; }
  ;

attribute_list
  : attribute
  | attribute_list ',' attribute   { $$ = ast_attr_concat($1, $3); }
  ;

attribute
  : %empty { $$ = NULL; }
  | IDENTIFIER
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc; }
  | CONST
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc; }
  | NOINLINE
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc; }
  | IDENTIFIER '(' ')'
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc; }
  | IDENTIFIER '(' argument_expression_list ')'
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $1->text; $$->loc = $1->loc;
        $$->args = (Expr **)ast_list_finish(ps, $3, &$$->nargs);
        if ($$->nargs && $$->args[0]->kind == EX_IDENT) $$->ident_arg = $$->args[0]->name; }
  ;

attributes
  : attribute_specifier
  | attributes attribute_specifier { $$ = ast_attr_concat($1, $2); }
  ;

attributes_opt
  : %empty %prec ATTRIBUTES_END { $$ = NULL; }
  | attributes %prec ATTRIBUTES_END
  ;

/* ---- A.2.3 Statements ---- */

statement
  : labeled_statement
  | compound_statement
  | expression_statement
  | selection_statement
  | iteration_statement
  | jump_statement
  | asm_statement
  | error ';'
      { $$ = ast_stmt(ps, ST_NULL, @1); $$->recovered = true; yyerrok; }
  ;

/* GNU asm statements: basic (a template only) and extended (operands,
 * clobbers, asm goto's labels); the feed splits a `::` inside one into
 * two ':' (parser/feed.c) */
asm_statement
  : ASM asm_qualifiers '(' string_literal asm_sections ')' ';'
      { $$ = ast_stmt(ps, ST_ASM, $1->loc); $$->asm_ = $5; $5->templ = $4;
        $5->is_volatile = ($2 & 1) != 0; $5->is_goto = ($2 & 2) != 0; }
  ;

asm_qualifiers
  : %empty                       { $$ = 0; }
  | asm_qualifiers VOLATILE      { $$ = $1 | 1; }
  | asm_qualifiers INLINE        { $$ = $1; }
  | asm_qualifiers GOTO          { $$ = $1 | 2; }
  ;

asm_sections
  : %empty
      { $$ = arena_alloc(ps->arena, sizeof *$$); }
  | ':' asm_operands
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->has_operands = true;
        $$->outs = ast_asm_operands(ps, $2, &$$->nouts); }
  | ':' asm_operands ':' asm_operands
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->has_operands = true;
        $$->outs = ast_asm_operands(ps, $2, &$$->nouts);
        $$->ins = ast_asm_operands(ps, $4, &$$->nins); }
  | ':' asm_operands ':' asm_operands ':' asm_clobbers
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->has_operands = true;
        $$->outs = ast_asm_operands(ps, $2, &$$->nouts);
        $$->ins = ast_asm_operands(ps, $4, &$$->nins);
        $$->clobbers = (Expr **)ast_list_finish(ps, $6, &$$->nclobbers); }
  | ':' asm_operands ':' asm_operands ':' asm_clobbers ':' asm_string_list
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->has_operands = true;
        $$->outs = ast_asm_operands(ps, $2, &$$->nouts);
        $$->ins = ast_asm_operands(ps, $4, &$$->nins);
        $$->clobbers = (Expr **)ast_list_finish(ps, $6, &$$->nclobbers);
        $$->nlabels = $8 ? $8->len : 0; }
  ;

asm_operands
  : %empty                      { $$ = NULL; }
  | asm_operand_list
  ;

asm_operand_list
  : asm_operand                        { $$ = list_add(ps, NULL, $1); }
  | asm_operand_list ',' asm_operand   { $$ = list_add(ps, $1, $3); }
  ;

asm_operand
  : string_literal '(' expression ')'
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->constraint = $1; $$->expr = $3; $$->loc = $1->loc; }
  | '[' IDENTIFIER ']' string_literal '(' expression ')'
      { $$ = arena_alloc(ps->arena, sizeof *$$); $$->name = $2->text; $$->constraint = $4;
        $$->expr = $6; $$->loc = $1->loc; }
  ;

asm_clobbers
  : %empty                      { $$ = NULL; }
  | asm_string_list
  ;

/* clobbers are strings; asm goto's labels are identifiers */
asm_string_list
  : string_literal                        { $$ = list_add(ps, NULL, $1); }
  | IDENTIFIER                            { $$ = list_add(ps, NULL, NULL); }
  | asm_string_list ',' string_literal    { $$ = list_add(ps, $1, $3); }
  | asm_string_list ',' IDENTIFIER        { $$ = list_add(ps, $1, NULL); }
  ;

labeled_statement
  : IDENTIFIER ':' statement
      { $$ = ast_stmt(ps, ST_LABEL, $1->loc); $$->label = $1->text; $$->body = $3; }
  | CASE constant_expression ':' statement
      { $$ = ast_stmt(ps, ST_CASE, $1->loc); $$->expr = $2; $$->body = $4; }
  | CASE constant_expression "..." constant_expression ':' statement
      { $$ = ast_stmt(ps, ST_CASE, $1->loc); $$->expr = $2; $$->expr_end = $4; $$->body = $6; }
  | DEFAULT ':' statement
      { $$ = ast_stmt(ps, ST_DEFAULT, $1->loc); $$->body = $3; }
  | CASE error ':' statement /* the label stays, to be judged by sema */
      { $$ = ast_stmt(ps, ST_CASE, $1->loc); $$->body = $4; $$->recovered = true; yyerrok; }
  ;

compound_statement
  : '{' '}'
      { $$ = ast_stmt(ps, ST_COMPOUND, $1->loc); $$->end_loc = $2->loc; }
  | '{' block_item_list '}'
      { $$ = ast_stmt(ps, ST_COMPOUND, $1->loc); $$->end_loc = $3->loc;
        $$->items = (Stmt **)ast_list_finish(ps, $2, &$$->nitems); }
  ;

block_item_list
  : block_item_or_decl                  { $$ = list_add(ps, NULL, $1); }
  | block_item_list block_item_or_decl  { $$ = list_add(ps, $1, $2); }
  ;

block_item_or_decl
  : declaration
      { $$ = ast_stmt(ps, ST_DECL, @1); $$->decl = $1; $$->recovered = $1->recovered; }
  | LOCAL_LABEL local_label_list ';'
      { $$ = ast_stmt(ps, ST_LOCAL_LABEL, $1->loc);
        $$->items = (Stmt **)ast_list_finish(ps, $2, &$$->nitems); }
  | block_item
  ;

block_item
  : statement
  ;

expression_statement
  : ';'             { $$ = ast_stmt(ps, ST_NULL, $1->loc); }
  | expression ';'  { $$ = ast_stmt(ps, ST_EXPR, @1); $$->expr = $1; }
  | expression error /* its ';' missing: reported, taken as there (as clang
                      * does), so a '}' after it still closes its block */
      { $$ = ast_stmt(ps, ST_EXPR, @1); $$->expr = $1; $$->recovered = true; yyerrok; }
  ;

selection_statement
  : IF '(' expression ')' statement ELSE statement
      { $$ = ast_stmt(ps, ST_IF, $1->loc); $$->expr = $3; $$->body = $5; $$->els = $7; }
  | IF '(' expression ')' statement %prec IF_WITHOUT_ELSE
      { $$ = ast_stmt(ps, ST_IF, $1->loc); $$->expr = $3; $$->body = $5; }
  | SWITCH '(' expression ')' statement
      { $$ = ast_stmt(ps, ST_SWITCH, $1->loc); $$->expr = $3; $$->body = $5; }
  ;

iteration_statement
  : WHILE '(' expression ')' statement
      { $$ = loop(ps, ST_WHILE, $1); $$->expr = $3; $$->body = $5; }
  | DO statement WHILE '(' expression ')' ';'
      { $$ = loop(ps, ST_DO, $1); $$->expr = $5; $$->body = $2; }
  | DO statement error ';' /* its 'while' missing: the rest is skipped */
      { $$ = loop(ps, ST_DO, $1); $$->body = $2; $$->recovered = true; yyerrok; }
  | FOR '(' expression_opt ';' expression_opt ';' expression_opt ')' statement
      { $$ = loop(ps, ST_FOR, $1);
        if ($3) { $$->init = ast_stmt(ps, ST_EXPR, @3); $$->init->expr = $3; }
        $$->expr = $5; $$->step = $7; $$->body = $9; }
  | FOR '(' declaration expression_opt ';' expression_opt ')' statement
      { $$ = loop(ps, ST_FOR, $1);
        $$->init = ast_stmt(ps, ST_DECL, @3); $$->init->decl = $3;
        $$->expr = $4; $$->step = $6; $$->body = $8; }
  ;

jump_statement
  : GOTO IDENTIFIER ';'
      { $$ = ast_stmt(ps, ST_GOTO, $1->loc); $$->label = $2->text; $$->label_loc = $2->loc; }
  | GOTO '*' expression ';' /* GNU computed goto */
      { $$ = ast_stmt(ps, ST_GOTO, $1->loc); $$->expr = $3; $$->label_loc = $2->loc; }
  | CONTINUE ';'           { $$ = ast_stmt(ps, ST_CONTINUE, $1->loc); }
  | BREAK ';'              { $$ = ast_stmt(ps, ST_BREAK, $1->loc); }
  | RETURN ';'             { $$ = ast_stmt(ps, ST_RETURN, $1->loc); }
  | RETURN expression ';'  { $$ = ast_stmt(ps, ST_RETURN, $1->loc); $$->expr = $2; }
  /* C++'s `return {x, y};`, which HIP-C takes: a compound literal of the
   * return type (sema/stmt.c) */
  | RETURN '{' initializer_list '}' ';'
      { $$ = ast_stmt(ps, ST_RETURN, $1->loc); $$->expr = ast_expr(ps, EX_COMPOUND, $2->loc);
        $$->expr->init = init_list(ps, $2->loc, $3); }
  | RETURN '{' initializer_list ',' '}' ';'
      { $$ = ast_stmt(ps, ST_RETURN, $1->loc); $$->expr = ast_expr(ps, EX_COMPOUND, $2->loc);
        $$->expr->init = init_list(ps, $2->loc, $3); }
  | RETURN '{' '}' ';'
      { $$ = ast_stmt(ps, ST_RETURN, $1->loc); $$->expr = ast_expr(ps, EX_COMPOUND, $2->loc);
        $$->expr->init = init_list(ps, $2->loc, NULL); }
  | RETURN expression error /* its ';' missing: reported, taken as there */
      { $$ = ast_stmt(ps, ST_RETURN, $1->loc); $$->expr = $2; $$->recovered = true; yyerrok; }
  ;

/* ---- A.2.4 External definitions ---- */

translation_unit
  : %empty
  | translation_unit external_declaration
  ;

external_declaration
  : function_definition  { ast_external(ps, $1); }
  | declaration          { ast_external(ps, $1); }
  | ';'                  /* C++ and GNU accept a stray semicolon */
  | EXTERN_C '{' external_declarations '}'
      { Declaration *d = ast_declaration(ps, $1->loc, NULL, NULL);
        d->linkage_block = (Declaration **)ast_list_finish(ps, $3, &d->nlinkage);
        ast_external(ps, d); }
  | EXTERN_C '{' '}'
  | EXTERN_C function_definition
      { $2->spec->extern_c = true; ast_external(ps, $2); }
  | EXTERN_C declaration
      { if ($2->spec) { $2->spec->extern_c = true;
          /* extern "C" int x; declares, as C++ says */
          if (!($2->spec->storage & SC_TYPEDEF)) $2->spec->storage |= SC_EXTERN; }
        ast_external(ps, $2); }
  | error ';'   { yyerrok; }
  | error '}'   { yyerrok; }
  ;

/* Declarations inside extern "C" { }: each marked extern "C". */
external_declarations
  : function_definition
      { $1->spec->extern_c = true; $$ = list_add(ps, NULL, $1); }
  | declaration
      { if ($1->spec) $1->spec->extern_c = true; $$ = list_add(ps, NULL, $1); }
  | external_declarations function_definition
      { $2->spec->extern_c = true; $$ = list_add(ps, $1, $2); }
  | external_declarations declaration
      { if ($2->spec) $2->spec->extern_c = true; $$ = list_add(ps, $1, $2); }
  ;

/* The mid-rule action runs with the '{' as lookahead: ps->recover.before is
 * the token before it, where clang puts the ';' a declaration lacks.  (One
 * before the K&R declarations would change what a syntax error after a
 * declarator expects, and so its message.) */
function_definition
  : declaration_specifiers declarator attributes_opt
      { $<tok>$ = ps->recover.before; ast_declare_params(ps, $2); } compound_statement
      { PtrList l = {0}; $2->attrs = ast_attr_concat($2->attrs, $3);
        InitDeclarator *id = arena_alloc(ps->arena, sizeof *id); id->decl = $2;
        VEC_PUSH(ps->arena, l, id);
        $$ = ast_declaration(ps, @1, $1, &l);
        if (ast_declares_function($2))
          $$->body = $5;
        else /* `F f { }` with F a function typedef, or `int x { }` */
          ast_expected_semicolon(ps, $<tok>4->loc, "expected ';' after top level declarator"); }
  | declaration_specifiers declarator attributes_opt declaration_list compound_statement
      { PtrList l = {0}; $2->attrs = ast_attr_concat($2->attrs, $3);
        InitDeclarator *id = arena_alloc(ps->arena, sizeof *id); id->decl = $2;
        VEC_PUSH(ps->arena, l, id);
        $$ = ast_declaration(ps, @1, $1, &l);
        if (ast_declares_function($2)) {
          $$->body = $5;
          $$->knr_decls = (Declaration **)ast_list_finish(ps, $4, &$$->nknr_decls);
        } else { /* `int x int y; { }`: the ';' after the name */
          ast_expected_semicolon(ps, $2->loc, "expected ';' after top level declarator");
        } }
  ;

%%

/* C17 grammar errors in clang's words: "expected ';' after expression",
 * "expected expression", "expected ')'".  The expected-token set comes from
 * Bison's LAC-free lookahead table, which is what clang would have wanted. */
/* clang's wording for a missing ';' names what it ends. */
static const char *semicolon_message(ParseState *ps) {
  switch (ps->recover.stmt_first) {
  case RETURN: return "expected ';' after return statement";
  case BREAK: return "expected ';' after break statement";
  case CONTINUE: return "expected ';' after continue statement";
  case GOTO: return "expected ';' after goto statement";
  case DO: return "expected ';' after do/while statement";
  case TYPEDEF: case EXTERN: case STATIC: case AUTO: case REGISTER:
  case THREAD_LOCAL: case INLINE: case NORETURN: case CONST: case RESTRICT:
  case VOLATILE: case ATOMIC: case ATOMIC_SPEC: case BOOL: case CHAR: case SHORT: case INT:
  case LONG: case SIGNED: case UNSIGNED: case FLOAT: case DOUBLE: case VOID:
  case COMPLEX: case FLOAT16: case BF16: case INT128: case STRUCT: case UNION: case ENUM:
  case TYPE_NAME: case ATTRIBUTE: case ALIGNAS: case STATIC_ASSERT:
    return feed_in_tag_body(ps) ? "expected ';' at end of declaration list"
                                : "expected ';' at end of declaration";
  default:
    return "expected ';' after expression";
  }
}

static int yyreport_syntax_error(const yypcontext_t *yyctx, ParseState *ps) {
  yysymbol_kind_t expected[64];
  int n = yypcontext_expected_tokens(yyctx, expected, 64);
  yysymbol_kind_t got = yypcontext_token(yyctx);
  const RecoverState *r = &ps->recover;
  const YYLTYPE *loc = yypcontext_location(yyctx);
  bool want_semi = false, want_expr = false, want_ident = false, want_type = false;
  bool want_lparen = false, want_while = false;
  const char *closer = NULL;
  for (int i = 0; i < n; i++) {
    const char *name = yysymbol_name(expected[i]);
    if (expected[i] == YYSYMBOL_INT)
      want_type = true;
    if (strcmp(name, "'('") == 0)
      want_lparen = true;
    if (expected[i] == YYSYMBOL_WHILE)
      want_while = true;
    if (strcmp(name, "';'") == 0)
      want_semi = true;
    else if (expected[i] == YYSYMBOL_NUMBER)
      want_expr = true;
    else if (expected[i] == YYSYMBOL_IDENTIFIER)
      want_ident = true;
    else if (!closer && (strcmp(name, "')'") == 0 || strcmp(name, "']'") == 0 ||
                         strcmp(name, "'}'") == 0))
      closer = name;
  }
  SrcLoc at = *loc;
  /* clang points just past the previous token for a missing ';' or a
   * missing closer at the end of a line, and at the offending token
   * otherwise. */
  SrcLoc after_prev = at;
  if (r->before) {
    after_prev = r->before->loc;
    after_prev.col += after_prev.len;
    after_prev.len = 1;
  }
  bool at_line_start = got == YYSYMBOL_YYEOF || (ps->prev && (ps->prev->flags & TF_BOL));
  const char *what;
  /* The file ended inside a block: clang's "expected '}'" with a note at
   * the brace still open. */
  if (got == YYSYMBOL_YYEOF) {
    for (size_t i = r->open.len; i-- > 0;)
      if (r->open.data[i]->kind == TOK_LBRACE) {
        SrcLoc eof = ps->toks[ps->ntoks - 1].loc;
        diag_error(&ps->ctx->diags, eof.line ? eof : after_prev, "expected '}'");
        diag_note(&ps->ctx->diags, r->open.data[i]->loc, "to match this '{'");
        return 0;
      }
  }
  /* do { ... } (a < 3); clang: "expected 'while' in do/while loop",
   * with a note at the 'do' before the body's braces */
  if (want_while && n == 1) {
    diag_error(&ps->ctx->diags, at, "expected 'while' in do/while loop");
    const Token *b = r->before;
    if (b && b->kind == TOK_RBRACE) {
      int depth = 0;
      for (const Token *k = b; k > ps->toks; k--) {
        depth += k->kind == TOK_RBRACE ? 1 : k->kind == TOK_LBRACE ? -1 : 0;
        if (depth == 0) {
          if (k[-1].kind == TOK_IDENT && !strcmp(k[-1].text, "do"))
            diag_note(&ps->ctx->diags, k[-1].loc, "to match this 'do'");
          break;
        }
      }
    }
    return 0;
  }
  /* if a > 0), switch a {: clang names the keyword */
  int kw = r->before ? r->before_class : 0;
  if (want_lparen && (kw == IF || kw == SWITCH || kw == WHILE || kw == FOR)) {
    diag_error(&ps->ctx->diags, at, "expected '(' after '%s'", r->before->text);
    return 0;
  }
  if (want_ident && kw == GOTO) {
    diag_error(&ps->ctx->diags, at, "expected identifier");
    return 0;
  }
  if (ps->prev && ps->prev->kind == TOK_RBRACE && r->unmatched_close) {
    diag_error(&ps->ctx->diags, ps->prev->loc, "extraneous closing brace ('}')");
    return 0;
  }
  /* clang: "unknown type name" where a type was wanted and an identifier
   * stood (f(unknown *p)), or where two identifiers meet at the start of
   * a declaration (unknown x;). */
  /* f(unknown *p): read as a K&R identifier list until the '*' */
  bool in_names = false;
  for (int i = 0; i < n; i++)
    in_names |= strcmp(yysymbol_name(expected[i]), "','") == 0;
  bool in_call = ps->open_expr.len && ps->open_expr.data[ps->open_expr.len - 1];
  if (in_names && !in_call && closer && r->before && r->before_class == IDENTIFIER &&
      r->before->kind == TOK_IDENT && got != YYSYMBOL_IDENTIFIER && !ps->ident_in_expr) {
    const Token *open = r->before - 1;
    if (open >= ps->toks && (open->kind == TOK_LPAREN || open->kind == TOK_COMMA)) {
      diag_error(&ps->ctx->diags, r->before->loc, "unknown type name '%s'", r->before->text);
      return 0;
    }
  }
  if (got == YYSYMBOL_IDENTIFIER && want_type && ps->prev) {
    diag_error(&ps->ctx->diags, ps->prev->loc, "unknown type name '%s'", ps->prev->text);
    return 0;
  }
  if (got == YYSYMBOL_IDENTIFIER && r->before && r->before->kind == TOK_IDENT &&
      r->before_class == IDENTIFIER && ps->prev->loc.line == r->before->loc.line &&
      !r->before_in_expr) {
    diag_error(&ps->ctx->diags, r->before->loc, "unknown type name '%s'", r->before->text);
    return 0;
  }
  /* a stray token where a file-scope declaration starts (after a ';' or a
   * '}', or first of all): no ';' is missing, clang names the declarator */
  bool decl_start = !r->before || kw == ';' || kw == '}';
  if (want_semi && !want_expr && decl_start && !feed_in_tag_body(ps) && got != YYSYMBOL_YYEOF) {
    diag_error(&ps->ctx->diags, at, "expected identifier or '('");
    return 0;
  }
  if (want_semi && (!want_expr || at_line_start || strcmp(yysymbol_name(got), "'}'") == 0)) {
    what = semicolon_message(ps);
    if (at_line_start || !want_expr) { /* with clang's fix-it: the ';' */
      size_t idx = ps->ctx->diags.list.len;
      diag_error(&ps->ctx->diags, after_prev, "%s", what);
      diag_fixit(&ps->ctx->diags, idx, after_prev.col, ";");
      return 0;
    }
  } else if (want_expr) {
    what = "expected expression";
  } else if (closer) {
    what = arena_printf(ps->arena, "expected %s", closer);
    if (at_line_start)
      at = after_prev;
    /* clang's note at the bracket this one would close */
    char open = closer[1] == ')' ? '(' : closer[1] == ']' ? '[' : '{';
    for (size_t i = r->open.len; i-- > 0;) {
      const Token *o = r->open.data[i];
      if (o == ps->prev)
        continue; /* the offending token itself */
      if (o->text[0] == open || (open == '{' && o->text[0] == '<')) {
        diag_error(&ps->ctx->diags, at, "%s", what);
        diag_note(&ps->ctx->diags, o->loc, "to match this '%c'", open);
        return 0;
      }
      break;
    }
  } else if (want_ident) {
    what = "expected identifier or '('";
  } else if (got == YYSYMBOL_YYEOF) {
    what = "expected external declaration";
    at = after_prev;
  } else {
    what = arena_printf(ps->arena, "unexpected %s", yysymbol_name(got));
  }
  diag_error(&ps->ctx->diags, at, "%s", what);
  return 0;
}
