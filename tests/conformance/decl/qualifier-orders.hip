// C17 6.7p2, 6.7.3: specifiers and qualifiers in any order, repeated
// qualifiers (6.7.3p5), and qualified pointers at each level.
__device__ int test(void) {
  int const volatile a = 1;
  volatile const int b = 2;
  const const int c = 3;
  long unsigned int long d = 4;                /* unsigned long long */
  short signed s = -5;
  char const *const p = "x";
  int v = 6;
  int *const volatile cp = &v;
  const int *const *pp = (const int *const *)&cp;
  if (a + b + c != 6) return 1;
  if (_Generic(d, unsigned long long: 0, default: 1) || d != 4) return 2;
  if (_Generic(s, short: 0, default: 1)) return 3;
  if (*p != 'x' || **pp != 6) return 4;
  *cp = 7;
  if (v != 7) return 5;
  return 0;
}
