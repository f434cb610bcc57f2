// GNU __attribute__((packed)) on an enum, after the keyword or after the
// closing brace, makes it as small as its values allow: 1 byte for
// 0..255 or -1..100, 2 bytes for 300 (gcc and clang); hipc keeps 4.
enum __attribute__((packed)) small { S0, S1, S255 = 255 };
enum medium { M0, M300 = 300 } __attribute__((packed));
enum __attribute__((packed)) sneg { N = -1, P = 100 };
struct holder { char c; enum small s; };
__device__ int test(void) {
  if (sizeof(enum small) != 1) return 1;
  if (sizeof(enum medium) != 2) return 2;
  if (sizeof(enum sneg) != 1) return 3;
  if (sizeof(struct holder) != 2) return 4;
  enum sneg n = N;
  if (n != -1) return 5;
  return 0;
}
