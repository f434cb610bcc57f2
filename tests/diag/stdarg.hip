// <stdarg.h> misused: clang's -Wvarargs warnings and its errors (C17
// 7.16.1).  hipc's va_list is x86-64's struct __va_list_tag[1] on every
// target, so its messages are clang's for C on the host.
#include <hip/hip_runtime.h>
#include <stdarg.h>

__device__ int fixed(int n) {
  va_list ap;
  va_start(ap, n); // expected-error-col 3: 'va_start' used in function with fixed args
  return 0;
}

__device__ int not_last(int n, int m, ...) {
  va_list ap;
  va_start(ap, n); // expected-warning-col 16: second argument to 'va_start' is not the last non-variadic parameter
  char c = va_arg(ap, char); // expected-warning-col 23: second argument to 'va_arg' is of promotable type 'char'; this va_arg has undefined behavior because arguments will be promoted to 'int'
  float f = va_arg(ap, float); // expected-warning-col 24: second argument to 'va_arg' is of promotable type 'float'; this va_arg has undefined behavior because arguments will be promoted to 'double'
  va_end(ap);
  return c + (int)f;
}

__device__ int not_a_list(int n, ...) {
  int ap = 0;
  va_start(ap, n); // expected-error-col 12: incompatible integer to pointer conversion passing 'int' to parameter of type 'struct __va_list_tag *'
  return va_arg(ap, int); // expected-error-col 17: first argument to 'va_arg' is of type 'int' and not 'va_list'
}

struct pair { int a, b; };
__device__ int record(int n, ...) {
  va_list ap;
  va_start(ap, n);
  struct pair p = va_arg(ap, struct pair); // expected-error-col 30: va_arg of type 'struct pair' is not supported by hipc: only integers, floating-point values and pointers // clang-differs: clang takes records
  va_end(ap);
  return p.a;
}
