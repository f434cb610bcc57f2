// C17 6.5.1.1p2: with no default, the controlling expression's type must
// match one association.
#include <hip/hip_runtime.h>
__device__ int g1(void) { return _Generic(1.0, int: 1, float: 2); } // expected-error-col 43: controlling expression type 'double' not compatible with any generic association type
__device__ int g2(void) { return _Generic(1.0, int: 1, default: 2); }
