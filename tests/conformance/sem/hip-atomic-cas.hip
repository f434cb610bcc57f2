// HIP: atomicCAS(p, compare, val) stores val when *p equals compare and
// returns the old value (int, unsigned int, unsigned long, unsigned long
// long; float and double compared bit for bit); atomicCAS_system too.
__device__ int test(void) {
  int i = 5;
  if (atomicCAS(&i, 5, 7) != 5 || i != 7) return 1;
  if (atomicCAS(&i, 5, 9) != 7 || i != 7) return 2;      /* no match: unchanged */
  unsigned u = 1;
  if (atomicCAS(&u, 1u, 2u) != 1 || u != 2) return 3;
  unsigned long long l = 1ULL << 40;
  if (atomicCAS(&l, 1ULL << 40, 3ULL) != 1ULL << 40 || l != 3) return 4;
  unsigned long ul = 4;
  if (atomicCAS_system(&ul, 4ul, 9ul) != 4 || ul != 9) return 5;
  float f = 1.5f;
  if (atomicCAS(&f, 1.5f, 2.5f) != 1.5f || f != 2.5f) return 6;
  double d = -0.0;
  if (atomicCAS(&d, 0.0, 1.0) != 0.0 || d != 0.0) return 7;  /* -0.0 and 0.0 differ in bits */
  int arr[2] = {1, 2};
  if (atomicCAS(arr + 1, 2, 5) != 2 || arr[1] != 5) return 8;
  return 0;
}
