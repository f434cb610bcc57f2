// Calls and returns: wrong argument counts and types, a value returned
// from a void function, a return without a value.  hipc is C17: its
// messages are clang's C ones; clang's HIP mode is C++ and resolves
// overloads, so it says "no matching function for call to ..." with a
// note instead (marked clang-differs).
#include <hip/hip_runtime.h>

struct A { int x; };
struct B { float y; };

__device__ int take2(int a, float b) { return a + (int)b; }
__device__ int takes(struct A a) { return a.x; }

__device__ int arg_count(void) {
  int r = take2(1); // expected-error: too few arguments to function call, expected 2, have 1 // clang-differs: C++ says "no matching function for call to 'take2'"
  r += take2(1, 2.0f, 3); // expected-error-col 23: too many arguments to function call, expected 2, have 3 // clang-differs: C++ says "no matching function for call to 'take2'"
  return r;
}

__device__ int arg_types(struct A a, struct B b) {
  int r = take2(a, 1.0f); // expected-error-col 17: passing 'struct A' to parameter of incompatible type 'int' // clang-differs: C++ says "no matching function for call to 'take2'"
  r += takes(b); // expected-error-col 14: passing 'struct B' to parameter of incompatible type 'struct A' // clang-differs: C++ says "no matching function"
  r += takes(3); // expected-error-col 14: passing 'int' to parameter of incompatible type 'struct A' // clang-differs: C++ says "no matching function"
  return r;
}

__device__ void return_value_from_void(int a) {
  return a; // expected-error-col 3: void function 'return_value_from_void' should not return a value
}

__device__ int missing_return_value(int a) {
  if (a)
    return; // expected-error-col 5: non-void function 'missing_return_value' should return a value
  return 1;
}
