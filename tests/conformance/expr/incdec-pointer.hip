// C17 6.5.2.4, 6.5.3.1: ++ and -- on a pointer step by one element.
struct S { char c[5]; };
__device__ int test(void) {
  int a[4] = {10, 20, 30, 40};
  int *p = a;
  if (*p++ != 10) return 1;                    /* postfix binds tighter than * */
  if (*p != 20) return 2;
  if (*++p != 30) return 3;
  if (*p-- != 30) return 4;
  if (*--p != 10) return 5;
  (*p)++;
  if (a[0] != 11) return 6;
  struct S s[3];
  struct S *q = s;
  q++;
  if ((char *)q - (char *)s != 5) return 7;
  const char *str = "abc";
  int n = 0;
  while (*str++)
    n++;
  if (n != 3) return 8;
  return 0;
}
