/* module.c - host modules: finding one in an image, loading it with the
 * dynamic linker, and looking up its kernels and variables.
 *
 * A host module is an x86-64 ELF shared object (host_abi.h).  It reaches
 * the runtime as a file (hipModuleLoad), as bytes in memory
 * (hipModuleLoadData, a registered fat binary), raw or inside an offload
 * bundle under the entry HIPC_HOST_BUNDLE_ID.  Every load goes through a
 * memfd, so two loads of one file are two modules with their own
 * __device__ variables, as two hipModuleLoad calls are on a GPU. */
#include "runtime.h"
#include "../offload-bundler/bundler.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static const char bundle_magic[] = "__CLANG_OFFLOAD_BUNDLE__";
enum { BUNDLE_MAGIC_LEN = 24 };

static uint64_t get_u64(const unsigned char *p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

static uint64_t max_u64(uint64_t a, uint64_t b) { return a > b ? a : b; }

/* hipModuleLoadData gets no size: an image's headers give its extent.  A
 * bundle ends with its last payload; an ELF file with the furthest of its
 * header tables, segments and sections.  0: not an image we know. */
static size_t image_extent(const unsigned char *p) {
  if (memcmp(p, bundle_magic, BUNDLE_MAGIC_LEN) == 0) {
    uint64_t n = get_u64(p + BUNDLE_MAGIC_LEN), end = 0;
    const unsigned char *q = p + BUNDLE_MAGIC_LEN + 8;
    if (n > 4096)
      return 0;
    for (uint64_t i = 0; i < n; i++) {
      uint64_t off = get_u64(q), size = get_u64(q + 8), idlen = get_u64(q + 16);
      if (idlen > 4096 || off > SIZE_MAX / 2 || size > SIZE_MAX / 2)
        return 0;
      q += 24 + idlen;
      end = max_u64(end, off + size);
    }
    return (size_t)max_u64(end, (uint64_t)(q - p));
  }
  if (memcmp(p, ELFMAG, SELFMAG) == 0 && p[EI_CLASS] == ELFCLASS64) {
    Elf64_Ehdr eh;
    memcpy(&eh, p, sizeof eh);
    uint64_t end = max_u64(sizeof eh, eh.e_phoff + (uint64_t)eh.e_phnum * eh.e_phentsize);
    end = max_u64(end, eh.e_shoff + (uint64_t)eh.e_shnum * eh.e_shentsize);
    for (unsigned i = 0; i < eh.e_phnum && eh.e_phentsize == sizeof(Elf64_Phdr); i++) {
      Elf64_Phdr ph;
      memcpy(&ph, p + eh.e_phoff + (uint64_t)i * sizeof ph, sizeof ph);
      end = max_u64(end, ph.p_offset + ph.p_filesz);
    }
    for (unsigned i = 0; i < eh.e_shnum && eh.e_shentsize == sizeof(Elf64_Shdr); i++) {
      Elf64_Shdr sh;
      memcpy(&sh, p + eh.e_shoff + (uint64_t)i * sizeof sh, sizeof sh);
      if (sh.sh_type != SHT_NOBITS)
        end = max_u64(end, sh.sh_offset + sh.sh_size);
    }
    return end < SIZE_MAX / 2 ? (size_t)end : 0;
  }
  return 0;
}

/* The host module inside `image`: the image itself, or a bundle's entry. */
static hipError_t find_host_module(const void *image, size_t size,
                                   const void **mod, size_t *mod_size) {
  const unsigned char *p = image;
  if (size >= 4 && memcmp(p, "CCOB", 4) == 0)
    return hipErrorInvalidImage; /* compressed bundles need zstd: not here */
  if (size >= BUNDLE_MAGIC_LEN && memcmp(p, bundle_magic, BUNDLE_MAGIC_LEN) == 0) {
    Arena arena;
    arena_init(&arena);
    BundleEntry *entries;
    size_t n;
    const char *why;
    hipError_t e = hipErrorInvalidImage;
    if (bundle_read(&arena, image, size, &entries, &n, &why)) {
      const BundleEntry *host = bundle_find(entries, n, HIPC_HOST_BUNDLE_ID);
      /* A bundle of GPU code objects only: HIP's word for it. */
      e = host ? hipSuccess : hipErrorNoBinaryForGpu;
      if (host) {
        *mod = host->data;
        *mod_size = host->size;
      }
    }
    arena_free(&arena);
    return e;
  }
  *mod = image;
  *mod_size = size;
  return hipSuccess;
}

/* Only x86-64 shared objects load; an AMDGPU code object is a real image
 * for some other device. */
static hipError_t check_elf(const unsigned char *p, size_t size) {
  if (size < sizeof(Elf64_Ehdr) || memcmp(p, ELFMAG, SELFMAG) != 0 ||
      p[EI_CLASS] != ELFCLASS64 || p[EI_DATA] != ELFDATA2LSB)
    return hipErrorInvalidImage;
  Elf64_Ehdr eh;
  memcpy(&eh, p, sizeof eh);
  if (eh.e_machine == EM_AMDGPU)
    return hipErrorNoBinaryForGpu;
  if (eh.e_machine != EM_X86_64 || eh.e_type != ET_DYN)
    return hipErrorInvalidImage;
  return hipSuccess;
}

static bool write_all(int fd, const void *data, size_t size) {
  const char *p = data;
  while (size) {
    ssize_t n = write(fd, p, size);
    if (n <= 0)
      return false;
    p += n;
    size -= (size_t)n;
  }
  return true;
}

/* dlopen needs a file: a memfd, named after the module so that
 * /proc/self/maps and debuggers show where code came from; a deleted
 * temporary file where memfds or /proc are missing.  The memfd stays open
 * while the module is loaded: the dynamic linker takes a path it has
 * loaded already for the same object, and a closed descriptor's number,
 * hence its /proc path, comes back with the next load. */
static void *dlopen_bytes(const void *data, size_t size, const char *name,
                          int *keep_fd) {
  void *h = NULL;
  int fd = memfd_create(name, MFD_CLOEXEC);
  *keep_fd = -1;
  if (fd >= 0) {
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    if (write_all(fd, data, size))
      h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (h) {
      *keep_fd = fd;
      return h;
    }
    close(fd);
  }
  const char *dir = getenv("TMPDIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/hipc-host-XXXXXX", dir && *dir ? dir : "/tmp");
  fd = mkstemp(path);
  if (fd < 0)
    return NULL;
  if (write_all(fd, data, size))
    h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  unlink(path);
  close(fd);
  return h;
}

/* A host module is linked as a GPU code object is, against no library
 * (codegen/lld.cpp), so what LLVM's x86-64 back end calls on its behalf
 * comes from the process's global scope: libm for the math intrinsics
 * that baseline x86-64 has no instruction for (floor, fma, fmod, round,
 * ldexp ...; a GPU does them in hardware) and libgcc for the _Float16
 * conversions (__extendhfsf2, __truncsfhf2, __truncdfhf2: GCC 12 and
 * later; libhipc-host's own runtime/softfp.c for the __bf16 ones GCC 12
 * lacks).  A program linked against libhipc-host need not have either in
 * that scope (the linker drops an unused -lm), so the runtime adds them,
 * once, before the first module loads.  A library that is missing only
 * fails the modules that need it, as "device kernel image is invalid". */
static pthread_once_t support_once = PTHREAD_ONCE_INIT;

static void load_support_libraries(void) {
  static const char *const libs[] = {"libm.so.6", "libgcc_s.so.1"};
  for (size_t i = 0; i < sizeof libs / sizeof libs[0]; i++)
    (void)dlopen(libs[i], RTLD_NOW | RTLD_GLOBAL); /* never closed */
}

/* `name` as the module defines it: dlsym also searches the module's
 * dependencies, whose symbols are not the module's kernels. */
static void *module_symbol(Module *m, const char *name) {
  void *p = dlsym(m->dl, name);
  Dl_info info;
  void *lm = NULL;
  if (!p || !dladdr1(p, &info, &lm, RTLD_DL_LINKMAP) || lm != m->link_map)
    return NULL;
  return p;
}

hipError_t rt_module_load(const void *image, size_t size, const char *name,
                          Module **out) {
  if (!image)
    return hipErrorInvalidValue;
  if (size == 0 && (size = image_extent(image)) == 0)
    return hipErrorInvalidImage;
  const void *mod;
  size_t mod_size;
  hipError_t e = find_host_module(image, size, &mod, &mod_size);
  if (e == hipSuccess)
    e = check_elf(mod, mod_size);
  if (e != hipSuccess)
    return e;
  Module *m = calloc(1, sizeof *m);
  if (!m)
    return hipErrorOutOfMemory;
  m->magic = MAGIC_MODULE;
  pthread_once(&support_once, load_support_libraries);
  m->dl = dlopen_bytes(mod, mod_size, name, &m->fd);
  if (!m->dl || dlinfo(m->dl, RTLD_DI_LINKMAP, &m->link_map) != 0) {
    if (m->dl)
      dlclose(m->dl);
    if (m->fd >= 0)
      close(m->fd);
    free(m);
    return hipErrorInvalidImage;
  }
  /* host_abi.h: a module of another ABI version is refused whole. */
  const uint32_t *abi = module_symbol(m, HIPC_HOST_MODULE_SYMBOL);
  if (!abi || *abi != HIPC_HOST_ABI_VERSION) {
    rt_module_free(m);
    return hipErrorInvalidImage;
  }
  *out = m;
  return hipSuccess;
}

void rt_module_free(Module *m) {
  for (Function *f = m->functions, *next; f; f = next) {
    next = f->next;
    f->magic = MAGIC_DEAD;
    free(f->name);
    free(f);
  }
  dlclose(m->dl);
  if (m->fd >= 0)
    close(m->fd);
  m->magic = MAGIC_DEAD;
  free(m);
}

static bool module_valid(Runtime *rt, const Module *m) {
  for (Module *t = rt->modules; t; t = t->next)
    if (t == m)
      return true;
  return false;
}

/* A kernel's info record must describe something a launch can honour. */
static bool info_sane(const HipcHostKernelInfo *info) {
  uint32_t align = info->dynamic_shared_align;
  if (info->abi_version != HIPC_HOST_ABI_VERSION || info->nargs > 4096 ||
      info->max_threads == 0 || align == 0 || align > RT_SHARED_ALIGN ||
      (align & (align - 1)) != 0)
    return false;
  for (uint32_t i = 0; i < info->nargs; i++)
    if ((uint64_t)info->args[i].offset + info->args[i].size > info->kernarg_size)
      return false;
  return true;
}

hipError_t rt_module_function(Module *m, const char *name, Function **out) {
  for (Function *f = m->functions; f; f = f->next) {
    if (strcmp(f->name, name) == 0) {
      *out = f;
      return hipSuccess;
    }
  }
  size_t n = strlen(name);
  char *info_name = malloc(sizeof HIPC_HOST_KERNEL_INFO_PREFIX + n);
  if (!info_name)
    return hipErrorOutOfMemory;
  memcpy(info_name, HIPC_HOST_KERNEL_INFO_PREFIX, sizeof HIPC_HOST_KERNEL_INFO_PREFIX - 1);
  memcpy(info_name + sizeof HIPC_HOST_KERNEL_INFO_PREFIX - 1, name, n + 1);
  const HipcHostKernelInfo *info = module_symbol(m, info_name);
  void *entry = module_symbol(m, name);
  free(info_name);
  if (!info || !entry)
    return hipErrorNotFound;
  if (!info_sane(info))
    return hipErrorInvalidImage;
  Function *f = calloc(1, sizeof *f);
  char *copy = malloc(n + 1);
  if (!f || !copy) {
    free(f);
    free(copy);
    return hipErrorOutOfMemory;
  }
  memcpy(copy, name, n + 1);
  f->magic = MAGIC_FUNCTION;
  f->module = m;
  f->name = copy;
  /* POSIX guarantees a data pointer from dlsym converts to a function
   * pointer; C does not, hence the memcpy. */
  memcpy(&f->entry, &entry, sizeof entry);
  f->info = info;
  f->next = m->functions;
  m->functions = f;
  *out = f;
  return hipSuccess;
}

typedef struct SegmentQuery {
  uintptr_t base, addr;
  int prot; /* of the segment holding addr; 0 if none */
} SegmentQuery;

static int find_segment(struct dl_phdr_info *info, size_t size, void *data) {
  SegmentQuery *q = data;
  (void)size;
  if (info->dlpi_addr != q->base)
    return 0;
  for (unsigned i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t lo = q->base + ph->p_vaddr;
    if (ph->p_type == PT_LOAD && q->addr >= lo && q->addr - lo < ph->p_memsz) {
      q->prot = (ph->p_flags & PF_R ? PROT_READ : 0) | (ph->p_flags & PF_W ? PROT_WRITE : 0) |
                (ph->p_flags & PF_X ? PROT_EXEC : 0);
      return 1;
    }
  }
  return 1;
}

/* A __constant__ variable is constant to kernels, not to the host, which
 * fills it with hipMemcpyToSymbol or through hipModuleGetGlobal.  A module
 * may still place it in a read-only segment (hipc's host target does, as
 * of its first version), so the variable's pages become writable when the
 * runtime hands its address out. */
static void make_writable(Module *m, void *p, size_t size) {
  SegmentQuery q = {((struct link_map *)m->link_map)->l_addr, (uintptr_t)p, 0};
  dl_iterate_phdr(find_segment, &q);
  if (q.prot == 0 || (q.prot & PROT_WRITE) || size == 0)
    return;
  uintptr_t page = (uintptr_t)rt_get()->page_size;
  uintptr_t lo = (uintptr_t)p & ~(page - 1);
  uintptr_t hi = ((uintptr_t)p + size + page - 1) & ~(page - 1);
  mprotect((void *)lo, hi - lo, q.prot | PROT_WRITE);
}

hipError_t rt_module_global(Module *m, const char *name, void **addr,
                            size_t *size) {
  void *p = module_symbol(m, name);
  if (!p)
    return hipErrorNotFound;
  Dl_info info;
  const ElfW(Sym) *sym = NULL;
  if (!dladdr1(p, &info, (void **)&sym, RTLD_DL_SYMENT) || !sym)
    return hipErrorNotFound;
  make_writable(m, p, sym->st_size);
  *addr = p;
  *size = sym->st_size;
  return hipSuccess;
}

/* ---- The API ---------------------------------------------------------- */

static const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

static hipError_t add_module(Module *m, hipModule_t *module) {
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  m->next = rt->modules;
  rt->modules = m;
  pthread_mutex_unlock(&rt->lock);
  *module = m;
  return hipSuccess;
}

hipError_t hipModuleLoad(hipModule_t *module, const char *fname) {
  if (!module || !fname)
    return rt_error(hipErrorInvalidValue);
  int fd = open(fname, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return rt_error(hipErrorFileNotFound);
  off_t size = lseek(fd, 0, SEEK_END);
  void *data = size > 0 ? mmap(NULL, (size_t)size, PROT_READ, MAP_PRIVATE, fd, 0)
                        : MAP_FAILED;
  close(fd);
  if (data == MAP_FAILED)
    return rt_error(hipErrorInvalidImage);
  Module *m = NULL;
  hipError_t e = rt_module_load(data, (size_t)size, base_name(fname), &m);
  munmap(data, (size_t)size);
  if (e != hipSuccess)
    return rt_error(e);
  return add_module(m, module);
}

hipError_t hipModuleLoadData(hipModule_t *module, const void *image) {
  if (!module || !image)
    return rt_error(hipErrorInvalidValue);
  Module *m = NULL;
  hipError_t e = rt_module_load(image, 0, "hipModuleLoadData", &m);
  if (e != hipSuccess)
    return rt_error(e);
  return add_module(m, module);
}

/* The JIT options concern GPU code generation; a host module has none. */
hipError_t hipModuleLoadDataEx(hipModule_t *module, const void *image,
                               unsigned int num_options, hipJitOption *options,
                               void **values) {
  (void)num_options, (void)options, (void)values;
  return hipModuleLoadData(module, image);
}

hipError_t hipModuleUnload(hipModule_t module) {
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  Module **p = &rt->modules;
  while (*p && *p != module)
    p = &(*p)->next;
  Module *m = *p;
  if (m)
    *p = m->next;
  pthread_mutex_unlock(&rt->lock);
  if (!m)
    return rt_error(hipErrorInvalidHandle);
  rt_module_free(m);
  return hipSuccess;
}

hipError_t hipModuleGetFunction(hipFunction_t *function, hipModule_t module,
                                const char *name) {
  if (!function || !name)
    return rt_error(hipErrorInvalidValue);
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  hipError_t e = module_valid(rt, module) ? rt_module_function(module, name, function)
                                          : hipErrorInvalidHandle;
  pthread_mutex_unlock(&rt->lock);
  return rt_error(e);
}

/* Either output may be NULL, as with cuModuleGetGlobal. */
hipError_t hipModuleGetGlobal(hipDeviceptr_t *dptr, size_t *bytes,
                              hipModule_t module, const char *name) {
  if (!name)
    return rt_error(hipErrorInvalidValue);
  Runtime *rt = rt_get();
  void *addr = NULL;
  size_t size = 0;
  pthread_mutex_lock(&rt->lock);
  hipError_t e = module_valid(rt, module) ? rt_module_global(module, name, &addr, &size)
                                          : hipErrorInvalidHandle;
  pthread_mutex_unlock(&rt->lock);
  if (e != hipSuccess)
    return rt_error(e);
  if (dptr)
    *dptr = addr;
  if (bytes)
    *bytes = size;
  return hipSuccess;
}

/* ---- Function attributes ---------------------------------------------- */

static int function_attribute(const Function *f, hipFunction_attribute a,
                              bool *ok) {
  const HipcHostKernelInfo *info = f->info;
  *ok = true;
  switch (a) {
  case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
    return (int)(info->max_threads < RT_MAX_BLOCK_THREADS ? info->max_threads
                                                          : RT_MAX_BLOCK_THREADS);
  case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: return (int)info->static_shared;
  case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
    return info->static_shared < RT_SHARED_BYTES
               ? (int)(RT_SHARED_BYTES - info->static_shared) : 0;
  case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES:
  case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES:
  case HIP_FUNC_ATTRIBUTE_NUM_REGS:
  case HIP_FUNC_ATTRIBUTE_PTX_VERSION:
  case HIP_FUNC_ATTRIBUTE_BINARY_VERSION:
  case HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA:
  case HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
    return 0;
  default:
    *ok = false;
    return 0;
  }
}

hipError_t hipFuncGetAttribute(int *value, hipFunction_attribute attrib,
                               hipFunction_t f) {
  bool ok;
  if (!value)
    return rt_error(hipErrorInvalidValue);
  if (!f || f->magic != MAGIC_FUNCTION)
    return rt_error(hipErrorInvalidHandle);
  int v = function_attribute(f, attrib, &ok);
  if (!ok)
    return rt_error(hipErrorInvalidValue);
  *value = v;
  return hipSuccess;
}

/* hipFuncGetAttributes names the kernel by its host stub. */
hipError_t hipFuncGetAttributes(hipFuncAttributes *attr, const void *func) {
  if (!attr)
    return rt_error(hipErrorInvalidValue);
  Function *f;
  hipError_t e = rt_registry_function(func, &f);
  if (e != hipSuccess)
    return rt_error(e);
  bool ok;
  memset(attr, 0, sizeof *attr);
  attr->maxThreadsPerBlock = function_attribute(f, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, &ok);
  attr->sharedSizeBytes = f->info->static_shared;
  attr->maxDynamicSharedSizeBytes =
      function_attribute(f, HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, &ok);
  return hipSuccess;
}
