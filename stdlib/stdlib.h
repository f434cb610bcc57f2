/* <stdlib.h> (C17 7.22) for device code.  A declaration here, or the
 * program's own, binds to hipc's C library (sema/library.def): malloc and
 * free are builtins (the C library's on the host target; no device heap on
 * AMDGPU targets yet: a call is an error); abs, labs, llabs and the string
 * conversions to integers are C in stdlib/libc/stdlib.c, compiled only
 * into programs that call them; div, ldiv and lldiv are here.  What
 * device code lacks (exit, getenv, calloc) or hipc's device library does
 * not have yet (strtod, qsort, rand) is declared unavailable below. */
#pragma once
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;

__attribute__((noreturn)) void abort(void);
void *malloc(size_t __size);
void free(void *__p);
int abs(int __x);
long labs(long __x);
long long llabs(long long __x);
int atoi(const char *__s);
long atol(const char *__s);
long long atoll(const char *__s);
long strtol(const char *__restrict __s, char **__restrict __end, int __base);
long long strtoll(const char *__restrict __s, char **__restrict __end, int __base);
unsigned long strtoul(const char *__restrict __s, char **__restrict __end, int __base);
unsigned long long strtoull(const char *__restrict __s, char **__restrict __end, int __base);

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

/* What device code lacks (7.22): a use is clang's "'exit' is unavailable:
 * ..." error at the use, with a note here. */
#define __HIPC_NOT_YET_STDLIB                                                  \
  __attribute__((unavailable("hipc's device C library does not have it yet")))
#define __HIPC_HOST_ONLY(why) __attribute__((unavailable(why)))
#define RAND_MAX 2147483647
#define MB_CUR_MAX 1

void *calloc(size_t, size_t) __HIPC_HOST_ONLY("device code has malloc and free only, as HIP's");
void *realloc(void *, size_t) __HIPC_HOST_ONLY("device code has malloc and free only, as HIP's");
void *aligned_alloc(size_t, size_t) __HIPC_HOST_ONLY("device code has malloc and free only, as HIP's");
void exit(int) __HIPC_HOST_ONLY("device code cannot end the program: a kernel returns");
void _Exit(int) __HIPC_HOST_ONLY("device code cannot end the program: a kernel returns");
void quick_exit(int) __HIPC_HOST_ONLY("device code cannot end the program: a kernel returns");
int atexit(void (*)(void)) __HIPC_HOST_ONLY("device code cannot end the program: a kernel returns");
char *getenv(const char *) __HIPC_HOST_ONLY("device code has no environment");
int system(const char *) __HIPC_HOST_ONLY("device code cannot run commands");
int rand(void) __HIPC_NOT_YET_STDLIB;
void srand(unsigned) __HIPC_NOT_YET_STDLIB;
double atof(const char *) __HIPC_NOT_YET_STDLIB;
double strtod(const char *__restrict, char **__restrict) __HIPC_NOT_YET_STDLIB;
float strtof(const char *__restrict, char **__restrict) __HIPC_NOT_YET_STDLIB;
typedef int (*__hipc_compare)(const void *, const void *);
void qsort(void *, size_t, size_t, __hipc_compare) __HIPC_NOT_YET_STDLIB;
void *bsearch(const void *, const void *, size_t, size_t, __hipc_compare) __HIPC_NOT_YET_STDLIB;
