// C17 6.10.2p2-3: a header that cannot be found is a fatal error; nothing
// after it is compiled.
#include <no_such_header_for_hipc.h> // expected-fatal-col 10: 'no_such_header_for_hipc.h' file not found
__device__ int after = undeclared_name;
