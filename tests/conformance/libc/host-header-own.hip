// FLAGS: -Itests/conformance/libc/include
// A standard host header that the program provides itself (-I) is found
// as any header is: only one that no directory holds is an error.
#include <unistd.h>

__device__ int test(void) { return OWN_UNISTD == 7 ? 0 : 1; }
