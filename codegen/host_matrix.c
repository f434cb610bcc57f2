/* host_matrix.c - the matrix instructions (gfx9's MFMA, gfx11's WMMA) and
 * gfx940's 8-bit float conversions on the host target: calls of the
 * device library's __hipc_matrix, __hipc_fp8_to_float and
 * __hipc_float_to_fp8 (stdlib/libm/matrix.c).  Each builtin's shape is
 * read from its name, as AMD names the instructions; its block count from
 * its result's length (docs/host.md, "Matrix instructions"). */
#include "target_host.h"
#include "../stdlib/__hipc_matrix.h"

#include <stdlib.h>
#include <string.h>

static LLVMValueRef i32c(CG *g, uint64_t v) { return LLVMConstInt(g->t_i32, v, 0); }

static unsigned type_code(const char *s, size_t n) {
  static const struct {
    const char *name;
    unsigned code;
  } types[] = {
      {"f32", __HIPC_MT_F32}, {"f16", __HIPC_MT_F16},   {"bf16", __HIPC_MT_BF16},
      {"f64", __HIPC_MT_F64}, {"i8", __HIPC_MT_I8},     {"xf32", __HIPC_MT_XF32},
      {"fp8", __HIPC_MT_FP8}, {"bf8", __HIPC_MT_BF8},   {"iu8", __HIPC_MT_IU8},
      {"iu4", __HIPC_MT_IU4}, {"i32", __HIPC_MT_I32},
  };
  for (size_t i = 0; i < sizeof types / sizeof *types; i++)
    if (strlen(types[i].name) == n && !strncmp(types[i].name, s, n))
      return types[i].code;
  return 0;
}

typedef struct Shape {
  unsigned m, n, k, a, b, cd;
  bool wmma, wave32;
} Shape;

/* "mfma_f32_32x32x8f16", "mfma_f32_16x16x32_bf8_fp8",
 * "mfma_f32_32x32x4bf16_1k", "wmma_i32_16x16x16_iu8_w64": D's type,
 * M x N x K, A's type (and B's where it differs), the wave. */
static bool parse_shape(const char *name, Shape *sh) {
  memset(sh, 0, sizeof *sh);
  sh->wmma = !strncmp(name, "wmma_", 5);
  const char *p = name + 5, *us = strchr(p, '_');
  if (!us || !(sh->cd = type_code(p, (size_t)(us - p))))
    return false;
  char *end;
  sh->m = (unsigned)strtoul(us + 1, &end, 10);
  if (*end != 'x')
    return false;
  sh->n = (unsigned)strtoul(end + 1, &end, 10);
  if (*end != 'x')
    return false;
  sh->k = (unsigned)strtoul(end + 1, &end, 10);
  for (p = end; *p;) {
    size_t len = strcspn(p, "_");
    if (len == 3 && (!strncmp(p, "w32", 3) || !strncmp(p, "w64", 3)))
      sh->wave32 = p[1] == '3';
    else if (len && !(len == 2 && !strncmp(p, "1k", 2))) {
      unsigned t = type_code(p, len);
      if (!t)
        return false;
      if (!sh->a)
        sh->a = t;
      else
        sh->b = t;
    }
    p += len;
    p += *p == '_';
  }
  return sh->m && sh->n && sh->k && sh->a;
}

/* The value in memory of the function's own, for the library to read. */
static LLVMValueRef spill(CG *g, Type *t, LLVMValueRef v) {
  LLVMValueRef p = cg_alloca(g, t, "mx");
  LLVMBuildStore(g->b, v, p);
  return p;
}

/* Whether BLGP is a lane pattern of B: so in gfx908's and gfx90a's forms
 * (not f64's, where gfx940 reads it as negations), which any later
 * processor with the instruction keeps or drops the field of; not in
 * gfx940's and gfx950's own, nor xf32 and fp8's. */
static bool has_blgp(const Expr *e) {
  const char *need = builtin_target_features(e->builtin);
  if (!need)
    return false;
  if (strstr(need, "fp8") || strstr(need, "xf32") || strstr(need, "gfx950"))
    return false;
  const char *gfx940 = strstr(need, "gfx940-insts");
  return !gfx940 || (gfx940 > need && gfx940[-1] == '!');
}

LLVMValueRef host_matrix(CG *g, Expr *e) {
  const char *name = cg_builtin_name(e) + strlen("__builtin_amdgcn_");
  Shape sh;
  Type *rt = e->type;
  if (!parse_shape(name, &sh)) {
    cg_error(g, e->loc, "internal error: no shape for '%s'", cg_builtin_name(e));
    return LLVMGetUndef(cg_type(g, rt));
  }
  unsigned len = rt->kind == TY_VECTOR ? (unsigned)rt->len : 1, blocks = 1;
  unsigned mods = sh.wmma ? __HIPC_MX_WMMA | (sh.wave32 ? __HIPC_MX_WAVE32 : 0) : 0;
  Expr *a, *b, *c;
  if (!sh.wmma) { /* a, b, c, cbsz, abid, blgp */
    a = e->args[0], b = e->args[1], c = e->args[2];
    blocks = len * 64 / (sh.m * sh.n);
    mods |= __HIPC_MX_MODS(cg_builtin_const_arg(e, 3) & 7, cg_builtin_const_arg(e, 4) & 15,
                           cg_builtin_const_arg(e, 5) & 7);
    mods |= sh.a != __HIPC_MT_F64 && has_blgp(e) ? __HIPC_MX_HAS_BLGP : 0;
  } else if (sh.cd == __HIPC_MT_I32) { /* a_signed, a, b_signed, b, c, clamp */
    a = e->args[1], b = e->args[3], c = e->args[4];
    mods |= cg_builtin_const_arg(e, 0) ? __HIPC_MX_A_SIGNED : 0;
    mods |= cg_builtin_const_arg(e, 2) ? __HIPC_MX_B_SIGNED : 0;
    mods |= cg_builtin_const_arg(e, 5) ? __HIPC_MX_CLAMP : 0;
  } else { /* a, b, c[, opsel] */
    a = e->args[0], b = e->args[1], c = e->args[2];
    if (e->nargs > 3 && cg_builtin_const_arg(e, 3))
      mods |= __HIPC_MX_OPSEL;
  }
  if (sh.b)
    mods |= __HIPC_MX_WITH_B(sh.b);
  LLVMValueRef pa = spill(g, a->type, cg_expr(g, a));
  LLVMValueRef pb = spill(g, b->type, cg_expr(g, b));
  LLVMValueRef pc = spill(g, c->type, cg_expr(g, c));
  LLVMValueRef pd = cg_alloca(g, rt, "mx.d");
  LLVMValueRef args[6] = {pa, pb, pc, pd,
                          i32c(g, __HIPC_MX_DESC(sh.m, sh.n, sh.k, blocks, sh.a, sh.cd)),
                          i32c(g, mods)};
  cg_library_call(g, LIB_HIPC_MATRIX, args, 6, e->loc);
  return LLVMBuildLoad2(g->b, cg_type(g, rt), pd, "");
}

/* ---- the 8-bit floats ------------------------------------------------------------ */

static LLVMValueRef to_float(CG *g, Expr *e, LLVMValueRef word, unsigned byte, bool bf8) {
  LLVMValueRef v = LLVMBuildLShr(g->b, word, i32c(g, 8 * byte), "");
  v = LLVMBuildAnd(g->b, v, i32c(g, 0xff), "");
  LLVMValueRef args[2] = {v, i32c(g, bf8)};
  LLVMValueRef r = cg_library_call(g, LIB_HIPC_FP8_TO_FLOAT, args, 2, e->loc);
  return r ? r : LLVMGetUndef(g->t_f32);
}

static LLVMValueRef to_fp8(CG *g, Expr *e, LLVMValueRef x, bool bf8, LLVMValueRef rand) {
  LLVMValueRef args[4] = {x, i32c(g, bf8), rand ? rand : i32c(g, 0), i32c(g, rand != NULL)};
  LLVMValueRef r = cg_library_call(g, LIB_HIPC_FLOAT_TO_FP8, args, 4, e->loc);
  return r ? r : i32c(g, 0);
}

/* `bits` (width 8 or 16) into `old` at bit `at`, the rest of old kept */
static LLVMValueRef insert(CG *g, LLVMValueRef old, LLVMValueRef bits, unsigned at,
                           unsigned width) {
  uint32_t mask = ((1u << width) - 1) << at;
  LLVMValueRef kept = LLVMBuildAnd(g->b, old, i32c(g, ~mask), "");
  return LLVMBuildOr(g->b, kept, LLVMBuildShl(g->b, bits, i32c(g, at), ""), "");
}

LLVMValueRef host_fp8(CG *g, Expr *e) {
  int id = e->builtin;
  bool bf8 = id == BI_CVT_F32_BF8 || id == BI_CVT_PK_F32_BF8 || id == BI_CVT_PK_BF8_F32 ||
             id == BI_CVT_SR_BF8_F32;
  switch (id) {
  case BI_CVT_F32_FP8: case BI_CVT_F32_BF8:
    return to_float(g, e, cg_expr(g, e->args[0]), (unsigned)cg_builtin_const_arg(e, 1), bf8);
  case BI_CVT_PK_F32_FP8: case BI_CVT_PK_F32_BF8: {
    LLVMValueRef w = cg_expr(g, e->args[0]);
    unsigned first = cg_builtin_const_arg(e, 1) ? 2 : 0;
    LLVMValueRef v = LLVMGetUndef(cg_type(g, e->type));
    for (unsigned i = 0; i < 2; i++)
      v = LLVMBuildInsertElement(g->b, v, to_float(g, e, w, first + i, bf8), i32c(g, i), "");
    return v;
  }
  case BI_CVT_PK_FP8_F32: case BI_CVT_PK_BF8_F32: {
    LLVMValueRef x = cg_expr(g, e->args[0]), y = cg_expr(g, e->args[1]);
    LLVMValueRef old = cg_expr(g, e->args[2]);
    LLVMValueRef lo = to_fp8(g, e, x, bf8, NULL), hi = to_fp8(g, e, y, bf8, NULL);
    LLVMValueRef pair = LLVMBuildOr(g->b, lo, LLVMBuildShl(g->b, hi, i32c(g, 8), ""), "");
    return insert(g, old, pair, cg_builtin_const_arg(e, 3) ? 16 : 0, 16);
  }
  default: { /* the stochastic forms: x, the random bits, old, the byte */
    LLVMValueRef x = cg_expr(g, e->args[0]), rand = cg_expr(g, e->args[1]);
    LLVMValueRef old = cg_expr(g, e->args[2]);
    LLVMValueRef byte = to_fp8(g, e, x, bf8, rand);
    return insert(g, old, byte, 8 * (unsigned)cg_builtin_const_arg(e, 3), 8);
  }
  }
}
