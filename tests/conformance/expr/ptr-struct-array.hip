// C17 6.5.6: pointer arithmetic scales by the element size, for elements
// of any size.
struct S { int a; double b; char c; };
__device__ int test(void) {
  struct S s[4];
  struct S *p = s;
  if (&s[3] - &s[0] != 3) return 1;
  if ((char *)&s[1] - (char *)&s[0] != sizeof(struct S)) return 2;
  if (sizeof(struct S) != 24) return 3;
  p += 2;
  p->b = 1.5;
  if (s[2].b != 1.5) return 4;
  (p - 1)->a = 9;
  if (s[1].a != 9) return 5;
  short h[3];
  if ((char *)(h + 2) - (char *)h != 4) return 6;
  return 0;
}
