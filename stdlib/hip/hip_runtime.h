/* <hip/hip_runtime.h> for hipc: HIP's kernel language on top of hipc's
 * builtins, as HIP's own header is written on top of clang's. */
#pragma once

#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__ 1
#endif

/* ---- function and variable qualifiers ---- */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

/* ---- coordinates: threadIdx, blockIdx, blockDim, gridDim are built in ---- */
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

/* ---- synchronisation ---- */
static __device__ __forceinline__ void __syncthreads(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

static __device__ __forceinline__ void __threadfence(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
}

static __device__ __forceinline__ void __threadfence_block(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
}

/* ---- atomics: type-generic, as HIP's overloads are ---- */
#define atomicAdd(p, v) __hip_atomic_fetch_add((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicSub(p, v) __hip_atomic_fetch_sub((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicExch(p, v) __hip_atomic_exchange((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicMin(p, v) __hip_atomic_fetch_min((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicMax(p, v) __hip_atomic_fetch_max((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicAnd(p, v) __hip_atomic_fetch_and((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicOr(p, v) __hip_atomic_fetch_or((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicXor(p, v) __hip_atomic_fetch_xor((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define atomicAdd_system(p, v) __hip_atomic_fetch_add((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM)
#define atomicAdd_block(p, v) __hip_atomic_fetch_add((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP)

/* ---- math: the functions LLVM lowers itself ---- */
#include <math.h>

/* ---- warp functions (HIP's __shfl family, ballot, any/all) ----
   The width argument is optional and defaults to warpSize. */
#define __HIPC_WIDTH(...) __HIPC_WIDTH_(__VA_ARGS__ __VA_OPT__(,) warpSize)
#define __HIPC_WIDTH_(w, ...) (w)
#define __shfl(v, lane, ...) __hipc_shfl((v), (lane), __HIPC_WIDTH(__VA_ARGS__), 0)
#define __shfl_up(v, delta, ...) __hipc_shfl((v), (delta), __HIPC_WIDTH(__VA_ARGS__), 1)
#define __shfl_down(v, delta, ...) __hipc_shfl((v), (delta), __HIPC_WIDTH(__VA_ARGS__), 2)
#define __shfl_xor(v, mask, ...) __hipc_shfl((v), (mask), __HIPC_WIDTH(__VA_ARGS__), 3)
/* CUDA's _sync spellings: every lane of the mask takes part, as hipc's
   lanes always do. */
#define __shfl_sync(m, v, lane, ...) __shfl(v, lane, ##__VA_ARGS__)
#define __shfl_up_sync(m, v, delta, ...) __shfl_up(v, delta, ##__VA_ARGS__)
#define __shfl_down_sync(m, v, delta, ...) __shfl_down(v, delta, ##__VA_ARGS__)
#define __shfl_xor_sync(m, v, mask, ...) __shfl_xor(v, mask, ##__VA_ARGS__)
#define __ballot(p) __hipc_ballot(p)
#define __ballot_sync(m, p) __hipc_ballot(p)
#define __any(p) (__hipc_ballot(p) != 0)
#define __all(p) (__hipc_ballot(p) == __hipc_ballot(1))
#define __any_sync(m, p) __any(p)
#define __all_sync(m, p) __all(p)
#define __activemask() __hipc_ballot(1)
#define __lane_id() __hipc_lane_id()
#define __syncwarp(...) __hipc_warp_sync()

/* ---- printf is built in; assert comes from <assert.h> ---- */
#include <assert.h>
