// One k-means iteration (as Rodinia's kmeans): every point finds its
// nearest centroid by squared Euclidean distance, the centroids staged in
// dynamic shared memory; then adds itself into that centroid's running sum
// with float atomicAdd and counts itself with an int atomicAdd, from which
// the host forms the new centroids.
#include <hip/hip_runtime.h>

extern "C" __global__ void kmeans_assign(const float *__restrict__ points,
                                         const float *__restrict__ centroids,
                                         int *__restrict__ label, float *__restrict__ sums,
                                         int *__restrict__ counts, int n, int k, int dims) {
  extern __shared__ float c[];
  for (int i = threadIdx.x; i < k * dims; i += blockDim.x)
    c[i] = centroids[i];
  __syncthreads();
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= n)
    return;
  const float *x = points + p * dims;
  int best = 0;
  float best_d = 3.0e38f;
  for (int j = 0; j < k; j++) {
    float d = 0.0f;
    for (int f = 0; f < dims; f++) {
      float diff = x[f] - c[j * dims + f];
      d += diff * diff;
    }
    if (d < best_d) {
      best_d = d;
      best = j;
    }
  }
  label[p] = best;
  for (int f = 0; f < dims; f++)
    atomicAdd(&sums[best * dims + f], x[f]);
  atomicAdd(&counts[best], 1);
}
