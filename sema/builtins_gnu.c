/* builtins_gnu.c - GCC's and clang's builtins beyond HIP's: checked
 * arithmetic (__builtin_add_overflow), floating-point classification
 * (what <math.h>'s isnan and isless expand to), optimisation hints
 * (__builtin_assume_aligned, __builtin_prefetch), compile-time queries
 * (__builtin_constant_p, __builtin_choose_expr, __builtin_object_size,
 * __builtin_LINE) and the folding of the integer builtins that clang
 * evaluates in constant expressions (sema_builtin_fold).  Their rows are
 * in builtins.def; the messages are clang's (SemaChecking.cpp). */
#define HIPC_SEMA_INTERNAL
#include "sema.h"
#include "builtins.h"

#include <string.h>

/* clang reports a bad constant argument at the builtin's name */
static SrcLoc callee_loc(Expr *e) { return e->lhs ? e->lhs->loc : e->loc; }

/* Argument i as an integer constant in [lo, hi], clang's two messages. */
static bool range_arg(Sema *s, Expr *e, size_t i, int64_t lo, int64_t hi,
                      const char *name, int64_t *out) {
  int64_t v;
  if (!type_is_integer(e->args[i]->type) || !sema_eval_int(s, e->args[i], &v)) {
    diag_error(s->diags, callee_loc(e), "argument to '%s' must be a constant integer",
               name);
    return false;
  }
  if (v < lo || v > hi) {
    diag_error(s->diags, callee_loc(e), "argument value %lld is outside the valid "
               "range [%lld, %lld]", (long long)v, (long long)lo, (long long)hi);
    return false;
  }
  if (out)
    *out = v;
  return true;
}

/* Between min and max arguments, clang's "at least" / "at most" words. */
static bool arg_range(Sema *s, Expr *e, size_t min, size_t max) {
  if (e->nargs >= min && e->nargs <= max)
    return true;
  bool few = e->nargs < min; /* clang: at the ')' either way */
  SrcLoc at = e->toks ? e->toks->loc : e->loc;
  diag_error(s->diags, at, "too %s arguments to function call, expected %s%zu, have %zu",
             few ? "few" : "many", min == max ? "" : few ? "at least " : "at most ",
             few ? min : max, (size_t)e->nargs);
  return false;
}

static Expr *convert_arg(Sema *s, Expr *e, size_t i, Type *t) {
  e->args[i] = sema_assign_convert(s, e->args[i], t, e->args[i]->loc, "passing");
  return e->args[i]->poisoned ? NULL : e->args[i];
}

static Type *const_void_ptr(Sema *s) {
  return type_pointer_to(s, type_qualified(s, s->T->void_, Q_CONST));
}

/* ---- checked arithmetic ------------------------------------------------------ */

/* __builtin_{add,sub,mul}_overflow(a, b, r): any integers (GCC 5, clang);
 * codegen computes in a type that holds every operand and the result
 * exactly and reports whether the result fits *r (codegen/builtins.c). */
static Expr *overflow_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 3))
    return bi_fail(s, e);
  for (size_t i = 0; i < 2; i++)
    if (!type_is_integer(e->args[i]->type)) {
      diag_error(s->diags, e->args[i]->loc, "operand argument to overflow builtin "
                 "must be an integer type ('%s' invalid)", type_str(s, e->args[i]->type));
      return bi_fail(s, e);
    }
  Type *rt = e->args[2]->type;
  if (!type_is_pointer(rt) || !type_is_integer(rt->base) || (rt->base->quals & Q_CONST)) {
    diag_error(s->diags, e->args[2]->loc, "result argument to overflow builtin must be "
               "a pointer to a non-const integer type ('%s' invalid)", type_str(s, rt));
    return bi_fail(s, e);
  }
  e->type = s->T->bool_;
  return e;
}

/* ---- floating-point classification ----------------------------------------- */

static bool float_operand(Sema *s, Expr *a) {
  if (type_is_float(a->type))
    return true;
  diag_error(s->diags, a->loc, "floating point classification requires argument of "
             "floating point type (passed in '%s')", type_str(s, a->type));
  return false;
}

/* isnan(x) and the rest: x keeps its own floating type (C17 7.12.3, no
 * promotion); __builtin_isfpclass(x, mask) takes C23's class mask. */
static Expr *fpclass_builtin(Sema *s, Expr *e, const Builtin *b) {
  bool mask = b->id == BI_ISFPCLASS;
  if (!bi_arg_count(s, e, b->name, mask ? 2 : 1) || !float_operand(s, e->args[0]) ||
      (mask && !range_arg(s, e, 1, 0, 1023, b->name, NULL)))
    return bi_fail(s, e);
  e->type = s->T->int_;
  return e;
}

/* fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x) */
static Expr *fpclassify_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 6) || !float_operand(s, e->args[5]))
    return bi_fail(s, e);
  for (size_t i = 0; i < 5; i++)
    if (!convert_arg(s, e, i, s->T->int_))
      return bi_fail(s, e);
  e->type = s->T->int_;
  return e;
}

/* isless(x, y) and the rest (C17 7.12.14): the usual arithmetic
 * conversions, one operand at least of floating type. */
static Expr *fpcompare_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 2))
    return bi_fail(s, e);
  Type *x = e->args[0]->type, *y = e->args[1]->type;
  if (!type_is_arith(x) || !type_is_arith(y) || (!type_is_float(x) && !type_is_float(y))) {
    diag_error(s->diags, e->args[0]->loc, "ordered compare requires two args of floating "
               "point type ('%s' and '%s')", type_str(s, x), type_str(s, y));
    return bi_fail(s, e);
  }
  Type *t = type_arith_conversion(s, x, y);
  for (size_t i = 0; i < 2; i++)
    e->args[i] = sema_convert(s, e->args[i], t, "");
  e->type = s->T->int_;
  return e;
}

/* ---- hints ------------------------------------------------------------------- */

/* __builtin_expect_with_probability(v, expected, p), p a constant in [0, 1]. */
static Expr *expect_prob_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 3))
    return bi_fail(s, e);
  for (size_t i = 0; i < 2; i++)
    e->args[i] = sema_convert(s, e->args[i], s->T->long_, "");
  double p;
  Expr *pa = e->args[2];
  if (!type_is_arith(pa->type) || !sema_fold_float(pa, &p)) {
    diag_error(s->diags, pa->loc, "probability argument to "
               "__builtin_expect_with_probability must be constant floating-point "
               "expression");
    return bi_fail(s, e);
  }
  if (!(p >= 0.0 && p <= 1.0)) {
    diag_error(s->diags, pa->loc, "probability argument to "
               "__builtin_expect_with_probability is outside the range [0.0, 1.0]");
    return bi_fail(s, e);
  }
  e->args[2] = sema_convert(s, pa, s->T->double_, "");
  e->type = s->T->long_;
  return e;
}

/* __builtin_assume_aligned(p, align[, offset]): p, known to be aligned. */
static Expr *assume_aligned_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!arg_range(s, e, 2, 3))
    return bi_fail(s, e);
  if (!type_is_pointer(e->args[0]->type)) {
    diag_error(s->diags, callee_loc(e), "non-pointer argument to '%s' is not allowed",
               b->name);
    return bi_fail(s, e);
  }
  int64_t align;
  if (!range_arg(s, e, 1, INT64_MIN, INT64_MAX, b->name, &align))
    return bi_fail(s, e);
  if (align <= 0 || (align & (align - 1))) {
    diag_error(s->diags, callee_loc(e), "requested alignment is not a power of 2");
    return bi_fail(s, e);
  }
  if (align > (int64_t)1 << 32) {
    diag_error(s->diags, callee_loc(e), "requested alignment must be 4294967296 bytes "
               "or smaller");
    return bi_fail(s, e);
  }
  if (!convert_arg(s, e, 0, const_void_ptr(s)) || !convert_arg(s, e, 1, s->size_t_type) ||
      (e->nargs == 3 && !convert_arg(s, e, 2, s->size_t_type)))
    return bi_fail(s, e);
  e->type = s->T->void_ptr;
  return e;
}

/* __builtin_prefetch(p[, rw[, locality]]): rw 0 or 1, locality 0..3. */
static Expr *prefetch_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!arg_range(s, e, 1, 3) || !convert_arg(s, e, 0, const_void_ptr(s)) ||
      (e->nargs > 1 && !range_arg(s, e, 1, 0, 1, b->name, NULL)) ||
      (e->nargs > 2 && !range_arg(s, e, 2, 0, 3, b->name, NULL)))
    return bi_fail(s, e);
  e->type = s->T->void_;
  return e;
}

/* ---- compile-time queries -------------------------------------------------- */

/* Whether evaluating e could change anything: what GCC and clang let
 * __builtin_constant_p(e) answer 0 for without looking further. */
static bool has_side_effects(const Expr *e) {
  if (!e)
    return false;
  switch (e->kind) {
  case EX_ASSIGN: case EX_PREINC: case EX_PREDEC: case EX_POSTINC: case EX_POSTDEC:
  case EX_CALL: case EX_STMT: case EX_BUILTIN:
    return true;
  case EX_SIZEOF: case EX_ALIGNOF:
    return false;
  case EX_IDENT: case EX_MEMBER: case EX_INDEX: case EX_DEREF:
    if (e->type && (e->type->quals & Q_VOLATILE))
      return true;
    break;
  default:
    break;
  }
  if (e->kind == EX_COND && has_side_effects(e->cond))
    return true;
  return has_side_effects(e->lhs) || has_side_effects(e->rhs);
}

static bool is_string_address(const Expr *e) {
  while (e->kind == EX_CAST)
    e = e->lhs;
  return e->kind == EX_STRING;
}

/* __builtin_constant_p(e): 1 for what sema folds (integer and floating
 * constant expressions, a string literal), 0 for an expression with side
 * effects or of no scalar type; otherwise llvm.is.constant decides after
 * inlining, as clang leaves it. */
static Expr *constant_p_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 1))
    return bi_fail(s, e);
  Expr *a = e->args[0] = sema_expr(s, e->args[0]);
  if (a->poisoned)
    return bi_fail(s, e);
  int64_t iv;
  double fv;
  SrcLoc at = callee_loc(e);
  if ((type_is_integer(a->type) && sema_eval_int(s, a, &iv)) ||
      (type_is_float(a->type) && sema_fold_float(a, &fv)) || is_string_address(a))
    return sema_int_const(s, 1, s->T->int_, at);
  if (has_side_effects(a) || !type_is_scalar(a->type) || type_is_vector(a->type))
    return sema_int_const(s, 0, s->T->int_, at);
  e->type = s->T->int_;
  return e;
}

/* __builtin_choose_expr(c, e1, e2): e1 or e2 itself, by the constant c,
 * with its own type and lvalue-ness (GCC); both are checked, as clang
 * checks them, and only the chosen one remains. */
static Expr *choose_expr_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 3))
    return bi_fail(s, e);
  Expr *c = e->args[0] = sema_expr(s, e->args[0]);
  Expr *x = sema_expr_keep(s, e->args[1]), *y = sema_expr_keep(s, e->args[2]);
  if (c->poisoned)
    return bi_fail(s, e);
  int64_t v;
  if (!type_is_integer(c->type) || !sema_eval_int(s, c, &v)) {
    diag_error(s->diags, c->loc, "'__builtin_choose_expr' requires a constant expression");
    return bi_fail(s, e);
  }
  Expr *r = v ? x : y;
  return r->poisoned ? bi_fail(s, e) : r;
}

/* Where a pointer points, when sema can say: the bytes of the whole
 * object and of the closest enclosing subobject (a member; an array
 * element's is its array), and p's offsets into each. */
typedef struct Extent {
  uint64_t whole, whole_off, sub, sub_off;
} Extent;

static bool designator_extent(const Expr *d, Extent *x) {
  while (d->kind == EX_CAST && d->implicit && d->cast == CK_NOOP)
    d = d->lhs;
  switch (d->kind) {
  case EX_IDENT:
    if (!d->obj || d->obj->kind != OBJ_VAR || !type_is_complete(d->obj->type) ||
        d->obj->is_extern)
      return false;
    x->whole = x->sub = d->obj->type->size;
    x->whole_off = x->sub_off = 0;
    return true;
  case EX_STRING:
    x->whole = x->sub = d->str_len;
    x->whole_off = x->sub_off = 0;
    return true;
  case EX_MEMBER: {
    Type *rt = d->lhs->type;
    if (d->arrow || !type_is_record(rt) || d->member_index < 0 ||
        !designator_extent(d->lhs, x))
      return false;
    Record *r = rt->rec;
    Member *m = &r->members[d->member_index];
    if (m->bit_width >= 0)
      return false;
    x->whole_off += m->offset;
    /* a trailing array may be used as a flexible one: its subobject is
     * unknown (clang's -fstrict-flex-arrays=0) */
    bool trailing = m->type->kind == TY_ARRAY && (size_t)d->member_index + 1 == r->nmembers;
    x->sub = trailing ? 0 : m->type->size;
    x->sub_off = 0;
    return !trailing;
  }
  case EX_INDEX: {
    int64_t i;
    Expr *base = d->lhs;
    while (base->kind == EX_CAST && base->implicit)
      base = base->lhs;
    if (base->type->kind != TY_ARRAY || !sema_fold_int(d->rhs, &i) || i < 0 ||
        !designator_extent(base, x))
      return false;
    uint64_t step = (uint64_t)i * d->type->size;
    x->whole_off += step;
    x->sub_off += step;
    return true;
  }
  default:
    return false;
  }
}

static bool pointer_extent(const Expr *p, Extent *x) {
  while (p->kind == EX_CAST && (p->cast == CK_NOOP || p->cast == CK_PTR_CAST))
    p = p->lhs;
  if (p->kind == EX_CAST && p->cast == CK_ARRAY_TO_PTR)
    return designator_extent(p->lhs, x);
  if (p->kind == EX_ADDR)
    return designator_extent(p->lhs, x);
  if (p->kind == EX_BINARY && (p->op == TOK_PLUS || p->op == TOK_MINUS) &&
      type_is_pointer(p->lhs->type) && type_is_integer(p->rhs->type)) {
    int64_t i;
    if (!sema_fold_int(p->rhs, &i) || !pointer_extent(p->lhs, x))
      return false;
    int64_t step = (p->op == TOK_MINUS ? -i : i) * (int64_t)p->lhs->type->base->size;
    if ((int64_t)x->whole_off + step < 0 || (int64_t)x->sub_off + step < 0)
      return false;
    x->whole_off += (uint64_t)step;
    x->sub_off += (uint64_t)step;
    return true;
  }
  return false;
}

/* __builtin_object_size(p, type): the bytes from p to the end of the
 * object (type 0, 2) or subobject (1, 3) where sema can follow p, folded
 * as clang folds it; otherwise llvm.objectsize, whose unknown is
 * (size_t)-1 for types 0 and 1 and 0 for 2 and 3. */
static Expr *object_size_builtin(Sema *s, Expr *e, const Builtin *b) {
  int64_t type;
  if (!bi_arg_count(s, e, b->name, 2) || !range_arg(s, e, 1, 0, 3, b->name, &type))
    return bi_fail(s, e);
  Expr *p = e->args[0];
  if (!convert_arg(s, e, 0, const_void_ptr(s)))
    return bi_fail(s, e);
  Extent x;
  if (!has_side_effects(p) && pointer_extent(p, &x)) {
    bool sub = type & 1;
    uint64_t size = sub ? x.sub : x.whole, off = sub ? x.sub_off : x.whole_off;
    return sema_int_const(s, off < size ? size - off : 0, s->size_t_type, callee_loc(e));
  }
  e->type = s->size_t_type;
  return e;
}

/* __builtin_LINE() and friends: where the call is written (a macro's
 * call, where the macro is used), as clang's SourceLocExpr. */
static Expr *source_location_builtin(Sema *s, Expr *e, const Builtin *b) {
  if (!bi_arg_count(s, e, b->name, 0))
    return bi_fail(s, e);
  SrcLoc at = callee_loc(e);
  if (b->id == BI_LINE || b->id == BI_COLUMN)
    return sema_int_const(s, b->id == BI_LINE ? at.line : at.col, s->T->int_, at);
  const char *text = "";
  if (b->id == BI_FUNCTION) {
    text = s->func ? s->func->name : "";
  } else {
    SourceFile *f = srcmgr_file(&s->ctx->sources, srcmgr_real_file(&s->ctx->sources, at.file));
    text = f && f->name ? f->name : "";
    const char *slash = strrchr(text, '/');
    if (b->id == BI_FILE_NAME && slash)
      text = slash + 1;
  }
  Expr *str = arena_alloc(s->arena, sizeof *str);
  str->kind = EX_STRING;
  str->loc = at;
  str->member_index = -1;
  str->str = text;
  str->str_len = strlen(text) + 1;
  str->type = type_array_of(s, type_qualified(s, s->T->char_, Q_CONST), str->str_len, false);
  str->lvalue = true;
  Expr *r = sema_cast(s, str, type_decay(s, str->type), CK_ARRAY_TO_PTR);
  r->implicit = true;
  return r;
}

Expr *bi_gnu_call(Sema *s, Expr *e, const Builtin *b) {
  switch (b->check) {
  case CHECK_OVERFLOW: return overflow_builtin(s, e, b);
  case CHECK_FPCLASS: return fpclass_builtin(s, e, b);
  case CHECK_FPCLASSIFY: return fpclassify_builtin(s, e, b);
  case CHECK_FPCOMPARE: return fpcompare_builtin(s, e, b);
  case CHECK_EXPECT_PROB: return expect_prob_builtin(s, e, b);
  case CHECK_ASSUME_ALIGNED: return assume_aligned_builtin(s, e, b);
  case CHECK_PREFETCH: return prefetch_builtin(s, e, b);
  case CHECK_CONSTANT_P: return constant_p_builtin(s, e, b);
  case CHECK_CHOOSE_EXPR: return choose_expr_builtin(s, e, b);
  case CHECK_OBJECT_SIZE: return object_size_builtin(s, e, b);
  case CHECK_SOURCE_LOCATION: return source_location_builtin(s, e, b);
  default: return bi_fail(s, e);
  }
}

/* ---- folding (C17 6.6; clang evaluates these builtins in constant
 * expressions, so `case __builtin_bswap16(0x1234):` is one) ----------------- */

bool sema_builtin_fold(Sema *s, Expr *e, int64_t *out) {
  int64_t a = 0, n = 0;
  if (e->nargs == 0 || !sema_eval_int(s, e->args[0], &a))
    return e->builtin == BI_CONSTANT_P ? (*out = 0, true) : false;
  Type *at = e->args[0]->type;
  unsigned bits = (unsigned)(at->size * 8);
  uint64_t u = bits < 64 ? (uint64_t)a & ((1ull << bits) - 1) : (uint64_t)a;
  switch (e->builtin) {
  /* u holds the operand's bits, zero above its width */
  case BI_POPCOUNT: case BI_POPCOUNTL: case BI_POPCOUNTLL:
    *out = __builtin_popcountll(u);
    return true;
  case BI_PARITY: case BI_PARITYL: case BI_PARITYLL:
    *out = __builtin_parityll(u);
    return true;
  case BI_CLZ: case BI_CLZL: case BI_CLZLL:
    if (!u)
      return false; /* undefined, as GCC's */
    *out = __builtin_clzll(u) - (64 - (int)bits);
    return true;
  case BI_CTZ: case BI_CTZL: case BI_CTZLL:
    if (!u)
      return false;
    *out = __builtin_ctzll(u);
    return true;
  case BI_FFS: case BI_FFSL: case BI_FFSLL:
    *out = __builtin_ffsll((long long)u);
    return true;
  case BI_CLRSB: case BI_CLRSBL: case BI_CLRSBLL: {
    /* the leading bits equal to the sign, less the sign itself */
    uint64_t x = a < 0 ? ~u & (bits < 64 ? (1ull << bits) - 1 : ~0ull) : u;
    *out = (x ? __builtin_clzll(x) - (64 - (int)bits) : (int)bits) - 1;
    return true;
  }
  case BI_BSWAP16: case BI_BSWAP32: case BI_BSWAP64: {
    uint64_t r = 0;
    for (unsigned i = 0; i < bits / 8; i++)
      r = r << 8 | ((u >> (8 * i)) & 0xff);
    *out = (int64_t)r;
    return true;
  }
  case BI_BITREVERSE8: case BI_BITREVERSE16: case BI_BITREVERSE32: case BI_BITREVERSE64: {
    uint64_t r = 0;
    for (unsigned i = 0; i < bits; i++)
      r = r << 1 | ((u >> i) & 1);
    *out = (int64_t)r;
    return true;
  }
  case BI_ROTATELEFT8: case BI_ROTATELEFT16: case BI_ROTATELEFT32: case BI_ROTATELEFT64:
  case BI_ROTATERIGHT8: case BI_ROTATERIGHT16: case BI_ROTATERIGHT32:
  case BI_ROTATERIGHT64: {
    if (!sema_eval_int(s, e->args[1], &n))
      return false;
    unsigned k = (unsigned)((uint64_t)n % bits);
    bool left = e->builtin == BI_ROTATELEFT8 || e->builtin == BI_ROTATELEFT16 ||
                e->builtin == BI_ROTATELEFT32 || e->builtin == BI_ROTATELEFT64;
    uint64_t mask = bits < 64 ? (1ull << bits) - 1 : ~0ull;
    uint64_t r = !k ? u : left ? (u << k | u >> (bits - k)) : (u >> k | u << (bits - k));
    *out = (int64_t)(r & mask);
    return true;
  }
  case BI_EXPECT: case BI_EXPECT_WITH_PROBABILITY:
    *out = a;
    return true;
  case BI_CONSTANT_P: /* what sema could not fold is not a constant here */
    *out = 0;
    return true;
  default:
    return false;
  }
}
