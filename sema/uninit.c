/* uninit.c - -Wuninitialized where it is evident: a local scalar read
 * when nothing can have been stored to it.  The walk follows the body in
 * order of execution from each declaration; what a branch or a loop might
 * store counts as stored, and a function with labels is left alone, so
 * every read reported is uninitialized on every path to it (clang's
 * "is uninitialized when used here"), never only on some. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

typedef struct Uninit {
  Sema *s;
  VEC(Object *) vars; /* declared without initializer, nothing stored yet */
  Object *declaring;  /* the variable whose initializer is being walked */
} Uninit;

static bool scalar_local(const Object *o) {
  return o && o->kind == OBJ_VAR && !o->is_global && !o->is_param &&
         !(o->type->quals & Q_VOLATILE) &&
         (type_is_arith(o->type) || type_is_pointer(o->type));
}

static size_t find(Uninit *u, const Object *o) {
  for (size_t i = 0; i < u->vars.len; i++)
    if (u->vars.data[i] == o)
      return i;
  return SIZE_MAX;
}

static void forget(Uninit *u, const Object *o) {
  size_t i = find(u, o);
  if (i != SIZE_MAX)
    u->vars.data[i] = u->vars.data[--u->vars.len];
}

/* The variable an lvalue expression names directly, if any. */
static Object *named(Expr *e) {
  while (e && e->kind == EX_CAST && e->implicit && e->cast == CK_NOOP)
    e = e->lhs;
  return e && e->kind == EX_IDENT ? e->obj : NULL;
}

static void read_var(Uninit *u, Expr *e) {
  Object *o = e->obj;
  if (find(u, o) == SIZE_MAX)
    return;
  if (o == u->declaring)
    diag_warn(u->s->diags, W_UNINITIALIZED, e->loc,
              "variable '%s' is uninitialized when used within its own "
              "initialization", o->name);
  else {
    Diags *d = u->s->diags;
    unsigned before = d->warnings + d->errors;
    diag_warn(d, W_UNINITIALIZED, e->loc, "variable '%s' is uninitialized when used here",
              o->name);
    if (d->warnings + d->errors != before) {
      SrcLoc at = o->loc; /* just past the name, where " = 0" would go */
      at.col += at.len;
      at.len = 1;
      size_t note = d->list.len;
      diag_note(d, at, "initialize the variable '%s' to silence this warning", o->name);
      diag_fixit(d, note, at.col, type_is_pointer(o->type) ? " = NULL"
                                  : type_is_float(o->type) ? " = 0.0" : " = 0");
    }
  }
  forget(u, o); /* once is enough */
}

static void walk_init(Uninit *u, Init *in);

static void walk(Uninit *u, Expr *e) {
  if (!e)
    return;
  switch (e->kind) {
  case EX_IDENT:
    read_var(u, e);
    return;
  case EX_ADDR: { /* its address escapes: anything may store to it */
    Object *o = named(e->lhs);
    if (o)
      forget(u, o);
    else
      walk(u, e->lhs);
    return;
  }
  case EX_ASSIGN: {
    Object *o = named(e->lhs);
    if (e->op == TOK_ASSIGN && o) {
      walk(u, e->rhs);
      forget(u, o);
      return;
    }
    walk(u, e->lhs); /* a compound assignment reads it first */
    walk(u, e->rhs);
    return;
  }
  case EX_SIZEOF:
  case EX_ALIGNOF: /* not evaluated */
    return;
  case EX_STMT: /* statements inside an expression: not followed */
    u->vars.len = 0;
    return;
  case EX_COMPOUND:
    if (e->obj)
      walk_init(u, e->obj->init);
    return;
  case EX_COND:
    walk(u, e->cond);
    break;
  default:
    break;
  }
  walk(u, e->lhs);
  walk(u, e->rhs);
  if (e->kind == EX_CALL || e->kind == EX_BUILTIN)
    for (uint32_t i = 0; i < e->nargs; i++)
      walk(u, e->args[i]);
}

static void walk_init(Uninit *u, Init *in) {
  if (!in)
    return;
  walk(u, in->expr);
  for (size_t i = 0; i < in->nelems; i++)
    walk_init(u, in->elems[i]);
}

/* ---- statements ---------------------------------------------------------- */

static void stores_expr(Uninit *u, Expr *e);

/* Forgets every variable `s` may store to or let escape: what a branch or
 * a loop does before, after or instead of the code that follows. */
static void stores(Uninit *u, Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case ST_COMPOUND:
    for (size_t i = 0; i < s->nitems; i++)
      stores(u, s->items[i]);
    return;
  case ST_DECL:
    for (size_t i = 0; i < s->decl->nitems; i++) {
      Object *o = s->decl->items[i].obj;
      if (o && o->kind == OBJ_VAR && o->init)
        forget(u, o);
    }
    return;
  case ST_FOR:
    stores(u, s->init);
    stores_expr(u, s->step);
    break;
  case ST_IF:
    stores(u, s->els);
    break;
  default:
    break;
  }
  stores_expr(u, s->expr);
  stores(u, s->body);
}

static void stores_expr(Uninit *u, Expr *e) {
  if (!e || !u->vars.len)
    return;
  if (e->kind == EX_ASSIGN || e->kind == EX_ADDR || e->kind == EX_PREINC ||
      e->kind == EX_PREDEC || e->kind == EX_POSTINC || e->kind == EX_POSTDEC) {
    Object *o = named(e->lhs);
    if (o)
      forget(u, o);
  }
  if (e->kind == EX_STMT) {
    u->vars.len = 0;
    return;
  }
  if (e->kind == EX_COND)
    stores_expr(u, e->cond);
  stores_expr(u, e->lhs);
  stores_expr(u, e->rhs);
  if (e->kind == EX_CALL || e->kind == EX_BUILTIN)
    for (uint32_t i = 0; i < e->nargs; i++)
      stores_expr(u, e->args[i]);
}

static void walk_stmt(Uninit *u, Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case ST_COMPOUND:
    for (size_t i = 0; i < s->nitems; i++) {
      walk_stmt(u, s->items[i]);
      StmtKind k = s->items[i]->kind;
      if (k == ST_RETURN || k == ST_BREAK || k == ST_CONTINUE)
        return; /* what follows is not reached (there are no labels) */
    }
    return;
  case ST_DECL:
    for (size_t i = 0; i < s->decl->nitems; i++) {
      Object *o = s->decl->items[i].obj;
      if (!o || o->kind != OBJ_VAR || o->is_global)
        continue;
      if (!o->init) {
        if (scalar_local(o))
          VEC_PUSH(u->s->arena, u->vars, o);
        continue;
      }
      if (scalar_local(o)) { /* int x = x + 1; */
        VEC_PUSH(u->s->arena, u->vars, o);
        u->declaring = o;
      }
      walk_init(u, o->init);
      u->declaring = NULL;
      forget(u, o);
    }
    return;
  case ST_EXPR:
  case ST_RETURN:
    walk(u, s->expr);
    return;
  case ST_IF: /* each branch reads what nothing stored before the if */
    walk(u, s->expr);
    walk_stmt(u, s->body);
    walk_stmt(u, s->els);
    stores(u, s->body);
    stores(u, s->els);
    return;
  case ST_WHILE:
  case ST_DO:
  case ST_FOR:
  case ST_SWITCH: /* a later iteration or case may come after any store */
    if (s->kind == ST_FOR) {
      walk_stmt(u, s->init);
      stores_expr(u, s->step);
    }
    stores_expr(u, s->expr);
    stores(u, s->body);
    walk(u, s->expr);
    walk_stmt(u, s->body);
    if (s->kind == ST_FOR)
      walk(u, s->step);
    return;
  case ST_CASE:
  case ST_DEFAULT:
    walk_stmt(u, s->body);
    return;
  default:
    return;
  }
}

static bool is_jump_or_label(const Stmt *s) {
  return s->kind == ST_LABEL || s->kind == ST_GOTO;
}

/* Like clang, no analysis once an error has been reported: sema runs as
 * the parser finishes each function, so these are the errors before its
 * end. */
void sema_uninitialized(Sema *s, Stmt *body) {
  if (!diag_warn_enabled(s->diags, W_UNINITIALIZED) || sema_stmt_any(body, is_jump_or_label) ||
      s->diags->errors)
    return;
  Uninit u = {s, {0}, NULL};
  walk_stmt(&u, body);
}
