// GNU C forward-declared enum: a pointer to the incomplete enum type in a
// struct, completed later, then used with the constants.
enum color;
struct paint { enum color *c; int n; };
enum color { RED = 3, GREEN = 5 };
static int value(struct paint p) { return *p.c * p.n; }
__device__ int test(void) {
  enum color c = GREEN;
  struct paint p = {&c, 2};
  if (value(p) != 10) return 1;
  *p.c = RED;
  if (c != RED) return 2;
  return 0;
}
