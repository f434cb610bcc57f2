/* launch.c - runs one conformance case: loads its host module, launches
 * __conformance_kernel on one thread and prints what test() returned
 * ("result 0" is a pass).  A plain HIP host program on libhipc-host. */
#include <hip/hip_runtime_api.h>
#include <stdio.h>

int main(int argc, char **argv) {
  hipModule_t module;
  hipFunction_t kernel;
  int *result = NULL, value = -1;
  if (argc != 2)
    return 2;
  hipError_t e = hipModuleLoad(&module, argv[1]);
  if (e == hipSuccess)
    e = hipModuleGetFunction(&kernel, module, "__conformance_kernel");
  if (e == hipSuccess)
    e = hipMalloc((void **)&result, sizeof *result);
  if (e == hipSuccess)
    e = hipMemcpy(result, &value, sizeof value, hipMemcpyHostToDevice);
  void *args[] = {&result};
  if (e == hipSuccess)
    e = hipModuleLaunchKernel(kernel, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL);
  if (e == hipSuccess)
    e = hipMemcpy(&value, result, sizeof value, hipMemcpyDeviceToHost);
  fflush(stdout);
  if (e != hipSuccess) {
    printf("launch failed: %s\n", hipGetErrorString(e));
    return 1;
  }
  printf("result %d\n", value);
  return 0;
}
