// 3x3 median filter (as the image-denoising samples of the CUDA SDK and
// OpenCV's medianBlur): each pixel becomes the median of its 3x3
// neighbourhood, the edges repeating the border pixels.  The nine values
// go into a per-thread array, which a partial selection sort orders as far
// as its middle element.  The image is passed by value as a struct.
#include <hip/hip_runtime.h>

typedef struct {
  const unsigned short *pixels;
  int width, height, pitch; // pitch: elements from one row to the next
} image_t;

extern "C" __global__ void median3x3(image_t img, unsigned short *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= img.width || y >= img.height)
    return;
  unsigned short v[9];
  int k = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int xx = min(max(x + dx, 0), img.width - 1), yy = min(max(y + dy, 0), img.height - 1);
      v[k++] = img.pixels[yy * img.pitch + xx];
    }
  for (int i = 0; i <= 4; i++) { // v[0..i] hold the i+1 smallest, in order
    int m = i;
    for (int j = i + 1; j < 9; j++)
      if (v[j] < v[m])
        m = j;
    unsigned short t = v[i];
    v[i] = v[m];
    v[m] = t;
  }
  out[y * img.width + x] = v[4];
}
