/* <stdio.h> (C17 7.21) for device code.  printf is device printf (a
 * builtin: the runtime prints what each thread formats); snprintf,
 * sprintf, vsnprintf, vsprintf, puts and putchar are C in
 * stdlib/libc/stdio.c, compiled only into programs that call them
 * (sema/library.def).  Device code has no files or streams. */
#pragma once
#include <stddef.h>

#define EOF (-1)

int printf(const char *__restrict __fmt, ...);
int snprintf(char *__restrict __s, size_t __n, const char *__restrict __fmt, ...);
int sprintf(char *__restrict __s, const char *__restrict __fmt, ...);
int vsnprintf(char *__restrict __s, size_t __n, const char *__restrict __fmt, __builtin_va_list __ap);
int vsprintf(char *__restrict __s, const char *__restrict __fmt, __builtin_va_list __ap);
int puts(const char *__s);
int putchar(int __c);
