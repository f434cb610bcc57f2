/* For tests/diag/run.sh's clang check only: clang-22 compiles the tests as
 * C17 too (-x c), because hipc's sema uses clang's C wording and clang's HIP
 * mode is C++.  C has no HIP, so this spells the attributes and nothing
 * else; the HIP rules themselves are checked against clang's HIP mode
 * (tests/kernels/clang-include). */
#ifndef HIPC_DIAG_C_HIP_RUNTIME_H
#define HIPC_DIAG_C_HIP_RUNTIME_H
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#endif
