/* codegen.h - from the checked program to LLVM IR, machine code and a
 * linked AMDGPU code object, one target at a time.  What differs between
 * processors is in the processor table (target/processors.def); what
 * differs between back ends, in the target interface below (CgTarget). */
#ifndef HIPC_CODEGEN_H
#define HIPC_CODEGEN_H

#include "../sema/sema.h"
#include "../target/target.h"

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
  bool flush_denormals;    /* -fgpu-flush-denormals-to-zero: f32 denormals flushed */
  /* floating point, flag by flag as clang's options set them
   * (docs/math.md, "Fast math"); -ffast-math is all six */
  bool fp_no_nans;         /* -ffinite-math-only, -fno-honor-nans: nnan */
  bool fp_no_infs;         /* -ffinite-math-only, -fno-honor-infinities: ninf */
  bool fp_no_signed_zeros; /* -fno-signed-zeros: nsz */
  bool fp_reciprocal;      /* -freciprocal-math: arcp */
  bool fp_associative;     /* -fassociative-math: reassoc (with nsz) */
  bool fp_approx_func;     /* -fapprox-func: afn */
  bool fast_math_given;    /* the last of -ffast-math, -fno-fast-math was -ffast-math */
  signed char approx_transcendentals; /* -f[no-]gpu-approx-transcendentals: 1, 0; -1 as -ffast-math */
  bool no_fp_contract;     /* -ffp-contract=on|off: no `contract` */
  bool fp_contract_on;     /* -ffp-contract=on: x * y + z in one expression is llvm.fmuladd */
  bool no_strict_aliasing; /* -fno-strict-aliasing: no TBAA */
  bool c_names;            /* -x c, a .c file: C's symbol names, no mangling */
  bool printf_buffered;    /* -mprintf-kind=buffered: AMDGPU's printf into a buffer */
} CodegenOptions;

/* What the floating-point options add up to, as clang reads them: every
 * fast-math flag (__FAST_MATH__), nnan and ninf (__FINITE_MATH_ONLY__),
 * and HIP's approximate sinf, cosf, logf, log2f
 * (__CLANG_GPU_APPROX_TRANSCENDENTALS__). */
bool cg_fast_math(const CodegenOptions *o);
bool cg_finite_math(const CodegenOptions *o);
bool cg_approx_transcendentals(const CodegenOptions *o);

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
  size_t cleanups;          /* CG.cleanups live outside the statement */
} JumpTarget;

/* ---- The target interface ---------------------------------------------
 * What one kind of target does its own way; everything else in codegen/
 * is shared.  One implementation per back end, each in its own file:
 * codegen/target_amdgpu.c (AMDGPU code objects), codegen/target_host.c
 * (x86-64 modules for libhipc-host).  docs/ARCHITECTURE.md, "The target
 * interface", says what each member is for and how a new back end (PTX
 * text, no link) fits.  Hooks that may be NULL say so. */
typedef struct CG CG;

/* A string literal's global, made once for equal contents (of equal
 * element size), as clang's constant string map does. */
typedef struct StringGlobal {
  uint64_t hash;
  const char *text;
  size_t len;
  uint32_t elem;
  LLVMValueRef gv;
} StringGlobal;

/* A buffered printf's format as the code object lists it, "0:0:<hash>,
 * <format>", or NULL for one that is not a constant, and where its call
 * is. */
typedef struct PrintfFormat {
  SrcLoc loc;
  const char *text;
} PrintfFormat;

typedef struct CgTarget {
  /* the machine: LLVM's triple; the CPU and "target-features" string of a
   * target ID */
  const char *triple;
  void (*machine)(const TargetId *t, const char **cpu, char *features, size_t n);
  /* where each kind of variable lives (AMDGPUUsage "Address Spaces");
   * generic pointers are address space 0 everywhere */
  unsigned as_global, as_shared, as_constant, as_private;
  /* __constant__ variables are read-only to kernels (a CPU target lets
   * hipMemcpyToSymbol write them in place) */
  bool constant_readonly;
  /* the visibility of exported device variables */
  LLVMVisibility export_visibility;
  /* arguments every function takes before its C parameters, each a
   * generic pointer: the host's GPU thread context */
  unsigned hidden_params;
  /* records reach a kernel by reference into its argument segment */
  bool kernarg_byref;
  /* GNU labels as values (blockaddress, indirectbr): LLVM's AMDGPU back
   * end cannot select a blockaddress (clang 22 crashes there) */
  bool label_addresses;
  /* what every asm statement clobbers besides its own (clang's x86-64
   * ~{dirflag},~{fpsr},~{flags}), or NULL */
  const char *asm_clobbers;
  /* asm memory operands ("m"): LLVM's AMDGPU back end cannot match their
   * address (clang 22 crashes there) */
  bool asm_memory_operands;
  /* a single-letter register constraint as LLVM spells it ("a" is
   * "{ax}" on x86-64, as clang's convertConstraint), or NULL: as written */
  const char *(*asm_register)(char letter);

  /* a kernel's symbol: `name` or another (NULL: `name`) */
  const char *(*kernel_symbol)(CG *g, Object *k, const char *name);
  /* a kernel's linkage, visibility and calling convention */
  void (*declare_kernel)(CG *g, Object *k, LLVMValueRef fn);
  /* the attributes of the target's own on every function */
  void (*function_attributes)(CG *g, Object *f, LLVMValueRef fn);
  /* before any function: module flags, target symbols, layouts */
  void (*begin_module)(CG *g);
  /* after a kernel's body (NULL: nothing): an entry point, a record */
  void (*end_kernel)(CG *g, Object *k, LLVMValueRef fn);
  /* after every function (NULL: nothing): what the whole module lists */
  void (*end_module)(CG *g);
  /* a __shared__ variable's address, where it is not a global in
   * as_shared (NULL: it is) */
  LLVMValueRef (*shared_address)(CG *g, Object *o);

  /* threadIdx.x ... warpSize: BuiltinVar `var`, axis 0..2 */
  LLVMValueRef (*builtin_var)(CG *g, int var, int axis);
  /* a builtin whose builtins.def row lowers it `target` */
  LLVMValueRef (*builtin)(CG *g, Expr *e);
  /* a builtin of builtins.def's `intrinsic` rows, `name` the LLVM
   * intrinsic: sets *done when the target lowers it its own way (NULL
   * hook: every intrinsic is the target's) */
  LLVMValueRef (*intrinsic)(CG *g, Expr *e, const char *name, bool *done);
  /* the sync scope of HIP's __HIP_MEMORY_SCOPE_* value, or of a scope
   * named as clang's builtins name it ("agent", "workgroup") */
  unsigned (*sync_scope)(CG *g, int64_t hip_scope);
  unsigned (*sync_scope_named)(CG *g, const char *name, size_t n);
  /* the metadata clang gives an atomic: of __hip_atomic_* (hip) or of an
   * __builtin_amdgcn_atomic_inc/dec */
  void (*atomic_metadata)(CG *g, LLVMValueRef inst, unsigned flags); /* ATOMIC_MD_* */

  /* the output: machine code as an object or assembly file, then, for an
   * object, the link into what is shipped (NULL: the object as it is).
   * A back end whose shipped form is text (PTX) sets object_is_assembly:
   * its "object" is then the assembly file. */
  bool object_is_assembly;
  bool (*link)(CG *g, const void *obj, size_t size, Strbuf *out, Strbuf *msgs);
} CgTarget;

extern const CgTarget cg_target_amdgpu, cg_target_host;

struct CG {
  Ctx *ctx;
  Program *prog;
  const CodegenOptions *opts;
  const TargetId *target;
  const CgTarget *tgt;       /* the target implementation */
  const char *cpu;           /* "target-cpu" of the TM and every function */
  char features[96]; /* "target-features" of the TM and every function */
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
  /* variables in scope with __attribute__((cleanup)), innermost last */
  VEC(Object *) cleanups;
  LLVMBasicBlockRef *labels; /* by Stmt.id */
  uint32_t nlabels;
  VEC(Object *) pending; /* functions referenced but not yet emitted */
  VEC(PrintfFormat) printf_formats; /* buffered printf's (printf_amdgpu.c) */
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
  VEC(StringGlobal) strings; /* each string literal's global (global.c) */
  bool failed;
  /* -g (codegen/debug.c) */
  struct LLVMOpaqueDIBuilder *dib;
  LLVMMetadataRef di_cu, di_scope;
  LLVMMetadataRef *di_files;
  uint32_t di_nfiles;
  VEC(Record *) di_rec_keys;
  VEC(LLVMMetadataRef) di_rec_vals;
  /* the current function's hidden first argument (CgTarget.hidden_params):
   * the host's HipcHostCtx * */
  LLVMValueRef ctx_param;
  /* target_host.c: __shared__ variables in the block's shared memory */
  uint64_t *shared_offsets;  /* by Object.id */
  uint64_t shared_total;
};

/* types.c */
void cg_init_types(CG *g);
LLVMTypeRef cg_type(CG *g, Type *t);
LLVMTypeRef cg_mem_type(CG *g, Type *t); /* _Bool is i8 in memory */
uint32_t cg_type_align(CG *g, Type *t);
void cg_set_tbaa(CG *g, LLVMValueRef inst, Type *t);

/* function.c */
void cg_emit_function(CG *g, Object *f);
LLVMValueRef cg_function_value(CG *g, Object *f);
LLVMValueRef cg_library_call(CG *g, int lib, LLVMValueRef *args, unsigned n, SrcLoc at);
void cg_add_enum_attr(CG *g, LLVMValueRef fn, unsigned idx, const char *name);
void cg_add_str_attr(CG *g, LLVMValueRef fn, const char *key, const char *value);
LLVMBasicBlockRef cg_block(CG *g, const char *name);
void cg_start_block(CG *g, LLVMBasicBlockRef bb);
bool cg_block_terminated(CG *g);
LLVMValueRef cg_alloca(CG *g, Type *t, const char *name);
LLVMValueRef cg_alloca_aligned(CG *g, Type *t, const char *name, uint32_t align);
LLVMValueRef cg_intrinsic(CG *g, const char *name, LLVMTypeRef *types,
                          size_t ntypes, LLVMTypeRef *fn_type);
LLVMValueRef cg_call_intrinsic(CG *g, const char *name, LLVMTypeRef *types,
                               size_t ntypes, LLVMValueRef *args, size_t nargs);

/* global.c */
bool cg_is_device_object(Object *o);
LLVMValueRef cg_global_value(CG *g, Object *o);
/* A variable's alignment: `explicit_align` (0: none) or its type's, as clang
 * raises it for arrays. */
uint32_t cg_var_align(CG *g, Type *t, uint32_t explicit_align);
/* A private unnamed_addr constant global holding `init`, in the constant
 * address space (flat on the host). */
LLVMValueRef cg_private_constant(CG *g, LLVMValueRef init, const char *name,
                                 uint32_t align);
LLVMValueRef cg_string_literal(CG *g, Expr *e);
void cg_emit_compiler_used(CG *g);

/* module.c */
void cg_error(CG *g, SrcLoc loc, const char *fmt, ...) HIPC_PRINTF(3, 4);

/* init.c */
LLVMValueRef cg_const_init(CG *g, Init *in, Type *t);

/* expr.c */
LLVMValueRef cg_expr(CG *g, Expr *e);    /* scalar rvalue */
LLVMValueRef cg_agg(CG *g, Expr *e);     /* address of a struct value */
LValue cg_lvalue(CG *g, Expr *e);
LLVMValueRef cg_load(CG *g, LValue lv);
void cg_store(CG *g, LValue lv, LLVMValueRef v);
LLVMValueRef cg_cond(CG *g, Expr *e);    /* i1 */
void cg_branch(CG *g, Expr *e, LLVMBasicBlockRef t, LLVMBasicBlockRef f);
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
void cg_asm(CG *g, Stmt *s); /* asm.c */
/* Starts the blocks of the labels on s; returns the statement they label
 * (a statement expression's value may follow a label). */
Stmt *cg_labels(CG *g, Stmt *s);
/* GNU &&label: a blockaddress, wherever it is used (a static table) */
LLVMValueRef cg_label_address(CG *g, Expr *e);
/* Calls the cleanups of the variables from CG.cleanups[depth] on, the
 * innermost first; pop: and leaves their scope. */
void cg_cleanups(CG *g, size_t depth, bool pop);

/* mangle.c */
const char *cg_mangle(CG *g, Object *f);

/* debug.c: -g */
void debug_init(CG *g, uint32_t main_file);
void debug_finish(CG *g);
void debug_function(CG *g, Object *f, LLVMValueRef fn);
void debug_location(CG *g, SrcLoc loc);
void debug_variable(CG *g, Object *o, LLVMValueRef addr, unsigned argno);

/* builtins.c */
LLVMValueRef cg_builtin(CG *g, Expr *e);
LLVMValueRef cg_builtin_var(CG *g, Expr *e);
int64_t cg_builtin_const_arg(Expr *e, size_t i); /* a folded constant argument */
const char *cg_builtin_name(const Expr *e);      /* as builtins.def spells it */
/* atomic.c: a call of an atomic builtin (sema/atomic.h) */
LLVMValueRef cg_atomic(CG *g, Expr *e);
/* printf_amdgpu.c: device printf on AMDGPU, hostcall or buffered */
LLVMValueRef amdgpu_printf(CG *g, Expr *e);
void amdgpu_printf_formats(CG *g); /* the module's llvm.printf.fmts */
/* What an atomic read-modify-write promises about its memory, as clang
 * marks it for AMDGPU: not private or constant memory (noalias.addrspace),
 * not fine-grained, not remote. */
enum { ATOMIC_MD_NOALIAS_AS = 1, ATOMIC_MD_NO_FINE = 2, ATOMIC_MD_NO_REMOTE = 4 };
LLVMAtomicOrdering cg_atomic_ordering(int64_t c11_order);
LLVMValueRef cg_call0(CG *g, const char *intrinsic);
/* A generic pointer to `v`, a pointer in any address space. */
LLVMValueRef cg_flat(CG *g, LLVMValueRef v);

#endif
