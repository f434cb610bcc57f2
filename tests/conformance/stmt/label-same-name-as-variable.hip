// C17 6.2.3: labels have their own name space, so a label may share its
// name with a variable or a member; labels have function scope.
// (A label named like a typedef or a tag: PENDING-B/stmt-label-name-space.)
struct P { int x; };
__device__ int test(void) {
  int x = 0;
  struct P p = {4};
  goto x;
x:
  x++;
  x += p.x;
  if (x != 5) return 1;
  {
    goto later;                                /* function scope: visible everywhere */
  }
  return 2;
later:
  return 0;
}
