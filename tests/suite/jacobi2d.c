/* jacobi2d.c - jacobi2d.hip: ITERS Jacobi sweeps of a 5-point stencil on a
 * grid whose sides leave partial 16x16 blocks.  The kernel's expression
 * has no a * b + c to fuse into an fma, and the reference adds the five
 * terms in the kernel's order and multiplies once: every point must be
 * equal to the bit. */
#include "../lib/check.h"

enum { NX = 203, NY = 141, ITERS = 10 };
static float a[NX * NY], b[NX * NY], got[NX * NY];

static void sweep(const float *in, float *out) {
  for (int y = 0; y < NY; y++)
    for (int x = 0; x < NX; x++) {
      int i = y * NX + x;
      if (x == 0 || y == 0 || x == NX - 1 || y == NY - 1)
        out[i] = in[i];
      else
        out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - NX] + in[i + NX]);
    }
}

static const char *test_jacobi2d(void) {
  for (int i = 0; i < NX * NY; i++)
    a[i] = frand(-10, 10);
  KERNEL(f, "jacobi2d_step");
  DEVICE(float *, da, a, sizeof a);
  DEVICE(float *, db, NULL, sizeof b);
  int nx = NX, ny = NY;
  for (int it = 0; it < ITERS; it++) {
    LAUNCH(f, (NX + 15) / 16, (NY + 15) / 16, 1, 16, 16, 1, 0, &da, &db, &nx, &ny);
    float *t = da;
    da = db, db = t;
    sweep(a, b);
    memcpy(a, b, sizeof a);
  }
  TO_HOST(got, da, sizeof got);
  for (int i = 0; i < NX * NY; i++)
    EXPECT(got[i] == a[i], "u[%d][%d] = %.9g, not %.9g", i / NX, i % NX, got[i], a[i]);
  return NULL;
}

static const Test tests[] = {{"exec/jacobi2d", test_jacobi2d}};
EXEC_MAIN(tests)
