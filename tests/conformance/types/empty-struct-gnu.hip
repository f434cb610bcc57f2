// GNU C: a struct or union with no members is allowed and has size 0 (a C
// constraint violation that gcc and clang accept in C); an array of them
// also has size 0, and a struct containing one only its other members.
struct empty {};
struct wrap { int a; struct empty e; int b; };
union uempty {};
__device__ int test(void) {
  if (sizeof(struct empty) != 0 || sizeof(union uempty) != 0) return 1;
  struct empty arr[10];
  if (sizeof arr != 0) return 2;
  if (sizeof(struct wrap) != 8) return 3;
  struct wrap w = {1, {}, 2};
  if (w.a + w.b != 3) return 4;
  return 0;
}
