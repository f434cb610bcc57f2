// C17 6.6p9: a function designator is an address constant: static tables
// of function pointers and a struct with one.
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
struct op { const char *name; int (*fn)(int, int); };
__device__ int (*ops[2])(int, int) = {add, &mul};
__device__ struct op named[] = {{"add", add}, {"mul", mul}};
static int check(void) {
  if (ops[0](3, 4) != 7 || ops[1](3, 4) != 12) return 1;
  if (named[1].fn(5, 5) != 25 || named[0].name[0] != 'a') return 2;
  static int (*local_fp)(int, int) = mul;
  if (local_fp(2, 3) != 6) return 3;
  return 0;
}
__device__ int test(void) { return check(); }
