/* printf_amdgpu.c - device printf on AMDGPU, lowered as clang 22 lowers
 * it (LLVM's AMDGPUEmitPrintf), so that HIP's runtime prints what hipc's
 * kernels format exactly as it prints clang's; docs/device-printf.md has
 * the two protocols.
 *
 * hostcall (the default, -mprintf-kind=hostcall): one message per call,
 * built by ockl's functions (stdlib/libc/hostcall.c): __ockl_printf_begin,
 * then __ockl_printf_append_string_n for the format and for each argument
 * a %s conversion takes, __ockl_printf_append_args for every other
 * argument, one each, the last call marked; printf returns the last
 * descriptor, truncated, as clang's does.
 *
 * buffered (-mprintf-kind=buffered): __printf_alloc reserves a record in
 * the runtime's printf buffer, which the runtime prints after the kernel:
 * a control word (the record's size << 2, bit 1 for a constant format),
 * the low 64 bits of the format's MD5 (the format itself goes into the
 * llvm.printf.fmts metadata the back end writes into the code object), or
 * the format's bytes when it is not a constant, then each argument in 8
 * bytes, each string's bytes in place, null-padded to 8.  printf returns
 * 0, or -1 when the buffer was full. */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- what the format says ------------------------------------------------------- */

/* The constant C string pointer `v` points to, up to its first null: a
 * constant global's initializer (a string literal), at a constant offset,
 * as LLVM's getConstantStringInfo finds it.  hipc's string literals are
 * private constants used through an addrspacecast (codegen/global.c). */
static bool constant_string(LLVMValueRef v, const char **s, size_t *n) {
  uint64_t off = 0;
  for (;;) {
    if (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMAddrSpaceCast) {
      v = LLVMGetOperand(v, 0);
    } else if (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr) {
      /* (i8, @s, k) or ([N x i8], @s, 0, k) */
      unsigned ops = (unsigned)LLVMGetNumOperands(v);
      LLVMTypeRef src = LLVMGetGEPSourceElementType(v);
      bool bytes = LLVMGetTypeKind(src) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(src) == 8;
      if (!(bytes && ops == 2) && !(LLVMGetTypeKind(src) == LLVMArrayTypeKind && ops == 3))
        return false;
      for (unsigned i = 1; i < ops; i++) {
        LLVMValueRef k = LLVMGetOperand(v, i);
        if (!LLVMIsAConstantInt(k))
          return false;
        if (i == ops - 1)
          off += LLVMConstIntGetZExtValue(k);
        else if (LLVMConstIntGetZExtValue(k))
          return false;
      }
      v = LLVMGetOperand(v, 0);
    } else {
      break;
    }
  }
  if (!LLVMIsAGlobalVariable(v) || !LLVMIsGlobalConstant(v) || !LLVMGetInitializer(v))
    return false;
  LLVMValueRef init = LLVMGetInitializer(v);
  LLVMTypeRef it = LLVMTypeOf(init);
  size_t len = 0;
  const char *text;
  if (LLVMIsAConstantDataSequential(init) && LLVMIsConstantString(init)) {
    text = LLVMGetAsString(init, &len);
  } else if (LLVMIsAConstantAggregateZero(init) && LLVMGetTypeKind(it) == LLVMArrayTypeKind &&
             LLVMGetTypeKind(LLVMGetElementType(it)) == LLVMIntegerTypeKind &&
             LLVMGetIntTypeWidth(LLVMGetElementType(it)) == 8) {
    text = ""; /* "", all zeros: LLVM keeps no bytes of it */
    len = 0;
    off = 0;
  } else {
    return false;
  }
  if (off > len)
    return false;
  text += off;
  len -= off;
  const char *nul = memchr(text, 0, len);
  *s = text;
  *n = nul ? (size_t)(nul - text) : len;
  return true;
}

/* Which arguments (1 .. nargs - 1) a %s conversion of `fmt` takes, each
 * '*' of a width or precision taking one too; as LLVM's locateCStrings,
 * which knows conversions by their last letter. */
static void string_arguments(const char *fmt, size_t n, bool *is_str, size_t nargs) {
  static const char conversions[] = "cdieEgGaAosuxXfFnp";
  size_t arg = 1;
  for (size_t i = 0; i < n; i++) {
    if (fmt[i] != '%')
      continue;
    if (i + 1 < n && fmt[i + 1] == '%') {
      i++;
      continue;
    }
    size_t end = i + 1;
    while (end < n && !strchr(conversions, fmt[end]))
      end++;
    if (end >= n)
      return;
    for (size_t k = i; k < end; k++)
      arg += fmt[k] == '*';
    if (fmt[end] == 's' && arg < nargs)
      is_str[arg] = true;
    i = end;
    arg++;
  }
}

/* ---- the pieces both protocols share ---------------------------------------------- */

/* strlen(s) + 1, or 0 for a null pointer, as the loop clang emits. */
static LLVMValueRef strlen_with_null(CG *g, LLVMValueRef s) {
  LLVMBasicBlockRef prev = LLVMGetInsertBlock(g->b);
  LLVMBasicBlockRef loop = cg_block(g, "strlen.while");
  LLVMBasicBlockRef done = cg_block(g, "strlen.while.done");
  LLVMBasicBlockRef join = cg_block(g, "strlen.join");
  LLVMValueRef null = LLVMBuildICmp(g->b, LLVMIntEQ, s, LLVMConstNull(LLVMTypeOf(s)), "");
  LLVMBuildCondBr(g->b, null, join, loop);

  cg_start_block(g, loop);
  LLVMValueRef p = LLVMBuildPhi(g->b, LLVMTypeOf(s), "");
  LLVMValueRef one = LLVMConstInt(g->t_i64, 1, 0);
  LLVMValueRef next = LLVMBuildGEP2(g->b, g->t_i8, p, &one, 1, "");
  LLVMValueRef c = LLVMBuildLoad2(g->b, g->t_i8, p, "");
  LLVMSetAlignment(c, 1);
  LLVMValueRef at_end = LLVMBuildICmp(g->b, LLVMIntEQ, c, LLVMConstInt(g->t_i8, 0, 0), "");
  LLVMBuildCondBr(g->b, at_end, done, loop);
  LLVMValueRef in_vals[2] = {s, next};
  LLVMBasicBlockRef in_blocks[2] = {prev, loop};
  LLVMAddIncoming(p, in_vals, in_blocks, 2);

  cg_start_block(g, done);
  LLVMValueRef len = LLVMBuildSub(g->b, LLVMBuildPtrToInt(g->b, p, g->t_i64, ""),
                                  LLVMBuildPtrToInt(g->b, s, g->t_i64, ""), "");
  len = LLVMBuildAdd(g->b, len, one, "");
  LLVMBuildBr(g->b, join);

  cg_start_block(g, join);
  LLVMValueRef r = LLVMBuildPhi(g->b, g->t_i64, "");
  LLVMValueRef out_vals[2] = {len, LLVMConstInt(g->t_i64, 0, 0)};
  LLVMBasicBlockRef out_blocks[2] = {done, prev};
  LLVMAddIncoming(r, out_vals, out_blocks, 2);
  return r;
}

/* A call of device-library function `lib`, which sema asked for
 * (sema_library_need) and its unit defines. */
static LLVMValueRef library_call(CG *g, int lib, LLVMValueRef *args, unsigned n) {
  LLVMValueRef r = cg_library_call(g, lib, args, n, NO_LOC);
  return r ? r : LLVMGetUndef(g->t_i64);
}

static bool is_pointer(LLVMValueRef v) {
  return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
}

static LLVMValueRef i32(CG *g, unsigned v) { return LLVMConstInt(g->t_i32, v, 0); }
static LLVMValueRef i64(CG *g, uint64_t v) { return LLVMConstInt(g->t_i64, v, 0); }

/* ---- hostcall ------------------------------------------------------------------------ */

static LLVMValueRef append_string(CG *g, LLVMValueRef desc, LLVMValueRef s, bool last) {
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(s)) != 0)
    s = LLVMBuildAddrSpaceCast(g->b, s, g->t_ptr, "");
  LLVMValueRef args[4] = {desc, s, strlen_with_null(g, s), i32(g, last)};
  return library_call(g, LIB_OCKL_PRINTF_APPEND_STRING_N, args, 4);
}

/* An argument in 64 bits: an int zero-extended (whatever its sign, as
 * clang's), a long as it is, a double's bits, a pointer's address. */
static LLVMValueRef in_64_bits(CG *g, LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    return LLVMGetIntTypeWidth(t) == 64 ? v : LLVMBuildZExt(g->b, v, g->t_i64, "");
  case LLVMDoubleTypeKind:
    return LLVMBuildBitCast(g->b, v, g->t_i64, "");
  default:
    return LLVMBuildPtrToInt(g->b, v, g->t_i64, "");
  }
}

static LLVMValueRef hostcall_printf(CG *g, LLVMValueRef *args, size_t n, const bool *is_str) {
  LLVMValueRef zero = i64(g, 0);
  LLVMValueRef desc = library_call(g, LIB_OCKL_PRINTF_BEGIN, &zero, 1);
  desc = append_string(g, desc, args[0], n == 1);
  for (size_t i = 1; i < n; i++) {
    bool last = i == n - 1;
    if (is_str[i] && is_pointer(args[i])) {
      desc = append_string(g, desc, args[i], last);
      continue;
    }
    LLVMValueRef a[10] = {desc, i32(g, 1), in_64_bits(g, args[i]), zero, zero, zero,
                          zero, zero, zero, i32(g, last)};
    desc = library_call(g, LIB_OCKL_PRINTF_APPEND_ARGS, a, 10);
  }
  return LLVMBuildTrunc(g->b, desc, g->t_i32, "");
}

/* ---- buffered ------------------------------------------------------------------------ */

/* A string argument: its constant bytes, or its length with the null
 * and that rounded up to 8, computed before the record is reserved. */
typedef struct {
  const char *text; /* constant: NULL when computed */
  size_t text_len;
  LLVMValueRef len, aligned;
} BufString;

/* clang rounds a computed length up to 8 with ~7u, a 32-bit mask. */
static LLVMValueRef round_up_8(CG *g, LLVMValueRef len) {
  return LLVMBuildAnd(g->b, LLVMBuildAdd(g->b, len, i64(g, 7), ""), i64(g, 0xfffffff8u), "");
}

static LLVMValueRef gep_bytes(CG *g, LLVMValueRef p, LLVMValueRef off) {
  return LLVMBuildInBoundsGEP2(g->b, g->t_i8, p, &off, 1, "");
}

static void store(CG *g, LLVMValueRef v, LLVMValueRef p, unsigned align) {
  LLVMSetAlignment(LLVMBuildStore(g->b, v, p), align);
}

/* "0:0:<hash>,<format>", the string the back end lists in amdhsa.printf,
 * noted where the call is; NULL for a format that is not a constant. */
static void note_format(CG *g, SrcLoc loc, const char *fmt, size_t n, uint64_t hash) {
  const char *text = fmt ? arena_printf(&g->ctx->arena, "0:0:%llx,%.*s",
                                        (unsigned long long)hash, (int)n, fmt)
                         : NULL;
  VEC_PUSH(&g->ctx->arena, g->printf_formats, ((PrintfFormat){loc, text}));
}

static int by_place(const void *a, const void *b) {
  const SrcLoc *x = &((const PrintfFormat *)a)->loc;
  const SrcLoc *y = &((const PrintfFormat *)b)->loc;
  if (x->file != y->file)
    return x->file < y->file ? -1 : 1;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return x->col < y->col ? -1 : x->col > y->col;
}

/* llvm.printf.fmts, in the order of the source, as clang emits the calls
 * (hipc emits functions in another order); a module whose first format
 * is not a constant lists "0:0:ffffffff,\"Non const format string\""
 * first, as clang's does. */
void amdgpu_printf_formats(CG *g) {
  size_t n = g->printf_formats.len;
  if (!n) /* no buffered printf (and no array for qsort) */
    return;
  qsort(g->printf_formats.data, n, sizeof *g->printf_formats.data, by_place);
  unsigned listed = 0;
  for (size_t i = 0; i < n; i++) {
    const char *text = g->printf_formats.data[i].text;
    if (!text) {
      if (listed)
        continue;
      text = "0:0:ffffffff,\"Non const format string\"";
    }
    LLVMMetadataRef s = LLVMMDStringInContext2(g->llctx, text, strlen(text));
    LLVMMetadataRef node = LLVMMDNodeInContext2(g->llctx, &s, 1);
    LLVMAddNamedMetadataOperand(g->mod, "llvm.printf.fmts", LLVMMetadataAsValue(g->llctx, node));
    listed++;
  }
}

/* A constant string's bytes, its null and zeros to a multiple of 8, as
 * 32-bit words (clang's stores, which LLVM merges). */
static LLVMValueRef store_constant_string(CG *g, LLVMValueRef p, const char *s, size_t n) {
  size_t total = (n + 1 + 7) / 8 * 8;
  for (size_t w = 0; w < total; w += 4) {
    uint32_t word = 0;
    for (size_t k = 0; k < 4; k++)
      if (w + k < n)
        word |= (uint32_t)(unsigned char)s[w + k] << (8 * k);
    store(g, i32(g, word), p, 4);
    p = gep_bytes(g, p, i32(g, 4));
  }
  return p;
}

static LLVMValueRef buffered_printf(CG *g, SrcLoc loc, LLVMValueRef *args, size_t n,
                                    const bool *is_str, const char *fmt, size_t fmt_len) {
  LLVMTargetDataRef dl = LLVMGetModuleDataLayout(g->mod);
  BufString *strs = arena_alloc(&g->ctx->arena, n * sizeof *strs);
  memset(strs, 0, n * sizeof *strs);
  uint64_t size = fmt ? 4 + 8 : 4;
  LLVMValueRef computed = NULL; /* the sum of the computed strings' rounded lengths */
  if (!fmt) {
    strs[0].len = strlen_with_null(g, args[0]);
    strs[0].aligned = computed = round_up_8(g, strs[0].len);
  }
  for (size_t i = 1; i < n; i++) {
    if (!(is_str[i] && is_pointer(args[i]))) {
      uint64_t bytes = LLVMABISizeOfType(dl, LLVMTypeOf(args[i]));
      size += bytes < 8 ? 8 : bytes;
    } else if (constant_string(args[i], &strs[i].text, &strs[i].text_len)) {
      size += (strs[i].text_len + 1 + 7) / 8 * 8;
    } else {
      strs[i].len = strlen_with_null(g, args[i]);
      strs[i].aligned = round_up_8(g, strs[i].len);
      computed = computed ? LLVMBuildAdd(g->b, strs[i].aligned, computed, "cumulativeAdd")
                          : strs[i].aligned;
    }
  }
  LLVMValueRef total = i64(g, size);
  if (computed)
    total = LLVMBuildAdd(g->b, computed, total, "");
  LLVMValueRef size32 = LLVMBuildTrunc(g->b, total, g->t_i32, "");
  LLVMValueRef p = library_call(g, LIB_PRINTF_ALLOC, &size32, 1);
  LLVMValueRef ok = LLVMBuildICmp(g->b, LLVMIntNE, p, LLVMConstNull(LLVMTypeOf(p)), "");
  LLVMBasicBlockRef push = cg_block(g, "argpush.block");
  LLVMBasicBlockRef end = cg_block(g, "end.block");
  LLVMBuildCondBr(g->b, ok, push, end);

  cg_start_block(g, push);
  LLVMValueRef control = LLVMBuildShl(g->b, size32, i32(g, 2), "");
  if (fmt)
    control = LLVMBuildOr(g->b, control, i32(g, 2), "");
  store(g, control, p, 4);
  p = gep_bytes(g, p, i32(g, 4));
  if (fmt) {
    uint8_t d[16];
    md5(fmt, fmt_len, d);
    uint64_t hash = 0;
    for (int k = 7; k >= 0; k--)
      hash = hash << 8 | d[k];
    note_format(g, loc, fmt, fmt_len, hash);
    store(g, i64(g, hash), p, 8);
    p = gep_bytes(g, p, i32(g, 8));
  } else {
    note_format(g, loc, NULL, 0, 0);
  }
  for (size_t i = fmt ? 1 : 0; i < n; i++) {
    LLVMValueRef v = args[i];
    if (i > 0 && !(is_str[i] && is_pointer(v))) {
      LLVMTypeRef t = LLVMTypeOf(v);
      if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) < 64)
        v = LLVMBuildZExt(g->b, v, g->t_i64, "");
      store(g, v, p, 8);
      p = gep_bytes(g, p, i32(g, (unsigned)LLVMABISizeOfType(dl, LLVMTypeOf(v))));
    } else if (strs[i].text) {
      p = store_constant_string(g, p, strs[i].text, strs[i].text_len);
    } else {
      LLVMBuildMemCpy(g->b, p, 1, v, 1, strs[i].len);
      p = gep_bytes(g, p, strs[i].aligned);
    }
  }
  LLVMBuildBr(g->b, end);

  cg_start_block(g, end);
  return LLVMBuildSExt(g->b, LLVMBuildNot(g->b, ok, ""), g->t_i32, "");
}

/* ---- printf ------------------------------------------------------------------------ */

LLVMValueRef amdgpu_printf(CG *g, Expr *e) {
  size_t n = e->nargs;
  LLVMValueRef *args = arena_alloc(&g->ctx->arena, n * sizeof *args);
  bool *is_str = arena_alloc(&g->ctx->arena, n * sizeof *is_str);
  memset(is_str, 0, n * sizeof *is_str);
  for (size_t i = 0; i < n; i++) {
    args[i] = cg_expr(g, e->args[i]);
    LLVMTypeRef t = LLVMTypeOf(args[i]);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    bool fits = (k == LLVMIntegerTypeKind &&
                 (LLVMGetIntTypeWidth(t) == 32 || LLVMGetIntTypeWidth(t) == 64)) ||
                k == LLVMDoubleTypeKind || k == LLVMPointerTypeKind;
    if (!fits) {
      /* the protocols carry 64-bit values: no vectors, no __int128 */
      const Type *at = e->args[i]->type;
      cg_error(g, e->args[i]->loc, "device printf on %s passes integers, floating-point "
               "values and pointers of up to 64 bits; this argument is %s",
               g->target->canonical, at->kind == TY_VECTOR ? "a vector"
               : type_is_integer(at) ? "a 128-bit integer" : "of another kind");
      return LLVMConstInt(g->t_i32, 0, 0);
    }
  }
  const char *fmt = NULL;
  size_t fmt_len = 0;
  if (constant_string(args[0], &fmt, &fmt_len))
    string_arguments(fmt, fmt_len, is_str, n);
  if (g->opts->printf_buffered)
    return buffered_printf(g, e->loc, args, n, is_str, fmt, fmt_len);
  return hostcall_printf(g, args, n, is_str);
}
