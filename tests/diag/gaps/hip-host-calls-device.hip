// GAP: a host function that calls a __device__ function or reads a
// __device__ variable.  clang checks host code even with
// --cuda-device-only (as C++: "no matching function for call to 'dev_fn'"
// with the note "candidate function not viable: call to __device__
// function from __host__ function"); hipc, compiling device code only,
// says nothing.  In clang's C words it would be "reference to __device__
// function 'dev_fn' in __host__ function".
#include <hip/hip_runtime.h>

__device__ int dev_fn(int a) { return a; }

int host_user(int a) {
  return dev_fn(a); // expected-error-col 10: reference to __device__ function 'dev_fn' in __host__ function // clang-differs: C++ says "no matching function for call to 'dev_fn'"
}
