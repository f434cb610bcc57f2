// clang's AMDGPU builtins that are one instruction or hint each (issue
// 14): lane counts and permutes, the hardware's float instructions, bit
// fields and scheduling hints, as kernels that use them write them.
#include <hip/hip_runtime.h>

extern "C" __global__ void lane_permutes(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  int v = in[i];
  int left = __builtin_amdgcn_ds_bpermute((int)((lane + 1) & 63) << 2, v);
  int pushed = __builtin_amdgcn_ds_permute((int)((lane + 1) & 63) << 2, v);
  int swz = __builtin_amdgcn_ds_swizzle(v, 0x041f); /* swap neighbours */
  __builtin_amdgcn_wave_barrier();
  out[i] = left + 3 * pushed + 5 * swz + (int)lane;
}

extern "C" __global__ void float_ops(const float *x, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  float r = __builtin_amdgcn_rcpf(v) + __builtin_amdgcn_rsqf(v) + __builtin_amdgcn_sqrtf(v);
  r += __builtin_amdgcn_exp2f(v) + __builtin_amdgcn_logf(v) + __builtin_amdgcn_fractf(v);
  r += __builtin_amdgcn_fmed3f(v, 0.0f, 1.0f) + __builtin_amdgcn_frexp_mantf(v);
  r += __builtin_amdgcn_ldexpf(v, 3) + __builtin_amdgcn_sinf(v) + __builtin_amdgcn_cosf(v);
  r += __builtin_amdgcn_cubeid(v, r, 1.0f) + __builtin_amdgcn_cubema(v, r, 1.0f);
  out[i] = r;
}

// their 16-bit forms, on a _Float16: v_rcp_f16, v_sqrt_f16, v_rsq_f16,
// v_fract_f16, v_frexp_mant_f16, v_med3_f16
extern "C" __global__ void half_ops(const float *x, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  _Float16 v = (_Float16)x[i];
  out[6 * i + 0] = (float)__builtin_amdgcn_rcph(v);
  out[6 * i + 1] = (float)__builtin_amdgcn_sqrth(v);
  out[6 * i + 2] = (float)__builtin_amdgcn_rsqh(v);
  out[6 * i + 3] = (float)__builtin_amdgcn_fracth(v);
  out[6 * i + 4] = (float)__builtin_amdgcn_frexp_manth(v);
  out[6 * i + 5] = (float)__builtin_amdgcn_fmed3h(v, (_Float16)0, (_Float16)1);
}

extern "C" __global__ void bit_fields(const unsigned *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[i];
  unsigned r = __builtin_amdgcn_ubfe(v, 4u, 8u) + (unsigned)__builtin_amdgcn_sbfe((int)v, 3u, 5u);
  r ^= __builtin_amdgcn_alignbit(v, r, 7u) + __builtin_amdgcn_perm(v, r, 0x05040100u);
  r += __builtin_amdgcn_lerp(v, r, 0x01010101u);
  __builtin_amdgcn_sched_barrier(0);
  __builtin_amdgcn_s_setprio(2);
  out[i] = r;
  __builtin_amdgcn_s_setprio(0);
}

extern "C" __global__ void hints(unsigned *out) {
  __builtin_amdgcn_s_sleep(2);
  __builtin_amdgcn_s_waitcnt(0);
  __builtin_amdgcn_iglp_opt(0);
  __builtin_amdgcn_sched_group_barrier(8, 1, 0);
  out[threadIdx.x] = threadIdx.x;
}

// HIP's wrappers of the same instructions
extern "C" __global__ void hip_permutes(const float *x, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = __mbcnt_hi(~0u, __mbcnt_lo(~0u, 0u));
  float v = x[i];
  float a = __hip_ds_bpermutef((int)((lane + 2) & 63) << 2, v);
  unsigned b = __hip_ds_permute((int)((lane + 1) & 63) << 2, __float_as_uint(v));
  out[i] = a + __uint_as_float(b) + __hip_ds_swizzlef(v, 0x041f) + (float)__hip_ds_swizzle(lane, 0x001f);
}

// ds_swizzle's modes: a quad's permute, a broadcast, a reversal and a
// rotation within 32 lanes; a wave's lanes exchanging values through
// shared memory, which a wave barrier orders; the kernel's static shared
// memory size; ds_permute with several lanes pushing to one
extern "C" __global__ void swizzles(const int *in, int *out) {
  __shared__ int staged[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int quad = __builtin_amdgcn_ds_swizzle(v, 0x801b);      /* lanes 3 2 1 0 */
  int bcast = __builtin_amdgcn_ds_swizzle(v, 0x00a0);     /* lane 5 of 32 */
  int reversed = __builtin_amdgcn_ds_swizzle(v, 0x1c1f);  /* xor 7 */
  int rotated = __builtin_amdgcn_ds_swizzle(v, 0xc060);   /* from lane + 3 */
  staged[threadIdx.x] = v;
  __builtin_amdgcn_wave_barrier();
  int neighbour = staged[threadIdx.x ^ 1];
  unsigned lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  int gathered = __builtin_amdgcn_ds_permute((int)(lane / 4) << 2, v); /* 4 lanes to one */
  out[5 * i] = quad + 7 * bcast;
  out[5 * i + 1] = reversed;
  out[5 * i + 2] = rotated + neighbour * 11;
  out[5 * i + 3] = (int)__builtin_amdgcn_groupstaticsize();
  out[5 * i + 4] = gathered;
}

// DPP moves (v_mov_b32_dpp): a quad's reverse, row shifts and rotates
// (the edges keeping old, or 0 with bound_ctrl), the row mirrors, row
// and bank masks; gfx9's wave shift and row broadcast where it has them.
extern "C" __global__ void dpp_moves(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i], old = -1;
  out[8 * i] = __builtin_amdgcn_mov_dpp(v, 0x1b, 0xf, 0xf, false);         /* quad 3 2 1 0 */
  out[8 * i + 1] = __builtin_amdgcn_update_dpp(old, v, 0x101, 0xf, 0xf, false); /* row_shl 1 */
  out[8 * i + 2] = __builtin_amdgcn_update_dpp(old, v, 0x113, 0xf, 0xf, true);  /* row_shr 3 */
  out[8 * i + 3] = __builtin_amdgcn_update_dpp(old, v, 0x125, 0xf, 0xf, false); /* row_ror 5 */
  out[8 * i + 4] = __builtin_amdgcn_update_dpp(old, v, 0x140, 0xf, 0xf, false); /* row_mirror */
  out[8 * i + 5] = __builtin_amdgcn_update_dpp(old, v, 0x141, 0x5, 0xa, false); /* half, masked */
#if defined(__GFX10__) || defined(__GFX11__)
  out[8 * i + 6] = __builtin_amdgcn_update_dpp(old, v, 0x163, 0xf, 0xf, false); /* row_xmask 3 */
  out[8 * i + 7] = __builtin_amdgcn_update_dpp(old, v, 0x157, 0xf, 0xf, false); /* row_share 7 */
#else
  out[8 * i + 6] = __builtin_amdgcn_update_dpp(old, v, 0x138, 0xf, 0xf, false); /* wave_shr 1 */
  out[8 * i + 7] = __builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false); /* row_bcast 15 */
#endif
}

// the hardware registers HIP's __smid reads, and s_getreg itself
extern "C" __global__ void hw_ids(unsigned *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = __smid() + __builtin_amdgcn_s_getreg(0x1804);
}

// the exec mask and 64-bit ballots: the whole wave, then the lanes below
// 10 of it under a branch
extern "C" __global__ void exec_masks(unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  unsigned long long all = __builtin_amdgcn_read_exec(), part = 0;
  unsigned long long odd = __builtin_amdgcn_ballot_w64(lane & 1);
  unsigned halves = __builtin_amdgcn_read_exec_lo() ^ __builtin_amdgcn_read_exec_hi();
  if (lane < 10)
    part = __builtin_amdgcn_read_exec();
  out[4 * i] = all;
  out[4 * i + 1] = odd;
  out[4 * i + 2] = halves;
  out[4 * i + 3] = part;
}
