// C library functions a program declares itself (issue 13): a declaration
// of another type than the library's gets clang's warning, and calls still
// reach the library where they can (not with another number of
// parameters: that one is an ordinary function, a host one); a call of one
// never declared is clang's error for an undeclared library function.
#include <hip/hip_runtime.h>
#include <stdio.h>

int strlen(const char *); // expected-warning-col 5: incompatible redeclaration of library function 'strlen'
// expected-note@-1: 'strlen' is a builtin with type '__size_t (const char *)' (aka 'unsigned long (const char *)')
char *strcpy(char *, const char *, int); // expected-warning: incompatible redeclaration of library function 'strcpy'
// expected-note@-1: 'strcpy' is a builtin with type 'char *(char *, const char *)'
double memmove(void *, const void *, unsigned long); // expected-warning: incompatible redeclaration of library function 'memmove'
int strcmp(const char *, const char *); // the library's type: no warning

__device__ int f(char *d, const char *s) {
  double x = memmove(d, s, 4); // expected-error-col 14: 'memmove' returns 'void *', which its declaration's 'double' cannot hold // clang-differs: clang calls the C library's memmove as declared
  return strlen(s) + strcmp(d, s) + (int)x;
}

__device__ int g(const char *s) {
  return strchr(s, 'a') != 0; // expected-error-col 10: call to undeclared library function 'strchr' with type 'char *(const char *, int)'; ISO C99 and later do not support implicit function declarations
  // expected-note@-1: include the header <string.h> or explicitly provide a declaration for 'strchr'
}

__device__ void *address(void) {
  return (void *)printf; // expected-error-col 18: 'printf' is a builtin in device code: it can be called, but it has no address // clang-differs: clang links the C library's printf
}

__global__ void k(char *d, const char *s) {
  strcpy(d, s, 1); // expected-error-col 3: reference to __host__ function 'strcpy' in __global__ function // clang-differs: clang's C has no HIP; its HIP has no library function here
}

/* snprintf and sprintf's formats are checked as printf's, as clang does */
__device__ int formats(char *b, long x) {
  return snprintf(b, 8, "%d", x) + // expected-warning-col 31: format specifies type 'int' but the argument has type 'long'
         sprintf(b, "%f %s", 1.0); // expected-warning-col 26: more '%' conversions than data arguments
}

/* a result the library's does not convert to: the call is an error */
struct span { int n; };
struct span strcspn(const char *, const char *); // expected-warning: incompatible redeclaration of library function 'strcspn'
__device__ int spans(const char *s) {
  return strcspn(s, "x").n; // expected-error-col 10: 'strcspn' is called as declared, 'struct span (const char *, const char *)', which does not convert to the library's '__size_t (const char *, const char *)' (aka 'unsigned long (const char *, const char *)') // clang-differs: clang calls the C library's strcspn as declared
}
