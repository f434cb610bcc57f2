/* consttab.c - k/consttab.hip: __constant__ tables that start as zeroes,
 * written by the host with hipModuleGetGlobal and hipMemcpyHtoD before
 * each launch: a polynomial, a 256-entry remap table and a struct. */
#include "../../lib/check.h"

typedef struct {
  float scale;
  int offset;
} params_t;

enum { N = 200003, B = 256 };
static float x[N], y[N];
static unsigned char key[N];
static int k[N];

static const char *run_with(hipFunction_t f, const float poly[8], const int remap[256],
                            params_t p, int round) {
  hipDeviceptr_t dpoly, dremap, dparams;
  size_t size;
  TRY(hipModuleGetGlobal(&dpoly, &size, module, "poly"));
  EXPECT(size == 8 * sizeof(float), "poly: %zu bytes", size);
  TRY(hipModuleGetGlobal(&dremap, &size, module, "remap"));
  EXPECT(size == 256 * sizeof(int), "remap: %zu bytes", size);
  TRY(hipModuleGetGlobal(&dparams, &size, module, "params"));
  EXPECT(size == sizeof p, "params: %zu bytes", size);
  TRY(hipMemcpyHtoD(dpoly, (void *)poly, 8 * sizeof(float)));
  TRY(hipMemcpyHtoD(dremap, (void *)remap, 256 * sizeof(int)));
  TRY(hipMemcpyHtoD(dparams, &p, sizeof p));
  DEVICE(float *, dx, x, sizeof x);
  DEVICE(unsigned char *, dkey, key, sizeof key);
  DEVICE(float *, dy, NULL, sizeof y);
  DEVICE(int *, dk, NULL, sizeof k);
  int n = N;
  LAUNCH(f, (N + B - 1) / B, 1, 1, B, 1, 1, 0, &dx, &dkey, &dy, &dk, &n);
  TO_HOST(y, dy, sizeof y);
  TO_HOST(k, dk, sizeof k);
  for (int i = 0; i < N; i++) {
    double want = 0, mag = 0, xp = 1;
    for (int j = 0; j < 8; j++, xp *= x[i])
      want += poly[j] * xp, mag += fabs(poly[j] * xp);
    want *= p.scale, mag *= fabs(p.scale);
    int kw = remap[key[i]] + p.offset;
    EXPECT(near(y[i], want, mag, 1e-6) && k[i] == kw,
           "round %d: x %g key %d: y %.9g k %d, not %.9g and %d", round, x[i], key[i], y[i],
           k[i], want, kw);
  }
  return NULL;
}

static const char *test_tables(void) {
  for (int i = 0; i < N; i++)
    x[i] = frand(-1.5f, 1.5f), key[i] = (unsigned char)rng();
  KERNEL(f, "apply_tables");
  /* Before the host writes them the tables read as zeroes. */
  hipDeviceptr_t d;
  size_t size;
  int remap[256];
  TRY(hipModuleGetGlobal(&d, &size, module, "remap"));
  TRY(hipMemcpyDtoH(remap, d, sizeof remap));
  for (int i = 0; i < 256; i++)
    EXPECT(remap[i] == 0, "remap[%d] starts as %d", i, remap[i]);
  const char *w;
  float poly[8] = {1.0f, -0.5f, 0.25f, 2.0f, -1.0f, 0.125f, 0.75f, -0.3f};
  for (int i = 0; i < 256; i++)
    remap[i] = (i * 37 + 11) % 256 - 100;
  if ((w = run_with(f, poly, remap, (params_t){2.5f, 1000}, 1)))
    return w;
  /* New values for the next launch. */
  float poly2[8] = {0, 1, 0, 0, 0, 0, 0, 0};
  for (int i = 0; i < 256; i++)
    remap[i] = 255 - i;
  return run_with(f, poly2, remap, (params_t){-1.0f, -7}, 2);
}

static const Test tests[] = {{"k/consttab", test_tables}};
EXEC_MAIN(tests)
