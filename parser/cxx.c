/* cxx.c - the C++ that HIP kernels are often written in and HIP-C does not
 * have: templates, classes, namespaces, references, default arguments,
 * member functions, constexpr, auto, `::`.  Each is recognised in the token
 * stream where C could not mean anything else, reported once where it is
 * written, with its name ("C++ templates are not supported in HIP-C"), and
 * stepped over so that what follows parses as the C it most likely is:
 * a reference becomes the object itself, a class a struct, a namespace's
 * body plain file-scope declarations, `auto` GNU's __auto_type.  Without
 * this, clang's C front end (and hipc's) would say "unknown type name
 * 'template'" and follow it with a cascade (docs/ARCHITECTURE.md, "Input
 * language"). */
#include "parser.h"
#include "parser/grammar.h"

#include <string.h>

enum {
  W_TEMPLATE, W_NAMESPACE, W_USING, W_CLASS, W_PUBLIC, W_PRIVATE, W_PROTECTED,
  W_CONSTEXPR, W_AUTO, W_OPERATOR, W_CONST, W_OVERRIDE, W_NOEXCEPT, W_FINAL,
  W_VIRTUAL, W_TYPENAME, CXX_NWORDS
};

static const char *const word_text[CXX_NWORDS] = {
    "template", "namespace", "using",    "class",    "public",   "private",
    "protected", "constexpr", "auto",    "operator", "const",    "override",
    "noexcept",  "final",     "virtual", "typename"};

struct CxxWords {
  const char *w[CXX_NWORDS]; /* interned */
};

void cxx_init(ParseState *ps) {
  CxxWords *t = arena_alloc(ps->arena, sizeof *t);
  for (int i = 0; i < CXX_NWORDS; i++)
    t->w[i] = intern_cstr(&ps->ctx->strings, word_text[i]);
  ps->cxx = t;
}

static bool is(const ParseState *ps, const Token *t, int w) {
  return t->kind == TOK_IDENT && t->text == ps->cxx->w[w];
}

/* An identifier the program may use as a plain name: no keyword, not
 * declared by the program (C lets a variable be called `class`). */
static bool free_word(const ParseState *ps, const Token *t) {
  return !feed_is_declared(ps, t->text);
}

static bool is_open(TokKind k) {
  return k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE;
}

static bool is_close(TokKind k) {
  return k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE;
}

/* The index after the bracket that closes the one at `i`. */
static size_t after_balanced(const ParseState *ps, size_t i) {
  unsigned depth = 0;
  for (; ps->toks[i].kind != TOK_EOF; i++) {
    if (is_open(ps->toks[i].kind))
      depth++;
    else if (is_close(ps->toks[i].kind) && --depth == 0)
      return i + 1;
  }
  return i;
}

/* The index after the `>` that closes the `<` at `i` (`>>` closes two). */
static size_t after_angles(const ParseState *ps, size_t i) {
  int depth = 0;
  for (; ps->toks[i].kind != TOK_EOF; i++) {
    TokKind k = ps->toks[i].kind;
    if (k == TOK_LPAREN || k == TOK_LBRACKET) {
      i = after_balanced(ps, i) - 1;
      continue;
    }
    if (k == TOK_LT)
      depth++;
    else if (k == TOK_GT)
      depth--;
    else if (k == TOK_SHR)
      depth -= 2;
    else if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE)
      return i; /* unbalanced: stop before the next declaration */
    if (depth <= 0)
      return i + 1;
  }
  return i;
}

/* The index after one declaration starting at `i`: through its ';', or
 * through the '}' of a body, with the declarators and ';' after a class
 * body (`class C {...} a, b;`). */
static size_t after_declaration(const ParseState *ps, size_t i) {
  for (; ps->toks[i].kind != TOK_EOF; i++) {
    TokKind k = ps->toks[i].kind;
    if (k == TOK_SEMI)
      return i + 1;
    if (k == TOK_RBRACE)
      return i; /* the end of an enclosing block: not ours */
    if (k == TOK_LPAREN || k == TOK_LBRACKET) {
      i = after_balanced(ps, i) - 1;
      continue;
    }
    if (k == TOK_LBRACE) {
      bool initializer = i > 0 && ps->toks[i - 1].kind == TOK_ASSIGN;
      i = after_balanced(ps, i);
      if (initializer) {
        i--;
        continue;
      }
      /* a function body ends the declaration; a class body goes on to
       * its declarators */
      if (ps->toks[i].kind == TOK_SEMI)
        return i + 1;
      if (ps->toks[i].kind == TOK_IDENT &&
          (ps->toks[i + 1].kind == TOK_SEMI || ps->toks[i + 1].kind == TOK_COMMA)) {
        i--;
        continue;
      }
      return i;
    }
  }
  return i;
}

static void report(ParseState *ps, const Token *t, const char *what) {
  diag_error(&ps->ctx->diags, t->loc, "%s", what);
}

/* Could `t` (a '&' or '&&') declare a reference?  After a type specifier
 * or qualifier nothing else can follow: `int &r`, `const float &x`,
 * `struct S &s`. */
static bool starts_reference(const ParseState *ps) {
  if (feed_basic_type(ps->prev_class))
    return true;
  switch (ps->prev_class) {
  case TYPE_NAME: case CONST: case VOLATILE: case AUTO_TYPE:
    return true;
  case IDENTIFIER: /* the tag of `struct S &s` */
    return ps->prev_prev_class == STRUCT || ps->prev_prev_class == UNION ||
           ps->prev_prev_class == ENUM;
  default:
    return false;
  }
}

/* Is the '=' at `t` a default argument: inside a parameter list, whose
 * '(' follows a declarator's name or its parenthesised part? */
static bool is_default_argument(const ParseState *ps, const Token *t) {
  if (!ps->parens || ps->attr_parens || !ps->open_expr.len ||
      ps->open_expr.data[ps->open_expr.len - 1] || !ps->recover.open.len)
    return false;
  const Token *open = ps->recover.open.data[ps->recover.open.len - 1];
  if (open->kind != TOK_LPAREN || open == ps->toks || open > t)
    return false;
  const Token *before = open - 1;
  return (before->kind == TOK_IDENT && !feed_keyword(ps, before->text)) ||
         before->kind == TOK_RPAREN;
}

/* The index after `= value` at `i`, stopping before the ',' or ')' that
 * ends the parameter. */
static size_t after_default_argument(const ParseState *ps, size_t i) {
  for (i++; ps->toks[i].kind != TOK_EOF; i++) {
    TokKind k = ps->toks[i].kind;
    if (k == TOK_COMMA || k == TOK_RPAREN)
      return i;
    if (is_open(k))
      i = after_balanced(ps, i) - 1;
  }
  return i;
}

/* In a struct body, `name(...) [const|override|noexcept...] {` or
 * `name(...) : init(...) {` is a member function (or constructor): the
 * index after its body, or 0. */
static size_t after_member_function(const ParseState *ps, size_t i) {
  if (ps->toks[i + 1].kind != TOK_LPAREN)
    return 0;
  size_t j = after_balanced(ps, i + 1);
  while (is(ps, &ps->toks[j], W_CONST) || is(ps, &ps->toks[j], W_OVERRIDE) ||
         is(ps, &ps->toks[j], W_NOEXCEPT) || is(ps, &ps->toks[j], W_FINAL))
    j++;
  if (ps->toks[j].kind == TOK_COLON) { /* a constructor's initializers */
    while (ps->toks[j].kind != TOK_LBRACE && ps->toks[j].kind != TOK_SEMI &&
           ps->toks[j].kind != TOK_EOF)
      j = is_open(ps->toks[j].kind) ? after_balanced(ps, j) : j + 1;
  }
  if (ps->toks[j].kind != TOK_LBRACE)
    return 0;
  j = after_balanced(ps, j);
  if (ps->toks[j].kind == TOK_SEMI)
    j++;
  return j;
}

CxxAction cxx_construct(ParseState *ps, const Token *t, size_t *n, int *cls) {
  size_t i = (size_t)(t - ps->toks);
  switch (t->kind) {
  case TOK_AMP:
  case TOK_ANDAND:
    if (!starts_reference(ps))
      return CXX_NONE;
    report(ps, t, "C++ references are not supported in HIP-C; use a pointer");
    *n = 1;
    return CXX_SKIP;
  case TOK_ASSIGN:
    if (!is_default_argument(ps, t))
      return CXX_NONE;
    report(ps, t, "C++ default arguments are not supported in HIP-C");
    *n = after_default_argument(ps, i) - i;
    return CXX_SKIP;
  case TOK_COLONCOLON:
    report(ps, t, "C++ scope resolution ('::') is not supported in HIP-C");
    *n = 1;
    return CXX_SKIP;
  case TOK_RBRACE:
    if (!ps->namespaces.len || ps->namespaces.data[ps->namespaces.len - 1] != ps->depth)
      return CXX_NONE;
    ps->namespaces.len--; /* the end of a namespace's body */
    *n = 1;
    return CXX_SKIP;
  case TOK_LBRACKET:
    /* [[maybe_unused]], [[gnu::noinline]]: C23's (and C++11's) attribute
     * syntax, which clang takes in every C mode; stepped over (the GNU
     * spelling __attribute__((...)) is the one hipc acts on).  `[[` can
     * begin nothing else in C. */
    if (t[1].kind == TOK_LBRACKET) {
      size_t j = after_balanced(ps, i);
      if (j >= i + 4 && ps->toks[j - 1].kind == TOK_RBRACKET &&
          ps->toks[j - 2].kind == TOK_RBRACKET) {
        *n = j - i;
        return CXX_SKIP;
      }
    }
    return CXX_NONE;
  case TOK_TILDE:
    if (feed_in_tag_body(ps) && !ps->past_specifiers && t[1].kind == TOK_IDENT &&
        (*n = after_member_function(ps, i + 1))) {
      report(ps, t, "C++ member functions are not supported in HIP-C");
      *n -= i;
      return CXX_SKIP;
    }
    return CXX_NONE;
  case TOK_IDENT:
    break;
  default:
    return CXX_NONE;
  }
  if (t[1].kind == TOK_COLONCOLON && !feed_keyword(ps, t->text)) {
    /* std::min(a, b), Outer::Inner: the name after the last `::` stays */
    report(ps, t, "C++ scope resolution ('::') is not supported in HIP-C");
    size_t j = i;
    while (ps->toks[j].kind == TOK_IDENT && ps->toks[j + 1].kind == TOK_COLONCOLON)
      j += 2;
    *n = j - i;
    return CXX_SKIP;
  }
  if (feed_in_tag_body(ps) && !feed_keyword(ps, t->text)) {
    if (!ps->past_specifiers && t[1].kind == TOK_COLON &&
        (is(ps, t, W_PUBLIC) || is(ps, t, W_PRIVATE) || is(ps, t, W_PROTECTED))) {
      report(ps, t, "C++ access specifiers are not supported in HIP-C");
      *n = 2;
      return CXX_SKIP;
    }
    size_t end = after_member_function(ps, i);
    if (end) {
      report(ps, t, "C++ member functions are not supported in HIP-C");
      if (!ps->past_specifiers) { /* a constructor: nothing before it */
        *n = end - i;
        return CXX_SKIP;
      }
      /* `int get() const {...}`: `int get;` is what Bison sees */
      *n = end - i;
      return CXX_KEEP_THEN_SEMICOLON;
    }
  }
  if (!free_word(ps, t))
    return CXX_NONE;
  if (is(ps, t, W_TEMPLATE) && (t[1].kind == TOK_LT || t[1].kind == TOK_IDENT)) {
    report(ps, t, "C++ templates are not supported in HIP-C");
    size_t j = i;
    while (is(ps, &ps->toks[j], W_TEMPLATE))
      j = ps->toks[j + 1].kind == TOK_LT ? after_angles(ps, j + 1) : j + 1;
    *n = after_declaration(ps, j) - i;
    return CXX_SKIP;
  }
  if (is(ps, t, W_NAMESPACE) && !ps->parens &&
      (t[1].kind == TOK_LBRACE ||
       (t[1].kind == TOK_IDENT && (t[2].kind == TOK_LBRACE || t[2].kind == TOK_ASSIGN)))) {
    report(ps, t, "C++ namespaces are not supported in HIP-C");
    size_t j = i + 1;
    if (ps->toks[j].kind == TOK_IDENT)
      j++;
    if (ps->toks[j].kind == TOK_LBRACE) { /* its body is read as file scope */
      VEC_PUSH(ps->arena, ps->namespaces, ps->depth);
      *n = j + 1 - i;
    } else {
      *n = after_declaration(ps, i) - i; /* namespace A = B; */
    }
    return CXX_SKIP;
  }
  if (is(ps, t, W_USING) && !ps->parens && !ps->past_specifiers &&
      t[1].kind == TOK_IDENT) {
    report(ps, t, "C++ 'using' declarations are not supported in HIP-C");
    *n = after_declaration(ps, i) - i;
    return CXX_SKIP;
  }
  if (is(ps, t, W_CLASS) && t[1].kind == TOK_IDENT &&
      (t[2].kind == TOK_LBRACE || t[2].kind == TOK_COLON || t[2].kind == TOK_SEMI ||
       t[2].kind == TOK_IDENT || t[2].kind == TOK_STAR)) {
    report(ps, t, "C++ classes are not supported in HIP-C; use a struct");
    *cls = STRUCT;
    return CXX_AS;
  }
  if (is(ps, t, W_CONSTEXPR) && !ps->parens && t[1].kind == TOK_IDENT) {
    report(ps, t, "C++ 'constexpr' is not supported in HIP-C; use 'const' or a macro");
    *cls = CONST;
    return CXX_AS;
  }
  const Token *name = t + 1;
  if (name->kind == TOK_AMP || name->kind == TOK_ANDAND)
    name++; /* auto &x = y: the reference is reported next */
  if (is(ps, t, W_AUTO) && name->kind == TOK_IDENT && name[1].kind == TOK_ASSIGN &&
      !feed_keyword(ps, name->text) && !feed_is_type_name(ps, name->text)) {
    report(ps, t, "C++ 'auto' type deduction is not supported in HIP-C; "
                  "use a type or GNU's __auto_type");
    *cls = AUTO_TYPE;
    return CXX_AS;
  }
  /* operator+(, operator==(, operator()(, operator[](, operator float( */
  if (is(ps, t, W_OPERATOR) && t[1].kind != TOK_SEMI && t[1].kind != TOK_COMMA &&
      (t[2].kind == TOK_LPAREN ||
       (t[1].kind == TOK_LPAREN && t[2].kind == TOK_RPAREN && t[3].kind == TOK_LPAREN) ||
       (t[1].kind == TOK_LBRACKET && t[2].kind == TOK_RBRACKET && t[3].kind == TOK_LPAREN))) {
    report(ps, t, "C++ operator overloading is not supported in HIP-C");
    *n = after_declaration(ps, i) - i;
    return ps->past_specifiers ? CXX_SKIP_THEN_SEMICOLON : CXX_SKIP;
  }
  if ((is(ps, t, W_VIRTUAL) || is(ps, t, W_TYPENAME)) && t[1].kind == TOK_IDENT) {
    report(ps, t, is(ps, t, W_VIRTUAL)
                      ? "C++ virtual functions are not supported in HIP-C"
                      : "C++ 'typename' is not supported in HIP-C");
    *n = 1;
    return CXX_SKIP;
  }
  return CXX_NONE;
}
