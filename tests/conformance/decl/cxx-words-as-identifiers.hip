// C++ keywords are plain identifiers in C, and `&` after an expression is
// an operator: parser/cxx.c takes none of these for C++ (issue 13).
__device__ int test(void) {
  int class = 1, template = 2, namespace = 3, using = 4, constexpr = 5, operator = 6;
  int public = 7, virtual = 8, typename = 9;
  int a = 3, b = 5;
  int c = a & b, d = a && b;
  int *p = &a;
  int e = (int)&a == (int)(long)p;
  struct S { int x; int y; } s = {1, 2};
  int f = sizeof(int) & 3;
  for (int i = 0; i < 2; i++) c += i;
  if (class + template + namespace + using + constexpr + operator + public + virtual + typename != 45) return 1;
  return c == 2 && d == 1 && *p == 3 && f == 0 && s.y == 2 ? 0 : 2;
}
