// C17 6.8.5p4: the controlling expression is evaluated before each
// iteration, with its side effects, including the failing last one.
__device__ int test(void) {
  int i = 0, tests = 0;
  while (tests++, i < 3)
    i++;
  if (tests != 4) return 1;
  int n = 5, k = 0;
  while (n-- > 0)
    k++;
  if (k != 5 || n != -1) return 2;
  const char *s = "abc";
  int len = 0;
  while (s[len] != '\0' && ++len)
    ;
  if (len != 3) return 3;
  return 0;
}
