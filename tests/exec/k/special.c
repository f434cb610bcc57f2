/* special.c - k/special.hip: HIP's special functions against references
 * in long double, computed here with nothing of hipc's: the inverses of
 * erf and erfc by bisection on glibc's erfl and erfcl, erfcx and the
 * normal distribution from erfcl and expl, I0 and I1 by their series
 * (all terms positive), and the Bessel functions of the first and second
 * kind from glibc's j0l ... ynl.  Each function's largest error, in units
 * in the last place of the correctly rounded result, must be within the
 * bound HIP's math documentation gives it (the Bessel functions: in ulps
 * below 8, an absolute error above).  SPECIAL_REPORT=1 prints the
 * largest errors measured (docs/math.md's table). */
#define _GNU_SOURCE
#include "../../lib/check.h"

#include <float.h>

typedef long double LD;
enum { M = 4000, B = 256 };

/* ---- the references ---- */

/* the x >= 0 with erfcl(x) = t, 0 < t <= 1 */
static LD erfc_root(LD t) {
  LD lo = 0, hi = 110;
  for (int i = 0; i < 200 && hi - lo > 0; i++) {
    LD mid = (lo + hi) / 2;
    if (mid == lo || mid == hi)
      break;
    if (erfcl(mid) > t)
      lo = mid;
    else
      hi = mid;
  }
  return (lo + hi) / 2;
}

/* the x >= 0 with erfl(x) = y, 0 <= y <= 0.5 */
static LD erf_root(LD y) {
  LD lo = 0, hi = 1;
  for (int i = 0; i < 200; i++) {
    LD mid = (lo + hi) / 2;
    if (mid == lo || mid == hi)
      break;
    if (erfl(mid) < y)
      lo = mid;
    else
      hi = mid;
  }
  return (lo + hi) / 2;
}

static LD ref_erfinv(LD y) {
  LD a = fabsl(y);
  if (a == 1 || a == 0)
    return a == 0 ? y : y < 0 ? -INFINITY : INFINITY;
  LD r = a <= 0.5L ? erf_root(a) : erfc_root(1 - a);
  return y < 0 ? -r : r;
}

static LD ref_erfcinv(LD t) {
  if (t == 0 || t == 2)
    return t == 0 ? INFINITY : -INFINITY;
  if (t >= 0.5L && t <= 1.5L) /* erfc near 1: erf of the exact 1 - t */
    return ref_erfinv(1 - t);
  return t < 1 ? erfc_root(t) : -erfc_root(2 - t);
}

/* (x/2)^nu sum (x^2/4)^k / (k! (k+nu)!) */
static LD ref_bessel_i(LD x, int nu) {
  LD ax = fabsl(x), q = ax * ax / 4, term = nu ? ax / 2 : 1, sum = term;
  for (int k = 1; k < 5000 && term > sum * 1e-25L; k++) {
    term *= q / ((LD)k * (k + nu));
    sum += term;
  }
  return nu && x < 0 ? -sum : sum;
}

static LD reference(int f, int n, LD x) {
  switch (f) {
  case 0: return ref_erfinv(x);
  case 1: return ref_erfcinv(x);
  case 2: return expl(x * x) * erfcl(x);
  case 3: return erfcl(-x / sqrtl(2)) / 2;
  case 4: return -sqrtl(2) * ref_erfcinv(2 * x);
  case 5: return ref_bessel_i(x, 0);
  case 6: return ref_bessel_i(x, 1);
  case 7: return j0l(x);
  case 8: return j1l(x);
  case 9: return y0l(x);
  case 10: return y1l(x);
  case 11: return jnl(n, x);
  default: return ynl(n, x);
  }
}

/* ---- the functions, their inputs and bounds ---- */

typedef struct {
  const char *name;
  int f, n;
  double lo, hi;       /* inputs: uniform in [lo, hi] */
  double ulps_d, ulps_f; /* HIP's bounds in ulps */
  double abs_from;     /* from this |x| on, an absolute bound instead */
  double abs_d, abs_f;
} Fn;

static const Fn fns[] = {
    {"erfinv", 0, 0, -1, 1, 5, 2, 0, 0, 0},
    {"erfcinv", 1, 0, 0, 2, 6, 4, 0, 0, 0},
    {"erfcx", 2, 0, -26, 60, 4, 4, 0, 0, 0},
    {"normcdf", 3, 0, -38, 9, 5, 5, 0, 0, 0},
    {"normcdfinv", 4, 0, 0, 1, 8, 5, 0, 0, 0},
    {"cyl_bessel_i0", 5, 0, -700, 700, 6, 6, 0, 0, 0},
    {"cyl_bessel_i1", 6, 0, -700, 700, 6, 6, 0, 0, 0},
    {"j0", 7, 0, -60, 60, 7, 9, 8, 5e-12, 2.2e-6},
    {"j1", 8, 0, -60, 60, 7, 9, 8, 5e-12, 2.2e-6},
    {"y0", 9, 0, 0, 60, 7, 9, 8, 5e-12, 2.2e-6},
    {"y1", 10, 0, 0, 60, 7, 9, 8, 5e-12, 2.2e-6},
    {"jn(5)", 11, 5, -60, 60, 0, 0, 0, 5e-12, 2.2e-6},
    {"jn(40)", 11, 40, 0, 80, 0, 0, 0, 5e-12, 2.2e-6},
    {"yn(3)", 12, 3, 0.5, 60, 0, 0, 0, 5e-12, 2.2e-6},
};

static double ulp_of(LD r, int mant, int emin) {
  int e = r == 0 ? emin : ilogbl(r);
  if (e < emin)
    e = emin;
  return ldexp(1.0, e - mant);
}

/* the error of `got` for `want` in ulps (double or float), or, where the
 * bound is absolute, in units of it (scaled by |want| past 1: yn grows) */
static double error_of(const Fn *fn, double x, double got, LD want, bool dbl) {
  LD top = dbl ? (LD)DBL_MAX : (LD)FLT_MAX; /* beyond it, the rounded result is inf */
  if (fabsl(want) > top * (1 + (dbl ? 0x1p-54L : 0x1p-25L)))
    want = want < 0 ? -INFINITY : INFINITY;
  if (isnan((double)want) || isinf((double)want))
    return (isnan(got) && isnan((double)want)) || got == (double)want ? 0 : INFINITY;
  if (isnan(got) || isinf(got))
    return INFINITY;
  LD d = fabsl((LD)got - want);
  if (fn->ulps_d == 0 || (fn->abs_from && fabs(x) >= fn->abs_from)) {
    double bound = dbl ? fn->abs_d : fn->abs_f;
    return (double)(d / (bound * fmaxl(1, fabsl(want))));
  }
  double u = dbl ? ulp_of(want, 52, -1022) : ulp_of(want, 23, -126);
  return (double)(d / u) / (dbl ? fn->ulps_d : fn->ulps_f);
}

static uint64_t state = 0x9e3779b97f4a7c15u;
static double uniform(double lo, double hi) {
  state = state * 6364136223846793005u + 1442695040888963407u;
  return lo + (hi - lo) * (double)(state >> 11) / 9007199254740992.0;
}

/* inputs: uniform in the domain, then values near its edges (1 - 2^-k for
 * the inverses, tiny and huge for the rest) */
static void inputs(const Fn *fn, double *x) {
  for (int i = 0; i < M; i++)
    x[i] = uniform(fn->lo, fn->hi);
  for (int k = 0; k < 60; k++) {
    double t = ldexp(1.0, -k - 1);
    double *p = x + M - 240 + 4 * k;
    switch (fn->f) {
    case 0: p[0] = 1 - t; p[1] = -(1 - t); p[2] = t; p[3] = -t; break;
    case 1: p[0] = t; p[1] = 2 - t; p[2] = 1 - t; p[3] = ldexp(1.0, -18 * k - 20); break;
    case 4: p[0] = t; p[1] = 1 - t; p[2] = ldexp(1.0, -16 * k - 20); p[3] = 0.5 + t / 4; break;
    default: p[0] = fmin(fn->hi, t * 8); p[1] = fmax(fn->lo, -t * 8);
      p[2] = fn->lo + (fn->hi - fn->lo) * t; p[3] = fn->hi - (fn->hi - fn->lo) * t; break;
    }
  }
}

static const char *test_special(void) {
  static double xd[M], outd[M];
  static float xf[M], outf[M];
  KERNEL(fd, "special_d");
  KERNEL(ff, "special_f");
  DEVICE(double *, dxd, NULL, sizeof xd);
  DEVICE(double *, doutd, NULL, sizeof outd);
  DEVICE(float *, dxf, NULL, sizeof xf);
  DEVICE(float *, doutf, NULL, sizeof outf);
  bool report = getenv("SPECIAL_REPORT") != NULL;
  int count = M;
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) {
    const Fn *fn = &fns[k];
    inputs(fn, xd);
    for (int i = 0; i < M; i++)
      xf[i] = (float)xd[i];
    TRY(hipMemcpy(dxd, xd, sizeof xd, hipMemcpyHostToDevice));
    TRY(hipMemcpy(dxf, xf, sizeof xf, hipMemcpyHostToDevice));
    int f = fn->f, n = fn->n;
    LAUNCH(fd, (M + B - 1) / B, 1, 1, B, 1, 1, 0, &dxd, &doutd, &f, &n, &count);
    LAUNCH(ff, (M + B - 1) / B, 1, 1, B, 1, 1, 0, &dxf, &doutf, &f, &n, &count);
    TO_HOST(outd, doutd, sizeof outd);
    TO_HOST(outf, doutf, sizeof outf);
    double worst_d = 0, worst_f = 0, at_d = 0, at_f = 0;
    double far_d = 0, far_f = 0; /* the absolute part, where there is one */
    for (int i = 0; i < M; i++) {
      double ed = error_of(fn, xd[i], outd[i], reference(f, n, xd[i]), true);
      double ef = error_of(fn, xf[i], outf[i], reference(f, n, xf[i]), false);
      if (ed > worst_d)
        worst_d = ed, at_d = xd[i];
      if (ef > worst_f)
        worst_f = ef, at_f = xf[i];
      if (fn->abs_from && fabs(xd[i]) >= fn->abs_from && ed > far_d)
        far_d = ed;
      if (fn->abs_from && fabsf(xf[i]) >= fn->abs_from && ef > far_f)
        far_f = ef;
    }
    if (report)
      printf("  %-14s double %.3g of its bound (at %a), float %.3g (at %a); "
             "from |x| = %g: %.3g, %.3g\n", fn->name, worst_d, at_d, worst_f, at_f,
             fn->abs_from, far_d, far_f);
    EXPECT(worst_d <= 1, "%s(%a) = %a: %.3g times HIP's bound", fn->name, at_d,
           (double)reference(f, n, at_d), worst_d);
    EXPECT(worst_f <= 1, "%sf(%a): %.3g times HIP's bound", fn->name, at_f, worst_f);
  }
  return NULL;
}

/* what C and HIP say at the edges of the domains */
static const char *test_edges(void) {
  static const double x[] = {1, -1, 0, -0.0, 2, 1.5, NAN, INFINITY, -INFINITY, 0.5};
  enum { K = sizeof x / sizeof x[0] };
  static double out[K];
  KERNEL(fd, "special_d");
  DEVICE(double *, dx, x, sizeof x);
  DEVICE(double *, dout, NULL, sizeof out);
  int count = K, n = 0;
  struct { int f; double want[K]; } cases[] = {
      {0, {INFINITY, -INFINITY, 0, -0.0, NAN, NAN, NAN, NAN, NAN, 0.4769362762044699}},
      {1, {0, NAN, INFINITY, INFINITY, -INFINITY, -0.4769362762044699, NAN, NAN, NAN,
           0.4769362762044699}},
      {3, {0.8413447460685429, 0.15865525393145707, 0.5, 0.5, 0.9772498680518208,
           0.9331927987311419, NAN, 1, 0, 0.6914624612740131}},
      {4, {INFINITY, NAN, -INFINITY, -INFINITY, NAN, NAN, NAN, NAN, NAN, 0}},
      {9, {0.08825696421567697, NAN, -INFINITY, -INFINITY, 0.5103756726497451,
           0.3824489237977589, NAN, 0, NAN, -0.4445187335067065}},
  };
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    int f = cases[c].f;
    LAUNCH(fd, 1, 1, 1, 32, 1, 1, 0, &dx, &dout, &f, &n, &count);
    TO_HOST(out, dout, sizeof out);
    for (int i = 0; i < K; i++) {
      double w = cases[c].want[i], g = out[i];
      bool same = isnan(w) ? isnan(g) : isinf(w) ? g == w
                : w == 0 ? g == 0 && signbit(g) == signbit(w)
                : fabs(g - w) <= 4e-16 * fabs(w);
      EXPECT(same, "function %d of %a = %a, not %a", f, x[i], g, w);
    }
  }
  return NULL;
}

static const Test tests[] = {
    {"special/accuracy", test_special},
    {"special/edges", test_edges},
};
EXEC_MAIN(tests)
