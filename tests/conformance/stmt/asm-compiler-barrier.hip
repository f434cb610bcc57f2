// GNU basic and extended asm statements with an empty template: the
// compiler barrier `__asm__ __volatile__("" ::: "memory")` and an empty
// asm with an input operand, as real code (and clang's HIP device code)
// writes them; neither emits an instruction.
__device__ int test(void) {
  int x = 1;
  __asm__ __volatile__("" ::: "memory");
  x++;
  asm volatile("" : : "r"(x) : "memory");
  __asm__("");
  return x == 2 ? 0 : 1;
}
