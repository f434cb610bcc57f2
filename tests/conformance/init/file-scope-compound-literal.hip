// C17 6.5.2.5p5: a compound literal at file scope has static storage; its
// address is an address constant for another global's initializer.
struct pt { int x, y; };
__device__ int *gp = (int[]){10, 20, 30};
__device__ struct pt *gpt = &(struct pt){3, 4};
static int check(void) {
  if (gp[1] != 20) return 1;
  gp[1] = 21;
  if (gp[1] != 21) return 2;
  if (gpt->x * gpt->y != 12) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
