# Pressboard: the two commands are `make demo` and `make test` (see README.md).
SWIFT ?= swift
DEMO_OUT ?= out/demo

.PHONY: all deps build release test test-live demo bench clean

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
	@bash scripts/terminal-screen-test.sh
	@bash scripts/run-trace-test.sh
	@bash scripts/window-pointer-test.sh

# Live-kernel integration test: TouchInput's evdev code against a real kernel under qemu (TCG).
test-live: deps
	@bash scripts/live-kernel-test.sh

demo: release
	@bash scripts/demo.sh "$(DEMO_OUT)"

bench: release
	$$($(SWIFT) build -c release --show-bin-path)/pressboard bench all

clean:
	rm -rf .build .build-live out
