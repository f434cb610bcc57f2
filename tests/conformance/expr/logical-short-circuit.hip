// C17 6.5.13p4, 6.5.14p4: && and || evaluate left to right and do not
// evaluate the second operand when the first decides the result.
static int calls;
static int bump(int v) { calls++; return v; }
__device__ int test(void) {
  int i = 0;
  calls = 0;
  if (0 && bump(1)) return 1;
  if (calls != 0) return 2;
  if (!(1 || bump(1))) return 3;
  if (calls != 0) return 4;
  if (!(1 && bump(1))) return 5;
  if (calls != 1) return 6;
  if (0 || bump(0)) return 7;
  if (calls != 2) return 8;
  volatile int z = 0;
  if (z && i++) return 9;
  if (i != 0) return 10;
  if (!(!z || i++)) return 11;
  if (i != 0) return 12;
  int *p = 0;
  if (p && *p) return 13;                      /* guards the dereference */
  if (bump(0) && bump(1) && bump(1)) return 14;
  if (calls != 3) return 15;
  return 0;
}
