// GNU's `, ## __VA_ARGS__` (accepted by clang and used by kernel code's
// logging macros): the comma goes away when there are no variable
// arguments.
static int first(int a) { return a; }
static int first2(int a, int b) { return a * 10 + b; }
#define ONE(f, ...) f(1, ## __VA_ARGS__)
static int check(void) {
  if (ONE(first) != 1) return 1;
  if (ONE(first2, 2) != 12) return 2;
  return 0;
}
__device__ int test(void) { return check(); }
