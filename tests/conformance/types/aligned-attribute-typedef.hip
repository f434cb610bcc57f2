// GNU __attribute__((aligned(N))) on a typedef and a struct type raises
// the alignment of every object of that type (and a struct's size).
#include <stddef.h>
typedef int aint16 __attribute__((aligned(16)));
struct __attribute__((aligned(32))) big { char c; };
struct holder { char c; aint16 v; };
__device__ int test(void) {
  if (_Alignof(aint16) != 16) return 1;
  if (_Alignof(struct big) != 32 || sizeof(struct big) != 32) return 2;
  if (offsetof(struct holder, v) != 16 || sizeof(struct holder) != 32) return 3;
  aint16 x = 3;
  if ((unsigned long)&x % 16 != 0 || x != 3) return 4;
  struct big b[2];
  if ((char *)&b[1] - (char *)&b[0] != 32) return 5;
  return 0;
}
