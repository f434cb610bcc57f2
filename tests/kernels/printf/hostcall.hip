// Device printf as HIP's runtime prints it by hostcall (clang's default):
// clang calls ROCm's ockl (rocm-device-libs), hipc its own functions of
// the same protocol (stdlib/libc/hostcall.c).  Every kind of argument,
// %s of constant and run-time strings, '*' widths, a format longer than
// one hostcall's 56 bytes, a format that is not a constant, printf's
// value, printf in a loop and under a condition.
#include <hip/hip_runtime.h>
#ifdef __HIPC__
#include <stdio.h>
#else
extern "C" __device__ int printf(const char *, ...);
#endif

extern "C" __global__ void kinds(int *out, float f, double d, const char *s, long long ll,
                                 char c, unsigned u, short h) {
  printf("x=%d f=%f d=%g s=%s ll=%lld c=%c u=%u h=%hd p=%p\n", out[0], f, d, s, ll, c, u, h,
         out);
}

extern "C" __global__ void text_only() { printf("hello from the device\n"); }

extern "C" __global__ void constant_strings(int n) {
  printf("%s|%s|%-8s|%d%%\n", "lit", "", "padded", n);
}

extern "C" __global__ void widths(int w, int p, double x) {
  printf("[%*.*f] [%*d]\n", w, p, x, w, 7);
}

extern "C" __global__ void long_format(int v) {
  printf("a format string that is longer than the fifty-six bytes one hostcall "
         "carries, so that it goes in several: %d\n", v);
}

extern "C" __global__ void run_time_format(const char *fmt, int a, double b) {
  printf(fmt, a, b);
}

extern "C" __global__ void result(int *out) { out[threadIdx.x] = printf("%d\n", threadIdx.x); }

extern "C" __global__ void in_loop(const float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < n; k++)
    if (a[i * n + k] < 0)
      printf("thread %d: a[%d] = %f is negative\n", i, k, a[i * n + k]);
}

extern "C" __global__ void first_thread(int *out) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    printf("block size %u, grid %u\n", blockDim.x, gridDim.x);
  out[threadIdx.x] = threadIdx.x;
}

extern "C" __global__ void many(int a, int b, int c, int d, int e, int f, int g, int h, double x) {
  printf("%d %d %d %d %d %d %d %d %g %s\n", a, b, c, d, e, f, g, h, x, "end");
}
