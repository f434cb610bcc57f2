// C17 6.7.9p14: static char arrays from string literals: exact, shorter
// (zero-filled), unknown size; a global pointer to a literal.
#include <string.h>
__device__ char greet[] = "hello";
__device__ char padded[10] = "ab";
__device__ char exact[3] = "xyz";
__constant__ char cmsg[] = "const";
__device__ const char *pmsg = "ptr" "cat";
__device__ char rows[2][4] = {"ab", "cde"};
static int check(void) {
  if (sizeof greet != 6 || strcmp(greet, "hello") != 0) return 1;
  if (sizeof padded != 10 || padded[1] != 'b' || padded[9] != 0) return 2;
  if (exact[2] != 'z') return 3;
  if (sizeof cmsg != 6 || cmsg[4] != 't') return 4;
  if (strcmp(pmsg, "ptrcat") != 0) return 5;
  if (strcmp(rows[1], "cde") != 0 || rows[0][3] != 0) return 6;
  greet[0] = 'j';
  if (strcmp(greet, "jello") != 0) return 7;
  return 0;
}
__device__ int test(void) { return check(); }
