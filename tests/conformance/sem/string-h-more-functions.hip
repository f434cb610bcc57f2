// C17 7.24: <string.h> functions beyond memcpy/memmove/memset, strlen,
// strcmp and strncmp, which issue 13 lists for device code: memcmp,
// memchr, strcpy, strncpy, strcat, strchr, strrchr, strstr.
#include <string.h>
__device__ int test(void) {
  char buf[16];
  if (memcmp("abc", "abd", 3) >= 0 || memcmp("abc", "abc", 3) != 0) return 1;
  if (memchr("hello", 'l', 5) == 0) return 2;
  strcpy(buf, "ab");
  strcat(buf, "cd");
  if (strcmp(buf, "abcd") != 0) return 3;
  strncpy(buf, "xyz", 2);
  if (buf[0] != 'x' || buf[1] != 'y' || buf[2] != 'c') return 4;
  if (strchr(buf, 'c') != buf + 2 || strrchr("abca", 'a') == 0) return 5;
  if (strstr("haystack", "st") == 0) return 6;
  return 0;
}
