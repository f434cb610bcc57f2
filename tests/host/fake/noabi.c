/* noabi.c - an ordinary shared object, not a host module: refused. */
int not_a_kernel(int x) { return x + 1; }
