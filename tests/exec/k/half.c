/* half.c - k/half.hip: <hip/hip_fp16.h> against a reference in double.
 * A half's value is decoded from its bits here, and a result rounded to
 * half by searching the halves in order (their bit patterns 0 ... 0x7bff
 * grow with their values), so nothing of the reference shares code or
 * hardware with what it checks.  Sums, differences and products of halves
 * are exact in double, a quotient or square root rounds twice
 * harmlessly (53 >= 2 * 11 + 2), and an fma is rounded to odd in double
 * first, which makes the second rounding correct. */
#include "../../lib/check.h"

#include <float.h>
#include <limits.h>
#include <math.h>

/* ---- the reference ---- */
static double hval(unsigned short b) {
  int e = b >> 10 & 31, m = b & 1023;
  double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(1024 + m, e - 25);
  return b & 0x8000 ? -v : v;
}
static int hnan(unsigned short b) { return (b & 0x7c00) == 0x7c00 && (b & 1023); }

enum { RN, RZ, RD, RU };
/* x rounded to a half in `mode` (IEEE 754: to nearest, ties to even, past
 * 65520 infinity; toward zero; down; up), as bits */
static unsigned short round_half(double x, int mode) {
  if (isnan(x))
    return 0x7e00;
  unsigned short sign = signbit(x) ? 0x8000 : 0;
  double a = fabs(x);
  unsigned short down, up; /* the magnitudes either side of a */
  if (isinf(a)) {
    down = up = 0x7c00;
  } else if (a > 65504.0) {
    down = 0x7bff;
    up = 0x7c00;
  } else {
    unsigned lo = 0, hi = 0x7bff; /* the largest magnitude <= a */
    while (lo < hi) {
      unsigned mid = (lo + hi + 1) / 2;
      if (hval((unsigned short)mid) <= a)
        lo = mid;
      else
        hi = mid - 1;
    }
    down = (unsigned short)lo;
    up = hval(down) == a ? down : (unsigned short)(down + 1);
  }
  bool neg = sign != 0;
  unsigned short m;
  switch (mode) {
  case RZ: m = down; break;
  case RD: m = neg ? up : down; break;
  case RU: m = neg ? down : up; break;
  default: {
    double d = a - hval(down), u = (up == 0x7c00 ? 65536.0 : hval(up)) - a;
    m = d < u ? down : u < d ? up : (down & 1) ? up : down;
  }
  }
  return m | sign;
}

/* x * y + z rounded to odd in double: exact when it can be, else the
 * double next to it whose last bit is 1 */
static double fma_odd(double x, double y, double z) {
  double p = x * y, s = p + z; /* p exact: 22 bits */
  double bb = s - p, err = (p - (s - bb)) + (z - bb);
  if (err != 0 && isfinite(s)) {
    union { double d; uint64_t u; } v = {s};
    if (!(v.u & 1))
      s = nextafter(s, err > 0 ? INFINITY : -INFINITY);
  }
  return s;
}

/* the halves' order as integers, for a distance in units in the last place */
static int ordered(unsigned short b) { return b & 0x8000 ? -(int)(b & 0x7fff) : (int)b; }
static bool within_ulps(unsigned short got, unsigned short want, int ulps) {
  if (hnan(want) || hnan(got))
    return hnan(want) && hnan(got);
  return abs(ordered(got) - ordered(want)) <= ulps;
}
static bool same_half(unsigned short got, unsigned short want) {
  return hnan(want) ? hnan(got) : got == want;
}

static double saturate(double v) {
  return isnan(v) ? v : v < 0 ? 0.0 : v > 1 ? 1.0 : v;
}

/* a rounded integer clamped to [lo, hi], a NaN 0 */
static long long clamp_int(double v, double lo, double hi) {
  return isnan(v) ? 0 : v <= lo ? (long long)lo : v >= hi ? (long long)hi : (long long)v;
}

/* ---- the tests ---- */
enum { B = 256 };

static const char *test_convert(void) {
  enum { N = 4 * 65536 + 4096 };
  static float x[N];
  static unsigned short h[4 * N];
  static int ints[4 * N];
  static unsigned uints[N];
  static short shorts[N];
  static long long lls[N];
  /* every half, the midpoint to the next, and a float just either side */
  for (unsigned b = 0; b < 65536; b++) {
    double v = hval((unsigned short)b);
    double next = (b & 0x7fff) < 0x7bff ? hval((unsigned short)(b + 1)) : v * 1.5;
    x[4 * b + 0] = (float)v;
    x[4 * b + 1] = (float)((v + next) / 2);
    x[4 * b + 2] = (float)v * (1 + 0x1p-20f);
    x[4 * b + 3] = (float)v * (1 - 0x1p-20f);
  }
  for (int i = 4 * 65536; i < N; i++) {
    union { uint32_t u; float f; } r = {rng() << 8 ^ rng()};
    x[i] = i % 2 ? r.f : frand(-70000.0f, 70000.0f);
  }
  KERNEL(f, "convert");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(unsigned short *, dh, NULL, sizeof h);
  DEVICE(int *, dints, NULL, sizeof ints);
  DEVICE(unsigned *, duints, NULL, sizeof uints);
  DEVICE(short *, dshorts, NULL, sizeof shorts);
  DEVICE(long long *, dlls, NULL, sizeof lls);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dx, &dh, &dints, &duints, &dshorts, &dlls, &n);
  TO_HOST(h, dh, sizeof h);
  TO_HOST(ints, dints, sizeof ints);
  TO_HOST(uints, duints, sizeof uints);
  TO_HOST(shorts, dshorts, sizeof shorts);
  TO_HOST(lls, dlls, sizeof lls);
  static const char *const modes[] = {"rn", "rz", "rd", "ru"};
  for (int i = 0; i < N; i++) {
    for (int m = 0; m < 4; m++) {
      unsigned short want = round_half(x[i], m);
      EXPECT(same_half(h[4 * i + m], want), "__float2half_%s(%a) = %#06x, not %#06x",
             modes[m], x[i], h[4 * i + m], want);
    }
    unsigned short hb = round_half(x[i], RN);
    double v = hval(hb);
    double r[4] = {nearbyint(v), trunc(v), floor(v), ceil(v)};
    for (int m = 0; m < 4; m++) {
      long long want = clamp_int(r[m], INT_MIN, INT_MAX);
      EXPECT(ints[4 * i + m] == want, "__half2int_%s(%#06x) = %d, not %lld", modes[m], hb,
             ints[4 * i + m], want);
    }
    EXPECT(uints[i] == (unsigned)clamp_int(r[0], 0, UINT_MAX), "__half2uint_rn(%#06x) = %u",
           hb, uints[i]);
    EXPECT(shorts[i] == clamp_int(r[1], SHRT_MIN, SHRT_MAX), "__half2short_rz(%#06x) = %d", hb,
           shorts[i]);
    long long ll = isnan(v) ? 0 : v == INFINITY ? LLONG_MAX : v == -INFINITY ? LLONG_MIN
                                                                             : (long long)r[2];
    EXPECT(lls[i] == ll, "__half2ll_rd(%#06x) = %lld, not %lld", hb, lls[i], ll);
  }
  return NULL;
}

static const char *test_from_ints(void) {
  enum { N = 20000 };
  static int x[N];
  static unsigned short h[4 * N];
  static const int edges[] = {0, 1, -1, 2047, 2049, -2049, 4097, 65504, 65505, 65519,
                              65520, -65520, 65535, 65536, INT_MAX, INT_MIN, 1 << 30};
  for (int i = 0; i < N; i++)
    x[i] = i < (int)(sizeof edges / sizeof *edges) ? edges[i]
                                                  : (int)(rng() << 8 ^ rng()) >> (rng() % 31);
  KERNEL(f, "from_ints");
  DEVICE(int *, dx, x, sizeof x);
  DEVICE(unsigned short *, dh, NULL, sizeof h);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dx, &dh, &n);
  TO_HOST(h, dh, sizeof h);
  static const char *const modes[] = {"rn", "rz", "rd", "ru"};
  for (int i = 0; i < N; i++)
    for (int m = 0; m < 4; m++) {
      unsigned short want = round_half(x[i], m);
      EXPECT(h[4 * i + m] == want, "__int2half_%s(%d) = %#06x, not %#06x", modes[m], x[i],
             h[4 * i + m], want);
    }
  return NULL;
}

/* a random half: any bits half the time, else a small value */
static unsigned short some_half(void) {
  if (rng() % 2)
    return (unsigned short)rng();
  return round_half((double)((int)(rng() % 2001) - 1000) / 256.0, RN);
}

enum { ARITH = 12 };
static const char *test_arith(void) {
  enum { N = 40000 };
  static unsigned short a[N], b[N], c[N], out[ARITH * N], out2[8 * N];
  static unsigned cmp[N];
  for (int i = 0; i < N; i++) {
    a[i] = some_half();
    b[i] = some_half();
    c[i] = some_half();
  }
  a[0] = 0x7e00; /* NaN, against anything */
  a[1] = b[1] = 0x3c00;
  KERNEL(f, "arith");
  DEVICE(unsigned short *, da, a, sizeof a);
  DEVICE(unsigned short *, db, b, sizeof b);
  DEVICE(unsigned short *, dc, c, sizeof c);
  DEVICE(unsigned short *, dout, NULL, sizeof out);
  DEVICE(unsigned short *, dout2, NULL, sizeof out2);
  DEVICE(unsigned *, dcmp, NULL, sizeof cmp);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &da, &db, &dc, &dout, &dout2, &dcmp, &n);
  TO_HOST(out, dout, sizeof out);
  TO_HOST(out2, dout2, sizeof out2);
  TO_HOST(cmp, dcmp, sizeof cmp);
  static const char *const names[ARITH] = {"__hadd", "__hsub", "__hmul", "__hdiv", "__hfma",
                                           "__hadd_sat", "__hmax", "__hmin", "__hneg",
                                           "__habs", "x * y + z", "__hfma_sat"};
  for (int i = 0; i < N; i++) {
    double x = hval(a[i]), y = hval(b[i]), z = hval(c[i]);
    unsigned short sum = round_half(x + y, RN), fused = round_half(fma_odd(x, y, z), RN);
    unsigned short want[ARITH] = {
        sum, round_half(x - y, RN), round_half(x * y, RN), round_half(x / y, RN), fused,
        round_half(saturate(hval(sum)), RN),
        isnan(x) ? b[i] : isnan(y) ? a[i] : x >= y ? a[i] : b[i],
        isnan(x) ? b[i] : isnan(y) ? a[i] : x <= y ? a[i] : b[i],
        (unsigned short)(a[i] ^ 0x8000), (unsigned short)(a[i] & 0x7fff),
        /* one rounding of the product, one of the sum, or one fma */
        round_half(hval(round_half(x * y, RN)) + z, RN), round_half(saturate(hval(fused)), RN)};
    for (int k = 0; k < ARITH; k++) {
      unsigned short got = out[ARITH * i + k];
      bool ok = same_half(got, want[k]) ||
                ((k == 6 || k == 7) && hval(got) == 0 && hval(want[k]) == 0) ||
                (k == 10 && same_half(got, fused)) ||
                ((k == 8 || k == 9) && hnan(a[i]) && hnan(got));
      EXPECT(ok, "%s(%#06x, %#06x, %#06x) = %#06x, not %#06x", names[k], a[i], b[i], c[i], got,
             want[k]);
    }
    /* packed, on lanes (x, y) and (y, z) */
    unsigned short want2[8] = {sum, round_half(y + z, RN), round_half(x * y, RN),
                               round_half(y * z, RN), fused, round_half(fma_odd(y, z, z), RN),
                               round_half(y / z, RN), round_half(x / y, RN)};
    for (int k = 0; k < 8; k++)
      EXPECT(same_half(out2[8 * i + k], want2[k]), "packed %d of (%#06x, %#06x, %#06x) = "
             "%#06x, not %#06x", k, a[i], b[i], c[i], out2[8 * i + k], want2[k]);
    bool un = isnan(x) || isnan(y);
    bool lt2 = x < y && y < z;
    bool bits[] = {x == y, x < y || x > y, x <= y, x >= y, x < y, x > y,
                   un || x == y, !(x == y), un || x <= y, un || x >= y, un || x < y,
                   un || x > y, isnan(x) != 0, isinf(x) != 0, lt2, x < y, y < z};
    for (unsigned k = 0; k < sizeof bits / sizeof *bits; k++)
      EXPECT((cmp[i] >> k & 1) == bits[k], "comparison %u of (%#06x, %#06x, %#06x) is %u", k,
             a[i], b[i], c[i], cmp[i] >> k & 1);
  }
  return NULL;
}

enum { MATH = 10 };
static const char *test_hmath(void) {
  enum { N = 65536 };
  static unsigned short x[N], out[MATH * N];
  for (int i = 0; i < N; i++)
    x[i] = (unsigned short)i;
  KERNEL(f, "hmath");
  DEVICE(unsigned short *, dx, x, sizeof x);
  DEVICE(unsigned short *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &dx, &dout, &n);
  TO_HOST(out, dout, sizeof out);
  static const char *const names[MATH] = {"hsqrt", "hrcp", "hfloor", "h2ceil", "htrunc",
                                          "h2rint", "hexp2", "hlog2", "hsin", "h2cos"};
  for (int i = 0; i < N; i++) {
    double v = hval(x[i]);
    /* exact: correctly rounded; the rest within HIP's 1 ulp */
    struct { double want; int ulps; } w[MATH] = {
        {sqrt(v), 0}, {1 / v, 1}, {floor(v), 0}, {ceil(v), 0}, {trunc(v), 0},
        {nearbyint(v), 0}, {exp2(v), 1}, {log2(v), 1}, {sin(v), 1}, {cos(v), 1}};
    for (int k = 0; k < MATH; k++) {
      unsigned short got = out[MATH * i + k], want = round_half(w[k].want, RN);
      EXPECT(within_ulps(got, want, w[k].ulps), "%s(%#06x) = %#06x, not %#06x", names[k], x[i],
             got, want);
    }
  }
  return NULL;
}

static const char *test_shuffles(void) {
  enum { N = 4096 };
  static unsigned short in[N], out[N], out2[2 * N];
  int ws;
  TRY(hipDeviceGetAttribute(&ws, hipDeviceAttributeWarpSize, 0));
  for (int i = 0; i < N; i++)
    in[i] = round_half(i * 0.25 - 300, RN);
  KERNEL(f, "shuffles");
  DEVICE(unsigned short *, din, in, sizeof in);
  DEVICE(unsigned short *, dout, NULL, sizeof out);
  DEVICE(unsigned short *, dout2, NULL, sizeof out2);
  LAUNCH(f, N / B, 1, 1, B, 1, 1, 0, &din, &dout, &dout2);
  TO_HOST(out, dout, sizeof out);
  TO_HOST(out2, dout2, sizeof out2);
  for (int i = 0; i < N; i++) {
    int up = i % ws == 0 ? i : i - 1;
    EXPECT(out[i] == in[i ^ 1], "__shfl_xor: lane %d has %#06x, not %#06x", i, out[i],
           in[i ^ 1]);
    EXPECT(out2[2 * i] == in[up] && out2[2 * i + 1] == (in[up] ^ 0x8000),
           "__shfl_up of a __half2: lane %d has (%#06x, %#06x), not lane %d's", i, out2[2 * i],
           out2[2 * i + 1], up);
  }
  return NULL;
}

/* x to bfloat16 to nearest (ties to even; past the largest, infinity)
 * from the two candidates either side, its top 16 bits and the next */
static unsigned short bf16_rn(float x) {
  union { float f; uint32_t u; } v = {x};
  if (isnan(x))
    return 0x7fc0;
  uint32_t sign = v.u & 0x80000000u, mag = v.u & 0x7fffffffu;
  union { uint32_t u; float f; } down = {mag & 0xffff0000u}, up = {(mag & 0xffff0000u) + 0x10000};
  double a = fabsf(x), d = a - down.f;
  double u = (up.u == 0x7f800000u ? 0x1p128 : (double)up.f) - a;
  uint32_t m = d < u || mag == down.u ? down.u : u < d ? up.u : (down.u & 0x10000) ? up.u : down.u;
  return (unsigned short)((m | sign) >> 16);
}

static const char *test_bfloat16s(void) {
  enum { N = 70000 };
  static float x[N], back[N];
  static unsigned short rn[N], rz[N];
  for (int i = 0; i < N; i++) {
    union { uint32_t u; float f; } r = {rng() << 8 ^ rng()};
    /* any bits, a bfloat16 and the midpoint above it, or a value near 1 */
    if (i % 4 == 1)
      r.u = (r.u & 0xffff0000u) | 0x8000;
    else if (i % 4 == 2)
      r.u &= 0xffff0000u;
    else if (i % 4 == 3)
      r.f = frand(-2.0f, 2.0f);
    x[i] = r.f;
  }
  x[0] = FLT_MAX;
  x[1] = INFINITY;
  KERNEL(f, "bfloat16s");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(unsigned short *, drn, NULL, sizeof rn);
  DEVICE(unsigned short *, drz, NULL, sizeof rz);
  DEVICE(float *, dback, NULL, sizeof back);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dx, &drn, &drz, &dback, &n);
  TO_HOST(rn, drn, sizeof rn);
  TO_HOST(rz, drz, sizeof rz);
  TO_HOST(back, dback, sizeof back);
  for (int i = 0; i < N; i++) {
    union { float f; uint32_t u; } v = {x[i]};
    unsigned short want = bf16_rn(x[i]), trunc16 = (unsigned short)(v.u >> 16);
    bool nan = isnan(x[i]);
    EXPECT(nan ? (rn[i] & 0x7f80) == 0x7f80 && (rn[i] & 0x7f) : rn[i] == want,
           "__float2bfloat16(%a) = %#06x, not %#06x", x[i], rn[i], want);
    EXPECT(nan ? (rz[i] & 0x7f80) == 0x7f80 && (rz[i] & 0x7f) : rz[i] == trunc16,
           "__float2bfloat16_rz(%a) = %#06x, not %#06x", x[i], rz[i], trunc16);
    union { uint32_t u; float f; } w = {(uint32_t)rn[i] << 16};
    EXPECT(nan ? isnan(back[i]) : back[i] == w.f, "__bfloat162float(%#06x) = %a", rn[i],
           back[i]);
  }
  return NULL;
}

static const Test tests[] = {
    {"k/half/convert", test_convert},   {"k/half/from_ints", test_from_ints},
    {"k/half/arith", test_arith},       {"k/half/hmath", test_hmath},
    {"k/half/shuffles", test_shuffles}, {"k/half/bfloat16s", test_bfloat16s},
};
EXEC_MAIN(tests)
