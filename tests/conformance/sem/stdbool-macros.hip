// C17 7.18p3: true and false are macros that expand to the integer
// constants 1 and 0, suitable for use in #if.
#include <stdbool.h>
#if !(true == 1 && false == 0)
#error bad bool macros
#endif
#if !defined(true) || !defined(false) || !defined(bool)
#error true, false and bool are macros
#endif
__device__ int test(void) { return true - 1; }
