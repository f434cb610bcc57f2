// C17 7.16 variable arguments in device functions: va_start, va_arg of
// each promoted kind (int, long long, double, pointer), va_copy, a va_list
// passed on to a helper, more arguments than registers.  On gfx90a and
// gfx1100 the kernel's code is compared with clang's.
// COMPARE-CLANG
#include <hip/hip_runtime.h>
#include <stdarg.h>

__device__ __attribute__((noinline)) int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

/* 'i' int, 'd' double, 'l' long long, 'p' int *, 'c' a char (as int);
 * the result also holds the first argument again, read through a copy */
__device__ __attribute__((noinline)) double mix(const char *fmt, ...) {
  va_list ap, cp;
  va_start(ap, fmt);
  va_copy(cp, ap);
  double r = 0;
  for (const char *p = fmt; *p; p++) {
    if (*p == 'i')
      r += va_arg(ap, int);
    else if (*p == 'd')
      r += va_arg(ap, double);
    else if (*p == 'l')
      r += (double)va_arg(ap, long long);
    else if (*p == 'p')
      r += *va_arg(ap, int *);
    else if (*p == 'c')
      r += va_arg(ap, int);
  }
  double first = va_arg(cp, double);
  va_end(cp);
  va_end(ap);
  return r * 1000 + first;
}

__device__ static double vsum(int n, va_list ap) {
  double s = 0;
  while (n--)
    s += va_arg(ap, double);
  return s;
}

__device__ __attribute__((noinline)) double forward(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double r = vsum(n, ap);
  va_end(ap);
  return r;
}

__device__ int test(void) {
  if (sum(3, 1, 2, 3) != 6)
    return 1;
  if (sum(0) != 0)
    return 2;
  if (sum(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10) != 55)
    return 3;
  int x = 7;
  float f = 2.5f; /* passed as a double */
  if (mix("dilpc", 1.5, 2, 3000000000LL, &x, 'a') != (1.5 + 2 + 3000000000.0 + 7 + 97) * 1000 + 1.5)
    return 4;
  if (mix("ddddddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 5) != 60 * 1000 + 1.0)
    return 5;
  if (forward(3, 1.0, 2.0, f) != 5.5)
    return 6;
  return 0;
}

/* every argument from memory: clang propagates constants into the callee,
 * whose symbol it internalizes, and hipc does not */
extern "C" __global__ void varargs_kernel(int *out, const int *in, const char *fmt) {
  int i = threadIdx.x;
  out[i] = sum(in[0], in[i], in[i + 1], in[i + 2]) + (int)mix(fmt, in[i], 0.5);
}
