// C17 6.5.2.5p15-16 (EXAMPLE 8): a compound literal in a loop body is one
// object, re-initialized each time its expression is evaluated; two
// evaluations of different literals are distinct objects.
struct s { int i; };
static int f(void) {
  struct s *p = 0, *q;
  int j = 0;
again:
  q = p, p = &((struct s){ j++ });
  if (j < 2) goto again;
  return p == q && q->i == 1;
}
__device__ int test(void) {
  if (f() != 1) return 1;
  int *a = (int[]){1}, *b = (int[]){1};
  if (a == b) return 2;
  int sum = 0;
  for (int k = 0; k < 3; k++) {
    int *c = (int[]){k, k * 2};
    sum += c[0] + c[1];
  }
  if (sum != 9) return 3;
  const char *s = (const char[]){"hey"};
  if (s[2] != 'y' || s[3] != 0) return 4;
  return 0;
}
