/* module.c - one target's compilation: the module's functions and
 * globals in order, then verification, the O-level pipeline, machine code
 * and the link (types.c, function.c and global.c build the pieces). */
#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The one piece of process-wide state (docs/ARCHITECTURE.md, "The
 * passes"): LLVM's target registration, once. */
static pthread_once_t llvm_once = PTHREAD_ONCE_INIT;

static void init_llvm_once(void) {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTarget();
  LLVMInitializeAMDGPUTargetMC();
  LLVMInitializeAMDGPUAsmPrinter();
  LLVMInitializeAMDGPUAsmParser();
  /* --offload-arch=host */
  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86Target();
  LLVMInitializeX86TargetMC();
  LLVMInitializeX86AsmPrinter();
  LLVMInitializeX86AsmParser(); /* inline assembly (codegen/asm.c) */
}

void codegen_init_llvm(void) { pthread_once(&llvm_once, init_llvm_once); }

void cg_error(CG *g, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(&g->ctx->diags, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  g->failed = true;
}

/* LLVM's own errors (an inline assembly operand the back end cannot
 * fit, for one) become hipc's, rather than LLVM's default: printing and
 * exit(1) inside the library. */
static void llvm_diagnostic(LLVMDiagnosticInfoRef info, void *user) {
  CG *g = user;
  if (LLVMGetDiagInfoSeverity(info) != LLVMDSError)
    return;
  char *msg = LLVMGetDiagInfoDescription(info);
  /* the first line: an assembler's message goes on with a source line
   * and a caret of its own */
  const char *m = msg ? msg : "LLVM reported an error";
  cg_error(g, NO_LOC, "%.*s", (int)strcspn(m, "\n"), m);
  LLVMDisposeMessage(msg);
}

static void emit_program(CG *g) {
  Program *p = g->prog;
  for (size_t i = 0; i < p->objects.len && !g->failed; i++) {
    Object *o = p->objects.data[i];
    if (!cg_is_device_object(o))
      continue;
    if (o->kind == OBJ_FUNC) {
      /* Kernels and external device functions are always emitted;
       * static ones only when something uses them, as clang defers them. */
      if (o->defined && ((o->hip & HIP_GLOBAL) || !o->is_internal || o->keep))
        cg_function_value(g, o);
      else if (!o->defined && o->used)
        cg_function_value(g, o);
    } else if (!o->func) {
      if (o->hip & HIP_HOST)
        continue; /* promoted host constants: emitted on use */
      if (o->space == VS_SHARED && g->tgt->shared_address)
        continue; /* not a global: placed by the target */
      if (o->is_internal && !o->keep)
        continue; /* static: emitted when a reference asks for it */
      cg_global_value(g, o);
    }
  }
  /* Emitting a body may reference more functions: a worklist.  Then the
   * static locals of every emitted function, referenced or not (clang
   * emits them with their function); their initializers may reference
   * more functions. */
  do {
    while (g->pending.len && !g->failed) {
      Object *f = g->pending.data[--g->pending.len];
      if (!g->emitted[f->id])
        cg_emit_function(g, f);
    }
    for (size_t i = 0; i < p->objects.len && !g->failed; i++) {
      Object *o = p->objects.data[i];
      if (o->kind == OBJ_VAR && o->func && g->emitted[o->func->id] &&
          !g->values[o->id] && !(o->space == VS_SHARED && g->tgt->shared_address))
        cg_global_value(g, o);
    }
  } while (g->pending.len && !g->failed);
  if (!g->failed)
    cg_emit_compiler_used(g);
}

/* ---- the per-target driver -------------------------------------------------- */

static LLVMCodeGenOptLevel cg_level(int o) {
  return o == 0 ? LLVMCodeGenLevelNone : o == 1 ? LLVMCodeGenLevelLess
       : o == 2 ? LLVMCodeGenLevelDefault : LLVMCodeGenLevelAggressive;
}

static LLVMTargetMachineRef make_target_machine(CG *g, char **err) {
  LLVMTargetRef target;
  if (LLVMGetTargetFromTriple(g->tgt->triple, &target, err))
    return NULL;
  LLVMTargetMachineOptionsRef o = LLVMCreateTargetMachineOptions();
  LLVMTargetMachineOptionsSetCPU(o, g->cpu);
  /* The same string as every function's "target-features": LLVM keys
   * its subtargets by it, and each one costs milliseconds to build. */
  LLVMTargetMachineOptionsSetFeatures(o, g->features);
  LLVMTargetMachineOptionsSetCodeGenOptLevel(o, cg_level(g->opts->opt_level));
  LLVMTargetMachineOptionsSetRelocMode(o, LLVMRelocPIC);
  LLVMTargetMachineRef tm =
      LLVMCreateTargetMachineWithOptions(target, g->tgt->triple, o);
  LLVMDisposeTargetMachineOptions(o);
  return tm;
}

static bool optimize(CG *g) {
  char pipeline[32];
  snprintf(pipeline, sizeof pipeline, "default<O%d>", g->opts->opt_level);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMPassBuilderOptionsSetVerifyEach(po, g->opts->verify_each);
  LLVMErrorRef err = LLVMRunPasses(g->mod, pipeline, g->tm, po);
  LLVMDisposePassBuilderOptions(po);
  if (err) {
    char *msg = LLVMGetErrorMessage(err);
    cg_error(g, NO_LOC, "internal error: the optimiser failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return false;
  }
  return true;
}

static bool emit_output(CG *g, Strbuf *out, CodegenTimes *times) {
  CgOutput kind = g->opts->output;
  if (kind == CG_OUT_IR) {
    char *s = LLVMPrintModuleToString(g->mod);
    sb_puts(out, s);
    LLVMDisposeMessage(s);
    return true;
  }
  if (kind == CG_OUT_BC) {
    LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(g->mod);
    sb_append(out, LLVMGetBufferStart(mb), LLVMGetBufferSize(mb));
    LLVMDisposeMemoryBuffer(mb);
    return true;
  }
  char *err = NULL;
  LLVMMemoryBufferRef mb = NULL;
  double t0 = hipc_now();
  if (LLVMTargetMachineEmitToMemoryBuffer(
          g->tm, g->mod,
          kind == CG_OUT_ASM || g->tgt->object_is_assembly ? LLVMAssemblyFile : LLVMObjectFile,
          &err, &mb)) {
    cg_error(g, NO_LOC, "internal error: code generation failed: %s",
             err ? err : "unknown error");
    LLVMDisposeMessage(err);
    return false;
  }
  times->codegen += hipc_now() - t0;
  if (g->failed) { /* the back end reported an error (llvm_diagnostic) */
    LLVMDisposeMemoryBuffer(mb);
    return false;
  }
  const char *data = LLVMGetBufferStart(mb);
  size_t size = LLVMGetBufferSize(mb);
  bool ok = true;
  if (kind == CG_OUT_ASM || !g->tgt->link) {
    sb_append(out, data, size);
  } else {
    Strbuf msgs = {0};
    t0 = hipc_now();
    ok = g->tgt->link(g, data, size, out, &msgs);
    times->link += hipc_now() - t0;
    if (!ok) {
      /* lld writes "ld.lld: error: undefined symbol: f\n>>> ..." */
      const char *m = msgs.data ? msgs.data : "the linker failed";
      const char *p = strstr(m, "error: ");
      cg_error(g, NO_LOC, "%.*s", (int)strcspn(p ? p + 7 : m, "\n"), p ? p + 7 : m);
    }
    sb_free(&msgs);
  }
  LLVMDisposeMemoryBuffer(mb);
  return ok;
}

/* Each back end's implementation of the target interface. */
static const CgTarget *const backends[] = {
    [BACKEND_AMDGPU] = &cg_target_amdgpu,
    [BACKEND_HOST] = &cg_target_host,
};

bool codegen_run(Ctx *ctx, Program *prog, const CodegenOptions *opts,
                 Strbuf *out, CodegenTimes *times) {
  codegen_init_llvm();
  CG g = {0};
  g.ctx = ctx;
  g.prog = prog;
  g.opts = opts;
  g.target = opts->target;
  g.tgt = backends[g.target->info->backend];
  g.tgt->machine(g.target, &g.cpu, g.features, sizeof g.features);
  double t0 = hipc_now();
  char *err = NULL;
  g.tm = make_target_machine(&g, &err);
  if (!g.tm) {
    diag_error(&ctx->diags, NO_LOC, "internal error: no AMDGPU target: %s",
               err ? err : "unknown");
    LLVMDisposeMessage(err);
    return false;
  }
  g.llctx = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(g.llctx, llvm_diagnostic, &g);
  g.mod = LLVMModuleCreateWithNameInContext("hipc", g.llctx);
  LLVMSetTarget(g.mod, g.tgt->triple);
  /* The data layout must be set before any alloca is built, or allocas
   * land in address space 0 (docs/FORMATS.md, "AMDGPU lowering"). */
  g.td = LLVMCreateTargetDataLayout(g.tm);
  LLVMSetModuleDataLayout(g.mod, g.td);
  g.b = LLVMCreateBuilderInContext(g.llctx);
  cg_init_types(&g);
  g.nvalues = prog->next_id;
  g.values = calloc(g.nvalues + 1, sizeof *g.values);
  g.fn_types = calloc(g.nvalues + 1, sizeof *g.fn_types);
  g.emitted = calloc(g.nvalues + 1, sizeof *g.emitted);
  g.nlabels = prog->next_stmt_id;
  g.labels = calloc(g.nlabels + 1, sizeof *g.labels);
  g.shared_offsets = calloc(g.nvalues + 1, sizeof *g.shared_offsets);
  g.tgt->begin_module(&g);
  debug_init(&g, opts->main_file);
  emit_program(&g);
  if (!g.failed && g.tgt->end_module)
    g.tgt->end_module(&g);
  debug_finish(&g);
  times->irgen += hipc_now() - t0;
  bool ok = !g.failed;
  if (ok) {
    char *msg = NULL;
    if (LLVMVerifyModule(g.mod, LLVMReturnStatusAction, &msg)) {
      diag_error(&ctx->diags, NO_LOC,
                 "internal error: hipc generated an invalid LLVM module "
                 "(please report): %.400s", msg ? msg : "");
      ok = false;
    }
    LLVMDisposeMessage(msg);
  }
  if (ok) {
    t0 = hipc_now();
    ok = optimize(&g);
    times->optimize += hipc_now() - t0;
  }
  if (ok)
    ok = emit_output(&g, out, times);
  free(g.values);
  free(g.fn_types);
  free(g.emitted);
  free(g.labels);
  free(g.shared_offsets);
  LLVMDisposeBuilder(g.b);
  LLVMDisposeModule(g.mod);
  LLVMDisposeTargetData(g.td);
  LLVMContextDispose(g.llctx);
  LLVMDisposeTargetMachine(g.tm);
  return ok && !g.failed;
}
