// C17 6.5.2.5: a compound literal as the right side of a struct or array
// element assignment, resetting every member.
struct cfg { int a, b, c; };
static int check(void) {
  struct cfg c = {1, 2, 3};
  c = (struct cfg){.b = 5};
  if (c.a != 0 || c.b != 5 || c.c != 0) return 1;
  struct cfg arr[2];
  arr[1] = (struct cfg){7, 8, 9};
  if (arr[1].c != 9) return 2;
  c = (struct cfg){c.b, c.a, c.b + 1};     /* reads the old value first */
  if (c.a != 5 || c.b != 0 || c.c != 6) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
