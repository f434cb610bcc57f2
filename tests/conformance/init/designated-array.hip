// C17 6.7.9p6, p22 and EXAMPLE 9-10: [index] designators; the size of an
// array of unknown size is set by the largest index.
enum { RED, GREEN, BLUE };
static int check(void) {
  int a[6] = {[4] = 29, [2] = 15};              /* EXAMPLE: {0, 0, 15, 0, 29, 0} */
  if (a[0] || a[1] || a[2] != 15 || a[3] || a[4] != 29 || a[5]) return 1;
  int b[] = {[9] = 1};
  if (sizeof b != 10 * sizeof(int) || b[9] != 1 || b[0] != 0) return 2;
  const char *names[] = {[BLUE] = "blue", [RED] = "red", [GREEN] = "green"};
  if (sizeof names / sizeof names[0] != 3) return 3;
  if (names[GREEN][0] != 'g' || names[BLUE][0] != 'b') return 4;
  int c[] = {1, 2, [1 + 3] = 5};
  if (sizeof c != 5 * sizeof(int) || c[2] != 0 || c[4] != 5) return 5;
  return 0;
}
__device__ int test(void) { return check(); }
