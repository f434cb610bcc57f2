/* api.c - HIP's runtime API apart from kernels: the device, memory,
 * streams, events and errors, and the errors of module loading and
 * launching.  Usage: api MODULE_DIR [SUFFIX [TEST...]]. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include "../lib/check.h"

#include <time.h>
#include <unistd.h>

_Static_assert(sizeof(hipDeviceProp_t) == 792, "HIP 5.2's hipDeviceProp_t");

static const char *test_device(void) {
  int count, device, version;
  TRY(hipInit(0));
  EXPECT_ERROR(hipInit(1), hipErrorInvalidValue);
  TRY(hipGetDeviceCount(&count));
  EXPECT(count == 1, "%d devices", count);
  TRY(hipSetDevice(0));
  EXPECT_ERROR(hipSetDevice(1), hipErrorInvalidDevice);
  TRY(hipGetDevice(&device));
  EXPECT(device == 0, "device %d", device);
  TRY(hipDriverGetVersion(&version));
  EXPECT(version == HIP_VERSION, "driver version %d", version);
  TRY(hipRuntimeGetVersion(&version));
  EXPECT(version == HIP_VERSION, "runtime version %d", version);
  return NULL;
}

static const char *test_properties(void) {
  hipDeviceProp_t p;
  TRY(hipGetDeviceProperties(&p, 0));
  EXPECT_ERROR(hipGetDeviceProperties(&p, 1), hipErrorInvalidDevice);
  EXPECT(strncmp(p.name, "hipc host (", 11) == 0, "name \"%s\"", p.name);
  EXPECT(strcmp(p.gcnArchName, "host") == 0, "gcnArchName \"%s\"", p.gcnArchName);
  const char *ws = getenv("HIPC_HOST_WARP_SIZE");
  int want_ws = ws && strcmp(ws, "32") == 0 ? 32 : 64;
  EXPECT(p.warpSize == want_ws, "warpSize %d, not %d", p.warpSize, want_ws);
  EXPECT(p.maxThreadsPerBlock == 1024, "maxThreadsPerBlock %d", p.maxThreadsPerBlock);
  EXPECT(p.sharedMemPerBlock == 65536, "sharedMemPerBlock %zu", p.sharedMemPerBlock);
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  EXPECT(p.multiProcessorCount >= 1 && p.multiProcessorCount <= cores,
         "multiProcessorCount %d of %ld cores", p.multiProcessorCount, cores);
  EXPECT(p.totalGlobalMem > (1u << 20), "totalGlobalMem %zu", p.totalGlobalMem);
  EXPECT(p.clockRate > 0 && p.memoryClockRate > 0, "clock rates %d %d", p.clockRate,
         p.memoryClockRate);
  EXPECT(p.maxGridSize[0] == 0x7fffffff, "maxGridSize[0] %d", p.maxGridSize[0]);
  struct {
    hipDeviceAttribute_t attr;
    int want;
    const char *name;
  } attrs[] = {
      {hipDeviceAttributeWarpSize, p.warpSize, "WarpSize"},
      {hipDeviceAttributeMaxThreadsPerBlock, 1024, "MaxThreadsPerBlock"},
      {hipDeviceAttributeMaxBlockDimX, 1024, "MaxBlockDimX"},
      {hipDeviceAttributeMaxSharedMemoryPerBlock, 65536, "MaxSharedMemoryPerBlock"},
      {hipDeviceAttributeMultiprocessorCount, p.multiProcessorCount, "MultiprocessorCount"},
      {hipDeviceAttributeClockRate, p.clockRate, "ClockRate"},
      {hipDeviceAttributeComputeCapabilityMajor, p.major, "ComputeCapabilityMajor"},
      {hipDeviceAttributeMaxGridDimY, p.maxGridSize[1], "MaxGridDimY"},
  };
  for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
    int v;
    TRY(hipDeviceGetAttribute(&v, attrs[i].attr, 0));
    EXPECT(v == attrs[i].want, "%s is %d, not %d", attrs[i].name, v, attrs[i].want);
  }
  int v;
  EXPECT_ERROR(hipDeviceGetAttribute(&v, hipDeviceAttributeWarpSize, 3), hipErrorInvalidDevice);
  EXPECT_ERROR(hipDeviceGetAttribute(NULL, hipDeviceAttributeWarpSize, 0), hipErrorInvalidValue);
  EXPECT_ERROR(hipDeviceGetAttribute(&v, (hipDeviceAttribute_t)-7, 0), hipErrorInvalidValue);
  char name[16];
  TRY(hipDeviceGetName(name, sizeof name, 0));
  EXPECT(strncmp(name, p.name, sizeof name - 1) == 0 && name[15] == 0, "name cut as \"%s\"", name);
  return NULL;
}

static const char *test_memory(void) {
  enum { N = 1000 };
  int *d, *h, *m, buf[N];
  TRY(hipMalloc((void **)&d, N * sizeof(int)));
  EXPECT(((uintptr_t)d & 255) == 0, "hipMalloc gave %p, not 256-byte aligned", (void *)d);
  TRY(hipHostMalloc((void **)&h, N * sizeof(int), hipHostMallocDefault));
  TRY(hipMallocManaged((void **)&m, N * sizeof(int), hipMemAttachGlobal));
  EXPECT_ERROR(hipMallocManaged((void **)&m, 8, 77), hipErrorInvalidValue);
  TRY(hipMemsetD32(d, 0x01020304, N));
  TRY(hipMemcpy(buf, d, sizeof buf, hipMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    EXPECT(buf[i] == 0x01020304, "hipMemsetD32: buf[%d] = %x", i, buf[i]);
  TRY(hipMemset(d, 0xab, 10));
  TRY(hipMemcpyDtoH(buf, d, sizeof buf));
  EXPECT(buf[0] == (int)0xabababab && buf[1] == (int)0xabababab &&
             (buf[2] & 0xffff) == 0xabab && buf[3] == 0x01020304,
         "hipMemset wrote %x %x %x %x", buf[0], buf[1], buf[2], buf[3]);
  for (int i = 0; i < N; i++)
    h[i] = i;
  /* Every kind, the default's included, between every sort of memory. */
  TRY(hipMemcpy(d, h, N * sizeof(int), hipMemcpyHostToDevice));
  TRY(hipMemcpy(m, d, N * sizeof(int), hipMemcpyDeviceToDevice));
  TRY(hipMemcpyDtoD(m, m, N * sizeof(int)));
  TRY(hipMemcpy(buf, m, N * sizeof(int), hipMemcpyDefault));
  for (int i = 0; i < N; i++)
    EXPECT(buf[i] == i, "after the copies buf[%d] = %d", i, buf[i]);
  TRY(hipMemcpy(buf, buf, 0, hipMemcpyHostToHost));
  EXPECT_ERROR(hipMemcpy(buf, d, 4, (hipMemcpyKind)7), hipErrorInvalidMemcpyDirection);
  EXPECT_ERROR(hipMemcpy(NULL, d, 4, hipMemcpyDeviceToHost), hipErrorInvalidValue);

  hipPointerAttribute_t attr;
  TRY(hipPointerGetAttributes(&attr, d + 10));
  EXPECT(attr.memoryType == hipMemoryTypeDevice && attr.devicePointer == d + 10 && !attr.isManaged,
         "device pointer attributes: type %d", attr.memoryType);
  TRY(hipPointerGetAttributes(&attr, h));
  EXPECT(attr.memoryType == hipMemoryTypeHost, "host pointer: type %d", attr.memoryType);
  TRY(hipPointerGetAttributes(&attr, m));
  EXPECT(attr.isManaged, "managed pointer not managed");
  EXPECT_ERROR(hipPointerGetAttributes(&attr, buf), hipErrorInvalidValue);
  size_t size;
  TRY(hipMemPtrGetInfo(d + 5, &size));
  EXPECT(size == N * sizeof(int), "hipMemPtrGetInfo: %zu", size);
  void *dev;
  TRY(hipHostGetDevicePointer(&dev, h, 0));
  EXPECT(dev == h, "device pointer of host memory %p, not %p", dev, (void *)h);

  size_t free_bytes, total;
  TRY(hipMemGetInfo(&free_bytes, &total));
  EXPECT(total > 0 && free_bytes <= total, "hipMemGetInfo: %zu of %zu", free_bytes, total);

  void *zero = (void *)1;
  TRY(hipMalloc(&zero, 0));
  EXPECT(zero == NULL, "hipMalloc of 0 bytes gave %p", zero);
  TRY(hipFree(NULL));
  EXPECT_ERROR(hipFree(buf), hipErrorInvalidValue);
  EXPECT_ERROR(hipFree(d + 1), hipErrorInvalidValue);
  TRY(hipFree(d));
  EXPECT_ERROR(hipFree(d), hipErrorInvalidValue);
  TRY(hipHostFree(h));
  TRY(hipFree(m));

  TRY(hipHostRegister(buf, sizeof buf, 0));
  EXPECT_ERROR(hipHostRegister(buf, sizeof buf, 0), hipErrorHostMemoryAlreadyRegistered);
  EXPECT_ERROR(hipFree(buf), hipErrorInvalidValue);
  TRY(hipHostUnregister(buf));
  EXPECT_ERROR(hipHostUnregister(buf), hipErrorHostMemoryNotRegistered);
  return NULL;
}

static const char *test_errors(void) {
  EXPECT(strcmp(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue") == 0,
         "name %s", hipGetErrorName(hipErrorInvalidValue));
  EXPECT(strcmp(hipGetErrorString(hipErrorInvalidValue), "invalid argument") == 0, "string %s",
         hipGetErrorString(hipErrorInvalidValue));
  EXPECT(strcmp(hipGetErrorName(hipSuccess), "hipSuccess") == 0, "success's name");
  EXPECT(strcmp(hipGetErrorString(hipErrorLaunchFailure), "unspecified launch failure") == 0,
         "launch failure's string");
  EXPECT(strcmp(hipGetErrorName(hipErrorMemoryAllocation), "hipErrorOutOfMemory") == 0,
         "hipErrorMemoryAllocation's name");
  EXPECT(strcmp(hipGetErrorName((hipError_t)12345), "hipErrorUnknown") == 0, "unknown's name");
  EXPECT(strcmp(hipGetErrorString((hipError_t)12345), "unknown error") == 0, "unknown's string");

  /* The last error: set by a failing call, kept across successful ones,
   * reset by hipGetLastError, not by hipPeekAtLastError. */
  (void)hipGetLastError();
  EXPECT(hipGetLastError() == hipSuccess, "a last error after a reset");
  EXPECT_ERROR(hipSetDevice(9), hipErrorInvalidDevice);
  int count;
  TRY(hipGetDeviceCount(&count));
  EXPECT(hipPeekAtLastError() == hipErrorInvalidDevice, "peek: %s",
         hipGetErrorName(hipPeekAtLastError()));
  EXPECT(hipGetLastError() == hipErrorInvalidDevice, "get: not hipErrorInvalidDevice");
  EXPECT(hipGetLastError() == hipSuccess, "get twice: %s", hipGetErrorName(hipGetLastError()));
  return NULL;
}

static double elapsed(hipEvent_t a, hipEvent_t b, hipError_t *e) {
  float ms = -1;
  *e = hipEventElapsedTime(&ms, a, b);
  return ms;
}

static const char *test_streams_events(void) {
  hipStream_t s;
  hipEvent_t a, b, untimed;
  hipError_t e;
  TRY(hipStreamCreate(&s));
  TRY(hipEventCreate(&a));
  TRY(hipEventCreate(&b));
  TRY(hipEventCreateWithFlags(&untimed, hipEventDisableTiming));
  EXPECT_ERROR(hipEventElapsedTime(&(float){0}, a, b), hipErrorInvalidHandle);
  int *d, h[256];
  TRY(hipMalloc((void **)&d, sizeof h));
  TRY(hipEventRecord(a, s));
  struct timespec ts = {0, 30 * 1000 * 1000};
  nanosleep(&ts, NULL);
  TRY(hipMemsetAsync(d, 7, sizeof h, s));
  TRY(hipMemcpyAsync(h, d, sizeof h, hipMemcpyDeviceToHost, s));
  TRY(hipEventRecord(b, s));
  TRY(hipStreamSynchronize(s));
  TRY(hipEventSynchronize(b));
  TRY(hipEventQuery(b));
  TRY(hipStreamQuery(s));
  EXPECT(h[0] == 0x07070707 && h[255] == 0x07070707, "async copies gave %x", h[0]);
  double ms = elapsed(a, b, &e);
  TRY(e);
  EXPECT(ms >= 29 && ms < 2000, "%.3f ms around a 30 ms sleep", ms);
  EXPECT(elapsed(b, a, &e) <= 0 && e == hipSuccess, "negative interval");
  TRY(hipEventRecord(untimed, NULL));
  EXPECT_ERROR(hipEventElapsedTime(&(float){0}, a, untimed), hipErrorInvalidHandle);
  TRY(hipDeviceSynchronize());
  TRY(hipStreamSynchronize(NULL));
  TRY(hipStreamSynchronize(hipStreamPerThread));
  TRY(hipEventDestroy(a));
  TRY(hipEventDestroy(b));
  TRY(hipEventDestroy(untimed));
  TRY(hipStreamDestroy(s));
  EXPECT_ERROR(hipStreamSynchronize(s), hipErrorInvalidHandle);
  EXPECT_ERROR(hipMemcpyAsync(h, d, 4, hipMemcpyDeviceToHost, s), hipErrorInvalidHandle);
  TRY(hipFree(d));
  return NULL;
}

/* ---- Modules and launches that must fail ------------------------------ */

static const char *test_load_errors(void) {
  hipModule_t m;
  EXPECT_ERROR(hipModuleLoad(&m, module_path("no-such-file.so")), hipErrorFileNotFound);
  EXPECT_ERROR(hipModuleLoad(&m, module_path("noabi.so")), hipErrorInvalidImage);
  EXPECT_ERROR(hipModuleLoad(&m, module_path("badabi.so")), hipErrorInvalidImage);
  EXPECT_ERROR(hipModuleLoad(&m, module_path("not-elf.txt")), hipErrorInvalidImage);
  EXPECT_ERROR(hipModuleLoad(NULL, module_path("basic.so")), hipErrorInvalidValue);
  EXPECT_ERROR(hipModuleLoadData(&m, "not an image at all, not even close"), hipErrorInvalidImage);
  EXPECT_ERROR(hipModuleUnload((hipModule_t)&m), hipErrorInvalidHandle);
  /* A bundle with only the empty host entry: no code for this device. */
  EXPECT_ERROR(hipModuleLoad(&m, module_path("empty.hipfb")), hipErrorNoBinaryForGpu);
  return NULL;
}

/* A module from memory: raw, and inside bundles written by clang's
 * bundler (payload unaligned) and with 4096-byte alignment. */
static const char *test_load_data(void) {
  const char *files[] = {"basic.so", "basic.hipfb", "basic-aligned.hipfb"};
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
    size_t size;
    void *image = read_file(module_path(files[i]), &size);
    EXPECT(image, "cannot read %s", files[i]);
    hipModule_t m, mf;
    hipFunction_t f;
    if (i == 1)
      TRY(hipModuleLoadDataEx(&m, image, 0, NULL, NULL));
    else
      TRY(hipModuleLoadData(&m, image));
    /* The image may go once loaded. */
    memset(image, 0, size);
    free(image);
    TRY(hipModuleGetFunction(&f, m, "count"));
    TRY(hipModuleLaunchKernel(f, 2, 1, 1, 3, 1, 1, 0, NULL, NULL, NULL));
    hipDeviceptr_t p;
    int v;
    TRY(hipModuleGetGlobal(&p, NULL, m, "counter"));
    TRY(hipMemcpyDtoH(&v, p, sizeof v));
    EXPECT(v == 48, "%s: counter %d", files[i], v);
    TRY(hipModuleLoad(&mf, module_path(files[i])));
    TRY(hipModuleGetFunction(&f, mf, "vadd"));
    TRY(hipModuleUnload(mf));
    TRY(hipModuleUnload(m));
  }
  return NULL;
}

static const char *test_launch_errors(void) {
  hipModule_t m;
  hipFunction_t vadd, limited, big, f;
  TRY(hipModuleLoad(&m, module_path("basic.so")));
  TRY(hipModuleGetFunction(&vadd, m, "vadd"));
  TRY(hipModuleGetFunction(&limited, m, "limited"));
  TRY(hipModuleGetFunction(&big, m, "big_shared"));
  EXPECT_ERROR(hipModuleGetFunction(&f, m, "no_such_kernel"), hipErrorNotFound);
  EXPECT_ERROR(hipModuleGetFunction(&f, m, "counter"), hipErrorNotFound);
  EXPECT_ERROR(hipModuleGetFunction(&f, m, "printf"), hipErrorNotFound);
  float *d = NULL;
  int n = 0;
  void *args[] = {&d, &d, &d, &n};
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 1025, 1, 1, 0, NULL, args, NULL),
               hipErrorInvalidConfiguration);
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 32, 32, 2, 0, NULL, args, NULL),
               hipErrorInvalidConfiguration);
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 0, 1, 1, 0, NULL, args, NULL),
               hipErrorInvalidConfiguration);
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 0, 1, 1, 1, 1, 1, 0, NULL, args, NULL),
               hipErrorInvalidConfiguration);
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 70000, 1, 1, 1, 1, 0, NULL, args, NULL),
               hipErrorInvalidConfiguration);
  /* __launch_bounds__(128) */
  TRY(hipModuleLaunchKernel(limited, 1, 1, 1, 128, 1, 1, 0, NULL, NULL, NULL));
  EXPECT_ERROR(hipModuleLaunchKernel(limited, 1, 1, 1, 129, 1, 1, 0, NULL, NULL, NULL),
               hipErrorInvalidConfiguration);
  /* 60 KiB of static shared memory leaves 4 KiB for dynamic. */
  TRY(hipModuleLaunchKernel(big, 1, 1, 1, 64, 1, 1, 4096, NULL, NULL, NULL));
  EXPECT_ERROR(hipModuleLaunchKernel(big, 1, 1, 1, 64, 1, 1, 4097, NULL, NULL, NULL),
               hipErrorInvalidValue);
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 64, 1, 1, 65537, NULL, args, NULL),
               hipErrorInvalidValue);
  /* Arguments: none for a kernel that has some, or both forms at once. */
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 64, 1, 1, 0, NULL, NULL, NULL),
               hipErrorInvalidValue);
  void *cfg[] = {HIP_LAUNCH_PARAM_END};
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 64, 1, 1, 0, NULL, args, cfg),
               hipErrorInvalidValue);
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 64, 1, 1, 0, NULL, NULL, cfg),
               hipErrorInvalidValue);
  EXPECT_ERROR(hipModuleLaunchKernel(NULL, 1, 1, 1, 64, 1, 1, 0, NULL, args, NULL),
               hipErrorInvalidHandle);
  EXPECT_ERROR(hipModuleLaunchKernel(vadd, 1, 1, 1, 64, 1, 1, 0, (hipStream_t)&n, args, NULL),
               hipErrorInvalidHandle);
  EXPECT(hipGetLastError() == hipErrorInvalidHandle, "last error not the last launch's");
  int v;
  TRY(hipFuncGetAttribute(&v, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, limited));
  EXPECT(v == 128, "limited: max threads %d", v);
  TRY(hipFuncGetAttribute(&v, HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, big));
  EXPECT(v == 60 * 1024, "big_shared: shared bytes %d", v);
  TRY(hipModuleUnload(m));
  return NULL;
}

/* Modules unloaded give back what they took: loading and unloading many
 * times leaves the descriptors and mappings as they were. */
static int count_lines(const char *path, const char *needle) {
  FILE *f = fopen(path, "r");
  char line[4096];
  int n = 0;
  while (f && fgets(line, sizeof line, f))
    n += strstr(line, needle) != NULL;
  if (f)
    fclose(f);
  return n;
}

static const char *test_unload(void) {
  hipModule_t m;
  hipFunction_t f;
  TRY(hipModuleLoad(&m, module_path("basic.so")));
  TRY(hipModuleUnload(m));
  int maps = count_lines("/proc/self/maps", "basic.so");
  for (int i = 0; i < 300; i++) {
    TRY(hipModuleLoad(&m, module_path("basic.so")));
    TRY(hipModuleGetFunction(&f, m, "count"));
    TRY(hipModuleGetFunction(&f, m, "vadd"));
    TRY(hipModuleUnload(m));
  }
  int after = count_lines("/proc/self/maps", "basic.so");
  EXPECT(after == maps, "%d mappings of basic.so, %d before", after, maps);
  return NULL;
}

static const Test tests[] = {
    {"device", test_device},
    {"properties", test_properties},
    {"memory", test_memory},
    {"errors", test_errors},
    {"streams-events", test_streams_events},
    {"load-errors", test_load_errors},
    {"load-data", test_load_data},
    {"launch-errors", test_launch_errors},
    {"unload", test_unload},
};

int main(int argc, char **argv) {
  if (argc > 1)
    module_dir = argv[1];
  if (argc > 2)
    name_suffix = argv[2];
  return run_tests(tests, sizeof tests / sizeof tests[0], argc, argv, 3);
}
