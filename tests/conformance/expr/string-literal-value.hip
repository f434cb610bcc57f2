// C17 6.4.5, 6.3.2.1p3: a string literal is an array of char with a
// terminating 0, converted to a pointer to its first element in most uses.
__device__ int test(void) {
  if ("abc"[1] != 'b') return 1;
  if (*"xyz" != 'x') return 2;
  if (sizeof("abc") != 4) return 3;
  if ("abc"[3] != 0) return 4;
  const char *p = "hello" + 1;
  if (*p != 'e') return 5;
  if (_Generic("abc", char *: 0, default: 1)) return 6;   /* char[4] decays to char * */
  int n = 0;
  for (const char *q = "counted"; *q; q++)
    n++;
  if (n != 7) return 7;
  char a[] = "mutable";                        /* a copy */
  a[0] = 'M';
  if (a[0] != 'M' || sizeof a != 8) return 8;
  return 0;
}
