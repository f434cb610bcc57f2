// C17 6.7.2.1p4-5: a bit-field's width is a non-negative constant no wider
// than its type, zero only when unnamed; its type is an integer type.
// clang reports each error at the bit-field's name; hipc at its width
// (column 11 instead of 7, 13 instead of 9).
#include <hip/hip_runtime.h>
struct BF {
  int a : 33; // expected-error-col 7: width of bit-field 'a' (33 bits) exceeds the width of its type (32 bits)
  int b : -1; // expected-error-col 7: bit-field 'b' has negative width (-1)
  int c : 0; // expected-error-col 7: named bit-field 'c' has zero width
  float f : 2; // expected-error-col 9: bit-field 'f' has non-integral type 'float'
  int : 0;
  unsigned ok : 32;
};
