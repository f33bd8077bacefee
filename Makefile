# Pressboard: the two commands are `make demo` and `make test` (see README.md).
SWIFT ?= swift
DEMO_OUT ?= out/demo

.PHONY: all deps build release test demo bench clean

all: build

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product pressboard

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: release
	@bash scripts/demo.sh "$(DEMO_OUT)"

bench: release
	$$($(SWIFT) build -c release --show-bin-path)/pressboard bench all

clean:
	rm -rf .build out
