/* ocml.c - k/ocml.hip: ROCm's ocml and ockl entry points that generated
 * code declares itself, each applied on the device to arrays of inputs
 * and held against C here: the rounding-mode arithmetic and the
 * directed conversions against the host's own operations under C's
 * fesetround (C17 7.6.3.2), exactly; classification, exponents, modf,
 * remquo and the integer functions exactly (with ocml's values where C
 * leaves them open: ilogb of a NaN is INT_MIN, frexp of an infinity or
 * NaN gives exponent 0); the rest within a few ulps of glibc's long
 * double functions, the native forms within the hardware's
 * approximation, the wave functions and work-group reductions against
 * the lanes and blocks they ran in. */
#define _GNU_SOURCE
#include "../../lib/check.h"
#include "ocml_ops.h"

#include <fenv.h>
#include <float.h>
#include <limits.h>

typedef long double LD;
enum { N = 2048, B = 128 };

static const int modes[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};

#define NAME_OF(n) #n,
static const char *const names_f32[] = {OCML_REAL(NAME_OF, f32) OCML_NATIVE(NAME_OF)};
static const char *const names_f64[] = {OCML_REAL(NAME_OF, f64)};
static const char *const names_f16[] = {OCML_HALF(NAME_OF)};
static const char *const names_int[] = {OCKL_INT(NAME_OF)};

/* the error of got in ulps of the correctly rounded want (mant bits after
 * the point, emin the least normal exponent, top the largest finite) */
static double ulps(double got, LD want, int mant, int emin, LD top) {
  if (fabsl(want) > top * (1 + ldexpl(1, -mant - 2)))
    want = want < 0 ? -INFINITY : INFINITY;
  if (isnan((double)want) || isinf((double)want))
    return (isnan(got) && isnan((double)want)) || got == (double)want ? 0 : INFINITY;
  if (isnan(got) || isinf(got))
    return INFINITY;
  int e = want == 0 ? emin : ilogbl(want);
  if (e < emin)
    e = emin;
  return (double)(fabsl((LD)got - want) / ldexpl(1, e - mant));
}
static bool same_f(double got, double want) {
  return isnan(want) ? isnan(got) : got == want && signbit(got) == signbit(want);
}

/* ---- inputs: mostly ordinary values of many sizes, then the edges ---- */
static double special_value(int j, bool dbl) {
  static const double s[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, 2.0, -3.0};
  if (j < 10)
    return s[j];
  return j == 10 ? (dbl ? 0x1p-1070 : 0x1p-140) : j == 11 ? (dbl ? DBL_MAX : FLT_MAX)
                                                          : (dbl ? -0x1.8p-1030 : -0x1.8p-130);
}
static double random_value(bool dbl, int span) {
  double m = (double)(rng64() >> 11) / 9007199254740992.0 + 0.5;
  int e = (int)(rng() % (2 * span + 1)) - span;
  double v = ldexp(m, e);
  if (!dbl)
    v = (float)v;
  return rng() & 1 ? -v : v;
}
/* x y z w for each element, in the type; k ints */
static void make_inputs(double *in, int *k, bool dbl, int span) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < 4; j++)
      in[4 * i + j] = random_value(dbl, span);
    k[i] = (int)(rng() % 81) - 40;
  }
  /* near one another, for sums that cancel and ties */
  for (int i = 0; i < 256; i++) {
    double *p = in + 4 * i;
    p[1] = -p[0] * (1 + ldexp((double)(int)(rng() % 9) - 4, dbl ? -52 : -23));
    if (!dbl)
      p[1] = (float)p[1];
  }
  /* products, quotients and fma terms near and below the least normal,
   * whose remainders would underflow */
  for (int i = 256; i < 768; i++) {
    double *p = in + 4 * i;
    int e = dbl ? 1160 : 160, lo = dbl ? 880 : 110;
    int e0 = -(int)(rng() % (unsigned)(e / 2));
    int e1 = -(lo + (int)(rng() % (unsigned)(e - lo))) - e0;
    p[0] = ldexp(random_value(dbl, 0), e0);
    p[1] = ldexp(random_value(dbl, 0), e1);
    double q = p[0] * p[1];
    p[2] = i & 1 ? -q * (1 + ldexp((double)(int)(rng() % 9) - 4, dbl ? -52 : -23))
                 : ldexp(random_value(dbl, 0), -(lo + (int)(rng() % (unsigned)(e - lo))));
    if (!dbl)
      for (int j = 0; j < 3; j++)
        p[j] = (float)p[j];
  }
  /* every pair of the edges, for x and y (and z w) */
  for (int a = 0; a < 13; a++)
    for (int b = 0; b < 13; b++) {
      double *p = in + 4 * (N - 169 + 13 * a + b);
      p[0] = special_value(a, dbl);
      p[1] = special_value(b, dbl);
      p[2] = special_value((a + b) % 13, dbl);
      p[3] = special_value((a * b) % 13, dbl);
      k[N - 169 + 13 * a + b] = b - 6;
    }
  k[0] = INT_MAX;
  k[1] = INT_MIN;
  k[2] = 0;
}

/* ---- the exact operations, on the host under fesetround ---- */
static double rounded_ref(int op, double x, double y, double z, bool dbl) {
  int mode = op % 4, f = op / 4;
  volatile double vx = x, vy = y, vz = z, vr;
  volatile float fx = (float)x, fy = (float)y, fz = (float)z, fr;
  fesetround(modes[mode]);
  if (dbl) {
    switch (f) {
    case 0: vr = vx + vy; break;
    case 1: vr = vx - vy; break;
    case 2: vr = vx * vy; break;
    case 3: vr = vx / vy; break;
    case 4: vr = fma(vx, vy, vz); break;
    default: vr = sqrt(vx); break;
    }
    fesetround(FE_TONEAREST);
    return vr;
  }
  switch (f) {
  case 0: fr = fx + fy; break;
  case 1: fr = fx - fy; break;
  case 2: fr = fx * fy; break;
  case 3: fr = fx / fy; break;
  case 4: fr = fmaf(fx, fy, fz); break;
  default: fr = sqrtf(fx); break;
  }
  fesetround(FE_TONEAREST);
  return fr;
}

/* sin(pi x) and cos(pi x): x = n/2 + t exactly, |t| <= 1/4, and the
 * quarter turn n's symmetry on sin(pi t) or cos(pi t), which long double
 * gives well within an ulp of double */
static LD pi_turn(LD x, bool cosine) {
  LD r = fmodl(x, 2), n = rintl(2 * r), t = r - n / 2;
  int q = ((int)n + (cosine ? 1 : 0)) & 3;
  LD s = sinl(acosl(-1) * t), c = cosl(acosl(-1) * t);
  LD v = q == 0 ? s : q == 1 ? c : q == 2 ? -s : -c;
  return v == 0 ? 0 : v;
}
static LD sinpi_l(LD x) { return pi_turn(x, false); }
static LD cospi_l(LD x) { return pi_turn(x, true); }

/* float and double: checks element i of op's results; NULL when right */
static const char *check_real(int op, bool dbl, const double *p, int k, double r, double r2,
                              int ri) {
  double x = p[0], y = p[1], z = p[2], w = p[3];
  int mant = dbl ? 52 : 23, emin = dbl ? -1022 : -126;
  LD top = dbl ? DBL_MAX : FLT_MAX;
  const char *name = dbl ? names_f64[op] : names_f32[op];
  double tol = 0; /* in ulps; 0: exact */
  LD want = 0;
  int iwant = 0;
  bool is_int = false;
  if (op <= OP_sqrt_rtz_f32) { /* the two enums' rows agree up to OPS_F64 */
    double e = rounded_ref(op, x, y, z, dbl);
    EXPECT(same_f(r, e), "__ocml_%s(%a, %a, %a) = %a, not %a", name, x, y, z, r, e);
    return NULL;
  }
  switch (op) {
  case OP_isnan_f32: is_int = true; iwant = isnan(x) != 0; break;
  case OP_isinf_f32: is_int = true; iwant = isinf(x) != 0; break;
  case OP_isfinite_f32: is_int = true; iwant = isfinite(x) != 0; break;
  case OP_signbit_f32: is_int = true; iwant = signbit(x) != 0; break;
  case OP_ilogb_f32: is_int = true; iwant = isnan(x) ? INT_MIN : ilogb(x); break;
  case OP_frexp_f32: {
    int e = 0;
    double m = isfinite(x) ? frexp(x, &e) : x;
    EXPECT(same_f(r, m) && ri == e, "__ocml_%s(%a) = %a, %d, not %a, %d", name, x, r, ri, m, e);
    return NULL;
  }
  case OP_ldexp_f32:
  case OP_scalbn_f32: {
    double e = dbl ? ldexp(x, k) : ldexpf((float)x, k);
    EXPECT(same_f(r, e), "__ocml_%s(%a, %d) = %a, not %a", name, x, k, r, e);
    return NULL;
  }
  case OP_scalb_f32: {
    /* ldexp by rint(y), y clamped to 2^20; NaN for NaN operands, 0 * 2^inf
     * and inf * 2^-inf (ROCm's ocml) */
    double t = fmin(fmax(y, -0x1p20), 0x1p20), e;
    if (isnan(x) || isnan(y) || (x == 0 && y == INFINITY) || (isinf(x) && y == -INFINITY))
      e = NAN;
    else
      e = dbl ? ldexp(x, (int)rint(t)) : ldexpf((float)x, (int)rint(t));
    EXPECT(same_f(r, e), "__ocml_%s(%a, %a) = %a, not %a", name, x, y, r, e);
    return NULL;
  }
  case OP_modf_f32: {
    double ip, fr = modf(x, &ip);
    EXPECT(same_f(r, fr) && same_f(r2, ip), "__ocml_%s(%a) = %a, %a, not %a, %a", name, x, r,
           r2, fr, ip);
    return NULL;
  }
  case OP_remquo_f32: {
    int q;
    double e = dbl ? remquo(x, y, &q) : remquof((float)x, (float)y, &q);
    /* C17 7.12.10.3: the sign of x / y and at least its low 3 bits */
    bool qok = isnan(e) || (q < 0) == (ri < 0) || q == 0 || ri == 0;
    qok = qok && (isnan(e) || (abs(q) & 7) == (abs(ri) & 7));
    EXPECT(same_f(r, e) && qok, "__ocml_%s(%a, %a) = %a, %d, not %a, %d", name, x, y, r, ri, e,
           q);
    return NULL;
  }
  case OP_sincos_f32: {
    double es = ulps(r, sinl(x), mant, emin, top), ec = ulps(r2, cosl(x), mant, emin, top);
    EXPECT(es <= 1 && ec <= 1, "__ocml_%s(%a) = %a, %a: %g and %g ulps", name, x, r, r2, es, ec);
    return NULL;
  }
  case OP_sincospi_f32: {
    LD s = isfinite(x) ? sinpi_l(x) : NAN, c = isfinite(x) ? cospi_l(x) : NAN;
    double es = s == 0 ? (r == 0 ? 0 : INFINITY) : ulps(r, s, mant, emin, top);
    double ec = c == 0 ? (r2 == 0 ? 0 : INFINITY) : ulps(r2, c, mant, emin, top);
    EXPECT(es <= 1 && ec <= 1, "__ocml_%s(%a) = %a, %a: %g and %g ulps", name, x, r, r2, es, ec);
    return NULL;
  }
  case OP_rhypot_f32:
    tol = 2;
    want = isinf(x) || isinf(y) ? 0 : 1 / hypotl(x, y);
    break;
  case OP_len3_f32:
  case OP_rlen3_f32:
  case OP_len4_f32:
  case OP_rlen4_f32: {
    bool four = op == OP_len4_f32 || op == OP_rlen4_f32;
    bool inf = isinf(x) || isinf(y) || isinf(z) || (four && isinf(w));
    LD s = sqrtl((LD)x * x + (LD)y * y + (LD)z * z + (four ? (LD)w * w : 0));
    tol = 2;
    want = op == OP_len3_f32 || op == OP_len4_f32 ? (inf ? INFINITY : s) : (inf ? 0 : 1 / s);
    break;
  }
  case OP_pown_f32:
    tol = dbl ? 2 : 1;
    want = powl(x, k);
    break;
  }
  if (is_int) {
    EXPECT(ri == iwant, "__ocml_%s(%a) = %d, not %d", name, x, ri, iwant);
    return NULL;
  }
  double e = ulps(r, want, mant, emin, top);
  if (tol == 0)
    tol = 0.5;
  EXPECT(e <= tol, "__ocml_%s(%a, %a, %a, %a; %d) = %a, not %La (%g ulps)", name, x, y, z, w, k,
         r, want, e);
  return NULL;
}

/* the native forms on ordinary arguments: the hardware's approximations
 * (about 2^-21 relative for v_exp_f32 and v_log_f32, times the scale's
 * rounding; v_sin_f32 and v_cos_f32 about 2^-20 absolute within a few
 * turns) */
static const char *check_native(int op, double x, double r) {
  const char *name = names_f32[op];
  LD want;
  double tol_rel = 0, tol_abs = 0;
  switch (op) {
  case OP_native_sin_f32: want = sinl(x); tol_abs = 0x1p-19; break;
  case OP_native_cos_f32: want = cosl(x); tol_abs = 0x1p-19; break;
  /* v_exp_f32 of x times log2(e) or log2(10), rounded: that product's
   * error, up to |x log2(b)| 2^-24, is the result's relative error
   * times ln 2 */
  case OP_native_exp_f32: want = expl(x); tol_rel = 0x1p-21 + fabs(x) * 0x1p-23; break;
  case OP_native_exp10_f32: want = exp10l(x); tol_rel = 0x1p-21 + fabs(x) * 0x1.8p-22; break;
  case OP_native_log_f32: want = logl(x); tol_rel = 0x1p-20; tol_abs = 0x1p-22; break;
  case OP_native_log2_f32: want = log2l(x); tol_rel = 0x1p-20; tol_abs = 0x1p-22; break;
  case OP_native_log10_f32: want = log10l(x); tol_rel = 0x1p-20; tol_abs = 0x1p-22; break;
  default: want = sqrtl(x); tol_rel = 0x1p-22; break;
  }
  double err = (double)fabsl(r - want);
  EXPECT(err <= tol_abs + tol_rel * (double)fabsl(want), "__ocml_%s(%a) = %a, not %La", name, x,
         r, want);
  return NULL;
}

static const char *test_real(bool dbl) {
  static double in[4 * N], out[N], out2[N];
  static float inf_[4 * N], outf[N], out2f[N];
  static int k[N], iout[N];
  KERNEL(fn, dbl ? "ocml_f64" : "ocml_f32");
  size_t sz = dbl ? sizeof(double) : sizeof(float);
  DEVICE(void *, din, NULL, 4 * N * sz);
  DEVICE(int *, dk, NULL, sizeof k);
  DEVICE(void *, dout, NULL, N * sz);
  DEVICE(void *, dout2, NULL, N * sz);
  DEVICE(int *, diout, NULL, sizeof iout);
  int ops = dbl ? OPS_F64 : OPS_F32, count = N;
  for (int op = 0; op < ops; op++) {
    bool native = !dbl && op >= OP_native_sin_f32;
    int span = op == OP_pown_f32 ? 2 : op == OP_sincos_f32 ? 30 : dbl ? 900 : 110;
    make_inputs(in, k, dbl, span);
    if (native) /* ordinary arguments, as ocml documents them for */
      for (int i = 0; i < 4 * N; i++)
        in[i] = op == OP_native_sin_f32 || op == OP_native_cos_f32 ? frand(-6.3f, 6.3f)
              : op == OP_native_exp_f32 ? frand(-80, 80)
              : op == OP_native_exp10_f32 ? frand(-35, 35)
              : ldexp(frand(0.5f, 1), (int)(rng() % 200) - 100);
    if (dbl) {
      TO_DEVICE(din, in, sizeof in);
    } else {
      for (int i = 0; i < 4 * N; i++)
        inf_[i] = (float)in[i];
      TO_DEVICE(din, inf_, sizeof inf_);
    }
    TO_DEVICE(dk, k, sizeof k);
    LAUNCH(fn, N / B, 1, 1, B, 1, 1, 0, &din, &dk, &dout, &dout2, &diout, &op, &count);
    TO_HOST(iout, diout, sizeof iout);
    if (dbl) {
      TO_HOST(out, dout, sizeof out);
      TO_HOST(out2, dout2, sizeof out2);
    } else {
      TO_HOST(outf, dout, sizeof outf);
      TO_HOST(out2f, dout2, sizeof out2f);
      for (int i = 0; i < N; i++)
        out[i] = outf[i], out2[i] = out2f[i];
    }
    for (int i = 0; i < N; i++) {
      const char *w = native ? check_native(op, in[4 * i], out[i])
                             : check_real(op, dbl, in + 4 * i, k[i], out[i], out2[i], iout[i]);
      if (w)
        return w;
    }
  }
  return NULL;
}
static const char *test_f32(void) { return test_real(false); }
static const char *test_f64(void) { return test_real(true); }

/* ---- _Float16 ---- */
static double ulps_h(double got, LD want) { return ulps(got, want, 10, -14, 65504); }

static const char *test_f16(void) {
  static _Float16 in[4 * N], out[2 * N];
  static float fin[N];
  static int k[N], iout[2 * N];
  KERNEL(fn, "ocml_f16");
  DEVICE(_Float16 *, din, NULL, sizeof in);
  DEVICE(float *, dfin, NULL, sizeof fin);
  DEVICE(int *, dk, NULL, sizeof k);
  DEVICE(_Float16 *, dout, NULL, sizeof out);
  DEVICE(int *, diout, NULL, sizeof iout);
  static const float edges[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 65504, -65504, 0x1p-24f,
                                -0x1p-24f, 1, -1, 0.5f, 70000};
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < 4; j++)
      in[4 * i + j] = (_Float16)(i < 13 ? edges[(i + j) % 13]
                                        : ldexpf(frand(-1, 1), (int)(rng() % 9) - 4));
    fin[i] = i < 13 ? edges[i] : ldexpf(frand(-1, 1), (int)(rng() % 44) - 26);
    k[i] = (int)(rng() % 13) - 6;
  }
  TO_DEVICE(din, in, sizeof in);
  TO_DEVICE(dfin, fin, sizeof fin);
  TO_DEVICE(dk, k, sizeof k);
  int count = N;
  for (int op = 0; op < OPS_F16; op++) {
    const char *name = names_f16[op];
    LAUNCH(fn, N / B, 1, 1, B, 1, 1, 0, &din, &dfin, &dk, &dout, &diout, &op, &count);
    TO_HOST(out, dout, sizeof out);
    TO_HOST(iout, diout, sizeof iout);
    for (int i = 0; i < N; i++) {
      _Float16 *p = in + 4 * i;
      double x = p[0];
      switch (op) {
      case OP_isnan_f16:
        EXPECT(iout[2 * i] == (isnan(x) != 0), "__ocml_%s(%a) = %d", name, x, iout[2 * i]);
        continue;
      case OP_isinf_f16:
        EXPECT(iout[2 * i] == (isinf(x) != 0), "__ocml_%s(%a) = %d", name, x, iout[2 * i]);
        continue;
      case OP_pown_f16: {
        double e = ulps_h(out[2 * i], powl(x, k[i]));
        EXPECT(e <= 1, "__ocml_%s(%a, %d) = %a: %g ulps", name, x, k[i], (double)out[2 * i], e);
        continue;
      }
      case OP_cvtrtn_f16_f32:
      case OP_cvtrtp_f16_f32:
      case OP_cvtrtz_f16_f32: {
        static const int m[] = {FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
        volatile float f = fin[i];
        volatile _Float16 h;
        fesetround(m[op - OP_cvtrtn_f16_f32]);
        h = f;
        fesetround(FE_TONEAREST);
        EXPECT(same_f(out[2 * i], h), "__ocml_%s(%a) = %a, not %a", name, (double)fin[i],
               (double)out[2 * i], (double)h);
        continue;
      }
      }
      /* the packed forms, lane by lane */
      for (int l = 0; l < 2; l++) {
        double v = p[l], got = out[2 * i + l];
        LD want = 0;
        double tol = 0;
        switch (op) {
        case OP_ceil_2f16: want = ceil(v); break;
        case OP_floor_2f16: want = floor(v); break;
        case OP_trunc_2f16: want = trunc(v); break;
        case OP_rint_2f16: want = rint(v); break;
        case OP_fabs_2f16: want = fabs(v); break;
        case OP_sqrt_2f16: want = sqrtl(v); break;
        case OP_rsqrt_2f16: want = 1 / sqrtl(v); tol = 1; break;
        case OP_sin_2f16: want = sinl(v); tol = 1; break;
        case OP_cos_2f16: want = cosl(v); tol = 1; break;
        case OP_exp_2f16: want = expl(v); tol = 1; break;
        case OP_exp2_2f16: want = exp2l(v); tol = 1; break;
        case OP_exp10_2f16: want = exp10l(v); tol = 1; break;
        case OP_log_2f16: want = logl(v); tol = 1; break;
        case OP_log2_2f16: want = log2l(v); tol = 1; break;
        case OP_log10_2f16: want = log10l(v); tol = 1; break;
        case OP_fma_2f16: want = (LD)v * p[2 + l] + p[2 + l]; break;
        case OP_pown_2f16: want = powl(v, l ? k[i] - 3 : k[i]); tol = 1; break;
        case OP_isnan_2f16:
        case OP_isinf_2f16: {
          int e = op == OP_isnan_2f16 ? -(isnan(v) != 0) : -(isinf(v) != 0);
          EXPECT(iout[2 * i + l] == e, "__ocml_%s lane %d of %a = %d", name, l, v, iout[2 * i + l]);
          continue;
        }
        }
        if (tol == 0) { /* exact: the correctly rounded result */
          _Float16 h = (_Float16)want;
          if (op == OP_fma_2f16 && !isnan((double)want)) /* (LD) once to half: exact */
            h = (_Float16)(double)want;
          EXPECT(same_f(got, h) || (isnan(got) && isnan((double)want)),
                 "__ocml_%s lane %d of %a = %a, not %a", name, l, v, got, (double)h);
        } else {
          double e = ulps_h(got, want);
          EXPECT(e <= tol, "__ocml_%s lane %d of %a = %a: %g ulps", name, l, v, got, e);
        }
      }
    }
  }
  return NULL;
}

/* ---- ockl ---- */
static uint64_t int_ref(int op, uint32_t a, uint32_t b, uint32_t c) {
  switch (op) {
  case OP_clz_u8: return (uint8_t)a ? (uint64_t)__builtin_clz((uint8_t)a) - 24 : 8;
  case OP_clz_u16: return (uint16_t)a ? (uint64_t)__builtin_clz((uint16_t)a) - 16 : 16;
  case OP_clz_u32: return a ? (uint64_t)__builtin_clz(a) : 32;
  case OP_clz_u64: {
    uint64_t v = (uint64_t)a << 32 | b;
    return v ? (uint64_t)__builtin_clzll(v) : 64;
  }
  case OP_mul24_i32: { /* the low 24 bits of each, signed; the low 32 of the product */
    int64_t x = (int32_t)(a << 8) >> 8, y = (int32_t)(b << 8) >> 8;
    return (uint32_t)(x * y);
  }
  case OP_mul24_u32: return (uint32_t)((a & 0xffffff) * (uint64_t)(b & 0xffffff));
  case OP_mul_hi_i32: return (uint32_t)(((int64_t)(int32_t)a * (int32_t)b) >> 32);
  case OP_mul_hi_u32: return (uint32_t)(((uint64_t)a * b) >> 32);
  default: return (uint32_t)((a > b ? a - b : b - a) + c); /* sadd: |a - b| + c */
  }
}

static const char *test_int(void) {
  static uint32_t in[3 * N];
  static uint64_t out[N];
  KERNEL(fn, "ockl_int");
  DEVICE(uint32_t *, din, NULL, sizeof in);
  DEVICE(uint64_t *, dout, NULL, sizeof out);
  for (int i = 0; i < 3 * N; i++) /* every width of value, zero and the extremes */
    in[i] = i < 12 ? (uint32_t[]){0, 0, 0, 0xffffffff, 0xffffffff, 0xffffffff, 0x800000, 0x7fffff,
                                  1, 0x80000000, 0xff, 0x10000}[i]
                   : (uint32_t)rng64() >> (rng() % 32);
  TO_DEVICE(din, in, sizeof in);
  int count = N;
  for (int op = 0; op < OPS_INT; op++) {
    LAUNCH(fn, N / B, 1, 1, B, 1, 1, 0, &din, &dout, &op, &count);
    TO_HOST(out, dout, sizeof out);
    for (int i = 0; i < N; i++) {
      uint32_t a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
      uint64_t want = int_ref(op, a, b, c);
      EXPECT(out[i] == want, "__ockl_%s(%#x, %#x, %#x) = %#llx, not %#llx", names_int[op], a, b,
             c, (unsigned long long)out[i], (unsigned long long)want);
    }
  }
  return NULL;
}

static const char *test_wave(void) {
  enum { T = 512 };
  static float in[T], sum[4];
  static uint32_t out[6 * T];
  KERNEL(fn, "ockl_wave");
  for (int i = 0; i < T; i++)
    in[i] = (float)(i % 7) - 2.5f;
  DEVICE(float *, din, in, sizeof in);
  DEVICE(uint32_t *, dout, NULL, sizeof out);
  DEVICE(float *, dsum, NULL, sizeof sum);
  LAUNCH(fn, T / B, 1, 1, B, 1, 1, 0, &din, &dout, &dsum);
  TO_HOST(out, dout, sizeof out);
  TO_HOST(sum, dsum, sizeof sum);
  uint32_t ws = 0; /* the wave's size: where the lanes start again */
  for (int i = 1; i < T && !ws; i++)
    if (out[6 * i] == 0)
      ws = (uint32_t)i;
  EXPECT(ws == 32 || ws == 64, "lanes start again after %u threads", ws);
  for (int i = 0; i < T; i++) {
    uint32_t *o = out + 6 * i, lane = (uint32_t)i % ws;
    EXPECT(o[0] == lane, "__ockl_lane_u32() of thread %d = %u, not %u", i, o[0], lane);
    if (lane & 1) {
      EXPECT(o[1] == lane / 2, "__ockl_activelane_u32() in odd lane %u = %u", lane, o[1]);
      EXPECT(o[2] == 1, "__ockl_wfall_i32 of the odd lanes' 1 = %u", o[2]);
      EXPECT(o[3] == 1, "__ockl_wfany_i32 of lane == 7 in the odd lanes = %u", o[3]);
    } else {
      EXPECT(o[1] == 0xffffffffu, "thread %d ran the odd lanes' branch", i);
    }
    EXPECT(o[4] == 0, "__ockl_wfall_i32(lane != 5) = %u", o[4]);
    EXPECT(o[5] == 1, "__ockl_wfany_i32((lane == 5) * 9) = %u", o[5]);
  }
  for (int j = 0; j < 4; j++) { /* sums of small halves: exact in any order */
    float want = 0;
    for (int i = j; i < T; i += 4)
      want += in[i];
    EXPECT(sum[j] == want, "__ockl_atomic_add_noret_f32 sum %d = %g, not %g", j, sum[j], want);
  }
  return NULL;
}

static const char *test_wg(void) {
  enum { G = 6, T = 256 };
  static int in[G * T], out[4 * G * T];
  KERNEL(fn, "ockl_wg");
  for (int i = 0; i < G * T; i++)
    in[i] = (int)(rng() % 2001) - 1000;
  DEVICE(int *, din, in, sizeof in);
  DEVICE(int *, dout, NULL, sizeof out);
  /* 1-D blocks, then 3-D ones of the same size */
  for (int shape = 0; shape < 2; shape++) {
    memset(out, 0, sizeof out);
    TO_DEVICE(dout, out, sizeof out);
    if (shape == 0)
      LAUNCH(fn, G, 1, 1, T, 1, 1, 0, &din, &dout);
    else
      LAUNCH(fn, G, 1, 1, 16, 4, 4, 0, &din, &dout);
    TO_HOST(out, dout, sizeof out);
    for (int g = 0; g < G; g++) {
      int sum = 0, all = -1, any = 0;
      for (int t = 0; t < T; t++) {
        int v = in[g * T + t];
        sum += v;
        all &= v | 0x10;
        any |= v & 0x70;
      }
      for (int t = 0; t < T; t++) {
        int *o = out + 4 * (g * T + t);
        EXPECT(o[0] == sum && o[1] == all && o[2] == any && o[3] == T,
               "block %d item %d (shape %d): add %d and %#x or %#x count %d, not %d %#x %#x %d",
               g, t, shape, o[0], o[1], o[2], o[3], sum, all, any, T);
      }
    }
  }
  return NULL;
}

static const Test tests[] = {
    {"ocml/f32", test_f32},   {"ocml/f64", test_f64},  {"ocml/f16", test_f16},
    {"ockl/int", test_int},   {"ockl/wave", test_wave}, {"ockl/wgred", test_wg},
};
EXEC_MAIN(tests)
