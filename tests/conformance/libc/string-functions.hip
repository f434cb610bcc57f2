// <string.h> (C17 7.24): each function on the cases the standard singles
// out: the terminating null found by strchr, strncpy's padding, strncat's
// null, memmove's overlap, bytes compared as unsigned char.
#include <string.h>

__device__ int test(void) {
  char b[32];
  if (strlen("") != 0 || strlen("abc") != 3 || strnlen("abc", 2) != 2 || strnlen("ab", 9) != 2)
    return 1;
  if (strcmp("a", "b") >= 0 || strcmp("b", "a") <= 0 || strcmp("ab", "ab") || strcmp("a", "ab") >= 0)
    return 2;
  if (strcmp("\xff", "\x01") <= 0 || memcmp("\x80", "\x7f", 1) <= 0) /* 7.24.4p1 */
    return 3;
  if (strncmp("abcd", "abce", 3) || strncmp("abcd", "abce", 4) >= 0 || strncmp("x", "y", 0))
    return 4;
  const char *s = "mississippi";
  if (strchr(s, 's') != s + 2 || strrchr(s, 's') != s + 6 || strchr(s, 0) != s + 11 ||
      strchr(s, 'z') || strrchr(s, 0) != s + 11)
    return 5;
  if (strstr(s, "ssip") != s + 5 || strstr(s, "") != s || strstr(s, "sis!"))
    return 6;
  if (strspn(s, "mis") != 8 || strcspn(s, "p") != 8 || strpbrk(s, "sp") != s + 2 || strpbrk(s, "xyz"))
    return 7;
  memset(b, 'x', sizeof b);
  if (strncpy(b, "ab", 5) != b || b[0] != 'a' || b[2] || b[4] || b[5] != 'x') /* padded */
    return 8;
  strncpy(b, "abcdef", 3);
  if (b[2] != 'c' || b[3] != 0) /* no null added within n */
    return 9;
  strcpy(b, "ab");
  if (strcat(b, "cd") != b || strcmp(b, "abcd") || strncat(b, "efgh", 2) != b || strcmp(b, "abcdef"))
    return 10;
  strcpy(b, "0123456789");
  memmove(b + 2, b, 5);
  if (memcmp(b, "0101234789", 10))
    return 11;
  memmove(b, b + 3, 5);
  if (memcmp(b, "1234734789", 10))
    return 12;
  if (memchr(b, '7', 10) != b + 4 || memchr(b, '7', 4) || memchr("a\0b", 'b', 3) == 0)
    return 13;
  if (strcoll("a", "b") >= 0)
    return 14;
  return 0;
}
