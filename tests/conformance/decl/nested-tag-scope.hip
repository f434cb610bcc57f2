// C17 6.2.1p4, 6.7.2.3: a struct defined inside another struct's member
// list has the enclosing scope (file scope here), unlike C++.
struct outer {
  struct inner { int x; } in;
  enum inner_kind { IK_A = 3, IK_B } kind;
};
static int check(void) {
  struct inner i = {5};
  struct outer o = {{7}, IK_B};
  enum inner_kind k = IK_A;
  if (i.x != 5 || o.in.x != 7 || o.kind != 4 || k != 3) return 1;
  return 0;
}
__device__ int test(void) { return check(); }
