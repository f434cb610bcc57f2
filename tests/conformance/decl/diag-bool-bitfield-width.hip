// C17 6.7.2.1p4: a bit-field's width may not exceed the width of its
// type, and _Bool's width is 1.  clang: "width of bit-field 'g' (2 bits)
// exceeds the width of its type (1 bit)"; hipc accepts it silently.
#include <hip/hip_runtime.h>
struct BF {
  _Bool g : 2; // expected-error-col 9: width of bit-field 'g' (2 bits) exceeds the width of its type (1 bit)
  _Bool ok : 1;
};
