/* stencil3d.c - stencil3d.hip: one 7-point sweep over a 37x29x23 grid
 * (partial 32x8 blocks in x and y); the boundary is left as it was.  The
 * kernel may contract c0 * here + c1 * faces into an fma, so each point is
 * compared within 2^-22 of the sum of the magnitudes of its terms (an fma
 * saves one rounding of at most half an ulp of a term). */
#include "../lib/check.h"

enum { NX = 37, NY = 29, NZ = 23, N = NX * NY * NZ };
static float in[N], out[N];

static const char *test_stencil3d(void) {
  for (int i = 0; i < N; i++)
    in[i] = frand(-1, 1), out[i] = -99.0f;
  KERNEL(f, "stencil3d_7pt");
  DEVICE(float *, din, in, sizeof in);
  DEVICE(float *, dout, out, sizeof out);
  int nx = NX, ny = NY, nz = NZ;
  float c0 = 0.4f, c1 = 0.1f;
  LAUNCH(f, (NX + 31) / 32, (NY + 7) / 8, 1, 32, 8, 1, 0, &din, &dout, &nx, &ny, &nz, &c0, &c1);
  TO_HOST(out, dout, sizeof out);
  for (int z = 0; z < NZ; z++)
    for (int y = 0; y < NY; y++)
      for (int x = 0; x < NX; x++) {
        int c = (z * NY + y) * NX + x;
        if (x == 0 || y == 0 || z == 0 || x == NX - 1 || y == NY - 1 || z == NZ - 1) {
          EXPECT(out[c] == -99.0f, "boundary (%d,%d,%d) written: %g", x, y, z, out[c]);
          continue;
        }
        float faces =
            in[c - NX * NY] + in[c + NX * NY] + in[c - 1] + in[c + 1] + in[c - NX] + in[c + NX];
        float want = c0 * in[c] + c1 * faces;
        double mag = fabs(c0 * in[c]) + fabs(c1 * faces);
        EXPECT(near(out[c], want, mag, 0x1p-22), "(%d,%d,%d) = %.9g, not %.9g", x, y, z, out[c],
               want);
      }
  return NULL;
}

static const Test tests[] = {{"exec/stencil3d", test_stencil3d}};
EXEC_MAIN(tests)
