# Pressboard: the two commands are `make demo` and `make test` (see README.md).
SWIFT ?= swift
DEMO_OUT ?= out/demo

PREFIX ?= /usr/local
DESTDIR ?=
MANUAL_DIR = .build/plugins/GenerateManual/outputs/PressboardCLI

.PHONY: all deps build release test test-live demo bench clean install uninstall manual

all: build

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product pressboard

test: deps test-live
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@bash scripts/check-libinput-yaml.sh "$$($(SWIFT) build --show-bin-path)/pressboard"
	@bash scripts/check-install.sh

# The man page, generated from the argument parser by swift-argument-parser's plugin.
manual: release
	$(SWIFT) package plugin generate-manual --configuration release >/dev/null

# Binary, keysets, bash/zsh/fish completions and man page under $(DESTDIR)$(PREFIX).
install: manual
	@bash scripts/install.sh "$(DESTDIR)" "$(PREFIX)" "$$($(SWIFT) build -c release --show-bin-path)" "$(MANUAL_DIR)/pressboard.1"

uninstall:
	@bash scripts/install.sh --uninstall "$(DESTDIR)" "$(PREFIX)"

# Live-kernel integration test: TouchInput's evdev code against a real kernel under qemu (TCG).
test-live: deps
	@bash scripts/live-kernel-test.sh

demo: release
	@bash scripts/demo.sh "$(DEMO_OUT)"

bench: release
	$$($(SWIFT) build -c release --show-bin-path)/pressboard bench all

clean:
	rm -rf .build .build-live out
