// #pragma pack(N), pack(push[, N]), pack(pop) and pack(): members of
// structs defined under it are aligned to at most N bytes (Csmith's
// programs rely on it: seed 411 read a packed struct through a union).
#include <stddef.h>
struct natural { char c; int i; short s; };
#pragma pack(push)
#pragma pack(1)
struct one { char c; int i; short s; long long l; };
union view { struct one s; unsigned u; };
#pragma pack(push, 2)
struct two { char c; int i; long long l; };
#pragma pack(pop)
struct one_again { char c; short s; };
#pragma pack(pop)
struct natural_again { char c; int i; };
#pragma pack(4)
struct four { char c; double d; short s; };
#pragma pack()
struct after_reset { char c; double d; };
#pragma pack(1)
struct bits { unsigned a : 3; unsigned b : 7; unsigned char c; };
#pragma pack()

static int check(void) {
  if (sizeof(struct natural) != 12) return 1;
  if (sizeof(struct one) != 15 || offsetof(struct one, i) != 1 || offsetof(struct one, l) != 7) return 2;
  if (_Alignof(struct one) != 1) return 3;
  if (sizeof(struct two) != 14 || offsetof(struct two, i) != 2 || offsetof(struct two, l) != 6) return 4;
  if (sizeof(struct one_again) != 3) return 5;
  if (sizeof(struct natural_again) != 8) return 6;
  if (sizeof(struct four) != 16 || offsetof(struct four, d) != 4 || _Alignof(struct four) != 4) return 7;
  if (sizeof(struct after_reset) != 16) return 8;
  if (sizeof(struct bits) != 3 || offsetof(struct bits, c) != 2) return 9;
  union view v = {{0x11, 0x55443322, 0x7766, 0}};
  if (v.u != 0x44332211u) return 10;       /* c then the low bytes of i */
  struct one o = v.s;
  o.i += 1;
  if (o.i != 0x55443323 || o.s != 0x7766) return 11;
  struct bits b = {5, 100, 7};
  if (b.a != 5 || b.b != 100 || b.c != 7) return 12;
  return 0;
}
__device__ int test(void) { return check(); }
