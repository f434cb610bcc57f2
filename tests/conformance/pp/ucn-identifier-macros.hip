// C17 6.4.3: universal character names in macro and function names are
// the characters they name, so a macro defined with one spelling expands
// under the other, #ifdef sees it, and a function declared with \u00fc is
// called as ü (the \U form and a letter beyond U+FFFF too).
#define gr\u00fc\u00df 40
#ifdef grüß
#define \U0001D49C 2
#endif
static int m\u00fcller(int x) { return x + 𝒜; }
__device__ int test(void) {
  if (grüß != 40) return 1;
  if (müller(grüß) != 42) return 2;
  return 0;
}
