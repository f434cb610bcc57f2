// C17 6.10.3.1p1: an operand of ## is not macro-replaced before pasting.
#define ONE 1
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define ONETWO 99
static int check(void) {
  int ONEx = 3;
  if (CAT(ONE, TWO) != 99) return 1;     /* ONE TWO not expanded first */
  if (XCAT(ONE, 2) != 12) return 2;      /* expanded, then 1 ## 2 */
  if (CAT(ONE, x) != 3) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
