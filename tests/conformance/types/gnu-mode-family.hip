// GNU mode(M) beyond typedefs of int: on a struct member, on unsigned
// and char bases (the signedness stays, the size is the mode's), the
// floating modes SF and DF, and the target-word modes (word and pointer
// are 64 bits on every hipc target, byte is QI).
struct packed_regs { int lo __attribute__((mode(HI))); int hi __attribute__((mode(HI))); };
typedef unsigned int u8_t __attribute__((mode(QI)));
typedef char c32_t __attribute__((mode(SI)));
typedef float f64_t __attribute__((mode(DF)));
typedef double f32_t __attribute__((mode(SF)));
typedef int word_t __attribute__((mode(word)));
typedef unsigned uptr_t __attribute__((mode(pointer)));
typedef int byte_t __attribute__((mode(byte)));
__device__ int test(void) {
  if (sizeof(struct packed_regs) != 4) return 1;
  struct packed_regs r = {-1, 32767};
  if (r.lo != -1 || r.hi != 32767) return 2;
  u8_t u = 255;
  u++;
  if (u != 0 || sizeof(u8_t) != 1) return 3;
  c32_t c = -100000;
  if (sizeof c != 4 || c != -100000) return 4;
  if (sizeof(f64_t) != 8 || sizeof(f32_t) != 4) return 5;
  f64_t precise = 1.0 / 3.0;
  if (precise == (float)(1.0 / 3.0)) return 6;
  if (sizeof(word_t) != 8 || sizeof(uptr_t) != sizeof(void *) || sizeof(byte_t) != 1) return 7;
  word_t w = -1;
  if (w >= 0 || (uptr_t)-1 < 0xFFFFFFFFull) return 8;
  return 0;
}
