#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/Sources/*) with -sanitize=fuzzer,address and runs each from
# its committed seed corpus (fuzz/corpus/<target>/) for a time budget.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]      (default 30 s, every target)
#   FUZZ_RUNS=N scripts/fuzz.sh 0 FuzzKeyset              (N executions instead of a time budget)
#   FUZZ_MAX_LEN=8192 scripts/fuzz.sh …                  (longest input libFuzzer makes; default 64 KiB)
#   FUZZ_FORK=2 scripts/fuzz.sh …                        (one run spread over 2 worker processes;
#                                                          FUZZ_RUNS then counts all workers' executions)
#
# New inputs libFuzzer finds go to .build-fuzz/corpus/<target>/, never into the committed seeds;
# a crash leaves its reproducer in .build-fuzz/crashes/ and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

budget="${1:-30}"
shift || true
all=(FuzzEvemu FuzzLibinputYAML FuzzKeyset FuzzDocumentArchive FuzzCalibrationConfig FuzzSessionSpec FuzzUserDictionary FuzzLexicon FuzzIndexCache FuzzBatchLines)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")

build=.build-fuzz
config="${FUZZ_CONFIG:-release}"
for t in "${targets[@]}"; do
    PRESSBOARD_FUZZ=1 swift build -c "$config" --build-path "$build" --product "$t" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >/dev/null
done
bin="$(PRESSBOARD_FUZZ=1 swift build -c "$config" --build-path "$build" --show-bin-path)"

mkdir -p "$build/crashes"
for t in "${targets[@]}"; do
    work="$build/corpus/$t"
    mkdir -p "$work"
    limit=(-max_total_time="$budget")
    [ -n "${FUZZ_RUNS:-}" ] && limit=(-runs="$FUZZ_RUNS")
    [ -n "${FUZZ_FORK:-}" ] && limit+=(-fork="$FUZZ_FORK")
    echo "fuzz: $t (${FUZZ_RUNS:+$FUZZ_RUNS runs}${FUZZ_RUNS:-$budget s})"
    # Seeds are read from fuzz/corpus (not written); found inputs go to $work.
    ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1" \
    "$bin/$t" "$work" "fuzz/corpus/$t" "${limit[@]}" -max_len="${FUZZ_MAX_LEN:-65536}" -rss_limit_mb=2048 -timeout=20 \
        -artifact_prefix="$build/crashes/$t-" -print_final_stats=1 2>&1 | tee "$build/$t.log" | grep -E "^(#[0-9]+ +DONE|INFO: fuzzed for|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)" || true
    if grep -qE "==[0-9]+==ERROR|deadly signal|Fuzzer: timeout|out-of-memory" "$build/$t.log"; then
        echo "fuzz: $t FAILED; see $build/$t.log and $build/crashes/" >&2
        exit 1
    fi
done
