// C17 6.7.2.2p3: an enumerator without = is one more than the previous
// (0 for the first); explicit values may be negative, repeat, and use
// earlier enumerators.
enum color { RED, GREEN, BLUE };
enum mixed { A = -3, B, C, D = 10, E, F = B, G };
enum { H = 1 << 4, I = H * 2, J = I | H, K = 'k' };
static int check(void) {
  if (RED != 0 || GREEN != 1 || BLUE != 2) return 1;
  if (A != -3 || B != -2 || C != -1) return 2;
  if (D != 10 || E != 11) return 3;
  if (F != -2 || G != -1) return 4;              /* repeats are fine */
  if (H != 16 || I != 32 || J != 48 || K != 107) return 5;
  enum color c = BLUE;
  c = c - 1;
  if (c != GREEN) return 6;
  return 0;
}
__device__ int test(void) { return check(); }
