/* <uchar.h> (C17 7.28) for device code: the types of UTF-16 and UTF-32
 * characters (uint_least16_t and uint_least32_t, 7.28p2) and mbstate_t;
 * no conversion functions yet. */
#pragma once
#include <stddef.h>

typedef __CHAR16_TYPE__ char16_t;
typedef __CHAR32_TYPE__ char32_t;
#include <__hipc_mbstate.h>
