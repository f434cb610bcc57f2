// C17 6.8.6.1: gotos forward and backward between labels form a state
// machine that scans a string (as lexers written with goto do).
static int count_words(const char *s) {
  int n = 0;
space:
  if (!*s) goto done;
  if (*s == ' ') { s++; goto space; }
  n++;
word:
  if (!*s) goto done;
  if (*s == ' ') goto space;
  s++;
  goto word;
done:
  return n;
}
__device__ int test(void) {
  if (count_words("") != 0) return 1;
  if (count_words("one") != 1) return 2;
  if (count_words("  two words ") != 2) return 3;
  if (count_words("a b c d") != 4) return 4;
  return 0;
}
