// A C++ library header in HIP-C: fatal, saying why (issue 13).
#include <hip/hip_runtime.h>
#include <vector> // expected-fatal-col 10: 'vector' is a C++ library header; HIP-C device code has no C++ library // clang-differs: clang's HIP is C++
