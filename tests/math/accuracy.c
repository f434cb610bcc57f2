/* accuracy.c - measures hipc's <math.h> functions (tests/math/funcs.hip,
 * compiled for the host target) against glibc's long double ones: the
 * largest error in ulps over inputs drawn across each function's domain,
 * and the C17 Annex F results of the special cases, exactly.
 * Usage: accuracy funcs.so -> one PASS or FAIL line per function. */
#include <hip/hip_runtime_api.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* inputs per function (cc -DSAMPLES=1000000 for a longer run) */
#ifndef SAMPLES
#define SAMPLES 20000
#endif
enum { N = SAMPLES };

/* The domains inputs() draws from. */
enum { EXP, EXP2, LOG, POW, POWF, TRIG, HYPOT, CBRT, EXPM1, LOG1P, HYPERBOLIC, ATAN, ATAN2, ARC,
       ASINH, ACOSH, ERF, ERFC, LGAMMA, TGAMMA };

typedef struct {
  const char *name;
  int fn;       /* eval.h's number */
  int domain;
  int is_float; /* inputs and result float */
  double bound; /* ulps */
  long double (*ref)(long double, long double);
  double (*libm)(double, double); /* glibc's double or float function */
} Func;

#define REF1(fn) \
  static long double r_##fn(long double x, long double y) { return fn##l(x); } \
  static double d_##fn(double x, double y) { return fn(x); }                   \
  static double d_##fn##f(double x, double y) { return fn##f((float)x); }
#define REF2(fn) \
  static long double r_##fn(long double x, long double y) { return fn##l(x, y); } \
  static double d_##fn(double x, double y) { return fn(x, y); }                   \
  static double d_##fn##f(double x, double y) { return fn##f((float)x, (float)y); }
REF1(exp) REF1(exp2) REF1(log) REF1(log2) REF1(log10) REF2(pow) REF1(sin) REF1(cos)
REF1(tan) REF2(hypot) REF1(cbrt) REF1(expm1) REF1(log1p) REF1(sinh) REF1(cosh)
REF1(tanh) REF1(atan) REF2(atan2) REF1(asin) REF1(acos) REF1(asinh) REF1(acosh) REF1(atanh)
REF1(erf) REF1(erfc) REF1(lgamma) REF1(tgamma)

#define D(fn, n, dom, b) {#fn, n, dom, 0, b, r_##fn, d_##fn}
#define F(fn, n, dom) {#fn "f", n, dom, 1, 1.0, r_##fn, d_##fn##f}
static const Func funcs[] = {
    D(exp, 0, EXP, 1.0),       D(exp2, 1, EXP2, 1.0),   D(log, 2, LOG, 1.0),
    D(log2, 3, LOG, 1.0),      D(log10, 4, LOG, 1.0),   D(pow, 5, POW, 2.0),
    D(sin, 6, TRIG, 1.0),      D(cos, 7, TRIG, 1.0),    D(tan, 8, TRIG, 1.0),
    D(hypot, 9, HYPOT, 1.0),   D(cbrt, 10, CBRT, 1.0),  F(pow, 11, POWF),
    F(tan, 12, TRIG),          F(hypot, 13, HYPOT),     F(cbrt, 14, CBRT),
    D(expm1, 15, EXPM1, 1.0),  D(log1p, 16, LOG1P, 1.0), D(sinh, 17, HYPERBOLIC, 1.0),
    D(cosh, 18, HYPERBOLIC, 1.0), D(tanh, 19, HYPERBOLIC, 1.0), D(atan, 20, ATAN, 1.0),
    D(atan2, 21, ATAN2, 1.0),  D(asin, 22, ARC, 1.0),   D(acos, 23, ARC, 1.0),
    F(expm1, 24, EXPM1),       F(log1p, 25, LOG1P),     F(sinh, 26, HYPERBOLIC),
    F(cosh, 27, HYPERBOLIC),   F(tanh, 28, HYPERBOLIC), F(atan, 29, ATAN),
    F(atan2, 30, ATAN2),       F(asin, 31, ARC),        F(acos, 32, ARC),
    D(asinh, 33, ASINH, 1.0),  D(acosh, 34, ACOSH, 1.0), D(atanh, 35, ARC, 1.0),
    F(asinh, 36, ASINH),       F(acosh, 37, ACOSH),     F(atanh, 38, ARC),
    D(erf, 39, ERF, 1.0),      D(erfc, 40, ERFC, 2.0),  F(erf, 41, ERF),
    F(erfc, 42, ERFC),         D(lgamma, 43, LGAMMA, 1.5), D(tgamma, 44, TGAMMA, 2.0),
    F(lgamma, 45, LGAMMA),     F(tgamma, 46, TGAMMA),
};

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static double uniform(double a, double b) { return a + (b - a) * ((next() >> 11) * 0x1p-53); }
/* any finite double of either sign, every exponent equally likely */
static double any_double(void) {
  double d;
  uint64_t bits;
  do {
    bits = next();
    memcpy(&d, &bits, sizeof d);
  } while (!isfinite(d));
  return d;
}

/* 2^-k for k in [0, n) */
static double small(int n) { return ldexp(1.0, -(int)(next() % n)); }

/* Inputs from a domain: ranges where each function is interesting. */
static void inputs(const Func *F, double *x, double *y) {
  for (int i = 0; i < N; i++) {
    int part = i % 4;
    double a = any_double(), b = fabs(a);
    y[i] = 0.0;
    switch (F->domain) {
    case EXP: x[i] = part == 0 ? uniform(-745.1, 709.7) : part == 1 ? uniform(-1, 1)
                   : part == 2 ? uniform(-0.35, 0.35) * small(60) : uniform(-708, -745); break;
    case EXP2: x[i] = part == 0 ? uniform(-1074.9, 1023.9) : part == 1 ? uniform(-1, 1)
                    : uniform(-1074, -1023); break;
    case LOG:
      x[i] = part < 2 ? b : part == 2 ? 1.0 + uniform(-0.3, 0.42) * small(50)
                                      : uniform(0, 4e-308); /* subnormal and small */
      if (x[i] == 0.0) x[i] = 1.5;
      break;
    case POW: {
      /* y = t / ln x: results e^t, over the whole range */
      double t = part == 0 ? uniform(-30, 30) : part == 1 ? uniform(-740, 705) : uniform(-60, 60);
      x[i] = part == 0 ? exp(uniform(-20, 20)) : part == 1 ? uniform(0.5, 2) : exp(uniform(-700, 700));
      y[i] = t / log(x[i]);
      if (part == 3) { x[i] = -x[i]; y[i] = trunc(uniform(-40, 40)); }
      break;
    }
    case POWF:
      x[i] = exp(uniform(-10, 10));
      y[i] = uniform(-100, 88) / log(x[i]);
      if (part == 3) { x[i] = -x[i]; y[i] = trunc(uniform(-20, 20)); }
      break;
    case TRIG:
      x[i] = part == 0 ? uniform(-10, 10) : part == 1 ? uniform(-1e6, 1e6) : part == 2 ? a
           : uniform(-1, 1) * ldexp(1.0, (int)(next() % 1024));
      break;
    case HYPOT:
      x[i] = part == 0 ? a : uniform(-10, 10) * ldexp(1.0, (int)(next() % 200) - 100);
      y[i] = part == 0 ? any_double() : x[i] * uniform(-2, 2) * small(60);
      break;
    case CBRT: x[i] = part == 0 ? a : uniform(-100, 100); break;
    case EXPM1: x[i] = part == 0 ? uniform(-45, 709.7) : part == 1 ? uniform(-1, 1)
                     : part == 2 ? uniform(-0.35, 0.35) * small(60) : uniform(-3, 40); break;
    case LOG1P: x[i] = part == 0 ? b : part == 1 ? uniform(-1, 1) * small(60)
                     : part == 2 ? -1.0 + uniform(0, 1) * small(60) : uniform(-0.5, 3); break;
    case HYPERBOLIC: x[i] = part == 0 ? uniform(-711, 711) : part == 1 ? uniform(-1, 1) * small(40)
                          : part == 2 ? uniform(-25, 25) : uniform(-0.4, 0.4); break;
    case ATAN: x[i] = part == 0 ? a : part == 1 ? uniform(-10, 10) : part == 2 ? uniform(-1, 1) * small(40)
                    : 1.0 / (uniform(-1, 1) * small(40)); break;
    case ATAN2:
      x[i] = part == 0 ? a : uniform(-10, 10) * ldexp(1.0, (int)(next() % 200) - 100);
      y[i] = part == 0 ? any_double() : uniform(-10, 10) * ldexp(1.0, (int)(next() % 200) - 100);
      break;
    case ARC: x[i] = part == 0 ? uniform(-1, 1) : part == 1 ? uniform(-1, 1) * small(40)
                   : (part == 2 ? 1.0 : -1.0) * (1.0 - uniform(0, 1) * small(55)); break;
    case ASINH: x[i] = part == 0 ? a : part == 1 ? uniform(-1, 1) * small(40) : uniform(-30, 30); break;
    case ACOSH: x[i] = part == 0 ? b : part == 1 ? 1.0 + uniform(0, 1) * small(55) : uniform(1, 30); break;
    case ERF: x[i] = part == 0 ? uniform(-6.5, 6.5) : part == 1 ? uniform(-1, 1) * small(60)
                   : part == 2 ? uniform(-1.2, 1.2) : a; break;
    case ERFC: /* the last part's results are subnormal (or 0) */
      x[i] = part == 0 ? uniform(-6.5, 28) : part == 1 ? uniform(-1, 1) * small(60)
           : part == 2 ? uniform(0.4, 12) : uniform(20, 27.5); break;
    case LGAMMA:
      x[i] = part == 0 ? uniform(0, 12) : part == 1 ? exp(uniform(-700, 700))
           : part == 2 ? uniform(-40, 0) : 1.0 + (next() & 1) + uniform(-0.2, 0.2) * small(40);
      break;
    case TGAMMA:
      x[i] = part == 0 ? uniform(0, 171.6) : part == 1 ? uniform(-1, 1) * small(60)
           : part == 2 ? uniform(-185, 0) : uniform(0, 12);
      break;
    }
    if (F->is_float) {
      x[i] = (float)x[i];
      y[i] = (float)y[i];
    }
  }
}

static double ulp_error(double got, long double want, int is_float) {
  if (isnan(want)) return isnan(got) ? 0 : 1e9;
  /* past the largest finite value by half an ulp or more: infinity */
  if (fabsl(want) >= (is_float ? 0x1.ffffffp127L : 0x1.fffffffffffff8p1023L))
    want = copysignl(INFINITY, want);
  if (isinf(want)) return got == want ? 0 : 1e9;
  int e;
  frexpl(want, &e);
  int bits = is_float ? 24 : 53;
  int min_e = is_float ? -125 : -1021;
  if (e < min_e) e = min_e;
  long double ulp = ldexpl(1.0L, e - bits);
  return (double)(fabsl((long double)got - want) / ulp);
}

/* Special cases: C17 Annex F's results, compared bit for bit with glibc's
 * double functions (which follow it), NaN matching any NaN. */
static const double specials[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, INFINITY, -INFINITY, NAN,
    1e-310, -1e-310, 1e308, 709.8, -745.2, 1e22, 0x1.fffffffffffffp1023,
    /* the double nearest pi/2, and the one nearest a multiple of it
     * (6381956970095103 * 2^797: the hardest argument reduction) */
    0x1.921fb54442d18p+0, 0x1.6ac5b262ca1ffp+849};
enum { NS = sizeof specials / sizeof specials[0] };

static hipFunction_t kernel;

static int run(int fn, double *x, double *y, double *out, int n) {
  double *dx, *dy, *dout;
  size_t bytes = (size_t)n * sizeof(double);
  if (hipMalloc((void **)&dx, bytes) || hipMalloc((void **)&dy, bytes) || hipMalloc((void **)&dout, bytes))
    return 1;
  hipMemcpy(dx, x, bytes, hipMemcpyHostToDevice);
  hipMemcpy(dy, y, bytes, hipMemcpyHostToDevice);
  void *args[] = {&fn, &dx, &dy, &dout, &n};
  hipError_t e = hipModuleLaunchKernel(kernel, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL);
  if (e == hipSuccess)
    e = hipMemcpy(out, dout, bytes, hipMemcpyDeviceToHost);
  hipFree(dx);
  hipFree(dy);
  hipFree(dout);
  return e != hipSuccess;
}

int main(int argc, char **argv) {
  hipModule_t module;
  if (argc < 2 || hipModuleLoad(&module, argv[1]) ||
      hipModuleGetFunction(&kernel, module, "eval_all")) {
    printf("FAIL math/load: cannot load %s\n", argc > 1 ? argv[1] : "?");
    return 1;
  }
  static double x[N], y[N], out[N], sx[NS * NS], sy[NS * NS], sout[NS * NS];
  for (size_t f = 0; f < sizeof funcs / sizeof funcs[0]; f++) {
    const Func *F = &funcs[f];
    inputs(F, x, y);
    if (run(F->fn, x, y, out, N)) {
      printf("FAIL math/%s%s: launch failed\n", F->name);
      continue;
    }
    double worst = 0, wx = 0, wy = 0;
    for (int i = 0; i < N; i++) {
      long double want = F->ref(x[i], y[i]);
      double e = ulp_error(out[i], want, F->is_float);
      /* lgamma x, x < 0, is ln pi - ln|x sin(pi x)| - lgamma(-x): near its
       * zeros the difference cancels (in every libm), so the error counts
       * in ulps of the larger of its parts */
      if (F->domain == LGAMMA && x[i] < 0 && fabsl(want) < lgammal(-x[i]))
        e = ulp_error(out[i] - (double)want + (double)lgammal(-x[i]), lgammal(-x[i]), F->is_float);
      if (e > worst) { worst = e; wx = x[i]; wy = y[i]; }
    }
    int n = 0;
    for (int i = 0; i < NS; i++)
      for (int j = 0; j < NS; j++, n++) {
        sx[n] = F->is_float ? (float)specials[i] : specials[i];
        sy[n] = F->is_float ? (float)specials[j] : specials[j];
      }
    char bad[200] = "";
    if (run(F->fn, sx, sy, sout, n) == 0) {
      for (int i = 0; i < n && !bad[0]; i++) {
        double want = F->libm(sx[i], sy[i]);
        int same = isnan(want) ? isnan(sout[i]) : memcmp(&want, &sout[i], sizeof want) == 0;
        /* finite results of the special inputs are held to the bound */
        if (!same && isfinite(want) && want != 0 && isfinite(sout[i]) &&
            ulp_error(sout[i], F->ref(sx[i], sy[i]), F->is_float) <= F->bound)
          same = 1;
        if (!same)
          snprintf(bad, sizeof bad, "(%a, %a) gives %a, C17 Annex F says %a", sx[i], sy[i], sout[i], want);
      }
    }
    if (worst > F->bound)
      printf("FAIL math/%s: %.3f ulp at (%a, %a), more than %.0f\n", F->name, worst, wx, wy,
             F->bound);
    else if (bad[0])
      printf("FAIL math/%s: %s\n", F->name, bad);
    else
      printf("PASS math/%s (max %.3f ulp over %d inputs)\n", F->name, worst, N);
  }
  return 0;
}
