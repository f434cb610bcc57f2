/* stdlib.h (api) - the headers of stdlib/, embedded in the library by
 * scripts/embed.sh so hipc finds <hip/hip_runtime.h> from any directory. */
#ifndef HIPC_API_STDLIB_H
#define HIPC_API_STDLIB_H

#include <stddef.h>

typedef struct EmbeddedHeader {
  const char *name; /* path below stdlib/, e.g. "hip/hip_runtime.h" */
  const char *text;
  size_t size;
} EmbeddedHeader;

/* Ends with an entry whose name is NULL. */
extern const EmbeddedHeader hipc_embedded_headers[];

#endif
