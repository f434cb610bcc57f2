// Kernels for clang-22 without HIP's headers (-nogpuinc): the reference code
// objects and bundles of run.sh.  Between them they give the metadata note
// pointer, scalar and hidden arguments, LDS and more than one kernel.
extern "C" __attribute__((global)) void k(int *p) { *p = 1; }

extern "C" __attribute__((global)) void mixed(char c, int *p, double d,
                                              short s, float *q) {
  p[0] = c + s;
  q[0] = (float)d;
}

// Reading the workgroup size brings in the hidden kernel arguments.
extern "C" __attribute__((global)) void hidden(int *p) {
  __attribute__((shared)) int tile[64];
  tile[__builtin_amdgcn_workitem_id_x()] = __builtin_amdgcn_workgroup_size_x();
  __builtin_amdgcn_s_barrier();
  p[__builtin_amdgcn_workitem_id_x()] = tile[0];
}
