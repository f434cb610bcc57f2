// C17 6.5.2.5: a compound literal is an unnamed object (an lvalue) of the
// given type, with automatic storage in a block.
struct P { int x, y; };
static int sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__device__ int test(void) {
  if ((int[]){1, 2, 3}[1] != 2) return 1;
  if (sizeof((int[]){1, 2, 3}) != 12) return 2;
  if ((struct P){.y = 5}.y != 5) return 3;
  if ((struct P){.y = 5}.x != 0) return 4;     /* the rest zeroed */
  if (sum((int[]){4, 5, 6}, 3) != 15) return 5;
  int *p = (int[2]){7, 8};
  p[1] = 9;                                    /* modifiable */
  if (p[0] + p[1] != 16) return 6;
  struct P *q = &(struct P){1, 2};
  q->x = 10;
  if (q->x + q->y != 12) return 7;
  (struct P){0, 0}.x = 3;                      /* an lvalue */
  return 0;
}
