// C17 6.7.6: one declaration with several declarators of different
// derived types sharing the specifiers.
static int three(void) { return 3; }
__device__ int test(void) {
  int a = 1, *b = &a, c[3] = {1, 2, 3}, (*d)(void) = three, **e = &b, (*f)[3] = &c;
  if (a != 1 || *b != 1 || c[2] != 3 || d() != 3 || **e != 1 || (*f)[1] != 2) return 1;
  const char *names[2] = {"x", "y"}, **pn = names, ch = 'z';
  if (pn[1][0] != 'y' || ch != 'z') return 2;
  unsigned u = 1, *pu = &u;
  if (*pu != 1) return 3;
  return 0;
}
