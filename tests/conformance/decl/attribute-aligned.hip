// GNU __attribute__((aligned(N))) as kernels use it: on a global, a struct
// member, a struct type (before its tag) and a typedef; _Alignof and the
// addresses show it.  (On a local, and after a struct's body:
// PENDING-A.md.)
#include <stddef.h>
__device__ int g64 __attribute__((aligned(64)));
__device__ float tile[4] __attribute__((aligned(256)));
struct m { char c; int i __attribute__((aligned(16))); };
struct __attribute__((aligned(32))) u { int x; };
typedef int aint __attribute__((aligned(16)));
static int check(void) {
  if ((unsigned long)&g64 % 64 != 0) return 1;
  if ((unsigned long)tile % 256 != 0) return 2;
  if (offsetof(struct m, i) != 16 || sizeof(struct m) != 32) return 3;
  if (_Alignof(struct u) != 32 || sizeof(struct u) != 32) return 4;
  if (_Alignof(aint) != 16) return 5;
  aint b;
  if ((unsigned long)&b % 16 != 0) return 6;
  struct u arr[2];
  if ((char *)&arr[1] - (char *)&arr[0] != 32) return 7;
  if ((unsigned long)arr % 32 != 0) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
