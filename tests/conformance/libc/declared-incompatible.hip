// FLAGS: -w
// Declarations of C library functions with other types than the
// library's (issue 13): clang warns, and the calls still reach the
// library's functions, each argument and the result converted from the
// declared types (an int length, a char character, no prototype at all);
// the address is the library's function.
int strlen(const char *);
int strncmp(const char *, const char *, int);
char *strchr(char *, char);
int strnlen();
__device__ int test(void) {
  const char *s = "hello";
  if (strlen(s) != 5) return 1;
  if (strncmp("abcX", "abcY", 3) != 0 || strncmp("abcX", "abcY", 4) >= 0) return 2;
  char b[8] = "xyz";
  if (strchr(b, 'z') != b + 2) return 3;
  if (strnlen(s, 3) != 3) return 4;
  int (*fp)(const char *) = strlen;
  if (fp(s) != 5) return 5;
  return 0;
}
