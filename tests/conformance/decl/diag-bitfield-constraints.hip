// C17 6.7.2.1p4-5: a bit-field's width is a non-negative constant no wider
// than its type, zero only when unnamed; its type is an integer type.
// (Where the errors point: PENDING-A.md.)
#include <hip/hip_runtime.h>
struct BF {
  int a : 33; // expected-error: width of bit-field 'a' (33 bits) exceeds the width of its type (32 bits)
  int b : -1; // expected-error: bit-field 'b' has negative width (-1)
  int c : 0; // expected-error: named bit-field 'c' has zero width
  float f : 2; // expected-error: bit-field 'f' has non-integral type 'float'
  int : 0;
  unsigned ok : 32;
};
