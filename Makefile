# Pressboard: the two commands are `make demo` and `make test` (see README.md).
SWIFT ?= swift
DEMO_OUT ?= out/demo

.PHONY: all deps build release test test-live demo bench clean peers

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

# Live-kernel integration test: TouchInput's evdev code against a real kernel under qemu (TCG).
test-live: deps
	@bash scripts/live-kernel-test.sh

demo: release
	@bash scripts/demo.sh "$(DEMO_OUT)"

bench: release
	$$($(SWIFT) build -c release --show-bin-path)/pressboard bench all

clean:
	rm -rf .build .build-live out

# The Python peer of `pressboard bench suggest --peers`: symspellpy in a virtual environment.
peers: .venv-peers/bin/python
.venv-peers/bin/python:
	python3 -m venv .venv-peers
	.venv-peers/bin/pip install --quiet symspellpy
