// HIP: atomicSub returns the old value and subtracts; atomicExch returns
// the old value and stores the new (int, unsigned int, float).
__device__ int test(void) {
  int i = 10;
  if (atomicSub(&i, 3) != 10 || i != 7) return 1;
  unsigned u = 0;
  if (atomicSub(&u, 1u) != 0 || u != 4294967295u) return 2;    /* wraps */
  int e = 1;
  if (atomicExch(&e, 42) != 1 || e != 42) return 3;
  unsigned ue = 7;
  if (atomicExch(&ue, 9u) != 7 || ue != 9) return 4;
  float f = 2.5f;
  if (atomicExch(&f, -1.0f) != 2.5f || f != -1.0f) return 5;
  return 0;
}
