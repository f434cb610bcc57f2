/* target_host.h - what the host target's files share (codegen/
 * target_host.c, codegen/host_amdgcn.c): the GPU thread's context and
 * the scheduler's warp operations, as runtime/host_abi.h defines them. */
#ifndef HIPC_TARGET_HOST_H
#define HIPC_TARGET_HOST_H

#define HIPC_CODEGEN_INTERNAL
#include "codegen.h"

/* A built-in variable's axis (BV_*), and the context's lane field. */
LLVMValueRef host_builtin_var(CG *g, int var, int axis);
LLVMValueRef host_lane(CG *g);

/* Warp operations, each a point of the wave's lock step: a shuffle of
 * `bits` (an integer of type t's width) in HIPC_SHFL_* `mode`, a ballot
 * of an i1, a warp_sync. */
LLVMValueRef host_shfl_bits(CG *g, Type *t, LLVMValueRef bits, LLVMValueRef arg,
                            LLVMValueRef width, int64_t mode);
LLVMValueRef host_ballot(CG *g, LLVMValueRef predicate);
void host_warp_sync(CG *g);

/* The AMDGPU intrinsic `name` (llvm.amdgcn.*) of a builtins.def
 * `intrinsic` row, computed on the CPU; an error where none is. */
LLVMValueRef host_amdgcn_intrinsic(CG *g, Expr *e, const char *name);

/* The matrix instructions and the 8-bit float conversions, by calls of
 * the device library (codegen/host_matrix.c). */
LLVMValueRef host_matrix(CG *g, Expr *e);
LLVMValueRef host_fp8(CG *g, Expr *e);

#endif
