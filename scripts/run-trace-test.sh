#!/usr/bin/env bash
# `run --trace FILE --speed X` plays a recording through the live loop (headless, fast) and
# must end with exactly the document `replay FILE` gives: same text, same intensities. Bad
# input (not a trace, --speed 0 or negative) must be a clear error, not a crash or a hang.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path 2>/dev/null)/pressboard"
[ -x "$bin" ] || { echo "run-trace-test: build pressboard first ($bin missing)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="${XDG_CACHE_HOME:-$work/cache}"
fail() { echo "run-trace-test: $*"; exit 1; }

for trace in Tests/Fixtures/session/quick-fox-touchscreen.evemu; do
  "$bin" replay "$trace" --keyset english | grep -E '^(text|intensities):' >"$work/replay.txt"
  timeout 120 "$bin" run --trace "$trace" --speed 40 --headless --keyset english --document "$work/doc.json" \
    2>"$work/run.err" | grep -E '^(text|intensities):' >"$work/run.txt" || fail "run --trace failed: $(cat "$work/run.err")"
  cmp -s "$work/replay.txt" "$work/run.txt" || { diff "$work/replay.txt" "$work/run.txt"; fail "$trace: run --trace differs from replay"; }
  grep -q "The trace ended." "$work/run.err" || fail "no end message: $(cat "$work/run.err")"
  [ -s "$work/doc.json" ] || fail "the document was not saved"
done

# --emit stdout streams the committed text as it is typed: resolved (col -b applies the BS
# bytes of corrections), it is the final document.
timeout 120 "$bin" run --trace Tests/Fixtures/session/quick-fox-touchscreen.evemu --speed 40 --headless --keyset english \
  --document "$work/doc2.json" --emit stdout >"$work/stream" 2>"$work/run2.err" || fail "run --emit stdout failed: $(cat "$work/run2.err")"
expected=$(sed -n 's/^text: //p' "$work/replay.txt")
streamed=$(col -b <"$work/stream")
[ "$streamed" = "$expected" ] || fail "--emit stdout streamed \"$streamed\", the document is \"$expected\""

# Ctrl-C while a trace plays stops cleanly and saves what was typed so far.
"$bin" run --trace Tests/Fixtures/session/quick-fox-touchscreen.evemu --headless --keyset english \
  --document "$work/doc3.json" >"$work/int.out" 2>"$work/int.err" &
runner=$!
for _ in $(seq 1 600); do grep -q "Typing on" "$work/int.err" && break; sleep 0.1; done
sleep 4
kill -INT $runner
status=0; wait $runner || status=$?
[ $status -eq 0 ] && grep -q "Interrupted. Document saved" "$work/int.err" && [ -s "$work/doc3.json" ] \
  || fail "Ctrl-C during --trace: exit $status, $(cat "$work/int.err")"
partial=$(sed -n 's/^text: //p' "$work/int.out")
[ -n "$partial" ] || fail "Ctrl-C after 4 s kept no text"
case "$expected" in "$partial"*) ;; *) fail "Ctrl-C kept \"$partial\", not a prefix of \"$expected\"";; esac

expect_error() { # message-pattern command...
  local pattern="$1"; shift
  local status=0
  timeout 20 "$@" >"$work/out" 2>"$work/err" || status=$?
  [ $status -ne 0 ] || fail "accepted: $*"
  [ $status -lt 124 ] || fail "hung or crashed (status $status): $*"
  grep -q -- "$pattern" "$work/err" || fail "unclear error for $*: $(cat "$work/err")"
}
expect_error "speed must be a positive" "$bin" run --headless --trace Tests/Fixtures/session/quick-fox-touchscreen.evemu --speed 0
expect_error "speed must be a positive" "$bin" run --headless --trace Tests/Fixtures/session/quick-fox-touchscreen.evemu --speed=-2
expect_error "Package.swift:1:1" "$bin" run --headless --trace Package.swift
expect_error "needs --trace" "$bin" run --headless --speed 3
expect_error 'XKB layout "nosuchlayout" does not exist' "$bin" run --headless --trace Tests/Fixtures/session/quick-fox-touchscreen.evemu --emit uinput --xkb-layout nosuchlayout
if [ ! -e /dev/uinput ]; then
  expect_error "sudo modprobe uinput" "$bin" run --headless --trace Tests/Fixtures/session/quick-fox-touchscreen.evemu --emit uinput --xkb-layout us
fi
echo "run-trace-test: ok (run --trace equals replay, --emit stdout resolves to it, Ctrl-C saves; bad speed, non-trace, unknown layout and missing uinput refused)"
