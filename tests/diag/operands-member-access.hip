// '.' on a pointer and '->' on a struct: clang's messages, which say what
// to use instead, at the operator.
#include <hip/hip_runtime.h>

struct P { int x; };

__device__ int dot_on_pointer(struct P *p) {
  return p.x; // expected-error-col 11: member reference type 'struct P *' is a pointer; did you mean to use '->'?
}

__device__ int arrow_on_struct(struct P a) {
  return a->x; // expected-error-col 11: member reference type 'struct P' is not a pointer; did you mean to use '.'?
}
