// CLANG-COMPARE
/* #if arithmetic (C17 6.10.1p4): intmax_t and uintmax_t, the usual
 * arithmetic conversions, short circuits, ?:, shifts, character
 * constants.  Each line must print `ok`. */
#if -1 < 0u // expected-warning: left side of operator converted from negative value to unsigned: -1 to 18446744073709551615
#error -1 must convert to a huge unsigned
#else
ok_unsigned_promotion
#endif
#if (0u - 1) == 18446744073709551615u && -1 == 0xffffffffffffffff // expected-warning: left side of operator converted from negative value to unsigned: -1 to 18446744073709551615
ok_wraparound
#endif
#if 0x7fffffffffffffff + 0 > 0 && 0x8000000000000000 > 0 && -0x7fffffffffffffff - 1 < 0
ok_intmax
#endif
#if (2 || 1/0) && !(0 && 1/0) && (1 ? 2 : 1/0) == 2 && (0 ? 1/0 : 3) == 3
ok_short_circuit
#endif
#if (1 ? -1 : 0u) > 0 && (0 ? 0u : -1) > 0 && (1 ? -1 : 0) < 0
ok_conditional_conversion
#endif
// expected-warning@+1: integer overflow in preprocessor expression
#if (1 << 63) < 0 && (1u << 63) > 0 && (-16 >> 2) == -4 && (0xf0u >> 4) == 15
ok_shifts
#endif
#if 7 / 2 == 3 && -7 / 2 == -3 && -7 % 2 == -1 && 7 % -2 == 1
ok_division
#endif
#if ~0 == -1 && ~0u == 0xffffffffffffffffu && !0 == 1 && !5 == 0 && -(-3) == 3
ok_unary
#endif
#if (1 | 2) == 3 && (6 & 3) == 2 && (5 ^ 1) == 4 && (1, 2) == 2
ok_bitwise_comma
#endif
#if 1 < 2 == 1 && 2 > 1 != 0 && 3 >= 3 && 3 <= 2 == 0 && 1 + 2 * 3 == 7
ok_precedence
#endif
#if 'a' == 97 && '\n' == 10 && '\377' < 0 && '\x41' == 65 && L'\xffffffff' < 0
ok_char_constants
#endif
#if u'\xffff' == 65535 && U'\xffffffff' > 0 && '\0' == 0 && '\'' == 39
ok_char_prefixes
#endif
#if 0x10 == 16 && 010 == 8 && 0b101 == 5 && 10ull == 10 && 10LU == 10
ok_literals
#endif
#define ZERO 0
#define TWICE(x) ((x) * 2)
#if TWICE(ZERO + 3) == 6 && UNDEFINED_NAME == 0 && !defined UNDEFINED_NAME
ok_macros_and_unknown_names
#endif
#if defined(ZERO) && defined ZERO && defined(TWICE) && !defined(ZERO_)
ok_defined
#endif
#define IS_DEFINED defined(ZERO)
#if IS_DEFINED // expected-warning: macro expansion producing 'defined' has undefined behavior
ok_defined_from_a_macro
#endif
#if 0
#elif 1
ok_elif
#elif 1/0
#else
#endif
#ifdef ZERO
ok_ifdef
#endif
#ifndef ZERO
#elifdef TWICE
ok_elifdef
#endif
#if 0
#elifndef NOT_DEFINED
ok_elifndef
#endif
#if 0
# if 1/0
#  error skipped groups are not evaluated
# endif
# bogus directive in a skipped group
#else
ok_nested_skip
#endif
// expected-warning@+3: integer overflow in preprocessor expression
// expected-warning@+2: integer overflow in preprocessor expression
// expected-warning@+1: integer overflow in preprocessor expression
#if (1 << 64) == 0 && (-8 >> 64) == -1 && (0xffffffffffffffff >> 64) == 1
ok_shift_counts_as_clang_takes_them
#endif
#if (14 >> 0x8000000000000000) == 14 && (1u << 63 >> 63) == 1
ok_shift_count_low_bits_as_clang
#endif
