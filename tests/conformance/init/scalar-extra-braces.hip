// C17 6.7.9p11, p20: a scalar member may have its initializer in its own
// braces; a char array in a list may take a braced string.
struct s { int a; double d; };
static int check(void) {
  struct s x = {{1}, {2.5}};
  if (x.a != 1 || x.d != 2.5) return 1;
  int arr[2] = {{3}, {4}};
  if (arr[0] != 3 || arr[1] != 4) return 2;
  char rows[2][3] = {{"ab"}, "cd"};
  if (rows[0][1] != 'b' || rows[1][1] != 'd' || rows[1][2] != 0) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
