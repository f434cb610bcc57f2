/* compiled.c - kernels that hipc compiled from tests/host/k for
 * --offload-arch=host, loaded as bundles (k-NAME.hipfb) or raw shared
 * objects (k-NAME.so) and checked against plain C.  Usage:
 *   compiled MODULE_DIR EXT [SUFFIX [TEST...]]
 *   compiled MODULE_DIR EXT --hello   (prints, for run.sh to check) */
#include "../lib/check.h"

static const char *ext = "so";
static int warp_size;

static const char *load(const char *name, hipModule_t *m) {
  char file[256];
  snprintf(file, sizeof file, "k-%s.%s", name, ext);
  TRY(hipModuleLoad(m, module_path(file)));
  return NULL;
}

#define LOAD(name, m)                                                          \
  do {                                                                         \
    const char *w_ = load(name, m);                                            \
    if (w_)                                                                    \
      return w_;                                                               \
  } while (0)

static const char *test_vadd(void) {
  hipModule_t m;
  hipFunction_t f;
  LOAD("basic", &m);
  TRY(hipModuleGetFunction(&f, m, "vadd"));
  enum { N = 5000 };
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = (float)(rng() % 1000) / 8, b[i] = (float)(rng() % 1000) / 16;
  float *da, *db, *dc;
  TRY(hipMalloc((void **)&da, sizeof a));
  TRY(hipMalloc((void **)&db, sizeof b));
  TRY(hipMalloc((void **)&dc, sizeof c));
  TRY(hipMemcpy(da, a, sizeof a, hipMemcpyHostToDevice));
  TRY(hipMemcpy(db, b, sizeof b, hipMemcpyHostToDevice));
  int n = N;
  void *args[] = {&da, &db, &dc, &n};
  TRY(hipModuleLaunchKernel(f, (N + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(c, dc, sizeof c, hipMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    EXPECT(c[i] == a[i] + b[i], "c[%d] = %g, not %g", i, c[i], a[i] + b[i]);
  /* The same through the packed buffer, laid out as the info record says. */
  struct {
    float *a, *b, *c;
    int n, pad;
  } buf = {da, db, dc, N, 0};
  size_t size = sizeof buf;
  void *cfg[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &buf, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                 HIP_LAUNCH_PARAM_END};
  TRY(hipMemset(dc, 0, sizeof c));
  TRY(hipModuleLaunchKernel(f, (N + 127) / 128, 1, 1, 128, 1, 1, 0, NULL, NULL, cfg));
  TRY(hipMemcpy(c, dc, sizeof c, hipMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    EXPECT(c[i] == a[i] + b[i], "extra: c[%d] = %g, not %g", i, c[i], a[i] + b[i]);
  TRY(hipFree(da));
  TRY(hipFree(db));
  TRY(hipFree(dc));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const char *test_reduce(void) {
  hipModule_t m;
  hipFunction_t f;
  LOAD("basic", &m);
  TRY(hipModuleGetFunction(&f, m, "reduce"));
  enum { N = 100000, B = 256, G = (N + 2 * B - 1) / (2 * B) };
  static int in[N], out[G];
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 201) - 100;
  int *din, *dout, n = N;
  TRY(hipMalloc((void **)&din, sizeof in));
  TRY(hipMalloc((void **)&dout, sizeof out));
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  void *args[] = {&din, &dout, &n};
  TRY(hipModuleLaunchKernel(f, G, 1, 1, B, 1, 1, B * sizeof(int), NULL, args, NULL));
  TRY(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
  for (int b = 0; b < G; b++) {
    int want = 0;
    for (int i = b * 2 * B; i < (b + 1) * 2 * B && i < N; i++)
      want += in[i];
    EXPECT(out[b] == want, "block %d: %d, not %d", b, out[b], want);
  }
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipModuleUnload(m));
  return NULL;
}

/* Small integers keep every product and sum exact, whatever the order. */
static const char *test_matmul(void) {
  hipModule_t m;
  hipFunction_t f;
  LOAD("basic", &m);
  TRY(hipModuleGetFunction(&f, m, "matmul"));
  enum { N = 70 };
  static float a[N * N], b[N * N], c[N * N];
  for (int i = 0; i < N * N; i++)
    a[i] = (float)(rng() % 8), b[i] = (float)(rng() % 8);
  float *da, *db, *dc;
  int n = N;
  TRY(hipMalloc((void **)&da, sizeof a));
  TRY(hipMalloc((void **)&db, sizeof b));
  TRY(hipMalloc((void **)&dc, sizeof c));
  TRY(hipMemcpy(da, a, sizeof a, hipMemcpyHostToDevice));
  TRY(hipMemcpy(db, b, sizeof b, hipMemcpyHostToDevice));
  void *args[] = {&da, &db, &dc, &n};
  TRY(hipModuleLaunchKernel(f, (N + 15) / 16, (N + 15) / 16, 1, 16, 16, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(c, dc, sizeof c, hipMemcpyDeviceToHost));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      float want = 0;
      for (int k = 0; k < N; k++)
        want += a[i * N + k] * b[k * N + j];
      EXPECT(c[i * N + j] == want, "C[%d][%d] = %g, not %g", i, j, c[i * N + j], want);
    }
  TRY(hipFree(da));
  TRY(hipFree(db));
  TRY(hipFree(dc));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const char *test_variables(void) {
  hipModule_t m;
  hipFunction_t count, poly;
  LOAD("basic", &m);
  TRY(hipModuleGetFunction(&count, m, "count"));
  TRY(hipModuleGetFunction(&poly, m, "poly"));
  hipDeviceptr_t pc, pk;
  size_t size;
  TRY(hipModuleGetGlobal(&pc, &size, m, "counter"));
  EXPECT(size == 4, "counter: %zu bytes", size);
  int v = 0, times = 3;
  TRY(hipMemcpyHtoD(pc, &v, sizeof v));
  void *cargs[] = {&times};
  TRY(hipModuleLaunchKernel(count, 7, 1, 1, 33, 1, 1, 0, NULL, cargs, NULL));
  TRY(hipMemcpyDtoH(&v, pc, sizeof v));
  EXPECT(v == 7 * 33 * 3, "counter %d", v);
  TRY(hipModuleGetGlobal(&pk, &size, m, "coeffs"));
  EXPECT(size == 16, "coeffs: %zu bytes", size);
  float k[4] = {1, 2, 3, 4}, x[100], y[100], *dx, *dy;
  TRY(hipMemcpyHtoD(pk, k, sizeof k));
  for (int i = 0; i < 100; i++)
    x[i] = (float)(i % 9) - 4;
  TRY(hipMalloc((void **)&dx, sizeof x));
  TRY(hipMalloc((void **)&dy, sizeof y));
  TRY(hipMemcpy(dx, x, sizeof x, hipMemcpyHostToDevice));
  int n = 100;
  void *pargs[] = {&dx, &dy, &n};
  TRY(hipModuleLaunchKernel(poly, 4, 1, 1, 32, 1, 1, 0, NULL, pargs, NULL));
  TRY(hipMemcpy(y, dy, sizeof y, hipMemcpyDeviceToHost));
  for (int i = 0; i < 100; i++) {
    float want = 1 + 2 * x[i] + 3 * x[i] * x[i] + 4 * x[i] * x[i] * x[i];
    EXPECT(y[i] == want, "poly(%g) = %g, not %g", x[i], y[i], want);
  }
  TRY(hipFree(dx));
  TRY(hipFree(dy));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const char *test_bounds_and_names(void) {
  hipModule_t m;
  hipFunction_t bounded, scale;
  LOAD("basic", &m);
  TRY(hipModuleGetFunction(&bounded, m, "bounded"));
  int *d;
  TRY(hipMalloc((void **)&d, 256 * sizeof(int)));
  void *args[] = {&d};
  TRY(hipModuleLaunchKernel(bounded, 2, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
  EXPECT_ERROR(hipModuleLaunchKernel(bounded, 1, 1, 1, 129, 1, 1, 0, NULL, args, NULL),
               hipErrorInvalidConfiguration);
  EXPECT_ERROR(hipModuleGetFunction(&scale, m, "scale"), hipErrorNotFound);
  TRY(hipModuleGetFunction(&scale, m, "_Z5scalePffi"));
  float x[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, *dx, k = 0.5f;
  int n = 10;
  TRY(hipMalloc((void **)&dx, sizeof x));
  TRY(hipMemcpy(dx, x, sizeof x, hipMemcpyHostToDevice));
  void *sargs[] = {&dx, &k, &n};
  TRY(hipModuleLaunchKernel(scale, 1, 1, 1, 64, 1, 1, 0, NULL, sargs, NULL));
  TRY(hipMemcpy(x, dx, sizeof x, hipMemcpyDeviceToHost));
  for (int i = 0; i < 10; i++)
    EXPECT(x[i] == (float)(i + 1) / 2, "x[%d] = %g", i, x[i]);
  TRY(hipFree(d));
  TRY(hipFree(dx));
  TRY(hipModuleUnload(m));
  return NULL;
}

static const char *test_warp(void) {
  hipModule_t m;
  hipFunction_t scan, vote;
  LOAD("warp", &m);
  TRY(hipModuleGetFunction(&scan, m, "warp_scan"));
  TRY(hipModuleGetFunction(&vote, m, "warp_vote"));
  enum { N = 512 };
  int in[N], out[N], sum[N], *din, *dout, *dsum;
  unsigned long long ballot[N], *dballot;
  for (int i = 0; i < N; i++)
    in[i] = (int)(rng() % 21) - 10;
  TRY(hipMalloc((void **)&din, sizeof in));
  TRY(hipMalloc((void **)&dout, sizeof out));
  TRY(hipMalloc((void **)&dsum, sizeof sum));
  TRY(hipMalloc((void **)&dballot, sizeof ballot));
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  void *args[] = {&din, &dout};
  TRY(hipModuleLaunchKernel(scan, N / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
  TRY(hipMemcpy(out, dout, sizeof out, hipMemcpyDeviceToHost));
  for (int i = 0, s = 0; i < N; i++) {
    s = (i % warp_size ? s : 0) + in[i];
    EXPECT(out[i] == s, "scan: out[%d] = %d, not %d", i, out[i], s);
  }
  void *vargs[] = {&din, &dsum, &dballot};
  TRY(hipModuleLaunchKernel(vote, N / 128, 1, 1, 128, 1, 1, 0, NULL, vargs, NULL));
  TRY(hipMemcpy(sum, dsum, sizeof sum, hipMemcpyDeviceToHost));
  TRY(hipMemcpy(ballot, dballot, sizeof ballot, hipMemcpyDeviceToHost));
  for (int w = 0; w < N; w += warp_size) {
    int s = 0;
    unsigned long long b = 0;
    for (int l = 0; l < warp_size; l++) {
      s += in[w + l];
      b |= (unsigned long long)(in[w + l] > 0) << l;
    }
    for (int l = 0; l < warp_size; l++) {
      EXPECT(sum[w + l] == s, "warp sum at %d: %d, not %d", w + l, sum[w + l], s);
      EXPECT(ballot[w + l] == b, "ballot at %d: %llx, not %llx", w + l, ballot[w + l], b);
    }
  }
  TRY(hipFree(din));
  TRY(hipFree(dout));
  TRY(hipFree(dsum));
  TRY(hipFree(dballot));
  TRY(hipModuleUnload(m));
  return NULL;
}

/* assert() in a kernel: the launch fails, the process goes on. */
static const char *test_assert(void) {
  hipModule_t m;
  hipFunction_t f;
  LOAD("print", &m);
  TRY(hipModuleGetFunction(&f, m, "check_positive"));
  int in[128], *din;
  for (int i = 0; i < 128; i++)
    in[i] = i == 77 ? -1 : i + 1;
  TRY(hipMalloc((void **)&din, sizeof in));
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  void *args[] = {&din};
  EXPECT_ERROR(hipModuleLaunchKernel(f, 2, 1, 1, 64, 1, 1, 0, NULL, args, NULL),
               hipErrorLaunchFailure);
  EXPECT_ERROR(hipDeviceSynchronize(), hipErrorLaunchFailure);
  in[77] = 1;
  TRY(hipMemcpy(din, in, sizeof in, hipMemcpyHostToDevice));
  TRY(hipModuleLaunchKernel(f, 2, 1, 1, 64, 1, 1, 0, NULL, args, NULL));
  (void)hipGetLastError();
  TRY(hipFree(din));
  TRY(hipModuleUnload(m));
  return NULL;
}

/* Code for a GPU only, raw or bundled: a real image, for another device. */
static const char *test_gpu_only(void) {
  hipModule_t m;
  EXPECT_ERROR(hipModuleLoad(&m, module_path("k-gpu.hsaco")), hipErrorNoBinaryForGpu);
  EXPECT_ERROR(hipModuleLoad(&m, module_path("k-gpu.hipfb")), hipErrorNoBinaryForGpu);
  size_t size;
  void *image = read_file(module_path("k-gpu.hipfb"), &size);
  EXPECT(image, "cannot read k-gpu.hipfb");
  hipError_t e = hipModuleLoadData(&m, image);
  free(image);
  EXPECT(e == hipErrorNoBinaryForGpu, "hipModuleLoadData: %s", hipGetErrorName(e));
  return NULL;
}

static const Test tests[] = {
    {"vadd", test_vadd},
    {"reduce", test_reduce},
    {"matmul", test_matmul},
    {"variables", test_variables},
    {"bounds-names", test_bounds_and_names},
    {"warp", test_warp},
    {"assert", test_assert},
    {"gpu-only", test_gpu_only},
};

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: compiled MODULE_DIR EXT [SUFFIX [TEST...]]\n");
    return 2;
  }
  module_dir = argv[1];
  ext = argv[2];
  if (hipDeviceGetAttribute(&warp_size, hipDeviceAttributeWarpSize, 0) != hipSuccess)
    return 1;
  if (argc > 3 && strcmp(argv[3], "--hello") == 0) {
    hipModule_t m;
    hipFunction_t f;
    int tag = 7;
    void *args[] = {&tag};
    const char *w = load("print", &m);
    if (w || hipModuleGetFunction(&f, m, "hello") != hipSuccess ||
        hipModuleLaunchKernel(f, 3, 1, 1, 5, 1, 1, 0, NULL, args, NULL) != hipSuccess)
      return 1;
    printf("host after\n");
    return 0;
  }
  if (argc > 3)
    name_suffix = argv[3];
  return run_tests(tests, sizeof tests / sizeof tests[0], argc, argv, 4);
}
