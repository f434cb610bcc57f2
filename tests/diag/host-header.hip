// A standard header device code lacks: fatal, as a missing header is, but
// saying what the header is, not "file not found" (issue 13).
#include <hip/hip_runtime.h>
#include <pthread.h> // expected-fatal-col 10: 'pthread.h' is a host header that device code cannot use // clang-differs: clang finds the host's
__device__ int after = undeclared;
