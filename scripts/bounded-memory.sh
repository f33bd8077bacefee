#!/usr/bin/env bash
# Issue 16, "bounded on any input": each command below runs under an address-space limit
# (prlimit --as) on hostile input and must end with a clear error, never by exhausting memory,
# and a failed save must leave the old file whole. Called from `make test`.
#
#   scripts/bounded-memory.sh [PATH_TO_PRESSBOARD]
set -uo pipefail
cd "$(dirname "$0")/.."
bin="${1:-$(swift build --show-bin-path)/pressboard}"
limit_mb="${BOUNDED_LIMIT_MB:-1024}"
work="$(mktemp -d /tmp/pressboard-bounded.XXXXXX)"
trap 'rm -rf "$work"' EXIT
export HOME="$work" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
failures=0

# run NAME EXPECTED_PATTERN COMMAND...: the command must exit non-zero within the memory limit
# (not killed by a signal) and print the pattern.
expect_error() {
    local name="$1" pattern="$2"; shift 2
    local out status
    out="$(timeout 300 prlimit --as=$((limit_mb << 20)) -- "$@" 2>&1)"; status=$?
    if [ $status -eq 0 ] || [ $status -ge 124 ] || ! grep -qE "$pattern" <<<"$out"; then
        echo "bounded: FAIL $name (exit $status): $(head -c 300 <<<"$out")"; failures=$((failures + 1))
    else
        echo "bounded: ok   $name (exit $status, under ${limit_mb} MB): $(head -1 <<<"$out" | head -c 160)"
    fi
}

# A 1 GB file without a line break, made sparse (no disk used).
truncate -s 1G "$work/one-line"
printf 'hello\nworld\n' > "$work/words"

expect_error "render /dev/zero" "larger than the limit" "$bin" render /dev/zero --png "$work/zero.png"
expect_error "render 1 GB document" "larger than the limit" "$bin" render "$work/one-line" --png "$work/big.png"
expect_error "suggest --batch /dev/zero" "line longer than" "$bin" suggest --batch /dev/zero
expect_error "suggest --batch 1 GB line" "line longer than" "$bin" suggest --batch "$work/one-line"
expect_error "dump 1 GB line trace" "line longer than|not a" "$bin" dump "$work/one-line"
expect_error "keysets check /dev/zero" "larger than|not valid|cannot read" "$bin" keysets check /dev/zero

# synth -o on a full file system (RLIMIT_FSIZE: writes past 4 KB fail with EFBIG): the old
# output stays whole, and no temporary or empty file is left.
dev="$(ls Tests/Fixtures/traces/touchscreen-two-fingers.evemu)"
printf 'precious\n' > "$work/out.evemu"
# SIGXFSZ is ignored (an ignored signal stays ignored across exec), so writes fail with EFBIG as
# they fail with ENOSPC on a full disk, instead of the signal killing the process.
rc=0
(trap '' XFSZ; exec prlimit --fsize=4096 -- "$bin" synth --keyset english --description "$dev" -o "$work/out.evemu" "the quick brown fox jumps over the lazy dog again and again" >"$work/synth.log" 2>&1) || rc=$?
# It must have failed writing (exit 1), not on its arguments (exit 2, which would prove nothing).
if [ "$rc" -eq 1 ] && [ "$(cat "$work/out.evemu")" = "precious" ] && [ -z "$(ls -A "$work" | grep '^\.out')" ]; then
    echo "bounded: ok   synth -o on a full disk keeps the old file"
else
    echo "bounded: FAIL synth -o on a full disk (exit $rc: $(head -c 200 "$work/synth.log")): $(head -c 100 "$work/out.evemu"); $(ls -A "$work")"; failures=$((failures + 1))
fi

[ $failures -eq 0 ] || { echo "bounded: $failures failure(s)"; exit 1; }
