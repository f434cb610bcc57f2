// Speckle-reducing anisotropic diffusion of an image (as Rodinia's
// srad_v2).  srad_coeff: the differences to the four neighbours (clamped
// at the edges), the instantaneous coefficient of variation q^2 from them,
// and the diffusion coefficient c = 1 / (1 + (q^2 - q0^2) / (q0^2 (1 +
// q0^2))), clamped to [0, 1].  srad_update: the divergence of c times the
// gradient, and J += lambda / 4 times it.  q0^2, the speckle statistic of
// the whole image, comes from the host.
#include <hip/hip_runtime.h>

extern "C" __global__ __launch_bounds__(256) void
srad_coeff(const float *__restrict__ j, float *__restrict__ dn, float *__restrict__ ds,
           float *__restrict__ dw, float *__restrict__ de, float *__restrict__ c, int cols,
           int rows, float q0sqr) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows)
    return;
  int k = y * cols + x;
  float jc = j[k];
  float n = j[(y > 0 ? y - 1 : 0) * cols + x] - jc;
  float s = j[(y < rows - 1 ? y + 1 : y) * cols + x] - jc;
  float w = j[y * cols + (x > 0 ? x - 1 : 0)] - jc;
  float e = j[y * cols + (x < cols - 1 ? x + 1 : x)] - jc;
  float g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
  float l = (n + s + w + e) / jc;
  float num = 0.5f * g2 - (1.0f / 16.0f) * (l * l);
  float den = 1.0f + 0.25f * l;
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  float cc = 1.0f / (1.0f + den);
  dn[k] = n;
  ds[k] = s;
  dw[k] = w;
  de[k] = e;
  c[k] = fminf(fmaxf(cc, 0.0f), 1.0f);
}

extern "C" __global__ __launch_bounds__(256) void
srad_update(float *__restrict__ j, const float *__restrict__ dn, const float *__restrict__ ds,
            const float *__restrict__ dw, const float *__restrict__ de,
            const float *__restrict__ c, int cols, int rows, float lambda) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows)
    return;
  int k = y * cols + x;
  float cn = c[k], cw = c[k];
  float cs = c[(y < rows - 1 ? y + 1 : y) * cols + x];
  float ce = c[y * cols + (x < cols - 1 ? x + 1 : x)];
  float d = cn * dn[k] + cs * ds[k] + cw * dw[k] + ce * de[k];
  j[k] += 0.25f * lambda * d;
}
