/* stmt.c - statements to basic blocks, named as clang names them so
 * -emit-llvm output reads the same (for.cond, if.then, ...). */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <stdio.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

static void jump_push(CG *g, Stmt *s, LLVMBasicBlockRef brk,
                      LLVMBasicBlockRef cont) {
  JumpTarget j = {s, brk, cont, NULL, g->cleanups.len};
  VEC_PUSH(&g->ctx->arena, g->jumps, j);
}

/* GNU cleanup(f): f(&v) runs as v leaves its scope, at the end of its
 * block and at every break, continue, return and goto out of it (sema
 * says which a goto leaves), innermost variable first; a computed goto
 * does not run them. */
void cg_cleanups(CG *g, size_t depth, bool pop) {
  for (size_t i = g->cleanups.len; i-- > depth;)
    cg_expr(g, g->cleanups.data[i]->cleanup_call);
  if (pop)
    g->cleanups.len = depth;
}

static JumpTarget *jump_find(CG *g, Stmt *target) {
  for (size_t i = g->jumps.len; i-- > 0;)
    if (g->jumps.data[i].stmt == target)
      return &g->jumps.data[i];
  return NULL;
}

/* Branches to `bb` unless the current block already ended. */
static void branch(CG *g, LLVMBasicBlockRef bb) {
  if (!cg_block_terminated(g))
    LLVMBuildBr(g->b, bb);
}

/* Code after a return/break/goto goes to a fresh unreachable block. */
static void dead_block(CG *g) { cg_start_block(g, cg_block(g, "unreachable")); }

static LLVMMetadataRef md_name(CG *g, const char *s) {
  return LLVMMDStringInContext2(g->llctx, s, strlen(s));
}

/* Loop metadata: HIP is C++, whose loops must make progress; #pragma
 * unroll becomes the unroller's hints (clang's CGLoopInfo). */
static void loop_metadata(CG *g, LLVMValueRef latch_br, LoopHint hint) {
  if (g->opts->opt_level == 0 && !hint.unroll)
    return;
  LLVMMetadataRef ops[3];
  size_t n = 0;
  LLVMMetadataRef self = LLVMTemporaryMDNode(g->llctx, NULL, 0);
  ops[n++] = self;
  LLVMMetadataRef mp = md_name(g, "llvm.loop.mustprogress");
  ops[n++] = LLVMMDNodeInContext2(g->llctx, &mp, 1);
  if (hint.unroll == -1) {
    LLVMMetadataRef f = md_name(g, "llvm.loop.unroll.full");
    ops[n++] = LLVMMDNodeInContext2(g->llctx, &f, 1);
  } else if (hint.unroll == 1) {
    LLVMMetadataRef d = md_name(g, "llvm.loop.unroll.disable");
    ops[n++] = LLVMMDNodeInContext2(g->llctx, &d, 1);
  } else if (hint.unroll > 1) {
    LLVMMetadataRef c[2] = {md_name(g, "llvm.loop.unroll.count"),
                            LLVMValueAsMetadata(LLVMConstInt(g->t_i32, (unsigned)hint.unroll, 0))};
    ops[n++] = LLVMMDNodeInContext2(g->llctx, c, 2);
  }
  LLVMMetadataRef node = LLVMMDNodeInContext2(g->llctx, ops, n);
  LLVMMetadataReplaceAllUsesWith(self, node);
  LLVMSetMetadata(latch_br, g->md_loop, LLVMMetadataAsValue(g->llctx, node));
}

static void cg_if(CG *g, Stmt *s) {
  LLVMBasicBlockRef then = cg_block(g, "if.then");
  LLVMBasicBlockRef end = cg_block(g, "if.end");
  LLVMBasicBlockRef els = s->els ? cg_block(g, "if.else") : end;
  cg_branch(g, s->expr, then, els);
  cg_start_block(g, then);
  cg_stmt(g, s->body);
  branch(g, end);
  if (s->els) {
    cg_start_block(g, els);
    cg_stmt(g, s->els);
    branch(g, end);
  }
  LLVMMoveBasicBlockAfter(end, LLVMGetInsertBlock(g->b));
  cg_start_block(g, end);
}

static void cg_while(CG *g, Stmt *s) {
  LLVMBasicBlockRef cond = cg_block(g, "while.cond");
  LLVMBasicBlockRef body = cg_block(g, "while.body");
  LLVMBasicBlockRef end = cg_block(g, "while.end");
  branch(g, cond);
  cg_start_block(g, cond);
  LLVMBuildCondBr(g->b, cg_cond(g, s->expr), body, end);
  cg_start_block(g, body);
  jump_push(g, s, end, cond);
  cg_stmt(g, s->body);
  g->jumps.len--;
  if (!cg_block_terminated(g))
    loop_metadata(g, LLVMBuildBr(g->b, cond), s->hint);
  LLVMMoveBasicBlockAfter(end, LLVMGetInsertBlock(g->b));
  cg_start_block(g, end);
}

static void cg_do(CG *g, Stmt *s) {
  LLVMBasicBlockRef body = cg_block(g, "do.body");
  LLVMBasicBlockRef cond = cg_block(g, "do.cond");
  LLVMBasicBlockRef end = cg_block(g, "do.end");
  branch(g, body);
  cg_start_block(g, body);
  jump_push(g, s, end, cond);
  cg_stmt(g, s->body);
  g->jumps.len--;
  branch(g, cond);
  LLVMMoveBasicBlockAfter(cond, LLVMGetInsertBlock(g->b));
  cg_start_block(g, cond);
  loop_metadata(g, LLVMBuildCondBr(g->b, cg_cond(g, s->expr), body, end), s->hint);
  LLVMMoveBasicBlockAfter(end, LLVMGetInsertBlock(g->b));
  cg_start_block(g, end);
}

static void cg_for(CG *g, Stmt *s) {
  if (s->init)
    cg_stmt(g, s->init);
  LLVMBasicBlockRef cond = cg_block(g, "for.cond");
  LLVMBasicBlockRef body = cg_block(g, "for.body");
  LLVMBasicBlockRef inc = cg_block(g, "for.inc");
  LLVMBasicBlockRef end = cg_block(g, "for.end");
  branch(g, cond);
  cg_start_block(g, cond);
  if (s->expr)
    LLVMBuildCondBr(g->b, cg_cond(g, s->expr), body, end);
  else
    LLVMBuildBr(g->b, body);
  cg_start_block(g, body);
  jump_push(g, s, end, inc);
  cg_stmt(g, s->body);
  g->jumps.len--;
  branch(g, inc);
  LLVMMoveBasicBlockAfter(inc, LLVMGetInsertBlock(g->b));
  cg_start_block(g, inc);
  if (s->step) {
    if (type_is_record(s->step->type))
      cg_agg(g, s->step);
    else
      cg_expr(g, s->step);
  }
  loop_metadata(g, LLVMBuildBr(g->b, cond), s->hint);
  LLVMMoveBasicBlockAfter(end, inc);
  cg_start_block(g, end);
}

/* A GNU case range too large to list its values. */
static bool case_range_tested(const Stmt *c) {
  return c->expr_end && (uint64_t)c->case_end - (uint64_t)c->case_value >= 64;
}

static void cg_switch(CG *g, Stmt *s) {
  LLVMValueRef v = cg_expr(g, s->expr);
  LLVMBasicBlockRef end = cg_block(g, "sw.epilog");
  LLVMBasicBlockRef dflt = end;
  for (size_t i = 0; i < s->ncases; i++)
    if (s->cases[i]->kind == ST_DEFAULT)
      dflt = NULL;
  /* Each label gets its block; the blocks are placed when the body's
   * walk reaches the label. */
  LLVMBasicBlockRef *blocks = arena_alloc(&g->ctx->arena, (s->ncases + 1) * sizeof *blocks);
  size_t ncase_values = 0;
  for (size_t i = 0; i < s->ncases; i++) {
    Stmt *c = s->cases[i];
    blocks[i] = cg_block(g, c->kind == ST_DEFAULT ? "sw.default" : "sw.bb");
    if (c->kind == ST_DEFAULT)
      dflt = blocks[i];
    else if (c->case_end >= c->case_value && !case_range_tested(c))
      ncase_values += (size_t)(c->case_end - c->case_value) + 1;
  }
  /* GNU case ranges of 64 values or more are tested, as clang does, by a
   * chain of (v - lo) <= (hi - lo) comparisons that the switch's default
   * leads into, the last range first; smaller ones become cases. */
  LLVMTypeRef vt = LLVMTypeOf(v);
  LLVMBasicBlockRef here = LLVMGetInsertBlock(g->b);
  for (size_t i = 0; i < s->ncases; i++) {
    Stmt *c = s->cases[i];
    if (c->kind != ST_CASE || c->case_end < c->case_value || !case_range_tested(c))
      continue;
    LLVMBasicBlockRef test = cg_block(g, "sw.caserange");
    LLVMPositionBuilderAtEnd(g->b, test);
    LLVMValueRef diff = LLVMBuildSub(g->b, v, LLVMConstInt(vt, (uint64_t)c->case_value, 1), "");
    LLVMValueRef in = LLVMBuildICmp(
        g->b, LLVMIntULE, diff,
        LLVMConstInt(vt, (uint64_t)c->case_end - (uint64_t)c->case_value, 0), "inbounds");
    LLVMBuildCondBr(g->b, in, blocks[i], dflt);
    dflt = test;
  }
  LLVMPositionBuilderAtEnd(g->b, here);
  LLVMValueRef sw = LLVMBuildSwitch(g->b, v, dflt, (unsigned)ncase_values);
  for (size_t i = 0; i < s->ncases; i++) {
    Stmt *c = s->cases[i];
    if (c->kind != ST_CASE || c->case_end < c->case_value || case_range_tested(c))
      continue; /* an empty GNU range (no value leads here) or a tested one */
    for (int64_t k = c->case_value;; k++) {
      LLVMAddCase(sw, LLVMConstInt(vt, (uint64_t)k, 1), blocks[i]);
      if (k == c->case_end)
        break;
    }
  }
  jump_push(g, s, end, NULL);
  g->jumps.data[g->jumps.len - 1].cases = blocks;
  dead_block(g);
  cg_stmt(g, s->body);
  g->jumps.len--;
  branch(g, end);
  LLVMMoveBasicBlockAfter(end, LLVMGetInsertBlock(g->b));
  cg_start_block(g, end);
}

/* The switch whose case list holds `c`. */
static LLVMBasicBlockRef case_block(CG *g, Stmt *c) {
  for (size_t i = g->jumps.len; i-- > 0;) {
    JumpTarget *j = &g->jumps.data[i];
    if (j->stmt->kind != ST_SWITCH)
      continue;
    Stmt *sw = j->stmt;
    for (size_t k = 0; k < sw->ncases; k++)
      if (sw->cases[k] == c)
        return j->cases[k];
  }
  return NULL;
}

static LLVMBasicBlockRef label_block(CG *g, Stmt *label) {
  if (!g->labels[label->id])
    g->labels[label->id] = cg_block(g, label->label);
  return g->labels[label->id];
}

/* Whether the target can take a label's address; hipc's error if not. */
static bool label_addresses_work(CG *g, SrcLoc at) {
  if (g->tgt->label_addresses)
    return true;
  cg_error(g, at, "labels as values (GNU &&label and goto *) are not supported on "
           "AMDGPU: LLVM's back end cannot select a label's address");
  return false;
}

/* The block of a label of function e->obj, which need not be the one
 * being emitted: a static initializer may take its address first
 * (cg_emit_function keeps its entry block first). */
LLVMValueRef cg_label_address(CG *g, Expr *e) {
  Stmt *label = e->stmt;
  if (!label_addresses_work(g, e->loc))
    return LLVMConstNull(g->t_ptr);
  LLVMValueRef fn = cg_function_value(g, e->obj);
  if (!g->labels[label->id])
    g->labels[label->id] = LLVMAppendBasicBlockInContext(g->llctx, fn, label->label);
  return LLVMBlockAddress(fn, g->labels[label->id]);
}

Stmt *cg_labels(CG *g, Stmt *s) {
  for (; s && s->kind == ST_LABEL; s = s->body) {
    LLVMBasicBlockRef bb = label_block(g, s);
    branch(g, bb);
    LLVMMoveBasicBlockAfter(bb, LLVMGetInsertBlock(g->b));
    cg_start_block(g, bb);
  }
  return s;
}

void cg_stmt(CG *g, Stmt *s) {
  if (!s || g->failed)
    return;
  if (s->kind != ST_COMPOUND)
    debug_location(g, s->loc);
  switch (s->kind) {
  case ST_COMPOUND: {
    size_t depth = g->cleanups.len;
    for (size_t i = 0; i < s->nitems; i++)
      cg_stmt(g, s->items[i]);
    cg_cleanups(g, depth, true);
    return;
  }
  case ST_DECL: {
    Declaration *d = s->decl;
    for (size_t i = 0; i < d->nitems; i++) {
      Object *o = d->items[i].obj;
      if (!o || o->kind != OBJ_VAR || o->is_global)
        continue;
      if (!g->values[o->id])
        g->values[o->id] = cg_alloca_aligned(g, o->type, o->name,
                                             cg_var_align(g, o->type, o->align));
      if (o->init)
        cg_init_local(g, g->values[o->id], o->type, o->init, o->name);
      if (o->cleanup_call)
        VEC_PUSH(&g->ctx->arena, g->cleanups, o);
    }
    return;
  }
  case ST_EXPR:
    if (type_is_record(s->expr->type))
      cg_agg(g, s->expr);
    else
      cg_expr(g, s->expr);
    return;
  case ST_IF:
    cg_if(g, s);
    return;
  case ST_WHILE:
    cg_while(g, s);
    return;
  case ST_DO:
    cg_do(g, s);
    return;
  case ST_FOR: { /* its first clause's variables live in it */
    size_t depth = g->cleanups.len;
    cg_for(g, s);
    cg_cleanups(g, depth, true);
    return;
  }
  case ST_SWITCH:
    cg_switch(g, s);
    return;
  case ST_CASE:
  case ST_DEFAULT: {
    LLVMBasicBlockRef bb = case_block(g, s);
    if (bb) {
      branch(g, bb);
      LLVMMoveBasicBlockAfter(bb, LLVMGetInsertBlock(g->b));
      cg_start_block(g, bb);
    }
    cg_stmt(g, s->body);
    return;
  }
  case ST_BREAK: {
    JumpTarget *j = jump_find(g, s->target);
    if (j) {
      cg_cleanups(g, j->cleanups, false);
      LLVMBuildBr(g->b, j->brk);
    }
    dead_block(g);
    return;
  }
  case ST_CONTINUE: {
    JumpTarget *j = jump_find(g, s->target);
    if (j) {
      cg_cleanups(g, j->cleanups, false);
      LLVMBuildBr(g->b, j->cont);
    }
    dead_block(g);
    return;
  }
  case ST_RETURN:
    if (s->expr) {
      Type *rt = g->func->type->base;
      if (type_is_record(rt)) {
        LLVMValueRef src = cg_agg(g, s->expr);
        cg_memcpy(g, g->ret_slot, src, rt->size, rt->align);
      } else if (rt->kind != TY_VOID) {
        LValue lv = {g->ret_slot, rt, cg_type_align(g, rt), false, -1, 0, 0};
        cg_store(g, lv, cg_expr(g, s->expr));
      } else {
        cg_expr(g, s->expr);
      }
    }
    cg_cleanups(g, 0, false);
    LLVMBuildBr(g->b, g->ret_bb);
    dead_block(g);
    return;
  case ST_GOTO:
    if (s->expr) { /* GNU goto *p: to any label whose address is taken */
      if (!label_addresses_work(g, s->loc)) {
        dead_block(g);
        return;
      }
      LLVMValueRef to = cg_expr(g, s->expr);
      Object *f = g->func;
      LLVMValueRef br = LLVMBuildIndirectBr(g->b, to, (unsigned)f->naddr_labels);
      for (size_t i = 0; i < f->naddr_labels; i++)
        LLVMAddDestination(br, label_block(g, f->addr_labels[i]));
    } else if (s->target) {
      /* the cleanups of the scopes the jump leaves, innermost first */
      for (CleanupScope *c = s->cleanups; c; c = c->outer) {
        bool kept = false;
        for (CleanupScope *t = s->target->cleanups; t && !kept; t = t->outer)
          kept = t == c;
        if (kept)
          break;
        cg_expr(g, c->var->cleanup_call);
      }
      LLVMBuildBr(g->b, label_block(g, s->target));
    }
    dead_block(g);
    return;
  case ST_LABEL:
    cg_stmt(g, cg_labels(g, s));
    return;
  case ST_ASM:
    cg_asm(g, s);
    return;
  case ST_NULL:
  case ST_LOCAL_LABEL:
    return;
  }
}
