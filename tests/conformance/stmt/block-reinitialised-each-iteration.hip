// C17 6.2.4p6, 6.8p3: an object with automatic storage and an initialiser
// is initialised each time its declaration is reached, on every iteration.
__device__ int test(void) {
  int total = 0;
  for (int i = 0; i < 5; i++) {
    int x = 10;
    x += i;
    total += x;
    int arr[3] = {i};                          /* the rest zero, every time */
    total += arr[1] + arr[2];
    arr[1] = 99;
  }
  if (total != 60) return 1;
  int k = 0;
  while (k < 3) {
    struct { int a, b; } s = {k, 0};
    if (s.b != 0) return 2;
    s.b = 7;
    k++;
  }
  return 0;
}
