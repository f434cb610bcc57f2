// C17 6.7.2.1p18 EXAMPLE 2: storage for a struct with a flexible array
// member is allocated with room for the elements, which are then used as
// an ordinary array.
struct vec { int n; int data[]; };
static int sum(const struct vec *v) {
  int s = 0;
  for (int i = 0; i < v->n; i++) s += v->data[i];
  return s;
}
__device__ int test(void) {
  _Alignas(struct vec) unsigned char buf[sizeof(struct vec) + 5 * sizeof(int)];
  struct vec *v = (struct vec *)buf;
  v->n = 5;
  for (int i = 0; i < 5; i++) v->data[i] = i * i;
  if (sum(v) != 30) return 1;
  if ((unsigned char *)&v->data[0] != buf + sizeof(struct vec)) return 2;
  if (v->data[4] != 16) return 3;
  return 0;
}
