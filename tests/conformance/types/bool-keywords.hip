// HIP-C (as HIP's C++): bool, true and false without <stdbool.h>; bool is
// _Bool.
static bool is_even(int n) { return n % 2 == 0; }
static int check(void) {
  bool t = true, f = false;
  if (t != 1 || f != 0) return 1;
  if (sizeof(bool) != 1) return 2;
  bool b = 7;
  if (b != true) return 3;
  if (!is_even(4) || is_even(3)) return 4;
  if (true + true != 2) return 5;
  _Bool c = t;
  if (!c) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
