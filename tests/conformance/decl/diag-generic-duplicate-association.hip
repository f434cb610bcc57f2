// C17 6.5.1.1p2: no two generic associations may name compatible types.
// clang: "type 'int' in generic association compatible with previously
// specified type 'int'" and a note; hipc accepts it.
#include <hip/hip_runtime.h>
__device__ int g2(void) { return _Generic(1, int: 1, signed int: 2, default: 3); } // expected-error-col 54: type 'int' in generic association compatible with previously specified type 'int' // expected-note-col 46: compatible type 'int' specified here
