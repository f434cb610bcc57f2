/* A minimal <hip/hip_runtime.h> for clang-22, used only by tests/kernels/ and
 * bench/ so that clang compiles the very files hipc compiles:
 *
 *   clang-22 -x hip --cuda-device-only --no-gpu-bundle-output -nogpulib
 *            -nogpuinc -I tests/kernels/clang-include -O3
 *            -mcode-object-version=5 --offload-arch=gfx90a k.hip -o k.hsaco
 *
 * -nogpuinc drops clang's __clang_hip_runtime_wrapper.h and the HIP include
 * path (Debian's HIP 5.2 headers do not build with clang 22), so this file is
 * everything clang sees besides the kernel.  Each definition follows what
 * AMD's HIP headers (ROCm clr: hipamd/include/hip/amd_detail/
 * amd_hip_runtime.h, amd_device_functions.h, amd_hip_atomic.h, host_defines.h)
 * do, reduced to the IR they produce once inlined.  hipc's own header must
 * produce the same IR, or the comparison in tests/kernels/run.sh is not fair.
 *
 * The IR quoted below is clang 22.1.8's, for gfx90a, -mcode-object-version=5:
 * "front end" = -emit-llvm -S -Xclang -disable-llvm-passes (what hipc's
 * codegen should hand to the optimiser), "O3" = -emit-llvm -S -O3.
 * tests/kernels/ir-evidence.sh regenerates all of it.
 */
#ifndef HIPC_TEST_CLANG_HIP_RUNTIME_H
#define HIPC_TEST_CLANG_HIP_RUNTIME_H

/* --- Declaration attributes (clang's __clang_hip_runtime_wrapper.h). ------
 * What clang makes of them at -O3 (gfx90a; see the kernels in this folder):
 *   __global__ kernel   define protected amdgpu_kernel void @name(...), front
 *                       end attributes convergent mustprogress norecurse
 *                       nounwind "amdgpu-flat-work-group-size"="1,1024"
 *                       "uniform-work-group-size"="true" target-cpu/-features.
 *                       Pointer parameters are `ptr addrspace(1) noundef`,
 *                       plus `noalias` for __restrict__.
 *   static __shared__   @_ZZ12matmul_tiledE2ta = internal unnamed_addr
 *   (block scope)       addrspace(3) global [16 x [16 x float]] undef, align 16
 *   extern __shared__   @buf = external hidden local_unnamed_addr addrspace(3)
 *                       global [0 x float], align 4
 *   __constant__ + init @fir_coeffs = protected addrspace(4)
 *                       externally_initialized constant [9 x float] [...],
 *                       align 16.  externally_initialized: the host may
 *                       overwrite it, so loads are NOT folded to constants.
 *   (arrays of 16 bytes or more are aligned to 16, as on x86-64.) */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ inline __attribute__((always_inline))

/* __restrict__ is a GNU keyword that clang accepts in C++ as it is: kernel
 * pointer parameters get `noalias` in the IR.  Nothing to define. */

/* __launch_bounds__(N[, M]), exactly as HIP's host_defines.h spells it:
 *   N     -> "amdgpu-flat-work-group-size"="1,N"  (metadata
 *            .max_flat_workgroup_size: N)
 *   N, M  -> also "amdgpu-waves-per-eu"="M" */
#define __launch_bounds_impl0__(maxThreads) \
  __attribute__((amdgpu_flat_work_group_size(1, maxThreads)))
#define __launch_bounds_impl1__(maxThreads, minBlocks)           \
  __attribute__((amdgpu_flat_work_group_size(1, maxThreads),    \
                 amdgpu_waves_per_eu(minBlocks)))
#define __launch_bounds_select__(_1, _2, impl, ...) impl
#define __launch_bounds__(...)                                           \
  __launch_bounds_select__(__VA_ARGS__, __launch_bounds_impl1__,         \
                           __launch_bounds_impl0__, )(__VA_ARGS__)

/* --- threadIdx / blockIdx / blockDim / gridDim. ---------------------------
 * HIP declares them as empty structs whose members are
 * __declspec(property) getters (amd_hip_runtime.h, __HIP_DEVICE_BUILTIN);
 * the variables themselves are never defined nor referenced.
 *
 * threadIdx.x -> __builtin_amdgcn_workitem_id_x()
 *   front end: %0 = call i32 @llvm.amdgcn.workitem.id.x()   (.y/.z: id.y/.z)
 *   O3: the attributor adds `noundef range(i32 0, 1024)` to the call (still
 *   1024 under __launch_bounds__(256); the backend narrows it later).
 *
 * blockIdx.x -> __builtin_amdgcn_workgroup_id_x()
 *   front end: %0 = call i32 @llvm.amdgcn.workgroup.id.x()   (no range)
 *
 * blockDim.x -> __builtin_amdgcn_workgroup_size_x()
 *   front end (code object v5):
 *     %0 = call align 8 dereferenceable(256) ptr addrspace(4)
 *              @llvm.amdgcn.implicitarg.ptr()
 *     %1 = getelementptr i8, ptr addrspace(4) %0, i32 12   (y: 14, z: 16)
 *     %2 = load i16, ptr addrspace(4) %1, align 2, !range !{i16 1, i16 1025},
 *              !invariant.load !{}, !noundef !{}
 *     %3 = zext i16 %2 to i32
 *   O3: align 4 for x and z (the implicit-argument block is 8-aligned), and
 *   x/y read together as one `load <2 x i16>` when both are used.
 *   HIP proper calls __ockl_get_local_size(0), which for v5 is
 *   `workgroup_id_x < block_count_x ? group_size_x : remainder_x`; with
 *   "uniform-work-group-size"="true" the AMDGPULowerKernelAttributes pass folds
 *   that select to the same i16 load (ir-evidence.sh checks that both give
 *   the same O3 IR, up to `zext nneg`, and the same machine code), so the
 *   builtin is the fair, simpler equivalent.
 *
 * gridDim.x -> the hidden block count: i32 at implicitarg_ptr + 0 (y +4, z +8)
 *   front end (clang goes through a generic pointer, as C says):
 *     %0 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
 *     %1 = addrspacecast ptr addrspace(4) %0 to ptr
 *     %2 = getelementptr inbounds i8, ptr %1, i64 0         (y: 4, z: 8)
 *     %3 = load i32, ptr %2, align 4, !tbaa int
 *   O3: `load i32, ptr addrspace(4) ..., align 4` (InferAddressSpaces); no
 *   range, no invariant.load.  hipc may emit the addrspace(4) load directly.
 *   HIP proper calls __ockl_get_num_groups(0) = block_count_x +
 *   (remainder_x > 0) for v5; under uniform-work-group-size the remainder load
 *   folds to 0, leaving exactly this load (checked in ir-evidence.sh).
 *   NOT __builtin_amdgcn_grid_size_x() / workgroup_size_x(): that reads the
 *   dispatch packet (the kernel loses amdgpu-no-dispatch-ptr) and divides. */
#define __HIPC_TEST_GETTER static __device__ __forceinline__ unsigned int
#define __HIPC_TEST_BUILTIN(D, EXPR)                        \
  __declspec(property(get = __get_##D)) unsigned int D;     \
  __HIPC_TEST_GETTER __get_##D(void) { return (EXPR); }

#define __HIPC_TEST_IMPLICITARG_U32(off)                                    \
  (*(const unsigned int *)((const char *)__builtin_amdgcn_implicitarg_ptr() \
                           + (off)))

struct __hip_builtin_threadIdx_t {
  __HIPC_TEST_BUILTIN(x, __builtin_amdgcn_workitem_id_x())
  __HIPC_TEST_BUILTIN(y, __builtin_amdgcn_workitem_id_y())
  __HIPC_TEST_BUILTIN(z, __builtin_amdgcn_workitem_id_z())
};
struct __hip_builtin_blockIdx_t {
  __HIPC_TEST_BUILTIN(x, __builtin_amdgcn_workgroup_id_x())
  __HIPC_TEST_BUILTIN(y, __builtin_amdgcn_workgroup_id_y())
  __HIPC_TEST_BUILTIN(z, __builtin_amdgcn_workgroup_id_z())
};
struct __hip_builtin_blockDim_t {
  __HIPC_TEST_BUILTIN(x, __builtin_amdgcn_workgroup_size_x())
  __HIPC_TEST_BUILTIN(y, __builtin_amdgcn_workgroup_size_y())
  __HIPC_TEST_BUILTIN(z, __builtin_amdgcn_workgroup_size_z())
};
struct __hip_builtin_gridDim_t {
  __HIPC_TEST_BUILTIN(x, __HIPC_TEST_IMPLICITARG_U32(0))
  __HIPC_TEST_BUILTIN(y, __HIPC_TEST_IMPLICITARG_U32(4))
  __HIPC_TEST_BUILTIN(z, __HIPC_TEST_IMPLICITARG_U32(8))
};

extern const __device__ __attribute__((weak)) struct __hip_builtin_threadIdx_t threadIdx;
extern const __device__ __attribute__((weak)) struct __hip_builtin_blockIdx_t blockIdx;
extern const __device__ __attribute__((weak)) struct __hip_builtin_blockDim_t blockDim;
extern const __device__ __attribute__((weak)) struct __hip_builtin_gridDim_t gridDim;

#undef __HIPC_TEST_BUILTIN
#undef __HIPC_TEST_IMPLICITARG_U32
#undef __HIPC_TEST_GETTER

/* --- __syncthreads(): amd_device_functions.h, __work_group_barrier with
 * __CLK_LOCAL_MEM_FENCE.  Front end, in this order:
 *   fence syncscope("workgroup") release
 *   call void @llvm.amdgcn.s.barrier()
 *   fence syncscope("workgroup") acquire
 * Kernels are `convergent mustprogress norecurse nounwind` in the front end
 * whether they call it or not; a kernel that does keeps `convergent` at O3. */
static __device__ __forceinline__ __attribute__((convergent)) void
__syncthreads(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

/* --- atomicAdd: amd_hip_atomic.h, agent scope, relaxed.  Front end:
 *   int/unsigned: %r = atomicrmw add ptr %p, i32 %v syncscope("agent")
 *                      monotonic, align 4,
 *                      !noalias.addrspace !{i32 5, i32 6},
 *                      !amdgpu.no.fine.grained.memory !{},
 *                      !amdgpu.no.remote.memory !{}
 *   float:        %r = atomicrmw fadd ptr %p, float %v syncscope("agent")
 *                      monotonic, align 4, (the same three metadata)
 *   !noalias.addrspace [5,6) says the generic pointer is not private
 *   (scratch) memory: without it the backend must guard a flat atomic
 *   against scratch addresses.  No !amdgpu.ignore.denormal.mode: that comes
 *   only with -munsafe-fp-atomics, which these tests do not pass, so a float
 *   add is a global_atomic_cmpswap loop on gfx90a and a native
 *   global_atomic_add_f32 on gfx942 and gfx1100.
 *   The pointer is generic (ptr); O3's InferAddressSpaces turns it into
 *   addrspace(1) or (3) when it sees where it came from.
 * ROCm 7's headers wrap these in [[clang::atomic(fine_grained_memory,
 * remote_memory)]] (__HIP_ATOMIC_BACKWARD_COMPAT_MEMORY), which drops the
 * two amdgpu.* metadata; we compare against the plain form, which hipc
 * emits (docs/FORMATS.md, "AMDGPU lowering"). */
static __device__ __forceinline__ int atomicAdd(int *p, int v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ __forceinline__ unsigned int atomicAdd(unsigned int *p, unsigned int v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ __forceinline__ float atomicAdd(float *p, float v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}

/* --- Wave functions: amd_warp_functions.h.  __lane_id counts the lanes
 * below this one with mbcnt (only the low half on wave32); __ballot is
 * the wave's 64- or 32-bit ballot, widened; __popcll is ctpop.  clang 22
 * no longer predefines __AMDGCN_WAVEFRONT_SIZE, and the 32-bit ballot
 * builtin needs a wave32 target where it is used: the gfx10 and gfx11
 * targets these tests compile for are the wave32 ones. */
#if defined(__GFX10__) || defined(__GFX11__)
#define HIPC_TEST_WAVE32 1
#else
#define HIPC_TEST_WAVE32 0
#endif
static __device__ __forceinline__ unsigned int __lane_id(void) {
  unsigned int lo = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
  return HIPC_TEST_WAVE32 ? lo : __builtin_amdgcn_mbcnt_hi(~0u, lo);
}
static __device__ __forceinline__ __attribute__((convergent)) unsigned long long
__ballot(int predicate) {
#if HIPC_TEST_WAVE32
  return __builtin_amdgcn_ballot_w32(predicate);
#else
  return __builtin_amdgcn_ballot_w64(predicate);
#endif
}
static __device__ __forceinline__ unsigned int __popcll(unsigned long long x) {
  return (unsigned int)__builtin_popcountll(x);
}

/* --- The LDS permutes under HIP's names (amd_device_functions.h): the
 * bits of a float through the int builtin. ---------------------------- */
static __device__ __forceinline__ unsigned int __float_as_uint(float x) {
  return __builtin_bit_cast(unsigned int, x);
}
static __device__ __forceinline__ float __uint_as_float(unsigned int x) {
  return __builtin_bit_cast(float, x);
}
#define __mbcnt_lo(x, y) __builtin_amdgcn_mbcnt_lo((x), (y))
#define __mbcnt_hi(x, y) __builtin_amdgcn_mbcnt_hi((x), (y))
static __device__ __forceinline__ float __hip_ds_bpermutef(int index, float src) {
  return __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute(index, __builtin_bit_cast(int, src)));
}
static __device__ __forceinline__ unsigned int __hip_ds_permute(int index, unsigned int src) {
  return (unsigned int)__builtin_amdgcn_ds_permute(index, (int)src);
}
#define __hip_ds_swizzle(src, pattern) \
  ((unsigned int)__builtin_amdgcn_ds_swizzle((int)(unsigned int)(src), (pattern)))
#define __hip_ds_swizzlef(src, pattern) \
  __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, src), (pattern)))

/* --- __smid: amd_device_functions.h (HIP 6): the CU and SE of HW_ID
 * (register 4), with the XCC (register 20) on gfx940 and after; the SE,
 * SA and WGP of HW_ID1 (register 23) on gfx10 and gfx11. --- */
#define HIPC_TEST_GETREG(size, offset, reg) \
  __builtin_amdgcn_s_getreg(((size) - 1) << 11 | (offset) << 6 | (reg))
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__GFX11__)
#define HIPC_TEST_SE_BITS 3
#else
#define HIPC_TEST_SE_BITS 2
#endif
static __device__ __forceinline__ unsigned int __smid(void) {
#if defined(__GFX10__) || defined(__GFX11__)
  unsigned se = HIPC_TEST_GETREG(HIPC_TEST_SE_BITS, 18, 23);
  unsigned wgp = HIPC_TEST_GETREG(4, 10, 23), sa = HIPC_TEST_GETREG(1, 16, 23);
  unsigned temp = se;
  temp = (temp << 1) | sa;
  return (temp << 4) | wgp;
#else
  unsigned se = HIPC_TEST_GETREG(HIPC_TEST_SE_BITS, 13, 4);
#if defined(__gfx942__) || defined(__gfx950__)
  unsigned xcc = HIPC_TEST_GETREG(4, 0, 20), cu = HIPC_TEST_GETREG(4, 8, 4);
  unsigned temp = xcc;
  temp = (temp << HIPC_TEST_SE_BITS) | se;
  return (temp << 4) | cu;
#else
  unsigned cu = HIPC_TEST_GETREG(4, 8, 4);
  return (se << 4) + cu;
#endif
#endif
}

/* --- Added for tests/suite: what its benchmark kernels use besides the
 * above.  Each is what HIP's headers reduce to once inlined, and what
 * hipc's own header emits. ------------------------------------------- */

/* warpSize: HIP's is __builtin_amdgcn_wavefrontsize() (llvm.amdgcn.wavefrontsize). */
#define warpSize ((int)__builtin_amdgcn_wavefrontsize())

/* The float math of amd_math_functions.h / __clang_cuda_math.h that ocml
 * implements with one LLVM intrinsic each (llvm.exp/log/exp2/log2/sqrt/
 * fabs/floor/ceil/maxnum/minnum/fma.f32), as hipc's device library binds
 * the same names. */
#define HIPC_TEST_MATH1(name, builtin) \
  static __device__ __forceinline__ float name(float x) { return builtin(x); }
#define HIPC_TEST_MATH2(name, builtin) \
  static __device__ __forceinline__ float name(float x, float y) { return builtin(x, y); }
HIPC_TEST_MATH1(expf, __builtin_expf)
HIPC_TEST_MATH1(exp2f, __builtin_exp2f)
HIPC_TEST_MATH1(logf, __builtin_logf)
HIPC_TEST_MATH1(log2f, __builtin_log2f)
HIPC_TEST_MATH1(sqrtf, __builtin_sqrtf)
HIPC_TEST_MATH1(fabsf, __builtin_fabsf)
HIPC_TEST_MATH1(floorf, __builtin_floorf)
HIPC_TEST_MATH1(ceilf, __builtin_ceilf)
HIPC_TEST_MATH2(fmaxf, __builtin_fmaxf)
HIPC_TEST_MATH2(fminf, __builtin_fminf)
static __device__ __forceinline__ float fmaf(float x, float y, float z) {
  return __builtin_fmaf(x, y, z);
}
#undef HIPC_TEST_MATH1
#undef HIPC_TEST_MATH2
/* min and max: HIP's overloads (amd_math_functions.h) for int, unsigned
 * int and float, as hipc's type-generic macro picks them */
static __device__ __forceinline__ int min(int a, int b) { return a < b ? a : b; }
static __device__ __forceinline__ int max(int a, int b) { return a > b ? a : b; }
static __device__ __forceinline__ unsigned int min(unsigned int a, unsigned int b) {
  return a < b ? a : b;
}
static __device__ __forceinline__ unsigned int max(unsigned int a, unsigned int b) {
  return a > b ? a : b;
}
static __device__ __forceinline__ float min(float a, float b) { return __builtin_fminf(a, b); }
static __device__ __forceinline__ float max(float a, float b) { return __builtin_fmaxf(a, b); }

/* The other atomics of amd_hip_atomic.h, agent scope, relaxed: atomicrmw
 * sub/xchg/min/max (umin/umax for unsigned), and atomicCAS as a cmpxchg
 * that returns the old value. */
#define HIPC_TEST_ATOMIC(name, builtin, T)                                   \
  static __device__ __forceinline__ T name(T *p, T v) {                      \
    return builtin(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);        \
  }
HIPC_TEST_ATOMIC(atomicSub, __hip_atomic_fetch_sub, int)
HIPC_TEST_ATOMIC(atomicSub, __hip_atomic_fetch_sub, unsigned int)
HIPC_TEST_ATOMIC(atomicExch, __hip_atomic_exchange, int)
HIPC_TEST_ATOMIC(atomicExch, __hip_atomic_exchange, unsigned int)
HIPC_TEST_ATOMIC(atomicExch, __hip_atomic_exchange, float)
HIPC_TEST_ATOMIC(atomicMin, __hip_atomic_fetch_min, int)
HIPC_TEST_ATOMIC(atomicMin, __hip_atomic_fetch_min, unsigned int)
HIPC_TEST_ATOMIC(atomicMax, __hip_atomic_fetch_max, int)
HIPC_TEST_ATOMIC(atomicMax, __hip_atomic_fetch_max, unsigned int)
#undef HIPC_TEST_ATOMIC
#define HIPC_TEST_CAS(T)                                                     \
  static __device__ __forceinline__ T atomicCAS(T *p, T compare, T val) {    \
    __hip_atomic_compare_exchange_strong(p, &compare, val, __ATOMIC_RELAXED, \
                                         __ATOMIC_RELAXED,                   \
                                         __HIP_MEMORY_SCOPE_AGENT);          \
    return compare;                                                          \
  }
HIPC_TEST_CAS(int)
HIPC_TEST_CAS(unsigned int)
#undef HIPC_TEST_CAS

/* atomicInc (amd_hip_atomic.h): LLVM's uinc_wrap, agent scope, relaxed;
 * __threadfence (amd_device_functions.h): a sequentially consistent fence
 * at agent scope. */
static __device__ __forceinline__ unsigned int atomicInc(unsigned int *p, unsigned int v) {
  return __builtin_amdgcn_atomic_inc32(p, v, __ATOMIC_RELAXED, "agent");
}
static __device__ __forceinline__ void __threadfence(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
}

/* __shfl, __shfl_up, __shfl_down, __shfl_xor of amd_warp_functions.h: the
 * source lane computed from __lane_id() and the width, then
 * ds_bpermute on its byte address; a float goes through its bits. */
static __device__ __forceinline__ int __shfl(int var, int src, int width = warpSize) {
  int self = (int)__lane_id();
  int index = (src & (width - 1)) + (self & ~(width - 1));
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static __device__ __forceinline__ int __shfl_up(int var, unsigned int delta, int width = warpSize) {
  int self = (int)__lane_id();
  int index = self - (int)delta;
  index = (index < (self & ~(width - 1))) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static __device__ __forceinline__ int __shfl_down(int var, unsigned int delta, int width = warpSize) {
  int self = (int)__lane_id();
  int index = self + (int)delta;
  index = (int)((self & (width - 1)) + delta) >= width ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static __device__ __forceinline__ int __shfl_xor(int var, int mask, int width = warpSize) {
  int self = (int)__lane_id();
  int index = self ^ mask;
  index = index >= ((self + width) & ~(width - 1)) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
#define HIPC_TEST_SHFL_AS(name, T, A)                                         \
  static __device__ __forceinline__ T name(T var, A arg, int width = warpSize) { \
    return __builtin_bit_cast(T, name(__builtin_bit_cast(int, var), arg, width)); \
  }
HIPC_TEST_SHFL_AS(__shfl, float, int)
HIPC_TEST_SHFL_AS(__shfl_up, float, unsigned int)
HIPC_TEST_SHFL_AS(__shfl_down, float, unsigned int)
HIPC_TEST_SHFL_AS(__shfl_xor, float, int)
HIPC_TEST_SHFL_AS(__shfl, unsigned int, int)
HIPC_TEST_SHFL_AS(__shfl_up, unsigned int, unsigned int)
HIPC_TEST_SHFL_AS(__shfl_down, unsigned int, unsigned int)
HIPC_TEST_SHFL_AS(__shfl_xor, unsigned int, int)
#undef HIPC_TEST_SHFL_AS

/* HIP's two- and four-element vector types as hipc's hip_vector_types.h
 * has them (ext_vector_type: float4 is 16 bytes, aligned to 16), and
 * their make_ functions. */
#define HIPC_TEST_VECTORS(name, T)                                            \
  typedef T name##2 __attribute__((ext_vector_type(2)));                     \
  typedef T name##4 __attribute__((ext_vector_type(4)));                     \
  static __device__ __forceinline__ name##2 make_##name##2(T x, T y) {       \
    name##2 r = {x, y};                                                      \
    return r;                                                                \
  }                                                                          \
  static __device__ __forceinline__ name##4 make_##name##4(T x, T y, T z, T w) { \
    name##4 r = {x, y, z, w};                                                \
    return r;                                                                \
  }
HIPC_TEST_VECTORS(float, float)
HIPC_TEST_VECTORS(int, int)
HIPC_TEST_VECTORS(uint, unsigned int)
#undef HIPC_TEST_VECTORS
/* the three-element ones are structs of x, y, z (float3: 12 bytes) */
typedef struct { float x, y, z; } float3;
typedef struct { int x, y, z; } int3;
static __device__ __forceinline__ float3 make_float3(float x, float y, float z) {
  float3 r = {x, y, z};
  return r;
}

#endif /* HIPC_TEST_CLANG_HIP_RUNTIME_H */
