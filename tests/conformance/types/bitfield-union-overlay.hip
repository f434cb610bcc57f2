// C17 6.7.2.1p11, 6.5.2.3: a union of a bit-field struct and an integer
// shows where each field sits (low bits first on little-endian ABIs).
union reg {
  struct { unsigned lo : 4, mid : 8, hi : 20; } f;
  unsigned raw;
};
union flags { struct { unsigned char a : 1, b : 1, c : 6; }; unsigned char byte; };
__device__ int test(void) {
  union reg r;
  r.raw = 0;
  r.f.lo = 0xA;
  r.f.mid = 0xBC;
  r.f.hi = 0x12345;
  if (r.raw != 0x12345BCAu) return 1;
  r.raw = 0xFFFFFFFFu;
  r.f.mid = 0;
  if (r.raw != 0xFFFFF00Fu) return 2;
  if (sizeof(union reg) != 4) return 3;
  union flags fl;
  fl.byte = 0;
  fl.b = 1;
  fl.c = 63;
  if (fl.byte != 0xFE) return 4;
  if (sizeof fl != 1) return 5;
  return 0;
}
