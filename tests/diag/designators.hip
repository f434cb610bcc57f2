// Array designators out of range, and GNU designator ranges.  (Designators
// past hipc's limit for incomplete arrays: tests/robust; clang accepts them
// and then does not finish in minutes.)
#include <hip/hip_runtime.h>
__device__ int in_range[4] = {[1 ... 2] = 7, [3] = 1};
__device__ int empty[] = {[5 ... 2] = 1}; // expected-error-col 30: array designator range [5, 2] is empty
__device__ int past[4] = {[1 ... 9] = 1}; // expected-error-col 34: array designator index (9) exceeds array bounds (4)
__device__ int one_past[4] = {[4] = 1}; // expected-error-col 32: array designator index (4) exceeds array bounds (4)
