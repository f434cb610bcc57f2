/* <stdlib.h> (C17 7.22) for device code: the integer arithmetic functions
 * (7.22.6) and the exit macros.  Allocation (HIP's device malloc), string
 * conversions and the rest are not here yet: a call of one is an
 * undeclared function. */
#pragma once
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;

/* 7.22.6.1: |x|; for the most negative value the result is undefined, as
 * there (the negation wraps, as clang's builtin does). */
static __attribute__((device, host)) inline int abs(int x) {
  return x < 0 ? (int)(0u - (unsigned)x) : x;
}
static __attribute__((device, host)) inline long labs(long x) {
  return x < 0 ? (long)(0ul - (unsigned long)x) : x;
}
static __attribute__((device, host)) inline long long llabs(long long x) {
  return x < 0 ? (long long)(0ull - (unsigned long long)x) : x;
}

/* 7.22.6.2: the quotient truncated toward zero and its remainder (C17
 * 6.5.5p6), in one structure. */
static __attribute__((device, host)) inline div_t div(int n, int d) {
  div_t r = {n / d, n % d};
  return r;
}
static __attribute__((device, host)) inline ldiv_t ldiv(long n, long d) {
  ldiv_t r = {n / d, n % d};
  return r;
}
static __attribute__((device, host)) inline lldiv_t lldiv(long long n, long long d) {
  lldiv_t r = {n / d, n % d};
  return r;
}
