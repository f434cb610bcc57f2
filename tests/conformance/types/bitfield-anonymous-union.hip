// C11 6.7.2.1p13: an anonymous struct of bit-fields inside a union gives
// named bits over a whole byte (the register-description idiom).
union ctl {
  struct { unsigned char en : 1, mode : 3, : 2, irq : 1, busy : 1; };
  unsigned char all;
};
__device__ int test(void) {
  union ctl c;
  c.all = 0;
  c.en = 1;
  c.mode = 5;
  c.busy = 1;
  if (c.all != (1 | 5 << 1 | 1 << 7)) return 1;
  c.all = 0x40;
  if (c.irq != 1 || c.en != 0 || c.mode != 0) return 2;
  if (sizeof c != 1) return 3;
  return 0;
}
