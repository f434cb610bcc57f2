/* api_test - the public library API (include/hipc.h) as a program that
 * embeds hipc uses it: everything from memory buffers, several compilers
 * in one process, several threads at once, and every error through the
 * API.  It prints one `PASS name` / `FAIL name: why` line per check and
 * nothing else on stdout; tests/api/run.sh runs it.
 *
 *   api_test DIR          all checks; works in DIR (it chdirs there, so a
 *                         params.h on disk could not be found by accident)
 *                         and writes k-gfx90a.hsaco, k-gfx1100.hsaco and
 *                         k.hipfb there for run.sh to inspect (and, for a
 *                         moment, inc/params.h); nothing anywhere else
 *   api_test DIR leak     one good and one failing compile, created and
 *                         destroyed, for valgrind's leak check
 *
 * Only the public header: this is what a JIT or a build tool gets. */
#include "include/hipc.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- reporting ------------------------------------------------------------ */

static int failures;

static void pass(const char *name) { printf("PASS %s\n", name); fflush(stdout); }

static void fail(const char *name, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void fail(const char *name, const char *fmt, ...) {
  char why[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  /* One line of text per check: a reason quoting an output must neither
   * spill onto more lines nor carry binary bytes. */
  for (char *p = why; *p; p++)
    if (*p == '\n' || *p == '\r' || *p == '\t')
      *p = ' ';
    else if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f)
      *p = '?';
  printf("FAIL %s: %s\n", name, why);
  fflush(stdout);
  failures++;
}

/* Within one check, the first problem found is its reason. */
typedef struct Check {
  const char *name;
  char why[1024];
  bool failed;
} Check;

static Check check_begin(const char *name) {
  Check k = {name, "", false};
  return k;
}

static bool expect(Check *k, bool ok, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool expect(Check *k, bool ok, const char *fmt, ...) {
  if (!ok && !k->failed) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(k->why, sizeof k->why, fmt, ap);
    va_end(ap);
    k->failed = true;
  }
  return ok;
}

static void check_end(Check *k) {
  if (k->failed)
    fail(k->name, "%s", k->why);
  else
    pass(k->name);
}

static const char *status_name(HipcStatus s) {
  switch (s) {
  case HIPC_OK: return "HIPC_OK";
  case HIPC_ERROR_INVALID_OPTION: return "HIPC_ERROR_INVALID_OPTION";
  case HIPC_ERROR_INVALID_INPUT: return "HIPC_ERROR_INVALID_INPUT";
  case HIPC_ERROR_COMPILATION: return "HIPC_ERROR_COMPILATION";
  case HIPC_ERROR_INTERNAL: return "HIPC_ERROR_INTERNAL";
  case HIPC_ERROR_OUT_OF_RANGE: return "HIPC_ERROR_OUT_OF_RANGE";
  }
  return "(not a HipcStatus)";
}

/* The first line of the diagnostics, for a FAIL reason. */
static const char *first_line(const char *s) {
  static __thread char buf[256];
  if (!s)
    return "(null)";
  size_t n = strcspn(s, "\n");
  if (n >= sizeof buf)
    n = sizeof buf - 1;
  memcpy(buf, s, n);
  buf[n] = 0;
  return buf;
}

static bool contains(const void *hay, size_t n, const void *needle, size_t m) {
  return m <= n && memmem(hay, n, needle, m) != NULL;
}

static bool has_str(const void *hay, size_t n, const char *needle) {
  return contains(hay, n, needle, strlen(needle));
}

/* ---- the kernels ---------------------------------------------------------- */

/* params.h exists only in memory (hipc_add_header); BLOCK reaches
 * __launch_bounds__ and so the metadata, SCALE_MARK reaches the -E text. */
static const char params_h[] =
    "#ifndef PARAMS_H\n"
    "#define PARAMS_H\n"
    "#define BLOCK 128\n"
    "#define SCALE_MARK 7.25f\n"
    "#endif\n";

static const char scale_hip[] =
    "#include \"params.h\"\n"
    "extern \"C\" __global__ void __launch_bounds__(BLOCK)\n"
    "scale(float *__restrict__ p, float s, int n) {\n"
    "  int i = blockIdx.x * BLOCK + threadIdx.x;\n"
    "  if (i < n)\n"
    "    p[i] = p[i] * s + SCALE_MARK;\n"
    "}\n";

static const char *const two_targets = "--offload-arch=gfx90a,gfx1100";
static const char *const target_names[2] = {"gfx90a", "gfx1100"};
/* ELF e_flags processor byte (EF_AMDGPU_MACH_AMDGCN_*). */
static const unsigned target_mach[2] = {0x3f, 0x41};

/* ---- compiling ------------------------------------------------------------ */

typedef struct Job {
  const char *src;
  size_t src_len;
  const char *header; /* params.h's text, or NULL */
  const char *const *opts;
  int nopts;
} Job;

static HipcCompiler *compile_job(const Job *j, HipcStatus *st) {
  HipcCompiler *c = hipc_create();
  if (!c) {
    *st = HIPC_ERROR_INTERNAL;
    return NULL;
  }
  HipcStatus s = hipc_options(c, j->nopts, j->opts);
  if (s == HIPC_OK && j->header)
    s = hipc_add_header(c, "params.h", j->header, strlen(j->header));
  if (s == HIPC_OK)
    s = hipc_add_source(c, "k.hip", j->src, j->src_len);
  if (s == HIPC_OK)
    s = hipc_compile(c);
  *st = s;
  return c;
}

static HipcCompiler *compile_scale(const char *const *extra, int nextra,
                                   HipcStatus *st) {
  const char *opts[8] = {two_targets};
  int n = 1;
  for (int i = 0; i < nextra && n < 8; i++)
    opts[n++] = extra[i];
  Job j = {scale_hip, sizeof scale_hip - 1, params_h, opts, n};
  return compile_job(&j, st);
}

/* A copy of every output and the bundle, to outlive its compiler. */
typedef struct Blob {
  unsigned char *data;
  size_t size;
} Blob;

typedef struct Result {
  int ntargets;
  Blob out[4];
  Blob bundle;
} Result;

static void blob_set(Blob *b, const void *data, size_t size) {
  b->data = malloc(size ? size : 1);
  memcpy(b->data, data, size);
  b->size = size;
}

static bool result_take(const HipcCompiler *c, Result *r, Check *k) {
  memset(r, 0, sizeof *r);
  r->ntargets = hipc_target_count(c);
  if (!expect(k, r->ntargets > 0 && r->ntargets <= 4,
              "hipc_target_count = %d", r->ntargets))
    return false;
  for (int i = 0; i < r->ntargets; i++) {
    const void *d = NULL;
    size_t n = 0;
    HipcStatus s = hipc_output(c, i, &d, &n);
    if (!expect(k, s == HIPC_OK && d, "hipc_output(%d) = %s", i, status_name(s)))
      return false;
    blob_set(&r->out[i], d, n);
  }
  const void *d = NULL;
  size_t n = 0;
  HipcStatus s = hipc_bundle(c, &d, &n);
  if (!expect(k, s == HIPC_OK && d, "hipc_bundle = %s", status_name(s)))
    return false;
  blob_set(&r->bundle, d, n);
  return true;
}

static void result_free(Result *r) {
  for (int i = 0; i < 4; i++)
    free(r->out[i].data);
  free(r->bundle.data);
  memset(r, 0, sizeof *r);
}

static bool blob_eq(const Blob *a, const Blob *b) {
  return a->size == b->size && !memcmp(a->data, b->data, a->size);
}

/* Byte-identical results; the reason names the first difference. */
static bool result_same(const Result *a, const Result *b, Check *k,
                        const char *what) {
  if (!expect(k, a->ntargets == b->ntargets, "%s: %d targets vs %d", what,
              a->ntargets, b->ntargets))
    return false;
  for (int i = 0; i < a->ntargets; i++)
    if (!expect(k, blob_eq(&a->out[i], &b->out[i]),
                "%s: output %d differs (%zu vs %zu bytes)", what, i,
                a->out[i].size, b->out[i].size))
      return false;
  return expect(k, blob_eq(&a->bundle, &b->bundle),
                "%s: bundles differ (%zu vs %zu bytes)", what, a->bundle.size,
                b->bundle.size);
}

/* ---- formats -------------------------------------------------------------- */

static uint16_t rd16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t rd32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}
static uint64_t rd64(const unsigned char *p) {
  return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32;
}

/* An AMDGPU code object: ELF64 little-endian, OS/ABI AMDGPU_HSA, code
 * object v5 (ABI version 3, the default), a shared object for EM_AMDGPU
 * with the processor in the low byte of e_flags (docs/FORMATS.md, "Code objects"). */
static bool check_code_object(const Blob *b, unsigned mach, Check *k,
                              const char *what) {
  const unsigned char *p = b->data;
  if (!expect(k, b->size >= 64, "%s: %zu bytes is no ELF file", what, b->size))
    return false;
  if (!expect(k, !memcmp(p, "\177ELF", 4), "%s: no ELF magic", what))
    return false;
  if (!expect(k, p[4] == 2 && p[5] == 1, "%s: not ELF64 little-endian "
              "(class %u, data %u)", what, p[4], p[5]))
    return false;
  if (!expect(k, p[7] == 64, "%s: EI_OSABI %u, not 64 (AMDGPU_HSA)", what, p[7]))
    return false;
  if (!expect(k, p[8] == 3, "%s: EI_ABIVERSION %u, not 3 (code object v5)",
              what, p[8]))
    return false;
  if (!expect(k, rd16(p + 16) == 3, "%s: e_type %u, not ET_DYN", what, rd16(p + 16)))
    return false;
  if (!expect(k, rd16(p + 18) == 224, "%s: e_machine %u, not 224 (EM_AMDGPU)",
              what, rd16(p + 18)))
    return false;
  uint32_t flags = rd32(p + 48);
  return expect(k, (flags & 0xff) == mach,
                "%s: e_flags 0x%x, processor 0x%x, expected 0x%x", what, flags,
                flags & 0xff, mach);
}

/* The uncompressed offload bundle (docs/FORMATS.md, "Offload bundles"): magic, u64 count, then
 * per entry u64 offset, u64 size, u64 id length, id.  Each target's code
 * object must sit, byte for byte, where its entry says, under the id
 * clang gives it; the host entry is there and empty. */
static bool check_bundle(const Result *r, const char *const *names, Check *k) {
  const unsigned char *p = r->bundle.data;
  size_t n = r->bundle.size;
  static const char magic[] = "__CLANG_OFFLOAD_BUNDLE__";
  if (!expect(k, n >= 32 && !memcmp(p, magic, 24), "bundle: no %s magic", magic))
    return false;
  uint64_t count = rd64(p + 24);
  if (!expect(k, count == (uint64_t)r->ntargets + 1,
              "bundle: %llu entries for %d targets (+ host)",
              (unsigned long long)count, r->ntargets))
    return false;
  size_t at = 32;
  bool found[4] = {false}, host = false;
  for (uint64_t e = 0; e < count; e++) {
    if (!expect(k, at + 24 <= n, "bundle: entry %llu's header runs off the end",
                (unsigned long long)e))
      return false;
    uint64_t off = rd64(p + at), size = rd64(p + at + 8), idlen = rd64(p + at + 16);
    at += 24;
    if (!expect(k, idlen < 256 && at + idlen <= n, "bundle: entry %llu's id "
                "length %llu", (unsigned long long)e, (unsigned long long)idlen))
      return false;
    char id[256];
    memcpy(id, p + at, idlen);
    id[idlen] = 0;
    at += idlen;
    if (!expect(k, off <= n && size <= n - off, "bundle: entry '%s' at %llu+%llu "
                "lies outside the %zu bytes", id, (unsigned long long)off,
                (unsigned long long)size, n))
      return false;
    if (!strncmp(id, "host-", 5)) {
      if (!expect(k, size == 0, "bundle: host entry '%s' has %llu bytes", id,
                  (unsigned long long)size))
        return false;
      host = true;
      continue;
    }
    int t = -1;
    for (int i = 0; i < r->ntargets; i++) {
      char want[256];
      snprintf(want, sizeof want, "hipv4-amdgcn-amd-amdhsa--%s", names[i]);
      if (!strcmp(id, want))
        t = i;
    }
    if (!expect(k, t >= 0 && !found[t], "bundle: unexpected entry id '%s'", id))
      return false;
    found[t] = true;
    if (!expect(k, size == r->out[t].size &&
                       !memcmp(p + off, r->out[t].data, size),
                "bundle: entry '%s' (%llu bytes at %llu) is not hipc_output(%d) "
                "(%zu bytes)", id, (unsigned long long)size,
                (unsigned long long)off, t, r->out[t].size))
      return false;
  }
  for (int i = 0; i < r->ntargets; i++)
    if (!expect(k, found[i], "bundle: no entry for %s", names[i]))
      return false;
  return expect(k, host, "bundle: no host entry");
}

/* The metadata note is msgpack: `.max_flat_workgroup_size` as a fixstr
 * key, then its value as the smallest msgpack unsigned integer. */
static bool has_max_flat_workgroup_size(const Blob *b, unsigned v) {
  static const char key[] = ".max_flat_workgroup_size";
  unsigned char pat[64];
  size_t n = 0;
  pat[n++] = (unsigned char)(0xa0 | (sizeof key - 1));
  memcpy(pat + n, key, sizeof key - 1);
  n += sizeof key - 1;
  if (v < 128) {
    pat[n++] = (unsigned char)v;
  } else if (v < 256) {
    pat[n++] = 0xcc;
    pat[n++] = (unsigned char)v;
  } else {
    pat[n++] = 0xcd;
    pat[n++] = (unsigned char)(v >> 8);
    pat[n++] = (unsigned char)v;
  }
  return contains(b->data, b->size, pat, n);
}

static bool write_file(const char *path, const Blob *b) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return false;
  bool ok = fwrite(b->data, 1, b->size, f) == b->size;
  return fclose(f) == 0 && ok;
}

/* ---- checks ---------------------------------------------------------------- */

/* The reference result of scale_hip for both targets, kept for the
 * determinism checks. */
static Result reference;

static void check_memory_compile(void) {
  Check k = check_begin("memory-compile");
  struct stat st;
  expect(&k, stat("params.h", &st) != 0 && errno == ENOENT,
         "a params.h exists in the working directory: the in-memory header "
         "would not be proven");
  HipcStatus s;
  HipcCompiler *c = compile_scale(NULL, 0, &s);
  if (expect(&k, c != NULL, "hipc_create returned NULL") &&
      expect(&k, s == HIPC_OK, "hipc_compile = %s: %s", status_name(s),
             first_line(hipc_diagnostics(c))) &&
      expect(&k, hipc_error_count(c) == 0, "%d errors after HIPC_OK",
             hipc_error_count(c)) &&
      expect(&k, hipc_output_kind(c) == HIPC_OUTPUT_CODE_OBJECT,
             "hipc_output_kind = %d, not HIPC_OUTPUT_CODE_OBJECT",
             (int)hipc_output_kind(c)) &&
      expect(&k, hipc_target_count(c) == 2, "hipc_target_count = %d, not 2",
             hipc_target_count(c))) {
    for (int i = 0; i < 2; i++) {
      const char *name = hipc_target_name(c, i);
      expect(&k, name && !strcmp(name, target_names[i]),
             "hipc_target_name(%d) = '%s', not '%s'", i, name ? name : "(null)",
             target_names[i]);
    }
    expect(&k, hipc_target_name(c, 2) == NULL && hipc_target_name(c, -1) == NULL,
           "hipc_target_name out of range is not NULL");
    if (result_take(c, &reference, &k)) {
      for (int i = 0; i < 2; i++)
        check_code_object(&reference.out[i], target_mach[i], &k, target_names[i]);
      check_bundle(&reference, target_names, &k);
      /* For run.sh: llvm-readelf and clang-offload-bundler look again. */
      expect(&k, write_file("k-gfx90a.hsaco", &reference.out[0]) &&
                     write_file("k-gfx1100.hsaco", &reference.out[1]) &&
                     write_file("k.hipfb", &reference.bundle),
             "cannot write the outputs: %s", strerror(errno));
    }
  }
  hipc_destroy(c);
  check_end(&k);
}

static void check_header_macro(void) {
  Check k = check_begin("memory-header-macro");
  if (expect(&k, reference.ntargets == 2, "no result from memory-compile"))
    for (int i = 0; i < 2; i++)
      expect(&k, has_max_flat_workgroup_size(&reference.out[i], 128),
             "%s: no .max_flat_workgroup_size 128 in the metadata (BLOCK from "
             "the in-memory params.h)", target_names[i]);
  check_end(&k);
}

/* The same inputs in a new compiler, while the first is alive, and again
 * after everything was destroyed: the same bytes. */
static void check_determinism(void) {
  Check k = check_begin("determinism-second-compiler");
  Check k3 = check_begin("determinism-after-destroy");
  if (expect(&k, reference.ntargets == 2, "no result from memory-compile") &&
      expect(&k3, reference.ntargets == 2, "no result from memory-compile")) {
    HipcStatus s1, s2;
    HipcCompiler *held = compile_scale(NULL, 0, &s1);
    HipcCompiler *c = compile_scale(NULL, 0, &s2);
    Result r;
    if (expect(&k, s1 == HIPC_OK && s2 == HIPC_OK, "hipc_compile = %s, %s",
               status_name(s1), status_name(s2)) &&
        result_take(c, &r, &k)) {
      result_same(&reference, &r, &k, "second compile");
      result_free(&r);
    }
    hipc_destroy(c);
    hipc_destroy(held);
    c = compile_scale(NULL, 0, &s1);
    if (expect(&k3, s1 == HIPC_OK, "hipc_compile = %s", status_name(s1)) &&
        result_take(c, &r, &k3)) {
      result_same(&reference, &r, &k3, "third compile");
      result_free(&r);
    }
    hipc_destroy(c);
  }
  check_end(&k);
  check_end(&k3);
}

/* ---- threads ------------------------------------------------------------------ */

/* Four different kernels, each with its own params.h of the same name and
 * a different BLOCK: a header, a macro or a string leaking from one
 * compiler to another shows in the bytes or in the metadata. */
static const char *const thread_src[4] = {
    "#include \"params.h\"\n"
    "extern \"C\" __global__ void __launch_bounds__(BLOCK)\n"
    "vadd(const float *__restrict__ a, const float *__restrict__ b,\n"
    "     float *__restrict__ c, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) c[i] = a[i] + b[i];\n"
    "}\n",

    "#include \"params.h\"\n"
    "extern \"C\" __global__ void __launch_bounds__(BLOCK)\n"
    "block_sum(const int *in, int *out) {\n"
    "  __shared__ int tile[BLOCK];\n"
    "  int t = threadIdx.x;\n"
    "  tile[t] = in[blockIdx.x * BLOCK + t];\n"
    "  __syncthreads();\n"
    "  for (int s = BLOCK / 2; s > 0; s /= 2) {\n"
    "    if (t < s) tile[t] += tile[t + s];\n"
    "    __syncthreads();\n"
    "  }\n"
    "  if (t == 0) out[blockIdx.x] = tile[0];\n"
    "}\n",

    "#include \"params.h\"\n"
    "struct pair { float x; int n; };\n"
    "__device__ float twice(float v) { return v * 2.0f; }\n"
    "extern \"C\" __global__ void __launch_bounds__(BLOCK)\n"
    "saxpy(struct pair p, const float *x, float *y) {\n"
    "  int i = blockIdx.x * BLOCK + threadIdx.x;\n"
    "  if (i < p.n) y[i] = twice(p.x) * x[i] + y[i];\n"
    "}\n",

    "#include \"params.h\"\n"
    "extern \"C\" __global__ void __launch_bounds__(BLOCK)\n"
    "histogram(const unsigned char *in, unsigned *bins, int n) {\n"
    "  int i = blockIdx.x * BLOCK + threadIdx.x;\n"
    "  if (i < n) atomicAdd(&bins[in[i] & 15], 1u);\n"
    "}\n",
};
static const char *const thread_hdr[4] = {
    "#define BLOCK 64\n", "#define BLOCK 256\n", "#define BLOCK 512\n",
    "#define BLOCK 1024\n"};
static const unsigned thread_block[4] = {64, 256, 512, 1024};

typedef struct ThreadArg {
  int index;
  pthread_barrier_t *start;
  HipcStatus status;
  Result result;
  bool took;
  char why[1024];
} ThreadArg;

static Job thread_job(int i) {
  static const char *const opts[] = {"--offload-arch=gfx90a,gfx1100"};
  Job j = {thread_src[i], strlen(thread_src[i]), thread_hdr[i], opts, 1};
  return j;
}

static void *thread_main(void *p) {
  ThreadArg *a = p;
  Job j = thread_job(a->index);
  /* Every thread creates its compiler and sets its inputs, then all start
   * hipc_compile together. */
  HipcCompiler *c = hipc_create();
  HipcStatus s = hipc_options(c, j.nopts, j.opts);
  if (s == HIPC_OK)
    s = hipc_add_header(c, "params.h", j.header, strlen(j.header));
  if (s == HIPC_OK)
    s = hipc_add_source(c, "k.hip", j.src, j.src_len);
  pthread_barrier_wait(a->start);
  if (s == HIPC_OK)
    s = hipc_compile(c);
  a->status = s;
  if (s == HIPC_OK) {
    Check k = check_begin("thread");
    a->took = result_take(c, &a->result, &k);
    if (!a->took)
      snprintf(a->why, sizeof a->why, "%s", k.why);
  } else {
    snprintf(a->why, sizeof a->why, "%s", first_line(hipc_diagnostics(c)));
  }
  hipc_destroy(c);
  return NULL;
}

static void check_threads(void) {
  enum { N = 4, ROUNDS = 2 };
  Check k = check_begin("threads-concurrent-compiles");
  Result alone[N];
  memset(alone, 0, sizeof alone);
  for (int i = 0; i < N; i++) {
    Job j = thread_job(i);
    HipcStatus s;
    HipcCompiler *c = compile_job(&j, &s);
    if (expect(&k, s == HIPC_OK, "kernel %d alone: hipc_compile = %s: %s", i,
               status_name(s), first_line(hipc_diagnostics(c))) &&
        result_take(c, &alone[i], &k)) {
      for (int t = 0; t < 2; t++) {
        check_code_object(&alone[i].out[t], target_mach[t], &k, target_names[t]);
        expect(&k, has_max_flat_workgroup_size(&alone[i].out[t], thread_block[i]),
               "kernel %d alone, %s: no .max_flat_workgroup_size %u", i,
               target_names[t], thread_block[i]);
      }
      check_bundle(&alone[i], target_names, &k);
    }
    hipc_destroy(c);
  }
  for (int i = 0; i < N && !k.failed; i++)
    for (int m = 0; m < i; m++)
      expect(&k, !blob_eq(&alone[i].out[0], &alone[m].out[0]),
             "kernels %d and %d gave the same code object", m, i);
  for (int round = 0; round < ROUNDS && !k.failed; round++) {
    pthread_barrier_t start;
    pthread_barrier_init(&start, NULL, N);
    pthread_t tid[N];
    ThreadArg args[N];
    memset(args, 0, sizeof args);
    int started = 0;
    for (int i = 0; i < N; i++) {
      args[i].index = i;
      args[i].start = &start;
      if (pthread_create(&tid[i], NULL, thread_main, &args[i]) != 0)
        break;
      started++;
    }
    if (!expect(&k, started == N, "pthread_create failed")) {
      /* The started threads wait for N at the barrier forever. */
      fail(k.name, "%s", k.why);
      exit(1);
    }
    for (int i = 0; i < N; i++)
      pthread_join(tid[i], NULL);
    pthread_barrier_destroy(&start);
    for (int i = 0; i < N; i++) {
      char what[64];
      snprintf(what, sizeof what, "round %d, thread %d", round, i);
      if (expect(&k, args[i].status == HIPC_OK && args[i].took, "%s: %s: %s",
                 what, status_name(args[i].status), args[i].why))
        result_same(&alone[i], &args[i].result, &k, what);
      result_free(&args[i].result);
    }
  }
  for (int i = 0; i < N; i++)
    result_free(&alone[i]);
  check_end(&k);
}

/* ---- errors -------------------------------------------------------------------- */

static void check_syntax_error(void) {
  Check k = check_begin("error-syntax");
  static const char src[] =
      "extern \"C\" __global__ void k(int *p) {\n"
      "  int x = ;\n"
      "  p[0] = x;\n"
      "}\n";
  static const char *const opts[] = {"--offload-arch=gfx90a"};
  Job j = {src, sizeof src - 1, NULL, opts, 1};
  HipcStatus s;
  HipcCompiler *c = compile_job(&j, &s);
  const char *d = hipc_diagnostics(c);
  if (expect(&k, s == HIPC_ERROR_COMPILATION,
             "hipc_compile = %s, not HIPC_ERROR_COMPILATION", status_name(s)) &&
      expect(&k, hipc_error_count(c) > 0, "hipc_error_count = %d",
             hipc_error_count(c)) &&
      expect(&k, d != NULL, "hipc_diagnostics = NULL")) {
    /* clang: "k.hip:2:11: error: expected expression", the line, a caret
     * under column 11. */
    const char *at = strstr(d, "k.hip:2:11: error:");
    if (expect(&k, at != NULL, "no 'k.hip:2:11: error:' in: %s", first_line(d))) {
      const char *l1 = strchr(at, '\n');
      const char *l2 = l1 ? strchr(l1 + 1, '\n') : NULL;
      if (expect(&k, l1 && l2, "no source line after the message")) {
        /* The source line (clang may prefix "    2 | "), then a line whose
         * caret stands under column 11 of it. */
        size_t len1 = (size_t)(l2 - (l1 + 1));
        const char *code = memmem(l1 + 1, len1, "int x = ;", 9);
        const char *caret = strchr(l2 + 1, '^');
        const char *l3 = strchr(l2 + 1, '\n');
        if (expect(&k, code, "the line after the message is not the source "
                   "line: %s", first_line(l1 + 1)) &&
            expect(&k, caret && (!l3 || caret < l3), "no caret line: %s",
                   first_line(l2 + 1))) {
          long col_src = (code - 2) - (l1 + 1) + 11; /* column 11, 1-based */
          long col_caret = caret - (l2 + 1) + 1;
          expect(&k, col_src == col_caret, "the caret is at column %ld of its "
                 "line, column 11 of the source is at %ld", col_caret, col_src);
        }
      }
    }
  }
  const void *data = NULL;
  size_t size = 0;
  expect(&k, hipc_bundle(c, &data, &size) != HIPC_OK,
         "hipc_bundle gives a bundle after a failed compile");
  hipc_destroy(c);
  check_end(&k);
}

static void check_unknown_option(void) {
  Check k = check_begin("error-unknown-option");
  HipcCompiler *c = hipc_create();
  HipcStatus s = hipc_option(c, "--no-such-option-anywhere");
  expect(&k, s == HIPC_ERROR_INVALID_OPTION,
         "hipc_option = %s, not HIPC_ERROR_INVALID_OPTION", status_name(s));
  expect(&k, strstr(hipc_diagnostics(c), "--no-such-option-anywhere") != NULL,
         "the diagnostics do not name the option: '%s'",
         first_line(hipc_diagnostics(c)));
  /* A compile with the bad option set fails the same way. */
  hipc_add_source(c, "k.hip", scale_hip, sizeof scale_hip - 1);
  hipc_add_header(c, "params.h", params_h, sizeof params_h - 1);
  s = hipc_compile(c);
  expect(&k, s == HIPC_ERROR_INVALID_OPTION,
         "hipc_compile after it = %s, not HIPC_ERROR_INVALID_OPTION",
         status_name(s));
  hipc_destroy(c);
  /* In hipc_options, among good ones. */
  c = hipc_create();
  static const char *const opts[] = {"-O2", "-fbogus-flag-is-accepted",
                                     "--also-bogus", "-O3"};
  s = hipc_options(c, 4, opts);
  /* Neither is an option hipc knows. */
  expect(&k, s == HIPC_ERROR_INVALID_OPTION,
         "hipc_options with an unknown option = %s", status_name(s));
  hipc_destroy(c);
  check_end(&k);
}

/* hipc_device_api: the coverage table, the same text twice from one
 * compiler and from another, after a compile too; NULL arguments refused. */
static void check_device_api(void) {
  Check k = check_begin("device-api");
  HipcCompiler *a = hipc_create(), *b = hipc_create();
  const char *t1 = NULL, *t2 = NULL, *t3 = NULL;
  HipcStatus s1 = hipc_device_api(a, &t1);
  char *copy = t1 ? strdup(t1) : NULL;
  HipcStatus s2 = hipc_device_api(a, &t2);
  HipcStatus s3 = hipc_device_api(b, &t3);
  expect(&k, s1 == HIPC_OK && s2 == HIPC_OK && s3 == HIPC_OK, "hipc_device_api = %s, %s, %s",
         status_name(s1), status_name(s2), status_name(s3));
  expect(&k, copy && t2 && t3 && !strcmp(copy, t2) && !strcmp(copy, t3),
         "hipc_device_api gave different texts");
  expect(&k, copy && strstr(copy, "| `__syncthreads` | yes |") &&
                 strstr(copy, "| `tex2D` | no | "),
         "the table lacks __syncthreads (yes) or tex2D (no)");
  expect(&k, hipc_device_api(NULL, &t1) != HIPC_OK && hipc_device_api(a, NULL) != HIPC_OK,
         "hipc_device_api takes NULL");
  free(copy);
  hipc_destroy(a);
  hipc_destroy(b);
  check_end(&k);
}

static void check_unknown_target(void) {
  Check k = check_begin("error-unknown-target");
  static const char *const opts[] = {"--offload-arch=gfx90a,gfx9999"};
  Job j = {scale_hip, sizeof scale_hip - 1, params_h, opts, 1};
  HipcStatus s;
  HipcCompiler *c = compile_job(&j, &s);
  const char *d = hipc_diagnostics(c);
  expect(&k, s != HIPC_OK, "hipc_compile = HIPC_OK for gfx9999");
  expect(&k, hipc_error_count(c) > 0, "hipc_error_count = 0");
  expect(&k, strstr(d, "gfx9999") != NULL, "the error does not name gfx9999: '%s'",
         first_line(d));
  /* Every target hipc knows is listed. */
  const char *known = hipc_known_targets();
  if (expect(&k, known && strstr(known, "gfx90a") && strstr(known, "gfx1100"),
             "hipc_known_targets = '%s'", known ? known : "(null)")) {
    char name[64];
    for (const char *p = known; *p;) {
      size_t n = strcspn(p, " ");
      if (n && n < sizeof name) {
        memcpy(name, p, n);
        name[n] = 0;
        /* Whole words only: "gfx90a" must not count as found in "gfx90a:". */
        bool found = false;
        for (const char *q = d; (q = strstr(q, name)); q += n) {
          char before = q == d ? ' ' : q[-1], after = q[n];
          if ((before == ' ' || before == '(' || before == ',' || before == '\'') &&
              (after == ' ' || after == ')' || after == ',' || after == '\n' ||
               after == '\'' || after == 0))
            found = true;
        }
        expect(&k, found, "valid target '%s' is not listed in: '%s'", name,
               first_line(d));
      }
      p += n;
      while (*p == ' ')
        p++;
    }
  }
  expect(&k, hipc_bundle(c, &(const void *){0}, &(size_t){0}) != HIPC_OK,
         "hipc_bundle gives a bundle after a failed compile");
  hipc_destroy(c);
  check_end(&k);
}

static void check_no_source(void) {
  Check k = check_begin("error-no-source");
  HipcCompiler *c = hipc_create();
  hipc_option(c, "--offload-arch=gfx90a");
  HipcStatus s = hipc_compile(c);
  expect(&k, s == HIPC_ERROR_INVALID_INPUT,
         "hipc_compile = %s, not HIPC_ERROR_INVALID_INPUT", status_name(s));
  expect(&k, hipc_diagnostics(c)[0] != 0, "no diagnostic says why");
  expect(&k, hipc_target_count(c) == 0, "hipc_target_count = %d",
         hipc_target_count(c));
  const void *d = NULL;
  size_t n = 0;
  s = hipc_output(c, 0, &d, &n);
  expect(&k, s == HIPC_ERROR_OUT_OF_RANGE, "hipc_output(0) = %s", status_name(s));
  s = hipc_bundle(c, &d, &n);
  expect(&k, s != HIPC_OK, "hipc_bundle = HIPC_OK");
  hipc_destroy(c);
  /* A source file that does not exist fails the same way, and says so. */
  c = hipc_create();
  s = hipc_add_source_file(c, "no-such-dir/no-such-file.hip");
  expect(&k, s == HIPC_ERROR_INVALID_INPUT,
         "hipc_add_source_file(missing) = %s", status_name(s));
  expect(&k, strstr(hipc_diagnostics(c), "no-such-file.hip") != NULL,
         "no diagnostic names the missing file: '%s'",
         first_line(hipc_diagnostics(c)));
  hipc_destroy(c);
  check_end(&k);
}

static void check_out_of_range(void) {
  Check k = check_begin("error-output-out-of-range");
  if (expect(&k, reference.ntargets == 2, "no result from memory-compile")) {
    HipcStatus s;
    HipcCompiler *c = compile_scale(NULL, 0, &s);
    const void *d = NULL;
    size_t n = 0;
    if (expect(&k, s == HIPC_OK, "hipc_compile = %s", status_name(s))) {
      int bad[] = {2, 3, -1, 1000000};
      for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        d = NULL;
        n = 12345;
        s = hipc_output(c, bad[i], &d, &n);
        expect(&k, s == HIPC_ERROR_OUT_OF_RANGE,
               "hipc_output(%d) = %s, not HIPC_ERROR_OUT_OF_RANGE", bad[i],
               status_name(s));
      }
      expect(&k, hipc_output(c, 1, &d, &n) == HIPC_OK, "hipc_output(1) failed");
    }
    hipc_destroy(c);
  }
  check_end(&k);
}

/* NULL where a pointer belongs: HIPC_ERROR_INVALID_INPUT and no crash.
 * Runs in a child, so a crash is this check's FAIL and not the end of the
 * program. */
static void null_args_child(int fd) {
  char why[512] = "";
#define NULLCHECK(call, want)                                                  \
  do {                                                                         \
    HipcStatus got_ = (call);                                                  \
    if (got_ != (want) && !why[0])                                             \
      snprintf(why, sizeof why, "%s = %s, not %s", #call, status_name(got_),   \
               #want);                                                         \
  } while (0)
  const void *d = NULL;
  size_t n = 0;
  const char *opt = "-O2";
  HipcCompiler *c = hipc_create();
  NULLCHECK(hipc_option(NULL, "-O2"), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_option(c, NULL), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_options(NULL, 1, &opt), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_source(NULL, "k.hip", "x", 1), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_source(c, NULL, "x", 1), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_source(c, "k.hip", NULL, 1), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_source_file(NULL, "k.hip"), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_source_file(c, NULL), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_header(NULL, "h.h", "x", 1), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_header(c, NULL, "x", 1), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_add_header(c, "h.h", NULL, 1), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_compile(NULL), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_output(NULL, 0, &d, &n), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_output(c, 0, NULL, &n), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_output(c, 0, &d, NULL), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_bundle(NULL, &d, &n), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_bundle(c, NULL, &n), HIPC_ERROR_INVALID_INPUT);
  NULLCHECK(hipc_bundle(c, &d, NULL), HIPC_ERROR_INVALID_INPUT);
  if (!why[0] && hipc_target_count(NULL) != 0)
    snprintf(why, sizeof why, "hipc_target_count(NULL) = %d", hipc_target_count(NULL));
  if (!why[0] && hipc_target_name(NULL, 0) != NULL)
    snprintf(why, sizeof why, "hipc_target_name(NULL, 0) is not NULL");
  /* Readers of text give a string, never NULL, so they can be printed. */
  if (!why[0] && (!hipc_diagnostics(NULL) || !hipc_verbose_log(NULL)))
    snprintf(why, sizeof why, "hipc_diagnostics/hipc_verbose_log(NULL) = NULL");
  if (!why[0] && (hipc_error_count(NULL) != 0 || hipc_warning_count(NULL) != 0))
    snprintf(why, sizeof why, "error/warning count of NULL is not 0");
  (void)hipc_output_kind(NULL);
  hipc_destroy(NULL);
  /* After all that, the compiler still works. */
  if (!why[0]) {
    HipcStatus s = hipc_option(c, "--offload-arch=gfx90a");
    if (s == HIPC_OK)
      s = hipc_add_header(c, "params.h", params_h, sizeof params_h - 1);
    if (s == HIPC_OK)
      s = hipc_add_source(c, "k.hip", scale_hip, sizeof scale_hip - 1);
    if (s == HIPC_OK)
      s = hipc_compile(c);
    if (s != HIPC_OK)
      snprintf(why, sizeof why, "a compile after the NULL calls: %s: %s",
               status_name(s), first_line(hipc_diagnostics(c)));
  }
  hipc_destroy(c);
#undef NULLCHECK
  (void)!write(fd, why, strlen(why));
}

static void run_in_child(const char *name, void (*body)(int fd)) {
  int p[2];
  if (pipe(p) != 0) {
    fail(name, "pipe: %s", strerror(errno));
    return;
  }
  fflush(stdout);
  pid_t pid = fork();
  if (pid < 0) {
    fail(name, "fork: %s", strerror(errno));
    return;
  }
  if (pid == 0) {
    close(p[0]);
    body(p[1]);
    _exit(0);
  }
  close(p[1]);
  char why[600];
  size_t n = 0;
  ssize_t r;
  while (n < sizeof why - 1 && (r = read(p[0], why + n, sizeof why - 1 - n)) > 0)
    n += (size_t)r;
  why[n] = 0;
  close(p[0]);
  int st = 0;
  waitpid(pid, &st, 0);
  if (WIFSIGNALED(st))
    fail(name, "crashed with signal %d%s%s", WTERMSIG(st), n ? " after: " : "", why);
  else if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
    fail(name, "child exited with status %d", WEXITSTATUS(st));
  else if (n)
    fail(name, "%s", why);
  else
    pass(name);
}

/* hipc_options(c, n, NULL) with n > 0: a NULL array. */
static void null_options_array_child(int fd) {
  const char *why = "";
  HipcCompiler *c = hipc_create();
  HipcStatus s = hipc_options(c, 1, NULL);
  if (s != HIPC_ERROR_INVALID_INPUT)
    why = "hipc_options(c, 1, NULL) is not HIPC_ERROR_INVALID_INPUT";
  hipc_destroy(c);
  (void)!write(fd, why, strlen(why));
}

/* hipc_options(NULL, 0, ...): a NULL compiler, even with nothing to set. */
static void null_options_compiler_child(int fd) {
  static const char *const none[] = {NULL};
  const char *why = "";
  HipcStatus s = hipc_options(NULL, 0, none);
  if (s != HIPC_ERROR_INVALID_INPUT)
    why = "hipc_options(NULL, 0, opts) is not HIPC_ERROR_INVALID_INPUT";
  (void)!write(fd, why, strlen(why));
}

/* ---- output kinds and -v ------------------------------------------------------- */

static void check_output_kind(const char *name, const char *const *extra,
                              int nextra, HipcOutputKind kind,
                              const char *const *want, int nwant,
                              const char *const *unwanted, int nunwanted) {
  Check k = check_begin(name);
  HipcStatus s;
  HipcCompiler *c = compile_scale(extra, nextra, &s);
  if (expect(&k, s == HIPC_OK, "hipc_compile = %s: %s", status_name(s),
             first_line(hipc_diagnostics(c))) &&
      expect(&k, hipc_output_kind(c) == kind, "hipc_output_kind = %d, not %d",
             (int)hipc_output_kind(c), (int)kind) &&
      expect(&k, hipc_target_count(c) == 2, "hipc_target_count = %d",
             hipc_target_count(c))) {
    for (int t = 0; t < 2; t++) {
      const void *d = NULL;
      size_t n = 0;
      if (!expect(&k, hipc_output(c, t, &d, &n) == HIPC_OK && d && n,
                  "%s: no output", target_names[t]))
        break;
      for (int w = 0; w < nwant; w++) {
        /* "%T" stands for the target's name. */
        char pat[256];
        const char *m = strstr(want[w], "%T");
        if (m)
          snprintf(pat, sizeof pat, "%.*s%s%s", (int)(m - want[w]), want[w],
                   target_names[t], m + 2);
        else
          snprintf(pat, sizeof pat, "%s", want[w]);
        expect(&k, pat[0] == '^' ? n >= strlen(pat + 1) && !memcmp(d, pat + 1, strlen(pat + 1))
                                 : has_str(d, n, pat),
               "%s: no '%s' in the output", target_names[t], pat);
      }
      for (int w = 0; w < nunwanted; w++)
        expect(&k, !has_str(d, n, unwanted[w]), "%s: '%s' in the output",
               target_names[t], unwanted[w]);
    }
  }
  hipc_destroy(c);
  check_end(&k);
}

static void check_output_kinds(void) {
  {
    const char *o[] = {"-S"};
    const char *w[] = {".amdhsa_kernel scale", ".amdgcn_target \"amdgcn-amd-amdhsa--%T\"",
                       ".amdhsa_next_free_vgpr"};
    const char *u[] = {"\177ELF"};
    check_output_kind("output-assembly", o, 1, HIPC_OUTPUT_ASSEMBLY, w, 3, u, 1);
  }
  {
    const char *o[] = {"-emit-llvm", "-S"};
    const char *w[] = {"define protected amdgpu_kernel", "@scale(",
                       "target triple = \"amdgcn-amd-amdhsa\"",
                       "\"target-cpu\"=\"%T\""};
    const char *u[] = {"\177ELF"};
    check_output_kind("output-llvm-ir", o, 2, HIPC_OUTPUT_LLVM_IR, w, 4, u, 1);
  }
  {
    /* -S after -emit-llvm or before it: the same. */
    const char *o[] = {"-S", "-emit-llvm"};
    const char *w[] = {"define protected amdgpu_kernel"};
    check_output_kind("output-llvm-ir-reversed", o, 2, HIPC_OUTPUT_LLVM_IR, w, 1,
                      NULL, 0);
  }
  {
    const char *o[] = {"-emit-llvm"};
    const char *w[] = {"^BC\xc0\xde"};
    check_output_kind("output-llvm-bc", o, 1, HIPC_OUTPUT_LLVM_BC, w, 1, NULL, 0);
  }
  {
    /* The in-memory header's SCALE_MARK expanded; neither macro name left. */
    const char *o[] = {"-E"};
    const char *w[] = {"p[i] * s + 7.25f", "blockIdx.x * 128 + threadIdx.x"};
    const char *u[] = {"SCALE_MARK"};
    check_output_kind("output-preprocessed", o, 1, HIPC_OUTPUT_PREPROCESSED, w, 2,
                      u, 1);
  }
}

static void check_verbose(void) {
  Check k = check_begin("verbose-log");
  HipcStatus s;
  HipcCompiler *c = compile_scale(NULL, 0, &s);
  expect(&k, s == HIPC_OK, "hipc_compile = %s", status_name(s));
  expect(&k, hipc_verbose_log(c) && hipc_verbose_log(c)[0] == 0,
         "without -v the log is not empty: '%s'", first_line(hipc_verbose_log(c)));
  hipc_destroy(c);
  const char *v[] = {"-v"};
  c = compile_scale(v, 1, &s);
  const char *log = hipc_verbose_log(c);
  if (expect(&k, s == HIPC_OK, "hipc_compile -v = %s", status_name(s)) &&
      expect(&k, log && log[0], "the -v log is empty")) {
    /* Each pass on a line of its own, "hipc: PASS ... ms"; the per-target
     * passes once per target, naming it. */
    static const char *const once[] = {"preprocess", "parse", "sema"};
    static const char *const per_target[] = {"irgen", "optimize", "codegen", "link"};
    for (int p = 0; p < 3; p++) {
      char pat[64];
      snprintf(pat, sizeof pat, "hipc: %s ", once[p]);
      const char *at = strstr(log, pat);
      expect(&k, at && (at == log || at[-1] == '\n'), "no line 'hipc: %s ...'",
             once[p]);
    }
    for (int p = 0; p < 4; p++)
      for (int t = 0; t < 2; t++) {
        bool found = false;
        char pat[64];
        snprintf(pat, sizeof pat, "hipc: %s ", per_target[p]);
        for (const char *at = log; (at = strstr(at, pat)); at++) {
          const char *eol = strchr(at, '\n');
          size_t len = eol ? (size_t)(eol - at) : strlen(at);
          if ((at == log || at[-1] == '\n') &&
              has_str(at, len, target_names[t]) && has_str(at, len, " ms"))
            found = true;
        }
        expect(&k, found, "no line 'hipc: %s ... %s ... ms'", per_target[p],
               target_names[t]);
      }
    /* Every line is such a line. */
    for (const char *line = log; *line;) {
      size_t len = strcspn(line, "\n");
      expect(&k, !strncmp(line, "hipc: ", 6) && len > 3 &&
                     !memcmp(line + len - 3, " ms", 3),
             "a stray line in the -v log: '%.*s'", (int)len, line);
      line += len;
      if (*line)
        line++;
    }
  }
  /* -v changes nothing in the outputs. */
  Result r;
  if (!k.failed && reference.ntargets == 2 && result_take(c, &r, &k)) {
    result_same(&reference, &r, &k, "with -v");
    result_free(&r);
  }
  hipc_destroy(c);
  check_end(&k);
}

/* The same options through hipc_options and through separate calls, with
 * a separate value ("-D", "NAME=V") and a -D that overrides nothing:
 * the same bytes; and a -D that reaches the code. */
static void check_options_forms(void) {
  Check k = check_begin("options-forms");
  static const char src[] =
      "#include \"params.h\"\n"
      "extern \"C\" __global__ void __launch_bounds__(BLOCK)\n"
      "fill(int *p) { p[threadIdx.x] = VALUE; }\n";
  static const char hdr[] = "#ifndef BLOCK\n#define BLOCK 128\n#endif\n";
  static const char *const a[] = {"--offload-arch", "gfx90a", "-D", "VALUE=3",
                                  "-DBLOCK=256"};
  static const char *const b[] = {"--offload-arch=gfx90a", "-DVALUE=3", "-D",
                                  "BLOCK=256"};
  Job ja = {src, sizeof src - 1, hdr, a, 5}, jb = {src, sizeof src - 1, hdr, b, 4};
  HipcStatus sa, sb;
  HipcCompiler *ca = compile_job(&ja, &sa), *cb = compile_job(&jb, &sb);
  Result ra, rb;
  if (expect(&k, sa == HIPC_OK && sb == HIPC_OK, "hipc_compile = %s, %s: %s",
             status_name(sa), status_name(sb), first_line(hipc_diagnostics(ca))) &&
      result_take(ca, &ra, &k)) {
    if (result_take(cb, &rb, &k)) {
      result_same(&ra, &rb, &k, "separate vs joined values");
      result_free(&rb);
    }
    expect(&k, ra.ntargets == 1 && !strcmp(hipc_target_name(ca, 0), "gfx90a"),
           "'--offload-arch' 'gfx90a' gave %d targets", ra.ntargets);
    expect(&k, has_max_flat_workgroup_size(&ra.out[0], 256),
           "-DBLOCK=256 did not reach __launch_bounds__");
    result_free(&ra);
  }
  hipc_destroy(ca);
  hipc_destroy(cb);
  check_end(&k);
}

/* In-memory headers: found with <name> too, found from another in-memory
 * header, and found before a file of the same name on the include path. */
static void check_header_lookup(void) {
  Check k = check_begin("memory-header-lookup");
  static const char src[] =
      "#include <outer.h>\n"
      "extern \"C\" __global__ void __launch_bounds__(BLOCK)\n"
      "fill(int *p) { p[threadIdx.x] = 1; }\n";
  static const char outer_h[] = "#include \"params.h\"\n";
  static const char disk_h[] = "#define BLOCK 32\n";
  /* The disk's params.h, in a folder of its own below the working dir. */
  if (mkdir("inc", 0755) != 0 && errno != EEXIST)
    expect(&k, false, "mkdir inc: %s", strerror(errno));
  FILE *f = fopen("inc/params.h", "w");
  if (expect(&k, f != NULL, "cannot write inc/params.h: %s", strerror(errno))) {
    fputs(disk_h, f);
    fclose(f);
  }
  HipcCompiler *c = hipc_create();
  hipc_option(c, "--offload-arch=gfx90a");
  hipc_option(c, "-Iinc");
  hipc_add_header(c, "outer.h", outer_h, sizeof outer_h - 1);
  hipc_add_header(c, "params.h", params_h, sizeof params_h - 1);
  hipc_add_source(c, "k.hip", src, sizeof src - 1);
  HipcStatus s = hipc_compile(c);
  const void *d = NULL;
  size_t n = 0;
  if (expect(&k, s == HIPC_OK, "hipc_compile = %s: %s", status_name(s),
             first_line(hipc_diagnostics(c))) &&
      expect(&k, hipc_output(c, 0, &d, &n) == HIPC_OK, "no output")) {
    Blob b = {(unsigned char *)d, n};
    expect(&k, has_max_flat_workgroup_size(&b, 128),
           "BLOCK is not 128: %s", has_max_flat_workgroup_size(&b, 32)
               ? "inc/params.h on disk won over the in-memory params.h"
               : "neither header's value is in the metadata");
  }
  hipc_destroy(c);
  /* Without the in-memory params.h, the disk's is found: the -I works, so
   * the 128 above really was the memory header winning. */
  c = hipc_create();
  hipc_option(c, "--offload-arch=gfx90a");
  hipc_option(c, "-Iinc");
  hipc_add_header(c, "outer.h", outer_h, sizeof outer_h - 1);
  hipc_add_source(c, "k.hip", src, sizeof src - 1);
  s = hipc_compile(c);
  if (expect(&k, s == HIPC_OK, "without the memory params.h: hipc_compile = %s: %s",
             status_name(s), first_line(hipc_diagnostics(c))) &&
      expect(&k, hipc_output(c, 0, &d, &n) == HIPC_OK, "no output")) {
    Blob b = {(unsigned char *)d, n};
    expect(&k, has_max_flat_workgroup_size(&b, 32),
           "without the memory params.h, inc/params.h's BLOCK 32 is not used");
  }
  hipc_destroy(c);
  remove("inc/params.h");
  rmdir("inc");
  check_end(&k);
}

/* Sources and headers are (pointer, length): the bytes after `len` are
 * none of hipc's business, and the caller's buffers may change or go away
 * once the call returns. */
static void check_buffers_by_length(void) {
  Check k = check_begin("memory-buffers-by-length");
  char *src = malloc(sizeof scale_hip + 64);
  char *hdr = malloc(sizeof params_h + 64);
  memcpy(src, scale_hip, sizeof scale_hip - 1);
  memcpy(src + sizeof scale_hip - 1, "#error past the end\n@@@", 23);
  memcpy(hdr, params_h, sizeof params_h - 1);
  /* No NUL after the text at all. */
  memset(hdr + sizeof params_h - 1, '@', 64);
  HipcCompiler *c = hipc_create();
  hipc_option(c, two_targets);
  hipc_add_header(c, "params.h", hdr, sizeof params_h - 1);
  hipc_add_source(c, "k.hip", src, sizeof scale_hip - 1);
  memset(src, '@', sizeof scale_hip + 22);
  memset(hdr, '@', sizeof params_h + 63);
  free(src);
  free(hdr);
  HipcStatus s = hipc_compile(c);
  Result r;
  if (expect(&k, s == HIPC_OK, "hipc_compile = %s: %s", status_name(s),
             first_line(hipc_diagnostics(c))) &&
      reference.ntargets == 2 && result_take(c, &r, &k)) {
    result_same(&reference, &r, &k, "from unterminated, freed buffers");
    result_free(&r);
  }
  hipc_destroy(c);
  check_end(&k);
}

/* "Buffers stay valid until hipc_destroy()": even if hipc_compile is
 * called again on the same compiler (which must fail, not recompile). */
static void check_buffers_stay_valid(void) {
  Check k = check_begin("results-stay-valid");
  HipcStatus s;
  HipcCompiler *c = compile_scale(NULL, 0, &s);
  const void *o0 = NULL, *bd = NULL;
  size_t n0 = 0, nb = 0;
  if (expect(&k, s == HIPC_OK, "hipc_compile = %s", status_name(s)) &&
      expect(&k, hipc_output(c, 0, &o0, &n0) == HIPC_OK &&
                     hipc_bundle(c, &bd, &nb) == HIPC_OK, "no outputs") &&
      expect(&k, reference.ntargets == 2, "no result from memory-compile")) {
    s = hipc_compile(c);
    expect(&k, s != HIPC_OK, "a second hipc_compile on one compiler = HIPC_OK");
    (void)hipc_diagnostics(c);
    (void)hipc_verbose_log(c);
    Blob a = {(unsigned char *)o0, n0}, b = {(unsigned char *)bd, nb};
    expect(&k, blob_eq(&a, &reference.out[0]) && blob_eq(&b, &reference.bundle),
           "the buffers changed after a second hipc_compile");
    const void *o1 = NULL;
    size_t n1 = 0;
    expect(&k, hipc_output(c, 0, &o1, &n1) == HIPC_OK && o1 == o0 && n1 == n0,
           "hipc_output moved after a second hipc_compile");
  }
  hipc_destroy(c);
  check_end(&k);
}

/* An option that wants a value, given last without one. */
static void check_missing_value(void) {
  Check k = check_begin("error-option-missing-value");
  static const char *const tails[] = {"-I", "-D", "--offload-arch"};
  for (int i = 0; i < 3; i++) {
    const char *opts[] = {"--offload-arch=gfx90a", tails[i]};
    Job j = {scale_hip, sizeof scale_hip - 1, params_h, opts, 2};
    HipcStatus s;
    HipcCompiler *c = compile_job(&j, &s);
    expect(&k, s == HIPC_ERROR_INVALID_OPTION,
           "'%s' with no value: hipc_compile = %s", tails[i], status_name(s));
    expect(&k, strstr(hipc_diagnostics(c), tails[i]) != NULL,
           "'%s' with no value: the diagnostics do not name it: '%s'", tails[i],
           first_line(hipc_diagnostics(c)));
    hipc_destroy(c);
  }
  check_end(&k);
}

/* Each thread's compile fails on a line of its own: diagnostics belong to
 * their compiler and nobody else's. */
typedef struct ErrThread {
  int index;
  pthread_barrier_t *start;
  HipcStatus status;
  int errors;
  char diag[512];
} ErrThread;

static void *err_thread_main(void *p) {
  ErrThread *a = p;
  char src[512];
  int n = snprintf(src, sizeof src, "extern \"C\" __global__ void k%d(int *p) {\n",
                   a->index);
  for (int i = 0; i < a->index; i++)
    n += snprintf(src + n, sizeof src - (size_t)n, "  p[%d] = %d;\n", i, i);
  n += snprintf(src + n, sizeof src - (size_t)n, "  p[0] = undeclared_%d;\n}\n",
                a->index);
  HipcCompiler *c = hipc_create();
  hipc_option(c, "--offload-arch=gfx90a");
  hipc_add_source(c, "k.hip", src, (size_t)n);
  pthread_barrier_wait(a->start);
  a->status = hipc_compile(c);
  a->errors = hipc_error_count(c);
  snprintf(a->diag, sizeof a->diag, "%s", hipc_diagnostics(c));
  hipc_destroy(c);
  return NULL;
}

static void check_threads_errors(void) {
  enum { N = 4 };
  Check k = check_begin("threads-concurrent-errors");
  pthread_barrier_t start;
  pthread_barrier_init(&start, NULL, N);
  pthread_t tid[N];
  ErrThread args[N];
  memset(args, 0, sizeof args);
  for (int i = 0; i < N; i++) {
    args[i].index = i;
    args[i].start = &start;
    if (pthread_create(&tid[i], NULL, err_thread_main, &args[i]) != 0) {
      fail(k.name, "pthread_create failed");
      exit(1);
    }
  }
  for (int i = 0; i < N; i++)
    pthread_join(tid[i], NULL);
  pthread_barrier_destroy(&start);
  for (int i = 0; i < N; i++) {
    char want[64], name[32];
    snprintf(want, sizeof want, "k.hip:%d:", i + 2);
    snprintf(name, sizeof name, "undeclared_%d", i);
    expect(&k, args[i].status == HIPC_ERROR_COMPILATION && args[i].errors == 1,
           "thread %d: %s with %d errors", i, status_name(args[i].status),
           args[i].errors);
    expect(&k, !strncmp(args[i].diag, want, strlen(want)) && strstr(args[i].diag, name),
           "thread %d: expected '%s ... %s', got '%s'", i, want, name,
           first_line(args[i].diag));
    for (int m = 0; m < N; m++) {
      char other[32];
      snprintf(other, sizeof other, "undeclared_%d", m);
      expect(&k, m == i || !strstr(args[i].diag, other),
             "thread %d's diagnostics mention thread %d's error", i, m);
    }
  }
  check_end(&k);
}

/* Warnings: counted apart from errors, rendered like clang's, turned
 * into errors by -Werror and silenced by -w. */
static void check_warnings(void) {
  Check k = check_begin("diagnostics-warnings");
  static const char src[] =
      "int;\n"
      "extern \"C\" __global__ void k(int *p) { p[0] = 1; }\n";
  static const char *const modes[][3] = {{"--offload-arch=gfx90a"},
                                         {"--offload-arch=gfx90a", "-Werror"},
                                         {"--offload-arch=gfx90a", "-w"}};
  for (int m = 0; m < 3; m++) {
    Job j = {src, sizeof src - 1, NULL, modes[m], m ? 2 : 1};
    HipcStatus s;
    HipcCompiler *c = compile_job(&j, &s);
    const char *d = hipc_diagnostics(c);
    int e = hipc_error_count(c), w = hipc_warning_count(c);
    if (m == 0) {
      expect(&k, s == HIPC_OK && e == 0 && w == 1,
             "a warning: %s, %d errors, %d warnings", status_name(s), e, w);
      expect(&k, !strncmp(d, "k.hip:1:1: warning: ", 20) && strstr(d, "int;\n") &&
                     strchr(d, '^'),
             "a warning is not rendered as 'k.hip:1:1: warning: ...', the line "
             "and a caret: '%s'", first_line(d));
      const void *o;
      size_t n;
      expect(&k, hipc_output(c, 0, &o, &n) == HIPC_OK,
             "no output after a mere warning");
    } else if (m == 1) {
      expect(&k, s == HIPC_ERROR_COMPILATION && e == 1,
             "-Werror: %s, %d errors", status_name(s), e);
      expect(&k, !strncmp(d, "k.hip:1:1: error: ", 18),
             "-Werror: not rendered as an error: '%s'", first_line(d));
    } else {
      expect(&k, s == HIPC_OK && e == 0 && w == 0 && d[0] == 0,
             "-w: %s, %d errors, %d warnings, '%s'", status_name(s), e, w,
             first_line(d));
    }
    hipc_destroy(c);
  }
  check_end(&k);
}

/* -ferror-limit=N: N errors, then clang's fatal "too many errors". */
static void check_error_limit(void) {
  Check k = check_begin("diagnostics-error-limit");
  char src[2048] = "extern \"C\" __global__ void k(int *p) {\n";
  for (int i = 0; i < 30; i++)
    strcat(src, "  p[0] = nope;\n");
  strcat(src, "}\n");
  static const char *const opts[] = {"--offload-arch=gfx90a", "-ferror-limit=5"};
  Job j = {src, strlen(src), NULL, opts, 2};
  HipcStatus s;
  HipcCompiler *c = compile_job(&j, &s);
  const char *d = hipc_diagnostics(c);
  int shown = 0;
  for (const char *q = d; (q = strstr(q, ": error: ")); q++)
    shown++;
  expect(&k, s == HIPC_ERROR_COMPILATION, "hipc_compile = %s", status_name(s));
  expect(&k, shown == 5, "%d errors shown, not 5", shown);
  expect(&k, strstr(d, "k.hip:6:10: error: use of undeclared identifier 'nope'") &&
                 !strstr(d, "k.hip:7:"),
         "not the first five errors, lines 2-6");
  expect(&k, strstr(d, "fatal error: too many errors emitted") != NULL,
         "no 'fatal error: too many errors emitted'");
  hipc_destroy(c);
  check_end(&k);
}

/* The option table as a driver sees it: which options take the next
 * argument (clang's JoinedOrSeparate and Separate options), and rows that
 * say what each is. */
static void check_option_table(void) {
  Check k = check_begin("option-table");
  static const struct { const char *arg; int next; } cases[] = {
      {"-I", 1}, {"-Idir", 0}, {"-D", 1}, {"-DX=1", 0}, {"-isystem", 1},
      {"-include", 1}, {"-x", 1}, {"-xhip", 0}, {"--offload-arch", 1},
      {"--offload-arch=gfx90a", 0}, {"-o", 1}, {"-ofile", 0}, {"-O2", 0},
      {"-ffast-math", 0}, {"-std=c17", 0}, {"--no-such-option", 0}};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    expect(&k, hipc_option_takes_value(cases[i].arg) == cases[i].next,
           "hipc_option_takes_value(\"%s\") = %d", cases[i].arg,
           hipc_option_takes_value(cases[i].arg));
  expect(&k, hipc_option_takes_value(NULL) == 0, "hipc_option_takes_value(NULL) != 0");
  HipcOptionInfo o;
  expect(&k, !hipc_option_info(-1, &o), "hipc_option_info(-1) gave a row");
  int n = 0, driver_o = 0, unused_c = 0, noop_pic = 0, fast_help = 0;
  for (; hipc_option_info(n, &o); n++) {
    expect(&k, o.spelling && o.spelling[0] == '-' && o.metavar, "row %d: no spelling", n);
    driver_o |= !strcmp(o.spelling, "-o") && o.driver_only && o.separate && o.help;
    unused_c |= !strcmp(o.spelling, "--hip-link") && o.no_effect && !o.no_op;
    noop_pic |= !strcmp(o.spelling, "-fPIC") && o.no_op && !o.no_effect;
    fast_help |= !strcmp(o.spelling, "-ffast-math") && o.help && !o.no_effect;
  }
  expect(&k, n > 40, "only %d rows", n);
  expect(&k, !hipc_option_info(n, NULL), "hipc_option_info(i, NULL) gave a row");
  expect(&k, driver_o && unused_c && noop_pic && fast_help,
         "rows: -o driver %d, --hip-link unused %d, -fPIC no-op %d, -ffast-math %d", driver_o,
         unused_c, noop_pic, fast_help);
  /* An accepted option that does nothing yet warns, and the compile goes on. */
  static const char *const opts[] = {"--offload-arch=gfx90a", "--hip-link", "-fsyntax-only"};
  Job j = {scale_hip, sizeof scale_hip - 1, params_h, opts, 3};
  HipcStatus s;
  HipcCompiler *c = compile_job(&j, &s);
  expect(&k, s == HIPC_OK && hipc_warning_count(c) == 1 &&
                 strstr(hipc_diagnostics(c), "argument unused during compilation: '--hip-link'"),
         "--hip-link: %s, %d warnings: '%s'", status_name(s), hipc_warning_count(c),
         first_line(hipc_diagnostics(c)));
  hipc_destroy(c);
  check_end(&k);
}

static void check_version(void) {
  Check k = check_begin("version-and-targets");
  const char *v = hipc_version();
  expect(&k, v && !strncmp(v, "hipc", 4), "hipc_version = '%s'", v ? v : "(null)");
  const char *t = hipc_known_targets();
  /* target/processors.def */
  static const char *const want[] = {"gfx900", "gfx906", "gfx908", "gfx90a",
                                     "gfx942", "gfx1100", "gfx1151",
                                     "gfx9-generic", "gfx11-generic"};
  for (size_t i = 0; t && i < sizeof want / sizeof *want; i++) {
    size_t n = strlen(want[i]);
    bool found = false;
    for (const char *q = t; (q = strstr(q, want[i])); q += n)
      if ((q == t || q[-1] == ' ') && (q[n] == ' ' || q[n] == 0))
        found = true;
    expect(&k, found, "'%s' is not in hipc_known_targets: '%s'", want[i], t);
  }
  expect(&k, t != NULL, "hipc_known_targets = NULL");
  check_end(&k);
}

/* ---- valgrind's case ------------------------------------------------------------ */

static int leak_case(void) {
  HipcStatus s;
  HipcCompiler *c = compile_scale(NULL, 0, &s);
  const void *d;
  size_t n;
  int bad = s != HIPC_OK || hipc_bundle(c, &d, &n) != HIPC_OK;
  hipc_destroy(c);
  /* The error path frees what it made too. */
  static const char src[] = "extern \"C\" __global__ void k(int *p) { p[0] = ; }\n";
  static const char *const opts[] = {"--offload-arch=gfx90a", "-v"};
  Job j = {src, sizeof src - 1, NULL, opts, 2};
  c = compile_job(&j, &s);
  bad |= s != HIPC_ERROR_COMPILATION;
  hipc_destroy(c);
  if (bad)
    fail("leak-case", "the compiles did not give the expected status");
  else
    pass("leak-case");
  return bad;
}

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3 || (argc == 3 && strcmp(argv[2], "leak"))) {
    fprintf(stderr, "usage: api_test DIR [leak]\n");
    return 2;
  }
  if (chdir(argv[1]) != 0) {
    fprintf(stderr, "api_test: %s: %s\n", argv[1], strerror(errno));
    return 2;
  }
  if (argc == 3)
    return leak_case();

  /* The children fork before any thread exists. */
  run_in_child("error-null-arguments", null_args_child);
  run_in_child("error-null-options-array", null_options_array_child);
  run_in_child("error-null-options-compiler", null_options_compiler_child);
  hipc_destroy(NULL);
  pass("destroy-null");

  check_memory_compile();
  check_header_macro();
  check_determinism();
  check_threads();
  check_syntax_error();
  check_unknown_option();
  check_unknown_target();
  check_device_api();
  check_no_source();
  check_out_of_range();
  check_output_kinds();
  check_verbose();
  check_options_forms();
  check_header_lookup();
  check_buffers_by_length();
  check_buffers_stay_valid();
  check_missing_value();
  check_threads_errors();
  check_warnings();
  check_error_limit();
  check_version();
  check_option_table();
  result_free(&reference);
  /* The FAIL lines say what; the status only tells run.sh the program got
   * to the end (a crash is another status). */
  return failures ? 1 : 0;
}
