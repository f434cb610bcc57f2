// C17 6.2.2p4, 6.7p7: an extern declaration in a block refers to the
// object with linkage defined at file scope.
int shared_value = 11;
static int get(void) {
  extern int shared_value;
  return shared_value;
}
static void set(int v) {
  extern int shared_value;
  shared_value = v;
}
__device__ int test(void) {
  if (get() != 11) return 1;
  set(12);
  if (shared_value != 12) return 2;
  if (get() != 12) return 3;
  return 0;
}
