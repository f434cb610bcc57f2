// Device printf with -mprintf-kind=buffered (run.sh passes it to both
// compilers): each call reserves a record in the runtime's printf buffer
// and writes the format's hash and the arguments there; the formats go
// into the code object's amdhsa.printf, which compare.py checks.  The
// kernels are hostcall.hip's.  clang's __printf_alloc comes from ROCm's
// device library, which Debian's (ROCm 5.2) lacks: the prelude below is
// that function, as ockl defines it (implicit argument 72, the buffer's
// offset and size words, the records from byte 8), returning the global
// pointer clang's call expects.
#ifndef __HIPC__
#include <hip/hip_runtime.h>
typedef __attribute__((address_space(1))) char global_char;
typedef __attribute__((address_space(1))) unsigned int global_uint;
extern "C" __device__ global_char *__printf_alloc(unsigned int bytes) {
  global_char *buf = (global_char *)((__SIZE_TYPE__ *)__builtin_amdgcn_implicitarg_ptr())[9];
  unsigned int size = ((global_uint *)buf)[1];
  unsigned int off = __hip_atomic_load((global_uint *)buf, __ATOMIC_RELAXED,
                                       __HIP_MEMORY_SCOPE_AGENT);
  for (;;) {
    if (8 + off + bytes > size)
      return 0;
    if (__hip_atomic_compare_exchange_strong((global_uint *)buf, &off, off + bytes,
                                             __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                             __HIP_MEMORY_SCOPE_AGENT))
      return buf + 8 + off;
  }
}
#endif
#include "hostcall.hip"
