// C17 6.7.2.1p12: an unnamed zero-width bit-field puts the next bit-field
// in a new unit of its type; it does not raise the struct's alignment (as
// clang and GCC on these targets).
#include <stddef.h>
struct z1 { char a : 4; int : 0; char b : 4; };
struct z2 { unsigned a : 4; unsigned : 0; unsigned b : 4; };
struct z3 { char a : 4; char : 0; char b : 4; };
struct n1 { char a : 4; char b : 4; };
static int check(void) {
  if (sizeof(struct z1) != 5 || _Alignof(struct z1) != 1) return 1;
  if (sizeof(struct z2) != 8) return 2;
  if (sizeof(struct z3) != 2) return 3;
  if (sizeof(struct n1) != 1) return 4;
  struct z2 v = {0};
  v.a = 15;
  v.b = 9;
  if (v.a != 15 || v.b != 9) return 5;
  unsigned words[2];
  __builtin_memcpy(words, &v, 8);
  if (words[0] != 15 || words[1] != 9) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
