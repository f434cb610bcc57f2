// <hip/hip_runtime.h> (included implicitly, as clang's HIP mode does)
// gives kernels what clang's HIP headers make visible: size_t, NULL,
// offsetof, <stdint.h>, <limits.h> and <float.h>; min and max for every
// arithmetic type (usual conversions, each argument evaluated once); and
// the integer and single-precision intrinsics of amd_device_functions.h.
static int calls;
static int next(void) { return ++calls; }
__device__ int test(void) {
  size_t sz = sizeof(int); ptrdiff_t pd = -1; int *np = NULL;
  uint8_t u8 = 255; int64_t i64 = INT64_MIN; uint32_t u32 = UINT32_MAX;
  if (sz != 4 || pd != -1 || np || u8 != 255 || i64 >= 0 || u32 != 4294967295u) return 1;
  if (INT_MAX != 2147483647 || FLT_MAX < 3.4e38f || DBL_EPSILON <= 0 || SIZE_MAX != 18446744073709551615ul) return 2;
  struct s { char c; int i; };
  if (offsetof(struct s, i) != 4) return 3;
  if (min(3, 5) != 3 || max(3, 5) != 5 || min(-1, 2) != -1) return 4;
  if (min(1u, 2u) != 1u || max(3000000000u, 1u) != 3000000000u) return 5;
  if (min(-1, 1u) != 1u) return 6;                  /* usual conversions: -1 is UINT_MAX */
  if (min(1.5f, 2.5f) != 1.5f || max(1.5, 2.5) != 2.5) return 7;
  if (max(1ll << 40, 3) != 1ll << 40 || min(1ull, 2ull) != 1ull) return 8;
  calls = 0;
  int m = max(next(), next());
  if (calls != 2 || m != 2) return 9;               /* each argument once */
  if (_Generic(min(1, 2), int: 0, default: 1) || _Generic(max(1.0f, 2), float: 0, default: 1)) return 10;
  if (umin(3u, 4u) != 3u || llmax(-5ll, 2ll) != 2 || ullmin(7ull, 9ull) != 7) return 11;
  if (__popc(0xf0f0u) != 8 || __popcll(~0ull) != 64) return 12;
  if (__clz(1) != 31 || __clz(0) != 32 || __clzll(1ll) != 63 || __clzll(0) != 64) return 13;
  if (__ffs(0) != 0 || __ffs(8) != 4 || __ffsll(1ull << 40) != 41 || __ffsll(0) != 0) return 14;
  if (__brev(1u) != 0x80000000u || __brevll(1ull) != 1ull << 63) return 15;
  if (__mul24(-3, 5) != -15 || __umul24(0x1000002u, 3u) != 6u) return 16;
  if (__mulhi(-2, 0x40000000) != -1 || __umulhi(0x80000000u, 4u) != 2u) return 17;
  volatile float x = 4.0f;
  if (rsqrtf(x) != 0.5f || __fdividef(1.0f, x) != 0.25f || __saturatef(-x) != 0.0f || __saturatef(0.5f) != 0.5f) return 18;
  float sn, cs; sincosf(0.0f, &sn, &cs);
  if (sn != 0.0f || cs != 1.0f) return 19;
  if (__expf(0.0f) != 1.0f || __logf(1.0f) != 0.0f || __log2f(8.0f) != 3.0f) return 20;
  long long t0 = clock64(), t1 = clock64();
  if (t1 < t0) return 21;
  (void)clock();
  return 0;
}
