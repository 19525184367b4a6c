# safearea: build, run, test, install, benchmark.
SWIFT     ?= swift
PREFIX    ?= /usr/local
BUILD_DIR ?= .build
# The installed binary links the Swift runtime statically: it runs from any directory, with no
# toolchain beside it, and starts without loading shared libraries.
RELEASE_FLAGS = -c release --static-swift-stdlib --build-path $(BUILD_DIR)
BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/safearea
BUNDLED = Sources/SafeAreaCore/Catalogue/BundledProfiles.swift

.PHONY: build run test install profiles bench clean

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
	BIN=$(BIN) bash Benchmarks/run.sh

clean:
	rm -rf $(BUILD_DIR)
