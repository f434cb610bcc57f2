// C17 6.5.13-6.5.17 and Annex C: sequence points after the first operand
// of &&, ||, ?: and ',', and between a full expression and the next.
__device__ int test(void) {
  int i = 0;
  if (!(i++ == 0 && i == 1)) return 1;
  i = 0;
  if (!(i++ || i == 1)) return 2;
  i = 0;
  if ((i++ ? 100 : i) != 1) return 3;
  i = 0;
  if ((i++, i++, i) != 2) return 4;
  int j = 5;
  i = j++ > 5 || j++ == 6 ? j : -1;            /* both sides of || run: j is 7 */
  if (i != 7 || j != 7) return 5;
  return 0;
}
