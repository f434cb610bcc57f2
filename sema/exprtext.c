/* exprtext.c - an expression as clang's diagnostics quote it ("static
 * assertion failed due to requirement 'sizeof(int) == 8'"): printed from
 * the parse tree, before sema folds it, with the parentheses precedence
 * needs and clang's spacing. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

/* Binding strength of a binary operator (higher binds tighter). */
static int precedence(const Expr *e) {
  switch (e->kind) {
  case EX_COMMA: return 1;
  case EX_ASSIGN: return 2;
  case EX_COND: return 3;
  case EX_LOGOR: return 4;
  case EX_LOGAND: return 5;
  case EX_BINARY:
    switch (e->op) {
    case TOK_PIPE: return 6;
    case TOK_CARET: return 7;
    case TOK_AMP: return 8;
    case TOK_EQEQ: case TOK_NE: return 9;
    case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE: return 10;
    case TOK_SHL: case TOK_SHR: return 11;
    case TOK_PLUS: case TOK_MINUS: return 12;
    default: return 13; /* * / % */
    }
  case EX_CAST: case EX_UNARY: case EX_ADDR: case EX_DEREF: case EX_PREINC:
  case EX_PREDEC: case EX_SIZEOF: case EX_ALIGNOF:
    return 14;
  default:
    return 15; /* postfix and primary */
  }
}

static bool print(Sema *s, Strbuf *sb, Expr *e);

static bool operand(Sema *s, Strbuf *sb, Expr *e, int min) {
  bool paren = precedence(e) < min;
  if (paren)
    sb_putc(sb, '(');
  bool ok = print(s, sb, e);
  if (paren)
    sb_putc(sb, ')');
  return ok;
}

static bool type_text(Sema *s, Strbuf *sb, Expr *e) {
  if (!e->spec)
    return false;
  unsigned errors = s->diags->errors;
  Type *t = sema_type_of(s, e->spec, e->decl, NULL, NULL);
  sb_puts(sb, type_spelling(s, t));
  return s->diags->errors == errors;
}

static bool print(Sema *s, Strbuf *sb, Expr *e) {
  if (!e)
    return false;
  int p = precedence(e);
  switch (e->kind) {
  case EX_INT: case EX_FLOAT: case EX_CHAR:
    if (!e->toks)
      return false;
    sb_puts(sb, e->toks[0].text);
    return true;
  case EX_STRING:
    if (!e->toks || e->ntoks != 1)
      return false;
    sb_puts(sb, e->toks[0].text);
    return true;
  case EX_IDENT:
    sb_puts(sb, e->name);
    return true;
  case EX_BINARY: case EX_LOGAND: case EX_LOGOR: case EX_ASSIGN: case EX_COMMA: {
    const char *op = e->kind == EX_LOGAND ? "&&" : e->kind == EX_LOGOR ? "||"
                   : e->kind == EX_COMMA ? "," : tok_kind_spelling((TokKind)e->op);
    bool right_assoc = e->kind == EX_ASSIGN;
    if (!operand(s, sb, e->lhs, right_assoc ? p + 1 : p))
      return false;
    sb_printf(sb, e->kind == EX_COMMA ? "%s " : " %s ", op);
    return operand(s, sb, e->rhs, right_assoc ? p : p + 1);
  }
  case EX_COND:
    if (!operand(s, sb, e->cond, p + 1))
      return false;
    sb_puts(sb, " ? ");
    if (e->lhs && !operand(s, sb, e->lhs, 1))
      return false;
    sb_puts(sb, " : ");
    return operand(s, sb, e->rhs, p);
  case EX_UNARY: case EX_ADDR: case EX_DEREF: case EX_PREINC: case EX_PREDEC:
    sb_puts(sb, e->kind == EX_ADDR ? "&" : e->kind == EX_DEREF ? "*"
              : e->kind == EX_PREINC ? "++" : e->kind == EX_PREDEC ? "--"
              : tok_kind_spelling((TokKind)e->op));
    return operand(s, sb, e->lhs, p);
  case EX_POSTINC: case EX_POSTDEC:
    if (!operand(s, sb, e->lhs, 15))
      return false;
    sb_puts(sb, e->kind == EX_POSTINC ? "++" : "--");
    return true;
  case EX_SIZEOF: case EX_ALIGNOF:
    sb_puts(sb, e->kind == EX_SIZEOF ? "sizeof" : "_Alignof");
    if (e->spec) {
      sb_putc(sb, '(');
      if (!type_text(s, sb, e))
        return false;
      sb_putc(sb, ')');
      return true;
    }
    sb_putc(sb, ' ');
    return operand(s, sb, e->lhs, p);
  case EX_CAST:
    sb_putc(sb, '(');
    if (!type_text(s, sb, e))
      return false;
    sb_putc(sb, ')');
    return operand(s, sb, e->lhs, p);
  case EX_CALL:
    if (!operand(s, sb, e->lhs, 15))
      return false;
    sb_putc(sb, '(');
    for (uint32_t i = 0; i < e->nargs; i++) {
      if (i)
        sb_puts(sb, ", ");
      if (!operand(s, sb, e->args[i], 2))
        return false;
    }
    sb_putc(sb, ')');
    return true;
  case EX_INDEX:
    if (!operand(s, sb, e->lhs, 15))
      return false;
    sb_putc(sb, '[');
    if (!print(s, sb, e->rhs))
      return false;
    sb_putc(sb, ']');
    return true;
  case EX_MEMBER:
    if (!operand(s, sb, e->lhs, 15))
      return false;
    sb_printf(sb, "%s%s", e->arrow ? "->" : ".", e->name);
    return true;
  default:
    return false;
  }
}

const char *sema_expr_text(Sema *s, Expr *e) {
  Strbuf sb = {0};
  const char *r = NULL;
  if (print(s, &sb, e))
    r = arena_strndup(s->arena, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}

/* Where the text of e begins: its leftmost token. */
SrcLoc sema_expr_begin(const Expr *e) {
  for (;;) {
    switch (e->kind) {
    case EX_BINARY: case EX_LOGAND: case EX_LOGOR: case EX_ASSIGN:
    case EX_COMMA: case EX_POSTINC: case EX_POSTDEC: case EX_CALL:
    case EX_INDEX: case EX_MEMBER:
      if (!e->lhs)
        return e->loc;
      e = e->lhs;
      continue;
    case EX_COND:
      e = e->cond;
      continue;
    default:
      return e->loc;
    }
  }
}
