// GNU C gives a flexible array member elements only in an object of
// static storage: an automatic struct, or a struct inside another
// aggregate, takes clang's error.
#include <hip/hip_runtime.h>

struct S { int n; int d[]; };
struct Outer { int a; struct S s; };

__device__ int f(void) {
  struct S l = {1, {2}}; // expected-error-col 20: initialization of flexible array member is not allowed
  struct S ok = {1};
  struct S empty = {1, {}};
  static struct Outer o = {1, {2, {3}}}; // expected-error-col 35: initialization of flexible array member is not allowed
  return l.n + ok.n + empty.n + o.a;
}
