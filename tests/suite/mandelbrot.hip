// The Mandelbrot set (as the CUDA samples' Mandelbrot, but in fixed
// point rather than float): each pixel iterates
// z = z^2 + c with z and c in Q4.28 fixed point, 64-bit products shifted
// back, and stores the iteration at which |z|^2 exceeds 4 (or max_iter).
// Integer arithmetic makes every count exact on any target.
#include <hip/hip_runtime.h>

#define FRAC 28

extern "C" __global__ void mandelbrot_fixed(int *__restrict__ iters, int w, int h, int x0,
                                            int y0, int step, int max_iter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h)
    return;
  long long cr = x0 + (long long)px * step, ci = y0 + (long long)py * step;
  long long zr = 0, zi = 0;
  const long long four = 4ll << FRAC;
  int i = 0;
  for (; i < max_iter; i++) {
    long long rr = (zr * zr) >> FRAC, ii = (zi * zi) >> FRAC;
    if (rr + ii > four)
      break;
    zi = ((2 * zr * zi) >> FRAC) + ci;
    zr = rr - ii + cr;
  }
  iters[py * w + px] = i;
}
