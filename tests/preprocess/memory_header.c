// ARGS: -I inc --memory-header util.h=mem/util.h --memory-header leaf.h=mem/leaf.h --memory-system-header hip/hip_runtime.h=mem/hip_runtime.h --memory-system-header hip/detail.h=mem/detail.h
/* Headers that exist only in memory (pp_add_memory_header): found before
 * the disk (leaf.h is also in inc/), "..." beside an in-memory includer
 * looks in memory, system ones are marked as such. */
#include "util.h"
#include <leaf.h>
#include "leaf.h"
#include <hip/hip_runtime.h>
#include <hip/hip_runtime.h>
#if __has_include(<hip/detail.h>) && !__has_include(<detail.h>)
ok_has_include
#endif
