#!/usr/bin/env bash
# Replays the bundled trace through the pipeline and says where the output went.
set -euo pipefail
out="${1:-out/demo}"
mkdir -p "$out"
bin="$(swift build -c release --show-bin-path)/pressboard"
trace="Tests/Fixtures/traces/touchscreen-two-fingers.evemu"
echo "== pressboard dump $trace"
"$bin" dump "$trace" | tee "$out/frames.txt"
echo
echo "decoded frames written to $out/frames.txt"
