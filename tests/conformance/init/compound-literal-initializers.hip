// C17 6.5.2.5, 6.7.9: compound literals as initializer values: a pointer
// to an array literal, a struct from a struct literal, an array of
// pointers to literals.
struct p { int x, y; };
__device__ int test(void) {
  int *a = (int[]){1, 2, 3};
  struct p s = (struct p){.y = 4};
  struct p *ps[2] = {&(struct p){1, 1}, &(struct p){2, 2}};
  const char *strs[] = {(const char[]){'h', 'i', 0}, "yo"};
  if (a[2] != 3 || s.x != 0 || s.y != 4) return 1;
  if (ps[0]->x + ps[1]->y != 3) return 2;
  if (strs[0][1] != 'i' || strs[1][0] != 'y') return 3;
  struct { int *v; int n; } vec = {(int[4]){9, 8}, 4};
  if (vec.v[0] != 9 || vec.v[3] != 0 || vec.n != 4) return 4;
  return 0;
}
