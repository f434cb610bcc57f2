// C17 6.8.6.4: return with an expression of struct type, from several
// paths and from a conditional, copies the value to the caller.
struct r { int q, m; char tag; };
static struct r divmod(int a, int b) {
  if (b == 0) return (struct r){0, 0, 'z'};
  struct r v = {a / b, a % b, 'o'};
  return v;
}
static struct r pick(int c, struct r a, struct r b) { return c ? a : b; }
__device__ int test(void) {
  struct r x = divmod(17, 5);
  if (x.q != 3 || x.m != 2 || x.tag != 'o') return 1;
  if (divmod(1, 0).tag != 'z') return 2;
  struct r y = pick(0, x, divmod(9, 4));
  if (y.q != 2 || y.m != 1) return 3;
  if (pick(1, x, y).q != 3) return 4;
  return 0;
}
