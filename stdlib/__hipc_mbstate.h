/* mbstate_t, which <wchar.h> and <uchar.h> both declare (C17 7.29.1,
 * 7.28): the conversion state of the multibyte functions, as glibc's
 * __mbstate_t. */
#pragma once
typedef struct {
  int __count;
  union {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} mbstate_t;
