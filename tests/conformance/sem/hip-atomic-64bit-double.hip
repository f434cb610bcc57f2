// HIP: atomicAdd, atomicExch, atomicMin and atomicMax on unsigned long long
// and long long, atomicAdd on double, and the _system/_block scopes.
__device__ int test(void) {
  unsigned long long u = 0xFFFFFFFFULL;
  if (atomicAdd(&u, 1ULL) != 0xFFFFFFFFULL || u != 0x100000000ULL) return 1;
  if (atomicExch(&u, 5ULL) != 0x100000000ULL || u != 5) return 2;
  if (atomicMax(&u, 1ULL << 40) != 5 || u != 1ULL << 40) return 3;
  long long l = -1;
  if (atomicMin(&l, -5000000000LL) != -1 || l != -5000000000LL) return 4;
  double d = 1.0;
  if (atomicAdd(&d, 0.5) != 1.0 || d != 1.5) return 5;
  int i = 1;
  if (atomicAdd_system(&i, 1) != 1 || atomicAdd_block(&i, 1) != 2 || i != 3) return 6;
  return 0;
}
