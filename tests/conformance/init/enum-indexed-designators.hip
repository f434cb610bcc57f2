// C17 6.7.9p6: enumeration constants as array designators, the idiom of
// name tables; the size follows the largest constant.
enum color { RED, GREEN, BLUE, NCOLORS };
static const char *const names[] = { [BLUE] = "blue", [RED] = "red", [GREEN] = "green" };
static const int weight[NCOLORS] = { [GREEN] = 2 };
__device__ int test(void) {
  if (sizeof names / sizeof names[0] != NCOLORS) return 1;
  if (names[RED][0] != 'r' || names[GREEN][0] != 'g' || names[BLUE][0] != 'b') return 2;
  if (weight[RED] != 0 || weight[GREEN] != 2 || weight[BLUE] != 0) return 3;
  return 0;
}
