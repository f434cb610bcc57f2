/* <wchar.h> (C17 7.29) for device code: its types and macros, as clang's
 * targets and glibc give them (wchar_t is int, wint_t unsigned int); no
 * wide-character functions yet. */
#pragma once
#include <stddef.h>

typedef __WCHAR_TYPE__ wchar_t;
typedef __WINT_TYPE__ wint_t;
#ifndef __HIPC_MBSTATE_T
#define __HIPC_MBSTATE_T
/* the conversion state of the multibyte functions, as glibc's __mbstate_t */
typedef struct {
  int __count;
  union {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} mbstate_t;
#endif
struct tm;

#define WCHAR_MAX __WCHAR_MAX__
#define WCHAR_MIN (-__WCHAR_MAX__ - 1)
#define WEOF ((wint_t)-1)
