// C17 6.6p9: address constants in static initializers: an element's
// address, a member's, a string literal plus an offset, a function, and
// an address cast to another pointer type.
static int arr[5] = {10, 20, 30, 40, 50};
struct s { int a, b; } gs = {1, 2};
static int twice(int x) { return 2 * x; }
static int *p2 = &arr[2];
static int *pend = arr + 5;
static int *pb = &gs.b;
static const char *msg = "hello" + 1;
static int (*fp)(int) = twice;
static char *bytes = (char *)&arr[1];
static int *ptrs[] = {&arr[0], &arr[4], 0};
__device__ int test(void) {
  if (*p2 != 30 || pend - arr != 5) return 1;
  if (*pb != 2) return 2;
  if (msg[0] != 'e') return 3;
  if (fp(4) != 8) return 4;
  if (*(int *)bytes != 20) return 5;
  if (*ptrs[1] != 50 || ptrs[2] != 0) return 6;
  return 0;
}
