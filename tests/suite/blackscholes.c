/* blackscholes.c - blackscholes.hip: 40000 options on a grid of 24 blocks
 * of 128 (each thread prices several).  The reference is the same formula
 * in double.  The float kernel's logf, expf and sqrtf are within a few
 * ulps, and the prices (up to ~30) are differences of terms up to S + X:
 * each within 1e-6 of S + X, about 16 float ulps of the largest term. */
#include "../lib/check.h"

enum { N = 40000 };
static float call[N], put[N], price[N], strike[N], years[N];

static double cnd(double d) {
  const double a1 = 0.31938153, a2 = -0.356563782, a3 = 1.781477937, a4 = -1.821255978,
               a5 = 1.330274429, rsqrt2pi = 0.39894228040143267794;
  double k = 1 / (1 + 0.2316419 * fabs(d));
  double c = rsqrt2pi * exp(-0.5 * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1 - c : c;
}

static const char *test_blackscholes(void) {
  for (int i = 0; i < N; i++)
    price[i] = frand(5, 30), strike[i] = frand(1, 100), years[i] = frand(0.25f, 10);
  KERNEL(f, "black_scholes");
  DEVICE(float *, dcall, NULL, sizeof call);
  DEVICE(float *, dput, NULL, sizeof put);
  DEVICE(float *, dprice, price, sizeof price);
  DEVICE(float *, dstrike, strike, sizeof strike);
  DEVICE(float *, dyears, years, sizeof years);
  float r = 0.02f, v = 0.30f;
  int n = N;
  LAUNCH(f, 24, 1, 1, 128, 1, 1, 0, &dcall, &dput, &dprice, &dstrike, &dyears, &r, &v, &n);
  TO_HOST(call, dcall, sizeof call);
  TO_HOST(put, dput, sizeof put);
  for (int i = 0; i < N; i++) {
    double s = price[i], x = strike[i], t = years[i];
    double d1 = (log(s / x) + (r + 0.5 * v * v) * t) / (v * sqrt(t)), d2 = d1 - v * sqrt(t);
    double disc = x * exp(-r * t);
    double wc = s * cnd(d1) - disc * cnd(d2), wp = disc * (1 - cnd(d2)) - s * (1 - cnd(d1));
    EXPECT(near(call[i], wc, s + x, 1e-6), "call[%d] = %.9g, not %.9g", i, call[i], wc);
    EXPECT(near(put[i], wp, s + x, 1e-6), "put[%d] = %.9g, not %.9g", i, put[i], wp);
  }
  return NULL;
}

static const Test tests[] = {{"exec/blackscholes", test_blackscholes}};
EXEC_MAIN(tests)
