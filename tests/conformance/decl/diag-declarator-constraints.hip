// C17 6.7.6.2p1, 6.7.6.3p1: no arrays of functions, no functions returning
// arrays or functions; an array size is positive.
#include <hip/hip_runtime.h>
__device__ int arrfn[3](void); // expected-error-col 21: 'arrfn' declared as array of functions of type 'int (void)'
__device__ int fnarr(void)[3]; // expected-error-col 21: function cannot return array type 'int[3]'
__device__ int fnfn(void)(void); // expected-error-col 20: function cannot return function type 'int (void)'
__device__ int neg[-1]; // expected-error-col 20: 'neg' declared as an array with a negative size
