/* activation.c - activation.hip: 30001 values in [-30, 30] through each of
 * the five activations and an unknown kind.  ReLU, the hard tanh and the
 * copy are exact; the others go through expf and logf (within a few ulps)
 * and at most two more roundings: within 1e-6 of |f(x)| + |e^x| + 1 (the
 * size of the terms, as 1 - e^x cancels in ELU near 0). */
#include "../lib/check.h"

enum { N = 30001 };
static float x[N], y[N];

static double activate(int kind, double v) {
  switch (kind) {
  case 0:
    return v > 0 ? v : 0;
  case 1:
    return 1 / (1 + exp(-v));
  case 2:
    return v > 20 ? v : log(1 + exp(v));
  case 3:
    return v < -1 ? -1 : v > 1 ? 1 : v;
  case 4:
    return v >= 0 ? v : exp(v) - 1;
  default:
    return v;
  }
}

static const char *test_activation(void) {
  for (int i = 0; i < N; i++)
    x[i] = frand(-30, 30);
  x[0] = 0, x[1] = -0.0f, x[2] = 20, x[3] = 1, x[4] = -1;
  KERNEL(f, "activation");
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(float *, dy, NULL, sizeof y);
  int n = N;
  for (int kind = 0; kind <= 5; kind++) {
    LAUNCH(f, 20, 1, 1, 256, 1, 1, 0, &dx, &dy, &n, &kind);
    TO_HOST(y, dy, sizeof y);
    bool exact = kind == 0 || kind == 3 || kind == 5;
    for (int i = 0; i < N; i++) {
      double want = activate(kind, x[i]);
      double mag = fabs(want) + (x[i] < 20 ? exp(x[i]) : 0) + 1;
      EXPECT(exact ? y[i] == (float)want : near(y[i], want, mag, 1e-6),
             "kind %d: f(%.9g) = %.9g, not %.9g", kind, x[i], y[i], want);
    }
  }
  return NULL;
}

static const Test tests[] = {{"exec/activation", test_activation}};
EXEC_MAIN(tests)
