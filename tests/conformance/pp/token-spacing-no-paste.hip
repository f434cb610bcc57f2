// C17 5.1.1.2p1 (phase 3), 6.10.3: macro replacement keeps tokens apart:
// - followed by an expansion starting with - is two operators, not --;
// the result is never re-lexed into a new token.
#define NEG -x
#define PLUS +
#define EMPTY
__device__ int test(void) {
  int x = 3;
  if (-NEG != 3) return 1;                     /* - -x */
  int y = 1 PLUS+ 1;                           /* + +1, not ++ */
  if (y != 2) return 2;
  int z = 5;
  int w = z-EMPTY-1;                           /* z - -1? no: z - - 1 */
  if (w != 6) return 3;
  return 0;
}
