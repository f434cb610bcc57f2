// C17 6.2.4p3, 6.7.9p10: file-scope objects have static storage duration;
// without an initialiser they are zero (arithmetic 0, null pointers,
// recursively for aggregates).  With -fdevice-default they are device
// variables.
int counter;
double ratio;
int *ptr;
int table[4];
struct { int a; float b; int *c; } rec;
static int internal = 7;
__device__ int dev = 3;
static void bump(void) { counter++; }
__device__ int test(void) {
  if (counter != 0 || ratio != 0.0 || ptr != 0) return 1;
  for (int i = 0; i < 4; i++)
    if (table[i] != 0) return 2;
  if (rec.a != 0 || rec.b != 0.0f || rec.c != 0) return 3;
  bump();
  bump();
  if (counter != 2) return 4;
  ptr = &internal;
  if (*ptr + dev != 10) return 5;
  return 0;
}
