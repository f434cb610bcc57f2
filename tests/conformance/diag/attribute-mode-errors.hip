// GNU mode(M): a known machine mode, of the base type's kind (integer or
// floating), on an integer or floating type; clang's words.
#include <hip/hip_runtime.h>

typedef int a_t __attribute__((mode(XX))); // expected-error-col 32: unknown machine mode 'XX'
typedef int b_t __attribute__((mode(SF))); // expected-error-col 32: type of machine mode does not match type of base type
typedef int *d_t __attribute__((mode(DI))); // expected-error-col 33: mode attribute only supported for integer and floating-point types
typedef int h_t __attribute__((mode)); // expected-error-col 32: 'mode' attribute takes one argument
typedef int t_t __attribute__((mode(TI))); // expected-error-col 32: machine mode 'TI' (a 128-bit integer) is not supported by hipc // clang-differs: clang has __int128
