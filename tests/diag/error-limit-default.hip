// GAP: clang's default error limit is 19 (the driver passes
// -ferror-limit=19): 19 errors, then "fatal error: too many errors
// emitted, stopping now", then "20 errors generated.".  hipc prints 20
// errors, "hipc: fatal error: ...", and "20 errors generated." (not
// counting the fatal one).
#include <hip/hip_runtime.h>

// expected-fatal@*: too many errors emitted, stopping now
__device__ int device_function_1(void) { return u1; } // expected-error: use of undeclared identifier 'u1'
__device__ int device_function_2(void) { return u2; } // expected-error: use of undeclared identifier 'u2'
__device__ int device_function_3(void) { return u3; } // expected-error: use of undeclared identifier 'u3'
__device__ int device_function_4(void) { return u4; } // expected-error: use of undeclared identifier 'u4'
__device__ int device_function_5(void) { return u5; } // expected-error: use of undeclared identifier 'u5'
__device__ int device_function_6(void) { return u6; } // expected-error: use of undeclared identifier 'u6'
__device__ int device_function_7(void) { return u7; } // expected-error: use of undeclared identifier 'u7'
__device__ int device_function_8(void) { return u8; } // expected-error: use of undeclared identifier 'u8'
__device__ int device_function_9(void) { return u9; } // expected-error: use of undeclared identifier 'u9'
__device__ int device_function_10(void) { return u10; } // expected-error: use of undeclared identifier 'u10'
__device__ int device_function_11(void) { return u11; } // expected-error: use of undeclared identifier 'u11'
__device__ int device_function_12(void) { return u12; } // expected-error: use of undeclared identifier 'u12'
__device__ int device_function_13(void) { return u13; } // expected-error: use of undeclared identifier 'u13'
__device__ int device_function_14(void) { return u14; } // expected-error: use of undeclared identifier 'u14'
__device__ int device_function_15(void) { return u15; } // expected-error: use of undeclared identifier 'u15'
__device__ int device_function_16(void) { return u16; } // expected-error: use of undeclared identifier 'u16'
__device__ int device_function_17(void) { return u17; } // expected-error: use of undeclared identifier 'u17'
__device__ int device_function_18(void) { return u18; } // expected-error: use of undeclared identifier 'u18'
__device__ int device_function_19(void) { return u19; } // expected-error: use of undeclared identifier 'u19'
__device__ int device_function_20(void) { return u20; }
__device__ int device_function_21(void) { return u21; }
__device__ int device_function_22(void) { return u22; }
