// C17 6.8.6.4p3: a return value is converted as if by assignment to the
// function's return type; a structure cannot become an int, nor an int a
// structure.
#include <hip/hip_runtime.h>

struct A { int x; };

__device__ int to_int(struct A a) {
  return a; // expected-error-col 10: returning 'struct A' from a function with incompatible result type 'int' // clang-differs: C++ says "no viable conversion from returned value"
}

__device__ struct A to_struct(int v) {
  return v; // expected-error-col 10: returning 'int' from a function with incompatible result type 'struct A' // clang-differs: C++ says "no viable conversion from returned value"
}

__device__ float *to_pointer(double *d) {
  return d; // expected-error-col 10: incompatible pointer types returning 'double *' from a function with result type 'float *' // clang-differs: C++ says "cannot initialize return object"
}
