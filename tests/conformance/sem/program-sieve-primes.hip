// A c-testsuite style program: the sieve of Eratosthenes over a static
// array (zero-initialized, C17 6.7.9p10), counting primes below 10000
// (1229) and summing those below 100.
static unsigned char composite[10000];
__device__ int test(void) {
  for (int i = 2; i * i < 10000; i++)
    if (!composite[i])
      for (int j = i * i; j < 10000; j += i) composite[j] = 1;
  int count = 0, sum = 0;
  for (int i = 2; i < 10000; i++)
    if (!composite[i]) {
      count++;
      if (i < 100) sum += i;
    }
  if (count != 1229) return 1;
  if (sum != 1060) return 2;
  return 0;
}
