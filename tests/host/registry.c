/* registry.c - a host program as clang's HIP compilation makes it: the
 * fat binary in .hip_fatbin, its wrapper in .hipFatBinSegment, a
 * constructor that registers the kernels by their host stubs and the
 * device variables by their shadows, and stubs that launch through
 * hipLaunchKernel after __hipPopCallConfiguration, as <<<>>> compiles.
 * Build with -DFATBIN='"basic.hipfb"' -DEMPTY_FATBIN='"empty.hipfb"'.
 * Usage: registry [SUFFIX [TEST...]]. */
#include "../lib/check.h"

void **__hipRegisterFatBinary(const void *wrapper);
void __hipUnregisterFatBinary(void **handle);
void __hipRegisterFunction(void **handle, const void *host_function, char *device_function,
                           const char *device_name, int thread_limit, void *tid, void *bid,
                           void *block_dim, void *grid_dim, int *warp_size);
void __hipRegisterVar(void **handle, void *var, char *host_var, char *device_var, int ext,
                      size_t size, int constant, int global);

__asm__(".section .hip_fatbin,\"a\",@progbits\n"
        ".p2align 12\n"
        "test_fatbin:\n"
        ".incbin \"" FATBIN "\"\n"
        ".p2align 12\n"
        "test_empty_fatbin:\n"
        ".incbin \"" EMPTY_FATBIN "\"\n"
        ".previous\n");
extern const char test_fatbin[], test_empty_fatbin[];

typedef struct FatbinWrapper {
  uint32_t magic, version;
  const void *bundle;
  void *unused;
} FatbinWrapper;

__attribute__((section(".hipFatBinSegment"), aligned(8), used))
static const FatbinWrapper wrapper = {0x48495046, 1, test_fatbin, NULL};
__attribute__((section(".hipFatBinSegment"), aligned(8), used))
static const FatbinWrapper empty_wrapper = {0x48495046, 1, test_empty_fatbin, NULL};

/* The host shadows of the module's __device__ variables. */
static int counter;
static int table[16];

/* Host stubs: what clang emits for each __global__ function. */
#define STUB_PROLOGUE                                                          \
  dim3 grid, block;                                                            \
  size_t shared;                                                               \
  hipStream_t stream;                                                          \
  if (__hipPopCallConfiguration(&grid, &block, &shared, &stream) != hipSuccess) \
    return

static hipError_t stub_result;

void vadd(const float *a, const float *b, float *c, int n) {
  STUB_PROLOGUE;
  void *args[] = {&a, &b, &c, &n};
  stub_result = hipLaunchKernel((const void *)vadd, grid, block, args, shared, stream);
}

void count(void) {
  STUB_PROLOGUE;
  stub_result = hipLaunchKernel((const void *)count, grid, block, NULL, shared, stream);
}

void limited(void) {
  STUB_PROLOGUE;
  stub_result = hipLaunchKernel((const void *)limited, grid, block, NULL, shared, stream);
}

void ghost(void) {
  STUB_PROLOGUE;
  stub_result = hipLaunchKernel((const void *)ghost, grid, block, NULL, shared, stream);
}

void not_registered(void) {}

static void **handle, **empty_handle;

static void unregister(void) {
  __hipUnregisterFatBinary(handle);
  __hipUnregisterFatBinary(empty_handle);
}

__attribute__((constructor)) static void register_kernels(void) {
  handle = __hipRegisterFatBinary(&wrapper);
  __hipRegisterFunction(handle, (const void *)vadd, "vadd", "vadd", -1, NULL, NULL, NULL, NULL,
                        NULL);
  __hipRegisterFunction(handle, (const void *)count, "count", "count", -1, NULL, NULL, NULL,
                        NULL, NULL);
  __hipRegisterFunction(handle, (const void *)limited, "limited", "limited", -1, NULL, NULL,
                        NULL, NULL, NULL);
  __hipRegisterVar(handle, &counter, "counter", "counter", 0, sizeof counter, 0, 0);
  __hipRegisterVar(handle, table, "table", "table", 0, sizeof table, 0, 0);
  empty_handle = __hipRegisterFatBinary(&empty_wrapper);
  __hipRegisterFunction(empty_handle, (const void *)ghost, "ghost", "ghost", -1, NULL, NULL,
                        NULL, NULL, NULL);
  atexit(unregister);
}

static dim3 d3(uint32_t x, uint32_t y, uint32_t z) { return (dim3){x, y, z}; }

/* CHEVRONS(grid, block, vadd(a, b, c, n)) is vadd<<<grid, block>>>(a, b,
 * c, n) as clang lowers it; it gives the launch's result. */
#define CHEVRONS(grid, block, call)                                            \
  (__hipPushCallConfiguration(grid, block, 0, NULL) == hipSuccess              \
       ? ((call), stub_result)                                                 \
       : hipErrorInvalidConfiguration)

static const char *test_launch_by_stub(void) {
  enum { N = 1000 };
  float a[N], b[N], c[N], *da, *db, *dc;
  for (int i = 0; i < N; i++)
    a[i] = (float)i, b[i] = (float)(2 * i);
  TRY(hipMalloc((void **)&da, sizeof a));
  TRY(hipMalloc((void **)&db, sizeof b));
  TRY(hipMalloc((void **)&dc, sizeof c));
  TRY(hipMemcpy(da, a, sizeof a, hipMemcpyHostToDevice));
  TRY(hipMemcpy(db, b, sizeof b, hipMemcpyHostToDevice));
  int n = N;
  void *args[] = {&da, &db, &dc, &n};
  TRY(hipLaunchKernel((const void *)vadd, d3(4, 1, 1), d3(256, 1, 1), args, 0, NULL));
  TRY(hipMemcpy(c, dc, sizeof c, hipMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    EXPECT(c[i] == 3.0f * (float)i, "hipLaunchKernel: c[%d] = %g", i, c[i]);
  TRY(hipMemset(dc, 0, sizeof c));
  TRY(CHEVRONS(d3(8, 1, 1), d3(128, 1, 1), vadd(da, db, dc, N)));
  TRY(hipMemcpy(c, dc, sizeof c, hipMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    EXPECT(c[i] == 3.0f * (float)i, "<<<>>>: c[%d] = %g", i, c[i]);
  TRY(hipFree(da));
  TRY(hipFree(db));
  TRY(hipFree(dc));
  return NULL;
}

static const char *test_symbols(void) {
  int v = 100;
  TRY(hipMemcpyToSymbol(&counter, &v, sizeof v, 0, hipMemcpyHostToDevice));
  TRY(CHEVRONS(d3(3, 1, 1), d3(10, 1, 1), count()));
  TRY(hipMemcpyFromSymbol(&v, &counter, sizeof v, 0, hipMemcpyDeviceToHost));
  EXPECT(v == 130, "counter %d after 30 increments from 100", v);
  EXPECT(counter == 0, "the host shadow changed: %d", counter);
  size_t size;
  int *p;
  TRY(hipGetSymbolSize(&size, table));
  EXPECT(size == sizeof table, "table: %zu bytes", size);
  TRY(hipGetSymbolAddress((void **)&p, table));
  EXPECT(p[15] == 16, "table[15] through its address: %d", p[15]);
  int two[2] = {-4, -5}, t[16];
  TRY(hipMemcpyToSymbol(table, two, sizeof two, 4 * sizeof(int), hipMemcpyHostToDevice));
  TRY(hipMemcpyFromSymbol(t, table, sizeof t, 0, hipMemcpyDeviceToHost));
  for (int i = 0; i < 16; i++)
    EXPECT(t[i] == (i == 4 ? -4 : i == 5 ? -5 : i + 1), "table[%d] = %d", i, t[i]);
  EXPECT_ERROR(hipMemcpyToSymbol(table, two, sizeof two, 15 * sizeof(int), hipMemcpyHostToDevice),
               hipErrorInvalidValue);
  static int unknown;
  EXPECT_ERROR(hipMemcpyToSymbol(&unknown, &v, sizeof v, 0, hipMemcpyHostToDevice),
               hipErrorInvalidSymbol);
  return NULL;
}

static const char *test_registry_errors(void) {
  EXPECT_ERROR(hipLaunchKernel((const void *)not_registered, d3(1, 1, 1), d3(1, 1, 1),
                               NULL, 0, NULL),
               hipErrorInvalidDeviceFunction);
  /* Its fat binary has no host module: HIP's word for that. */
  EXPECT_ERROR(CHEVRONS(d3(1, 1, 1), d3(1, 1, 1), ghost()), hipErrorNoBinaryForGpu);
  EXPECT_ERROR(CHEVRONS(d3(1, 1, 1), d3(129, 1, 1), limited()), hipErrorInvalidConfiguration);
  TRY(CHEVRONS(d3(1, 1, 1), d3(128, 1, 1), limited()));
  dim3 g, b;
  size_t shared;
  hipStream_t s;
  EXPECT_ERROR(__hipPopCallConfiguration(&g, &b, &shared, &s), hipErrorMissingConfiguration);
  /* Configurations nest: the last pushed is popped first. */
  TRY(__hipPushCallConfiguration(d3(1, 2, 3), d3(4, 5, 6), 7, NULL));
  TRY(__hipPushCallConfiguration(d3(8, 9, 10), d3(11, 12, 13), 14, NULL));
  TRY(__hipPopCallConfiguration(&g, &b, &shared, &s));
  EXPECT(g.x == 8 && b.z == 13 && shared == 14, "popped %u %u %zu", g.x, b.z, shared);
  TRY(__hipPopCallConfiguration(&g, &b, &shared, &s));
  EXPECT(g.z == 3 && b.y == 5 && shared == 7, "popped %u %u %zu", g.z, b.y, shared);
  hipFuncAttributes attr;
  TRY(hipFuncGetAttributes(&attr, (const void *)limited));
  EXPECT(attr.maxThreadsPerBlock == 128, "limited: %d threads", attr.maxThreadsPerBlock);
  int grid, block;
  TRY(hipOccupancyMaxPotentialBlockSize(&grid, &block, (const void *)limited, 0, 0));
  EXPECT(block == 128 && grid >= 1, "potential block %d, grid %d", block, grid);
  return NULL;
}

/* A fat binary registered and unregistered again forgets its kernels. */
static const char *test_unregister(void) {
  void **h = __hipRegisterFatBinary(&wrapper);
  __hipRegisterFunction(h, (const void *)not_registered, "count", "count", -1, NULL, NULL, NULL,
                        NULL, NULL);
  TRY(hipLaunchKernel((const void *)not_registered, d3(1, 1, 1), d3(1, 1, 1), NULL, 0,
                      NULL));
  __hipUnregisterFatBinary(h);
  EXPECT_ERROR(hipLaunchKernel((const void *)not_registered, d3(1, 1, 1), d3(1, 1, 1),
                               NULL, 0, NULL),
               hipErrorInvalidDeviceFunction);
  TRY(CHEVRONS(d3(1, 1, 1), d3(1, 1, 1), count()));
  return NULL;
}

static const Test tests[] = {
    {"launch-by-stub", test_launch_by_stub},
    {"symbols", test_symbols},
    {"registry-errors", test_registry_errors},
    {"unregister", test_unregister},
};

int main(int argc, char **argv) {
  if (argc > 1)
    name_suffix = argv[1];
  return run_tests(tests, sizeof tests / sizeof tests[0], argc, argv, 2);
}
