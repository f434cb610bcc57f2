// HIP: atomicMin and atomicMax compare as the pointee's type: signed for
// int, unsigned for unsigned int; they return the old value.
__device__ int test(void) {
  int i = 3;
  if (atomicMin(&i, -5) != 3 || i != -5) return 1;
  if (atomicMin(&i, 0) != -5 || i != -5) return 2;
  if (atomicMax(&i, 10) != -5 || i != 10) return 3;
  if (atomicMax(&i, -100) != 10 || i != 10) return 4;
  unsigned u = 3;
  if (atomicMax(&u, 4294967295u) != 3 || u != 4294967295u) return 5;  /* unsigned */
  if (atomicMin(&u, 1u) != 4294967295u || u != 1) return 6;
  return 0;
}
