/* flow.c - what a function's statements say about its ends and its
 * names: a non-void function that can fall off its end (-Wreturn-type),
 * variables, parameters and labels never used (-Wunused-*).  The analysis
 * is structural, as clang's is before it builds a CFG: constant
 * conditions count, a break makes its loop or switch complete. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

static bool has_break_to(Stmt *s, Stmt *target) {
  if (!s)
    return false;
  if (s->kind == ST_BREAK)
    return s->target == target;
  /* a nested loop or switch takes its own breaks */
  bool nested = s->kind == ST_WHILE || s->kind == ST_DO || s->kind == ST_FOR ||
                s->kind == ST_SWITCH;
  if (nested && s != target) {
    /* breaks inside belong to it, but a goto could still leave; ignore */
    return false;
  }
  if (s->kind == ST_COMPOUND) {
    for (size_t i = 0; i < s->nitems; i++)
      if (has_break_to(s->items[i], target))
        return true;
    return false;
  }
  return has_break_to(s->body, target) ||
         (s->kind == ST_IF && has_break_to(s->els, target));
}

static bool always_true(Expr *e) {
  int64_t v;
  return !e || (sema_fold_int(e, &v) && v != 0);
}

static bool noreturn_call(Expr *e) {
  if (!e)
    return false;
  if (e->kind == EX_BUILTIN)
    return e->builtin == BI_TRAP || e->builtin == BI_UNREACHABLE;
  if (e->kind == EX_CALL && e->lhs->kind == EX_CAST && e->lhs->lhs->kind == EX_IDENT &&
      e->lhs->lhs->obj)
    return e->lhs->lhs->obj->noreturn;
  if (e->kind == EX_CAST && e->cast == CK_TO_VOID)
    return noreturn_call(e->lhs);
  return false;
}

bool sema_stmt_any(Stmt *s, bool (*pred)(const Stmt *)) {
  if (!s)
    return false;
  if (pred(s))
    return true;
  switch (s->kind) {
  case ST_COMPOUND:
    for (size_t i = 0; i < s->nitems; i++)
      if (sema_stmt_any(s->items[i], pred))
        return true;
    return false;
  case ST_IF:
    return sema_stmt_any(s->body, pred) || sema_stmt_any(s->els, pred);
  case ST_FOR:
    return sema_stmt_any(s->body, pred) || sema_stmt_any(s->init, pred);
  default:
    return sema_stmt_any(s->body, pred);
  }
}

/* Can a jump land here: a label, case or default? */
static bool is_entry(const Stmt *s) {
  return s->kind == ST_LABEL || s->kind == ST_CASE || s->kind == ST_DEFAULT;
}

/* Can control reach the point after `s`? */
bool sema_completes(Stmt *s) {
  if (!s)
    return true;
  switch (s->kind) {
  case ST_RETURN:
  case ST_GOTO:
  case ST_BREAK:
  case ST_CONTINUE:
    return false;
  case ST_EXPR:
    return !noreturn_call(s->expr);
  case ST_COMPOUND: {
    /* After a statement that does not complete, the next ones are reached
     * only through a label (or case) in them: `return 1; x = 2;` does not
     * fall off the end. */
    bool reached = true;
    for (size_t i = 0; i < s->nitems; i++) {
      Stmt *it = s->items[i];
      if (!reached && sema_stmt_any(it, is_entry))
        reached = true;
      if (reached)
        reached = sema_completes(it);
    }
    return reached;
  }
  case ST_IF:
    return !s->els || sema_completes(s->body) || sema_completes(s->els);
  case ST_WHILE:
  case ST_FOR:
    return !always_true(s->expr) || has_break_to(s->body, s);
  case ST_DO:
    return (sema_completes(s->body) && !always_true(s->expr)) ||
           has_break_to(s->body, s);
  case ST_SWITCH: {
    bool has_default = false;
    for (size_t i = 0; i < s->ncases; i++)
      has_default |= s->cases[i]->kind == ST_DEFAULT;
    return !has_default || sema_completes(s->body) || has_break_to(s->body, s);
  }
  case ST_LABEL:
  case ST_CASE:
  case ST_DEFAULT:
    return sema_completes(s->body);
  default:
    return true;
  }
}

static bool is_recovered(const Stmt *s) { return s->recovered; }

/* Did the parser recover from a syntax error inside `s`? */
bool sema_has_recovery(Stmt *s) { return sema_stmt_any(s, is_recovered); }

void sema_function_warnings(Sema *s, Object *f) {
  Diags *d = s->diags;
  sema_uninitialized(s, f->body);
  for (size_t i = 0; i < s->locals.len; i++) {
    Object *o = s->locals.data[i];
    if (o->name && !o->used && !o->unused_ok)
      diag_warn(d, W_UNUSED_VARIABLE, o->loc, "unused variable '%s'", o->name);
  }
  for (size_t i = 0; i < f->nparams; i++) {
    Object *p = f->params[i];
    if (p->name && !p->used && !p->unused_ok)
      diag_warn(d, W_UNUSED_PARAMETER, p->loc, "unused parameter '%s'", p->name);
  }
  for (size_t i = 0; i < s->labels.len; i++) {
    Stmt *l = s->labels.data[i];
    bool used = l->address_taken;
    for (size_t k = 0; k < s->gotos.len && !used; k++)
      used = s->gotos.data[k]->target == l;
    if (!used)
      diag_warn(d, W_UNUSED_LABEL, l->loc, "unused label '%s'", l->label);
  }
  Type *rt = f->type->base;
  if (rt->kind != TY_VOID && f->body && strcmp(f->name, "main") != 0 &&
      sema_completes(f->body))
    diag_warn(d, W_RETURN_TYPE, f->body->end_loc,
              s->saw_return_value ? "non-void function does not return a "
                                    "value in all control paths"
                                  : "non-void function does not return a value");
}
