/* libc/string.c - the device library's <string.h> (C17 7.24.2-7.24.6,
 * and POSIX's strnlen), in plain C: compiled by hipc into a program that
 * calls one of these (sema/library.def), its functions internal to the
 * code object.  Bytes are compared as unsigned char (7.24.4p1). */
#include <string.h>

typedef unsigned char __uc;

/* Calls of memcpy, memmove and memset are LLVM's memory intrinsics
 * (builtins.def); these definitions are what their addresses point to
 * (C17 7.1.4p1: `(memcpy)` as a value, a table of function pointers). */
void *memcpy(void *restrict d, const void *restrict s, size_t n) {
  __uc *p = d;
  const __uc *q = s;
  for (; n; n--)
    *p++ = *q++;
  return d;
}

void *memmove(void *d, const void *s, size_t n) {
  __uc *p = d;
  const __uc *q = s;
  if (p < q) {
    for (; n; n--)
      *p++ = *q++;
  } else {
    for (p += n, q += n; n; n--)
      *--p = *--q;
  }
  return d;
}

void *memset(void *d, int c, size_t n) {
  __uc *p = d;
  for (; n; n--)
    *p++ = (__uc)c;
  return d;
}

int memcmp(const void *a, const void *b, size_t n) {
  const __uc *p = a, *q = b;
  for (; n; n--, p++, q++)
    if (*p != *q)
      return *p - *q;
  return 0;
}

void *memchr(const void *s, int c, size_t n) {
  const __uc *p = s;
  for (; n; n--, p++)
    if (*p == (__uc)c)
      return (void *)p;
  return NULL;
}

size_t strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
}

size_t strnlen(const char *s, size_t n) {
  size_t i = 0;
  while (i < n && s[i])
    i++;
  return i;
}

char *strcpy(char *restrict d, const char *restrict s) {
  char *r = d;
  while ((*d++ = *s++))
    ;
  return r;
}

/* 7.24.2.4: at most n characters, the rest of n filled with nulls */
char *strncpy(char *restrict d, const char *restrict s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = 0;
  return d;
}

char *strcat(char *restrict d, const char *restrict s) {
  strcpy(d + strlen(d), s);
  return d;
}

/* 7.24.3.2: at most n characters, then always a null */
char *strncat(char *restrict d, const char *restrict s, size_t n) {
  char *p = d + strlen(d);
  for (; n && *s; n--)
    *p++ = *s++;
  *p = 0;
  return d;
}

int strcmp(const char *a, const char *b) {
  for (; *a && *a == *b; a++, b++)
    ;
  return (__uc)*a - (__uc)*b;
}

int strncmp(const char *a, const char *b, size_t n) {
  for (; n; n--, a++, b++)
    if (*a != *b || !*a)
      return (__uc)*a - (__uc)*b;
  return 0;
}

/* 7.24.4.3: device code has only the "C" locale */
int strcoll(const char *a, const char *b) { return strcmp(a, b); }

/* 7.24.5.2: the terminating null is part of the string */
char *strchr(const char *s, int c) {
  for (;; s++) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return NULL;
  }
}

char *strrchr(const char *s, int c) {
  const char *r = NULL;
  for (;; s++) {
    if (*s == (char)c)
      r = s;
    if (!*s)
      return (char *)r;
  }
}

char *strstr(const char *s, const char *find) {
  size_t n = strlen(find);
  for (; *s; s++)
    if (!strncmp(s, find, n))
      return (char *)s;
  return n ? NULL : (char *)s;
}

/* the length of the first part of s made of characters in (out of) set */
static size_t span(const char *s, const char *set, int in) {
  size_t i = 0;
  for (; s[i]; i++)
    if ((strchr(set, s[i]) != NULL) != in)
      break;
  return i;
}

size_t strspn(const char *s, const char *accept) { return span(s, accept, 1); }

size_t strcspn(const char *s, const char *reject) { return span(s, reject, 0); }

char *strpbrk(const char *s, const char *accept) {
  s += span(s, accept, 0);
  return *s ? (char *)s : NULL;
}
