// C17 6.7.6.3p7, 6.7.7p1: type qualifiers and static inside the brackets
// of an abstract array declarator in a prototype, `int [const 5]`,
// `int [static 5]`, `int [static const 2]` (issue 13; the named forms
// `int x[static 5]` work).
void f2(int [const 5]);
void f3(int [static 5]);
void f4(int [static const 2], int []);
void f6(int [restrict]);
void f2(int x[const 5]) { x[1] = 2; }
void f3(int x[static 5]) { x[2] = 3; }
void f4(int a[static const 2], int b[]) { a[1] = b[0]; }
void f6(int x[restrict]) { x[0] = 1; }
__device__ int test(void) {
  int v[5] = {0};
  f2(v); f3(v); f6(v);
  int w[1] = {9};
  f4(v + 3, w);
  if (v[0] != 1 || v[1] != 2 || v[2] != 3 || v[4] != 9) return 1;
  return 0;
}
