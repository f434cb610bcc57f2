/* feed.c - hands the preprocessor's tokens to Bison: keywords recognised,
 * typedef names told from other identifiers (the "lexer hack"), `extern
 * "C"` fused into one token, and `#pragma unroll` attached to its loop.
 * The recovery from syntax errors in the token stream is parser/recover.c's;
 * the parser's entry point, parse_translation_unit, is at the end. */
#include "parser.h"
#include "parser/grammar.h"

#include <stdlib.h>
#include <string.h>

typedef struct Keyword {
  const char *text;
  int token;
} Keyword;

/* C17 6.4.1, the GNU alternate spellings, and the C23/C++ words HIP-C
 * accepts, as clang does in HIP code (which it compiles as C++). */
static const Keyword keywords[] = {
    {"auto", AUTO}, {"break", BREAK}, {"case", CASE}, {"char", CHAR},
    {"const", CONST}, {"continue", CONTINUE}, {"default", DEFAULT},
    {"do", DO}, {"double", DOUBLE}, {"else", ELSE}, {"enum", ENUM},
    {"extern", EXTERN}, {"float", FLOAT}, {"for", FOR}, {"goto", GOTO},
    {"if", IF}, {"inline", INLINE}, {"int", INT}, {"long", LONG},
    {"register", REGISTER}, {"restrict", RESTRICT}, {"return", RETURN},
    {"short", SHORT}, {"signed", SIGNED}, {"sizeof", SIZEOF},
    {"static", STATIC}, {"struct", STRUCT}, {"switch", SWITCH},
    {"typedef", TYPEDEF}, {"union", UNION}, {"unsigned", UNSIGNED},
    {"void", VOID}, {"volatile", VOLATILE}, {"while", WHILE},
    {"_Alignas", ALIGNAS}, {"_Alignof", ALIGNOF}, {"_Atomic", ATOMIC},
    {"_Bool", BOOL}, {"_Complex", COMPLEX}, {"_Generic", GENERIC},
    {"_Noreturn", NORETURN}, {"_Static_assert", STATIC_ASSERT},
    {"_Thread_local", THREAD_LOCAL}, {"_Float16", FLOAT16}, {"__int128", INT128},
    {"__bf16", BF16}, /* clang's brain float (bfloat16) */
    /* GNU */
    {"__attribute__", ATTRIBUTE}, {"__attribute", ATTRIBUTE},
    {"__inline", INLINE}, {"__inline__", INLINE},
    {"__restrict", RESTRICT}, {"__restrict__", RESTRICT},
    {"__const", CONST}, {"__const__", CONST},
    {"__volatile", VOLATILE}, {"__volatile__", VOLATILE},
    {"__signed", SIGNED}, {"__signed__", SIGNED},
    {"__alignof", ALIGNOF}, {"__alignof__", ALIGNOF},
    {"__extension__", EXTENSION}, {"__builtin_offsetof", BUILTIN_OFFSETOF},
    {"__builtin_va_arg", BUILTIN_VA_ARG},
    {"__builtin_types_compatible_p", BUILTIN_TYPES_COMPATIBLE},
    {"__builtin_bit_cast", BUILTIN_BIT_CAST},
    {"__label__", LOCAL_LABEL},
    {"asm", ASM}, {"__asm", ASM}, {"__asm__", ASM},
    {"__noinline__", NOINLINE}, {"__auto_type", AUTO_TYPE}, {"typeof", TYPEOF}, {"__typeof__", TYPEOF}, {"__typeof", TYPEOF},
    /* C23 and C++ conveniences */
    {"bool", BOOL}, {"alignof", ALIGNOF}, {"alignas", ALIGNAS},
    {"static_assert", STATIC_ASSERT}, {"thread_local", THREAD_LOCAL},
    {"nullptr", NULLPTR}, {"static_cast", STATIC_CAST},
    {"reinterpret_cast", REINTERPRET_CAST}, {"const_cast", CONST_CAST},
};

/* Interned keyword pointers in a small open-addressed table. */
enum { KW_SLOTS = 256 };
typedef struct KwSlot {
  const char *sym;
  int token;
} KwSlot;

typedef struct FeedTables {
  KwSlot slots[KW_SLOTS];
  const char *extern_c_str; /* "\"C\"" */
} FeedTables;

static size_t kw_hash(const char *p) {
  return ((uintptr_t)p >> 4) & (KW_SLOTS - 1);
}

void feed_init(ParseState *ps) {
  FeedTables *t = arena_alloc(ps->arena, sizeof *t);
  for (size_t i = 0; i < ARRAY_LEN(keywords); i++) {
    const char *sym = intern_cstr(&ps->ctx->strings, keywords[i].text);
    size_t h = kw_hash(sym);
    while (t->slots[h].sym)
      h = (h + 1) & (KW_SLOTS - 1);
    t->slots[h].sym = sym;
    t->slots[h].token = keywords[i].token;
  }
  t->extern_c_str = intern_cstr(&ps->ctx->strings, "\"C\"");
  ps->feed = t;
  /* clang's one predeclared type name; sema's builtins scope declares it
   * (sema/builtins.c) */
  feed_declare(ps, intern_cstr(&ps->ctx->strings, "__builtin_va_list"), true);
  feed_declare(ps, intern_cstr(&ps->ctx->strings, "__int128_t"), true);
  feed_declare(ps, intern_cstr(&ps->ctx->strings, "__uint128_t"), true);
}

int feed_keyword(const ParseState *ps, const char *sym) {
  const FeedTables *t = ps->feed;
  for (size_t h = kw_hash(sym); t->slots[h].sym; h = (h + 1) & (KW_SLOTS - 1))
    if (t->slots[h].sym == sym)
      return t->slots[h].token;
  return 0;
}

static size_t slot_hash(const char *p) { return hash_ptr(p); }

static NameSlot *slot_find(ParseState *ps, const char *name, bool insert) {
  if (insert && (ps->slot_count + 1) * 2 > ps->slot_cap) {
    size_t cap = ps->slot_cap ? ps->slot_cap * 2 : 256;
    NameSlot *n = arena_alloc(ps->arena, cap * sizeof *n);
    for (size_t i = 0; i < ps->slot_cap; i++) {
      if (!ps->slots[i].name)
        continue;
      size_t j = slot_hash(ps->slots[i].name) & (cap - 1);
      while (n[j].name)
        j = (j + 1) & (cap - 1);
      n[j] = ps->slots[i];
    }
    ps->slots = n;
    ps->slot_cap = cap;
  }
  if (!ps->slot_cap)
    return NULL;
  size_t j = slot_hash(name) & (ps->slot_cap - 1);
  while (ps->slots[j].name && ps->slots[j].name != name)
    j = (j + 1) & (ps->slot_cap - 1);
  if (!ps->slots[j].name) {
    if (!insert)
      return NULL;
    ps->slots[j].name = name;
    ps->slots[j].entry = -1;
    ps->slot_count++;
  }
  return &ps->slots[j];
}

static bool in_enum_body(const ParseState *ps) {
  return ps->tag_braces.len > 0 && ps->tag_braces.data[ps->tag_braces.len - 1] == 2;
}

void feed_declare(ParseState *ps, const char *name, bool is_type) {
  NameSlot *slot = slot_find(ps, name, true);
  /* an enumerator belongs to the scope around its enum's braces */
  unsigned depth = in_enum_body(ps) && ps->depth ? ps->depth - 1 : ps->depth;
  NameEntry e = {name, is_type, depth, slot->entry};
  VEC_PUSH(ps->arena, ps->names, e);
  slot->entry = (int)ps->names.len - 1;
}

static bool is_type_name(ParseState *ps, const char *name) {
  NameSlot *slot = slot_find(ps, name, false);
  return slot && slot->entry >= 0 && ps->names.data[slot->entry].is_type;
}

bool feed_is_type_name(const ParseState *ps, const char *name) {
  return is_type_name((ParseState *)ps, name);
}

bool feed_is_declared(const ParseState *ps, const char *name) {
  NameSlot *slot = slot_find((ParseState *)ps, name, false);
  return slot && slot->entry >= 0;
}

/* Leaving a block: its names stop hiding the outer ones. */
static void feed_pop_scope(ParseState *ps) {
  while (ps->names.len && ps->names.data[ps->names.len - 1].depth >= ps->depth) {
    NameEntry *e = &ps->names.data[--ps->names.len];
    slot_find(ps, e->name, false)->entry = e->shadowed;
  }
}

bool feed_basic_type(int cls) {
  switch (cls) {
  case VOID: case CHAR: case SHORT: case INT: case LONG: case FLOAT: case DOUBLE:
  case SIGNED: case UNSIGNED: case BOOL: case FLOAT16: case BF16: case INT128:
    return true;
  default:
    return false;
  }
}

/* After a type specifier an identifier declares something, even if it
 * names a type in an outer scope: `typedef int T; { float T; }`. */
static bool follows_type_specifier(ParseState *ps, const Token *t) {
  if (feed_basic_type(ps->prev_class))
    return true;
  switch (ps->prev_class) {
  case COMPLEX: case TYPE_NAME: case STRUCT: case UNION: case ENUM:
  case AUTO_TYPE: case '.': case PTR_OP: case GOTO:
    return true;
  case IDENTIFIER: {
    /* the tag in `struct S x` */
    return t - ps->toks >= 2 && ps->prev == t - 1 &&
           (ps->prev_prev_class == STRUCT || ps->prev_prev_class == UNION ||
            ps->prev_prev_class == ENUM);
  }
  default:
    return ps->after_tag_body || ps->after_tag_attrs;
  }
}

/* Where a type name cannot stand, the name means something else: after
 * '*' it is declared (`struct s {...}; const char *s;`: in C a tag is no
 * ordinary identifier, and in C++ a variable hides it), unless a '(' makes
 * it a functional cast (x * float(y)); followed by one ':' where a
 * statement starts it is a label (C17 6.2.3: labels have their own name
 * space), where in a struct body `T : 3` is an unnamed bit-field. */
static bool in_tag_body(ParseState *ps) {
  return ps->tag_braces.len > 0 && ps->tag_braces.data[ps->tag_braces.len - 1];
}

bool feed_in_tag_body(const ParseState *ps) {
  return in_tag_body((ParseState *)ps);
}

static bool names_other_than_type(ParseState *ps, const Token *t) {
  if (ps->prev_class == '*')
    return t[1].kind != TOK_LPAREN;
  if (t[1].kind != TOK_COLON)
    return false;
  switch (ps->prev_class) { /* where a statement may start */
  case ';': case '{': case '}': case ':': case ')': case ELSE: case DO:
    return !in_tag_body(ps);
  default: /* _Generic's `T: e`, a bit-field `T : 3` */
    return false;
  }
}

/* Two identifiers where a declaration or statement starts (`unknown_t v;`,
 * `for (unknown_t i = 0; ...)`, a member `unknown_t m;`): only a
 * declaration begins so, so the first names a type, known or not.  As a
 * type name it is parsed as a declaration: sema says "unknown type name",
 * as clang does, and the variable stays declared. */
static bool unknown_type_starts_declaration(ParseState *ps, const Token *t) {
  return !ps->past_specifiers && t[1].kind == TOK_IDENT &&
         !feed_keyword(ps, t[1].text);
}

/* Keeps past_specifiers for the token after one of class `cls`. */
static void track_specifiers(ParseState *ps, int cls) {
  if (ps->attr_parens) { /* the attribute's arguments */
    if (cls == ')' && ps->parens + 1 == ps->attr_parens)
      ps->attr_parens = 0;
    return;
  }
  switch (cls) {
  case ATTRIBUTE:
    ps->attr_parens = ps->parens + 1;
    break;
  case TYPEDEF: case EXTERN: case STATIC: case AUTO: case REGISTER:
  case THREAD_LOCAL: case INLINE: case NORETURN: case CONST: case RESTRICT:
  case VOLATILE: case EXTERN_C:
    break;
  case ';': case '}':
    ps->past_specifiers = false;
    break;
  case '{': /* a block or a struct body, not an initializer list */
    ps->past_specifiers = ps->open_expr.data[ps->open_expr.len - 1];
    break;
  case '(': /* for (T i = 0; ...) */
    ps->past_specifiers = ps->prev_class != FOR;
    break;
  default:
    ps->past_specifiers = true;
  }
}

static int punct_token(TokKind k) {
  switch (k) {
  case TOK_LBRACKET: return '[';
  case TOK_RBRACKET: return ']';
  case TOK_LPAREN: return '(';
  case TOK_RPAREN: return ')';
  case TOK_LBRACE: return '{';
  case TOK_RBRACE: return '}';
  case TOK_DOT: return '.';
  case TOK_ARROW: return PTR_OP;
  case TOK_INC: return INC_OP;
  case TOK_DEC: return DEC_OP;
  case TOK_AMP: return '&';
  case TOK_STAR: return '*';
  case TOK_PLUS: return '+';
  case TOK_MINUS: return '-';
  case TOK_TILDE: return '~';
  case TOK_BANG: return '!';
  case TOK_SLASH: return '/';
  case TOK_PERCENT: return '%';
  case TOK_SHL: return LEFT_OP;
  case TOK_SHR: return RIGHT_OP;
  case TOK_LT: return '<';
  case TOK_GT: return '>';
  case TOK_LE: return LE_OP;
  case TOK_GE: return GE_OP;
  case TOK_EQEQ: return EQ_OP;
  case TOK_NE: return NE_OP;
  case TOK_CARET: return '^';
  case TOK_PIPE: return '|';
  case TOK_ANDAND: return AND_OP;
  case TOK_OROR: return OR_OP;
  case TOK_QUESTION: return '?';
  case TOK_COLON: return ':';
  case TOK_SEMI: return ';';
  case TOK_ELLIPSIS: return ELLIPSIS;
  case TOK_ASSIGN: return '=';
  case TOK_MUL_ASSIGN: return MUL_ASSIGN;
  case TOK_DIV_ASSIGN: return DIV_ASSIGN;
  case TOK_MOD_ASSIGN: return MOD_ASSIGN;
  case TOK_ADD_ASSIGN: return ADD_ASSIGN;
  case TOK_SUB_ASSIGN: return SUB_ASSIGN;
  case TOK_SHL_ASSIGN: return LEFT_ASSIGN;
  case TOK_SHR_ASSIGN: return RIGHT_ASSIGN;
  case TOK_AND_ASSIGN: return AND_ASSIGN;
  case TOK_XOR_ASSIGN: return XOR_ASSIGN;
  case TOK_OR_ASSIGN: return OR_ASSIGN;
  case TOK_COMMA: return ',';
  default: return YYUNDEF;
  }
}

/* `#pragma unroll`, `#pragma unroll N`, `#pragma nounroll` (clang's loop
 * pragmas); the hint waits for the loop keyword that follows. */
/* #pragma pack(N), pack(), pack(push[, N]), pack(pop[, N]), as GCC and
 * clang read them: structs defined while it is in force align their
 * members to at most N bytes. */
static void pragma_pack(ParseState *ps, const Token *t, const char *p) {
  while (*p == ' ')
    p++;
  if (*p != '(') {
    diag_warning(&ps->ctx->diags, t->loc, "missing '(' after '#pragma pack' - ignoring");
    return;
  }
  p++;
  bool push = false, pop = false, have_n = false;
  long n = 0;
  for (;;) {
    while (*p == ' ' || *p == ',')
      p++;
    if (*p == ')' || !*p)
      break;
    if (!strncmp(p, "push", 4)) {
      push = true;
      p += 4;
    } else if (!strncmp(p, "pop", 3)) {
      pop = true;
      p += 3;
    } else if (!strncmp(p, "show", 4)) {
      return;
    } else if (*p >= '0' && *p <= '9') {
      char *end;
      n = strtol(p, &end, 0);
      p = end;
      have_n = true;
    } else {
      p++; /* an identifier label: ignored */
    }
  }
  if (have_n && (n < 0 || n > 16 || (n & (n - 1)))) {
    diag_warning(&ps->ctx->diags, t->loc, "expected #pragma pack parameter to "
                 "be '1', '2', '4', '8', or '16'");
    return;
  }
  if (push)
    VEC_PUSH(ps->arena, ps->pack_stack, ps->pack);
  if (pop) {
    if (ps->pack_stack.len)
      ps->pack = ps->pack_stack.data[--ps->pack_stack.len];
    else
      diag_warning(&ps->ctx->diags, t->loc,
                   "#pragma pack(pop, ...) failed: stack empty");
  }
  if (have_n || (!push && !pop))
    ps->pack = (uint32_t)n;
}

/* Where a #pragma's name is written (clang reports there), when the
 * directive is where its token says: `#  pragma  name`. */
static SrcLoc pragma_name_loc(ParseState *ps, const Token *t) {
  size_t len;
  const char *line = srcmgr_line(&ps->ctx->sources, t->loc.file, t->loc.line, &len);
  SrcLoc loc = t->loc;
  if (!line || t->loc.col == 0 || t->loc.col > len || line[t->loc.col - 1] != '#')
    return loc;
  size_t i = t->loc.col; /* after the '#' */
  while (i < len && (line[i] == ' ' || line[i] == '\t'))
    i++;
  if (len - i < 6 || strncmp(line + i, "pragma", 6) != 0)
    return loc;
  i += 6;
  while (i < len && (line[i] == ' ' || line[i] == '\t'))
    i++;
  loc.col = (uint32_t)i + 1;
  loc.len = (uint32_t)strcspn(t->text, " (");
  return loc;
}

static void feed_pragma(ParseState *ps, const Token *t) {
  const char *s = t->text;
  LoopHint h = {0};
  if (strncmp(s, "pack", 4) == 0 && (s[4] == ' ' || s[4] == '(' || !s[4])) {
    pragma_pack(ps, t, s + 4);
    return;
  }
  if (strncmp(s, "unroll", 6) == 0 && (s[6] == 0 || s[6] == ' ' || s[6] == '(')) {
    const char *p = s + 6;
    while (*p == ' ' || *p == '(')
      p++;
    long n = strtol(p, NULL, 0);
    h.unroll = n > 0 ? (int)n : -1;
  } else if (strcmp(s, "nounroll") == 0) {
    h.unroll = 1;
  } else {
    /* clang knows these namespaces; anything else it ignores, saying so
     * under -Wunknown-pragmas. */
    static const char *const known[] = {"GCC", "clang", "STDC", "omp",
                                        "unroll_and_jam", "nounroll_and_jam",
                                        "push_macro", "pop_macro", "message",
                                        "pack", "weak", "redefine_extname",
                                        "diagnostic", "system_header"};
    size_t n = strcspn(s, " (");
    for (size_t i = 0; i < ARRAY_LEN(known); i++)
      if (strlen(known[i]) == n && !strncmp(s, known[i], n))
        return;
    diag_warn(&ps->ctx->diags, W_UNKNOWN_PRAGMAS, pragma_name_loc(ps, t),
              "unknown pragma ignored");
    return;
  }
  ps->next_hint = h;
  ps->have_hint = true;
}

LoopHint feed_take_hint(ParseState *ps, const Token *kw) {
  for (size_t i = 0; i < ps->hints.len; i++)
    if (ps->hints.data[i].loop_keyword == kw)
      return ps->hints.data[i].hint;
  LoopHint none = {0};
  return none;
}

static bool expression_continues(int cls);
static bool in_expression_list(ParseState *ps);
static bool in_tag_body(ParseState *ps);

/* Does the text after `T (` read as an abstract declarator, as C++ reads
 * it where both are possible: `(*)`, `()`, `[`, or a parameter's type?
 * `float(*p)` and `int(float(x))` stay expressions. */
static bool starts_abstract_declarator(ParseState *ps, const Token *t) {
  if (t->kind == TOK_RPAREN || t->kind == TOK_LBRACKET)
    return true;
  if (t->kind == TOK_STAR) {
    while (t->kind == TOK_STAR ||
           (t->kind == TOK_IDENT && (feed_keyword(ps, t->text) == CONST ||
                                     feed_keyword(ps, t->text) == VOLATILE ||
                                     feed_keyword(ps, t->text) == RESTRICT)))
      t++;
    return t->kind == TOK_RPAREN || t->kind == TOK_LBRACKET ||
           t->kind == TOK_LPAREN;
  }
  if (t->kind != TOK_IDENT)
    return false;
  int k = feed_keyword(ps, t->text);
  bool type = feed_basic_type(k) || k == STRUCT || k == UNION || k == ENUM ||
              k == CONST || k == VOLATILE || (!k && is_type_name(ps, t->text));
  return type && t[1].kind != TOK_LPAREN;
}

/* C++'s functional cast T(e), which HIP kernels use for scalar types
 * (float(i) / n).  A type name followed by '(' is one only where an
 * expression must continue: after an operator, '=', 'return' or '['.
 * Elsewhere `int (x)` stays the declaration C says it is. */
static bool is_functional_cast(ParseState *ps, const Token *t, int cls) {
  if (cls == VOID || (!feed_basic_type(cls) && cls != TYPE_NAME))
    return false;
  if (t[1].kind != TOK_LPAREN)
    return false;
  if (ps->prev_class == '(' && starts_abstract_declarator(ps, t + 2))
    return false; /* sizeof(int (*)(int)), (float (*)[4])p: a type name */
  return expression_continues(ps->prev_class) ||
         /* the first thing in, or after a ',' in, parentheses or braces
          * that hold expressions: f(float(a)), {int(x), 1}, (float(a)) */
         ((ps->prev_class == '(' || ps->prev_class == ',' ||
           ps->prev_class == '{') && in_expression_list(ps));
}

/* Do the innermost open brackets hold expressions? */
static bool in_expression_list(ParseState *ps) {
  return ps->open_expr.len && ps->open_expr.data[ps->open_expr.len - 1];
}

/* Whether the '(' or '{' being opened holds expressions: a call's
 * arguments, a parenthesised expression, the condition of if/while/switch,
 * an initializer list. */
static bool opens_expression_list(ParseState *ps, int cls) {
  int p = ps->prev_class;
  if (cls == '{')
    return p == '=' || ((p == '{' || p == ',') && in_expression_list(ps));
  switch (p) {
  case IDENTIFIER:
    return ps->ident_in_expr; /* a call, not a declarator */
  case IF: case WHILE: case SWITCH: case RETURN: case FCAST_TYPE:
  case SIZEOF:
    return true;
  case '(': case ',': case '{':
    return in_expression_list(ps);
  default:
    return expression_continues(p);
  }
}

/* Are the '*'s before the current token a declarator's, after a type
 * (`void *f(`, `struct s **p`), rather than multiplications? */
static bool after_pointer_declarator(ParseState *ps) {
  size_t at = ps->pos - 1; /* the identifier, just handed out */
  size_t j = at;
  while (j > 0) {
    const Token *k = &ps->toks[j - 1];
    int kw = k->kind == TOK_IDENT ? feed_keyword(ps, k->text) : 0;
    if (k->kind != TOK_STAR && kw != CONST && kw != VOLATILE && kw != RESTRICT)
      break;
    j--;
  }
  if (j == 0 || j == at)
    return false;
  const Token *b = &ps->toks[j - 1];
  if (b->kind != TOK_IDENT)
    return false;
  int kw = feed_keyword(ps, b->text);
  if (kw)
    return feed_basic_type(kw);
  if (j >= 2 && ps->toks[j - 2].kind == TOK_IDENT) {
    int tag = feed_keyword(ps, ps->toks[j - 2].text);
    if (tag == STRUCT || tag == UNION || tag == ENUM)
      return true;
  }
  return is_type_name(ps, b->text);
}

/* Does an identifier after the previous token stand in an expression? */
static bool ident_starts_expression(ParseState *ps) {
  int p = ps->prev_class;
  switch (p) {
  case '*':
    return !after_pointer_declarator(ps);
  case RETURN: case CASE: case SIZEOF: case '.': case PTR_OP:
    return true;
  case '(': case ',': case '{':
    return in_expression_list(ps);
  case ';': case '}': /* a statement inside a function body */
    return ps->depth > 0 && !in_tag_body(ps);
  default:
    return expression_continues(p);
  }
}

/* After these, what follows must be (part of) an expression. */
static bool expression_continues(int cls) {
  switch (cls) {
  case '=': case RETURN: case '+': case '-': case '*': case '/': case '%':
  case '<': case '>': case LE_OP: case GE_OP: case EQ_OP: case NE_OP:
  case '&': case '|': case '^': case AND_OP: case OR_OP: case '?': case ':':
  case '!': case '~': case '[': case LEFT_OP: case RIGHT_OP: case MUL_ASSIGN:
  case DIV_ASSIGN: case MOD_ASSIGN: case ADD_ASSIGN: case SUB_ASSIGN:
  case LEFT_ASSIGN: case RIGHT_ASSIGN: case AND_ASSIGN: case XOR_ASSIGN:
  case OR_ASSIGN:
    return true;
  default:
    return false;
  }
}

TypeSpecKind feed_type_spec(ParseState *ps, const Token *t) {
  switch (feed_keyword(ps, t->text)) {
  case CHAR: return TS_CHAR;
  case SHORT: return TS_SHORT;
  case INT: return TS_INT;
  case LONG: return TS_LONG;
  case FLOAT: return TS_FLOAT;
  case DOUBLE: return TS_DOUBLE;
  case SIGNED: return TS_SIGNED;
  case UNSIGNED: return TS_UNSIGNED;
  case BOOL: return TS_BOOL;
  case FLOAT16: return TS_FLOAT16;
  case BF16: return TS_BF16;
  case INT128: return TS_INT128;
  default: return TS_TYPEDEF_NAME;
  }
}

/* What Bison is to see of `t`, from the tokens before it, or 0 for
 * nothing (the end of input, GNU's __extension__).  Changes nothing:
 * feed_advance moves past the token once it is handed on. */
static int feed_classify(ParseState *ps, const Token *t) {
  int cls;
  switch (t->kind) {
  case TOK_EOF:
    return 0;
  case TOK_IDENT:
    cls = feed_keyword(ps, t->text);
    if (cls == EXTERN && t[1].kind == TOK_STRING &&
        t[1].text == ps->feed->extern_c_str)
      cls = EXTERN_C; /* the "C" goes with it */
    if (cls == EXTENSION)
      return 0; /* GNU's __extension__ only silences pedantic warnings */
    if (cls == ATOMIC && t[1].kind == TOK_LPAREN)
      cls = ATOMIC_SPEC; /* _Atomic(T), a specifier (C17 6.7.2.4p4) */
    /* Attributes right after a struct, union or enum body belong to the
     * type (struct p {...} __attribute__((packed));), as in GCC. */
    if (cls == ATTRIBUTE && (ps->after_tag_body || ps->after_tag_attrs))
      cls = TAG_ATTRIBUTE;
    if (!cls && in_enum_body(ps) && (ps->prev_class == '{' || ps->prev_class == ','))
      cls = IDENTIFIER; /* an enumerator, whatever the name meant before */
    if (!cls)
      cls = is_type_name(ps, t->text) && !follows_type_specifier(ps, t) &&
                    !names_other_than_type(ps, t)
                ? TYPE_NAME
                : IDENTIFIER;
    if (cls == IDENTIFIER && unknown_type_starts_declaration(ps, t))
      cls = TYPE_NAME;
    break;
  case TOK_NUMBER: cls = NUMBER; break;
  case TOK_CHAR: cls = CHAR_CONST; break;
  case TOK_STRING: cls = STRING; break;
  default: cls = punct_token(t->kind); break;
  }
  if (is_functional_cast(ps, t, cls))
    cls = FCAST_TYPE;
  return cls;
}

/* The feed's state moves past `t`, handed to Bison as `cls`. */
static void feed_advance(ParseState *ps, const Token *t, int cls) {
  if (cls == TAG_ATTRIBUTE)
    ps->tag_attr_parens = ps->parens + 1;
  if (ps->have_hint) {
    if (cls == FOR || cls == WHILE || cls == DO) {
      PendingHint p = {t, ps->next_hint};
      VEC_PUSH(ps->arena, ps->hints, p);
    }
    ps->have_hint = false;
  }
  /* Scopes follow braces.  A brace that opens a struct, union or enum
   * body is remembered so that the `}` closing it counts as the end of a
   * type specifier (`struct { int a; } T;` declares T). */
  ps->after_tag_body = false;
  if (cls == '{') {
    int kw = ps->prev_class == IDENTIFIER ? ps->prev_prev_class : ps->prev_class;
    unsigned char tag = kw == STRUCT || kw == UNION ? 1 : kw == ENUM ? 2 : 0;
    VEC_PUSH(ps->arena, ps->tag_braces, tag);
    ps->depth++;
  } else if (cls == '}') {
    if (ps->depth > 0) {
      feed_pop_scope(ps);
      ps->depth--;
      ps->after_tag_body = ps->tag_braces.data[--ps->tag_braces.len];
    }
  }
  if (cls == '(' || cls == '[' || cls == '{') {
    unsigned char expr = cls == '[' || opens_expression_list(ps, cls);
    VEC_PUSH(ps->arena, ps->open_expr, expr);
  } else if ((cls == ')' || cls == ']' || cls == '}') && ps->open_expr.len) {
    ps->open_expr.len--;
  }
  if (cls == IDENTIFIER)
    ps->ident_in_expr = ident_starts_expression(ps);
  if (cls == '(' || cls == '[')
    ps->parens++;
  else if ((cls == ')' || cls == ']') && ps->parens)
    ps->parens--;
  else if (cls == '{' || cls == '}')
    ps->parens = 0;
  track_specifiers(ps, cls);
  ps->after_tag_attrs = false;
  if (cls == ')' && ps->tag_attr_parens == ps->parens + 1) {
    ps->after_tag_attrs = true;
    ps->tag_attr_parens = 0;
  }
  ps->prev_prev_class = ps->prev_class;
  ps->prev = t;
  ps->prev_class = cls;
}

/* A ';' that is not in the source, for Bison, located at `at`. */
static int hand_semicolon(ParseState *ps, YYSTYPE *lval, YYLTYPE *lloc, SrcLoc at) {
  *lloc = at;
  lval->tok = ps->prev;
  ps->prev_prev_class = ps->prev_class;
  ps->prev_class = ';';
  ps->past_specifiers = false;
  return ';';
}

/* Bison's scanner: the next token's class.  Pragmas are read here, and
 * parser/recover.c sees each token first: it may supply a ';' the source
 * left out, or drop a token, reporting the error as clang does. */
int yylex(YYSTYPE *lval, YYLTYPE *lloc, ParseState *ps) {
  for (;;) {
    const Token *t = &ps->toks[ps->pos];
    if (t->kind == TOK_PRAGMA) {
      ps->pos++;
      feed_pragma(ps, t);
      continue;
    }
    if (ps->cxx_resume) { /* after a C++ construct cxx.c stepped over */
      ps->pos = ps->cxx_resume;
      ps->cxx_resume = 0;
      return hand_semicolon(ps, lval, lloc, ps->prev->loc);
    }
    if (ps->pos < ps->asm_end && t->kind == TOK_COLONCOLON) {
      /* `asm("" ::: "memory")`: the lexer's C++ `::` is two colons here */
      *lloc = t->loc;
      lval->tok = t;
      if (!ps->asm_half_colon) {
        ps->asm_half_colon = true;
        return ':';
      }
      ps->asm_half_colon = false;
      ps->pos++;
      feed_advance(ps, t, ':');
      return ':';
    }
    size_t skip = 0;
    int as = 0;
    CxxAction cxx = t->kind == TOK_EOF ? CXX_NONE : cxx_construct(ps, t, &skip, &as);
    if (cxx == CXX_SKIP || cxx == CXX_SKIP_THEN_SEMICOLON) {
      ps->pos += skip ? skip : 1;
      if (cxx == CXX_SKIP_THEN_SEMICOLON && ps->prev)
        return hand_semicolon(ps, lval, lloc, ps->prev->loc);
      continue;
    }
    if (cxx == CXX_KEEP_THEN_SEMICOLON)
      ps->cxx_resume = ps->pos + skip;
    int cls = cxx == CXX_AS ? as : feed_classify(ps, t);
    SrcLoc semi_at;
    switch (recover_token(ps, t, cls, &semi_at)) {
    case RECOVER_READ:
      break;
    case RECOVER_SEMICOLON: /* after the last token handed out, before t */
      return hand_semicolon(ps, lval, lloc, semi_at);
    case RECOVER_DROP:
      ps->pos++;
      continue;
    }
    *lloc = t->loc;
    if (t->kind == TOK_EOF)
      return YYEOF;
    if (cls == ASM) { /* where its parentheses close */
      size_t j = ps->pos + 1;
      while (j < ps->ntoks && ps->toks[j].kind != TOK_LPAREN && ps->toks[j].kind != TOK_EOF)
        j++;
      for (int depth = 0; j < ps->ntoks && ps->toks[j].kind != TOK_EOF; j++) {
        depth += ps->toks[j].kind == TOK_LPAREN;
        if (ps->toks[j].kind == TOK_RPAREN && --depth == 0)
          break;
      }
      ps->asm_end = j;
    }
    ps->pos += cls == EXTERN_C ? 2 : 1; /* extern "C" is one token */
    if (!cls)
      continue; /* __extension__ */
    lval->tok = t;
    feed_advance(ps, t, cls);
    return cls;
  }
}

int yyparse(ParseState *ps);

bool parse_translation_unit(Ctx *ctx, const TokenArray *toks,
                            TranslationUnit *tu, ExternalDeclFn each,
                            void *user) {
  ParseState ps = {0};
  ps.ctx = ctx;
  ps.each = each;
  ps.each_user = user;
  ps.arena = &ctx->arena;
  ps.toks = toks->data;
  ps.ntoks = toks->len;
  feed_init(&ps);
  cxx_init(&ps);
  unsigned errors = ctx->diags.errors;
  yyparse(&ps);
  tu->decls = ps.decls.data;
  tu->ndecls = ps.decls.len;
  return ctx->diags.errors == errors;
}
