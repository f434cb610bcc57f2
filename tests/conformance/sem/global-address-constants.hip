// C17 6.6p9: file-scope pointers may be initialised with address constants
// (addresses of static objects and functions, plus or minus an integer).
static int arr[5] = {1, 2, 3, 4, 5};
static int one = 1;
static int *p_one = &one;
static int *p_mid = &arr[2];
static int *p_end = arr + 5;
static int inc(int v) { return v + 1; }
static int (*fp)(int) = inc;
static const char *msg = "static string";
struct Node { int v; struct Node *next; };
static struct Node n2 = {2, 0};
static struct Node n1 = {1, &n2};
__device__ int test(void) {
  if (*p_one != 1) return 1;
  if (*p_mid != 3) return 2;
  if (p_end - arr != 5) return 3;
  if (fp(41) != 42) return 4;
  if (msg[7] != 's') return 5;
  if (n1.next->v != 2) return 6;
  return 0;
}
