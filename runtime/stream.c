/* stream.c - streams, events and device-wide synchronisation.
 *
 * Every operation runs to completion before its API call returns, so a
 * stream is an ordering that always holds already.  What a stream still
 * carries is HIP's way of reporting a kernel's failure: the launch that
 * trapped returns hipErrorLaunchFailure, and because a program that uses
 * <<<>>> never sees that return value, the stream keeps the error for its
 * next hipStreamSynchronize or hipDeviceSynchronize, where CUDA and HIP
 * programs look for asynchronous errors.  Events hold the wall-clock time
 * of their hipEventRecord, which is when all earlier work had finished. */
#include "runtime.h"

#include <stdlib.h>
#include <time.h>

struct ihipEvent_t {
  uint32_t magic;
  unsigned flags;
  bool recorded;
  uint64_t ns; /* CLOCK_MONOTONIC at hipEventRecord */
};

/* The null stream, for NULL and hipStreamPerThread alike; rt->lock guards
 * its pending error as it does the created streams'. */
static Stream null_stream = {MAGIC_STREAM, 0, hipSuccess, NULL};

static bool stream_listed(Runtime *rt, const Stream *s) {
  for (Stream *t = rt->streams; t; t = t->next)
    if (t == s)
      return true;
  return false;
}

Stream *rt_stream_get(hipStream_t s) {
  if (!s || s == hipStreamPerThread)
    return &null_stream;
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  bool ok = stream_listed(rt, s);
  pthread_mutex_unlock(&rt->lock);
  return ok ? s : NULL;
}

void rt_stream_fail(Stream *s, hipError_t e) {
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  if (s->pending == hipSuccess)
    s->pending = e;
  pthread_mutex_unlock(&rt->lock);
}

/* Takes the error `s` holds for its next synchronisation; rt->lock held. */
static hipError_t take_pending(Stream *s) {
  hipError_t e = s->pending;
  s->pending = hipSuccess;
  return e;
}

hipError_t hipStreamCreateWithFlags(hipStream_t *stream, unsigned int flags) {
  if (!stream || (flags & ~(unsigned)hipStreamNonBlocking))
    return rt_error(hipErrorInvalidValue);
  Stream *s = calloc(1, sizeof *s);
  if (!s)
    return rt_error(hipErrorOutOfMemory);
  s->magic = MAGIC_STREAM;
  s->flags = flags;
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  s->next = rt->streams;
  rt->streams = s;
  pthread_mutex_unlock(&rt->lock);
  *stream = s;
  return hipSuccess;
}

hipError_t hipStreamCreate(hipStream_t *stream) {
  return hipStreamCreateWithFlags(stream, hipStreamDefault);
}

/* One priority only: the CPU's scheduler knows no other. */
hipError_t hipStreamCreateWithPriority(hipStream_t *stream, unsigned int flags,
                                       int priority) {
  (void)priority;
  return hipStreamCreateWithFlags(stream, flags);
}

hipError_t hipDeviceGetStreamPriorityRange(int *least, int *greatest) {
  if (least)
    *least = 0;
  if (greatest)
    *greatest = 0;
  return hipSuccess;
}

hipError_t hipStreamDestroy(hipStream_t stream) {
  if (!stream || stream == hipStreamPerThread)
    return rt_error(hipErrorInvalidHandle);
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  Stream **p = &rt->streams;
  while (*p && *p != stream)
    p = &(*p)->next;
  Stream *s = *p;
  if (s)
    *p = s->next;
  pthread_mutex_unlock(&rt->lock);
  if (!s)
    return rt_error(hipErrorInvalidHandle);
  s->magic = MAGIC_DEAD;
  free(s);
  return hipSuccess;
}

hipError_t hipStreamSynchronize(hipStream_t stream) {
  Stream *s = rt_stream_get(stream);
  if (!s)
    return rt_error(hipErrorInvalidHandle);
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  hipError_t e = take_pending(s);
  pthread_mutex_unlock(&rt->lock);
  return rt_error(e);
}

hipError_t hipStreamQuery(hipStream_t stream) {
  return rt_stream_get(stream) ? hipSuccess : rt_error(hipErrorInvalidHandle);
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int *flags) {
  Stream *s = rt_stream_get(stream);
  if (!flags)
    return rt_error(hipErrorInvalidValue);
  if (!s)
    return rt_error(hipErrorInvalidHandle);
  *flags = s->flags;
  return hipSuccess;
}

/* The event has completed by the time it was recorded. */
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event,
                              unsigned int flags) {
  if (!rt_stream_get(stream) || !event || event->magic != MAGIC_EVENT)
    return rt_error(hipErrorInvalidHandle);
  return flags == 0 ? hipSuccess : rt_error(hipErrorInvalidValue);
}

/* Work before the callback has finished, so it runs now, on this thread. */
hipError_t hipStreamAddCallback(hipStream_t stream,
                                hipStreamCallback_t callback, void *data,
                                unsigned int flags) {
  Stream *s = rt_stream_get(stream);
  if (!s)
    return rt_error(hipErrorInvalidHandle);
  if (!callback || flags != 0)
    return rt_error(hipErrorInvalidValue);
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  hipError_t status = s->pending;
  pthread_mutex_unlock(&rt->lock);
  callback(stream, status, data);
  return hipSuccess;
}

hipError_t hipDeviceSynchronize(void) {
  Runtime *rt = rt_get();
  pthread_mutex_lock(&rt->lock);
  hipError_t e = take_pending(&null_stream);
  for (Stream *s = rt->streams; s; s = s->next) {
    hipError_t f = take_pending(s);
    if (e == hipSuccess)
      e = f;
  }
  pthread_mutex_unlock(&rt->lock);
  return rt_error(e);
}

/* Allocations, modules and streams stay: they belong to the process, and
 * the runtime has no device state of its own to reset. */
hipError_t hipDeviceReset(void) { return hipDeviceSynchronize(); }

/* ---- Events ----------------------------------------------------------- */

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static bool event_valid(const Event *e) { return e && e->magic == MAGIC_EVENT; }

hipError_t hipEventCreateWithFlags(hipEvent_t *event, unsigned flags) {
  unsigned known = hipEventBlockingSync | hipEventDisableTiming | hipEventInterprocess;
  if (!event || (flags & ~known))
    return rt_error(hipErrorInvalidValue);
  Event *e = calloc(1, sizeof *e);
  if (!e)
    return rt_error(hipErrorOutOfMemory);
  e->magic = MAGIC_EVENT;
  e->flags = flags;
  *event = e;
  return hipSuccess;
}

hipError_t hipEventCreate(hipEvent_t *event) {
  return hipEventCreateWithFlags(event, hipEventDefault);
}

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  if (!event_valid(event) || !rt_stream_get(stream))
    return rt_error(hipErrorInvalidHandle);
  event->ns = now_ns();
  event->recorded = true;
  return hipSuccess;
}

hipError_t hipEventDestroy(hipEvent_t event) {
  if (!event_valid(event))
    return rt_error(hipErrorInvalidHandle);
  event->magic = MAGIC_DEAD;
  free(event);
  return hipSuccess;
}

hipError_t hipEventSynchronize(hipEvent_t event) {
  return event_valid(event) ? hipSuccess : rt_error(hipErrorInvalidHandle);
}

hipError_t hipEventQuery(hipEvent_t event) {
  return event_valid(event) ? hipSuccess : rt_error(hipErrorInvalidHandle);
}

/* hip_runtime_api.h: an event never recorded, or created with
 * hipEventDisableTiming, gives hipErrorInvalidHandle. */
hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t stop) {
  if (!ms)
    return rt_error(hipErrorInvalidValue);
  if (!event_valid(start) || !event_valid(stop) || !start->recorded ||
      !stop->recorded || ((start->flags | stop->flags) & hipEventDisableTiming))
    return rt_error(hipErrorInvalidHandle);
  *ms = (float)(((double)stop->ns - (double)start->ns) / 1e6);
  return hipSuccess;
}

/* Like a callback: earlier work has finished, so it runs now. */
hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void *data) {
  if (!rt_stream_get(stream))
    return rt_error(hipErrorInvalidHandle);
  if (!fn)
    return rt_error(hipErrorInvalidValue);
  fn(data);
  return hipSuccess;
}
