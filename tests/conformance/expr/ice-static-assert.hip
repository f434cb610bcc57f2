// C17 6.7.10: _Static_assert takes an integer constant expression, at file
// scope, in a block and among structure members.
_Static_assert(sizeof(int) == 4, "int is 32 bits");
_Static_assert(1 + 1 == 2 && (3 > 2) && !0, "arithmetic folds");
_Static_assert((unsigned char)-1 == 255, "conversions fold");
_Static_assert(-7 / 2 == -3 && -7 % 2 == -1, "division folds toward zero");
_Static_assert(1ULL << 63 == 0x8000000000000000, "shifts fold");
_Static_assert((int)2.9 == 2, "casts of floating constants fold");
_Static_assert(sizeof(long) == 8, "LP64");
struct S {
  int a;
  _Static_assert(sizeof(short) == 2, "member position");
  int b;
};
__device__ int test(void) {
  _Static_assert(_Alignof(double) == 8, "block scope");
  _Static_assert('\377' == -1, "char is signed");
  _Static_assert(-1 < 0u ? 0 : 1, "usual arithmetic conversions fold");
  enum { K = 5 };
  _Static_assert(K * K == 25, "enum constants");
  struct S s = {1, 2};
  return s.a + s.b - 3;
}
