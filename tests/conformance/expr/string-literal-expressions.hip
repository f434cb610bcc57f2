// C17 6.4.5p6, 6.3.2.1p3: a string literal is an array of char with
// static storage: it decays, can be subscripted and dereferenced, its
// address has pointer-to-array type, and sizeof gives the array size.
__device__ int test(void) {
  const char *p = "hello";
  if (p[4] != 'o' || p[5] != 0) return 1;
  if (*("ab" + 1) != 'b') return 2;
  if (sizeof "hello" != 6 || sizeof("a" "bc") != 4) return 3;
  if (_Generic(&"abc", char (*)[4]: 0, default: 1)) return 4;
  if ((*&"xyz")[2] != 'z') return 5;
  int n = 0;
  for (const char *s = "count"; *s; s++) n++;
  if (n != 5) return 7;
  return 0;
}
