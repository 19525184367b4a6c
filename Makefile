# safearea: build, run, test, install, benchmark.
SWIFT     ?= swift
PREFIX    ?= /usr/local
BUILD_DIR ?= .build
# The installed binary is a static executable: it runs from any directory with no toolchain or
# shared library beside it, and starts without a dynamic loader, which halves the start-up of a
# query (make bench). lld links it because gold warns about glibc's static dlopen, which only the
# runtime's opt-in prespecialization library loader calls.
STATIC_FLAGS  = -Xswiftc -static-executable -Xswiftc -use-ld=lld
RELEASE_FLAGS = -c release $(STATIC_FLAGS) --build-path $(BUILD_DIR)
BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/safearea
BUNDLED = Sources/SafeAreaCore/Catalogue/BundledProfiles.swift

.PHONY: build run test install profiles bench readme clean

build:
	$(SWIFT) build $(RELEASE_FLAGS) --product safearea

# The main job on the bundled profiles: every device in every orientation.
run: build
	$(BIN) insets --device all --orientation all

test:
	$(SWIFT) test

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/safearea

# Regenerate the catalogue compiled into the core from Profiles/*.json.
profiles:
	$(SWIFT) build --product profile-compiler --build-path $(BUILD_DIR)
	$(shell $(SWIFT) build --build-path $(BUILD_DIR) --show-bin-path)/profile-compiler Profiles > $(BUNDLED).tmp
	mv $(BUNDLED).tmp $(BUNDLED)

bench: build
	BIN=$(BIN) SWIFTC_FLAGS="-O -static-executable -use-ld=lld" bash Tests/Benchmarks/run.sh
	BIN=$(BIN) bash Tests/Benchmarks/batch.sh
	BIN=$(BIN) bash Tests/Benchmarks/check.sh

# Rewrite every `$ safearea ...` example in README.md with the release binary's real output.
readme: build
	python3 Tests/Tools/readme-examples.py README.md $(BIN)

clean:
	rm -rf $(BUILD_DIR)
