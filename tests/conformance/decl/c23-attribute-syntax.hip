// C23 6.7.12 [[...]] attributes, which clang accepts in every C mode and
// gcc in gnu17: [[maybe_unused]], [[nodiscard]], [[deprecated]],
// [[fallthrough]] and the vendor form [[gnu::noinline]].
[[maybe_unused]] static int unused_fn(void) { return 0; }
[[nodiscard]] static int must(void) { return 3; }
[[gnu::noinline]] static int kept(void) { return 4; }
static int sw(int x) {
  switch (x) {
  case 0:
    x++;
    [[fallthrough]];
  case 1:
    return x + 10;
  }
  return 0;
}
__device__ int test(void) {
  [[maybe_unused]] int y = 2;
  if (must() != 3 || kept() != 4) return 1;
  if (sw(0) != 11 || sw(1) != 11) return 2;
  return 0;
}
