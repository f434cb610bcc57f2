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

typedef struct {
  const char *name;
  int fn;
  int is_float;
  double bound; /* ulps */
  long double (*ref)(long double, long double);
} Func;

static long double r_exp(long double x, long double y) { return expl(x); }
static long double r_exp2(long double x, long double y) { return exp2l(x); }
static long double r_log(long double x, long double y) { return logl(x); }
static long double r_log2(long double x, long double y) { return log2l(x); }
static long double r_log10(long double x, long double y) { return log10l(x); }
static long double r_pow(long double x, long double y) { return powl(x, y); }
static long double r_sin(long double x, long double y) { return sinl(x); }
static long double r_cos(long double x, long double y) { return cosl(x); }
static long double r_tan(long double x, long double y) { return tanl(x); }
static long double r_hypot(long double x, long double y) { return hypotl(x, y); }
static long double r_cbrt(long double x, long double y) { return cbrtl(x); }
static long double r_powf(long double x, long double y) { return powl((float)x, (float)y); }
static long double r_tanf(long double x, long double y) { return tanl((float)x); }
static long double r_hypotf(long double x, long double y) { return hypotl((float)x, (float)y); }
static long double r_cbrtf(long double x, long double y) { return cbrtl((float)x); }

static const Func funcs[] = {
    {"exp", 0, 0, 1.0, r_exp},     {"exp2", 1, 0, 1.0, r_exp2},   {"log", 2, 0, 1.0, r_log},
    {"log2", 3, 0, 1.0, r_log2},   {"log10", 4, 0, 1.0, r_log10}, {"pow", 5, 0, 2.0, r_pow},
    {"sin", 6, 0, 1.0, r_sin},     {"cos", 7, 0, 1.0, r_cos},     {"tan", 8, 0, 1.0, r_tan},
    {"hypot", 9, 0, 1.0, r_hypot}, {"cbrt", 10, 0, 1.0, r_cbrt},  {"powf", 11, 1, 1.0, r_powf},
    {"tanf", 12, 1, 1.0, r_tanf},  {"hypotf", 13, 1, 1.0, r_hypotf}, {"cbrtf", 14, 1, 1.0, r_cbrtf},
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

/* Inputs for function fn: ranges where each is interesting. */
static void inputs(int fn, double *x, double *y) {
  for (int i = 0; i < N; i++) {
    int part = i % 4;
    double a = any_double(), b = fabs(a);
    y[i] = 0.0;
    switch (fn) {
    case 0: x[i] = part == 0 ? uniform(-745.1, 709.7) : part == 1 ? uniform(-1, 1)
                 : part == 2 ? uniform(-0.35, 0.35) * pow(2, -(double)(next() % 60)) : uniform(-708, -745); break;
    case 1: x[i] = part == 0 ? uniform(-1074.9, 1023.9) : part == 1 ? uniform(-1, 1) : uniform(-1074, -1023); break;
    case 2: case 3: case 4:
      x[i] = part < 2 ? b : part == 2 ? 1.0 + uniform(-0.3, 0.42) * pow(2, -(double)(next() % 50))
                        : uniform(0, 4e-308); /* subnormal and small */
      if (x[i] == 0.0) x[i] = 1.5;
      break;
    case 5: case 11: {
      double t = part == 0 ? uniform(-30, 30) : part == 1 ? uniform(-740, 705) : uniform(-60, 60);
      double base = part == 0 ? exp(uniform(-20, 20)) : part == 1 ? uniform(0.5, 2) : exp(uniform(-700, 700));
      if (fn == 11) { t = uniform(-100, 88); base = exp(uniform(-10, 10)); }
      x[i] = base;
      y[i] = t / log(base);
      if (part == 3) { x[i] = -x[i]; y[i] = trunc(uniform(-40, 40)); }
      break;
    }
    case 6: case 7: case 8: case 12:
      x[i] = part == 0 ? uniform(-10, 10) : part == 1 ? uniform(-1e6, 1e6) : part == 2 ? a
           : uniform(-1, 1) * pow(2, (double)(next() % 1024));
      if (fn == 12) x[i] = (float)x[i];
      break;
    case 9: case 13:
      x[i] = part == 0 ? a : uniform(-10, 10) * pow(2, (double)((int)(next() % 200) - 100));
      y[i] = part == 0 ? any_double() : x[i] * uniform(-2, 2) * pow(2, -(double)(next() % 60));
      if (fn == 13) { x[i] = (float)x[i]; y[i] = (float)y[i]; }
      break;
    case 10: case 14:
      x[i] = part == 0 ? a : uniform(-100, 100);
      if (fn == 14) x[i] = (float)x[i];
      break;
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

static double libm(int fn, double x, double y) {
  switch (fn) {
  case 0: return exp(x);   case 1: return exp2(x);  case 2: return log(x);
  case 3: return log2(x);  case 4: return log10(x); case 5: return pow(x, y);
  case 6: return sin(x);   case 7: return cos(x);   case 8: return tan(x);
  case 9: return hypot(x, y); case 10: return cbrt(x);
  case 11: return powf((float)x, (float)y); case 12: return tanf((float)x);
  case 13: return hypotf((float)x, (float)y); case 14: return cbrtf((float)x);
  }
  return 0;
}

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
    inputs(F->fn, x, y);
    if (run(F->fn, x, y, out, N)) {
      printf("FAIL math/%s%s: launch failed\n", F->name);
      continue;
    }
    double worst = 0, wx = 0, wy = 0;
    for (int i = 0; i < N; i++) {
      double e = ulp_error(out[i], F->ref(x[i], y[i]), F->is_float);
      if (e > worst) { worst = e; wx = x[i]; wy = y[i]; }
    }
    int n = 0;
    for (int i = 0; i < NS; i++)
      for (int j = 0; j < NS; j++, n++) {
        sx[n] = specials[i];
        sy[n] = specials[j];
      }
    char bad[200] = "";
    if (run(F->fn, sx, sy, sout, n) == 0) {
      for (int i = 0; i < n && !bad[0]; i++) {
        double want = libm(F->fn, sx[i], sy[i]);
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
