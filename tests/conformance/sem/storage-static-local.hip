// C17 6.2.4p3: an object declared static in a block has static storage
// duration: initialised once, its value kept between calls.
static int next_id(void) {
  static int id;                               /* zero-initialised */
  return ++id;
}
static int *remember(void) {
  static int slot = 40;
  return &slot;                                /* valid after the return */
}
__device__ int test(void) {
  if (next_id() != 1) return 1;
  if (next_id() != 2) return 2;
  if (next_id() != 3) return 3;
  int *p = remember();
  if (*p != 40) return 4;
  *p = 41;
  if (*remember() != 41) return 5;
  return 0;
}
