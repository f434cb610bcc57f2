// GNU __attribute__((packed)) on a struct, written after the keyword,
// after the closing brace, and in a typedef; each drops the padding.
struct __attribute__((packed)) a { char c; int i; };
struct b { char c; int i; } __attribute__((packed));
typedef struct { char c; short s; int i; } __attribute__((__packed__)) c_t;
struct d { char c; struct b in; };
__device__ int test(void) {
  if (sizeof(struct a) != 5 || sizeof(struct b) != 5) return 1;
  if (sizeof(c_t) != 7 || _Alignof(c_t) != 1) return 2;
  if (sizeof(struct d) != 6) return 3;
  struct b x = {'x', 0x01020304};
  unsigned char *p = (unsigned char *)&x;
  if (p[1] != 4 || p[4] != 1) return 4;
  return 0;
}
