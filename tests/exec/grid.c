/* grid.c - tests/kernels/grid.hip: a 2-D grid-stride transpose and a 3-D
 * seven-point stencil whose volume is gridDim * blockDim. */
#include "../lib/check.h"

static const char *transpose_with(int width, int height, int gx, int gy) {
  static float in[1000 * 700], out[1000 * 700];
  for (int i = 0; i < width * height; i++)
    in[i] = frand(-50, 50), out[i] = NAN;
  size_t bytes = (size_t)width * height * sizeof(float);
  float alpha = -1.75f;
  KERNEL(f, "transpose_scale");
  DEVICE(float *, din, in, bytes);
  DEVICE(float *, dout, out, bytes);
  LAUNCH(f, gx, gy, 1, 16, 16, 1, 0, &din, &dout, &width, &height, &alpha);
  TO_HOST(out, dout, bytes);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      float want = in[y * width + x] * alpha, got = out[x * height + y];
      EXPECT(got == want, "%dx%d on %dx%d blocks: out[%d][%d] = %g, not %g", width, height, gx,
             gy, x, y, got, want);
    }
  return NULL;
}

static const char *test_transpose(void) {
  const char *w;
  /* too few blocks: each thread loops in x and y; then one thread per
   * element with partial blocks at both edges */
  if ((w = transpose_with(1000, 700, 20, 15)) || (w = transpose_with(1000, 700, 63, 44)) ||
      (w = transpose_with(37, 5, 3, 1)))
    return w;
  return NULL;
}

static const char *stencil_with(int gx, int gy, int gz, int bx, int by, int bz) {
  int nx = gx * bx, ny = gy * by, nz = gz * bz;
  size_t count = (size_t)nx * ny * nz, bytes = count * sizeof(float);
  static float u[128 * 64 * 40], v[128 * 64 * 40];
  for (size_t i = 0; i < count; i++)
    u[i] = frand(0, 10), v[i] = NAN;
  KERNEL(f, "stencil3d");
  DEVICE(float *, du, u, bytes);
  DEVICE(float *, dv, v, bytes);
  LAUNCH(f, gx, gy, gz, bx, by, bz, 0, &du, &dv);
  TO_HOST(v, dv, bytes);
  long sy = nx, sz = (long)nx * ny;
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        long i = ((long)z * ny + y) * nx + x;
        if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
          EXPECT(v[i] == u[i], "%dx%dx%d: boundary v(%d,%d,%d) = %g, not %g", nx, ny, nz, x, y,
                 z, v[i], u[i]);
          continue;
        }
        float s = u[i - 1] + u[i + 1] + u[i - sy] + u[i + sy] + u[i - sz] + u[i + sz];
        float want = 0.5f * u[i] + (1.0f / 12.0f) * s;
        /* the last multiply-add may be one fma */
        EXPECT(near(v[i], want, 0.5f * u[i] + s / 12, 1e-6), "%dx%dx%d: v(%d,%d,%d) = %.9g, not %.9g",
               nx, ny, nz, x, y, z, v[i], want);
      }
  return NULL;
}

static const char *test_stencil(void) {
  const char *w;
  if ((w = stencil_with(16, 8, 10, 8, 8, 4)) || (w = stencil_with(2, 3, 5, 4, 4, 4)) ||
      (w = stencil_with(4, 4, 4, 32, 16, 1)))
    return w;
  return NULL;
}

static const Test tests[] = {
    {"grid/transpose_scale", test_transpose},
    {"grid/stencil3d", test_stencil},
};
EXEC_MAIN(tests)
