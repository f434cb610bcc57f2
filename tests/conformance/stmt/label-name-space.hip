// C17 6.2.3: labels have their own name space, so a label may share its
// name with a variable, a tag or a typedef; labels have function scope.
typedef int T;
struct S { int S; };
__device__ int test(void) {
  int x = 0;
  struct S s = {4};
  goto x;
x:
  x++;
  goto T;
T:
  x++;
  goto S;
S:
  x += s.S;
  if (x != 6) return 1;
  {
    goto later;                                /* function scope: visible everywhere */
  }
  return 2;
later:
  return 0;
}
