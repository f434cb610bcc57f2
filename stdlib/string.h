/* <string.h> (C17 7.24) for device code: the memory functions, lowered to
 * LLVM's intrinsics by hipc. */
#pragma once
#include <stddef.h>
#define memcpy(d, s, n) __builtin_memcpy((d), (s), (n))
#define memmove(d, s, n) __builtin_memmove((d), (s), (n))
#define memset(d, c, n) __builtin_memset((d), (c), (n))

static __attribute__((device, host)) inline size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

static __attribute__((device, host)) inline int strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

static __attribute__((device, host)) inline int strncmp(const char *a, const char *b,
                                                        size_t n) {
  for (; n; n--, a++, b++) {
    if (*a != *b || !*a)
      return (unsigned char)*a - (unsigned char)*b;
  }
  return 0;
}
