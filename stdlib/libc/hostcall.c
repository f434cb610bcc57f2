/* libc/hostcall.c - how AMDGPU device code reaches the host, as ROCm's
 * device library (ockl) does it, so that HIP's runtime serves hipc's
 * kernels as it serves clang's: the hostcall protocol, the printf
 * messages on top of it (__ockl_printf_*, __ockl_fprintf_*), the record
 * allocator of buffered printf (__printf_alloc), HIP's __assert_fail and
 * the device heap of malloc and free (__ockl_dm_alloc, __ockl_dm_dealloc).
 * Compiled into a program that calls printf, assert, malloc or free
 * (sema/library.def);
 * docs/device-printf.md describes the protocol.
 *
 * A hostcall is wave-wide: every active lane fills its slot of one
 * packet's payload, the lowest active lane takes the packet off the
 * buffer's free stack, pushes it on the ready stack, rings the doorbell
 * signal and waits until the host clears the packet's ready flag; each
 * lane then reads the host's two answers from its slot, and the lowest
 * lane returns the packet to the free stack.  The stacks hold packet
 * indices under an ABA tag (the bits above index_mask). */
#include <stddef.h>

typedef unsigned long __u64;
typedef unsigned int __u32;
typedef unsigned char __u8;
typedef __u64 __u64x2 __attribute__((ext_vector_type(2)));

/* ---- the hostcall buffer (the prefix of the runtime's that device code reads) ---- */

typedef struct {
  __u64 next;       /* the packet under this one on a stack */
  __u64 activemask; /* the lanes whose slots hold arguments */
  __u32 service;
  __u32 control; /* bit 0: ready, until the host has answered */
} __hipc_packet_header;

typedef struct {
  __u64 slots[64][8]; /* one per lane: 8 arguments, then 2 answers */
} __hipc_packet_payload;

typedef struct {
  __hipc_packet_header *headers;
  __hipc_packet_payload *payloads;
  __u64 doorbell; /* an hsa_signal_t the host waits on */
  __u64 free_stack;
  __u64 ready_stack;
  __u64 index_mask;
} __hipc_hostcall_buffer_t;

/* An HSA signal's value and the event that wakes its waiter (hsa's
 * amd_signal_t, to the fields used). */
typedef struct {
  long kind;
  long value;
  __u64 event_mailbox;
  __u32 event_id;
} __hipc_signal;

#define __HIPC_SYSTEM __HIP_MEMORY_SCOPE_SYSTEM

static __hipc_packet_header *packet_header(__hipc_hostcall_buffer_t *b, __u64 packet) {
  return b->headers + (packet & b->index_mask);
}

static __hipc_packet_payload *packet_payload(__hipc_hostcall_buffer_t *b, __u64 packet) {
  return b->payloads + (packet & b->index_mask);
}

/* The doorbell: add 1 to the signal's value and, when a waiter sleeps
 * on an event, post the event and interrupt the host (s_sendmsg's
 * MSG_INTERRUPT, the event's id in M0). */
static void ring(__u64 signal) {
  __hipc_signal *s = (__hipc_signal *)signal;
  __hip_atomic_fetch_add(&s->value, 1, __ATOMIC_RELEASE, __HIPC_SYSTEM);
  __u64 mailbox = s->event_mailbox;
  if (mailbox) {
    __u32 id = s->event_id;
    __hip_atomic_store((__u64 *)mailbox, id, __ATOMIC_RELEASE, __HIPC_SYSTEM);
    __builtin_amdgcn_s_sendmsg(1, __builtin_amdgcn_readfirstlane(id) & 0xff);
  }
}

/* A packet off a stack; there is always one, as there are at least as
 * many packets as waves and a wave holds one at a time. */
static __u64 pop(__u64 *top, __hipc_hostcall_buffer_t *b) {
  __u64 f = __hip_atomic_load(top, __ATOMIC_ACQUIRE, __HIPC_SYSTEM);
  for (;;) {
    __u64 next = __hip_atomic_load(&packet_header(b, f)->next, __ATOMIC_RELAXED, __HIPC_SYSTEM);
    if (__hip_atomic_compare_exchange_strong(top, &f, next, __ATOMIC_ACQUIRE,
                                             __ATOMIC_RELAXED, __HIPC_SYSTEM))
      return f;
    __builtin_amdgcn_s_sleep(1);
  }
}

static void push(__u64 *top, __u64 packet, __hipc_hostcall_buffer_t *b) {
  __u64 f = __hip_atomic_load(top, __ATOMIC_RELAXED, __HIPC_SYSTEM);
  __hipc_packet_header *h = packet_header(b, packet);
  for (;;) {
    h->next = f;
    if (__hip_atomic_compare_exchange_strong(top, &f, packet, __ATOMIC_RELEASE,
                                             __ATOMIC_RELAXED, __HIPC_SYSTEM))
      return;
    __builtin_amdgcn_s_sleep(1);
  }
}

/* The lowest active lane's free packet, for the whole wave. */
static __u64 take_packet(__hipc_hostcall_buffer_t *b, __u32 me, __u32 low) {
  __u64 packet = 0;
  if (me == low)
    packet = pop(&b->free_stack, b);
  __u32 lo = (__u32)__builtin_amdgcn_readfirstlane((int)(__u32)packet);
  __u32 hi = (__u32)__builtin_amdgcn_readfirstlane((int)(__u32)(packet >> 32));
  return (__u64)hi << 32 | lo;
}

static void fill_packet(__hipc_packet_header *h, __hipc_packet_payload *p, __u32 service,
                        __u64 a0, __u64 a1, __u64 a2, __u64 a3, __u64 a4, __u64 a5,
                        __u64 a6, __u64 a7, __u32 me, __u32 low) {
  __u64 active = __hipc_ballot(1);
  if (me == low) {
    h->service = service;
    h->activemask = active;
    h->control = 1; /* ready */
  }
  __u64 *slot = p->slots[me];
  slot[0] = a0;
  slot[1] = a1;
  slot[2] = a2;
  slot[3] = a3;
  slot[4] = a4;
  slot[5] = a5;
  slot[6] = a6;
  slot[7] = a7;
}

static void submit(__hipc_hostcall_buffer_t *b, __u64 packet, __u32 me, __u32 low) {
  if (me == low) {
    push(&b->ready_stack, packet, b);
    ring(b->doorbell);
  }
}

/* The host's answer, once it has cleared the ready flag.  Every lane
 * spins, the flag read by one and broadcast: readfirstlane keeps the
 * other lanes' reads of their slots after the lowest lane's acquire. */
static __u64x2 answer(__hipc_packet_header *h, __hipc_packet_payload *p, __u32 me, __u32 low) {
  for (;;) {
    __u32 ready = 1;
    if (me == low)
      ready = __hip_atomic_load(&h->control, __ATOMIC_ACQUIRE, __HIPC_SYSTEM) & 1;
    if (__builtin_amdgcn_readfirstlane((int)ready) == 0)
      break;
    __builtin_amdgcn_s_sleep(1);
  }
  __u64 *slot = p->slots[me];
  __u64x2 r = {slot[0], slot[1]};
  return r;
}

/* The packet back on the free stack, its tag advanced (never to 0). */
static void return_packet(__hipc_hostcall_buffer_t *b, __u64 packet, __u32 me, __u32 low) {
  if (me == low) {
    __u64 step = b->index_mask + 1;
    packet += step;
    push(&b->free_stack, packet ? packet : step, b);
  }
}

/* The lane id, kept in a VGPR: without the asm, LLVM may take the
 * readfirstlane of it for a constant and hoist it (as ockl does too). */
static __u32 lane_in_vgpr(void) {
  __u32 me = __hipc_lane_id();
  __asm__ volatile("; hipc: the lane id stays in a VGPR %0" : "+v"(me));
  return me;
}

/* Not optimised and never inlined, as ockl's __ockl_hostcall_internal:
 * the back end cannot see what it uses, so a kernel that calls it keeps
 * every implicit argument, as clang's kernel does.  Its locals stay in
 * private memory (codegen/function.c, private_locals), as ockl's. */
__attribute__((noinline, optnone)) __u64x2
__ockl_hostcall_internal(void *buffer, __u32 service, __u64 a0, __u64 a1, __u64 a2, __u64 a3,
                         __u64 a4, __u64 a5, __u64 a6, __u64 a7) {
  __u32 me = lane_in_vgpr();
  __u32 low = (__u32)__builtin_amdgcn_readfirstlane((int)me);
  __hipc_hostcall_buffer_t *b = buffer;
  __u64 packet = take_packet(b, me, low);
  __hipc_packet_header *h = packet_header(b, packet);
  __hipc_packet_payload *p = packet_payload(b, packet);
  fill_packet(h, p, service, a0, a1, a2, a3, a4, a5, a6, a7, me, low);
  submit(b, packet, me, low);
  __u64x2 r = answer(h, p, me, low);
  return_packet(b, packet, me, low);
  return r;
}

__u64x2 __ockl_hostcall_preview(__u32 service, __u64 a0, __u64 a1, __u64 a2, __u64 a3,
                                __u64 a4, __u64 a5, __u64 a6, __u64 a7) {
  return __ockl_hostcall_internal(__hipc_hostcall_buffer(), service, a0, a1, a2, a3, a4, a5,
                                  a6, a7);
}

/* ---- services ------------------------------------------------------------------- */

enum { SERVICE_FUNCTION_CALL = 1, SERVICE_PRINTF = 2, SERVICE_DEVMEM = 3 };

__u64x2 __ockl_call_host_function(__u64 fn, __u64 a0, __u64 a1, __u64 a2, __u64 a3, __u64 a4,
                                  __u64 a5, __u64 a6) {
  return __ockl_hostcall_preview(SERVICE_FUNCTION_CALL, fn, a0, a1, a2, a3, a4, a5, a6);
}

/* A message: a stream of 64-bit words over several hostcalls, each
 * carrying a descriptor and up to 7 words.  The descriptor: bit 0 begins
 * a message, bit 1 ends it, bits 5-7 count the words, bits 8-63 are the
 * message's id, which the host answers the first call with; the last
 * call's answer is the handler's (printf's count). */
#define MSG_BEGIN 1ul
#define MSG_END 2ul
#define MSG_WORDS(d, n) (((d) & ~0xe0ul) | (__u64)(n) << 5)

static __u64x2 message_words(__u64 desc, __u32 n, __u64 w0, __u64 w1, __u64 w2, __u64 w3,
                             __u64 w4, __u64 w5, __u64 w6) {
  return __ockl_hostcall_preview(SERVICE_PRINTF, MSG_WORDS(desc, n), w0, w1, w2, w3, w4, w5, w6);
}

/* Up to 8 bytes of `p` as a little-endian word, *n counting down. */
static __u64 next_word(const __u8 **p, __u32 *n) {
  const __u8 *s = *p;
  __u64 w = 0;
  if (*n >= 8) {
    w = (__u64)s[0] | (__u64)s[1] << 8 | (__u64)s[2] << 16 | (__u64)s[3] << 24 |
        (__u64)s[4] << 32 | (__u64)s[5] << 40 | (__u64)s[6] << 48 | (__u64)s[7] << 56;
    *n -= 8;
    *p = s + 8;
  } else {
    for (__u32 i = 0; i != *n; i++)
      w |= (__u64)s[i] << (8 * i);
    *n = 0;
  }
  return w;
}

/* `len` bytes, 56 to a call, null-padded to whole words; the end flag,
 * if set, on the last call only. */
static __u64x2 message_bytes(__u64 desc, const __u8 *s, __u64 len) {
  __u64 end = desc & MSG_END;
  __u64x2 r = {desc & ~MSG_END, 0};
  do {
    __u32 n = len > 56 ? 56 : (__u32)len;
    if (len <= 56)
      r.x |= end;
    __u32 left = n;
    const __u8 *p = s;
    __u64 w0 = next_word(&p, &left), w1 = next_word(&p, &left), w2 = next_word(&p, &left);
    __u64 w3 = next_word(&p, &left), w4 = next_word(&p, &left), w5 = next_word(&p, &left);
    __u64 w6 = next_word(&p, &left);
    r = message_words(r.x, (n + 7) / 8, w0, w1, w2, w3, w4, w5, w6);
    len -= n;
    s += n;
  } while (len != 0);
  return r;
}

/* A printf message: the stream first (0 stdout, 1 stderr), then the
 * format and the arguments as printf's callers append them. */
static __u64 printf_begin(__u64 stream) {
  return message_words(MSG_BEGIN, 1, stream, 0, 0, 0, 0, 0, 0).x;
}

__u64 __ockl_fprintf_stdout_begin(void) { return printf_begin(0); }
__u64 __ockl_fprintf_stderr_begin(void) { return printf_begin(1); }
__u64 __ockl_printf_begin(__u64 version) { return printf_begin(0); }

__u64 __ockl_fprintf_append_args(__u64 desc, __u32 n, __u64 v0, __u64 v1, __u64 v2, __u64 v3,
                                 __u64 v4, __u64 v5, __u64 v6, __u32 last) {
  if (last)
    desc |= MSG_END;
  return message_words(desc, n, v0, v1, v2, v3, v4, v5, v6).x;
}

/* A string and its null (`len` counts it); a null pointer goes as one
 * zero word, which the host prints as an empty string. */
__u64 __ockl_fprintf_append_string_n(__u64 desc, const char *s, __u64 len, __u32 last) {
  if (last)
    desc |= MSG_END;
  if (!s)
    return message_words(desc, 1, 0, 0, 0, 0, 0, 0, 0).x;
  return message_bytes(desc, (const __u8 *)s, len).x;
}

__u64 __ockl_printf_append_args(__u64 desc, __u32 n, __u64 v0, __u64 v1, __u64 v2, __u64 v3,
                                __u64 v4, __u64 v5, __u64 v6, __u32 last) {
  return __ockl_fprintf_append_args(desc, n, v0, v1, v2, v3, v4, v5, v6, last);
}

__u64 __ockl_printf_append_string_n(__u64 desc, const char *s, __u64 len, __u32 last) {
  return __ockl_fprintf_append_string_n(desc, s, len, last);
}

/* ---- the device heap -------------------------------------------------------- */

/* The host's device-memory service: `size` bytes of device memory for a
 * request of (0, size), the block at `addr` freed for (addr, 0); the
 * answer is the block's address (0 when there is none). */
__u64 __ockl_devmem_request(__u64 addr, __u64 size) {
  return __ockl_hostcall_preview(SERVICE_DEVMEM, addr, size, 0, 0, 0, 0, 0, 0).x;
}

/* malloc and free on AMDGPU: every block from the host's service, each
 * active lane's request in its slot of one hostcall.  (ockl serves blocks
 * up to 3 KiB from slabs it carves itself, which saves the hostcall; its
 * larger ones are these.)  malloc(0) is null, free(null) does nothing. */
void *__ockl_dm_alloc(__u64 size) {
  return size ? (void *)__ockl_devmem_request(0, size) : NULL;
}

void __ockl_dm_dealloc(__u64 addr) {
  if (addr)
    __ockl_devmem_request(addr, 0);
}

/* ---- buffered printf ---------------------------------------------------------- */

/* `bytes` of the runtime's printf buffer (hidden_printf_buffer), or null
 * when it is full: the buffer's first word is the offset in use, its
 * second the buffer's size, the records follow from byte 8. */
char *__printf_alloc(__u32 bytes) {
  char *buf = __hipc_printf_buffer();
  __u32 size = ((__u32 *)buf)[1];
  __u32 off = __hip_atomic_load((__u32 *)buf, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  do {
    if (8 + off + bytes > size)
      return NULL;
  } while (!__hip_atomic_compare_exchange_strong((__u32 *)buf, &off, off + bytes,
                                                 __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                                 __HIP_MEMORY_SCOPE_AGENT));
  return buf + 8 + off;
}

/* ---- assert ------------------------------------------------------------------- */

/* HIP's: the message on the host's stderr, then a trap, which ends the
 * launch with an error. */
static __u64 length_with_null(const char *s) {
  const char *p = s;
  while (*p++)
    ;
  return (__u64)(p - s);
}

__attribute__((noinline, noreturn)) void __assert_fail(const char *expr, const char *file,
                                                       unsigned int line, const char *func) {
  static const char fmt[] = "%s:%u: %s: Device-side assertion `%s' failed.\n";
  __u64 m = __ockl_fprintf_stderr_begin();
  m = __ockl_fprintf_append_string_n(m, fmt, sizeof fmt, 0);
  m = __ockl_fprintf_append_string_n(m, file, length_with_null(file), 0);
  m = __ockl_fprintf_append_args(m, 1, line, 0, 0, 0, 0, 0, 0, 0);
  m = __ockl_fprintf_append_string_n(m, func, length_with_null(func), 0);
  __ockl_fprintf_append_string_n(m, expr, length_with_null(expr), 1);
  __builtin_trap();
}
