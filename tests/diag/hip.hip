// HIP's rules for device code: kernels return void, no host functions or
// variables from device or kernel code, no initializer on a __shared__
// variable.  (Calling a kernel without a launch, taking a kernel's
// address, __global__ with __device__ and more are in gaps/hip-*.hip.)
#include <hip/hip_runtime.h>

int host_fn(int a) { return a * 2; } // expected-note: 'host_fn' declared here
__host__ int host_fn2(int a) { return a; }
__device__ int dev_fn(int a) { return a; }
__host__ __device__ int hd_fn(int a) { return a; }
int host_var; // expected-note: 'host_var' declared here // clang-differs: clang's note says "host variable declared here"

__global__ int returns_int(int *p) { // expected-error-col 12: kernel function type 'int (int *)' must have void return type
  return 0;
}
// clang's HIP mode is C++ and prints a (void) parameter list as '()'.
__global__ float returns_float(void) { return 1.0f; } // expected-error-col 12: kernel function type 'float (void)' must have void return type // clang-differs: C++ prints 'float ()'
__global__ void returns_void(int *p) { return; }

// A call: clang's HIP mode resolves overloads and says "no matching
// function for call to 'host_fn'" with the note "candidate function not
// viable: call to __host__ function from __global__ function".  hipc has
// no overloading and uses clang's words for any other reference.
__global__ void calls(int *p) {
  p[0] = host_fn(1); // expected-error-col 10: reference to __host__ function 'host_fn' in __global__ function // clang-differs: C++ overload resolution says "no matching function for call to 'host_fn'"
  p[1] = host_fn2(2) + dev_fn(3) + hd_fn(4); // expected-error-col 10: reference to __host__ function 'host_fn2' in __global__ function // clang-differs: C++ overload resolution says "no matching function for call to 'host_fn2'"
  p[2] = host_var; // expected-error-col 10: reference to __host__ variable 'host_var' in __global__ function
}

__device__ int from_device(int a) {
  return host_fn(a) + dev_fn(a); // expected-error-col 10: reference to __host__ function 'host_fn' in __device__ function // clang-differs: C++ overload resolution says "no matching function for call to 'host_fn'"
}

// Not a call: clang's own words, the same in both compilers.
__global__ void address(int *p) {
  int (*fp)(int) = host_fn; // expected-error-col 20: reference to __host__ function 'host_fn' in __global__ function
  int (*dp)(int) = dev_fn;
  p[0] = fp(1) + dp(2);
}

// clang points at the variable, hipc at the initializer.
__global__ void shared_init(float *out) {
  __shared__ float tile[64] = {0}; // expected-error: initialization is not supported for __shared__ variables
  __shared__ int count = 0; // expected-error: initialization is not supported for __shared__ variables
  __shared__ int fine;
  static __shared__ int fine_too;
  out[0] = tile[0] + count + fine + fine_too;
}

__shared__ int g_shared = 2; // expected-error: initialization is not supported for __shared__ variables
__constant__ int g_const = 3;
__device__ int g_dev = 4;
