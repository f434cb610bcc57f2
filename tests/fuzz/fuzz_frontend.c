/* fuzz_frontend.c - libFuzzer target: arbitrary bytes through the front
 * end (preprocess, parse, sema), as hipc -fsyntax-only would run them,
 * with the built-in headers available.  Any crash, sanitizer report or
 * leak is a bug: the front end must answer every input with diagnostics.
 * Built by `make fuzz` with clang-22 -fsanitize=fuzzer,address,undefined. */
#include "api/stdlib.h"
#include "lexer/lexer.h"
#include "parser/ast.h"
#include "sema/sema.h"
#include "target/target.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void define_cb(void *pp, const char *name, const char *value, bool per_target) {
  pp_define(pp, name, value, per_target);
}

/* As hipc does: sema checks each external declaration as it is parsed. */
static void sema_each(void *sema, Declaration *d) { sema_external(sema, d); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Ctx ctx;
  ctx_init(&ctx);
  uint32_t file = srcmgr_add(&ctx.sources, "fuzz.hip", (const char *)data, size, false);
  Preprocessor *pp = pp_create(&ctx);
  /* Self-doubling macros reach any limit in a few lines; a lower one keeps
   * such inputs from taking seconds under the sanitizers.  The limit's
   * error path is the same whatever its value. */
  pp_limit_expansion(pp, 1 << 20);
  for (const EmbeddedHeader *h = hipc_embedded_headers; h->name; h++)
    pp_add_memory_header(pp, h->name, h->text, h->size, true);
  /* hipc's own predefined macros, for its own default target */
  TargetId target;
  const char *why;
  if (target_parse_id(&ctx.arena, "gfx906", &target, &why))
    target_macros(&target, define_cb, pp);
  /* Inputs whose first byte is 1 see the HIP header first, like a real
   * compile (the fuzzer keeps some, as the header adds coverage).  Reading
   * it, <math.h>'s library included, costs twenty times what a typical
   * input does, and what the header exercises stays the same from one
   * input to the next: with one input in sixteen (a first byte of 1, 'A',
   * 'a', '1', ...) a 10M run took 40% longer. */
  if (size && data[0] == 1)
    pp_add_forced_include(pp, "hip/hip_runtime.h");
  TokenArray toks = pp_run(pp, file);
  pp_destroy(pp);
  if (!ctx.diags.stopped) {
    TranslationUnit tu;
    Program prog;
    SemaOptions so = {size > 1 && (data[1] & 1)};
    Sema *sema = sema_begin(&ctx, &prog, &so);
    parse_translation_unit(&ctx, &toks, &tu, sema_each, sema);
    sema_finish(sema);
  }
  Strbuf text = {0};
  diags_render_all(&ctx.diags, &text); /* rendering must cope too */
  sb_free(&text);
  ctx_free(&ctx);
  return 0;
}
