// C17 6.10.3.3: ## joins tokens into one preprocessing token: identifiers
// and numbers into a pp-number, a hex prefix with digits, a suffix onto a
// constant, an identifier with a number.
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define HEX(d) 0x##d
#define SUFFIX(n) n##ULL
__device__ int test(void) {
  if (CAT(1, 2) != 12) return 1;
  if (HEX(1F) != 31) return 2;
  if (_Generic(SUFFIX(5), unsigned long long: 0, default: 1)) return 3;
  int CAT(var, 3) = 7;
  if (var3 != 7) return 4;
  if (CAT(1e, 3) != 1000.0) return 5;
  if (XCAT(CAT(1, 2), 3) != 123) return 6;
  if (CAT(0, x10) != 16) return 7;
  if (CAT(., 5) != 0.5) return 8;
  return 0;
}
