/* structs.c - k/structs.hip: structs by value into and out of __device__
 * functions (two floats; a double with floats and an int; 2x2 complex
 * matrices of 32 bytes) and as a kernel argument. */
#include "../../lib/check.h"

typedef struct {
  float re, im;
} cplx;

typedef struct {
  double sum;
  float lo, hi;
  int count;
} stats;

typedef struct {
  cplx m[2][2];
} mat2;

enum { B = 256 };

/* Complex products may round as fma: a tolerance relative to the terms. */
static const char *test_cpoly(void) {
  enum { N = 100003 };
  static cplx z[N], out[N];
  for (int i = 0; i < N; i++)
    z[i] = (cplx){frand(-2, 2), frand(-2, 2)};
  cplx c = {0.75f, -1.5f};
  KERNEL(f, "cpoly");
  DEVICE(cplx *, dz, z, sizeof z);
  DEVICE(cplx *, dout, NULL, sizeof out);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dz, &dout, &c, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    double zr = z[i].re, zi = z[i].im;
    double sr = zr * zr - zi * zi, si = 2 * zr * zi;            /* z^2 */
    double cr = sr * zr - si * zi, ci = sr * zi + si * zr;       /* z^3 */
    double wr = cr + c.re * zr - c.im * zi, wi = ci + c.re * zi + c.im * zr;
    double a = hypot(zr, zi), mag = a * a * a + hypot(c.re, c.im) * a;
    EXPECT(near(out[i].re, wr, mag, 1e-6) && near(out[i].im, wi, mag, 1e-6),
           "z = (%g,%g): (%.9g,%.9g), not (%.9g,%.9g)", zr, zi, out[i].re, out[i].im, wr, wi);
  }
  return NULL;
}

static stats stats_merge(stats a, stats b) {
  return (stats){a.sum + b.sum, a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi,
                 a.count + b.count};
}

/* The kernel's order exactly: each thread's grid-stride loop, then the
 * block's tree, so even the double sums must match to the bit. */
static const char *stats_with(int n, int grid) {
  static float x[1000003];
  static stats got[512];
  for (int i = 0; i < n; i++)
    x[i] = frand(-1000, 1000);
  KERNEL(f, "block_stats");
  DEVICE(float *, dx, x, n * sizeof(float));
  DEVICE(stats *, dgot, NULL, grid * sizeof(stats));
  LAUNCH(f, grid, 1, 1, B, 1, 1, 0, &dx, &dgot, &n);
  TO_HOST(got, dgot, grid * sizeof(stats));
  long total = 0;
  for (int b = 0; b < grid; b++) {
    stats part[B];
    for (int t = 0; t < B; t++) {
      stats s = {0.0, 3.0e38f, -3.0e38f, 0};
      for (int i = b * B + t; i < n; i += B * grid) {
        s.sum += x[i];
        s.lo = x[i] < s.lo ? x[i] : s.lo;
        s.hi = x[i] > s.hi ? x[i] : s.hi;
        s.count++;
      }
      part[t] = s;
    }
    for (int w = B / 2; w > 0; w /= 2)
      for (int t = 0; t < w; t++)
        part[t] = stats_merge(part[t], part[t + w]);
    stats w = part[0];
    EXPECT(got[b].sum == w.sum && got[b].lo == w.lo && got[b].hi == w.hi &&
               got[b].count == w.count,
           "n %d grid %d: block %d: {%.17g %g %g %d}, not {%.17g %g %g %d}", n, grid, b,
           got[b].sum, got[b].lo, got[b].hi, got[b].count, w.sum, w.lo, w.hi, w.count);
    total += got[b].count;
  }
  EXPECT(total == n, "the blocks counted %ld elements, not %d", total, n);
  return NULL;
}

static const char *test_stats(void) {
  const char *w;
  if ((w = stats_with(1000003, 100)) || (w = stats_with(1000, 8)) || (w = stats_with(5, 1)))
    return w;
  return NULL;
}

static const char *test_mat2(void) {
  enum { N = 20001, K = 5 };
  static mat2 m[N], out[N];
  for (int i = 0; i < N; i++)
    for (int r = 0; r < 2; r++)
      for (int c = 0; c < 2; c++)
        m[i].m[r][c] = (cplx){frand(-1, 1), frand(-1, 1)};
  KERNEL(f, "mat2_power");
  DEVICE(mat2 *, dm, m, sizeof m);
  DEVICE(mat2 *, dout, NULL, sizeof out);
  int n = N, k = K;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dm, &dout, &k, &n);
  TO_HOST(out, dout, sizeof out);
  for (int i = 0; i < N; i++) {
    /* p = m^K in double; q bounds each entry's terms in magnitude */
    double pr[2][2], pi[2][2], q[2][2], a[2][2];
    for (int r = 0; r < 2; r++)
      for (int c = 0; c < 2; c++) {
        pr[r][c] = m[i].m[r][c].re, pi[r][c] = m[i].m[r][c].im;
        q[r][c] = a[r][c] = fabs(pr[r][c]) + fabs(pi[r][c]);
      }
    for (int j = 1; j < K; j++) {
      double nr[2][2], ni[2][2], nq[2][2];
      for (int r = 0; r < 2; r++)
        for (int c = 0; c < 2; c++) {
          nr[r][c] = ni[r][c] = nq[r][c] = 0;
          for (int t = 0; t < 2; t++) {
            double br = m[i].m[t][c].re, bi = m[i].m[t][c].im;
            nr[r][c] += pr[r][t] * br - pi[r][t] * bi;
            ni[r][c] += pr[r][t] * bi + pi[r][t] * br;
            nq[r][c] += q[r][t] * a[t][c];
          }
        }
      memcpy(pr, nr, sizeof pr), memcpy(pi, ni, sizeof pi), memcpy(q, nq, sizeof q);
    }
    for (int r = 0; r < 2; r++)
      for (int c = 0; c < 2; c++)
        EXPECT(near(out[i].m[r][c].re, pr[r][c], q[r][c], 1e-5) &&
                   near(out[i].m[r][c].im, pi[r][c], q[r][c], 1e-5),
               "matrix %d: [%d][%d] = (%.9g,%.9g), not (%.9g,%.9g)", i, r, c,
               out[i].m[r][c].re, out[i].m[r][c].im, pr[r][c], pi[r][c]);
  }
  return NULL;
}

static const Test tests[] = {
    {"k/structs/cpoly", test_cpoly},
    {"k/structs/block_stats", test_stats},
    {"k/structs/mat2_power", test_mat2},
};
EXEC_MAIN(tests)
