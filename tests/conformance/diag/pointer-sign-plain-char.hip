// -Wpointer-sign with plain char on one side: clang words it "where one is
// of the unique plain 'char' type and the other is not".
#include <hip/hip_runtime.h>

__device__ int f(char *c, signed char *sc) {
  unsigned char *uc = c; // expected-warning: initializing 'unsigned char *' with an expression of type 'char *' converts between pointers to integer types where one is of the unique plain 'char' type and the other is not // clang-differs: an error in C++
  c = sc; // expected-warning: assigning to 'char *' from 'signed char *' converts between pointers to integer types where one is of the unique plain 'char' type and the other is not
  return *uc + *c;
}
