// 2-D and 3-D grids: every thread records its threadIdx, blockIdx,
// blockDim and gridDim in the element its global coordinates name.
#include <hip/hip_runtime.h>

typedef struct {
  unsigned int tid[3], bid[3], bdim[3], gdim[3];
} where_t;

static __device__ void record(where_t *w) {
  w->tid[0] = threadIdx.x, w->tid[1] = threadIdx.y, w->tid[2] = threadIdx.z;
  w->bid[0] = blockIdx.x, w->bid[1] = blockIdx.y, w->bid[2] = blockIdx.z;
  w->bdim[0] = blockDim.x, w->bdim[1] = blockDim.y, w->bdim[2] = blockDim.z;
  w->gdim[0] = gridDim.x, w->gdim[1] = gridDim.y, w->gdim[2] = gridDim.z;
}

extern "C" __global__ void index2d(where_t *out, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height)
    record(&out[y * width + x]);
}

extern "C" __global__ void index3d(where_t *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) {
    size_t i = ((size_t)z * ny + y) * nx + x;
    record(&out[i]);
  }
}
