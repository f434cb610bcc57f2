/* device.c - the runtime object and the one device it offers: the CPU.
 *
 * hipGetDeviceProperties and hipDeviceGetAttribute describe the machine
 * in HIP's terms: a compute unit per core the process may run on (each
 * runs one block at a time), warps of 64 threads (32 with
 * HIPC_HOST_WARP_SIZE=32), 1024 threads and 64 KiB of shared memory per
 * block as on AMD GPUs, and the machine's memory as global memory. */
#include "runtime.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static Runtime runtime;
static pthread_once_t runtime_once = PTHREAD_ONCE_INIT;

/* The value of "key : value" in /proc/cpuinfo, first occurrence. */
static bool cpuinfo_field(const char *key, char *out, size_t size) {
  FILE *f = fopen("/proc/cpuinfo", "r");
  if (!f)
    return false;
  char line[512];
  size_t n = strlen(key);
  bool found = false;
  while (!found && fgets(line, sizeof line, f)) {
    if (strncmp(line, key, n) != 0 || !strchr(line, ':'))
      continue;
    char *v = strchr(line, ':') + 1;
    v += strspn(v, " \t");
    v[strcspn(v, "\n")] = 0;
    snprintf(out, size, "%s", v);
    found = true;
  }
  fclose(f);
  return found;
}

/* The fastest clock of a core, in kHz as HIP reports clock rates. */
static int cpu_clock_khz(void) {
  FILE *f = fopen("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", "r");
  long khz = 0;
  if (f) {
    if (fscanf(f, "%ld", &khz) != 1)
      khz = 0;
    fclose(f);
  }
  char mhz[64];
  if (khz <= 0 && cpuinfo_field("cpu MHz", mhz, sizeof mhz))
    khz = (long)(strtod(mhz, NULL) * 1000);
  return khz > 0 && khz < 0x7fffffff ? (int)khz : 1000000;
}

/* The cores this process may run on (its affinity), else those online. */
static unsigned count_cores(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return (unsigned)CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (unsigned)n : 1;
}

/* HIPC_HOST_STACK: bytes per fiber stack, with an optional k or m. */
static size_t stack_size_from_env(size_t page) {
  const char *s = getenv("HIPC_HOST_STACK");
  size_t size = RT_DEFAULT_STACK;
  if (s && *s) {
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end == 'k' || *end == 'K')
      v <<= 10;
    else if (*end == 'm' || *end == 'M')
      v <<= 20;
    if (v >= 16 * 1024 && v <= (1ull << 30))
      size = (size_t)v;
  }
  return (size + page - 1) / page * page;
}

static void describe_device(Runtime *rt) {
  hipDeviceProp_t *p = &rt->props;
  char model[200] = "unknown CPU";
  cpuinfo_field("model name", model, sizeof model);
  snprintf(p->name, sizeof p->name, "hipc host (%s)", model);
  snprintf(p->gcnArchName, sizeof p->gcnArchName, "host");

  long pages = sysconf(_SC_PHYS_PAGES);
  p->totalGlobalMem = pages > 0 ? (size_t)pages * rt->page_size : 0;
  p->sharedMemPerBlock = RT_SHARED_BYTES;
  p->regsPerBlock = 65536;
  p->warpSize = (int)rt->warp_size;
  p->maxThreadsPerBlock = RT_MAX_BLOCK_THREADS;
  p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = RT_MAX_BLOCK_THREADS;
  /* hipModuleLaunchKernel accepts x up to INT32_MAX, y and z up to 65536. */
  p->maxGridSize[0] = 0x7fffffff;
  p->maxGridSize[1] = p->maxGridSize[2] = 65536;
  p->clockRate = cpu_clock_khz();
  p->memoryClockRate = p->clockRate;
  p->memoryBusWidth = 64;
  p->totalConstMem = p->totalGlobalMem;
  /* Programs compare major against CUDA-era minimums; 9.0 is what HIP
   * reports for gfx9 parts, and every feature it implies works here. */
  p->major = 9;
  p->minor = 0;
  p->multiProcessorCount = (int)rt->ncores;
  long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  p->l2CacheSize = l2 > 0 && l2 < 0x7fffffff ? (int)l2 : 0;
  /* A worker runs one block at a time. */
  p->maxThreadsPerMultiProcessor = RT_MAX_BLOCK_THREADS;
  p->computeMode = 0; /* hipComputeModeDefault */
  p->clockInstructionRate = p->clockRate;
  p->arch = (hipDeviceArch_t){
      .hasGlobalInt32Atomics = 1, .hasGlobalFloatAtomicExch = 1,
      .hasSharedInt32Atomics = 1, .hasSharedFloatAtomicExch = 1,
      .hasFloatAtomicAdd = 1, .hasGlobalInt64Atomics = 1,
      .hasSharedInt64Atomics = 1, .hasDoubles = 1, .hasWarpVote = 1,
      .hasWarpBallot = 1, .hasWarpShuffle = 1, .hasFunnelShift = 1,
      .hasThreadFenceSystem = 1, .hasSyncThreadsExt = 0,
      .hasSurfaceFuncs = 0, .has3dGrid = 1, .hasDynamicParallelism = 0};
  p->concurrentKernels = 1;
  p->maxSharedMemoryPerMultiProcessor = RT_SHARED_BYTES;
  p->canMapHostMemory = 1;
  p->integrated = 1; /* device memory is host memory */
  p->memPitch = 0x7fffffff;
  p->textureAlignment = 256;
  p->texturePitchAlignment = 256;
  p->managedMemory = 1;
  p->directManagedMemAccessFromHost = 1;
  p->concurrentManagedAccess = 1;
  p->pageableMemoryAccess = 1;
  p->pageableMemoryAccessUsesHostPageTables = 1;
}

static void runtime_init(void) {
  Runtime *rt = &runtime;
  pthread_mutex_init(&rt->lock, NULL);
  pthread_mutex_init(&rt->mem_lock, NULL);
  long page = sysconf(_SC_PAGESIZE);
  rt->page_size = page > 0 ? (size_t)page : 4096;
  rt->ncores = count_cores();
  const char *ws = getenv("HIPC_HOST_WARP_SIZE");
  rt->warp_size = ws && strcmp(ws, "32") == 0 ? 32 : 64;
  rt->stack_size = stack_size_from_env(rt->page_size);
  describe_device(rt);
}

Runtime *rt_get(void) {
  pthread_once(&runtime_once, runtime_init);
  return &runtime;
}

/* ---- Initialisation and versions -------------------------------------- */

hipError_t hipInit(unsigned int flags) {
  if (flags != 0)
    return rt_error(hipErrorInvalidValue);
  rt_get();
  return hipSuccess;
}

/* The HIP version whose headers the library implements (hip_version.h). */
hipError_t hipDriverGetVersion(int *version) {
  if (!version)
    return rt_error(hipErrorInvalidValue);
  *version = HIP_VERSION;
  return hipSuccess;
}

hipError_t hipRuntimeGetVersion(int *version) {
  if (!version)
    return rt_error(hipErrorInvalidValue);
  *version = HIP_VERSION;
  return hipSuccess;
}

/* ---- The device ------------------------------------------------------- */

hipError_t hipGetDeviceCount(int *count) {
  if (!count)
    return rt_error(hipErrorInvalidValue);
  *count = 1;
  return hipSuccess;
}

hipError_t hipSetDevice(int device) {
  return device == 0 ? hipSuccess : rt_error(hipErrorInvalidDevice);
}

hipError_t hipGetDevice(int *device) {
  if (!device)
    return rt_error(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipDeviceGet(hipDevice_t *device, int ordinal) {
  if (!device)
    return rt_error(hipErrorInvalidValue);
  if (ordinal != 0)
    return rt_error(hipErrorInvalidDevice);
  *device = 0;
  return hipSuccess;
}

hipError_t hipSetDeviceFlags(unsigned flags) {
  (void)flags; /* scheduling hints: a synchronous launch has no use for them */
  return hipSuccess;
}

hipError_t hipGetDeviceFlags(unsigned int *flags) {
  if (!flags)
    return rt_error(hipErrorInvalidValue);
  *flags = 0;
  return hipSuccess;
}

hipError_t hipChooseDevice(int *device, const hipDeviceProp_t *prop) {
  if (!device || !prop)
    return rt_error(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t *prop, int device) {
  if (!prop)
    return rt_error(hipErrorInvalidValue);
  if (device != 0)
    return rt_error(hipErrorInvalidDevice);
  *prop = rt_get()->props;
  return hipSuccess;
}

hipError_t hipDeviceGetName(char *name, int len, hipDevice_t device) {
  if (!name || len <= 0)
    return rt_error(hipErrorInvalidValue);
  if (device != 0)
    return rt_error(hipErrorInvalidDevice);
  snprintf(name, (size_t)len, "%s", rt_get()->props.name);
  return hipSuccess;
}

hipError_t hipDeviceComputeCapability(int *major, int *minor,
                                      hipDevice_t device) {
  if (!major || !minor)
    return rt_error(hipErrorInvalidValue);
  if (device != 0)
    return rt_error(hipErrorInvalidDevice);
  *major = rt_get()->props.major;
  *minor = rt_get()->props.minor;
  return hipSuccess;
}

hipError_t hipDeviceTotalMem(size_t *bytes, hipDevice_t device) {
  if (!bytes)
    return rt_error(hipErrorInvalidValue);
  if (device != 0)
    return rt_error(hipErrorInvalidDevice);
  *bytes = rt_get()->props.totalGlobalMem;
  return hipSuccess;
}

static int clamp_int(size_t v) { return v > 0x7fffffff ? 0x7fffffff : (int)v; }

hipError_t hipDeviceGetAttribute(int *pi, hipDeviceAttribute_t attr,
                                 int device) {
  if (!pi)
    return rt_error(hipErrorInvalidValue);
  if (device != 0)
    return rt_error(hipErrorInvalidDevice);
  const hipDeviceProp_t *p = &rt_get()->props;
  int v;
  switch (attr) {
  case hipDeviceAttributeMaxThreadsPerBlock: v = p->maxThreadsPerBlock; break;
  case hipDeviceAttributeMaxBlockDimX: v = p->maxThreadsDim[0]; break;
  case hipDeviceAttributeMaxBlockDimY: v = p->maxThreadsDim[1]; break;
  case hipDeviceAttributeMaxBlockDimZ: v = p->maxThreadsDim[2]; break;
  case hipDeviceAttributeMaxGridDimX: v = p->maxGridSize[0]; break;
  case hipDeviceAttributeMaxGridDimY: v = p->maxGridSize[1]; break;
  case hipDeviceAttributeMaxGridDimZ: v = p->maxGridSize[2]; break;
  case hipDeviceAttributeMaxSharedMemoryPerBlock:
  case hipDeviceAttributeSharedMemPerBlockOptin:
    v = clamp_int(p->sharedMemPerBlock);
    break;
  case hipDeviceAttributeSharedMemPerMultiprocessor:
  case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor:
    v = clamp_int(p->maxSharedMemoryPerMultiProcessor);
    break;
  case hipDeviceAttributeTotalConstantMemory: v = clamp_int(p->totalConstMem); break;
  case hipDeviceAttributeWarpSize: v = p->warpSize; break;
  case hipDeviceAttributeMaxRegistersPerBlock:
  case hipDeviceAttributeMaxRegistersPerMultiprocessor:
    v = p->regsPerBlock;
    break;
  case hipDeviceAttributeClockRate: v = p->clockRate; break;
  case hipDeviceAttributeClockInstructionRate: v = p->clockInstructionRate; break;
  case hipDeviceAttributeMemoryClockRate: v = p->memoryClockRate; break;
  case hipDeviceAttributeMemoryBusWidth: v = p->memoryBusWidth; break;
  case hipDeviceAttributeMultiprocessorCount:
  case hipDeviceAttributePhysicalMultiProcessorCount:
    v = p->multiProcessorCount;
    break;
  case hipDeviceAttributeComputeMode: v = p->computeMode; break;
  case hipDeviceAttributeL2CacheSize: v = p->l2CacheSize; break;
  case hipDeviceAttributeMaxThreadsPerMultiProcessor: v = p->maxThreadsPerMultiProcessor; break;
  case hipDeviceAttributeMaxBlocksPerMultiProcessor: v = 1; break;
  case hipDeviceAttributeComputeCapabilityMajor: v = p->major; break;
  case hipDeviceAttributeComputeCapabilityMinor: v = p->minor; break;
  case hipDeviceAttributeConcurrentKernels: v = p->concurrentKernels; break;
  case hipDeviceAttributePciBusId: v = p->pciBusID; break;
  case hipDeviceAttributePciDeviceId: v = p->pciDeviceID; break;
  case hipDeviceAttributePciDomainID: v = p->pciDomainID; break;
  case hipDeviceAttributeIsMultiGpuBoard: v = p->isMultiGpuBoard; break;
  case hipDeviceAttributeIntegrated: v = p->integrated; break;
  case hipDeviceAttributeCanMapHostMemory: v = p->canMapHostMemory; break;
  case hipDeviceAttributeCooperativeLaunch: v = p->cooperativeLaunch; break;
  case hipDeviceAttributeCooperativeMultiDeviceLaunch: v = p->cooperativeMultiDeviceLaunch; break;
  case hipDeviceAttributeMaxPitch: v = clamp_int(p->memPitch); break;
  case hipDeviceAttributeTextureAlignment: v = clamp_int(p->textureAlignment); break;
  case hipDeviceAttributeTexturePitchAlignment: v = clamp_int(p->texturePitchAlignment); break;
  case hipDeviceAttributeKernelExecTimeout: v = p->kernelExecTimeoutEnabled; break;
  case hipDeviceAttributeEccEnabled: v = p->ECCEnabled; break;
  case hipDeviceAttributeManagedMemory: v = p->managedMemory; break;
  case hipDeviceAttributeDirectManagedMemAccessFromHost:
    v = p->directManagedMemAccessFromHost;
    break;
  case hipDeviceAttributeConcurrentManagedAccess: v = p->concurrentManagedAccess; break;
  case hipDeviceAttributePageableMemoryAccess: v = p->pageableMemoryAccess; break;
  case hipDeviceAttributePageableMemoryAccessUsesHostPageTables:
    v = p->pageableMemoryAccessUsesHostPageTables;
    break;
  case hipDeviceAttributeUnifiedAddressing:
  case hipDeviceAttributeHostNativeAtomicSupported:
  case hipDeviceAttributeCanUseHostPointerForRegisteredMem:
  case hipDeviceAttributeFineGrainSupport:
    v = 1;
    break;
  case hipDeviceAttributeAsicRevision:
  case hipDeviceAttributeIsLargeBar:
  case hipDeviceAttributeGcnArch:
  case hipDeviceAttributeImageSupport:
  case hipDeviceAttributeTccDriver:
  case hipDeviceAttributeStreamPrioritiesSupported:
  case hipDeviceAttributeMemoryPoolsSupported:
  case hipDeviceAttributeAsyncEngineCount:
    v = 0;
    break;
  default:
    /* HIP's answer for an attribute it does not know. */
    return rt_error(hipErrorInvalidValue);
  }
  *pi = v;
  return hipSuccess;
}

hipError_t hipDeviceGetLimit(size_t *value, enum hipLimit_t limit) {
  if (!value)
    return rt_error(hipErrorInvalidValue);
  switch (limit) {
  case hipLimitMallocHeapSize:
    *value = rt_get()->props.totalGlobalMem;
    return hipSuccess;
  default:
    return rt_error(hipErrorUnsupportedLimit);
  }
}

/* ---- Cache and bank configuration ------------------------------------- */

/* Hints for the GPU's L1/LDS split and LDS banks, which HIP documents as
 * ignored on AMD devices; a CPU has nothing to configure either. */
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t config) {
  (void)config;
  return hipSuccess;
}

hipError_t hipDeviceGetCacheConfig(hipFuncCache_t *config) {
  if (!config)
    return rt_error(hipErrorInvalidValue);
  *config = hipFuncCachePreferNone;
  return hipSuccess;
}

hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig config) {
  (void)config;
  return hipSuccess;
}

hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig *config) {
  if (!config)
    return rt_error(hipErrorInvalidValue);
  *config = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}

/* There is no profiler to start: a CPU profiler needs no help. */
hipError_t hipProfilerStart(void) { return hipSuccess; }
hipError_t hipProfilerStop(void) { return hipSuccess; }
