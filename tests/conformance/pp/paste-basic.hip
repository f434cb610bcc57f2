// C17 6.10.3.3p3: ## joins the tokens on either side into one
// preprocessing token, which is then rescanned.
#define CAT(a, b) a ## b
#define CAT3(a, b, c) a ## b ## c
#define AB 7
static int check(void) {
  int xy = 5, var12 = 6;
  if (CAT(x, y) != 5) return 1;
  if (CAT(var, 12) != 6) return 2;
  if (CAT3(v, ar, 12) != 6) return 3;
  if (CAT(A, B) != 7) return 4;            /* the result is rescanned */
  if (CAT(12, 34) != 1234) return 5;
  if (CAT(0x, 1F) != 31) return 6;
  if (CAT(1, e3) != 1000.0) return 7;      /* forms the pp-number 1e3 */
  if (CAT(10, u) != 10u || CAT(10, u) - 11 < 0) return 8;
  return 0;
}
__device__ int test(void) { return check(); }
