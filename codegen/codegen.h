/* codegen.h - from the checked program to LLVM IR, machine code and a
 * linked AMDGPU code object, one target at a time.  Every difference
 * between processors lives in the target table (codegen/target.c). */
#ifndef HIPC_CODEGEN_H
#define HIPC_CODEGEN_H

#include "../sema/sema.h"

/* ---- targets (codegen/target.c) ------------------------------------------ */

enum { /* TargetInfo.flags */
  TGT_XNACK = 1,    /* supports the xnack feature */
  TGT_SRAMECC = 2,  /* supports the sramecc feature */
  TGT_WAVE32 = 4,   /* wave32 by default (gfx10+) */
  TGT_GENERIC = 8,  /* a generic target: code object v6 only */
  TGT_HOST = 16,    /* the CPU hipc runs on: a shared object for
                       libhipc-host (runtime/host_abi.h) */
};

typedef struct TargetInfo {
  const char *name;     /* "gfx90a" */
  unsigned elf_mach;    /* EF_AMDGPU_MACH_* */
  unsigned flags;
  const char *family;   /* "gfx9", "gfx11": for the generic targets' macros */
} TargetInfo;

typedef enum FeatureSetting { FEAT_ANY, FEAT_ON, FEAT_OFF } FeatureSetting;

/* A parsed target ID (clang's syntax, "gfx90a:sramecc+:xnack-"). */
typedef struct TargetId {
  const TargetInfo *info;
  FeatureSetting xnack, sramecc;
  const char *canonical; /* processor then features in name order */
  unsigned wave_size;
} TargetId;

const TargetInfo *target_find(const char *processor);
/* Parses `text`; on failure writes clang's message to *why. */
bool target_parse_id(Arena *arena, const char *text, TargetId *out,
                     const char **why);
/* All processor names, space separated. */
const char *target_names(void);
/* The predefined macros a device compile for `t` has (name=value pairs,
 * NULL-terminated), e.g. __gfx90a__, __AMDGCN_WAVEFRONT_SIZE__. */
void target_macros(const TargetId *t, void (*define)(void *, const char *,
                                                     const char *),
                   void *arg);

/* The target macros (processor and family) other targets define and `t`
 * does not, for the preprocessor to watch. */
void target_foreach_macro_name(const TargetId *t,
                               void (*fn)(void *, const char *), void *arg);

/* ---- code generation ---------------------------------------------------- */

typedef enum CgOutput {
  CG_OUT_OBJECT, /* linked code object */
  CG_OUT_ASM,
  CG_OUT_IR,
  CG_OUT_BC,
} CgOutput;

typedef struct CodegenOptions {
  const TargetId *target;
  int opt_level;           /* 0..3 */
  int code_object_version; /* 4, 5 or 6 */
  CgOutput output;
  bool verify_each;
  bool time_passes;        /* fills the phase times below */
  bool debug_info;         /* -g */
  uint32_t main_file;      /* the translation unit's file, for -g */
} CodegenOptions;

typedef struct CodegenTimes {
  double irgen, optimize, codegen, link;
} CodegenTimes;

/* Generates code for one target.  On success `out` holds the bytes of
 * the requested output.  Errors (an invalid module, a failed link) are
 * reported to ctx->diags; LLVM is never allowed to abort the process. */
bool codegen_run(Ctx *ctx, Program *prog, const CodegenOptions *opts,
                 Strbuf *out, CodegenTimes *times);

/* Once per process: registers the AMDGPU target with LLVM. */
void codegen_init_llvm(void);

/* lld, in process (codegen/lld.cpp).  Links one relocatable object into a
 * shared object: an AMDGPU code object, or (amdgpu false) an x86-64 host
 * module.  Serialised with a mutex: lld keeps global state.  Returns false
 * and lld's messages in `errors` on failure. */
#ifdef __cplusplus
extern "C" {
#endif
bool lld_link(bool amdgpu, const void *obj, size_t size, Strbuf *out,
              Strbuf *errors);
#ifdef __cplusplus
}
#endif

#endif

/* ---- Internals shared by the files of codegen/ ------------------------- */
#ifdef HIPC_CODEGEN_INTERNAL
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

/* LLVM's AMDGPU address spaces (AMDGPUUsage "Address Spaces"). */
enum { AS_FLAT = 0, AS_GLOBAL = 1, AS_LDS = 3, AS_CONSTANT = 4, AS_PRIVATE = 5 };

typedef struct LValue {
  LLVMValueRef addr; /* flat pointer */
  Type *type;
  uint32_t align;
  bool is_volatile;
  int bit_width;  /* -1: not a bit-field */
  int bit_offset;
  uint64_t unit_size; /* bytes of the bit-field's storage unit */
  /* elements of a vector (v.xy, v[i]): addr holds a vector of vec_type */
  Type *vec_type;      /* NULL: not a vector element */
  LLVMValueRef vec_index; /* v[i]: the index; else NULL and... */
  uint64_t swizzle;    /* v.xy: 4 bits per element, nswizzle of them */
  unsigned nswizzle;
} LValue;

typedef struct JumpTarget {
  Stmt *stmt;
  LLVMBasicBlockRef brk, cont;
  LLVMBasicBlockRef *cases; /* a switch: the block of each case label */
} JumpTarget;

typedef struct CG {
  Ctx *ctx;
  Program *prog;
  const CodegenOptions *opts;
  const TargetId *target;
  char features[96]; /* "target-features" of the TM and every function */
  const char *triple;
  LLVMContextRef llctx;
  LLVMModuleRef mod;
  LLVMBuilderRef b;
  LLVMTargetMachineRef tm;
  LLVMTargetDataRef td;
  /* per-object LLVM values, indexed by Object.id */
  LLVMValueRef *values;
  LLVMTypeRef *fn_types;
  bool *emitted;
  uint32_t nvalues;
  /* the function being generated */
  Object *func;
  LLVMValueRef fn;
  LLVMBasicBlockRef entry;
  LLVMValueRef entry_term; /* allocas go before it */
  LLVMValueRef ret_slot;
  LLVMBasicBlockRef ret_bb;
  VEC(JumpTarget) jumps;
  LLVMBasicBlockRef *labels; /* by Stmt.id */
  uint32_t nlabels;
  VEC(Object *) pending; /* functions referenced but not yet emitted */
  /* cached types */
  LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_f16, t_f32, t_f64;
  LLVMTypeRef t_ptr, t_ptr1, t_ptr3, t_ptr4, t_ptr5;
  VEC(Record *) rec_keys;
  VEC(LLVMTypeRef) rec_vals;
  /* metadata kinds */
  unsigned md_range, md_invariant, md_noundef, md_tbaa, md_loop,
      md_no_fine, md_no_remote, md_noalias_as;
  LLVMMetadataRef tbaa_root, tbaa_char, tbaa_any_ptr;
  LLVMMetadataRef tbaa_nodes[TY_UNION + 1];
  LLVMMetadataRef empty_md;
  unsigned string_count;
  bool failed;
  /* -g (codegen/debug.c) */
  struct LLVMOpaqueDIBuilder *dib;
  LLVMMetadataRef di_cu, di_scope;
  LLVMMetadataRef *di_files;
  uint32_t di_nfiles;
  VEC(Record *) di_rec_keys;
  VEC(LLVMMetadataRef) di_rec_vals;
  /* --offload-arch=host (codegen/host.c) */
  bool host;
  LLVMValueRef ctx_param;    /* the current function's HipcHostCtx * */
  uint64_t *shared_offsets;  /* by Object.id: place in the block's shared memory */
  uint64_t shared_total;
} CG;

/* module.c */
LLVMTypeRef cg_type(CG *g, Type *t);
LLVMTypeRef cg_mem_type(CG *g, Type *t); /* _Bool is i8 in memory */
LLVMValueRef cg_alloca(CG *g, Type *t, const char *name);
/* A variable's alignment: `explicit_align` (0: none) or its type's, as clang
 * raises it for arrays. */
uint32_t cg_var_align(CG *g, Type *t, uint32_t explicit_align);
/* A private unnamed_addr constant global holding `init`, in the constant
 * address space (flat on the host). */
LLVMValueRef cg_private_constant(CG *g, LLVMValueRef init, const char *name,
                                 uint32_t align);
LLVMValueRef cg_alloca_aligned(CG *g, Type *t, const char *name, uint32_t align);
LLVMValueRef cg_function_value(CG *g, Object *f);
LLVMValueRef cg_global_value(CG *g, Object *o);
LLVMValueRef cg_intrinsic(CG *g, const char *name, LLVMTypeRef *types,
                          size_t ntypes, LLVMTypeRef *fn_type);
LLVMValueRef cg_call_intrinsic(CG *g, const char *name, LLVMTypeRef *types,
                               size_t ntypes, LLVMValueRef *args, size_t nargs);
void cg_set_tbaa(CG *g, LLVMValueRef inst, Type *t);
LLVMValueRef cg_string_literal(CG *g, Expr *e);
LLVMValueRef cg_const_init(CG *g, Init *in, Type *t);
void cg_error(CG *g, SrcLoc loc, const char *fmt, ...) HIPC_PRINTF(3, 4);
LLVMBasicBlockRef cg_block(CG *g, const char *name);
void cg_start_block(CG *g, LLVMBasicBlockRef bb);
bool cg_block_terminated(CG *g);
uint32_t cg_type_align(CG *g, Type *t);

/* expr.c */
LLVMValueRef cg_expr(CG *g, Expr *e);    /* scalar rvalue */
LLVMValueRef cg_agg(CG *g, Expr *e);     /* address of a struct value */
LValue cg_lvalue(CG *g, Expr *e);
LLVMValueRef cg_load(CG *g, LValue lv);
void cg_store(CG *g, LValue lv, LLVMValueRef v);
LLVMValueRef cg_cond(CG *g, Expr *e);    /* i1 */
LLVMValueRef cg_convert(CG *g, LLVMValueRef v, Type *from, Type *to);
void cg_memcpy(CG *g, LLVMValueRef dst, LLVMValueRef src, uint64_t size,
               uint32_t align);
/* `name`: the variable's, for the constant its initializer may become;
 * NULL for a compound literal, which stores its values */
void cg_init_local(CG *g, LLVMValueRef addr, Type *t, Init *in, const char *name);
LLVMValueRef cg_fp_flags(CG *g, LLVMValueRef v);

/* vector.c */
LLVMValueRef cg_vector_splat(CG *g, LLVMValueRef scalar, Type *vt);
LLVMValueRef cg_vector_elements(CG *g, LLVMValueRef vec, LValue lv);
LLVMValueRef cg_vector_replace(CG *g, LLVMValueRef vec, LValue lv,
                               LLVMValueRef v);
LValue cg_vector_lvalue(CG *g, Expr *e);
LLVMValueRef cg_vector_rvalue(CG *g, Expr *e);
LLVMValueRef cg_vector_const(CG *g, Init *in, Type *t);
void cg_vector_store_init(CG *g, LLVMValueRef addr, Type *t, Init *in);

/* stmt.c */
void cg_stmt(CG *g, Stmt *s);

/* mangle.c */
const char *cg_mangle(CG *g, Object *f);

/* debug.c: -g */
void debug_init(CG *g, uint32_t main_file);
void debug_finish(CG *g);
void debug_function(CG *g, Object *f, LLVMValueRef fn);
void debug_location(CG *g, SrcLoc loc);
void debug_variable(CG *g, Object *o, LLVMValueRef addr, unsigned argno);

/* host.c: what differs for --offload-arch=host */
void host_layout_shared(CG *g);
LLVMValueRef host_ctx_field(CG *g, unsigned offset, LLVMTypeRef type);
LLVMValueRef host_shared_address(CG *g, Object *o);
LLVMValueRef host_op(CG *g, unsigned slot, LLVMTypeRef fn_type);
void host_emit_kernel_entry(CG *g, Object *kernel, LLVMValueRef body);
void host_module_symbols(CG *g);
LLVMValueRef host_builtin_var(CG *g, int var, int axis);

/* builtins.c */
LLVMValueRef cg_builtin(CG *g, Expr *e);
LLVMValueRef cg_builtin_var(CG *g, Expr *e);

#endif
