/* launch.c - runs a Csmith program compiled as device code: loads the
 * host module, launches its csmith_kernel on one thread of one block, and
 * lets the kernel's printf write the checksum.  A plain HIP host program,
 * linked with libhipc-host. */
#include <hip/hip_runtime_api.h>
#include <stdio.h>

int main(int argc, char **argv) {
  hipModule_t module;
  hipFunction_t kernel;
  if (argc != 2) {
    fprintf(stderr, "usage: launch module.so\n");
    return 2;
  }
  hipError_t e = hipModuleLoad(&module, argv[1]);
  if (e == hipSuccess)
    e = hipModuleGetFunction(&kernel, module, "csmith_kernel");
  if (e == hipSuccess)
    e = hipModuleLaunchKernel(kernel, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
  if (e == hipSuccess)
    e = hipDeviceSynchronize();
  fflush(stdout);
  if (e != hipSuccess) {
    fprintf(stderr, "launch: %s\n", hipGetErrorString(e));
    return 1;
  }
  return 0;
}
