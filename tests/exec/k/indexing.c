/* indexing.c - k/indexing.hip: in 2-D and 3-D grids with partial blocks
 * at every edge, each element must be written once, by the thread whose
 * blockIdx * blockDim + threadIdx names it, and that thread must see the
 * launch's blockDim and gridDim. */
#include "../../lib/check.h"

typedef struct {
  unsigned tid[3], bid[3], bdim[3], gdim[3];
} where_t;

static where_t out[1000 * 333];

static const char *check(const where_t *w, const unsigned pos[3], const unsigned g[3],
                         const unsigned b[3]) {
  for (int d = 0; d < 3; d++) {
    EXPECT(w->bdim[d] == b[d] && w->gdim[d] == g[d],
           "(%u,%u,%u): blockDim[%d] %u gridDim[%d] %u, not %u and %u", pos[0], pos[1], pos[2],
           d, w->bdim[d], d, w->gdim[d], b[d], g[d]);
    EXPECT(w->tid[d] < b[d] && w->bid[d] < g[d] && w->bid[d] * b[d] + w->tid[d] == pos[d],
           "(%u,%u,%u) written by block %u thread %u in dimension %d", pos[0], pos[1], pos[2],
           w->bid[d], w->tid[d], d);
  }
  return NULL;
}

static const char *index2d_with(int width, int height, unsigned bx, unsigned by) {
  size_t bytes = (size_t)width * height * sizeof(where_t);
  memset(out, 0xff, bytes);
  unsigned g[3] = {(width + bx - 1) / bx, (height + by - 1) / by, 1}, b[3] = {bx, by, 1};
  KERNEL(f, "index2d");
  DEVICE(where_t *, dout, out, bytes);
  LAUNCH(f, g[0], g[1], 1, bx, by, 1, 0, &dout, &width, &height);
  TO_HOST(out, dout, bytes);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      unsigned pos[3] = {x, y, 0};
      const char *w = check(&out[y * width + x], pos, g, b);
      if (w)
        return w;
    }
  return NULL;
}

static const char *index3d_with(int nx, int ny, int nz, unsigned bx, unsigned by, unsigned bz) {
  size_t bytes = (size_t)nx * ny * nz * sizeof(where_t);
  memset(out, 0xff, bytes);
  unsigned g[3] = {(nx + bx - 1) / bx, (ny + by - 1) / by, (nz + bz - 1) / bz};
  unsigned b[3] = {bx, by, bz};
  KERNEL(f, "index3d");
  DEVICE(where_t *, dout, out, bytes);
  LAUNCH(f, g[0], g[1], g[2], bx, by, bz, 0, &dout, &nx, &ny, &nz);
  TO_HOST(out, dout, bytes);
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        unsigned pos[3] = {x, y, z};
        const char *w = check(&out[((size_t)z * ny + y) * nx + x], pos, g, b);
        if (w)
          return w;
      }
  return NULL;
}

static const char *test_2d(void) {
  const char *w;
  if ((w = index2d_with(1000, 333, 16, 16)) || (w = index2d_with(999, 1, 256, 1)) ||
      (w = index2d_with(3, 700, 1, 256)) || (w = index2d_with(100, 100, 32, 8)))
    return w;
  return NULL;
}

static const char *test_3d(void) {
  const char *w;
  if ((w = index3d_with(70, 30, 20, 8, 8, 4)) || (w = index3d_with(130, 5, 9, 64, 2, 2)) ||
      (w = index3d_with(5, 6, 700, 1, 1, 256)))
    return w;
  return NULL;
}

static const Test tests[] = {
    {"k/indexing/index2d", test_2d},
    {"k/indexing/index3d", test_3d},
};
EXEC_MAIN(tests)
