// C17 6.8.6.4: return leaves the function from any depth of loops and
// switches.
static int find(int target) {
  for (int i = 0; i < 10; i++) {
    int j = 0;
    while (j < 10) {
      switch ((i * 10 + j) == target) {
      case 1:
        return i * 100 + j;
      default:
        break;
      }
      j++;
    }
  }
  return -1;
}
__device__ int test(void) {
  if (find(0) != 0) return 1;
  if (find(57) != 507) return 2;
  if (find(99) != 909) return 3;
  if (find(100) != -1) return 4;
  return 0;
}
