/* Included three times by pragma-once.hip: read once. */
#pragma once
#ifdef ONCE_COUNT
#undef ONCE_COUNT
#define ONCE_COUNT 2
#else
#define ONCE_COUNT 1
#endif
