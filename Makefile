# Pressboard: the two commands are `make demo` and `make test` (see README.md).
SWIFT ?= swift
DEMO_OUT ?= out/demo

PREFIX ?= /usr/local
DESTDIR ?=
MANUAL_DIR = .build/plugins/GenerateManual/outputs/PressboardCLI

.PHONY: all deps build release test test-live test-asan test-asan-parsers test-tsan fuzz fuzz-long demo bench clean peers spelling-sets install uninstall manual

all: build

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product pressboard

# FUZZ_SECONDS: libFuzzer budget per target inside `make test` (9 targets).
FUZZ_SECONDS ?= 20

test: deps test-live
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@bash scripts/bounded-memory.sh "$$($(SWIFT) build --show-bin-path)/pressboard"
	@bash scripts/fuzz.sh $(FUZZ_SECONDS)
	@bash scripts/check-libinput-yaml.sh "$$($(SWIFT) build --show-bin-path)/pressboard"
	@bash scripts/check-install.sh
	@bash scripts/terminal-screen-test.sh
	@bash scripts/run-trace-test.sh
	@bash scripts/window-pointer-test.sh
	@$(MAKE) --no-print-directory test-asan-parsers

# The unit tests under the address and the thread sanitizer (separate build directories).
# Leak checking is off: the XCTest runner that `swift test` starts first leaks at exit (its own
# suite objects), which LeakSanitizer would report as a failure of the run.
test-asan: deps
	SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 PRESSBOARD_EXECUTABLE=$(CURDIR)/.build-asan/debug/pressboard $(SWIFT) test --sanitize=address --build-path .build-asan

# The address-sanitizer suite `make test` runs: the tests of every parser, loader and file writer
# (the code that reads what users, devices and files hand it). The whole suite under ASan takes
# over an hour on 2 cores, too long for CI's budget beside everything else; `make test-asan` runs it.
# Swift's backtracer is off there: on a crash it tripped ASan in its own memory reader and the run
# hung instead of failing.
ASAN_SUITE = ^(TouchInputTests|SafeFilesTests|TextEditingTests|KeyboardTests|DecodingTests)\.|^SuggestionsTests\.(IndexCacheDamageTests|LexiconParsingTests|UserDictionaryTests|LearnedWordIndexTests|AccentRestorationTests)|^PressboardTests\.(SessionJournalTests|SessionSpecHeaderTests|SessionSpecTests|ThemeSpecTests)|^RenderingTests\.(ThemeFileTests|ImageDecoderTests|DamagedImageTests|ThumbnailCacheTests)
test-asan-parsers: deps
	SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --build-path .build-asan --filter '$(ASAN_SUITE)'

test-tsan: deps
	PRESSBOARD_EXECUTABLE=$(CURDIR)/.build-tsan/debug/pressboard $(SWIFT) test --sanitize=thread --build-path .build-tsan

# Every libFuzzer target from its seed corpus (fuzz/README.md); FUZZ_SECONDS per target.
fuzz: deps
	@bash scripts/fuzz.sh $(FUZZ_SECONDS)

# The long run the reliability note reports: FUZZ_RUNS executions of each target.
FUZZ_RUNS ?= 10000000
fuzz-long: deps
	@FUZZ_RUNS=$(FUZZ_RUNS) bash scripts/fuzz.sh 0


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
	rm -rf .build .build-live .build-fuzz .build-asan .build-tsan out

# The Python peer of `pressboard bench suggest --peers`: symspellpy in a virtual environment.
peers: .venv-peers/bin/python
.venv-peers/bin/python:
	python3 -m venv .venv-peers
	.venv-peers/bin/pip install --quiet symspellpy

# The generated misspelling sets of `bench suggest --peers` (Benchmarks/Spelling/README.md). They
# are committed; this remakes them (needs libhunspell and hunspell-en-us, as `make deps` installs).
SPELL_SETS = Benchmarks/Spelling
SOUND = python3 scripts/make-sound-misspellings.py Sources/Suggestions/Resources/Lexicons/frequency_dictionary_en_82_765.txt
TYPING = python3 scripts/make-typing-misspellings.py Sources/Suggestions/Resources/Lexicons/frequency_dictionary_en_82_765.txt
HELD_OUT = --half held-out --count 1000 --exclude $(SPELL_SETS)/poor-spellers-dev.tsv
spelling-sets:
	$(SOUND) --half dev --seed 1 --count 600 > $(SPELL_SETS)/sound-alike-dev.tsv
	$(SOUND) $(HELD_OUT) --seed 2 > $(SPELL_SETS)/sound-alike-held-out.tsv
	$(SOUND) $(HELD_OUT) --seed 7 --rewrites 3 > $(SPELL_SETS)/sound-alike-3-held-out.tsv
	$(TYPING) --half dev --seed 1 --count 600 > $(SPELL_SETS)/typing-dev.tsv
	$(TYPING) $(HELD_OUT) --seed 2 > $(SPELL_SETS)/typing-held-out.tsv
	$(TYPING) $(HELD_OUT) --seed 3 --edits 2 > $(SPELL_SETS)/typing-2-held-out.tsv
