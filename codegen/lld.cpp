// lld.cpp - lld in process: the only C++ in hipc (lld has no C API).
//
// lld reads its input and writes its output through file names.  To keep
// the library off the disk, the input is an anonymous in-memory file (memfd)
// named by its /proc/self/fd path, and the output path names a pipe: lld
// treats a non-regular output as special, builds the image in memory and
// writes it to the pipe on commit, where a thread of ours collects it.
// Without memfd or /proc, a private temporary directory serves.  lld keeps
// global state, so links are serialised with one mutex (docs/FORMATS.md, "Code objects").
#include <lld/Common/Driver.h>
#include <llvm/Support/raw_ostream.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <fcntl.h>
#include <sys/mman.h>
#include <thread>
#include <vector>
#include <unistd.h>

extern "C" {
#include "codegen.h"
}

LLD_HAS_DRIVER(elf)

namespace {
std::mutex lld_mutex;
bool lld_unusable = false; // lld asked not to be run again in this process

bool write_all(const std::string &path, const void *data, size_t size) {
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f)
    return false;
  bool ok = std::fwrite(data, 1, size, f) == size;
  return std::fclose(f) == 0 && ok;
}
} // namespace

namespace {
// Runs lld on `in`, writing `res`; lld's messages go to `errors`.  An
// AMDGPU code object must be complete; a host module may leave libm's
// functions to the process that loads it.
bool run_lld(bool amdgpu, const char *in, const char *res, Strbuf *errors) {
  std::string messages;
  llvm::raw_string_ostream os(messages);
  std::vector<const char *> args = {"ld.lld", "-flavor", "gnu", "-m",
                                    amdgpu ? "elf64_amdgpu" : "elf_x86_64",
                                    "-shared"};
  if (amdgpu)
    args.push_back("--no-undefined");
  else
    args.insert(args.end(), {"-z", "noexecstack", "--hash-style=gnu"});
  args.insert(args.end(), {in, "-o", res});
  bool ok = false;
  {
    std::lock_guard<std::mutex> lock(lld_mutex);
    if (lld_unusable) {
      sb_puts(errors, "the in-process linker cannot be run again after an "
                      "earlier failure");
      return false;
    }
    lld::Result r = lld::lldMain(args, os, os, {{lld::Gnu, &lld::elf::link}});
    if (!r.canRunAgain)
      lld_unusable = true;
    ok = r.retCode == 0;
  }
  os.flush();
  if (!messages.empty())
    sb_append(errors, messages.data(), messages.size());
  return ok;
}

// The memfd-and-pipe link; false with *tried unset when the system lacks
// what it needs.
bool link_in_memory(bool amdgpu, const void *obj, size_t size, Strbuf *out,
                    Strbuf *errors, bool *tried) {
  int in = memfd_create("hipc-lld-input", MFD_CLOEXEC);
  if (in < 0)
    return false;
  int pipefd[2];
  if (write(in, obj, size) != (ssize_t)size || pipe2(pipefd, O_CLOEXEC) != 0) {
    close(in);
    return false;
  }
  char in_name[64], res_name[64];
  std::snprintf(in_name, sizeof in_name, "/proc/self/fd/%d", in);
  std::snprintf(res_name, sizeof res_name, "/proc/self/fd/%d", pipefd[0]);
  if (access(in_name, R_OK) != 0) {
    close(in);
    close(pipefd[0]);
    close(pipefd[1]);
    return false;
  }
  *tried = true;
  // Drain the pipe while lld writes; our write end stays open until lld
  // is done, so the reader sees end-of-file only after all of lld's bytes.
  std::string image;
  std::thread reader([&image, fd = pipefd[0]] {
    char buf[65536];
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
      if (n > 0)
        image.append(buf, (size_t)n);
  });
  bool ok = run_lld(amdgpu, in_name, res_name, errors);
  close(pipefd[1]);
  reader.join();
  close(pipefd[0]);
  close(in);
  if (ok && image.empty()) {
    sb_puts(errors, "the linker produced no output");
    ok = false;
  }
  if (ok)
    sb_append(out, image.data(), image.size());
  return ok;
}

bool link_in_tmpdir(bool amdgpu, const void *obj, size_t size, Strbuf *out,
                    Strbuf *errors) {
  const char *tmpdir = std::getenv("TMPDIR");
  std::string dir = std::string(tmpdir && *tmpdir ? tmpdir : "/tmp") +
                    "/hipc-link-XXXXXX";
  if (!mkdtemp(&dir[0])) {
    sb_printf(errors, "cannot create a temporary directory for the linker: %s",
              std::strerror(errno));
    return false;
  }
  std::string in = dir + "/in.o", res = dir + "/out.hsaco";
  bool ok = false;
  if (!write_all(in, obj, size)) {
    sb_printf(errors, "cannot write the linker's input: %s",
              std::strerror(errno));
  } else if (run_lld(amdgpu, in.c_str(), res.c_str(), errors)) {
    size_t n = 0;
    char *data = read_file(res.c_str(), &n);
    if (data) {
      sb_append(out, data, n);
      std::free(data);
      ok = true;
    } else {
      sb_printf(errors, "cannot read the linker's output: %s",
                std::strerror(errno));
    }
  }
  unlink(in.c_str());
  unlink(res.c_str());
  rmdir(dir.c_str());
  return ok;
}
} // namespace

extern "C" bool lld_link(bool amdgpu, const void *obj, size_t size,
                         Strbuf *out, Strbuf *errors) {
  bool tried = false;
  bool ok = link_in_memory(amdgpu, obj, size, out, errors, &tried);
  return tried ? ok : link_in_tmpdir(amdgpu, obj, size, out, errors);
}
