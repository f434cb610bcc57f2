// C17 6.5.2.5: a compound literal is an unnamed object with the given
// type and initializer; at block scope it is automatic and modifiable.
struct pt { int x, y; };
static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
static int dist2(struct pt p) { return p.x * p.x + p.y * p.y; }
static int check(void) {
  int *p = (int[]){1, 2, 3};
  if (p[2] != 3) return 1;
  p[2] = 30;                              /* modifiable */
  if (p[2] != 30) return 2;
  if (sum((int[]){4, 5, 6}, 3) != 15) return 3;
  if (dist2((struct pt){3, 4}) != 25) return 4;
  struct pt *q = &(struct pt){.y = 2};
  if (q->x != 0 || q->y != 2) return 5;
  if (sizeof((int[]){1, 2, 3, 4}) != 16) return 6;
  int x = (int){7};
  if (x != 7) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
