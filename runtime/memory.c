/* memory.c - device, host and managed memory, copies and fills.
 *
 * Device memory is host memory: kernels run on the CPU, so every kind of
 * allocation comes from the C heap and every copy, whatever its
 * hipMemcpyKind (hipMemcpyDefault included), is a memmove.  The runtime
 * still keeps a table of its allocations, because HIP's API answers
 * questions about them: hipFree of a foreign pointer is an error, and
 * hipPointerGetAttributes and hipMemPtrGetInfo describe them.
 * Copies and fills are synchronous, so their Async forms only check the
 * stream. */
#include "runtime.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef enum AllocKind {
  ALLOC_DEVICE,
  ALLOC_HOST,       /* hipHostMalloc */
  ALLOC_MANAGED,    /* hipMallocManaged */
  ALLOC_REGISTERED, /* hipHostRegister: the program's memory, not ours */
} AllocKind;

typedef struct Alloc {
  char *base;
  size_t size;
  AllocKind kind;
  unsigned flags;
} Alloc;

/* AMD's runtime hands out device memory aligned to at least 256 bytes;
 * kernels vectorised for that alignment expect no less. */
enum { ALLOC_ALIGN = 256 };

/* The index of the first allocation whose base is above `p`. */
static size_t upper_bound(const Runtime *rt, const void *p) {
  size_t lo = 0, hi = rt->nallocs;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if ((const char *)p < rt->allocs[mid].base)
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

/* The allocation holding `p`; rt->mem_lock held. */
static Alloc *find_alloc(Runtime *rt, const void *p) {
  size_t i = upper_bound(rt, p);
  if (i == 0)
    return NULL;
  Alloc *a = &rt->allocs[i - 1];
  return (const char *)p < a->base + a->size ? a : NULL;
}

static bool add_alloc(Runtime *rt, void *base, size_t size, AllocKind kind,
                      unsigned flags) {
  pthread_mutex_lock(&rt->mem_lock);
  if (rt->nallocs == rt->cap_allocs) {
    size_t cap = rt->cap_allocs ? rt->cap_allocs * 2 : 64;
    Alloc *a = realloc(rt->allocs, cap * sizeof *a);
    if (!a) {
      pthread_mutex_unlock(&rt->mem_lock);
      return false;
    }
    rt->allocs = a;
    rt->cap_allocs = cap;
  }
  size_t i = upper_bound(rt, base);
  memmove(&rt->allocs[i + 1], &rt->allocs[i], (rt->nallocs - i) * sizeof(Alloc));
  rt->allocs[i] = (Alloc){base, size, kind, flags};
  rt->nallocs++;
  pthread_mutex_unlock(&rt->mem_lock);
  return true;
}

static bool mem_lookup(Runtime *rt, const void *p, void **base, size_t *size) {
  pthread_mutex_lock(&rt->mem_lock);
  Alloc *a = find_alloc(rt, p);
  if (a) {
    *base = a->base;
    *size = a->size;
  }
  pthread_mutex_unlock(&rt->mem_lock);
  return a != NULL;
}

static hipError_t allocate(void **ptr, size_t size, AllocKind kind,
                           unsigned flags) {
  if (!ptr)
    return rt_error(hipErrorInvalidValue);
  *ptr = NULL;
  if (size == 0) /* HIP: success, and a null pointer */
    return hipSuccess;
  Runtime *rt = rt_get();
  void *p = NULL;
  size_t rounded = (size + ALLOC_ALIGN - 1) / ALLOC_ALIGN * ALLOC_ALIGN;
  if (rounded < size || posix_memalign(&p, ALLOC_ALIGN, rounded) != 0)
    return rt_error(hipErrorOutOfMemory);
  if (!add_alloc(rt, p, size, kind, flags)) {
    free(p);
    return rt_error(hipErrorOutOfMemory);
  }
  *ptr = p;
  return hipSuccess;
}

/* hipFree and hipHostFree free whatever the runtime allocated, as AMD's
 * runtime does; memory it did not allocate is an invalid value. */
static hipError_t release(void *p) {
  if (!p)
    return hipSuccess;
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->mem_lock);
  size_t i = upper_bound(rt, p);
  Alloc *a = i ? &rt->allocs[i - 1] : NULL;
  if (!a || a->base != p || a->kind == ALLOC_REGISTERED) {
    pthread_mutex_unlock(&rt->mem_lock);
    return rt_error(hipErrorInvalidValue);
  }
  memmove(a, a + 1, (rt->nallocs - i) * sizeof(Alloc));
  rt->nallocs--;
  pthread_mutex_unlock(&rt->mem_lock);
  free(p);
  return hipSuccess;
}

hipError_t hipMalloc(void **ptr, size_t size) {
  return allocate(ptr, size, ALLOC_DEVICE, 0);
}

hipError_t hipMallocManaged(void **ptr, size_t size, unsigned int flags) {
  if (flags != hipMemAttachGlobal && flags != hipMemAttachHost)
    return rt_error(hipErrorInvalidValue);
  return allocate(ptr, size, ALLOC_MANAGED, flags);
}

hipError_t hipHostMalloc(void **ptr, size_t size, unsigned int flags) {
  return allocate(ptr, size, ALLOC_HOST, flags);
}

hipError_t hipMallocHost(void **ptr, size_t size) {
  return allocate(ptr, size, ALLOC_HOST, 0);
}

hipError_t hipMemAllocHost(void **ptr, size_t size) {
  return allocate(ptr, size, ALLOC_HOST, 0);
}

hipError_t hipHostAlloc(void **ptr, size_t size, unsigned int flags) {
  return allocate(ptr, size, ALLOC_HOST, flags);
}

/* Rows padded to 256 bytes, AMD's pitch alignment. */
hipError_t hipMallocPitch(void **ptr, size_t *pitch, size_t width,
                          size_t height) {
  if (!ptr || !pitch)
    return rt_error(hipErrorInvalidValue);
  size_t p = (width + ALLOC_ALIGN - 1) / ALLOC_ALIGN * ALLOC_ALIGN;
  if (height && p > SIZE_MAX / height)
    return rt_error(hipErrorOutOfMemory);
  *pitch = p;
  return allocate(ptr, p * height, ALLOC_DEVICE, 0);
}

hipError_t hipFree(void *ptr) { return release(ptr); }
hipError_t hipHostFree(void *ptr) { return release(ptr); }
hipError_t hipFreeHost(void *ptr) { return release(ptr); }

hipError_t hipHostGetDevicePointer(void **dev, void *host, unsigned int flags) {
  void *base;
  size_t size;
  if (!dev || !host || flags != 0)
    return rt_error(hipErrorInvalidValue);
  if (!mem_lookup(rt_get(), host, &base, &size))
    return rt_error(hipErrorInvalidValue);
  *dev = host;
  return hipSuccess;
}

hipError_t hipHostGetFlags(unsigned int *flags, void *host) {
  Runtime *rt = rt_get();
  if (!flags || !host)
    return rt_error(hipErrorInvalidValue);
  pthread_mutex_lock(&rt->mem_lock);
  Alloc *a = find_alloc(rt, host);
  if (a)
    *flags = a->flags;
  pthread_mutex_unlock(&rt->mem_lock);
  return a ? hipSuccess : rt_error(hipErrorInvalidValue);
}

/* Registering host memory makes it usable by kernels, which it already
 * is; the table only remembers it for hipHostUnregister and attributes. */
hipError_t hipHostRegister(void *host, size_t size, unsigned int flags) {
  void *base;
  size_t sz;
  if (!host || size == 0)
    return rt_error(hipErrorInvalidValue);
  if (mem_lookup(rt_get(), host, &base, &sz))
    return rt_error(hipErrorHostMemoryAlreadyRegistered);
  if (!add_alloc(rt_get(), host, size, ALLOC_REGISTERED, flags))
    return rt_error(hipErrorOutOfMemory);
  return hipSuccess;
}

hipError_t hipHostUnregister(void *host) {
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->mem_lock);
  size_t i = upper_bound(rt, host);
  Alloc *a = i ? &rt->allocs[i - 1] : NULL;
  bool ok = a && a->base == host && a->kind == ALLOC_REGISTERED;
  if (ok) {
    memmove(a, a + 1, (rt->nallocs - i) * sizeof(Alloc));
    rt->nallocs--;
  }
  pthread_mutex_unlock(&rt->mem_lock);
  return ok ? hipSuccess : rt_error(hipErrorHostMemoryNotRegistered);
}

hipError_t hipPointerGetAttributes(hipPointerAttribute_t *attr,
                                   const void *ptr) {
  Runtime *rt = rt_get();
  if (!attr || !ptr)
    return rt_error(hipErrorInvalidValue);
  pthread_mutex_lock(&rt->mem_lock);
  Alloc *a = find_alloc(rt, ptr);
  Alloc copy = a ? *a : (Alloc){0};
  pthread_mutex_unlock(&rt->mem_lock);
  if (!a)
    return rt_error(hipErrorInvalidValue);
  memset(attr, 0, sizeof *attr);
  attr->memoryType = copy.kind == ALLOC_DEVICE || copy.kind == ALLOC_MANAGED
                         ? hipMemoryTypeDevice
                         : hipMemoryTypeHost;
  attr->device = 0;
  attr->devicePointer = (void *)ptr;
  attr->hostPointer = (void *)ptr;
  attr->isManaged = copy.kind == ALLOC_MANAGED;
  attr->allocationFlags = copy.flags;
  return hipSuccess;
}

hipError_t hipMemPtrGetInfo(void *ptr, size_t *size) {
  void *base;
  if (!ptr || !size)
    return rt_error(hipErrorInvalidValue);
  if (!mem_lookup(rt_get(), ptr, &base, size))
    return rt_error(hipErrorInvalidValue);
  return hipSuccess;
}

hipError_t hipMemGetInfo(size_t *free_bytes, size_t *total) {
  if (!free_bytes || !total)
    return rt_error(hipErrorInvalidValue);
  Runtime *rt = rt_get();
  long avail = sysconf(_SC_AVPHYS_PAGES);
  *free_bytes = avail > 0 ? (size_t)avail * rt->page_size : 0;
  *total = rt->props.totalGlobalMem;
  return hipSuccess;
}

/* ---- Copies ----------------------------------------------------------- */

static hipError_t copy(void *dst, const void *src, size_t size,
                       hipMemcpyKind kind, hipStream_t stream) {
  if ((unsigned)kind > hipMemcpyDefault)
    return rt_error(hipErrorInvalidMemcpyDirection);
  if (!rt_stream_get(stream))
    return rt_error(hipErrorInvalidHandle);
  if (size == 0)
    return hipSuccess;
  if (!dst || !src)
    return rt_error(hipErrorInvalidValue);
  memmove(dst, src, size);
  return hipSuccess;
}

hipError_t hipMemcpy(void *dst, const void *src, size_t size,
                     hipMemcpyKind kind) {
  return copy(dst, src, size, kind, NULL);
}

hipError_t hipMemcpyWithStream(void *dst, const void *src, size_t size,
                               hipMemcpyKind kind, hipStream_t stream) {
  return copy(dst, src, size, kind, stream);
}

hipError_t hipMemcpyAsync(void *dst, const void *src, size_t size,
                          hipMemcpyKind kind, hipStream_t stream) {
  return copy(dst, src, size, kind, stream);
}

hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void *src, size_t size) {
  return copy(dst, src, size, hipMemcpyHostToDevice, NULL);
}

hipError_t hipMemcpyDtoH(void *dst, hipDeviceptr_t src, size_t size) {
  return copy(dst, src, size, hipMemcpyDeviceToHost, NULL);
}

hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t size) {
  return copy(dst, src, size, hipMemcpyDeviceToDevice, NULL);
}

hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void *src, size_t size,
                              hipStream_t stream) {
  return copy(dst, src, size, hipMemcpyHostToDevice, stream);
}

hipError_t hipMemcpyDtoHAsync(void *dst, hipDeviceptr_t src, size_t size,
                              hipStream_t stream) {
  return copy(dst, src, size, hipMemcpyDeviceToHost, stream);
}

hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src,
                              size_t size, hipStream_t stream) {
  return copy(dst, src, size, hipMemcpyDeviceToDevice, stream);
}

static hipError_t copy_2d(void *dst, size_t dpitch, const void *src,
                          size_t spitch, size_t width, size_t height,
                          hipMemcpyKind kind, hipStream_t stream) {
  if (width > dpitch || width > spitch)
    return rt_error(hipErrorInvalidPitchValue);
  for (size_t row = 0; row < height; row++) {
    hipError_t e = copy((char *)dst + row * dpitch,
                        (const char *)src + row * spitch, width, kind, stream);
    if (e != hipSuccess)
      return e;
  }
  return hipSuccess;
}

hipError_t hipMemcpy2D(void *dst, size_t dpitch, const void *src,
                       size_t spitch, size_t width, size_t height,
                       hipMemcpyKind kind) {
  return copy_2d(dst, dpitch, src, spitch, width, height, kind, NULL);
}

hipError_t hipMemcpy2DAsync(void *dst, size_t dpitch, const void *src,
                            size_t spitch, size_t width, size_t height,
                            hipMemcpyKind kind, hipStream_t stream) {
  return copy_2d(dst, dpitch, src, spitch, width, height, kind, stream);
}

/* ---- Fills ------------------------------------------------------------ */

/* Fills `count` elements of `elem` bytes (1, 2 or 4) with `value`. */
static hipError_t fill(void *dst, uint32_t value, size_t elem, size_t count,
                       hipStream_t stream) {
  if (!rt_stream_get(stream))
    return rt_error(hipErrorInvalidHandle);
  if (count == 0)
    return hipSuccess;
  if (!dst)
    return rt_error(hipErrorInvalidValue);
  if (elem == 1) {
    memset(dst, (int)(value & 0xff), count);
  } else if (elem == 2) {
    uint16_t v = (uint16_t)value;
    for (size_t i = 0; i < count; i++)
      memcpy((char *)dst + 2 * i, &v, 2);
  } else {
    for (size_t i = 0; i < count; i++)
      memcpy((char *)dst + 4 * i, &value, 4);
  }
  return hipSuccess;
}

hipError_t hipMemset(void *dst, int value, size_t size) {
  return fill(dst, (uint32_t)value, 1, size, NULL);
}

hipError_t hipMemsetAsync(void *dst, int value, size_t size,
                          hipStream_t stream) {
  return fill(dst, (uint32_t)value, 1, size, stream);
}

hipError_t hipMemsetD8(hipDeviceptr_t dst, unsigned char value, size_t count) {
  return fill(dst, value, 1, count, NULL);
}

hipError_t hipMemsetD8Async(hipDeviceptr_t dst, unsigned char value,
                            size_t count, hipStream_t stream) {
  return fill(dst, value, 1, count, stream);
}

hipError_t hipMemsetD16(hipDeviceptr_t dst, unsigned short value,
                        size_t count) {
  return fill(dst, value, 2, count, NULL);
}

hipError_t hipMemsetD16Async(hipDeviceptr_t dst, unsigned short value,
                             size_t count, hipStream_t stream) {
  return fill(dst, value, 2, count, stream);
}

hipError_t hipMemsetD32(hipDeviceptr_t dst, int value, size_t count) {
  return fill(dst, (uint32_t)value, 4, count, NULL);
}

hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count,
                             hipStream_t stream) {
  return fill(dst, (uint32_t)value, 4, count, stream);
}

/* ---- Stream-ordered allocation, managed-memory hints ------------------ */

/* Work on `stream` has finished when these return, so stream order is
 * program order. */
hipError_t hipMallocAsync(void **ptr, size_t size, hipStream_t stream) {
  if (!rt_stream_get(stream))
    return rt_error(hipErrorInvalidHandle);
  return allocate(ptr, size, ALLOC_DEVICE, 0);
}

hipError_t hipFreeAsync(void *ptr, hipStream_t stream) {
  if (!rt_stream_get(stream))
    return rt_error(hipErrorInvalidHandle);
  return release(ptr);
}

/* Managed memory never moves: it is where the CPU, the only device, is. */
hipError_t hipMemPrefetchAsync(const void *ptr, size_t count, int device,
                               hipStream_t stream) {
  (void)count;
  if (!ptr)
    return rt_error(hipErrorInvalidValue);
  if (device != 0 && device != hipCpuDeviceId)
    return rt_error(hipErrorInvalidDevice);
  return rt_stream_get(stream) ? hipSuccess : rt_error(hipErrorInvalidHandle);
}

hipError_t hipMemAdvise(const void *ptr, size_t count, hipMemoryAdvise advice,
                        int device) {
  (void)count, (void)advice;
  if (!ptr)
    return rt_error(hipErrorInvalidValue);
  if (device != 0 && device != hipCpuDeviceId)
    return rt_error(hipErrorInvalidDevice);
  return hipSuccess;
}
