/* pp_host.c - the standard headers device code has no use for: a
 * #include <unistd.h> that finds no file says what the header is,
 * instead of clang's "file not found" for a header every system has.
 * Only names that no search directory holds get here: a program that
 * brings its own unistd.h with -I finds it as usual. */
#include "pp_internal.h"

#include <string.h>

/* C17 7.1.2's headers that hipc's stdlib/ does not provide */
static const char *const c_headers[] = {
    "complex.h", "errno.h", "fenv.h", "locale.h", "setjmp.h", "signal.h",
    "tgmath.h", "threads.h", "wctype.h",
};

/* POSIX's and the Linux system's headers: single ones, and folders */
static const char *const host_headers[] = {
    "unistd.h", "pthread.h", "fcntl.h", "dirent.h", "dlfcn.h", "sched.h", "semaphore.h",
    "poll.h", "termios.h", "pwd.h", "grp.h", "netdb.h", "syslog.h", "glob.h", "regex.h",
    "spawn.h", "malloc.h", "alloca.h", "execinfo.h", "getopt.h", "libgen.h", "err.h",
    "error.h", "features.h", "endian.h", "strings.h", "utime.h", "mqueue.h", "aio.h",
    "fnmatch.h", "ftw.h", "iconv.h", "langinfo.h", "monetary.h", "nl_types.h", "search.h",
    "ulimit.h", "utmp.h", "wordexp.h", "numa.h", "omp.h", "mpi.h",
};
static const char *const host_folders[] = {"sys/", "netinet/", "arpa/", "linux/", "asm/",
                                           "bits/", "net/", "gnu/"};

/* the C++ standard library's (C++17 [headers]) */
static const char *const cxx_headers[] = {
    "iostream", "fstream", "sstream", "istream", "ostream", "iomanip", "ios", "streambuf",
    "string", "string_view", "vector", "array", "deque", "list", "forward_list", "map", "set",
    "unordered_map", "unordered_set", "queue", "stack", "bitset", "algorithm", "numeric",
    "iterator", "memory", "functional", "utility", "tuple", "optional", "variant", "any",
    "type_traits", "limits", "new", "typeinfo", "exception", "stdexcept", "initializer_list",
    "thread", "mutex", "atomic", "condition_variable", "future", "chrono", "random", "ratio",
    "regex", "filesystem", "complex", "valarray", "locale", "codecvt", "system_error",
    "cassert", "cctype", "cerrno", "cfenv", "cfloat", "cinttypes", "climits", "clocale",
    "cmath", "csetjmp", "csignal", "cstdarg", "cstddef", "cstdint", "cstdio", "cstdlib",
    "cstring", "ctime", "cuchar", "cwchar", "cwctype", "scoped_allocator", "shared_mutex",
    "execution", "memory_resource", "charconv", "compare", "concepts", "span", "ranges",
    "numbers", "bit", "format", "source_location", "version",
};

static bool listed(const char *const *list, size_t n, const char *name) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(list[i], name))
      return true;
  return false;
}

const char *pp_host_header(const char *name) {
  if (listed(c_headers, ARRAY_LEN(c_headers), name))
    return "'%s' is a C library header that hipc does not provide for device code";
  if (listed(cxx_headers, ARRAY_LEN(cxx_headers), name))
    return "'%s' is a C++ library header; HIP-C device code has no C++ library";
  bool host = listed(host_headers, ARRAY_LEN(host_headers), name);
  for (size_t i = 0; i < ARRAY_LEN(host_folders) && !host; i++)
    host = !strncmp(name, host_folders[i], strlen(host_folders[i]));
  return host ? "'%s' is a host header that device code cannot use" : NULL;
}
