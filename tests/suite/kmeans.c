/* kmeans.c - kmeans.hip: 5000 points in 8 dimensions against 12
 * centroids (blocks of 256, the last partial).  Each label must be a
 * nearest centroid: its distance within 1e-5 of the minimum (the float
 * sums of 8 squares may round, or be fused, otherwise than the
 * reference's; where two centroids are that close either is right).
 * The counts are exact for the labels the kernel chose; the sums, added
 * by atomics in any order, within 1e-5 of the sum of magnitudes (~500
 * float additions of terms below 10, each off by 2^-24 at most). */
#include "../lib/check.h"

enum { N = 5000, K = 12, D = 8, B = 256 };
static float pts[N * D], cen[K * D], sums[K * D];
static int label[N], counts[K];

static double dist(int p, int j) {
  double d = 0;
  for (int f = 0; f < D; f++)
    d += (pts[p * D + f] - cen[j * D + f]) * (double)(pts[p * D + f] - cen[j * D + f]);
  return d;
}

static const char *test_kmeans(void) {
  for (int i = 0; i < N * D; i++)
    pts[i] = frand(0, 10);
  for (int i = 0; i < K * D; i++)
    cen[i] = frand(0, 10);
  KERNEL(f, "kmeans_assign");
  DEVICE(float *, dpts, pts, sizeof pts);
  DEVICE(float *, dcen, cen, sizeof cen);
  DEVICE(int *, dlabel, NULL, sizeof label);
  DEVICE(float *, dsums, NULL, sizeof sums);
  DEVICE(int *, dcounts, NULL, sizeof counts);
  int n = N, k = K, d = D;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, K * D * sizeof(float), &dpts, &dcen, &dlabel, &dsums,
         &dcounts, &n, &k, &d);
  TO_HOST(label, dlabel, sizeof label);
  TO_HOST(sums, dsums, sizeof sums);
  TO_HOST(counts, dcounts, sizeof counts);
  int want_counts[K] = {0};
  double want_sums[K * D] = {0}, mag[K * D] = {0};
  for (int p = 0; p < N; p++) {
    EXPECT(label[p] >= 0 && label[p] < K, "label[%d] = %d", p, label[p]);
    double best = dist(p, 0);
    for (int j = 1; j < K; j++)
      best = fmin(best, dist(p, j));
    EXPECT(dist(p, label[p]) <= best + 1e-5 * (best + 1), "point %d: centroid %d at %g, one at %g",
           p, label[p], dist(p, label[p]), best);
    want_counts[label[p]]++;
    for (int f = 0; f < D; f++)
      want_sums[label[p] * D + f] += pts[p * D + f], mag[label[p] * D + f] += fabs(pts[p * D + f]);
  }
  for (int j = 0; j < K; j++) {
    EXPECT(counts[j] == want_counts[j], "count[%d] = %d, not %d", j, counts[j], want_counts[j]);
    for (int f = 0; f < D; f++)
      EXPECT(near(sums[j * D + f], want_sums[j * D + f], mag[j * D + f], 1e-5),
             "sum[%d][%d] = %.9g, not %.9g", j, f, sums[j * D + f], want_sums[j * D + f]);
  }
  return NULL;
}

static const Test tests[] = {{"exec/kmeans", test_kmeans}};
EXEC_MAIN(tests)
