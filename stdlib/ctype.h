/* <ctype.h> (C17 7.4) for device code: the "C" locale's character
 * classes, C in stdlib/libc/ctype.c, compiled only into programs that
 * call them (sema/library.def). */
#pragma once

int isalnum(int __c);
int isalpha(int __c);
int isblank(int __c);
int iscntrl(int __c);
int isdigit(int __c);
int isgraph(int __c);
int islower(int __c);
int isprint(int __c);
int ispunct(int __c);
int isspace(int __c);
int isupper(int __c);
int isxdigit(int __c);
int tolower(int __c);
int toupper(int __c);
