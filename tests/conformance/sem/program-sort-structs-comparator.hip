// A c-testsuite style program: an insertion sort of structs through a
// comparator function pointer taking const void *, as qsort's callers
// write them (C17 6.3.2.3p1, 6.5.2.2).
struct rec { const char *name; int age; };
static int by_age(const void *a, const void *b) {
  const struct rec *x = a, *y = b;
  return (x->age > y->age) - (x->age < y->age);
}
static int by_name(const void *a, const void *b) {
  const unsigned char *x = (const unsigned char *)((const struct rec *)a)->name;
  const unsigned char *y = (const unsigned char *)((const struct rec *)b)->name;
  while (*x && *x == *y) x++, y++;
  return *x - *y;
}
static void isort(void *base, int n, int size, int (*cmp)(const void *, const void *)) {
  char *b = base, tmp[64];
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && cmp(b + (j - 1) * size, b + j * size) > 0; j--) {
      __builtin_memcpy(tmp, b + j * size, size);
      __builtin_memcpy(b + j * size, b + (j - 1) * size, size);
      __builtin_memcpy(b + (j - 1) * size, tmp, size);
    }
}
__device__ int test(void) {
  struct rec r[5] = {{"eve", 31}, {"bob", 25}, {"amy", 40}, {"dan", 19}, {"cat", 25}};
  isort(r, 5, sizeof r[0], by_age);
  if (r[0].age != 19 || r[4].age != 40 || r[1].age != 25 || r[2].age != 25) return 1;
  if (r[1].name[0] != 'b' || r[2].name[0] != 'c') return 2;   /* stable */
  isort(r, 5, sizeof r[0], by_name);
  for (int i = 0; i < 5; i++)
    if (r[i].name[0] != 'a' + i) return 3 + i;
  return 0;
}
