// C17 6.3.1.8p1: long long has higher rank than unsigned long but cannot
// represent all its values (both 64 bits): both become unsigned long long.
__device__ int test(void) {
  volatile long long ll = -1;
  volatile unsigned long ul = 0;
  if (_Generic(ll + ul, unsigned long long: 0, default: 1)) return 1;
  if (ll + ul != 18446744073709551615ULL) return 2;
  if (ll < ul) return 3;
  if (_Generic(1LL + 1UL, unsigned long long: 0, default: 1)) return 4;
  return 0;
}
