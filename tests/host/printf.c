/* printf.c - device printf: run.sh checks what this prints.  Usage:
 * printf MODULE_DIR; prints the kernel's lines, then "host after". */
#include "../lib/check.h"

int main(int argc, char **argv) {
  if (argc > 1)
    module_dir = argv[1];
  hipModule_t m;
  hipFunction_t f;
  int n = 2 * 40;
  void *args[] = {&n};
  printf("host before\n");
  if (hipModuleLoad(&m, module_path("print.so")) != hipSuccess ||
      hipModuleGetFunction(&f, m, "hello") != hipSuccess ||
      hipModuleLaunchKernel(f, 2, 1, 1, 40, 1, 1, 0, NULL, args, NULL) != hipSuccess)
    return 1;
  printf("host after\n");
  return 0;
}
