// GNU extended asm on the host target (x86-64 instructions, so this case
// is for --offload-arch=host, where the conformance suite runs it): an
// in-out "+r" operand, named operands with an early clobber, a memory
// operand, and an input tied to an output by its number.
__device__ int test(void) {
  int x = 5, y = 7, z;
  asm("addl %1, %0" : "+r"(x) : "r"(y));
  if (x != 12) return 1;
  asm("movl %[a], %[out]\n\tshll $2, %[out]" : [out] "=&r"(z) : [a] "r"(x));
  if (z != 48) return 2;
  long m = 3;
  asm volatile("incq %0" : "+m"(m));
  if (m != 4) return 3;
  asm("" : "=r"(z) : "0"(99));
  if (z != 99) return 4;
  unsigned lo, hi;
  asm volatile("movl $0x12345678, %%eax\n\tmovl $0x9abc, %%edx" : "=a"(lo), "=d"(hi));
  if (lo != 0x12345678u || hi != 0x9abcu) return 5;
  return 0;
}
