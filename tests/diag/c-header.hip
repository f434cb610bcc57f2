// A header of the C standard that hipc does not provide for device code.
#include <hip/hip_runtime.h>
#include <setjmp.h> // expected-fatal-col 10: 'setjmp.h' is a C library header that hipc does not provide for device code // clang-differs: clang finds the host's
