// C17 6.7.2.1p11 and the System V ABI (also AMDGPU's): bit-fields of
// different declared types share storage units when they fit; an unnamed
// zero-width field moves to the next unit of its type.
struct a { char c : 4; int i : 4; };           /* both in byte 0 */
struct b { char c; int i : 24; };              /* i fits after c */
struct c { char c; int i : 25; };              /* does not: next int */
struct d { int x : 3; int : 0; int y : 3; };
struct e { char x : 3; char : 0; char y : 3; };
struct f { unsigned short s : 9; unsigned short t : 9; };
__device__ int test(void) {
  if (sizeof(struct a) != 4) return 1;
  if (sizeof(struct b) != 4) return 2;
  if (sizeof(struct c) != 8) return 3;
  if (sizeof(struct d) != 8) return 4;
  if (sizeof(struct e) != 2) return 5;
  if (sizeof(struct f) != 4) return 6;
  union { struct b s; unsigned char bytes[4]; } u = {0};
  u.s.i = 0x123456;
  if (u.bytes[1] != 0x56 || u.bytes[3] != 0x12) return 7;
  return 0;
}
