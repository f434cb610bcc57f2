// C17 6.7.9p4, p13: an automatic object's initializer may be any
// expression, evaluated each time the declaration is reached; an object
// declared later can use one declared earlier in the same declaration.
static int next(int *c) { return ++*c; }
static int check(void) {
  int counter = 0;
  int a = next(&counter), b = a * 10, c = next(&counter) + b;
  if (a != 1 || b != 10 || c != 12) return 1;
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int fresh = i * 2;            /* re-initialised on each pass */
    total += fresh;
  }
  if (total != 6) return 2;
  int arr[3] = {a, b, c};
  if (arr[2] != 12) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
