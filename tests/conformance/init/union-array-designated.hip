// C17 6.7.9p17-18: an array of unions initialized with designators that
// choose a different member for each element.
union v { int i; float f; const char *s; };
struct tv { char tag; union v v; };
__device__ int test(void) {
  union v arr[3] = {[0].i = 5, [1].f = 2.5f, [2].s = "x"};
  if (arr[0].i != 5 || arr[1].f != 2.5f || arr[2].s[0] != 'x') return 1;
  struct tv t[] = {{'i', {.i = 1}}, {'f', .v.f = 0.5f}, {'s', {.s = "yz"}}};
  if (sizeof t / sizeof t[0] != 3) return 2;
  if (t[0].v.i != 1 || t[1].v.f != 0.5f || t[2].v.s[1] != 'z') return 3;
  return 0;
}
