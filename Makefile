# safearea: build, run, test, install, benchmark (Tests/Benchmarks/README.md: what each setting gains).
SWIFT     ?= swift
PREFIX    ?= /usr/local
BUILD_DIR ?= .build
STRIP     ?= strip
UNAME_S   := $(shell uname -s)
# Linux only: LTO=1 (default) optimises the whole program at link time, LTO=0 builds faster; PGO=1 (opt-in) adds a profile-guided pass.
LTO ?= $(if $(filter Darwin,$(UNAME_S)),0,1)
PGO ?= 0
ORDER_FILE = $(CURDIR)/Sources/safearea/startup-order.txt
ifeq ($(UNAME_S),Darwin)
# Apple's toolchain builds no static executables, and the Linux start-up tuning is untried there.
BENCH_SWIFTC_FLAGS = -O
STRIP_FLAGS = -x
else
# Static: runs anywhere, no dynamic loader (lld: gold warns of glibc's static dlopen); generic metadata laid out at build time (demangling was most of a query's start-up).
# A section per function: lld lays out the start-up path in a query's order (startup-order.txt, `make startup-order`), fewer page faults; a stale list is harmless.
FRONTEND_FLAGS = -prespecialize-generic-metadata -disable-concrete-type-metadata-mangled-name-accessors -function-sections
ORDER_LINK_FLAGS = -Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker --no-warn-symbol-ordering
PLATFORM_FLAGS = -Xswiftc -static-executable -Xswiftc -use-ld=lld $(ORDER_LINK_FLAGS) \
                 $(foreach flag,$(FRONTEND_FLAGS),-Xswiftc -Xfrontend -Xswiftc $(flag)) $(if $(filter 1,$(LTO)),--experimental-lto-mode=full)
# The bare program run.sh compares one query with is built the same way.
BENCH_SWIFTC_FLAGS = -O -static-executable -use-ld=lld $(ORDER_LINK_FLAGS) $(foreach flag,$(FRONTEND_FLAGS),-Xfrontend $(flag)) \
                     $(if $(filter 1,$(LTO)),-lto=llvm-full)
endif
# Exclusivity checks only trap, at a few percent of a batch line (debug, sanitizer, fuzz builds keep them); CMO inlines the core's accessors into the CLI.
RELEASE_BASE_FLAGS = -c release $(PLATFORM_FLAGS) -Xswiftc -enforce-exclusivity=unchecked -Xswiftc -cross-module-optimization
ifeq ($(PGO),1)
# The driver neither passes -ir-profile-generate on nor links LLVM's profile runtime: both by hand (the frontend's -profile-use crashes 6.3).
TOOLCHAIN_BIN   := $(dir $(realpath $(shell command -v $(SWIFT))))
PROFILE_RUNTIME := $(shell $(TOOLCHAIN_BIN)clang --print-file-name=libclang_rt.profile-$(shell uname -m).a 2>/dev/null)
$(if $(filter Darwin,$(UNAME_S))$(if $(wildcard $(PROFILE_RUNTIME)),,x),$(error PGO=1 needs Linux and $(PROFILE_RUNTIME)))
PGO_DIR     = $(abspath $(BUILD_DIR))/pgo
PGO_PROFILE = $(PGO_DIR)/safearea.profdata
PGO_GENERATE_FLAGS = $(RELEASE_BASE_FLAGS) -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate=$(PGO_DIR)/raw/default.profraw \
                     -Xlinker -u -Xlinker __llvm_profile_runtime -Xlinker $(PROFILE_RUNTIME) --build-path $(PGO_DIR)/build
PGO_USE_FLAGS = -Xswiftc -Xfrontend -Xswiftc -ir-profile-use=$(PGO_PROFILE)
endif
RELEASE_FLAGS = $(RELEASE_BASE_FLAGS) $(PGO_USE_FLAGS) --build-path $(BUILD_DIR)
BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/safearea
DEBUG_BIN = $(shell $(SWIFT) build --build-path $(BUILD_DIR) --show-bin-path)/safearea
TEST_VENV = $(BUILD_DIR)/test-venv
SHARE = $(DESTDIR)$(PREFIX)/share
.PHONY: build run test test-venv install profiles bench readme clean fuzz sanitize release-matches-debug startup-order

build: $(PGO_PROFILE)
	$(SWIFT) build $(RELEASE_FLAGS) --product safearea

ifeq ($(PGO),1)
# The instrumented build answers what users send (Tests/Tools/profile-training.sh); remade on any source or training change: never stale.
$(PGO_PROFILE): $(shell find Sources -name '*.swift') Package.swift Tests/Tools/profile-training.sh Tests/Benchmarks/make-mixed.py
	$(SWIFT) build $(PGO_GENERATE_FLAGS) --product safearea
	rm -rf $(PGO_DIR)/raw && LLVM_PROFILE_FILE=$(PGO_DIR)/raw/%p.profraw bash Tests/Tools/profile-training.sh \
		$$($(SWIFT) build $(PGO_GENERATE_FLAGS) --show-bin-path)/safearea $(PGO_DIR)/inputs
	$(TOOLCHAIN_BIN)llvm-profdata merge --output=$@ $(PGO_DIR)/raw/*.profraw
	@# SwiftPM does not know the profile is an input: drop the objects so that they compile with it.
	rm -f $(foreach module,SafeAreaCore SafeAreaCLI safearea,$(dir $(BIN))$(module).build/*.bc $(dir $(BIN))$(module).build/*.o)
endif

# The main job on the bundled profiles: every device in every orientation.
run: build
	$(BIN) insets --device all --orientation all
# Swift Testing (XCTest off: its empty run prints nothing), then `safearea mcp` under the MCP Python SDK's client.
test:
	@[ -x $(TEST_VENV)/bin/python ] || $(MAKE) --no-print-directory test-venv || echo "make test: no PyPI: the MCP and Playwright clients are skipped"
	$(SWIFT) test --disable-xctest
	$(SWIFT) build --build-path $(BUILD_DIR) --product safearea
	@if [ -x $(TEST_VENV)/bin/python ]; then $(TEST_VENV)/bin/python Tests/Tools/mcp-client.py $(DEBUG_BIN); \
	else echo "make test: the MCP client test is skipped: no $(TEST_VENV)"; fi
# The real clients the tests drive, from PyPI: the official MCP Python SDK and Playwright (its Node driver).
test-venv:
	rm -rf $(TEST_VENV) && python3 -m venv $(TEST_VENV) && $(TEST_VENV)/bin/pip install --quiet mcp==2.3.0 playwright==1.65.2
# Suppressed: leaks in the toolchain's XML and Process code only; lld links ASan quietly on Linux.
sanitize:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp $(SWIFT) test --disable-xctest --sanitize=address \
		$(if $(filter Darwin,$(UNAME_S)),,-Xswiftc -use-ld=lld) --build-path $(BUILD_DIR)-asan
	$(SWIFT) test --disable-xctest --sanitize=thread --build-path $(BUILD_DIR)-tsan
# No test runs the release binary: CI holds its bytes, stderr and exit status to the debug one's.
release-matches-debug: build
	$(SWIFT) build --build-path $(BUILD_DIR) --product safearea
	bash Tests/Tools/release-matches-debug.sh $(BIN) $(DEBUG_BIN)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/man/man1 $(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions \
		$(SHARE)/fish/vendor_completions.d
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/safearea
	$(STRIP) $(STRIP_FLAGS) $(DESTDIR)$(PREFIX)/bin/safearea
	$(BIN) man > $(SHARE)/man/man1/safearea.1
	$(BIN) completions bash > $(SHARE)/bash-completion/completions/safearea
	$(BIN) completions zsh > $(SHARE)/zsh/site-functions/_safearea
	$(BIN) completions fish > $(SHARE)/fish/vendor_completions.d/safearea.fish
# Regenerate the catalogue compiled into the core from Profiles/*.json.
CATALOGUE = Sources/SafeAreaCore/Catalogue/BundledProfiles.swift
profiles:
	$(SWIFT) build --product profile-compiler --build-path $(BUILD_DIR)
	$(dir $(DEBUG_BIN))profile-compiler Profiles > $(CATALOGUE).tmp && mv $(CATALOGUE).tmp $(CATALOGUE)
# What each script measures, and on what: Tests/Benchmarks/README.md.
bench: build
	BIN=$(BIN) SWIFTC_FLAGS="$(BENCH_SWIFTC_FLAGS)" bash Tests/Benchmarks/run.sh
	for script in batch-mix check reliability; do BIN=$(BIN) bash Tests/Benchmarks/$$script.sh || exit 1; done
# Rewrite the start-up order (needs valgrind); the link does not know the list is an input.
startup-order: build
	BIN=$(BIN) bash Tests/Benchmarks/startup-order.sh
	rm -f $(BIN)
# README.md's `$ safearea ...` examples with real output, and its pictures in headless Chromium.
readme: build
	python3 Tests/Tools/readme-examples.py README.md $(BIN)
	python3 Tests/Tools/pictures.py readme $(BIN) Tests/Pictures
clean:
	rm -rf $(BUILD_DIR)
# libFuzzer targets (Tests/Fuzz); new inputs go to $(FUZZ_DIR)/corpus-*, the seeds stay as committed.
FUZZ_DIR     ?= $(BUILD_DIR)/fuzz
FUZZ_SECONDS ?= 20
fuzz:
	FUZZ_DIR=$(FUZZ_DIR) bash Tests/Fuzz/build.sh
	for target in argv jsonreader batch hierarchy spec measurements mcp; do mkdir -p $(FUZZ_DIR)/corpus-$$target && \
		SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/fuzz-$$target -max_total_time=$(FUZZ_SECONDS) -max_len=8192 \
			-rss_limit_mb=4096 -timeout=10 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/ \
			-dict=Tests/Fuzz/safearea.dict $(FUZZ_DIR)/corpus-$$target Tests/Fuzz/corpus/$$target || exit 1; \
	done
