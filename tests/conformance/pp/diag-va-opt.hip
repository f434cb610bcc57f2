// __VA_OPT__ (C23 6.10.4.1p3): only in a variadic macro, and its content
// cannot begin or end with ##.  (clang puts the error about a trailing ##
// at the ')', hipc at the ##: PENDING-A.md.)
#define E2(x) __VA_OPT__(x) // expected-warning-col 15: __VA_OPT__ can only appear in the expansion of a variadic macro
#define V1(...) __VA_OPT__(## x) // expected-error-col 28: '##' cannot appear at start of __VA_OPT__ argument
#define V2(...) __VA_OPT__(x ##) // expected-error: '##' cannot appear at end of __VA_OPT__ argument
#define OK(a, ...) a __VA_OPT__(, __VA_ARGS__)
__device__ int ok = OK(1);
