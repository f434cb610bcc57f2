// C23 6.10.4.1p3: '##' cannot end __VA_OPT__'s content; reported at the
// closing ')', as clang does.
#define V2(...) __VA_OPT__(x ##) // expected-error-col 32: '##' cannot appear at end of __VA_OPT__ argument
__device__ int ok = 1;
