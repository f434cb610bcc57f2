/* fuzz_frontend.c - libFuzzer target: arbitrary bytes through the front
 * end (preprocess, parse, sema), as hipc -fsyntax-only would run them,
 * with the built-in headers available.  Any crash, sanitizer report or
 * leak is a bug: the front end must answer every input with diagnostics.
 * Built by `make fuzz` with clang-22 -fsanitize=fuzzer,address,undefined. */
#include "api/stdlib.h"
#include "lexer/lexer.h"
#include "parser/ast.h"
#include "sema/sema.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
  pp_define(pp, "__HIP__", "1", false);
  pp_define(pp, "__HIP_DEVICE_COMPILE__", "1", false);
  pp_define(pp, "__ATOMIC_RELAXED", "0", false);
  pp_define(pp, "__HIP_MEMORY_SCOPE_AGENT", "4", false);
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
