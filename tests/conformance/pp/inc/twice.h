/* Included twice by pragma-once.hip: no #pragma once, read twice. */
#ifdef TWICE_COUNT
#undef TWICE_COUNT
#define TWICE_COUNT 2
#else
#define TWICE_COUNT 1
#endif
