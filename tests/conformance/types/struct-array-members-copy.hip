// C17 6.5.16.1p2, 6.2.6.1: struct assignment copies every member,
// including arrays and nested structs, and the copies are independent.
struct inner { int v[3]; char tag; };
struct outer { struct inner in[2]; double d; const char *name; };
__device__ int test(void) {
  struct outer a = {{{{1, 2, 3}, 'x'}, {{4, 5, 6}, 'y'}}, 2.5, "a"};
  struct outer b;
  b = a;
  a.in[1].v[2] = 60;
  a.d = 0;
  if (b.in[1].v[2] != 6 || b.d != 2.5 || b.in[0].tag != 'x') return 1;
  if (b.name[0] != 'a') return 2;
  struct inner c = b.in[1];
  c.v[0] = 40;
  if (b.in[1].v[0] != 4 || c.v[1] != 5 || c.tag != 'y') return 3;
  struct outer *pa = &a, *pb = &b;
  *pa = *pb;
  if (a.in[1].v[2] != 6 || a.d != 2.5) return 4;
  return 0;
}
