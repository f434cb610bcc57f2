// C17 6.8.5p5, 6.8.5.3: a declaration in the first clause of for has the
// loop's scope, hiding an outer name until the loop ends.
__device__ int test(void) {
  int i = 100;
  int sum = 0;
  for (int i = 0; i < 4; i++)
    sum += i;
  if (i != 100) return 1;                      /* the outer i is untouched */
  if (sum != 6) return 2;
  for (int i = 0, j = 10; i < j; i += 2, j -= 2)
    sum += j - i;
  if (sum != 6 + 10 + 6 + 2) return 3;
  for (int i = 0; i < 2; i++) {
    int i = 50;                                /* the body is a new block */
    sum += i;
  }
  if (sum != 124) return 4;
  return 0;
}
