// HIP: atomicAdd returns the old value and adds, on int, unsigned int and
// float (one thread: the results are exact).
__device__ int test(void) {
  int i = 5;
  if (atomicAdd(&i, 3) != 5 || i != 8) return 1;
  if (atomicAdd(&i, -10) != 8 || i != -2) return 2;
  unsigned u = 4294967295u;
  if (atomicAdd(&u, 2u) != 4294967295u || u != 1u) return 3;   /* wraps */
  float f = 1.5f;
  if (atomicAdd(&f, 0.25f) != 1.5f || f != 1.75f) return 4;
  __shared__ int s;
  s = 0;
  for (int k = 0; k < 10; k++)
    atomicAdd(&s, k);
  if (s != 45) return 5;
  return 0;
}
