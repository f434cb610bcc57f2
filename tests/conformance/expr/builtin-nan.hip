// __builtin_nan("") (GNU) is a quiet NaN; C17 6.5.8, 6.5.9 with IEEE 754
// (Annex F): -0.0 equals 0.0, a NaN compares unequal to everything,
// itself included, and every ordered comparison with it is false.
__device__ int test(void) {
  volatile double z = 0.0, nz = -0.0;
  volatile double nan = __builtin_nan("");
  volatile float inf = __builtin_huge_valf();
  if (z != nz) return 1;
  if (nan == nan) return 2;
  if (!(nan != nan)) return 3;
  if (nan < 1.0 || nan > 1.0 || nan <= 1.0 || nan >= 1.0) return 4;
  if (!(inf > 3.4e38f)) return 5;
  if (!(-inf < -3.4e38f)) return 6;
  if (1.0f / inf != 0.0f) return 7;
  if (!(0.1f > 0.1)) return 8;                 /* 0.1f is 0.100000001490116... */
  return 0;
}
