// C17 6.7.9p14, p20: with braces elided, a string literal initializes a
// char array member of a struct nested in the outer aggregate (issue 13's
// example; gcc and clang accept it).
struct T { char s[6]; int n; };
struct U { int a; int b[4]; int c; struct T t; };
__device__ int test(void) {
  struct U u = {3, 5, 6, 7, 8, 4, "huhu", 43};
  if (u.a != 3 || u.b[0] != 5 || u.b[3] != 8 || u.c != 4) return 1;
  if (u.t.s[0] != 'h' || u.t.s[3] != 'u' || u.t.s[4] != 0) return 2;
  if (u.t.n != 43) return 3;
  return 0;
}
