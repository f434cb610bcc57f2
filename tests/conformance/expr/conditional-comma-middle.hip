// C17 6.5.15p1: the middle operand of ?: is an expression (a comma
// expression is allowed unparenthesized), the last an conditional
// expression; ?: groups right to left; void operands are allowed.
static int calls;
static void hit(void) { calls++; }
static void miss(void) { calls += 100; }
__device__ int test(void) {
  volatile int t = 1, f = 0;
  int x = t ? 2, 3 : 4;
  if (x != 3) return 1;
  int y = f ? 1 : t ? 2 : 3;                   /* f ? 1 : (t ? 2 : 3) */
  if (y != 2) return 2;
  int z = t ? f ? 5 : 6 : 7;                   /* t ? (f ? 5 : 6) : 7 */
  if (z != 6) return 3;
  t ? hit() : miss();
  f ? hit() : miss();
  if (calls != 101) return 4;
  t ? (void)0 : hit();
  if (calls != 101) return 5;
  int k = 0;
  t ? k++, k++ : k--;
  if (k != 2) return 6;
  return 0;
}
