/* asm.c - GNU asm statements as LLVM inline assembly, the way clang's
 * CGStmt.cpp makes them: register outputs are the call's results, memory
 * operands ("m") go by address with an elementtype, "+" outputs come back
 * as tied inputs after the others, clobbers become ~{...}, and GCC's
 * template (%0, %[name], %w1, %%) is rewritten in LLVM's ($0, ${1:w},
 * $$).  sema/asm.c has checked the constraints. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"
#include "../sema/sema.h"

#include <string.h>

#define MAX_OPERANDS 64

static const char *skip_modifiers(const char *c) {
  while (*c == '=' || *c == '+')
    c++;
  return c;
}

/* A register constraint's letters as LLVM spells them for the target. */
static void put_register(CG *g, Strbuf *cons, const char *c) {
  if (*c == '&')
    sb_putc(cons, *c++);
  const char *r = c[0] && !c[1] && g->tgt->asm_register ? g->tgt->asm_register(c[0]) : NULL;
  sb_puts(cons, r ? r : c);
}

void cg_asm(CG *g, Stmt *st) {
  AsmStmt *a = st->asm_;
  if (2 * a->nouts + a->nins > MAX_OPERANDS) {
    cg_error(g, st->loc, "too many operands in an asm statement (hipc takes %d)",
             MAX_OPERANDS / 2);
    return;
  }
  for (size_t i = 0; i < a->nouts + a->nins && !g->tgt->asm_memory_operands; i++) {
    AsmOperand *op = i < a->nouts ? &a->outs[i] : &a->ins[i - a->nouts];
    if (sema_asm_is_memory(op->constraint->str)) {
      cg_error(g, op->constraint->loc, "memory operands ('%s') in asm are not supported on "
               "AMDGPU: LLVM's back end cannot match their address", op->constraint->str);
      return;
    }
  }
  Strbuf tmpl = {0}, cons = {0};
  sema_asm_template(a, &tmpl, NULL); /* sema has checked it */
  LLVMTypeRef rtypes[MAX_OPERANDS], elem[MAX_OPERANDS];
  LValue results[MAX_OPERANDS];
  LLVMValueRef args[MAX_OPERANDS], tied[MAX_OPERANDS];
  size_t nres = 0, nargs = 0, ntied = 0, tied_to[MAX_OPERANDS];
  for (size_t i = 0; i < a->nouts; i++) {
    AsmOperand *op = &a->outs[i];
    const char *c = op->constraint->str;
    LValue lv = cg_lvalue(g, op->expr);
    if (cons.len)
      sb_putc(&cons, ',');
    if (sema_asm_is_memory(c)) {
      sb_puts(&cons, "=*");
      sb_puts(&cons, skip_modifiers(c));
      elem[nargs] = cg_mem_type(g, op->expr->type);
      args[nargs++] = lv.addr;
      continue;
    }
    sb_putc(&cons, '=');
    put_register(g, &cons, skip_modifiers(c));
    rtypes[nres] = cg_type(g, op->expr->type);
    results[nres++] = lv;
    if (c[0] == '+') { /* read too: the value goes in, tied to this output */
      tied_to[ntied] = i;
      tied[ntied++] = cg_load(g, lv);
    }
  }
  for (size_t i = 0; i < a->nins; i++) {
    AsmOperand *op = &a->ins[i];
    const char *c = op->constraint->str;
    if (cons.len)
      sb_putc(&cons, ',');
    if (sema_asm_is_memory(c)) {
      sb_putc(&cons, '*');
      sb_puts(&cons, c);
      elem[nargs] = cg_mem_type(g, op->expr->type);
      args[nargs++] = cg_lvalue(g, op->expr).addr;
      continue;
    }
    put_register(g, &cons, c);
    elem[nargs] = NULL;
    args[nargs++] = cg_expr(g, op->expr);
  }
  for (size_t i = 0; i < ntied; i++) {
    sb_printf(&cons, "%s%zu", cons.len ? "," : "", tied_to[i]);
    elem[nargs] = NULL;
    args[nargs++] = tied[i];
  }
  for (size_t i = 0; i < a->nclobbers; i++)
    if (a->clobbers[i] && a->clobbers[i]->str && a->clobbers[i]->str[0])
      sb_printf(&cons, "%s~{%s}", cons.len ? "," : "", a->clobbers[i]->str);
  if (g->tgt->asm_clobbers)
    sb_printf(&cons, "%s%s", cons.len ? "," : "", g->tgt->asm_clobbers);
  LLVMTypeRef rt = nres == 0 ? g->t_void : nres == 1 ? rtypes[0]
                 : LLVMStructTypeInContext(g->llctx, rtypes, (unsigned)nres, 0);
  LLVMTypeRef ptypes[MAX_OPERANDS];
  for (size_t i = 0; i < nargs; i++)
    ptypes[i] = LLVMTypeOf(args[i]);
  LLVMTypeRef ft = LLVMFunctionType(rt, ptypes, (unsigned)nargs, 0);
  const char *ts = tmpl.data ? tmpl.data : "", *cs = cons.data ? cons.data : "";
  LLVMValueRef fn = LLVMGetInlineAsm(ft, ts, strlen(ts), cs, strlen(cs),
                                     a->is_volatile || a->nouts == 0, 0,
                                     LLVMInlineAsmDialectATT, 0);
  LLVMValueRef call = LLVMBuildCall2(g->b, ft, fn, args, (unsigned)nargs, "");
  unsigned kind = LLVMGetEnumAttributeKindForName("elementtype", 11);
  for (size_t i = 0; i < nargs; i++)
    if (elem[i])
      LLVMAddCallSiteAttribute(call, (unsigned)i + 1,
                               LLVMCreateTypeAttribute(g->llctx, kind, elem[i]));
  for (size_t k = 0; k < nres; k++)
    cg_store(g, results[k], nres == 1 ? call : LLVMBuildExtractValue(g->b, call, (unsigned)k, ""));
  sb_free(&tmpl);
  sb_free(&cons);
}
