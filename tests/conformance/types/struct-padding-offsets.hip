// C17 6.7.2.1p15-17 and the ABI: members in declaration order, each at an
// offset aligned for its type, tail padding to the struct's alignment, so
// array elements are sizeof apart.
#include <stddef.h>
struct s1 { char a; double b; char c; };
struct s2 { char a; char c; double b; };
struct s3 { short s; char c; };
struct s4 { struct s3 in; char d; };
struct s5 { int i; char c[3]; };
__device__ int test(void) {
  if (offsetof(struct s1, b) != 8 || offsetof(struct s1, c) != 16) return 1;
  if (sizeof(struct s1) != 24 || sizeof(struct s2) != 16) return 2;
  if (sizeof(struct s3) != 4) return 3;
  if (offsetof(struct s4, d) != 4 || sizeof(struct s4) != 6) return 4;
  if (sizeof(struct s5) != 8) return 5;
  struct s1 arr[3];
  if ((char *)&arr[2] - (char *)&arr[0] != 48) return 6;
  if ((char *)&arr[1].c - (char *)arr != 40) return 7;
  if (offsetof(struct s1, a) != 0) return 8;
  return 0;
}
