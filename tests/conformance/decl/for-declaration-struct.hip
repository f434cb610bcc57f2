// C17 6.8.5p3, 6.8.5.3: the first clause of for may declare objects of
// any object type, including an anonymous struct, an array, and a
// pointer to the object declared before it in the same clause.
__device__ int test(void) {
  int n = 0;
  for (struct { int i, j; } s = {0, 10}; s.i < s.j; s.i++, s.j--) n++;
  if (n != 5) return 1;
  int sum = 0;
  for (int a[3] = {1, 2, 3}, *p = a; p < a + 3; p++) sum += *p;
  if (sum != 6) return 2;
  for (double d = 0.5, *pd = &d; d < 2; d += *pd) sum += 10;
  if (sum != 6 + 20) return 3;
  return 0;
}
