// FLAGS: -ferror-limit=0
// -ferror-limit=0: no limit; all 22 errors are reported (the default
// limit would stop after 19 or 20).
#include <hip/hip_runtime.h>

__device__ int f(void) {
  return u1 + u2 + u3 + u4 + u5 + u6 + u7 + u8 + u9 + u10 + u11; // expected-error: use of undeclared identifier 'u1' // expected-error: use of undeclared identifier 'u2' // expected-error: use of undeclared identifier 'u3' // expected-error: use of undeclared identifier 'u4' // expected-error: use of undeclared identifier 'u5' // expected-error: use of undeclared identifier 'u6' // expected-error: use of undeclared identifier 'u7' // expected-error: use of undeclared identifier 'u8' // expected-error: use of undeclared identifier 'u9' // expected-error: use of undeclared identifier 'u10' // expected-error: use of undeclared identifier 'u11'
}

__device__ int g(void) {
  return v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11; // expected-error: use of undeclared identifier 'v1' // expected-error: use of undeclared identifier 'v2' // expected-error: use of undeclared identifier 'v3' // expected-error: use of undeclared identifier 'v4' // expected-error: use of undeclared identifier 'v5' // expected-error: use of undeclared identifier 'v6' // expected-error: use of undeclared identifier 'v7' // expected-error: use of undeclared identifier 'v8' // expected-error: use of undeclared identifier 'v9' // expected-error: use of undeclared identifier 'v10' // expected-error: use of undeclared identifier 'v11'
}
