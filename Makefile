# hipc - plain GNU make.  `make` builds build/hipc, build/libhipc.a,
# build/libhipc.so; `make check` runs every test; `make demo` shows the
# pipeline on examples/.  `make SAN=1 check` builds into build-san/ with
# AddressSanitizer and UndefinedBehaviorSanitizer.

LLVM_PREFIX ?= /usr/lib/llvm-22
LLVM_BIN    := $(LLVM_PREFIX)/bin
CC          ?= cc
CXX         ?= c++
RE2C        ?= re2c
BISON       ?= bison
PREFIX      ?= /usr/local

ifeq ($(SAN),1)
BUILD    ?= build-san
SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
OPT      ?= -O1
else
BUILD    ?= build
SANFLAGS :=
OPT      ?= -O2
endif

WARN     := -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers -Wshadow=local
CFLAGS   ?= $(OPT) -g
CXXFLAGS ?= $(OPT) -g
ALL_CFLAGS   := -std=c17 -D_GNU_SOURCE $(WARN) -fPIC -fvisibility=hidden $(SANFLAGS) \
                -I$(LLVM_PREFIX)/include -I. -I$(BUILD) $(CFLAGS)
ALL_CXXFLAGS := -std=c++17 -D_GNU_SOURCE -fPIC -fvisibility=hidden -fno-rtti $(SANFLAGS) \
                -I$(LLVM_PREFIX)/include $(CXXFLAGS)
LDFLAGS  ?=
SYSLIBS  := -lelf -lzstd -lz -lpthread -ldl -lm -lrt
LIBS     := -L$(LLVM_PREFIX)/lib -Wl,-rpath,$(LLVM_PREFIX)/lib \
            -Wl,--start-group -llldELF -llldCommon -Wl,--end-group -lLLVM-22 $(SYSLIBS)
# The hipc command links LLVM statically, AMDGPU only: ~10 ms less start-up
# per compile than the shared libLLVM (driver/llvm_stubs.c says why the
# stubs).  LLVM_LINK=shared links it like libhipc.so instead.
LLVM_LINK ?= static
ifeq ($(LLVM_LINK),static)
LLVM_CONFIG := $(LLVM_BIN)/llvm-config
STATIC_LLVM  = $(filter-out -lPolly -lPollyISL,$(shell $(LLVM_CONFIG) --link-static --libs amdgpu x86 passes lto option)) -lLLVMDTLTO
HIPC_LIBS    = -L$(LLVM_PREFIX)/lib -Wl,--start-group -llldELF -llldCommon $(STATIC_LLVM) -Wl,--end-group \
               -Wl,--as-needed -lxml2 -Wl,--no-as-needed $(SYSLIBS)
HIPC_EXTRA   = $(BUILD)/driver/llvm_stubs.o
else
HIPC_LIBS    = $(LIBS)
HIPC_EXTRA   =
endif

# Library sources, by phase (docs/ARCHITECTURE.md, "Folders").  Every .c in these
# folders is part of libhipc; the generated scanner and parser come from
# lexer/*.re and parser/*.y into $(BUILD).
PHASES   := common target lexer parser sema codegen offload-bundler api
LIB_C    := $(foreach d,$(PHASES),$(wildcard $(d)/*.c))
LIB_CXX  := $(wildcard codegen/*.cpp)
RE_SRC   := $(wildcard lexer/*.re)
Y_SRC    := $(wildcard parser/*.y)
GEN_C    := $(patsubst %.re,$(BUILD)/%.c,$(RE_SRC)) $(patsubst %.y,$(BUILD)/%.c,$(Y_SRC)) \
            $(BUILD)/stdlib/embedded.c
STDLIB_H := $(shell find stdlib -name '*.h' -o -name '*.c' | sort)

LIB_OBJ  := $(patsubst %.c,$(BUILD)/%.o,$(LIB_C)) $(patsubst %.cpp,$(BUILD)/%.o,$(LIB_CXX)) \
            $(patsubst %.c,%.o,$(GEN_C))
DRV_OBJ  := $(patsubst %.c,$(BUILD)/%.o,$(filter-out driver/llvm_stubs.c,$(wildcard driver/*.c)))
# libhipc-host: HIP's runtime API on the CPU (runtime/), ABI-compatible
# with Debian's HIP headers; it reads bundles with the bundler's code.
RT_C     := $(wildcard runtime/*.c)
RT_S     := $(wildcard runtime/*.S)
RT_OWN   := $(patsubst %.c,$(BUILD)/%.o,$(RT_C)) $(patsubst %.S,$(BUILD)/%.o,$(RT_S))
RT_OBJ   := $(RT_OWN) $(BUILD)/common/arena.o $(BUILD)/offload-bundler/bundle.o
$(patsubst %.c,$(BUILD)/%.o,$(RT_C)): ALL_CFLAGS += -D__HIP_PLATFORM_AMD__ -fvisibility=default
# comgr_check only where AMD's comgr is (libamd-comgr-dev, a test
# package): without it the bundle suite skips the comgr tests.
COMGR_H  ?= /usr/include/amd_comgr.h
TOOL_SRC := $(filter-out $(if $(wildcard $(COMGR_H)),,tests/tools/comgr_%),$(wildcard tests/tools/*.c))
TOOLS    := $(patsubst tests/tools/%.c,$(BUILD)/tests/%,$(TOOL_SRC))

# libFuzzer over the front end (tests/fuzz): its sources compiled again by
# clang-22 with coverage instrumentation and sanitizers.
FUZZ_SRC := $(foreach d,common target lexer parser sema,$(wildcard $(d)/*.c)) \
            $(BUILD)/lexer/scan.c $(BUILD)/parser/grammar.c $(BUILD)/stdlib/embedded.c
FUZZ_CC  := $(LLVM_BIN)/clang
FUZZ_FLAGS := -std=c17 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
              -fno-sanitize-recover=undefined -I. -I$(BUILD) -Ilexer -Wno-unused-command-line-argument
# make check builds it only where clang-22 and libFuzzer (libclang-rt-22-dev)
# are; without them the fuzz suite is skipped.
LIBFUZZER  := $(wildcard $(LLVM_PREFIX)/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a)
FUZZ_CHECK := $(if $(and $(wildcard $(FUZZ_CC)),$(LIBFUZZER)),$(BUILD)/fuzz/fuzz_frontend)

.DEFAULT_GOAL := all
.PHONY: all deps demo check check-built check-san install clean bench fuzz fuzz-long csmith-long device-api

# Sources may include the generated parser header: generate first.
$(patsubst %.c,$(BUILD)/%.o,$(LIB_C)): | $(GEN_C)
all: $(BUILD)/hipc $(BUILD)/libhipc.a $(BUILD)/libhipc.so $(BUILD)/libhipc-host.a \
     $(BUILD)/libhipc-host.so $(TOOLS)

deps:
	@scripts/install-deps.sh

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/%.o: $(BUILD)/%.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -I$(dir $<) -I$(patsubst $(BUILD)/%,%,$(dir $<)) -MMD -MP -c $< -o $@

$(BUILD)/%.o: %.cpp
	@mkdir -p $(dir $@)
	$(CXX) $(ALL_CXXFLAGS) -MMD -MP -c $< -o $@

# re2c: no generation date, warnings on (reproducible builds).  The scanner may
# include the parser's generated header, so it waits for the parser.
$(BUILD)/%.c: %.re $(patsubst %.y,$(BUILD)/%.c,$(Y_SRC))
	@mkdir -p $(dir $@)
	$(RE2C) -W --no-generation-date --no-version -o $@ $<

# Bison: %expect 0 in the grammar, -Wall -Werror here.
$(BUILD)/%.c: %.y
	@mkdir -p $(dir $@)
	$(BISON) -Wall -Werror --header=$(basename $@).h -o $@ $<

$(BUILD)/stdlib/embedded.c: $(STDLIB_H) scripts/embed.sh
	@mkdir -p $(dir $@)
	scripts/embed.sh $(STDLIB_H) > $@

$(BUILD)/%.o: %.S
	@mkdir -p $(dir $@)
	$(CC) $(SANFLAGS) -c $< -o $@

$(BUILD)/libhipc-host.a: $(RT_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/libhipc-host.so: $(RT_OBJ)
	$(CC) -shared $(SANFLAGS) -Wl,--version-script=runtime/hipc-host.map -o $@ $^ \
	  -lpthread -ldl -lm

$(BUILD)/libhipc.a: $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/libhipc.so: $(LIB_OBJ)
	$(CXX) -shared $(SANFLAGS) -Wl,--version-script=include/hipc.map -o $@ $^ $(LDFLAGS) $(LIBS)

$(BUILD)/hipc: $(DRV_OBJ) $(BUILD)/libhipc.a $(HIPC_EXTRA)
	$(CXX) $(SANFLAGS) -o $@ $(DRV_OBJ) $(BUILD)/libhipc.a $(HIPC_EXTRA) $(LDFLAGS) $(HIPC_LIBS)

# Test tools may use internal headers; they link the static library.
$(BUILD)/tests/%: tests/tools/%.c $(BUILD)/libhipc.a
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(BUILD)/libhipc.a $(LDFLAGS) $(LIBS) -lstdc++ \
	  $(if $(filter comgr_%,$*),-lamd_comgr)

# deps first, then a make of its own for the rest: what deps installed
# decides what that one builds (comgr_check, the fuzz target).
check: deps
	@$(MAKE) --no-print-directory check-built
	@BUILD=$(BUILD) LLVM_BIN=$(LLVM_BIN) tests/run

check-built: all $(FUZZ_CHECK)

check-san:
	$(MAKE) SAN=1 check

demo: deps all
	@BUILD=$(BUILD) LLVM_BIN=$(LLVM_BIN) scripts/demo.sh

# docs/device-api.md is hipc's own coverage table (api/device_api.c);
# tests/cli fails when the two differ
device-api: $(BUILD)/hipc
	$(BUILD)/hipc --print-device-api=md > docs/device-api.md

$(BUILD)/fuzz/fuzz_frontend: tests/fuzz/fuzz_frontend.c $(FUZZ_SRC)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ tests/fuzz/fuzz_frontend.c $(FUZZ_SRC)

# The long run's target leaves out comparison tracing, which takes half
# of every execution (the corpus the short runs grew already holds what it
# finds), and AddressSanitizer, which takes three fifths of the rest (the
# short run in make check keeps it): -O2 with UBSan runs 2.4 times as many
# inputs a second.  FUZZ_LONG_SAN=address,undefined puts ASan back.
FUZZ_LONG_SAN ?= undefined
$(BUILD)/fuzz/fuzz_frontend_long: tests/fuzz/fuzz_frontend.c $(FUZZ_SRC)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(filter-out -O1 -fsanitize=%,$(FUZZ_FLAGS)) -O2 \
	  -fsanitize=fuzzer,$(FUZZ_LONG_SAN) -fno-sanitize-coverage=trace-cmp -o $@ \
	  tests/fuzz/fuzz_frontend.c $(FUZZ_SRC)

fuzz: deps $(BUILD)/fuzz/fuzz_frontend

# Ten million inputs, spread over FUZZ_JOBS processes (default: every
# core); FUZZ_CORPUS names a corpus folder to keep between runs.
fuzz-long: deps $(BUILD)/fuzz/fuzz_frontend_long
	@BUILD=$(BUILD) FUZZ_BIN=fuzz_frontend_long FUZZ_RUNS=$${FUZZ_RUNS:-10000000} \
	  FUZZ_JOBS=$${FUZZ_JOBS:-$$(nproc)} tests/run fuzz

# The long differential run of issue 4: 1000 Csmith programs (seeds 1..1000).
csmith-long: deps all
	@BUILD=$(BUILD) CSMITH_COUNT=$${CSMITH_COUNT:-1000} tests/run csmith

bench: all
	@BUILD=$(BUILD) LLVM_BIN=$(LLVM_BIN) bench/run.sh

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include
	install -m 755 $(BUILD)/hipc $(DESTDIR)$(PREFIX)/bin/hipc
	install -m 644 $(BUILD)/libhipc.a $(DESTDIR)$(PREFIX)/lib/libhipc.a
	install -m 755 $(BUILD)/libhipc.so $(DESTDIR)$(PREFIX)/lib/libhipc.so
	install -m 644 include/hipc.h $(DESTDIR)$(PREFIX)/include/hipc.h
	install -m 644 $(BUILD)/libhipc-host.a $(DESTDIR)$(PREFIX)/lib/libhipc-host.a
	install -m 755 $(BUILD)/libhipc-host.so $(DESTDIR)$(PREFIX)/lib/libhipc-host.so

clean:
	rm -rf build build-san

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
