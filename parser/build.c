/* build.c - the constructors grammar actions call.  They only allocate and
 * link syntax; nothing here judges meaning. */
#include "parser.h"

#include <string.h>

/* The size ast.h promises; a new field should share storage, not grow it. */
_Static_assert(sizeof(Expr) <= 128, "Expr grew past 128 bytes");

void ast_external(ParseState *ps, Declaration *d) {
  VEC_PUSH(ps->arena, ps->decls, d);
  if (ps->each)
    ps->each(ps->each_user, d);
}

bool ast_declares_function(const Declarator *d) {
  return d->nops && d->ops[d->nops - 1].kind == DOP_FUNCTION;
}

void ast_expected_semicolon(ParseState *ps, SrcLoc after, const char *msg) {
  SrcLoc at = after;
  at.col += at.len;
  at.len = 1;
  size_t idx = ps->ctx->diags.list.len;
  diag_error(&ps->ctx->diags, at, "%s", msg);
  diag_fixit(&ps->ctx->diags, idx, at.col, ";");
}

Expr *ast_expr(ParseState *ps, ExprKind kind, SrcLoc loc) {
  Expr *e = arena_alloc(ps->arena, sizeof *e);
  e->kind = kind;
  e->loc = loc;
  e->member_index = -1;
  return e;
}

Expr *ast_binary(ParseState *ps, ExprKind kind, int op, SrcLoc loc, Expr *l,
                 Expr *r) {
  Expr *e = ast_expr(ps, kind, loc);
  e->op = op;
  e->lhs = l;
  e->rhs = r;
  return e;
}

Expr *ast_unary(ParseState *ps, ExprKind kind, int op, SrcLoc loc, Expr *x) {
  Expr *e = ast_expr(ps, kind, loc);
  e->op = op;
  e->lhs = x;
  return e;
}

Stmt *ast_stmt(ParseState *ps, StmtKind kind, SrcLoc loc) {
  Stmt *s = arena_alloc(ps->arena, sizeof *s);
  s->kind = kind;
  s->loc = loc;
  return s;
}

/* Each declaration specifier arrives as a DeclSpec of its own and is
 * merged into the first; the merged-away ones are reused, which halves
 * what specifiers cost. */
DeclSpec *ast_spec(ParseState *ps, SrcLoc loc) {
  DeclSpec *s = ps->spare_specs;
  if (s) {
    ps->spare_specs = s->next_spare;
    memset(s, 0, sizeof *s);
  } else {
    s = arena_alloc(ps->arena, sizeof *s);
  }
  s->loc = loc;
  s->sema_alignas = -1;
  return s;
}

static void push_type_spec(ParseState *ps, DeclSpec *s, TypeSpec ts) {
  if (!s->specs.cap) {
    s->specs.data = &s->first_spec;
    s->specs.cap = 1;
  }
  VEC_PUSH(ps->arena, s->specs, ts);
}

void ast_spec_add_type(ParseState *ps, DeclSpec *s, TypeSpecKind k, SrcLoc loc,
                       const char *name, TagSpec *tag) {
  TypeSpec ts = {k, loc, name, {tag}};
  push_type_spec(ps, s, ts);
}

/* declaration-specifiers come one at a time; fold them into the first. */
DeclSpec *ast_spec_merge(ParseState *ps, DeclSpec *a, DeclSpec *b) {
  if (b->storage && !a->storage)
    a->storage_loc = b->storage_loc;
  if (a->storage & b->storage & ~SC_THREAD_LOCAL) {
    diag_error(&ps->ctx->diags, b->storage_loc,
               "duplicate storage class specifier");
  } else if (a->storage && b->storage &&
             !((a->storage | b->storage) & SC_THREAD_LOCAL)) {
    unsigned first = a->storage & -a->storage;
    diag_error(&ps->ctx->diags, b->storage_loc,
               "cannot combine with previous '%s' declaration specifier",
               first == SC_TYPEDEF ? "typedef" : first == SC_EXTERN ? "extern"
               : first == SC_STATIC ? "static" : first == SC_AUTO ? "auto"
               : "register");
  }
  if (b->restrict_loc.line && !a->restrict_loc.line)
    a->restrict_loc = b->restrict_loc;
  if (b->inline_loc.line && !a->inline_loc.line)
    a->inline_loc = b->inline_loc;
  if (b->alignas_loc.line)
    a->alignas_loc = b->alignas_loc;
  a->storage |= b->storage;
  a->quals |= b->quals;
  a->funcspec |= b->funcspec;
  for (size_t i = 0; i < b->specs.len; i++)
    push_type_spec(ps, a, b->specs.data[i]);
  a->attrs = ast_attr_concat(a->attrs, b->attrs);
  if (b->alignas_expr)
    a->alignas_expr = b->alignas_expr;
  if (b->alignas_type_spec) {
    a->alignas_type_spec = b->alignas_type_spec;
    a->alignas_type_decl = b->alignas_type_decl;
  }
  if (b != a) {
    b->next_spare = ps->spare_specs;
    ps->spare_specs = b;
  }
  return a;
}

Declarator *ast_declarator(ParseState *ps, const char *name, SrcLoc loc) {
  Declarator *d = arena_alloc(ps->arena, sizeof *d);
  d->name = name;
  d->loc = loc;
  return d;
}

/* Room for `extra` more ops.  Only decl_reserve allocates `ops`: room for
 * the smallest power of two of them at least nops, so that a declarator of
 * n derivations costs O(n) time and memory (a fuzzed `int ***...* p` of
 * 900 stars used to take 5 GB). */
static size_t decl_room(size_t n) {
  size_t cap = 1;
  while (cap < n)
    cap *= 2;
  return cap;
}

static void decl_reserve(ParseState *ps, Declarator *d, size_t extra) {
  if (d->nops && d->nops + extra <= decl_room(d->nops))
    return;
  DeclOp *ops = arena_alloc(ps->arena, decl_room(d->nops + extra) * sizeof *ops);
  if (d->nops)
    memcpy(ops, d->ops, d->nops * sizeof *ops);
  d->ops = ops;
}

static void decl_grow(ParseState *ps, Declarator *d) { decl_reserve(ps, d, 1); }

void ast_decl_prepend_all(ParseState *ps, Declarator *d, const Declarator *from) {
  decl_reserve(ps, d, from->nops);
  memmove(d->ops + from->nops, d->ops, d->nops * sizeof *d->ops);
  memcpy(d->ops, from->ops, from->nops * sizeof *d->ops);
  d->nops += from->nops;
}

void ast_decl_append(ParseState *ps, Declarator *d, DeclOp op) {
  decl_grow(ps, d);
  d->ops[d->nops++] = op;
}

void ast_decl_prepend(ParseState *ps, Declarator *d, DeclOp op) {
  decl_grow(ps, d);
  memmove(d->ops + 1, d->ops, d->nops * sizeof *d->ops);
  d->ops[0] = op;
  d->nops++;
}

Attr *ast_attr_concat(Attr *a, Attr *b) {
  if (!a)
    return b;
  Attr *t = a;
  while (t->next)
    t = t->next;
  t->next = b;
  return a;
}

void **ast_list_finish(ParseState *ps, PtrList *l, size_t *n) {
  (void)ps;
  if (!l) {
    *n = 0;
    return NULL;
  }
  *n = l->len;
  return l->data;
}

AsmOperand *ast_asm_operands(ParseState *ps, PtrList *l, size_t *n) {
  *n = l ? l->len : 0;
  AsmOperand *ops = arena_alloc(ps->arena, (*n + 1) * sizeof *ops);
  for (size_t i = 0; i < *n; i++)
    ops[i] = *(AsmOperand *)l->data[i];
  return ops;
}

Declaration *ast_declaration(ParseState *ps, SrcLoc loc, DeclSpec *spec,
                             PtrList *items) {
  Declaration *d = arena_alloc(ps->arena, sizeof *d);
  d->loc = loc;
  d->spec = spec;
  if (items) {
    d->nitems = items->len;
    d->items = arena_alloc(ps->arena, items->len * sizeof *d->items);
    for (size_t i = 0; i < items->len; i++)
      d->items[i] = *(InitDeclarator *)items->data[i];
  }
  return d;
}

void ast_declare_names(ParseState *ps, Declaration *d) {
  if (!d->spec)
    return;
  bool is_type = (d->spec->storage & SC_TYPEDEF) != 0;
  for (size_t i = 0; i < d->nitems; i++)
    if (d->items[i].decl && d->items[i].decl->name)
      feed_declare(ps, d->items[i].decl->name, is_type);
}

void ast_declare_params(ParseState *ps, const Declarator *d) {
  if (!d->nops || d->ops[0].kind != DOP_FUNCTION)
    return;
  for (size_t i = 0; i < d->ops[0].nparams; i++) {
    const Declarator *p = d->ops[0].params[i].decl;
    if (p && p->name)
      feed_declare(ps, p->name, false);
  }
}

SrcLoc loc_span(SrcLoc a, SrcLoc b) {
  /* tokens of one macro expansion share the invocation's place */
  bool same = a.file == b.file ||
              (a.file >= SRC_MACRO_BASE && b.file >= SRC_MACRO_BASE);
  if (same && a.line == b.line && b.col >= a.col)
    a.len = b.col + b.len - a.col;
  return a;
}
