# safearea: build, run, test, install, benchmark.
SWIFT     ?= swift
PREFIX    ?= /usr/local
BUILD_DIR ?= .build
# The installed binary is a static executable: it runs from any directory with no toolchain or
# shared library beside it, and starts without a dynamic loader, which halves the start-up of a
# query (make bench). lld links it because gold warns about glibc's static dlopen, which only the
# runtime's opt-in prespecialization library loader calls.
# On macOS the Swift driver refuses -static-executable (Apple supports no static executables), so
# the release build there is a plain one linked against the system's Swift runtime.
# On Linux the compiler also lays out some of the generic types the code names at build time
# (-prespecialize-generic-metadata), rather than the runtime demangling and building each on first
# use: building types that way was a fifth of one query, and the flag takes a few percent of a
# query off it (the rest went by using fewer such types; make bench). The types it cannot lay out
# (an array of each element type the query uses) are asked of the runtime through their accessor
# functions, not by a mangled name the runtime demangles first
# (-disable-concrete-type-metadata-mangled-name-accessors): demangling was 40% of one `insets`
# query, 200,000 instructions for eighteen types, and the flag takes a sixth of the query off
# (callgrind: 501,500 -> 420,000 instructions). Neither changes an answer: CI holds the release
# binary's bytes to the tested debug one's (make release-matches-debug).
# Prespecialized metadata needs a Swift runtime newer than the macOS the package targets by
# default, and it is untried on a Mac: macOS builds without it.
# The functions a one-shot query runs are laid out together in the binary, in the order it runs
# them (Sources/safearea/startup-order.txt, written by `make startup-order`): scattered over the
# binary, they cost each query more page faults than its code costs instructions (one insets
# query: 146 -> 122 minor faults, 756 -> 665 us). The variables it touches follow, in the order it
# touches them: the runtime's caches and once-tokens lay one to a page (130 -> 95 faults, 905 ->
# 731 us). Each function gets its own section so that the linker can move it (LTO gives each
# variable one); names the list has that the binary lacks (a stale list) are passed over.
ORDER_FILE = $(CURDIR)/Sources/safearea/startup-order.txt
ORDER_FLAGS = -Xswiftc -Xfrontend -Xswiftc -function-sections \
              -Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker --no-warn-symbol-ordering
BENCH_ORDER_FLAGS = -Xfrontend -function-sections -Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker --no-warn-symbol-ordering
UNAME_S := $(shell uname -s)
ifeq ($(UNAME_S),Darwin)
STATIC_FLAGS  =
BENCH_SWIFTC_FLAGS = -O
STRIP_FLAGS   = -x
else
STATIC_FLAGS  = -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -prespecialize-generic-metadata \
                -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors $(ORDER_FLAGS) $(LTO_FLAGS)
BENCH_SWIFTC_FLAGS = -O -static-executable -use-ld=lld -lto=llvm-full -Xfrontend -prespecialize-generic-metadata \
                -Xfrontend -disable-concrete-type-metadata-mangled-name-accessors $(BENCH_ORDER_FLAGS)
STRIP_FLAGS   =
endif
STRIP ?= strip
# On Linux the release build is optimised whole at link time (LLVM's full LTO, through SwiftPM):
# the two modules and the standard library's inlinable code are inlined and laid out as one
# program. 10,000 mixed batch lines 132.1M -> 126.4M instructions; 1,000,000 lines on one
# thread, taking turns with the build without it (median of 5): the mix 1,003 -> 958 ms,
# insets 886 -> 852, collection 1,475 -> 1,397; one insets query 428.0k -> 420.7k instructions.
# The bare program `make bench` compares one query with is linked the same way. Untried on a
# Mac, so macOS builds without it.
ifneq ($(UNAME_S),Darwin)
LTO_FLAGS = --experimental-lto-mode=full
endif
# Release builds leave out the runtime's exclusivity checks (each access to a class's stored
# property or a global recorded and looked up on a per-thread list): they were 4% of a batch line
# in a profile, and the same commit built with and without them, taking turns on 100,000 mixed
# lines on one thread, took 846-878 against 912-932 ms. They only ever trap. The tests, the sanitizer runs and the fuzz targets build with them on, and CI holds
# the release binary's answers to the debug one's (make release-matches-debug).
EXCLUSIVITY_FLAGS = -Xswiftc -enforce-exclusivity=unchecked
# The core's small functions (a request's equality, a profile's fields, a layout's accessors) are
# inlined across the module boundary into the command line's: 10,000 mixed batch lines 143.8M ->
# 141.8M instructions, 400,000 on one thread 0.449 -> 0.441 s (median of 9); one insets query
# 430.9k -> 427.1k instructions.
CMO_FLAGS = -Xswiftc -cross-module-optimization
RELEASE_BASE_FLAGS = -c release $(STATIC_FLAGS) $(EXCLUSIVITY_FLAGS) $(CMO_FLAGS)
# On Linux the release build is optimised by profile (LLVM's IR-level PGO): a build instrumented
# to count its branches and calls first answers what users send (Tests/Tools/profile-training.sh:
# batch lines of every command and form, and a question of each command in each format), and the
# release build is then compiled knowing which paths are hot: it inlines and lays out code by
# those counts. 10,000 mixed batch lines 89.97M -> 78.58M instructions (callgrind); 1,000,000 on
# one thread 1.36 -> 1.10 s (three runs each, taking turns). The answers are the same whatever the
# profile (CI: make release-matches-debug). The profile is made again whenever a source changes,
# so it is never stale, at the cost of a second build; `make build PGO=0` skips it. The Swift
# driver neither passes -ir-profile-generate to the frontend nor links LLVM's profile runtime for
# it, so both are asked for by hand; the frontend's own -profile-use crashes the 6.3 compiler in
# its inliner. Untried on a Mac, so macOS builds without it; without Python 3, which writes the
# training's input, or without the toolchain's profile runtime for this processor, the build is a
# plain one.
ifneq ($(UNAME_S),Darwin)
TOOLCHAIN_BIN   := $(dir $(realpath $(shell command -v $(SWIFT))))
# clang prints the bare name back when it has no such file.
PROFILE_RUNTIME := $(shell $(TOOLCHAIN_BIN)clang --print-file-name=libclang_rt.profile-$(shell uname -m).a 2>/dev/null)
PGO ?= $(if $(and $(shell command -v python3),$(wildcard $(PROFILE_RUNTIME))),1,0)
endif
ifeq ($(PGO),1)
PGO_DIR         = $(abspath $(BUILD_DIR))/pgo
PGO_PROFILE     = $(PGO_DIR)/safearea.profdata
PGO_GENERATE_FLAGS = $(RELEASE_BASE_FLAGS) -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate=$(PGO_DIR)/raw/default.profraw \
                     -Xlinker -u -Xlinker __llvm_profile_runtime -Xlinker $(PROFILE_RUNTIME) --build-path $(PGO_DIR)/build
PGO_USE_FLAGS   = -Xswiftc -Xfrontend -Xswiftc -ir-profile-use=$(PGO_PROFILE)
endif
RELEASE_FLAGS = $(RELEASE_BASE_FLAGS) $(PGO_USE_FLAGS) --build-path $(BUILD_DIR)
BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/safearea
BUNDLED = Sources/SafeAreaCore/Catalogue/BundledProfiles.swift

.PHONY: build run test install profiles bench readme clean fuzz fuzz-build sanitize release-matches-debug startup-order

build: $(PGO_PROFILE)
	$(SWIFT) build $(RELEASE_FLAGS) --product safearea

# The profile the release build is optimised by: the instrumented build, its training run, the
# counts merged. Remade when a source, the training or its input generator changes.
ifeq ($(PGO),1)
$(PGO_PROFILE): $(shell find Sources -name '*.swift') Package.swift Tests/Tools/profile-training.sh Tests/Benchmarks/make-mixed.py
	$(SWIFT) build $(PGO_GENERATE_FLAGS) --product safearea
	rm -rf $(PGO_DIR)/raw
	LLVM_PROFILE_FILE=$(PGO_DIR)/raw/%p.profraw bash Tests/Tools/profile-training.sh \
		$$($(SWIFT) build $(PGO_GENERATE_FLAGS) --show-bin-path)/safearea $(PGO_DIR)/inputs
	$(TOOLCHAIN_BIN)llvm-profdata merge --output=$@ $(PGO_DIR)/raw/*.profraw
	# SwiftPM does not know the profile is an input of the compile: the modules' objects compiled
	# with the last one are removed, so that the build compiles them again with this one.
	rm -f $(foreach module,SafeAreaCore SafeAreaCLI safearea,$(dir $(BIN))$(module).build/*.bc $(dir $(BIN))$(module).build/*.o)
endif

# The main job on the bundled profiles: every device in every orientation.
run: build
	$(BIN) insets --device all --orientation all

# Every test is a Swift Testing test: XCTest is off so that its empty "Executed 0 tests" runs
# do not print before the real results; the closing "Test run with N tests ... passed" stays.
# The tests under AddressSanitizer and ThreadSanitizer, each in a build folder of its own. The
# suppressions name leaks inside the toolchain's XML and Process code that the tests use, never
# safearea's (Tests/Sanitizers/lsan.supp).
# On Linux the AddressSanitizer build is linked by lld, as the release build is: gold warns that it
# cannot export the sanitizer runtime's local symbols, some four hundred lines of warnings.
ifneq ($(UNAME_S),Darwin)
ASAN_LINK_FLAGS = -Xswiftc -use-ld=lld
endif
sanitize:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp $(SWIFT) test --disable-xctest --sanitize=address $(ASAN_LINK_FLAGS) --build-path $(BUILD_DIR)-asan
	$(SWIFT) test --disable-xctest --sanitize=thread --build-path $(BUILD_DIR)-tsan

test:
	$(SWIFT) test --disable-xctest

# The release binary's answers, byte for byte, against the debug binary the tests run (CI).
DEBUG_BIN = $(shell $(SWIFT) build --build-path $(BUILD_DIR) --show-bin-path)/safearea
release-matches-debug: build
	$(SWIFT) build --build-path $(BUILD_DIR) --product safearea
	bash Tests/Tools/release-matches-debug.sh $(BIN) $(DEBUG_BIN)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/safearea
	$(STRIP) $(STRIP_FLAGS) $(DESTDIR)$(PREFIX)/bin/safearea
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	$(BIN) man > $(DESTDIR)$(PREFIX)/share/man/man1/safearea.1
	$(BIN) completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/safearea
	$(BIN) completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_safearea
	$(BIN) completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/safearea.fish

# Regenerate the catalogue compiled into the core from Profiles/*.json.
profiles:
	$(SWIFT) build --product profile-compiler --build-path $(BUILD_DIR)
	$(shell $(SWIFT) build --build-path $(BUILD_DIR) --show-bin-path)/profile-compiler Profiles > $(BUNDLED).tmp
	mv $(BUNDLED).tmp $(BUNDLED)

bench: build
	BIN=$(BIN) SWIFTC_FLAGS="$(BENCH_SWIFTC_FLAGS)" bash Tests/Benchmarks/run.sh
	BIN=$(BIN) bash Tests/Benchmarks/batch-mix.sh
	BIN=$(BIN) bash Tests/Benchmarks/check.sh
	BIN=$(BIN) bash Tests/Benchmarks/reliability.sh

# Rewrite the start-up order the release link lays functions out in (needs valgrind).
startup-order: build
	BIN=$(BIN) bash Tests/Benchmarks/startup-order.sh
	# The build does not know the list is an input of the link: the next build links again.
	rm -f $(BIN)

# Rewrite every `$ safearea ...` example in README.md with the release binary's real output, and
# render its pictures (Tests/Pictures) in headless Chromium, as the browser tests do.
readme: build
	python3 Tests/Tools/readme-examples.py README.md $(BIN)
	python3 Tests/Tools/pictures.py readme $(BIN) Tests/Pictures

clean:
	rm -rf $(BUILD_DIR)

# libFuzzer targets (Tests/Fuzz): the argv parser, the JSON reader, a whole batch run, the
# hierarchy and the check spec decoders, each checking exit status, output JSON and finite
# numbers. New inputs go to $(FUZZ_DIR)/corpus-*, the committed seeds stay as they are.
FUZZ_DIR     ?= $(BUILD_DIR)/fuzz
FUZZ_SECONDS ?= 20
FUZZ_TARGETS  = argv jsonreader batch hierarchy spec

fuzz-build:
	FUZZ_DIR=$(FUZZ_DIR) bash Tests/Fuzz/build.sh

fuzz: fuzz-build
	for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_DIR)/corpus-$$target && \
		SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/fuzz-$$target -max_total_time=$(FUZZ_SECONDS) -max_len=8192 \
			-rss_limit_mb=4096 -timeout=10 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/ \
			-dict=Tests/Fuzz/safearea.dict $(FUZZ_DIR)/corpus-$$target Tests/Fuzz/corpus/$$target || exit 1; \
	done
