// C17 6.4.5p5: when adjacent string literals are concatenated and one has
// an encoding prefix, the result has it: a wide string.
__device__ int test(void) {
  if (sizeof(L"a" "b") != 12) return 1;
  if (sizeof("a" L"b") != 12) return 2;
  if (sizeof(u"a" "b" "c") != 8) return 3;
  if (L"a" "b"[1] != 'b') return 4;
  return 0;
}
