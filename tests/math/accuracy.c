/* accuracy.c - measures hipc's device math (tests/math/funcs.hip, compiled
 * for the host target) against MPFR (ref.c): for each function of
 * bounds.c, the largest error in ulps over SAMPLES inputs across its
 * domain and the special ones (inputs.c), against the bound HIP's or
 * CUDA's documentation gives; and the C17 Annex F results of the special
 * cases, exactly.
 * Usage: accuracy funcs.so [--table] -> one PASS or FAIL line per
 * function, or (--table) the Markdown table of docs/math.md. */
#include <hip/hip_runtime_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "funcs.h"
#include "ref.h"

/* random inputs per function (tests/math/measure.sh: -DSAMPLES=1000000) */
#ifndef SAMPLES
#define SAMPLES 10000
#endif
enum { N = SAMPLES + MAX_SPECIALS };

static hipFunction_t kernel;

static int run(int fn, double *in[4], double *out, int n) {
  double *d[5];
  size_t bytes = (size_t)n * sizeof(double);
  int bad = 0;
  for (int i = 0; i < 5; i++)
    bad |= hipMalloc((void **)&d[i], i < 4 ? bytes : 2 * bytes) != hipSuccess;
  if (bad) return 1;
  for (int i = 0; i < 4; i++)
    hipMemcpy(d[i], in[i], bytes, hipMemcpyHostToDevice);
  void *args[] = {&fn, &d[0], &d[1], &d[2], &d[3], &d[4], &n};
  hipError_t e = hipModuleLaunchKernel(kernel, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL);
  if (e == hipSuccess) e = hipMemcpy(out, d[4], 2 * bytes, hipMemcpyDeviceToHost);
  for (int i = 0; i < 5; i++)
    hipFree(d[i]);
  return e != hipSuccess;
}

/* What one function measured. */
typedef struct {
  double worst;       /* largest error, ulps of the exact result (EXACT: 0) */
  double steps;       /* largest distance from the correctly rounded result */
  double wx[4];       /* where */
  double excl_worst;  /* inside excl_lo .. excl_hi */
  double abs_worst;   /* BESSEL's largest absolute error from |x| = 8 */
  long fails;
  char first[240];    /* the first failure */
} Result;

static int same(double a, double b) {
  return isnan(a) ? isnan(b) : a == b && signbit(a) == signbit(b);
}
static int special_arg(double v) { return v == 0 || !isfinite(v); }

/* got against the exact r: its error, and whether it is within F's bound
 * (1), not (0), or unbounded there (-1).  Annex F's special cases are
 * exact: where r is 0, infinite or NaN, or an argument is 0, infinite or
 * NaN and r is a number of the format, got must be r itself. */
static int check(const Func *F, const double *a, double got, const mpfr_t r, double *err,
                 double *steps, double *abs_err) {
  double rn = to_format(r, F->is_float, MPFR_RNDN);
  int special = 0;
  if (F->out == INTEGER) { /* an int or a long, exactly */
    *err = *steps = fabs(got - mpfr_get_d(r, MPFR_RNDN));
    return *err == 0;
  }
  for (int k = 0; k < F->nargs; k++)
    special |= special_arg(a[k]) && !(F->int_y && k == 1);
  *err = 0;
  *steps = 0;
  /* BESSEL from |x| = 8: no ulps, the error |got - r| / max(1, |r|) */
  if (F->kind == BESSEL && fabs(a[0]) >= 8 && mpfr_regular_p(r) && !special) {
    mpfr_t t;
    mpfr_init2(t, PREC);
    mpfr_sub_d(t, r, got, MPFR_RNDN);
    double d = fabs(mpfr_get_d(t, MPFR_RNDN)), m = fabs(mpfr_get_d(r, MPFR_RNDN));
    mpfr_clear(t);
    *abs_err = m > 1 ? d / m : d;
    return *abs_err <= F->abs_bound;
  }
  if (same(got, rn)) { /* an overflow to infinity is no error */
    if (F->kind != EXACT && mpfr_regular_p(r) && !isinf(rn)) *err = ulp_error(F, got, r);
    return 1;
  }
  /* fmin and fmax of zeros may give either (C17 F.10.9.2's "ideally") */
  if ((F->id == F_fmin || F->id == F_fminf || F->id == F_fmax || F->id == F_fmaxf) && got == 0 &&
      rn == 0)
    return 1;
  if (F->kind == EXACT || !mpfr_regular_p(r) ||
      (special && mpfr_cmp_d(r, rn) == 0)) {
    *err = *steps = F->kind == EXACT ? ulp_steps(F, got, rn) : 1e9;
    if (*err == 0) *err = *steps = 1e9; /* a zero of the wrong sign */
    return 0;
  }
  *err = ulp_error(F, got, r);
  *steps = ulp_steps(F, got, rn);
  if (F->kind == FAST) return fast_ok(F, a[0], a[1], got, r, rn);
  return *steps <= F->bound;
}

/* remquo's quotient: the sign of x/y and its last 3 bits (C17 7.12.10.3) */
static int quo_ok(double got, const mpfr_t r2) {
  long g = (long)got, q = mpfr_get_si(r2, MPFR_RNDN);
  if ((labs(g) ^ labs(q)) & 7) return 0;
  return !(labs(q) & 7) || (g < 0) == (q < 0);
}

static void note(Result *R, const Func *F, const double *a, double got, double want) {
  R->fails++;
  if (R->first[0]) return;
  int n = snprintf(R->first, sizeof R->first, "(");
  for (int k = 0; k < F->nargs; k++)
    n += snprintf(R->first + n, sizeof R->first - n, "%s%a", k ? ", " : "", a[k]);
  snprintf(R->first + n, sizeof R->first - n, ") gives %a, want %a", got, want);
}

static void measure(const Func *F, double *in[4], double *out, Result *R) {
  memset(R, 0, sizeof *R);
  inputs(F->domain, F->is_float, in[0], in[1], in[2], in[3], SAMPLES);
  int n = SAMPLES + specials(F->nargs, F->int_y, F->is_float, in[0] + SAMPLES, in[1] + SAMPLES,
                             in[2] + SAMPLES, in[3] + SAMPLES);
  if (run(F->id, in, out, n)) {
    snprintf(R->first, sizeof R->first, "launch failed");
    R->fails = 1;
    return;
  }
  mpfr_t a[4], r, r2;
  for (int k = 0; k < 4; k++)
    mpfr_init2(a[k], 64);
  mpfr_inits2(PREC, r, r2, (mpfr_ptr)0);
  for (int i = 0; i < n; i++) {
    double x[4] = {in[0][i], in[1][i], in[2][i], in[3][i]}, got = out[2 * i], got2 = out[2 * i + 1];
    for (int k = 0; k < 4; k++) { /* a NaN keeps its sign, for copysign */
      mpfr_set_d(a[k], x[k], MPFR_RNDN);
      mpfr_setsign(a[k], a[k], signbit(x[k]) != 0, MPFR_RNDN);
    }
    reference(F->id, r, r2, a, F->is_float);
    if (F->out == INTEGER && (!mpfr_number_p(r) || (mpfr_regular_p(r) && mpfr_get_exp(r) > 63)))
      continue; /* unspecified: not a long */
    double err, err2 = 0, steps, steps2 = 0, aerr = 0;
    int ok = check(F, x, got, r, &err, &steps, &aerr), second = 0;
    if (aerr > R->abs_worst) R->abs_worst = aerr;
    if (F->out == TWO) {
      int ok2 = check(F, x, got2, r2, &err2, &steps2, &aerr);
      ok = ok == 0 || ok2 == 0 ? 0 : ok == 1 || ok2 == 1 ? 1 : -1;
    }
    if (F->out == QUO && !isnan(got) && !quo_ok(got2, r2)) ok = 0, err2 = steps2 = 1e9;
    if (F->out == EXPONENT && isfinite(x[0]) && got2 != mpfr_get_d(r2, MPFR_RNDN))
      ok = 0, err2 = steps2 = 1e9;
    if (err2 > err || steps2 > steps) second = 1;
    if (err2 > err) err = err2;
    if (steps2 > steps) steps = steps2;
    if (x[0] > F->excl_lo && x[0] < F->excl_hi) {
      if (err > R->excl_worst) R->excl_worst = err;
      continue;
    }
    if (ok == -1) continue;
    if (err > R->worst) {
      R->worst = err;
      memcpy(R->wx, x, sizeof x);
    }
    if (steps > R->steps) R->steps = steps;
    if (!ok) note(R, F, x, second ? got2 : got, to_format(second ? r2 : r, F->is_float, MPFR_RNDN));
  }
  for (int k = 0; k < 4; k++)
    mpfr_clear(a[k]);
  mpfr_clears(r, r2, (mpfr_ptr)0);
}

static void args_text(const Func *F, const double *x, char *buf, size_t size) {
  int n = 0;
  for (int k = 0; k < F->nargs && n < (int)size; k++)
    n += snprintf(buf + n, size - n, k ? ", %.17g" : "%.17g", x[k]);
}

/* "steps (ulps)": numbers of the format from the correctly rounded result,
 * then ulps from the exact one (with the unit where `unit`); BESSEL's
 * absolute error from |x| = 8 after */
static const char *error_text(const Result *R, int unit, char *buf, size_t size) {
  int n;
  if (R->steps >= 1e9 || R->worst >= 1e9) n = snprintf(buf, size, "wrong");
  else if (R->worst == 0 && R->steps == 0) n = snprintf(buf, size, "0");
  else if (R->worst == 0) n = snprintf(buf, size, "%.0f", R->steps);
  else n = snprintf(buf, size, R->worst < 10 ? "%.0f (%.3f)" : "%.0f (%.3g)", R->steps, R->worst);
  if (R->abs_worst > 0 && n > 0 && (size_t)n < size) /* BESSEL's from |x| = 8 */
    snprintf(buf + n, size - (size_t)n, "%s; abs %.2g", unit ? " ulp" : "", R->abs_worst);
  else if (unit && n > 0 && (size_t)n < size)
    snprintf(buf + n, size - (size_t)n, " ulp");
  return buf;
}

/* the table's row of F: the double function's name ("sinf" is in sin's) */
static const char *row_of(const Func *F, char *buf, size_t size) {
  if (F->row) snprintf(buf, size, "%s", F->row);
  else if (!F->is_float || strcmp(F->name, "fdividef") == 0 || strncmp(F->name, "__", 2) == 0)
    snprintf(buf, size, "%s", F->name);
  else snprintf(buf, size, "%.*s", (int)strlen(F->name) - 1, F->name);
  return buf;
}

/* One row per function, its float and double forms side by side. */
static void print_table(const Result *res) {
  printf("| function | float max ulp | HIP's bound | double max ulp | HIP's bound | worst input |\n");
  printf("|---|---|---|---|---|---|\n");
  for (int f = 0; f < nfuncs; f++) {
    char row[64], other[64];
    int seen = 0;
    row_of(&funcs[f], row, sizeof row);
    for (int g = 0; g < f; g++)
      seen |= strcmp(row_of(&funcs[g], other, sizeof other), row) == 0;
    if (seen) continue;
    int pair[2] = {-1, -1}; /* float, double */
    for (int g = f; g < nfuncs; g++)
      if (strcmp(row_of(&funcs[g], other, sizeof other), row) == 0)
        pair[funcs[g].is_float ? 0 : 1] = g;
    char worst[400] = "";
    printf("| %s |", row);
    for (int t = 0; t < 2; t++) {
      char e[40], b[120], w[160];
      if (pair[t] < 0) {
        printf(" - | - |");
        continue;
      }
      const Func *F = &funcs[pair[t]];
      const Result *R = &res[pair[t]];
      error_text(R, 0, e, sizeof e);
      printf(" %s%s%s | %s |", R->fails ? "**" : "", e, R->fails ? " (over)**" : "",
             bound_text(F, b, sizeof b));
      if (R->worst > 0) {
        size_t l = strlen(worst);
        args_text(F, R->wx, w, sizeof w);
        snprintf(worst + l, sizeof worst - l, "%s%s(%s)", l ? "; " : "", F->name, w);
      }
    }
    printf(" %s |\n", worst[0] ? worst : "-");
  }
  printf("\n");
  for (int f = 0; f < nfuncs; f++) {
    if (res[f].fails)
      printf("- over the bound: %s, %ld inputs, first %s\n", funcs[f].name, res[f].fails, res[f].first);
    if (res[f].excl_worst > 0)
      printf("- %s inside CUDA's interval: max %.3g ulp\n", funcs[f].name, res[f].excl_worst);
  }
}

int main(int argc, char **argv) {
  hipModule_t module;
  /* accuracy funcs.so [--table] [NAME...]: only the functions named */
  int table = argc > 2 && strcmp(argv[2], "--table") == 0;
  char **only = argv + 2 + table;
  int nonly = argc - 2 - table > 0 ? argc - 2 - table : 0;
  if (argc < 2 || hipModuleLoad(&module, argv[1]) ||
      hipModuleGetFunction(&kernel, module, "eval_all")) {
    printf("FAIL math/load: cannot load %s\n", argc > 1 ? argv[1] : "?");
    return 1;
  }
  /* MPFR's widest exponents: no reference overflows or underflows */
  mpfr_set_emin(mpfr_get_emin_min());
  mpfr_set_emax(mpfr_get_emax_max());
  double *in[4], *out = malloc(2 * N * sizeof(double));
  for (int k = 0; k < 4; k++)
    in[k] = malloc(N * sizeof(double));
  Result *res = malloc(nfuncs * sizeof *res);
  for (int f = 0; f < nfuncs; f++) {
    const Func *F = &funcs[f];
    Result *R = &res[f];
    char b[120], e[40], w[160];
    int wanted = nonly == 0;
    for (int k = 0; k < nonly; k++)
      wanted |= strcmp(only[k], F->name) == 0;
    memset(R, 0, sizeof *R);
    if (!wanted)
      continue;
    clock_t t0 = clock();
    measure(F, in, out, R);
    if (table) /* progress, for the long run */
      fprintf(stderr, "%s: %.1f s\n", F->name, (double)(clock() - t0) / CLOCKS_PER_SEC);
    bound_text(F, b, sizeof b);
    if (R->fails) {
      args_text(F, R->wx, w, sizeof w);
      printf("FAIL math/%s: %ld inputs over the bound %s, first %s; max %s at (%s)\n",
             F->name, R->fails, b, R->first, error_text(R, 1, e, sizeof e), w);
    } else {
      printf("PASS math/%s (max %s over %d inputs, bound %s)\n", F->name,
             error_text(R, 1, e, sizeof e), SAMPLES, b);
    }
    fflush(stdout);
  }
  if (table) print_table(res);
  for (int k = 0; k < 4; k++)
    free(in[k]);
  free(out);
  free(res);
  mpfr_free_cache();
  return 0;
}
