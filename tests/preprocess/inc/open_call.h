#define G(a, b) a + b
G(1,
