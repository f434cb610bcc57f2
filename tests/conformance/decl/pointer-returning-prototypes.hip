// A function returning a pointer whose prototype has a function-pointer
// parameter, `void *f(size_t, int (*)(void))`: the parameters are
// declarations (the '*' after `void` is a declarator's, not a
// multiplication), so `int (*)(void)` is a type, not a functional cast.
#include <stddef.h>
typedef unsigned long sz;
static int one(void) { return 1; }
static void *pick(size_t n, int (*)(void));
static void *pick(size_t n, int (*get)(void)) { return (char *)0 + n * (size_t)get(); }
struct node;
static struct node **head(int, float (*)(int));
static struct node **head(int k, float (*f)(int)) { (void)f; return (struct node **)0 + k; }
static sz *first(sz a, int (*b)(void)) { (void)b; return (sz *)0 + a; }
__device__ int test(void) {
  if (pick(5, one) != (char *)0 + 5) return 1;
  if (head(2, 0) != (struct node **)0 + 2) return 2;
  if (first(3, one) != (sz *)0 + 3) return 3;
  int a = 6, b = 7, *p = &a;
  if (*p * (b) != 42 || a * b * (a) != 252) return 4;   /* still products */
  return 0;
}
