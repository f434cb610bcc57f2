// __builtin_offsetof and offsetof (C17 7.19): the byte offset of a member,
// nested members and array elements included.
#include <stddef.h>
struct In { char c; double d; };
struct S {
  char a;
  int b;
  short arr[5];
  struct In in;
};
__device__ int test(void) {
  if (__builtin_offsetof(struct S, a) != 0) return 1;
  if (__builtin_offsetof(struct S, b) != 4) return 2;
  if (__builtin_offsetof(struct S, arr) != 8) return 3;
  if (__builtin_offsetof(struct S, arr[3]) != 14) return 4;
  if (__builtin_offsetof(struct S, in.d) != 32) return 5;
  if (offsetof(struct S, in) != 24) return 6;
  if (_Generic(offsetof(struct S, b), size_t: 0, default: 1)) return 7;
  struct S s;
  if ((char *)&s.in.d - (char *)&s != offsetof(struct S, in.d)) return 8;
  int a[offsetof(struct S, b)];                /* an integer constant expression */
  if (sizeof a != 16) return 9;
  return 0;
}
