/* llvm_stubs.c - what the statically linked hipc needs in place of LLVM
 * pieces it never runs.
 *
 * The hipc command links LLVM statically (a shared libLLVM costs ~10 ms of
 * start-up per compile, most of a small kernel's budget) with only the
 * AMDGPU and X86 (--offload-arch=host) targets.  lld's ELF driver references LTO, which references every
 * target's initialisers and the Polly plugin; those run only when lld is
 * given LLVM bitcode, which hipc never gives it.  Empty definitions stand
 * in for them.  libhipc.so keeps linking the shared libLLVM and does not
 * use this file. */
#include <stdint.h>

#define TARGET(t)                                                             \
  void LLVMInitialize##t##TargetInfo(void) {}                                 \
  void LLVMInitialize##t##Target(void) {}                                     \
  void LLVMInitialize##t##TargetMC(void) {}                                   \
  void LLVMInitialize##t##AsmPrinter(void) {}                                 \
  void LLVMInitialize##t##AsmParser(void) {}                                  \
  void LLVMInitialize##t##Disassembler(void) {}                               \
  void LLVMInitialize##t##TargetMCA(void) {}

TARGET(AArch64) TARGET(ARM) TARGET(AVR) TARGET(BPF) TARGET(Hexagon)
TARGET(Lanai) TARGET(LoongArch) TARGET(Mips) TARGET(MSP430) TARGET(NVPTX)
TARGET(PowerPC) TARGET(RISCV) TARGET(Sparc) TARGET(SPIRV) TARGET(SystemZ)
TARGET(VE) TARGET(WebAssembly) TARGET(XCore) TARGET(M68k)
TARGET(Xtensa)

/* llvm::PassPluginLibraryInfo getPollyPluginInfo(): a 32-byte aggregate,
 * returned in memory in both the C and the C++ x86-64 ABI. */
typedef struct PluginInfo {
  uint32_t api_version;
  const char *name;
  const char *version;
  void (*register_callbacks)(void *pass_builder);
} PluginInfo;

PluginInfo hipc_no_polly(void) __asm__("_Z18getPollyPluginInfov");
PluginInfo hipc_no_polly(void) {
  PluginInfo info = {1, "none", "0", 0};
  return info;
}
