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

# A long trace streams: one finger held down and moving (BOUNDED_TRACE_MB of evemu events, 128 by
# default; 1024 was checked with the release build) is piped into `replay -` under the same
# limit. It must replay, and its peak memory must stay within 32 MB of a short trace's: anything
# kept per event would grow by far more than that.
trace_mb="${BOUNDED_TRACE_MB:-128}"
fixture=Tests/Fixtures/traces/touchscreen-two-fingers.evemu
long_trace() {
    grep -v '^E:' "$fixture"; grep '^E:' "$fixture" | head -11
    awk -v mb="$trace_mb" 'BEGIN { n = mb * 1048576 / 58; t = 0.000001
      for (i = 1; i <= n; i++) { t += 0.008; printf "E: %.6f 0003 0035 %04d\nE: %.6f 0000 0000 0000\n", t, 1000 + i % 500, t }
      printf "E: %.6f 0003 0039 -001\nE: %.6f 0001 014a 0000\nE: %.6f 0000 0000 0000\n", t + 0.008, t + 0.008, t + 0.008 }'
}
peak_kb() { /usr/bin/time -f '%M' -o "$work/peak" prlimit --as=$((limit_mb << 20)) -- "$@" >"$work/replay.out" 2>&1; local s=$?; tail -1 "$work/peak"; return $s; }
short_peak="$(peak_kb "$bin" replay "$fixture")"; short_status=$?
long_peak="$(long_trace | peak_kb "$bin" replay -)"; status=$?
if [ $short_status -ne 0 ] || [ $status -ne 0 ] || [ $((long_peak - short_peak)) -gt 32768 ]; then
    echo "bounded: FAIL replay of a ${trace_mb} MB trace (exit $short_status/$status, peak ${long_peak} KB against ${short_peak} KB for a short one): $(head -c 300 "$work/replay.out")"
    failures=$((failures + 1))
else
    echo "bounded: ok   replay of a ${trace_mb} MB trace (peak $((long_peak >> 10)) MB, a short trace $((short_peak >> 10)) MB, under ${limit_mb} MB)"
fi

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
