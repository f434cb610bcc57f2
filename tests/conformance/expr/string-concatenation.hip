// C17 6.4.5p5, 5.1.1.2 phase 6: adjacent string literals are concatenated
// after escape sequences are processed; a prefixed piece makes the whole
// literal prefixed (PENDING-B/expr-string-concatenation-prefixed).
__device__ int test(void) {
  if (sizeof("ab" "cd") != 5) return 1;
  const char *s = "ab" "cd";
  if (s[2] != 'c' || s[4] != 0) return 2;
  const char *t = "\x4" "1";                   /* 0x04 then '1', not 'A' */
  if (t[0] != 4 || t[1] != '1') return 3;
  if (sizeof("\x4" "1") != 3) return 4;
  const char *o = "\12" "3";
  if (o[0] != 10 || o[1] != '3') return 5;
  if (sizeof("" "" "") != 1) return 9;
  const char *m = "one "
                  "two";
  if (m[4] != 't') return 10;
  return 0;
}
