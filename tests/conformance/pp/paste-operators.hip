// C17 6.10.3.3p3: ## can form punctuators too.
#define CAT(a, b) a ## b
struct S { int v; };
static int check(void) {
  int x = 1;
  x CAT(+, =) 4;
  if (x != 5) return 1;
  x CAT(<<, =) 1;
  if (x != 10) return 2;
  if (!(x CAT(=, =) 10)) return 3;
  struct S s = {3}, *p = &s;
  if (p CAT(-, >) v != 3) return 4;
  x CAT(-, -);
  if (x != 9) return 5;
  if ((x CAT(&, &) 0) != 0) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
