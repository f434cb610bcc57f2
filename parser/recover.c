/* recover.c - clang's recovery from a few syntax errors, done in the token
 * stream before Bison sees the tokens: a ';' supplied where a break,
 * continue or a for's header lacks one, a for's third ';' dropped.  It also
 * keeps what the grammar's yyreport_syntax_error needs to word its messages
 * as clang does (ps->recover: the tokens around the lookahead, the brackets
 * still open, what the statement started with). */
#include "parser.h"
#include "parser/grammar.h"

/* In the parentheses of a for, before its second ';': an operand followed
 * by the start of another one can only be a missing ';' (two operands
 * never meet in C).  `struct S s` and a leading unknown type name are
 * declarations, not operands. */
static bool for_needs_semicolon(ParseState *ps, const Token *t) {
  RecoverState *r = &ps->recover;
  if (!r->for_parens || ps->parens != r->for_parens || r->for_semis >= 2 ||
      !ps->prev)
    return false;
  bool starts = t->kind == TOK_NUMBER || t->kind == TOK_CHAR || t->kind == TOK_STRING ||
                (t->kind == TOK_IDENT && !feed_keyword(ps, t->text));
  bool ends = ps->prev_class == IDENTIFIER || ps->prev_class == NUMBER ||
              ps->prev_class == CHAR_CONST || ps->prev_class == STRING ||
              ps->prev_class == ']';
  return starts && ends && r->before_class != '(' && r->before_class != STRUCT &&
         r->before_class != UNION && r->before_class != ENUM;
}

/* A ';' the source left out is handed out before `t`, located at `at`. */
static RecoverAction supply_semicolon(ParseState *ps, SrcLoc at,
                                      SrcLoc *semi_at) {
  RecoverState *r = &ps->recover;
  *semi_at = at;
  r->before_class = ps->prev_class;
  r->before = ps->prev;
  if (r->for_parens && ps->parens == r->for_parens)
    r->for_semis++;
  return RECOVER_SEMICOLON;
}

/* The state moves past `t`, of class `cls`, which Bison is handed next;
 * the feed's own state (ps->prev and the rest) is still the one before. */
static void recover_advance(ParseState *ps, const Token *t, int cls) {
  RecoverState *r = &ps->recover;
  /* The first token after ';', '{' or '}' outside parentheses starts a
   * statement or declaration; error messages name what it was. */
  if (ps->prev_class == ';' || ps->prev_class == '{' || ps->prev_class == '}' ||
      !ps->prev)
    if (ps->parens == 0)
      r->stmt_first = cls;
  r->unmatched_close = false;
  if (cls == '(' || cls == '[' || cls == '{') {
    VEC_PUSH(ps->arena, r->open, t);
  } else if (cls == ')' || cls == ']' || cls == '}') {
    if (r->open.len)
      r->open.len--;
    else
      r->unmatched_close = true;
  }
  if (cls == IDENTIFIER)
    r->before_in_expr = ps->ident_in_expr && ps->prev_class != ';' &&
                        ps->prev_class != '}';
  /* A for's parentheses: from the '(' after `for` (one deeper than the
   * parentheses around it) to its ')'; a brace ends them in any case. */
  if (cls == ')' && r->for_parens == ps->parens)
    r->for_parens = 0;
  else if (cls == '{' || cls == '}')
    r->for_parens = 0;
  if (cls == '(' && ps->prev_class == FOR) {
    r->for_parens = ps->parens + 1;
    r->for_semis = 0;
  }
  r->before_class = ps->prev_class;
  r->before = ps->prev;
}

RecoverAction recover_token(ParseState *ps, const Token *t, int cls,
                            SrcLoc *semi_at) {
  RecoverState *r = &ps->recover;
  /* `break` or `continue` without its ';': clang's message, and the ';'
   * supplied, so that what follows parses as it was meant to */
  if ((ps->prev_class == BREAK || ps->prev_class == CONTINUE) &&
      t->kind != TOK_SEMI && t->kind != TOK_PRAGMA) {
    SrcLoc at = ps->prev->loc;
    at.col += at.len;
    at.len = 1;
    size_t idx = ps->ctx->diags.list.len;
    diag_error(&ps->ctx->diags, at, "expected ';' after %s statement",
               ps->prev_class == BREAK ? "break" : "continue");
    diag_fixit(&ps->ctx->diags, idx, at.col, ";");
    return supply_semicolon(ps, at, semi_at);
  }
  /* for (int i = 0 i < n; ...): clang's message, and the ';' supplied */
  if (for_needs_semicolon(ps, t)) {
    diag_error(&ps->ctx->diags, t->loc, "expected ';' in 'for' statement specifier");
    return supply_semicolon(ps, t->loc, semi_at);
  }
  if (!cls)
    return RECOVER_READ;
  if (cls == ';' && r->for_parens && ps->parens == r->for_parens &&
      r->for_semis++ == 2) {
    /* for (;;;): clang's two messages; the third ';' goes */
    if (ps->prev_class == ';')
      diag_error(&ps->ctx->diags, t->loc, "expected expression");
    diag_error(&ps->ctx->diags, t->loc, "unexpected ';' before ')'");
    return RECOVER_DROP;
  }
  recover_advance(ps, t, cls);
  return RECOVER_READ;
}
