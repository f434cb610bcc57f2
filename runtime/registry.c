/* registry.c - the registration ABI of clang's host objects, and the API
 * that names kernels and variables by their host-side handles.
 *
 * A host object built for HIP registers, from a constructor, its fat
 * binary and then each kernel (by its host stub) and each device variable
 * (by its host shadow) under their device names (clang's HIP registration ABI: __hipRegisterFunction and __hipRegisterVar).
 * hipLaunchKernel and the symbol API then name them by those host
 * addresses.  The fat binary's host module is loaded on first use, as
 * HIP's runtime loads code objects lazily: a program that launches
 * nothing pays for nothing, and a constructor has no way to report a
 * failure anyway. */
#include "runtime.h"

#include <stdlib.h>
#include <string.h>

/* __hip_fatbin_wrapper, as clang emits it in .hipFatBinSegment. */
typedef struct FatbinWrapper {
  uint32_t magic;
  uint32_t version;
  const void *bundle;
  void *unused;
} FatbinWrapper;

enum { FATBIN_MAGIC = 0x48495046 /* "HIPF" */, FATBIN_VERSION = 1 };

typedef struct FatBinary {
  const void *bundle;
  Module *module;        /* once loaded */
  hipError_t load_error; /* why loading failed, once it has */
  struct FatBinary *next;
} FatBinary;

typedef struct RegFunction {
  const void *host; /* the kernel's host stub */
  FatBinary *fb;
  char *name;
  Function *f; /* once resolved */
  struct RegFunction *next;
} RegFunction;

typedef struct RegVar {
  const void *host; /* the variable's host shadow */
  FatBinary *fb;
  char *name;
  size_t size; /* as clang registered it */
  struct RegVar *next;
} RegVar;

static char *copy_string(const char *s) {
  size_t n = strlen(s) + 1;
  char *p = malloc(n);
  if (p)
    memcpy(p, s, n);
  return p;
}

void **__hipRegisterFatBinary(const void *wrapper) {
  const FatbinWrapper *w = wrapper;
  if (!w || w->magic != FATBIN_MAGIC || w->version != FATBIN_VERSION || !w->bundle)
    return NULL;
  FatBinary *fb = calloc(1, sizeof *fb);
  if (!fb)
    return NULL;
  fb->bundle = w->bundle;
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  fb->next = rt->fatbins;
  rt->fatbins = fb;
  pthread_mutex_unlock(&rt->lock);
  return (void **)fb;
}

void __hipRegisterFunction(void **handle, const void *host_function,
                           char *device_function, const char *device_name,
                           int thread_limit, void *tid, void *bid,
                           void *block_dim, void *grid_dim, int *warp_size) {
  (void)thread_limit, (void)tid, (void)bid, (void)block_dim, (void)grid_dim;
  (void)warp_size;
  const char *name = device_name ? device_name : device_function;
  if (!handle || !host_function || !name)
    return;
  RegFunction *r = calloc(1, sizeof *r);
  if (!r || !(r->name = copy_string(name))) {
    free(r);
    return;
  }
  r->host = host_function;
  r->fb = (FatBinary *)handle;
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  r->next = rt->functions;
  rt->functions = r;
  pthread_mutex_unlock(&rt->lock);
}

void __hipRegisterVar(void **handle, void *var, char *host_var,
                      char *device_var, int ext, size_t size, int constant,
                      int global) {
  (void)host_var, (void)ext, (void)constant, (void)global;
  if (!handle || !var || !device_var)
    return;
  RegVar *r = calloc(1, sizeof *r);
  if (!r || !(r->name = copy_string(device_var))) {
    free(r);
    return;
  }
  r->host = var;
  r->fb = (FatBinary *)handle;
  r->size = size;
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  r->next = rt->vars;
  rt->vars = r;
  pthread_mutex_unlock(&rt->lock);
}

/* Called from the object's destructor: forget what the fat binary
 * registered and unload its module. */
void __hipUnregisterFatBinary(void **handle) {
  FatBinary *fb = (FatBinary *)handle;
  if (!fb)
    return;
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  for (FatBinary **p = &rt->fatbins; *p; p = &(*p)->next) {
    if (*p == fb) {
      *p = fb->next;
      break;
    }
  }
  for (RegFunction **p = &rt->functions; *p;) {
    RegFunction *r = *p;
    if (r->fb != fb) {
      p = &r->next;
      continue;
    }
    *p = r->next;
    free(r->name);
    free(r);
  }
  for (RegVar **p = &rt->vars; *p;) {
    RegVar *r = *p;
    if (r->fb != fb) {
      p = &r->next;
      continue;
    }
    *p = r->next;
    free(r->name);
    free(r);
  }
  pthread_mutex_unlock(&rt->lock);
  if (fb->module)
    rt_module_free(fb->module);
  free(fb);
}

/* The fat binary's module, loaded now if it was not; rt->lock held. */
static hipError_t fatbin_module(FatBinary *fb, Module **out) {
  if (!fb->module && fb->load_error == hipSuccess)
    fb->load_error = rt_module_load(fb->bundle, 0, "hip_fatbin", &fb->module);
  *out = fb->module;
  return fb->load_error;
}

hipError_t rt_registry_function(const void *host_function, Function **out) {
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  RegFunction *r = rt->functions;
  while (r && r->host != host_function)
    r = r->next;
  hipError_t e = r ? hipSuccess : hipErrorInvalidDeviceFunction;
  if (r && !r->f) {
    Module *m;
    e = fatbin_module(r->fb, &m);
    if (e == hipSuccess)
      e = rt_module_function(m, r->name, &r->f);
    if (e == hipErrorNotFound) /* registered, but not in the module */
      e = hipErrorInvalidDeviceFunction;
  }
  if (e == hipSuccess)
    *out = r->f;
  pthread_mutex_unlock(&rt->lock);
  return e;
}

/* The device address and size of the variable whose host shadow is
 * `symbol`. */
static hipError_t registry_var(const void *symbol, void **addr, size_t *size) {
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  RegVar *r = rt->vars;
  while (r && r->host != symbol)
    r = r->next;
  hipError_t e = r ? hipSuccess : hipErrorInvalidSymbol;
  if (r) {
    Module *m;
    e = fatbin_module(r->fb, &m);
    if (e == hipSuccess)
      e = rt_module_global(m, r->name, addr, size);
    if (e == hipErrorNotFound)
      e = hipErrorInvalidSymbol;
    if (e == hipSuccess && r->size)
      *size = r->size;
  }
  pthread_mutex_unlock(&rt->lock);
  return e;
}

/* ---- Launches by host stub -------------------------------------------- */

hipError_t hipLaunchKernel(const void *function_address, dim3 grid,
                           dim3 block, void **args, size_t shared,
                           hipStream_t stream) {
  Function *f;
  hipError_t e = rt_registry_function(function_address, &f);
  if (e != hipSuccess)
    return rt_error(e);
  Stream *s = rt_stream_get(stream);
  if (!s)
    return rt_error(hipErrorInvalidHandle);
  return rt_error(rt_launch(f, grid, block, shared, s, args));
}

/* hipExtLaunchKernel records its events around the launch itself. */
hipError_t hipExtLaunchKernel(const void *function_address, dim3 grid,
                              dim3 block, void **args, size_t shared,
                              hipStream_t stream, hipEvent_t start,
                              hipEvent_t stop, int flags) {
  (void)flags; /* hipExtAnyOrderLaunch: blocks run in any order anyway */
  if (start && hipEventRecord(start, stream) != hipSuccess)
    return hipErrorInvalidHandle;
  hipError_t e = hipLaunchKernel(function_address, grid, block, args, shared, stream);
  if (stop && e == hipSuccess && hipEventRecord(stop, stream) != hipSuccess)
    return hipErrorInvalidHandle;
  return e;
}

/* ---- Device variables by host shadow ---------------------------------- */

hipError_t hipGetSymbolAddress(void **dev_ptr, const void *symbol) {
  size_t size;
  if (!dev_ptr)
    return rt_error(hipErrorInvalidValue);
  return rt_error(registry_var(symbol, dev_ptr, &size));
}

hipError_t hipGetSymbolSize(size_t *size, const void *symbol) {
  void *addr;
  if (!size)
    return rt_error(hipErrorInvalidValue);
  return rt_error(registry_var(symbol, &addr, size));
}

/* Copies between `host` and [offset, offset + n) of the variable. */
static hipError_t symbol_copy(const void *symbol, void *host, size_t n,
                              size_t offset, hipMemcpyKind kind,
                              hipStream_t stream, bool to_symbol) {
  void *addr;
  size_t size;
  hipError_t e = registry_var(symbol, &addr, &size);
  if (e != hipSuccess)
    return rt_error(e);
  if (offset > size || n > size - offset)
    return rt_error(hipErrorInvalidValue);
  char *dev = (char *)addr + offset;
  return to_symbol ? hipMemcpyAsync(dev, host, n, kind, stream)
                   : hipMemcpyAsync(host, dev, n, kind, stream);
}

hipError_t hipMemcpyToSymbol(const void *symbol, const void *src, size_t n,
                             size_t offset, hipMemcpyKind kind) {
  return symbol_copy(symbol, (void *)src, n, offset, kind, NULL, true);
}

hipError_t hipMemcpyToSymbolAsync(const void *symbol, const void *src,
                                  size_t n, size_t offset, hipMemcpyKind kind,
                                  hipStream_t stream) {
  return symbol_copy(symbol, (void *)src, n, offset, kind, stream, true);
}

hipError_t hipMemcpyFromSymbol(void *dst, const void *symbol, size_t n,
                               size_t offset, hipMemcpyKind kind) {
  return symbol_copy(symbol, dst, n, offset, kind, NULL, false);
}

hipError_t hipMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t n,
                                    size_t offset, hipMemcpyKind kind,
                                    hipStream_t stream) {
  return symbol_copy(symbol, dst, n, offset, kind, stream, false);
}

/* ---- Function configuration by host stub ------------------------------ */

/* Dynamic shared memory up to what the static part leaves of the block's
 * 64 KiB is always available; the rest of the attributes are hints. */
hipError_t hipFuncSetAttribute(const void *func, hipFuncAttribute attr,
                               int value) {
  Function *f;
  hipError_t e = rt_registry_function(func, &f);
  if (e != hipSuccess)
    return rt_error(e);
  if (attr == hipFuncAttributeMaxDynamicSharedMemorySize &&
      (value < 0 || (uint64_t)value + f->info->static_shared > RT_SHARED_BYTES))
    return rt_error(hipErrorInvalidValue);
  if (attr != hipFuncAttributeMaxDynamicSharedMemorySize &&
      attr != hipFuncAttributePreferredSharedMemoryCarveout)
    return rt_error(hipErrorInvalidValue);
  return hipSuccess;
}

hipError_t hipFuncSetCacheConfig(const void *func, hipFuncCache_t config) {
  Function *f;
  (void)config;
  return rt_error(rt_registry_function(func, &f));
}

hipError_t hipFuncSetSharedMemConfig(const void *func,
                                     hipSharedMemConfig config) {
  Function *f;
  (void)config;
  return rt_error(rt_registry_function(func, &f));
}
