// HIP's integer and reinterpretation intrinsics (amd_device_functions.h,
// issue 14): the expected values are worked by hand from HIP's and CUDA's
// definitions.
__device__ int test(void) {
  volatile unsigned x = 0x33221100u, y = 0x77665544u;
  if (__byte_perm(x, y, 0x3210) != 0x33221100u) return 1;   /* x itself */
  if (__byte_perm(x, y, 0x7654) != 0x77665544u) return 2;   /* y itself */
  if (__byte_perm(x, y, 0x0123) != 0x00112233u) return 3;   /* x reversed */
  if (__byte_perm(x, y, 0x5140) != 0x55114400u) return 4;   /* interleaved */
  if (__sad(-3, 4, 10u) != 17u || __usad(2u, 9u, 1u) != 8u) return 5;
  volatile int big = 0x7fffffff;
  if (__hadd(big, big) != 0x7fffffff || __rhadd(1, 2) != 2 || __hadd(-3, 0) != -2) return 6;
  if (__uhadd(0xffffffffu, 0xffffffffu) != 0xffffffffu || __urhadd(0u, 1u) != 1u) return 7;
  volatile long long m = 1LL << 62;
  if (__mul64hi(m, 8) != 2 || __mul64hi(-m, 8) != -2) return 8;
  if (__umul64hi(0xffffffffffffffffull, 0xffffffffffffffffull) != 0xfffffffffffffffeull) return 9;
  if (__funnelshift_l(0x80000000u, 0x1u, 1) != 0x3u || __funnelshift_l(1u, 2u, 33) != 0x4u) return 10;
  if (__funnelshift_lc(5u, 6u, 40) != 5u || __funnelshift_rc(5u, 6u, 40) != 6u) return 11;
  if (__funnelshift_r(0x2u, 0x1u, 1) != 0x80000001u) return 12;
  if (__float_as_int(1.0f) != 0x3f800000 || __float_as_uint(-0.0f) != 0x80000000u) return 13;
  if (__int_as_float(0x40490fdb) != 3.14159274f || __uint_as_float(0x7f800000u) != __builtin_inff())
    return 14;
  if (__double_as_longlong(1.0) != 0x3ff0000000000000LL || __longlong_as_double(0x4000000000000000LL) != 2.0)
    return 15;
  if (__double2hiint(-2.0) != (int)0xc0000000 || __double2loint(-2.0) != 0 ||
      __hiloint2double(0x3ff00000, 0) != 1.0) return 16;
  volatile unsigned w = 0xabcd1234u;
  if (__bitextract_u32(w, 8, 8) != 0x12u || __bitextract_u32(w, 40, 4) != 0x2u ||
      __bitextract_u32(w, 4, 0) != 0u || __bitextract_u64(0xff00ull << 32, 40, 8) != 0xffull)
    return 17;
  if (__bitinsert_u32(w, 0xffu, 8, 4) != 0xabcd1f34u || __bitinsert_u64(0, 5, 60, 3) != 5ull << 60)
    return 18;
  if (__lastbit_u32_u32(0x80u) != 7u || __lastbit_u32_u32(0) != ~0u || __lastbit_u32_u64(1ull << 40) != 40u)
    return 19;
  return 0;
}
