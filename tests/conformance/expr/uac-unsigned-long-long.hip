// C17 6.3.1.8p1: unsigned long long with any signed type of lower or equal
// rank is unsigned long long; unsigned int with int is unsigned even when
// the int is a negative char promoted first.
__device__ int test(void) {
  volatile unsigned long long ull = 1;
  volatile long long ll = -2;
  volatile int i = -1;
  volatile signed char sc = -1;
  volatile unsigned u = 0;
  if (_Generic(ull + ll, unsigned long long: 0, default: 1)) return 1;
  if (ull + ll != 18446744073709551615ULL) return 2;
  if (_Generic(ull * i, unsigned long long: 0, default: 1)) return 3;
  if (ull * i != 18446744073709551615ULL) return 4;      /* -1 converted first */
  if (_Generic(sc + u, unsigned: 0, default: 1)) return 5;
  if (sc + u != 4294967295u) return 6;                   /* -1 -> int -> unsigned */
  if (ll < ull) return 7;                                /* -2 becomes huge */
  if (_Generic(sc + ll, long long: 0, default: 1)) return 8;
  if (sc + ll != -3) return 9;
  return 0;
}
