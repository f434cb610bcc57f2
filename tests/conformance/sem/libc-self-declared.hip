// Issue 13: a program that declares the C library functions itself
// instead of including a header (C17 7.1.4p2 allows it) binds them to the
// device implementations, as clang's HIP mode does.
extern unsigned long strlen(const char *);
extern int strcmp(const char *, const char *);
extern void *memcpy(void *, const void *, unsigned long);
extern void *memset(void *, int, unsigned long);
__device__ int test(void) {
  char buf[8];
  if (strlen("abc") != 3) return 1;
  if (strcmp("a", "a") != 0 || strcmp("a", "b") >= 0) return 2;
  memcpy(buf, "xyz", 4);
  memset(buf, 'q', 1);
  if (buf[0] != 'q' || buf[2] != 'z' || buf[3] != 0) return 3;
  return 0;
}
