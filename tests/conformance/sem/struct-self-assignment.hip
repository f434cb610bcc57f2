// C17 6.5.16.1p3: assigning a structure to itself (exactly overlapping
// objects of compatible type) leaves it unchanged; copies through
// pointers to the same object likewise.
struct S { int a[6]; char c; };
__device__ int test(void) {
  struct S s;
  for (int i = 0; i < 6; i++)
    s.a[i] = i * 11;
  s.c = 'q';
  s = s;
  struct S *p = &s, *q = &s;
  *p = *q;
  if (s.a[5] != 55 || s.c != 'q') return 1;
  return 0;
}
