/* main.c - the hipc command: a thin client of include/hipc.h.  It reads
 * argv, hands options and the input to the library, and writes what the
 * library produced where clang/hipcc would write it. */
#include "../include/hipc.h"

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* --help: the library's option table, one line an option with help, then
 * the options accepted by name only. */
static void print_help(void) {
  printf("usage: hipc [options] file.hip\n\n"
         "Compiles HIP-C kernels to AMDGPU code objects and offload bundles\n"
         "(targets: %s).\n\n", hipc_known_targets());
  HipcOptionInfo o;
  for (int i = 0; hipc_option_info(i, &o); i++) {
    if (!o.help)
      continue;
    char left[64];
    snprintf(left, sizeof left, "%s%s%s", o.spelling,
             o.separate && o.metavar[0] && o.spelling[strlen(o.spelling) - 1] != '=' ? " " : "",
             o.metavar);
    printf("  %-32s %s\n", left, o.help);
  }
  for (int pass = 0; pass < 2; pass++) {
    printf(pass == 0 ? "\nAccepted, and what hipc does anyway:\n "
                     : "\nAccepted for hipcc's command lines, with a warning that they have no effect yet:\n ");
    int col = 1;
    for (int i = 0; hipc_option_info(i, &o); i++) {
      if (!(pass == 0 ? o.no_op : o.no_effect))
        continue;
      int n = (int)strlen(o.spelling) + (int)strlen(o.metavar) + 1;
      if (col + n > 78) {
        printf("\n ");
        col = 1;
      }
      printf(" %s%s", o.spelling, o.metavar);
      col += n;
    }
    printf("\n");
  }
}

static void die_usage(const char *msg, const char *arg) {
  fprintf(stderr, "hipc: error: ");
  fprintf(stderr, msg, arg);
  fprintf(stderr, "\n");
}

/* "dir/k.hip" -> "k" */
static char *stem(const char *path) {
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  size_t n = strlen(base);
  const char *dot = strrchr(base, '.');
  if (dot && dot != base)
    n = (size_t)(dot - base);
  char *s = malloc(n + 1);
  memcpy(s, base, n);
  s[n] = 0;
  return s;
}

static bool write_all(FILE *f, const char *path, const void *data, size_t size) {
  bool ok = fwrite(data, 1, size, f) == size;
  ok = (f == stdout ? fflush(f) : fclose(f)) == 0 && ok;
  if (!ok)
    fprintf(stderr, "hipc: error: unable to write output file '%s': '%s'\n",
            path, strerror(errno));
  return ok;
}

static bool regular_or_absent(const char *path) {
  struct stat st;
  return stat(path, &st) != 0 || S_ISREG(st.st_mode);
}

/* The output goes to a temporary file beside it, renamed over it once
 * complete: a failed or interrupted compile never leaves a truncated file
 * that a build system would take as up to date.  /dev/null, a pipe or
 * another file that is not regular is written as it is. */
static bool write_out(const char *path, const void *data, size_t size) {
  if (!strcmp(path, "-"))
    return write_all(stdout, path, data, size);
  if (!regular_or_absent(path)) {
    FILE *f = fopen(path, "wb");
    if (!f) {
      fprintf(stderr, "hipc: error: unable to open output file '%s': '%s'\n", path,
              strerror(errno));
      return false;
    }
    return write_all(f, path, data, size);
  }
  size_t n = strlen(path) + 32;
  char *tmp = malloc(n);
  int fd = -1;
  for (int i = 0; tmp && fd < 0 && i < 100; i++) {
    snprintf(tmp, n, "%s.tmp-%ld-%d", path, (long)getpid(), i);
    fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0 && errno != EEXIST)
      break;
  }
  FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
  if (!f) {
    fprintf(stderr, "hipc: error: unable to open output file '%s': '%s'\n", path,
            strerror(errno ? errno : ENOMEM));
    if (fd >= 0) {
      close(fd);
      unlink(tmp);
    }
    free(tmp);
    return false;
  }
  bool ok = write_all(f, path, data, size);
  if (ok && rename(tmp, path) != 0) {
    fprintf(stderr, "hipc: error: unable to write output file '%s': '%s'\n", path,
            strerror(errno));
    ok = false;
  }
  if (!ok)
    unlink(tmp);
  free(tmp);
  return ok;
}

/* True when every diagnostic is one of the command line's. */
static bool only_driver_errors(const char *text) {
  for (const char *line = text; *line;) {
    const char *nl = strchr(line, '\n');
    size_t n = nl ? (size_t)(nl - line) : strlen(line);
    bool heading = n && line[0] != ' ';
    if (heading && strncmp(line, "hipc: ", 6) != 0)
      return false;
    line += n + (nl != NULL);
  }
  return true;
}

static const char *extension(HipcOutputKind k) {
  switch (k) {
  case HIPC_OUTPUT_ASSEMBLY: return "s";
  case HIPC_OUTPUT_LLVM_IR: return "ll";
  case HIPC_OUTPUT_LLVM_BC: return "bc";
  case HIPC_OUTPUT_PREPROCESSED: return "hip";
  default: return "hsaco";
  }
}

/* A compile is a burst of LLVM allocations in a short-lived process:
 * grow the heap in large steps and never give it back, rather than let
 * glibc map, trim and fault pages over and over (measured: ~5% of a
 * small kernel's compile).  Only the command does this; the library
 * leaves the allocator to its host program. */
static void tune_allocator(void) {
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_TOP_PAD, 16 << 20);
}

int main(int argc, char **argv) {
  tune_allocator();
  const char *input = NULL, *output = NULL;
  bool raw = false, verbose = false;
  bool compile_only = false; /* -c: the bundle's default name is clang's */
  HipcCompiler *c = hipc_create();
  if (!c) {
    fprintf(stderr, "hipc: error: out of memory\n");
    return 1;
  }
  int status = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-help")) {
      print_help();
      hipc_destroy(c);
      return 0;
    }
    if (!strcmp(a, "--print-device-api=md")) {
      const char *text = NULL;
      HipcStatus st = hipc_device_api(c, &text);
      if (text)
        fputs(text, stdout);
      fputs(hipc_diagnostics(c), stderr);
      hipc_destroy(c);
      return st == HIPC_OK ? 0 : 1;
    }
    if (!strcmp(a, "--version")) {
      printf("%s\ntargets: %s\n", hipc_version(), hipc_known_targets());
      hipc_destroy(c);
      return 0;
    }
    if (!strcmp(a, "-o")) {
      if (i + 1 >= argc) {
        die_usage("argument to '%s' is missing (expected 1 value)", "-o");
        status = 1;
        break;
      }
      output = argv[++i];
      continue;
    }
    if (!strncmp(a, "-o", 2) && a[2]) {
      output = a + 2;
      continue;
    }
    if (!strcmp(a, "--no-gpu-bundle-output")) {
      raw = true;
      continue;
    }
    if (!strcmp(a, "--gpu-bundle-output")) {
      raw = false;
      continue;
    }
    if (!strcmp(a, "-c")) {
      compile_only = true;
      continue;
    }
    if (!strcmp(a, "-v"))
      verbose = true;
    if (a[0] != '-' || !strcmp(a, "-")) {
      /* An option's separate value is not an input: the library knows
       * which options take one, so ask it first. */
      if (input) {
        die_usage("multiple input files are not supported ('%s')", a);
        status = 1;
        break;
      }
      input = a;
      continue;
    }
    if (hipc_option(c, a) != HIPC_OK)
      status = 1;
    /* An option with a separate value ("-I dir", "-D X"): pass it on. */
    if (i + 1 < argc && hipc_option_takes_value(a)) {
      if (hipc_option(c, argv[++i]) != HIPC_OK)
        status = 1;
    }
  }
  if (verbose)
    fprintf(stderr, "%s\n", hipc_version());
  if (status == 0 && !input) {
    fputs("hipc: error: no input files\n", stderr);
    status = 1;
  }
  if (status == 0) {
    HipcStatus st = !strcmp(input, "-") ? HIPC_ERROR_INVALID_INPUT
                                        : hipc_add_source_file(c, input);
    if (!strcmp(input, "-")) {
      /* standard input */
      size_t cap = 65536, n = 0, k;
      char *buf = malloc(cap);
      while (buf && (k = fread(buf + n, 1, cap - n, stdin)) > 0) {
        n += k;
        if (n == cap)
          buf = realloc(buf, cap *= 2);
      }
      st = buf ? hipc_add_source(c, "<stdin>", buf, n) : HIPC_ERROR_INVALID_INPUT;
      free(buf);
    }
    if (st == HIPC_OK)
      st = hipc_compile(c);
    fputs(hipc_diagnostics(c), stderr);
    int errors = hipc_error_count(c), warnings = hipc_warning_count(c);
    /* clang counts what the source got; errors about the command line
     * alone ("hipc: error: ...") get no summary line. */
    const char *text = hipc_diagnostics(c);
    if ((errors || warnings) && text[0] != '{' && !only_driver_errors(text)) {
      if (warnings && errors)
        fprintf(stderr, "%d warning%s and %d error%s generated.\n", warnings,
                warnings == 1 ? "" : "s", errors, errors == 1 ? "" : "s");
      else if (errors)
        fprintf(stderr, "%d error%s generated.\n", errors, errors == 1 ? "" : "s");
      else
        fprintf(stderr, "%d warning%s generated.\n", warnings, warnings == 1 ? "" : "s");
    }
    if (verbose)
      fputs(hipc_verbose_log(c), stderr);
    if (st != HIPC_OK) {
      status = 1;
      /* As clang: a compile that failed leaves no output behind, not even
       * the one an earlier compile wrote. */
      if (output && strcmp(output, "-") != 0 && regular_or_absent(output))
        unlink(output);
    }
  } else {
    fputs(hipc_diagnostics(c), stderr);
  }
  if (status == 0) {
    HipcOutputKind kind = hipc_output_kind(c);
    int n = hipc_target_count(c);
    char *base = stem(!strcmp(input, "-") ? "stdin" : input);
    const void *data;
    size_t size;
    bool per_target = kind != HIPC_OUTPUT_CODE_OBJECT || raw;
    if (kind == HIPC_OUTPUT_PREPROCESSED && !output)
      output = "-";
    if (per_target && n > 1 && output && strcmp(output, "-") != 0) {
      fputs("hipc: error: cannot specify -o when generating multiple output "
            "files\n", stderr);
      status = 1;
    } else if (per_target) {
      for (int i = 0; i < n && status == 0; i++) {
        if (hipc_output(c, i, &data, &size) != HIPC_OK)
          continue;
        char name[4096];
        if (output && n == 1)
          snprintf(name, sizeof name, "%s", output);
        else if (output)
          snprintf(name, sizeof name, "%s", output); /* "-" */
        else if (n == 1)
          snprintf(name, sizeof name, "%s.%s", base, extension(kind));
        else /* clang's --save-temps naming */
          snprintf(name, sizeof name, "%s-hip-amdgcn-amd-amdhsa-%s.%s", base,
                   hipc_target_name(c, i), extension(kind));
        if (!write_out(name, data, size))
          status = 1;
      }
    } else if (hipc_bundle(c, &data, &size) == HIPC_OK) {
      char name[4096];
      snprintf(name, sizeof name, "%s", output ? output : "");
      /* docs/USAGE.md, "Output names": k.hip gives k.hipfb, or with -c clang's
       * --cuda-device-only name, so that -c never overwrites k.hipfb (a
       * host object k.o is issue 16's) */
      const char *in = !strcmp(input, "-") ? "stdin" : input;
      const char *slash = strrchr(in, '/');
      if (!output && compile_only)
        snprintf(name, sizeof name, "%s-hip-amdgcn-amd-amdhsa.hipfb", slash ? slash + 1 : in);
      else if (!output)
        snprintf(name, sizeof name, "%s.hipfb", base);
      if (!write_out(name, data, size))
        status = 1;
    }
    free(base);
  }
  hipc_destroy(c);
  return status;
}
