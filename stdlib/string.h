/* <string.h> (C17 7.24) for device code.  A declaration here, or the
 * program's own, binds to hipc's C library (sema/library.def): memcpy,
 * memmove and memset are builtins (LLVM's memory intrinsics, as clang
 * makes them); the rest is C in stdlib/libc/string.c, compiled only into
 * programs that call it.  No strtok (its state would be shared by every
 * thread), strdup, strerror or locale-dependent strxfrm. */
#pragma once
#include <stddef.h>

void *memcpy(void *__restrict __d, const void *__restrict __s, size_t __n);
void *memmove(void *__d, const void *__s, size_t __n);
void *memset(void *__d, int __c, size_t __n);
int memcmp(const void *__a, const void *__b, size_t __n);
void *memchr(const void *__s, int __c, size_t __n);
size_t strlen(const char *__s);
size_t strnlen(const char *__s, size_t __n);
char *strcpy(char *__restrict __d, const char *__restrict __s);
char *strncpy(char *__restrict __d, const char *__restrict __s, size_t __n);
char *strcat(char *__restrict __d, const char *__restrict __s);
char *strncat(char *__restrict __d, const char *__restrict __s, size_t __n);
int strcmp(const char *__a, const char *__b);
int strncmp(const char *__a, const char *__b, size_t __n);
int strcoll(const char *__a, const char *__b);
char *strchr(const char *__s, int __c);
char *strrchr(const char *__s, int __c);
char *strstr(const char *__s, const char *__find);
size_t strspn(const char *__s, const char *__accept);
size_t strcspn(const char *__s, const char *__reject);
char *strpbrk(const char *__s, const char *__accept);
