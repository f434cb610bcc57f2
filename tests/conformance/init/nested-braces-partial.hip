// C17 6.7.9p20-21: braces for some sub-aggregates and not for others: a
// brace-enclosed list covers exactly its sub-object, elided braces take
// as many values as needed.
struct in { int a, b; };
struct out { struct in x; int arr[3]; struct in y; };
__device__ int test(void) {
  struct out o = { {1}, 2, 3, 4, {5} };
  if (o.x.a != 1 || o.x.b != 0) return 1;
  if (o.arr[0] != 2 || o.arr[1] != 3 || o.arr[2] != 4) return 2;
  if (o.y.a != 5 || o.y.b != 0) return 3;
  struct out p = { 1, 2, {3, 4}, 5 };
  if (p.x.a != 1 || p.x.b != 2 || p.arr[0] != 3 || p.arr[1] != 4 || p.arr[2] != 0) return 4;
  if (p.y.a != 5 || p.y.b != 0) return 5;
  return 0;
}
