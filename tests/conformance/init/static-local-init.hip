// C17 6.2.4p3, 6.7.9p4: a static local's initializer is a constant
// expression applied once; it may take the address of another static or
// global object.
__device__ int global_arr[3] = {7, 8, 9};
static int *next_elem(void) {
  static int *cursor = &global_arr[0];
  return cursor++;
}
static int calls(void) {
  static int n = 10;
  static int *self = &n;
  return (*self)++;
}
static int check(void) {
  if (*next_elem() != 7 || *next_elem() != 8 || *next_elem() != 9) return 1;
  if (calls() != 10 || calls() != 11) return 2;
  static const char msg[] = "once";
  static struct { int a; double b; } st = {1, 2.5};
  if (msg[3] != 'e' || st.b != 2.5) return 3;
  st.a++;
  return st.a == 2 ? 0 : 4;
}
__device__ int test(void) { return check(); }
