// C17 6.7.9p14,p20: brace elision reaches a char array inside a nested
// aggregate, which a string literal then initialises (issue 13).
struct T { char s[6]; int n; }; struct U { int a; int b[4]; int c; struct T t; };
struct V { struct T t[2]; int z; };
__device__ int test(void) {
  struct U u = {3, 5, 6, 7, 8, 4, "huhu", 43};
  struct V v = {"ab", 1, "cde", 2, 9};
  char m[2][4] = {"abc", "de"};
  struct { char a[3]; char b[3]; } w = {"xy", "z"};
  if (u.a != 3 || u.b[3] != 8 || u.c != 4 || u.t.s[0] != 'h' || u.t.s[4] || u.t.n != 43) return 1;
  if (v.t[0].s[1] != 'b' || v.t[0].n != 1 || v.t[1].s[2] != 'e' || v.t[1].n != 2 || v.z != 9) return 2;
  if (m[1][1] != 'e' || m[0][2] != 'c') return 3;
  if (w.b[0] != 'z' || w.a[1] != 'y') return 4;
  return 0;
}
