// RUN: codegen
// GNU __int128 in a static initializer: a converted 64-bit constant is
// folded (either signedness, extended as its type says); 128-bit
// arithmetic is not, and hipc says so rather than fold it in 64 bits.
#include <hip/hip_runtime.h>

__device__ unsigned __int128 ok = 0xFFFFFFFFFFFFFFFFull;
__device__ __int128 neg = -1;
__device__ unsigned __int128 k = (unsigned __int128)1 << 70; // expected-error-col 55: initializer element is not a compile-time constant: hipc folds no 128-bit arithmetic // clang-differs: clang folds it
