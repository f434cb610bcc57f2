// GNU asm labels: `int f(int) __asm__("sym")` names the symbol of f (and
// of a variable of static storage) without mangling, as clang does
// (hipc's IR names them my_helper and my_counter); calls and uses of
// the declared names reach them.
__device__ int helper(int) __asm__("my_helper");
__device__ int helper(int x) { return x + 1; }
__device__ int counter __asm__("my_counter") = 3;
__device__ int test(void) {
  static int calls __asm__("my_calls");
  calls++;
  if (helper(1) + counter != 5 || calls != 1) return 1;
  return 0;
}
