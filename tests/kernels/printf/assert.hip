// assert() in a kernel: HIP's __assert_fail prints file, line, function
// and expression on the host's stderr through ockl's fprintf functions,
// then traps.  clang compiles against a prelude of HIP's definition (its
// amd_device_functions.h); hipc has its own (stdlib/libc/hostcall.c).
#include <hip/hip_runtime.h>
#ifdef __HIPC__
#include <assert.h>
#else
extern "C" __device__ unsigned long __ockl_fprintf_stderr_begin();
extern "C" __device__ unsigned long __ockl_fprintf_append_args(
    unsigned long, unsigned int, unsigned long, unsigned long, unsigned long, unsigned long,
    unsigned long, unsigned long, unsigned long, unsigned int);
extern "C" __device__ unsigned long __ockl_fprintf_append_string_n(unsigned long, const char *,
                                                                   unsigned long, unsigned int);
static __device__ unsigned long length_with_null(const char *s) {
  const char *p = s;
  while (*p++)
    ;
  return p - s;
}
extern "C" __device__ __attribute__((noinline, noreturn)) void
__assert_fail(const char *expr, const char *file, unsigned int line, const char *func) {
  static const char fmt[] = "%s:%u: %s: Device-side assertion `%s' failed.\n";
  unsigned long m = __ockl_fprintf_stderr_begin();
  m = __ockl_fprintf_append_string_n(m, fmt, sizeof fmt, 0);
  m = __ockl_fprintf_append_string_n(m, file, length_with_null(file), 0);
  m = __ockl_fprintf_append_args(m, 1, line, 0, 0, 0, 0, 0, 0, 0);
  m = __ockl_fprintf_append_string_n(m, func, length_with_null(func), 0);
  __ockl_fprintf_append_string_n(m, expr, length_with_null(expr), 1);
  __builtin_trap();
}
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#endif

extern "C" __global__ void checked(const int *a, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n);
  assert(a[i] >= 0 && "inputs are counts");
  out[i] = a[i] * 2;
}
