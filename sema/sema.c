/* sema.c - the semantic pass over a translation unit (C17 6.9). */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

/* C17 6.9.2p2: a tentative definition of an array of unknown size is
 * completed with one element at the end of the unit. */
static void complete_tentative(Sema *s) {
  for (size_t i = 0; i < s->prog->objects.len; i++) {
    Object *o = s->prog->objects.data[i];
    if (o->kind == OBJ_VAR && o->tentative && !o->init &&
        o->type->kind == TY_ARRAY && o->type->incomplete && !o->is_dynamic_shared) {
      diag_warning(s->diags, o->loc,
                   "tentative array definition assumed to have one element");
      o->type = type_array_of(s, o->type->base, 1, false);
    }
  }
}

Sema *sema_begin(Ctx *ctx, Program *prog, const SemaOptions *opts) {
  memset(prog, 0, sizeof *prog);
  Sema *s = arena_alloc(&ctx->arena, sizeof *s);
  if (opts)
    s->opts = *opts;
  s->ctx = ctx;
  s->arena = &ctx->arena;
  s->diags = &ctx->diags;
  s->prog = prog;
  s->T = &prog->types;
  s->sym_true = intern_cstr(&ctx->strings, "true");
  s->sym_false = intern_cstr(&ctx->strings, "false");
  s->sym_x = intern_cstr(&ctx->strings, "x");
  s->sym_y = intern_cstr(&ctx->strings, "y");
  s->sym_z = intern_cstr(&ctx->strings, "z");
  types_init(s);
  s->errors_at_begin = ctx->diags.errors;
  scope_push(s); /* builtins */
  builtins_declare(s);
  scope_push(s);
  s->file_scope = s->scope;
  s->file_scope->is_file = true;
  return s;
}

void sema_external(Sema *s, Declaration *d) {
  if (s->diags->stopped)
    return;
  if (d->body)
    sema_function(s, d);
  else
    sema_declaration(s, d, true);
}

bool sema_finish(Sema *s) {
  if (!s->diags->stopped)
    complete_tentative(s);
  if (!s->diags->stopped)
    sema_check_undefined(s);
  return s->diags->errors == s->errors_at_begin;
}
