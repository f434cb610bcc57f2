/* <stdarg.h> (C17 7.16) for device code: va_list and its macros on
 * hipc's builtins, as clang's own header spells them.  va_list is one
 * type on every target, struct __va_list_tag[1] (24 bytes); the arguments
 * of a variadic device function are laid out as the target's ABI lays
 * them (AMDGPU: a buffer of 4-byte slots, as clang's; the host: x86-64's). */
#ifndef __STDARG_H
#define __STDARG_H
typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;
#define va_start(ap, param) __builtin_va_start(ap, param)
#define va_end(ap) __builtin_va_end(ap)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)
#endif
