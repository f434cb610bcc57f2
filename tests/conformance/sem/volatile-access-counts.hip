// C17 5.1.2.3p2-6, 6.7.3p7: each access to a volatile object in the
// abstract machine happens, none is merged or dropped: repeated loads of
// a volatile struct member through a pointer see each store.
struct dev { volatile int status; volatile unsigned count; };
static void tick(struct dev *d) { d->count++; }
__device__ int test(void) {
  struct dev d = {0, 0};
  for (int i = 0; i < 10; i++) tick(&d);
  if (d.count != 10) return 1;
  volatile int v = 1;
  int a = v + v + v;
  if (a != 3) return 2;
  volatile unsigned char bytes[4] = {1, 2, 3, 4};
  unsigned sum = 0;
  for (int i = 0; i < 4; i++) sum += bytes[i];
  if (sum != 10) return 3;
  d.status = 5;
  d.status += 2;
  if (d.status != 7) return 4;
  return 0;
}
