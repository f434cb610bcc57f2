// C17 6.7.9p17-20: designators and positional initializers mixed in one
// list, also inside nested aggregates and with brace elision.
struct in { int p, q; };
struct out { int a; struct in b; int c[2]; };
static int check(void) {
  struct out o = {1, .b.q = 2, 3, 4};          /* after .b.q: c[0], c[1] */
  if (o.a != 1 || o.b.p != 0 || o.b.q != 2 || o.c[0] != 3 || o.c[1] != 4) return 1;
  struct out r = {.c[1] = 8, .a = 6, {7}};     /* {7} goes to b */
  if (r.a != 6 || r.b.p != 7 || r.b.q != 0 || r.c[0] != 0 || r.c[1] != 8) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
