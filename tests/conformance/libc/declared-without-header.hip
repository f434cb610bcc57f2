// A program that declares the C library functions itself instead of
// including a header (issue 13) calls the device library's: printf,
// memcpy and memset (builtins), strlen with the wrong return type (clang
// warns and it still works), and a __builtin_ spelling.
extern int printf(const char *, ...);
int strlen(const char *);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);
int strcmp(const char *a, const char *b);
char *strchr(const char *, int);
long strtol(const char *, char **, int);

__device__ int test(void) {
  char buf[16];
  const char *s = "hello";
  memset(buf, 'x', sizeof buf);
  memcpy(buf, s, 6);
  if (strlen(buf) != 5)
    return 1;
  if (strcmp(buf, "hello") != 0 || strcmp(buf, "help") >= 0)
    return 2;
  if (strchr(buf, 'l') != buf + 2)
    return 3;
  if (strtol("  -0x1f", 0, 16) != -31)
    return 4;
  if (__builtin_strlen("four") != 4 || __builtin_memcmp("ab", "ac", 2) >= 0)
    return 5;
  if (printf("%s %d\n", buf, strlen(s)) != 8)
    return 6;
  return 0;
}
