// C17 6.2.4p3, 6.7.9p10: static aggregates (file scope and block scope)
// keep modifications between calls; partially initialized ones have the
// rest zero.
static int table[8] = {1, 2};
static struct { int hits; char last; } stats;
static int record(int k) {
  static int history[4];
  static int n;
  history[n++ % 4] = k;
  table[k % 8] += k;
  stats.hits++;
  stats.last = (char)('a' + k);
  return history[0] + history[1] + history[2] + history[3];
}
__device__ int test(void) {
  if (table[2] != 0 || table[1] != 2 || stats.hits != 0) return 1;
  record(1); record(2); record(3);
  if (record(4) != 10) return 2;
  if (record(5) != 14) return 3;               /* 5 replaced 1 */
  if (table[1] != 3 || table[5] != 5 || stats.hits != 5 || stats.last != 'f') return 4;
  return 0;
}
