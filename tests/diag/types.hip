// Type mismatches in initialization, assignment and casts (calls and
// returns: calls.hip).  hipc is C17: its messages are clang's C ones.  clang's
// HIP mode is C++ and says "cannot initialize ...", "no viable conversion
// ...", "no matching function for call ..." instead (marked
// clang-differs).  clang reports an initialization at the variable and an
// assignment at the '=', hipc at the value and the left side
// (gaps/columns.hip), so columns are mostly not checked here.  Cases where
// hipc's wording is not clang's are in gaps/types-*.hip.
#include <hip/hip_runtime.h>

struct A { int x; };
struct B { float y; };

__device__ void nothing(void) {}

__device__ int init_struct_to_int(struct A a) {
  int i = a; // expected-error: initializing 'int' with an expression of incompatible type 'struct A' // clang-differs: C++ says "no viable conversion"
  return i;
}

__device__ void init_struct_to_struct(struct A a) {
  struct B b = a; // expected-error: initializing 'struct B' with an expression of incompatible type 'struct A' // clang-differs: C++ says "no viable conversion"
}

__device__ void assign_scalar_to_pointer(float *fp) {
  fp = 1.5f; // expected-error: assigning to 'float *' from incompatible type 'float'
}

__device__ void assign_struct(struct A a, struct B b, int i, double d, int *p) {
  b = a; // expected-error: assigning to 'struct B' from incompatible type 'struct A' // clang-differs: C++ says "no viable overloaded '='"
  a = 1; // expected-error: assigning to 'struct A' from incompatible type 'int' // clang-differs: C++ says "no viable overloaded '='"
  i = a; // expected-error: assigning to 'int' from incompatible type 'struct A'
  d = a; // expected-error: assigning to 'double' from incompatible type 'struct A'
  double e = p; // expected-error: initializing 'double' with an expression of incompatible type 'int *' // clang-differs: C++ says "cannot initialize a variable of type 'double' ..."
  int v = nothing(); // expected-error: initializing 'int' with an expression of incompatible type 'void' // clang-differs: C++ says "cannot initialize a variable of type 'int' ..."
}

// Integers and pointers.  (clang adds "; dereference with *" or "; take
// the address with &" to some: gaps/types-int-pointer-conversion.hip.)
__device__ void int_to_pointer(void) {
  int *r = 7; // expected-error: incompatible integer to pointer conversion initializing 'int *' with an expression of type 'int' // clang-differs: C++ says "cannot initialize a variable of type 'int *' ..."
}

// Incompatible pointer types are an error since clang 16 (C).
__device__ int takep(float *f) { return (int)*f; }

__device__ int pointer_types(int *p, float *fp) {
  p = fp; // expected-error: incompatible pointer types assigning to 'int *' from 'float *'
  int *q = fp; // expected-error: incompatible pointer types initializing 'int *' with an expression of type 'float *' // clang-differs: C++ says "cannot initialize a variable of type 'int *' ..."
  return takep(p) + *q; // expected-error-col 16: incompatible pointer types passing 'int *' to parameter of type 'float *' // clang-differs: C++ says "no matching function for call to 'takep'"
}

__device__ int casts(struct A a, struct B b) {
  struct A c = (struct A)b; // expected-error-col 16: used type 'struct A' where arithmetic or pointer type is required // clang-differs: C++ says "no matching conversion for C-style cast"
  return (int)a; // expected-error: operand of type 'struct A' where arithmetic or pointer type is required // clang-differs: C++ says "cannot convert 'struct A' to 'int' without a conversion operator"
}
