/* <wchar.h> (C17 7.29) for device code: its types and macros, as clang's
 * targets and glibc give them (wchar_t is int, wint_t unsigned int); no
 * wide-character functions yet. */
#pragma once
#include <stddef.h>

typedef __WCHAR_TYPE__ wchar_t;
typedef __WINT_TYPE__ wint_t;
#include <__hipc_mbstate.h>
struct tm;

#define WCHAR_MAX __WCHAR_MAX__
#define WCHAR_MIN (-__WCHAR_MAX__ - 1)
#define WEOF ((wint_t)-1)
