// C17 6.3.2.3p1, p7: a pointer converted to void * or char * and back
// compares equal to the original; char * walks the object's bytes; a
// pointer to a struct converted to a pointer to its first member.
struct s { int first; double d; };
__device__ int test(void) {
  struct s v = {42, 1.5};
  void *vp = &v;
  struct s *back = vp;
  if (back != &v || back->first != 42) return 1;
  int *fp = (int *)&v;                         /* 6.7.2.1p15 */
  if (*fp != 42) return 2;
  if ((struct s *)fp != &v) return 3;
  unsigned char *bytes = (unsigned char *)&v.first;
  if (bytes[0] != 42 || bytes[1] != 0) return 4;
  double *dp = &v.d;
  char *cp = (char *)dp;
  if ((double *)cp != dp || *(double *)cp != 1.5) return 5;
  const void *cvp = &v;
  if ((const struct s *)cvp != &v) return 6;
  return 0;
}
