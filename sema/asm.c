/* asm.c - GNU asm statements (GCC's "Extended Asm"): the template, the
 * operands' constraints and expressions, the clobbers; codegen/asm.c
 * makes LLVM inline assembly of them as clang does.  The messages are
 * clang's (SemaStmtAsm.cpp). */
#define HIPC_SEMA_INTERNAL
#include "sema.h"

#include <string.h>

/* A constraint's letters without its '=', '+', '&' and '%' modifiers. */
static const char *letters(const char *c) {
  while (*c == '=' || *c == '+' || *c == '&' || *c == '%')
    c++;
  return c;
}

/* Memory only ("m", "o", "Q"...): the operand is an lvalue passed by
 * address; any register or immediate letter makes it a value. */
bool sema_asm_is_memory(const char *c) {
  c = letters(c);
  if (!*c)
    return false;
  for (; *c; c++)
    if (*c != 'm' && *c != 'o' && *c != 'V' && *c != 'Q' && *c != '<' && *c != '>')
      return false;
  return true;
}

static bool is_immediate(const char *c) {
  c = letters(c);
  return (*c == 'i' || *c == 'n' || *c == 'I' || *c == 'J' || *c == 'K' || *c == 'L') &&
         !c[1];
}

/* A constraint hipc can hand to LLVM: letters, digits, '{reg}' and the
 * modifiers in their places; what LLVM's parser would reject is refused
 * here, so that no invalid inline assembly reaches the back end. */
static bool well_formed(const char *c, bool output) {
  if (output && *c != '=' && *c != '+')
    return false;
  if (!output && (*c == '=' || *c == '+'))
    return false;
  if (output)
    c++;
  if (*c == '&')
    c++;
  if (!*c)
    return false;
  for (; *c; c++) {
    if (*c == '{') {
      const char *e = strchr(c, '}');
      if (!e || e == c + 1)
        return false;
      c = e;
    } else if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                 (*c >= '0' && *c <= '9') || *c == '<' || *c == '>' || *c == '%' ||
                 *c == '*' || *c == '^')) {
      return false;
    }
  }
  return true;
}

/* The operand that %[name] names: outputs first, then inputs, as GCC
 * numbers them; -1 if none. */
static int named_operand(const AsmStmt *a, const char *name, size_t len) {
  for (size_t i = 0; i < a->nouts + a->nins; i++) {
    const AsmOperand *op = i < a->nouts ? &a->outs[i] : &a->ins[i - a->nouts];
    if (op->name && interned_len(op->name) == len && !memcmp(op->name, name, len))
      return (int)i;
  }
  return -1;
}

const char *sema_asm_template(const AsmStmt *a, Strbuf *out, size_t *at) {
  const char *t = a->templ->str ? a->templ->str : "", *p = t;
  int nops = (int)(a->nouts + a->nins);
  Strbuf scratch = {0};
  if (!out)
    out = &scratch;
  const char *error = NULL;
  for (; *p && !error; p++) {
    if (*p == '$') {
      sb_puts(out, "$$");
      continue;
    }
    if (*p != '%' || !a->has_operands) { /* basic asm: no % escapes */
      sb_putc(out, *p);
      continue;
    }
    p++;
    if (*p == '%' || *p == '{' || *p == '|' || *p == '}') {
      sb_putc(out, *p);
      continue;
    }
    if (*p == '=') {
      sb_puts(out, "${:uid}");
      continue;
    }
    char modifier = 0;
    if (((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) &&
        ((p[1] >= '0' && p[1] <= '9') || p[1] == '['))
      modifier = *p++;
    int n = -1;
    const char *err_at = *p == '[' ? p + 1 : p; /* clang's column */
    if (*p >= '0' && *p <= '9') {
      n = 0;
      for (; *p >= '0' && *p <= '9' && n < 1000; p++)
        n = n * 10 + (*p - '0');
      p--;
      if (n >= nops)
        error = "invalid operand number in inline asm string";
    } else if (*p == '[') {
      const char *end = strchr(p, ']');
      if (end)
        n = named_operand(a, p + 1, (size_t)(end - p - 1));
      if (!end || n < 0)
        error = "unknown symbolic operand name in inline assembly string";
      else
        p = end;
    } else {
      error = "invalid % escape in inline assembly string";
    }
    if (error) {
      if (at)
        *at = (size_t)(err_at - t);
      break;
    }
    if (modifier)
      sb_printf(out, "${%d:%c}", n, modifier);
    else
      sb_printf(out, "$%d", n);
  }
  sb_free(&scratch);
  return error;
}

static const char *constraint(Sema *s, AsmOperand *op) {
  Expr *c = op->constraint = sema_string_literal(s, op->constraint);
  return c->poisoned || !c->str ? NULL : c->str;
}

void sema_asm(Sema *s, Stmt *st) {
  AsmStmt *a = st->asm_;
  a->templ = sema_string_literal(s, a->templ);
  if (a->is_goto) {
    diag_error(s->diags, st->loc, "asm goto is not supported by hipc");
    return;
  }
  if (!s->func) {
    diag_error(s->diags, st->loc, "asm statements at file scope are not supported by hipc");
    return;
  }
  for (size_t i = 0; i < a->nouts; i++) {
    AsmOperand *op = &a->outs[i];
    const char *c = constraint(s, op);
    if (!c)
      continue;
    if (!well_formed(c, true)) {
      diag_error(s->diags, op->constraint->loc, "invalid output constraint '%s' in asm", c);
      continue;
    }
    Expr *x = op->expr = sema_expr_keep(s, op->expr);
    if (x->poisoned)
      continue;
    if (!x->lvalue || (x->type->quals & Q_CONST)) {
      diag_error(s->diags, sema_expr_begin(x), "invalid lvalue in asm output");
      continue;
    }
    if (!sema_asm_is_memory(c) && !type_is_scalar(x->type))
      diag_error(s->diags, sema_expr_begin(x), "unsupported operand type '%s' for a "
                 "register in asm", type_str(s, x->type));
  }
  for (size_t i = 0; i < a->nins; i++) {
    AsmOperand *op = &a->ins[i];
    const char *c = constraint(s, op);
    if (!c)
      continue;
    if (!well_formed(c, false)) {
      diag_error(s->diags, op->constraint->loc, "invalid input constraint '%s' in asm", c);
      continue;
    }
    if (*c >= '0' && *c <= '9' && (size_t)(*c - '0') >= a->nouts) {
      diag_error(s->diags, op->constraint->loc, "invalid input constraint '%s' in asm", c);
      continue;
    }
    if (sema_asm_is_memory(c)) {
      Expr *x = op->expr = sema_expr_keep(s, op->expr);
      if (!x->poisoned && !x->lvalue)
        diag_error(s->diags, sema_expr_begin(x), "invalid lvalue in asm input for "
                   "constraint '%s'", c);
      continue;
    }
    Expr *x = op->expr = sema_expr(s, op->expr);
    if (x->poisoned)
      continue;
    int64_t v;
    if (is_immediate(c) && !(type_is_integer(x->type) && sema_eval_int(s, x, &v)))
      diag_error(s->diags, sema_expr_begin(x), "constraint '%s' expects an integer "
                 "constant expression", c);
    else if (!type_is_scalar(x->type))
      diag_error(s->diags, sema_expr_begin(x), "unsupported operand type '%s' for a "
                 "register in asm", type_str(s, x->type));
  }
  for (size_t i = 0; i < a->nclobbers; i++)
    if (a->clobbers[i])
      a->clobbers[i] = sema_string_literal(s, a->clobbers[i]);
  size_t at = 0;
  const char *error = a->templ->poisoned ? NULL : sema_asm_template(a, NULL, &at);
  if (error) {
    SrcLoc loc = a->templ->loc; /* at the '%', in a one-piece literal */
    if (a->templ->ntoks == 1)
      loc.col += (uint32_t)at + 1;
    diag_error(s->diags, loc, "%s", error);
  }
}
