// C17 6.2.1p4, 6.7.2.2p3: enumeration constants are ordinary identifiers
// scoped like variables: an inner enumerator hides an outer variable and
// vice versa; an enum's own earlier constants are usable in later ones.
static int RED = 100;
__device__ int test(void) {
  if (RED != 100) return 1;
  {
    enum { RED = 1, GREEN = RED + 1, BLUE = GREEN * 2 };
    if (RED != 1 || GREEN != 2 || BLUE != 4) return 2;
    {
      int GREEN = 20;
      if (GREEN != 20 || BLUE != 4) return 3;
    }
  }
  if (RED != 100) return 4;
  return 0;
}
