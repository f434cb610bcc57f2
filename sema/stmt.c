/* stmt.c - C17 6.8 statements: scopes, the targets of break, continue,
 * case and goto, and what return may return. */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check_body(Sema *s, Stmt *body) {
  /* C17 6.8.4p3, 6.8.5p5: a selection or iteration statement and its
   * body are blocks of their own. */
  scope_push(s);
  sema_stmt(s, body);
  scope_pop(s);
}

static void loop_body(Sema *s, Stmt *loop, Stmt *body) {
  Stmt *ob = s->breakable, *oc = s->continuable;
  s->breakable = s->continuable = loop;
  check_body(s, body);
  s->breakable = ob;
  s->continuable = oc;
}

/* ---- duplicate case values, found and reported as clang does ---------- */

typedef struct CaseVal {
  int64_t lo, hi;
  Stmt *st;
  size_t order; /* in the source, to keep sorting stable */
} CaseVal;

static int case_cmp(const void *pa, const void *pb) {
  const CaseVal *a = pa, *b = pb;
  if (a->lo != b->lo)
    return a->lo < b->lo ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

static void duplicate_case(Sema *s, Stmt *st, int64_t v, Stmt *prev) {
  diag_error(s->diags, sema_expr_begin(st->expr), "duplicate case value '%lld'", (long long)v);
  diag_note(s->diags, prev->expr->loc, "previous case defined here");
}

/* The cases of a switch from `first` on: single values sorted, each equal
 * to the one before is a duplicate; then ranges sorted by their low end,
 * each reported where it meets a single value or the range before it
 * (clang's ActOnFinishSwitchStmt, so the errors come in its order). */
static void check_duplicate_cases(Sema *s, size_t first) {
  size_t n = s->cases.len - first, nv = 0, nr = 0;
  if (n < 2)
    return;
  CaseVal *vals = malloc(2 * n * sizeof *vals), *ranges = vals + n;
  if (!vals)
    return;
  for (size_t i = 0; i < n; i++) {
    Stmt *c = s->cases.data[first + i];
    if (c->kind != ST_CASE || !c->expr || c->expr->poisoned)
      continue;
    CaseVal v = {c->case_value, c->case_end, c, i};
    if (!c->expr_end)
      vals[nv++] = v;
    else if (c->case_end >= c->case_value) /* an empty range holds nothing */
      ranges[nr++] = v;
  }
  qsort(vals, nv, sizeof *vals, case_cmp);
  qsort(ranges, nr, sizeof *ranges, case_cmp);
  for (size_t i = 1; i < nv; i++)
    if (vals[i].lo == vals[i - 1].lo)
      duplicate_case(s, vals[i].st, vals[i].lo, vals[i - 1].st);
  for (size_t i = 0; i < nr; i++) {
    CaseVal *r = &ranges[i];
    Stmt *with = NULL;
    int64_t at = 0;
    size_t lo = 0, hi = nv; /* the last single value at most r->hi */
    while (lo < hi) {
      size_t mid = (lo + hi) / 2;
      if (vals[mid].lo <= r->hi)
        lo = mid + 1;
      else
        hi = mid;
    }
    if (lo && vals[lo - 1].lo >= r->lo)
      with = vals[lo - 1].st, at = vals[lo - 1].lo;
    if (i && r->lo <= ranges[i - 1].hi)
      with = ranges[i - 1].st, at = ranges[i - 1].hi;
    if (with)
      duplicate_case(s, r->st, at, with);
  }
  free(vals);
}

static void check_switch(Sema *s, Stmt *st) {
  st->expr = sema_expr(s, st->expr);
  if (!st->expr->poisoned) {
    if (!type_is_integer(st->expr->type)) {
      diag_error(s->diags, st->loc, /* at 'switch', as clang */
                 "statement requires expression of integer type ('%s' invalid)",
                 type_str(s, st->expr->type));
    } else {
      st->expr = sema_convert(s, st->expr, type_promote(s, st->expr->type), "");
    }
  }
  Stmt *osw = s->switch_stmt, *ob = s->breakable;
  size_t ocases = s->cases.len, obase = s->switch_cases;
  s->switch_stmt = st;
  s->switch_cases = ocases;
  s->breakable = st;
  check_body(s, st->body);
  check_duplicate_cases(s, ocases);
  st->ncases = s->cases.len - ocases;
  st->cases = arena_alloc(s->arena, (st->ncases + 1) * sizeof *st->cases);
  for (size_t i = 0; i < st->ncases; i++)
    st->cases[i] = s->cases.data[ocases + i];
  s->cases.len = ocases;
  s->switch_cases = obase;
  s->switch_stmt = osw;
  s->breakable = ob;
}

static void check_case(Sema *s, Stmt *st) {
  if (!s->switch_stmt) {
    diag_error(s->diags, st->loc, "'%s' statement not in switch statement",
               st->kind == ST_CASE ? "case" : "default");
    sema_stmt(s, st->body);
    return;
  }
  Stmt *sw = s->switch_stmt;
  if (st->kind == ST_CASE && !st->expr) { /* its value was a syntax error */
    VEC_PUSH(s->arena, s->cases, st);
    sema_stmt(s, st->body);
    return;
  }
  if (st->kind == ST_CASE) {
    int64_t v, hi;
    Expr *e = sema_expr(s, st->expr);
    bool ok = sema_const_int(s, e, &v, "case value");
    hi = v;
    if (ok && st->expr_end) {
      Expr *he = sema_expr(s, st->expr_end);
      ok = sema_const_int(s, he, &hi, "case value");
    }
    if (ok) {
      Type *t = sw->expr->poisoned ? s->T->int_ : sw->expr->type;
      v = (int64_t)type_wrap(t, (uint64_t)v);
      hi = (int64_t)type_wrap(t, (uint64_t)hi);
      st->case_value = v;
      st->case_end = hi;
      if (hi < v) /* GNU case 5 ... 1: no value; clang warns */
        diag_warning(s->diags, e->loc, "empty case range specified");
    } else {
      st->expr->poisoned = true;
    }
  } else {
    for (size_t i = s->switch_cases; i < s->cases.len; i++)
      if (s->cases.data[i]->kind == ST_DEFAULT) {
        diag_error(s->diags, st->loc, "multiple default labels in one switch");
        diag_note(s->diags, s->cases.data[i]->loc, "previous case defined here");
        break;
      }
  }
  VEC_PUSH(s->arena, s->cases, st);
  sema_stmt(s, st->body);
}

static void check_return(Sema *s, Stmt *st) {
  Type *rt = s->func->type->base;
  if (!st->expr) {
    if (rt->kind != TY_VOID)
      diag_error(s->diags, st->loc, "non-void function '%s' should return a value",
                 s->func->name);
    return;
  }
  if (st->expr->kind == EX_COMPOUND && !st->expr->spec) { /* return {...}; */
    if (rt->kind == TY_VOID) {
      diag_error(s->diags, st->loc, "void function '%s' should not return a value",
                 s->func->name);
      return;
    }
    s->braced_return = rt; /* the literal's type */
  }
  Expr *e = sema_expr(s, st->expr);
  st->expr = e;
  s->saw_return_value = true;
  if (e->poisoned)
    return;
  if (rt->kind == TY_VOID) {
    if (e->type->kind != TY_VOID)
      diag_error(s->diags, st->loc, "void function '%s' should not return a value",
                 s->func->name);
    return;
  }
  st->expr = sema_assign_convert(s, e, rt, e->loc, "returning");
}

/* `v + 1;`, `v == 2;`, `*p;`: a value computed for nothing (clang's
 * default -Wunused-value and -Wunused-comparison). */
static void unused_value(Sema *s, Expr *e) {
  if (!e || e->poisoned)
    return;
  switch (e->kind) {
  case EX_BINARY:
    switch (e->op) {
    case TOK_EQEQ: case TOK_NE:
      diag_warn(s->diags, W_UNUSED_COMPARISON, e->loc,
                "equality comparison result unused");
      return;
    case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE:
      diag_warn(s->diags, W_UNUSED_COMPARISON, e->loc,
                "relational comparison result unused");
      return;
    default:
      break;
    }
    /* fall through */
  case EX_UNARY: case EX_DEREF: case EX_IDENT: case EX_INT: case EX_FLOAT:
  case EX_CHAR: case EX_STRING: case EX_MEMBER: case EX_INDEX: case EX_ADDR:
  case EX_SIZEOF: case EX_ALIGNOF: case EX_SWIZZLE:
    if (e->kind == EX_IDENT && e->obj && e->obj->kind != OBJ_VAR)
      return;
    if (e->type && (e->type->quals & Q_VOLATILE))
      return; /* reading a volatile object is an effect */
    diag_warn(s->diags, W_UNUSED_VALUE, e->loc, "expression result unused");
    return;
  default:
    return;
  }
}

/* `if (v = 2)`: probably meant ==; parentheses say it was not
 * (-Wparentheses, on by default). */
static void assignment_condition(Sema *s, Expr *e) {
  if (!e || e->kind != EX_ASSIGN || e->op != TOK_ASSIGN || e->parens)
    return;
  /* the notes only with the warning: not where a pragma silenced it */
  if (!diag_warn(s->diags, W_PARENTHESES, e->loc, "using the result of an "
                 "assignment as a condition without parentheses"))
    return;
  diag_note(s->diags, e->loc, "place parentheses around the assignment to "
            "silence this warning");
  diag_note(s->diags, e->loc, "use '==' to turn this assignment into an "
            "equality comparison");
}

/* A label's name as the innermost GNU __label__ declaring it makes it. */
const char *sema_label_key(Sema *s, const char *name) {
  for (size_t i = s->local_labels.len; i-- > 0;)
    if (s->local_labels.data[i].name == name)
      return s->local_labels.data[i].key;
  return name;
}

static void local_labels(Sema *s, Stmt *st) {
  for (size_t i = 0; i < st->nitems; i++) {
    const char *name = st->items[i]->label;
    char buf[128];
    size_t n = interned_len(name);
    if (n > sizeof buf - 12)
      n = sizeof buf - 12;
    memcpy(buf, name, n);
    buf[n] = 0;
    int k = snprintf(buf + n + 1, 11, "%u", ++s->local_label_count);
    LocalLabel l = {name, intern(&s->ctx->strings, buf, n + 1 + (size_t)k)};
    VEC_PUSH(s->arena, s->local_labels, l);
  }
}

static bool in_scope(const CleanupScope *c, const CleanupScope *of) {
  for (; of; of = of->outer)
    if (of == c)
      return true;
  return false;
}

/* GNU cleanup: a goto may leave the scope of a variable with a cleanup
 * (codegen runs it), not enter one past its declaration (clang's error). */
void sema_goto_cleanups(Sema *s, Stmt *g) {
  if (!g->target)
    return;
  for (CleanupScope *c = g->target->cleanups; c; c = c->outer)
    if (!in_scope(c, g->cleanups)) {
      diag_error(s->diags, g->loc, "cannot jump from this goto statement to its label");
      diag_note(s->diags, c->var->loc, "jump bypasses initialization of variable with "
                "__attribute__((cleanup))");
      return;
    }
}

void sema_label_addresses(Sema *s, Object *f) {
  size_t n = 0;
  for (size_t i = 0; i < s->label_addrs.len; i++) {
    Expr *e = s->label_addrs.data[i];
    for (size_t k = 0; k < s->labels.len && !e->stmt; k++)
      if (s->labels.data[k]->label == e->name)
        e->stmt = s->labels.data[k];
    if (!e->stmt) {
      diag_error(s->diags, e->loc, "use of undeclared label '%s'", e->name);
      continue;
    }
    n += !e->stmt->address_taken;
    e->stmt->address_taken = true;
  }
  f->addr_labels = n ? arena_alloc(s->arena, n * sizeof *f->addr_labels) : NULL;
  f->naddr_labels = 0;
  for (size_t k = 0; k < s->labels.len; k++)
    if (s->labels.data[k]->address_taken)
      f->addr_labels[f->naddr_labels++] = s->labels.data[k];
}

void sema_stmt(Sema *s, Stmt *st) {
  if (!st)
    return;
  if (s->diags->stopped)
    return;
  switch (st->kind) {
  case ST_COMPOUND: {
    size_t nlocal = s->local_labels.len;
    CleanupScope *cleanups = s->cleanup_scope;
    scope_push(s);
    for (size_t i = 0; i < st->nitems; i++)
      sema_stmt(s, st->items[i]);
    scope_pop(s);
    s->local_labels.len = nlocal;
    s->cleanup_scope = cleanups;
    return;
  }
  case ST_LOCAL_LABEL:
    local_labels(s, st);
    return;
  case ST_ASM:
    sema_asm(s, st);
    return;
  case ST_DECL:
    sema_declaration(s, st->decl, false);
    return;
  case ST_EXPR:
    st->expr = sema_expr(s, st->expr);
    if (st != s->stmt_expr_value)
      unused_value(s, st->expr);
    return;
  case ST_IF:
    assignment_condition(s, st->expr);
    st->expr = sema_cond(s, st->expr);
    check_body(s, st->body);
    if (st->els)
      check_body(s, st->els);
    return;
  case ST_WHILE:
    assignment_condition(s, st->expr);
    st->expr = sema_cond(s, st->expr);
    loop_body(s, st, st->body);
    return;
  case ST_DO:
    loop_body(s, st, st->body);
    if (st->expr) { /* none after a syntax error in place of its 'while' */
      assignment_condition(s, st->expr);
      st->expr = sema_cond(s, st->expr);
    }
    return;
  case ST_FOR: {
    CleanupScope *cleanups = s->cleanup_scope;
    scope_push(s);
    if (st->init) {
      if (st->init->kind == ST_DECL) {
        Declaration *d = st->init->decl;
        if (d->spec && (d->spec->storage & ~(SC_AUTO | SC_REGISTER)))
          diag_error(s->diags, d->spec->storage_loc,
                     "declaration of non-local variable in 'for' loop");
      }
      sema_stmt(s, st->init);
    }
    if (st->expr) {
      assignment_condition(s, st->expr);
      st->expr = sema_cond(s, st->expr);
    }
    if (st->step)
      st->step = sema_expr(s, st->step);
    loop_body(s, st, st->body);
    scope_pop(s);
    s->cleanup_scope = cleanups;
    return;
  }
  case ST_SWITCH:
    check_switch(s, st);
    return;
  case ST_CASE:
  case ST_DEFAULT:
    check_case(s, st);
    return;
  case ST_BREAK:
    if (!s->breakable)
      diag_error(s->diags, st->loc,
                 "'break' statement not in loop or switch statement");
    st->target = s->breakable;
    return;
  case ST_CONTINUE:
    if (!s->continuable)
      diag_error(s->diags, st->loc, "'continue' statement not in loop statement");
    st->target = s->continuable;
    return;
  case ST_RETURN:
    check_return(s, st);
    return;
  case ST_GOTO:
    if (st->expr) { /* GNU goto *p: to a label whose address p holds */
      st->expr = sema_assign_convert(s, sema_expr(s, st->expr),
                                     type_pointer_to(s, type_qualified(s, s->T->void_, Q_CONST)),
                                     st->expr->loc, "passing");
      return;
    }
    st->label = sema_label_key(s, st->label);
    st->cleanups = s->cleanup_scope;
    VEC_PUSH(s->arena, s->gotos, st);
    return;
  case ST_LABEL:
    st->label = sema_label_key(s, st->label);
    st->cleanups = s->cleanup_scope;
    for (size_t i = 0; i < s->labels.len; i++)
      if (s->labels.data[i]->label == st->label) {
        diag_error(s->diags, st->loc, "redefinition of label '%s'", st->label);
        diag_note(s->diags, s->labels.data[i]->loc, "previous definition is here");
      }
    st->id = s->prog->next_stmt_id++;
    VEC_PUSH(s->arena, s->labels, st);
    sema_stmt(s, st->body);
    return;
  case ST_NULL:
    return;
  }
}
