// Declaration constraints, as clang words and places them: the address of
// a register variable (C17 6.5.3.2p1 footnote, 6.7.1p6), static after
// non-static (6.2.2p7), restrict on a non-pointer (6.7.3p2), an alignment
// that is not a power of two (6.7.5p4, at the _Alignas), an initializer on
// a typedef, inline on a variable (6.7.4p1), `static extern`, and `auto`
// at file scope (at the name).
#include <hip/hip_runtime.h>
__device__ int r1(void) { register int r = 1; int *p = &r; return *p; } // expected-error-col 56: address of register variable requested // clang-differs: C++17 has no register
static extern int both; // expected-error-col 8: cannot combine with previous 'static' declaration specifier
__device__ int lk2; // expected-note-col 16: previous definition is here
static __device__ int lk2; // expected-error-col 23: static declaration of 'lk2' follows non-static declaration
__device__ int rs(void) { int restrict x = 0; return x; } // expected-error-col 31: restrict requires a pointer or reference ('int' is invalid) // clang-differs: C++ has no restrict keyword
__device__ int al(void) { _Alignas(3) int x = 0; return x; } // expected-error-col 27: requested alignment is not a power of 2
auto int fa; // expected-error-col 10: illegal storage class on file-scoped variable
typedef int TI = 3; // expected-error-col 13: illegal initializer (only variables can be initialized)
__device__ int inl(void) { inline int x = 0; return x; } // expected-error-col 28: 'inline' can only appear on functions // clang-differs: C++ says "inline declaration of 'x' not allowed in block scope"
