// C17 6.7.9p14, p20: an array of structs holding char arrays, with the
// inner braces elided: each string fills one member, the next value the
// next member.
struct kv { char k[4]; int v; };
__device__ int test(void) {
  struct kv t[] = {"one", 1, "two", 2, "six", 6};
  if (sizeof t != 3 * sizeof(struct kv)) return 1;
  if (t[0].k[2] != 'e' || t[0].v != 1) return 2;
  if (t[1].k[0] != 't' || t[1].v != 2) return 3;
  if (t[2].k[1] != 'i' || t[2].v != 6) return 4;
  char m[2][3] = {"ab", "cd"};
  if (m[1][1] != 'd' || m[1][2] != 0) return 5;
  return 0;
}
