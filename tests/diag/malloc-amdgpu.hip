// RUN: codegen
// malloc and free in device code for an AMDGPU target: HIP's device heap,
// ockl's __ockl_dm_alloc and __ockl_dm_dealloc, which hipc's device
// library serves through the host's device-memory hostcall service
// (stdlib/libc/hostcall.c); they compile, and the kernel keeps the
// implicit arguments the service needs.
#include <hip/hip_runtime.h>
#include <stdlib.h>

__global__ void k(int **p, int n) {
  int *q = (int *)malloc(n * sizeof(int));
  if (q)
    q[0] = n;
  *p = q;
  free(p[1]);
}
