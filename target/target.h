/* target.h - the processors hipc compiles for, read by the front end (its
 * predefined macros) and by codegen (triple, CPU, features, wave size):
 * a target ID is parsed once, here, and both ends take the parsed form.
 * The table is target/processors.def; docs/ARCHITECTURE.md says where
 * this layer sits. */
#ifndef HIPC_TARGET_H
#define HIPC_TARGET_H

#include "../common/common.h"

enum { /* TargetInfo.flags */
  TGT_XNACK = 1,    /* supports the xnack feature */
  TGT_SRAMECC = 2,  /* supports the sramecc feature */
  TGT_WAVE32 = 4,   /* wave32 by default (gfx10+) */
  TGT_GENERIC = 8,  /* a generic target: code object v6 only */
  TGT_HOST = 16,    /* the CPU hipc runs on: a shared object for
                       libhipc-host (runtime/host_abi.h) */
};

/* The instruction sets a builtin may need, by clang's target feature
 * names (TargetInfo.isa): ISA(ID, bit, name) */
#define ISA_FEATURES(ISA)                                                       \
  ISA(MAI, 1, "mai-insts")       /* the matrix cores: MFMA (gfx908 on) */       \
  ISA(GFX90A, 2, "gfx90a-insts") /* gfx90a's: f64 and 1k bf16 MFMA */           \
  ISA(GFX940, 4, "gfx940-insts") /* gfx940's: i8 and xf32 MFMA of K 32 */       \
  ISA(FP8, 8, "fp8-insts")       /* fp8 and bf8 MFMA and conversions */         \
  ISA(GFX950, 16, "gfx950-insts")                                               \
  ISA(GFX11, 32, "gfx11-insts")  /* RDNA3's: WMMA */                            \
  ISA(XF32, 64, "xf32-insts")    /* gfx940 to gfx942's xf32 MFMA */           \
  ISA(MEMTIME, 128, "s-memtime-inst")  /* s_memtime: gfx6 to gfx10 */           \
  ISA(MEMREALTIME, 256, "s-memrealtime") /* s_memrealtime: gfx8 to gfx10 */ \
  ISA(FP8CVT, 512, "fp8-conversion-insts") /* v_cvt_*fp8*, v_cvt_*bf8* */
enum {
#define ISA(id, bit, name) ISA_##id = bit,
  ISA_FEATURES(ISA)
#undef ISA
};

/* The back end a processor's code comes from: one codegen target
 * implementation each (codegen.h, CgTarget). */
typedef enum TargetBackend { BACKEND_AMDGPU, BACKEND_HOST } TargetBackend;

typedef struct TargetInfo {
  const char *name;     /* "gfx90a" */
  unsigned elf_mach;    /* EF_AMDGPU_MACH_* */
  unsigned flags;
  const char *family;   /* "gfx9", "gfx11": for the generic targets' macros */
  TargetBackend backend;
  unsigned isa;         /* ISA_* */
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
/* Has `t` every feature of the comma-separated list (the ISA_FEATURES
 * names, wavefrontsize32 and wavefrontsize64), and none of those marked
 * with a '!'? */
bool target_has_features(const TargetId *t, const char *features);
/* All processor names, space separated, in the table's order. */
const char *target_names(void);

/* Every macro a device compile for `t` predefines, as clang 22 does for
 * HIP (target/macros.c): the target-neutral ones, then the target's own,
 * those with `per_target` set. */
typedef void TargetDefineFn(void *arg, const char *name, const char *value,
                            bool per_target);
void target_macros(const TargetId *t, TargetDefineFn *define, void *arg);

/* The target macros (processor and family) other targets define and `t`
 * does not, for the preprocessor to watch. */
void target_foreach_macro_name(const TargetId *t,
                               void (*fn)(void *, const char *), void *arg);

/* The processor table, for target/macros.c. */
extern const TargetInfo target_table[];
extern const size_t target_count;

#endif
