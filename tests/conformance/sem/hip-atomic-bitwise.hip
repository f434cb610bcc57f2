// HIP: atomicAnd, atomicOr and atomicXor return the old value and store the
// combination (int and unsigned int).
__device__ int test(void) {
  unsigned u = 0xF0F0u;
  if (atomicAnd(&u, 0xFF00u) != 0xF0F0u || u != 0xF000u) return 1;
  if (atomicOr(&u, 0x000Fu) != 0xF000u || u != 0xF00Fu) return 2;
  if (atomicXor(&u, 0xFFFFu) != 0xF00Fu || u != 0x0FF0u) return 3;
  int i = -1;
  if (atomicAnd(&i, 0x7F) != -1 || i != 0x7F) return 4;
  if (atomicOr(&i, 0x100) != 0x7F || i != 0x17F) return 5;
  if (atomicXor(&i, 0x17F) != 0x17F || i != 0) return 6;
  return 0;
}
