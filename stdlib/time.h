/* <time.h> for device code (C17 7.27): the processor clock only.
 * clock() is HIP's device clock, the shader cycle counter (s_memtime on
 * gfx9, the SHADER_CYCLES counter on gfx11, the TSC on the host target),
 * as clock64 counts it; CLOCKS_PER_SEC is POSIX's, which that counter
 * does not keep (HIP's clocks are read against hipDeviceAttributeClockRate).
 * Calendar time has no device form: a use is an error saying so. */
#pragma once
#include <stddef.h>

typedef long clock_t;
typedef long time_t;
struct timespec { time_t tv_sec; long tv_nsec; };
struct tm { int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst; };
#define CLOCKS_PER_SEC ((clock_t)1000000)

static __inline__ __attribute__((device, always_inline)) clock_t clock(void) {
  return (clock_t)__builtin_readcyclecounter();
}

#define __HIPC_NO_CALENDAR __attribute__((unavailable("device code has no calendar time")))
time_t time(time_t *) __HIPC_NO_CALENDAR;
double difftime(time_t, time_t) __HIPC_NO_CALENDAR;
time_t mktime(struct tm *) __HIPC_NO_CALENDAR;
int timespec_get(struct timespec *, int) __HIPC_NO_CALENDAR;
char *asctime(const struct tm *) __HIPC_NO_CALENDAR;
char *ctime(const time_t *) __HIPC_NO_CALENDAR;
struct tm *gmtime(const time_t *) __HIPC_NO_CALENDAR;
struct tm *localtime(const time_t *) __HIPC_NO_CALENDAR;
size_t strftime(char *, size_t, const char *, const struct tm *) __HIPC_NO_CALENDAR;
#undef __HIPC_NO_CALENDAR
