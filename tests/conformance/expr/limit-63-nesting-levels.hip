// C17 5.2.4.1: 63 nesting levels of parenthesized expressions in a full
// expression, and 63 nesting levels of conditional inclusion.
__device__ int test(void) {
  int v = (((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1 + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1) + 1);
  if (v != 64) return 1;
  int levels = 0;
#if 1
#if 2
#if 3
#if 4
#if 5
#if 6
#if 7
#if 8
#if 9
#if 10
#if 11
#if 12
#if 13
#if 14
#if 15
#if 16
#if 17
#if 18
#if 19
#if 20
#if 21
#if 22
#if 23
#if 24
#if 25
#if 26
#if 27
#if 28
#if 29
#if 30
#if 31
#if 32
#if 33
#if 34
#if 35
#if 36
#if 37
#if 38
#if 39
#if 40
#if 41
#if 42
#if 43
#if 44
#if 45
#if 46
#if 47
#if 48
#if 49
#if 50
#if 51
#if 52
#if 53
#if 54
#if 55
#if 56
#if 57
#if 58
#if 59
#if 60
#if 61
#if 62
#if 63
  levels = 63;
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
  if (levels != 63) return 2;
  return 0;
}
