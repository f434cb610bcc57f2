// Declarators where '*' comes before () or []: functions returning
// pointers, arrays of pointers.  Valid C, so no diagnostic.  (hipc once
// bound the '*' tighter: `int *f(void) {...}` gave "expected ';' after
// top level declarator" and `int *b[3]` was a pointer to an array.)
#include <hip/hip_runtime.h>

__device__ int *arr[3];
__device__ int *declared_only(int i);
__device__ int *pick(int i) { return arr[i]; }
__device__ float **pick2(float **pp) { return pp; }

_Static_assert(sizeof arr == 3 * sizeof(int *), "an array of three pointers");

__global__ void k(int *p, float **pp) {
  int *q = pick(0);
  arr[1] = p;
  p[0] = *q + (pick2(pp) != 0);
  int *local[2] = {p, q};
  _Static_assert(sizeof local == 2 * sizeof(int *), "an array of two pointers");
  p[1] = *local[1];
}

__device__ int (*row)[4];
__device__ int *(*getter)(int);
__device__ int (*table[2])(int);
__device__ int twice(int a) { return 2 * a; }

_Static_assert(sizeof row == sizeof(void *), "a pointer to an array");
_Static_assert(sizeof *row == 4 * sizeof(int), "an array of four int");
_Static_assert(sizeof table == 2 * sizeof(void *), "an array of two function pointers");

__global__ void k2(int *p) {
  getter = declared_only;
  table[0] = twice;
  p[0] = (*row)[1] + table[0](p[1]) + *getter(0);
}

/* defined after its use: a kernel may refer to it */
__device__ int *declared_only(int i) { return (int *)0 + i; }
