// lld.cpp - lld in process: the only C++ in hipc (lld has no C API).
//
// lld reads its inputs and writes its output through the file system, so
// each link gets a private temporary directory; lld keeps global state, so
// links are serialised with one mutex (DESIGN.md section 6).
#include <lld/Common/Driver.h>
#include <llvm/Support/raw_ostream.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
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

extern "C" bool lld_link_amdgpu(const void *obj, size_t size, Strbuf *out,
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
  } else {
    std::string messages;
    llvm::raw_string_ostream os(messages);
    const char *args[] = {"ld.lld", "-flavor", "gnu", "-m", "elf64_amdgpu",
                          "-shared", "--no-undefined", in.c_str(), "-o",
                          res.c_str()};
    {
      std::lock_guard<std::mutex> lock(lld_mutex);
      if (lld_unusable) {
        sb_puts(errors, "the in-process linker cannot be run again after an "
                        "earlier failure");
      } else {
        lld::Result r = lld::lldMain(args, os, os, {{lld::Gnu, &lld::elf::link}});
        if (!r.canRunAgain)
          lld_unusable = true;
        ok = r.retCode == 0;
      }
    }
    os.flush();
    if (!messages.empty())
      sb_append(errors, messages.data(), messages.size());
    if (ok) {
      size_t n = 0;
      char *data = read_file(res.c_str(), &n);
      if (data) {
        sb_append(out, data, n);
        std::free(data);
      } else {
        sb_printf(errors, "cannot read the linker's output: %s",
                  std::strerror(errno));
        ok = false;
      }
    }
  }
  unlink(in.c_str());
  unlink(res.c_str());
  rmdir(dir.c_str());
  return ok;
}
