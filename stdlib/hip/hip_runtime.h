/* <hip/hip_runtime.h> for hipc: HIP's kernel language on top of hipc's
 * builtins, as HIP's own header is written on top of clang's. */
#pragma once

#include <hip/hip_common.h>

/* What clang's HIP headers make visible to kernels through the C++
 * library they include: size_t, NULL, offsetof, the <stdint.h> types and
 * the limits.  (<stdbool.h> is not among them: HIP-C's bool, true and
 * false are already keywords, as they are in HIP's C++.) */
#include <stddef.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>
#include <time.h>
#include <hip/hip_vector_types.h>

/* the short unsigned names HIP's Linux headers give (glibc's <sys/types.h>) */
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned long ulong;
/* and those ROCm's device-library declarations add */
typedef unsigned char uchar;
typedef unsigned long long ullong;

/* ---- function and variable qualifiers ---- */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
/* __noinline__ is a keyword of hipc's, as of clang's in HIP mode. */
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))

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

/* __syncthreads with a reduction of one int per thread over the block
 * (HIP takes these from ROCm's device library; here a counter in shared
 * memory, which only a kernel that calls them allocates). */
static __device__ int __syncthreads_count(int predicate) {
  __shared__ unsigned __hipc_sync_count;
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)
    __hipc_sync_count = 0;
  __syncthreads();
  if (predicate)
    __hip_atomic_fetch_add(&__hipc_sync_count, 1u, __ATOMIC_RELAXED,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  int n = (int)__hipc_sync_count;
  __syncthreads();
  return n;
}

static __device__ __forceinline__ int __syncthreads_and(int predicate) {
  return __syncthreads_count(predicate) == (int)(blockDim.x * blockDim.y * blockDim.z);
}

static __device__ __forceinline__ int __syncthreads_or(int predicate) {
  return __syncthreads_count(predicate) != 0;
}

static __device__ __forceinline__ void __threadfence(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
}

static __device__ __forceinline__ void __threadfence_system(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "");
}

static __device__ __forceinline__ void __threadfence_block(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
}

/* ---- atomics: type-generic, as HIP's overloads are ---- */
#define __HIPC_ATOMIC(op, p, v, scope) \
  __hip_atomic_##op((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_##scope)
#define atomicAdd(p, v) __HIPC_ATOMIC(fetch_add, p, v, AGENT)
#define atomicSub(p, v) __HIPC_ATOMIC(fetch_sub, p, v, AGENT)
#define atomicExch(p, v) __HIPC_ATOMIC(exchange, p, v, AGENT)
#define atomicMin(p, v) __HIPC_ATOMIC(fetch_min, p, v, AGENT)
#define atomicMax(p, v) __HIPC_ATOMIC(fetch_max, p, v, AGENT)
#define atomicAnd(p, v) __HIPC_ATOMIC(fetch_and, p, v, AGENT)
#define atomicOr(p, v) __HIPC_ATOMIC(fetch_or, p, v, AGENT)
#define atomicXor(p, v) __HIPC_ATOMIC(fetch_xor, p, v, AGENT)
/* the system scope (memory the host or other devices share) and the
 * block scope (one work-group's) */
#define atomicAdd_system(p, v) __HIPC_ATOMIC(fetch_add, p, v, SYSTEM)
#define atomicSub_system(p, v) __HIPC_ATOMIC(fetch_sub, p, v, SYSTEM)
#define atomicExch_system(p, v) __HIPC_ATOMIC(exchange, p, v, SYSTEM)
#define atomicMin_system(p, v) __HIPC_ATOMIC(fetch_min, p, v, SYSTEM)
#define atomicMax_system(p, v) __HIPC_ATOMIC(fetch_max, p, v, SYSTEM)
#define atomicAnd_system(p, v) __HIPC_ATOMIC(fetch_and, p, v, SYSTEM)
#define atomicOr_system(p, v) __HIPC_ATOMIC(fetch_or, p, v, SYSTEM)
#define atomicXor_system(p, v) __HIPC_ATOMIC(fetch_xor, p, v, SYSTEM)
#define atomicAdd_block(p, v) __HIPC_ATOMIC(fetch_add, p, v, WORKGROUP)
#define atomicSub_block(p, v) __HIPC_ATOMIC(fetch_sub, p, v, WORKGROUP)
#define atomicExch_block(p, v) __HIPC_ATOMIC(exchange, p, v, WORKGROUP)
#define atomicMin_block(p, v) __HIPC_ATOMIC(fetch_min, p, v, WORKGROUP)
#define atomicMax_block(p, v) __HIPC_ATOMIC(fetch_max, p, v, WORKGROUP)
#define atomicAnd_block(p, v) __HIPC_ATOMIC(fetch_and, p, v, WORKGROUP)
#define atomicOr_block(p, v) __HIPC_ATOMIC(fetch_or, p, v, WORKGROUP)
#define atomicXor_block(p, v) __HIPC_ATOMIC(fetch_xor, p, v, WORKGROUP)
/* HIP's unsafe (may use the hardware's float atomics, which skip
 * fine-grained memory and denormals) and safe forms; hipc's are the
 * ordinary atomic add, which is both */
#define unsafeAtomicAdd(p, v) atomicAdd(p, v)
#define safeAtomicAdd(p, v) atomicAdd(p, v)
#define atomicAddNoRet(p, v) ((void)atomicAdd(p, v))

/* atomicCAS(p, compare, val): HIP's overloads (amd_hip_atomic.h) store val
 * when *p equals compare and return the old value; a float or double is
 * compared bit for bit.  C picks the overload with _Generic, whose
 * controlling operand is not evaluated. */
#define __HIPC_ATOMIC_CAS(sfx, T)                                               \
  static __device__ __forceinline__ T __hipc_atomic_cas_##sfx(T *p, T compare, T val) { \
    __hip_atomic_compare_exchange_strong(p, &compare, val, __ATOMIC_RELAXED,     \
                                         __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
    return compare;                                                              \
  }                                                                              \
  static __device__ __forceinline__ T __hipc_atomic_cas_system_##sfx(T *p, T compare, T val) { \
    __hip_atomic_compare_exchange_strong(p, &compare, val, __ATOMIC_RELAXED,     \
                                         __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM); \
    return compare;                                                              \
  }                                                                              \
  static __device__ __forceinline__ T __hipc_atomic_cas_block_##sfx(T *p, T compare, T val) { \
    __hip_atomic_compare_exchange_strong(p, &compare, val, __ATOMIC_RELAXED,     \
                                         __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP); \
    return compare;                                                              \
  }
__HIPC_ATOMIC_CAS(i, int)
__HIPC_ATOMIC_CAS(u, unsigned int)
__HIPC_ATOMIC_CAS(ul, unsigned long)
__HIPC_ATOMIC_CAS(ull, unsigned long long)
__HIPC_ATOMIC_CAS(f, float)
__HIPC_ATOMIC_CAS(d, double)
#undef __HIPC_ATOMIC_CAS
#define __HIPC_ATOMIC_CAS_PICK(name, p)                                          \
  _Generic((p), int *: name##i, unsigned int *: name##u, unsigned long *: name##ul, \
           unsigned long long *: name##ull, float *: name##f, double *: name##d)
#define atomicCAS(p, compare, val) \
  __HIPC_ATOMIC_CAS_PICK(__hipc_atomic_cas_, p)((p), (compare), (val))
#define atomicCAS_system(p, compare, val) \
  __HIPC_ATOMIC_CAS_PICK(__hipc_atomic_cas_system_, p)((p), (compare), (val))
#define atomicCAS_block(p, compare, val) \
  __HIPC_ATOMIC_CAS_PICK(__hipc_atomic_cas_block_, p)((p), (compare), (val))

/* atomicInc(p, val) stores ((old >= val) ? 0 : old + 1), atomicDec
 * (((old == 0) | (old > val)) ? val : old - 1), on an unsigned int; both
 * return old.  HIP writes them with these builtins: LLVM's uinc_wrap and
 * udec_wrap. */
#define atomicInc(p, val) __builtin_amdgcn_atomic_inc32((p), (val), __ATOMIC_RELAXED, "agent")
#define atomicDec(p, val) __builtin_amdgcn_atomic_dec32((p), (val), __ATOMIC_RELAXED, "agent")
#define atomicInc_system(p, val) __builtin_amdgcn_atomic_inc32((p), (val), __ATOMIC_RELAXED, "")
#define atomicDec_system(p, val) __builtin_amdgcn_atomic_dec32((p), (val), __ATOMIC_RELAXED, "")

/* ---- memory ---- */
/* a load through the read-only path: on AMDGPU, an ordinary load */
#define __ldg(p) (*(p))
/* CUDA's cache-hinted loads (HIP's hip_ldg.h): ordinary loads too */
#define __ldca(p) (*(p))
#define __ldcg(p) (*(p))
#define __ldcs(p) (*(p))
/* dynamic shared memory, sized at launch */
#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

/* ---- math: C's and HIP's functions, overloaded by argument type ---- */
#include <hip/math_functions.h>
#include <hip/device_functions.h>
#include <hip/device_library_decls.h>

/* min and max: HIP's overloads (amd_math_functions.h) for the integer
 * types from int up, float and double, as one type-generic macro.  The
 * operand type is that of a + b, the usual arithmetic conversions, as
 * HIP's mixed overloads give; each argument is evaluated once.  (A
 * program's own function named min or max clashes with these, as it does
 * with HIP's.) */
#define __HIPC_MIN_MAX(op, a, b)                                              \
  _Generic((a) + (b), int: __hipc_##op##_i, unsigned int: __hipc_##op##_u,   \
           long: __hipc_##op##_l, unsigned long: __hipc_##op##_ul,           \
           long long: __hipc_##op##_ll, unsigned long long: __hipc_##op##_ull, \
           float: __hipc_##op##_f, double: __hipc_##op##_d)((a), (b))
#define min(a, b) __HIPC_MIN_MAX(min, a, b)
#define max(a, b) __HIPC_MIN_MAX(max, a, b)
#define __HIPC_INT_MIN_MAX(sfx, T)                                         \
  static __device__ __forceinline__ T __hipc_min_##sfx(T a, T b) {         \
    return a < b ? a : b;                                                  \
  }                                                                        \
  static __device__ __forceinline__ T __hipc_max_##sfx(T a, T b) {         \
    return a > b ? a : b;                                                  \
  }
__HIPC_INT_MIN_MAX(i, int)
__HIPC_INT_MIN_MAX(u, unsigned int)
__HIPC_INT_MIN_MAX(l, long)
__HIPC_INT_MIN_MAX(ul, unsigned long)
__HIPC_INT_MIN_MAX(ll, long long)
__HIPC_INT_MIN_MAX(ull, unsigned long long)
#undef __HIPC_INT_MIN_MAX
/* fminf and friends, as HIP's float overloads (a builtin cannot be the
 * result of a _Generic) */
static __device__ __forceinline__ float __hipc_min_f(float a, float b) { return __builtin_fminf(a, b); }
static __device__ __forceinline__ float __hipc_max_f(float a, float b) { return __builtin_fmaxf(a, b); }
static __device__ __forceinline__ double __hipc_min_d(double a, double b) { return __builtin_fmin(a, b); }
static __device__ __forceinline__ double __hipc_max_d(double a, double b) { return __builtin_fmax(a, b); }
/* HIP's named forms */
#define umin(a, b) __hipc_min_u((a), (b))
#define umax(a, b) __hipc_max_u((a), (b))
#define llmin(a, b) __hipc_min_ll((a), (b))
#define llmax(a, b) __hipc_max_ll((a), (b))
#define ullmin(a, b) __hipc_min_ull((a), (b))
#define ullmax(a, b) __hipc_max_ull((a), (b))

/* ---- single-precision intrinsics (amd_device_functions.h), as clang's
 * __clang_hip_math.h has them: sine and cosine are ocml's native forms
 * (the hardware's, on an argument in turns), e^x and 10^x the hardware's
 * 2^x of a product, log2 its v_log_f32, the tangent sine times the
 * hardware's reciprocal of cosine; logf and log10f stay LLVM's accurate
 * lowering, __powf is powf.  docs/math.md has their bounds. ---- */
#define __fdividef(x, y) ((float)(x) / (float)(y))
#define __expf(x) __builtin_amdgcn_exp2f(0x1.715476p+0f * (float)(x))
#define __exp10f(x) __builtin_amdgcn_exp2f(0x1.a934f0p+1f * (float)(x))
#define __logf(x) __builtin_logf(x)
#define __log2f(x) __builtin_amdgcn_logf(x)
#define __log10f(x) __builtin_log10f(x)
#define __sinf(x) __hipc_native_sinf(x)
#define __cosf(x) __hipc_native_cosf(x)
#define __powf(x, y) powf((x), (y))
static __device__ __forceinline__ float __tanf(float x) {
  return __hipc_native_sinf(x) * __builtin_amdgcn_rcpf(__hipc_native_cosf(x));
}
static __device__ __forceinline__ float __saturatef(float x) {
  return x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x;
}
static __device__ __forceinline__ void __sincosf(float x, float *s, float *c) {
  *s = __hipc_native_sinf(x);
  *c = __hipc_native_cosf(x);
}

/* ---- integer intrinsics (amd_device_functions.h).  Macros where each
 * argument appears once: the forced include stays cheap to parse. ---- */
#define __popc(x) ((unsigned int)__builtin_popcount(x))
#define __popcll(x) ((unsigned int)__builtin_popcountll(x))
/* 32 and 64 for a zero argument, as ockl's clz: hipc's __builtin_clz is
 * defined there */
#define __clz(x) __builtin_clz((unsigned int)(int)(x))
#define __clzll(x) __builtin_clzll((unsigned long long)(long long)(x))
#define __brev(x) __builtin_bitreverse32(x)
#define __brevll(x) ((unsigned long long)__builtin_bitreverse64(x))
/* the low 24 bits of each, sign- or zero-extended: v_mul_i32_i24 */
#define __mul24(x, y) (__HIPC_SEXT24(x) * __HIPC_SEXT24(y))
#define __HIPC_SEXT24(x) ((int)((unsigned int)(int)(x) << 8) >> 8)
#define __umul24(x, y) (((unsigned int)(x) & 0xffffffu) * ((unsigned int)(y) & 0xffffffu))
/* the high 32 bits of the 64-bit product */
#define __mulhi(x, y) ((int)(((long long)(int)(x) * (int)(y)) >> 32))
#define __umulhi(x, y) \
  ((unsigned int)(((unsigned long long)(unsigned int)(x) * (unsigned int)(y)) >> 32))
/* the position of the lowest set bit, from 1; 0 for 0 */
static __device__ __forceinline__ unsigned int __ffs(unsigned int x) {
  return x == 0 ? 0 : (unsigned int)__builtin_ctz(x) + 1;
}
static __device__ __forceinline__ unsigned int __ffsll(unsigned long long x) {
  return x == 0 ? 0 : (unsigned int)__builtin_ctzll(x) + 1;
}

/* CUDA's __fns: the position of the offset-th set bit of mask counting up
 * from base (offset > 0) or down (offset < 0), base included; for offset 0
 * base itself if it is set; 0xffffffff where there is no such bit */
static __device__ __forceinline__ unsigned int __fns64(unsigned long long mask, unsigned int base,
                                                       int offset) {
  if (offset == 0)
    return base < 64 && (mask >> base & 1) ? base : ~0u;
  int step = offset > 0 ? 1 : -1;
  long n = offset > 0 ? (long)offset : -(long)offset;
  for (int i = (int)(base < 64 ? base : 64); i >= 0 && i < 64; i += step)
    if ((mask >> i & 1) && --n == 0)
      return (unsigned int)i;
  return ~0u;
}
static __device__ __forceinline__ unsigned int __fns32(unsigned int mask, unsigned int base,
                                                       int offset) {
  return base < 32 ? __fns64(mask, base, offset) : ~0u;
}

/* the lowest set bit's position, 0xffffffff for 0 */
static __device__ __forceinline__ unsigned int __lastbit_u32_u32(unsigned int x) {
  return x == 0 ? ~0u : (unsigned int)__builtin_ctz(x);
}
static __device__ __forceinline__ unsigned int __lastbit_u32_u64(unsigned long long x) {
  return x == 0 ? ~0u : (unsigned int)__builtin_ctzll(x);
}
/* the field of `width` bits at `offset` (each modulo the word's bits), as
 * v_bfe_u32 extracts it; 0 for width 0 */
static __device__ __forceinline__ unsigned int __bitextract_u32(unsigned int src,
                                                                unsigned int offset,
                                                                unsigned int width) {
  offset &= 31;
  width &= 31;
  return width == 0 ? 0 : (src >> offset) & ((1u << width) - 1);
}
static __device__ __forceinline__ unsigned long long __bitextract_u64(unsigned long long src,
                                                                      unsigned int offset,
                                                                      unsigned int width) {
  offset &= 63;
  width &= 63;
  return width == 0 ? 0 : (src >> offset) & ((1ull << width) - 1);
}
/* src with that field replaced by the low `width` bits of `bits` */
static __device__ __forceinline__ unsigned int __bitinsert_u32(unsigned int src, unsigned int bits,
                                                               unsigned int offset,
                                                               unsigned int width) {
  unsigned int mask = (1u << (width & 31)) - 1;
  offset &= 31;
  return (src & ~(mask << offset)) | ((bits & mask) << offset);
}
static __device__ __forceinline__ unsigned long long __bitinsert_u64(unsigned long long src,
                                                                     unsigned long long bits,
                                                                     unsigned int offset,
                                                                     unsigned int width) {
  unsigned long long mask = (1ull << (width & 63)) - 1;
  offset &= 63;
  return (src & ~(mask << offset)) | ((bits & mask) << offset);
}

/* the high 64 bits of the 128-bit product */
#define __mul64hi(x, y) ((long long)(((__int128)(long long)(x) * (long long)(y)) >> 64))
#define __umul64hi(x, y) \
  ((unsigned long long)(((unsigned __int128)(unsigned long long)(x) * \
                         (unsigned long long)(y)) >> 64))
/* halving adds, without the sum's overflow; r: rounded up */
#define __hadd(x, y) ((int)(((long long)(int)(x) + (int)(y)) >> 1))
#define __rhadd(x, y) ((int)(((long long)(int)(x) + (int)(y) + 1) >> 1))
#define __uhadd(x, y) \
  ((unsigned int)(((unsigned long long)(unsigned int)(x) + (unsigned int)(y)) >> 1))
#define __urhadd(x, y) \
  ((unsigned int)(((unsigned long long)(unsigned int)(x) + (unsigned int)(y) + 1) >> 1))
/* |x - y| + z */
static __device__ __forceinline__ unsigned int __sad(int x, int y, unsigned int z) {
  return (x > y ? (unsigned int)x - (unsigned int)y : (unsigned int)y - (unsigned int)x) + z;
}
static __device__ __forceinline__ unsigned int __usad(unsigned int x, unsigned int y,
                                                      unsigned int z) {
  return (x > y ? x - y : y - x) + z;
}
/* byte i of the result is byte (s >> 4i) & 7 of the 8 bytes y:x */
static __device__ __forceinline__ unsigned int __byte_perm(unsigned int x, unsigned int y,
                                                           unsigned int s) {
  unsigned long long v = (unsigned long long)y << 32 | x;
  unsigned int r = 0;
  for (int i = 0; i < 4; i++)
    r |= (unsigned int)((v >> (((s >> (4 * i)) & 7) * 8)) & 0xff) << (8 * i);
  return r;
}
/* hi:lo shifted by s (mod 32; c: clamped to 32): the high word of a left
 * shift, the low word of a right one */
static __device__ __forceinline__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi,
                                                               unsigned int s) {
  return (unsigned int)((((unsigned long long)hi << 32 | lo) << (s & 31)) >> 32);
}
static __device__ __forceinline__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi,
                                                                unsigned int s) {
  return s >= 32 ? lo : __funnelshift_l(lo, hi, s);
}
static __device__ __forceinline__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi,
                                                               unsigned int s) {
  return (unsigned int)(((unsigned long long)hi << 32 | lo) >> (s & 31));
}
static __device__ __forceinline__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi,
                                                                unsigned int s) {
  return s >= 32 ? hi : __funnelshift_r(lo, hi, s);
}

/* ---- reinterpretation (amd_device_functions.h): the bits of one type
 * read as another, through a union (C17 6.5.2.3p3 footnote 97) ---- */
#define __HIPC_PUN(name, from, to)                                       \
  static __device__ __forceinline__ to name(from x) {                     \
    union { from f; to t; } u;                                            \
    u.f = x;                                                              \
    return u.t;                                                           \
  }
__HIPC_PUN(__float_as_int, float, int)
__HIPC_PUN(__float_as_uint, float, unsigned int)
__HIPC_PUN(__int_as_float, int, float)
__HIPC_PUN(__uint_as_float, unsigned int, float)
__HIPC_PUN(__double_as_longlong, double, long long)
__HIPC_PUN(__longlong_as_double, long long, double)
#undef __HIPC_PUN
static __device__ __forceinline__ int __double2hiint(double x) {
  return (int)(__double_as_longlong(x) >> 32);
}
static __device__ __forceinline__ int __double2loint(double x) {
  return (int)__double_as_longlong(x);
}
static __device__ __forceinline__ double __hiloint2double(int hi, int lo) {
  return __longlong_as_double((long long)((unsigned long long)(unsigned int)hi << 32 |
                                          (unsigned int)lo));
}

/* ---- clocks: s_memtime on gfx9, the 20-bit SHADER_CYCLES counter on
 * gfx11 (as HIP's clock64 reads them), the TSC on the host target ---- */
#define clock64() ((long long)__builtin_readcyclecounter())
#define __clock64() clock64()
#define __clock() clock64()
/* the constant-rate counter (s_memrealtime, gfx11's REALTIME message):
 * hipDeviceAttributeWallClockRate ticks a second */
#define wall_clock64() ((long long)__builtin_readsteadycounter())

/* ---- HIP's names for the LDS permutes (amd_device_functions.h): index
 * is a byte address, lane * 4; the swizzle pattern is a constant ---- */
#define __HIPC_LANE_BITS(name, T, op)                                         \
  static __device__ __forceinline__ T name(int index, T src) {                \
    union { int i; T v; } u;                                                  \
    u.v = src;                                                                \
    u.i = op(index, u.i);                                                     \
    return u.v;                                                               \
  }
__HIPC_LANE_BITS(__hip_ds_bpermute, unsigned int, __builtin_amdgcn_ds_bpermute)
__HIPC_LANE_BITS(__hip_ds_bpermutef, float, __builtin_amdgcn_ds_bpermute)
__HIPC_LANE_BITS(__hip_ds_permute, unsigned int, __builtin_amdgcn_ds_permute)
__HIPC_LANE_BITS(__hip_ds_permutef, float, __builtin_amdgcn_ds_permute)
#undef __HIPC_LANE_BITS
#define __hip_ds_swizzle(src, pattern) \
  ((unsigned int)__builtin_amdgcn_ds_swizzle((int)(unsigned int)(src), (pattern)))
#define __hip_ds_swizzlef(src, pattern) \
  __int_as_float(__builtin_amdgcn_ds_swizzle(__float_as_int(src), (pattern)))
#define __mbcnt_lo(x, y) __builtin_amdgcn_mbcnt_lo((x), (y))
#define __mbcnt_hi(x, y) __builtin_amdgcn_mbcnt_hi((x), (y))

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
#define __ballot64(p) __hipc_ballot(p)
/* the active lanes below, above and at this one (amd_device_functions.h) */
#define __lanemask_lt() (__hipc_ballot(1) & ((1ull << __hipc_lane_id()) - 1))
#define __lanemask_gt() (__hipc_ballot(1) & ~((2ull << __hipc_lane_id()) - 1))
#define __lanemask_eq() (1ull << __hipc_lane_id())
#define __hip_move_dpp(src, ctrl, row_mask, bank_mask, bound_ctrl) \
  __builtin_amdgcn_mov_dpp((src), (ctrl), (row_mask), (bank_mask), (bound_ctrl))
/* the compute unit and shader engine the wave runs on, numbered as HIP's
 * amd_device_functions.h numbers them per processor (0 on the host) */
#define __smid() __hipc_smid()
#define __syncwarp(...) __hipc_warp_sync()

/* ---- the C library HIP declares for device code (amd_device_functions.h):
 * printf, malloc, free, memcpy, memset (sema/library.def); assert comes
 * from <assert.h> ---- */
int printf(const char *__restrict __fmt, ...);
void *malloc(size_t __size);
void free(void *__p);
void *memcpy(void *__restrict __d, const void *__restrict __s, size_t __n);
void *memset(void *__d, int __c, size_t __n);
#include <assert.h>
