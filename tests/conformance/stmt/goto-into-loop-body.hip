// C17 6.8.6.1: a goto may jump into the body of a loop; the loop then
// continues normally (the classic "loop and a half" entry).
__device__ int test(void) {
  int i = 10, visits = 0;
  goto inside;
  for (i = 0; i < 3; i++) {
inside:
    visits++;
  }
  if (visits != 1 || i != 11) return 1;        /* entered with i = 10, then 11 >= 3 */
  int n = 0, s = 0;
  goto mid;
  while (n < 4) {
    s += 100;
mid:
    s += 1;
    n++;
  }
  if (n != 4 || s != 4 + 300) return 2;
  return 0;
}
