#!/usr/bin/env bash
# libinput's own tools read the libinput-record YAML Pressboard writes, and Pressboard's reader
# reads it back to the same frames: synth writes a two-finger touchscreen trace and a pen trace as
# YAML, `libinput analyze per-slot-delta` and `libinput analyze touch-down-state` must parse them
# (exit 0, output naming the slots), and `pressboard dump` of the YAML must equal the dump of the
# same trace written as evemu.
set -euo pipefail
pb="${1:?usage: check-libinput-yaml.sh PRESSBOARD_BINARY}"
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export PRESSBOARD_KEYSETS="$root/Keysets"
fail=0
# libinput's analysers are Debian's Python scripts (python3-libevdev, python3-yaml): run them with
# the system interpreter even when another python3 comes first in PATH.
export PATH="/usr/bin:$PATH"
check() { if "$@"; then echo "ok: $desc"; else echo "FAIL: $desc"; fail=1; fi; }

for dev in traces/touchscreen-two-fingers.evemu devices/pen-and-touch.evemu; do
  name="$(basename "$dev" .evemu)"
  "$pb" synth "Hello, world" --keyset basic-latin --description "$root/Tests/Fixtures/$dev" --seed 3 --output "$tmp/$name.yaml" 2>/dev/null
  "$pb" synth "Hello, world" --keyset basic-latin --description "$root/Tests/Fixtures/$dev" --seed 3 --output "$tmp/$name.evemu" 2>/dev/null
  desc="$name: the YAML starts as libinput record does"
  check grep -q '^# libinput record' "$tmp/$name.yaml"
  if command -v libinput >/dev/null 2>&1; then
    desc="$name: libinput analyze per-slot-delta reads it"
    check bash -c "libinput analyze per-slot-delta '$tmp/$name.yaml' > '$tmp/$name.delta' 2>&1"
    desc="$name: libinput analyze touch-down-state reads it"
    check bash -c "libinput analyze touch-down-state '$tmp/$name.yaml' > '$tmp/$name.state' 2>&1"
    desc="$name: libinput sees the touches go down"
    check grep -q ' + ' "$tmp/$name.state"
  else
    echo "FAIL: libinput (libinput-tools) is not installed: make deps"; fail=1
  fi
  desc="$name: our reader gives the same frames from YAML and evemu"
  check bash -c "'$pb' dump --all-contacts '$tmp/$name.yaml' > '$tmp/$name.yaml.dump' && '$pb' dump --all-contacts '$tmp/$name.evemu' > '$tmp/$name.evemu.dump' && diff -q '$tmp/$name.yaml.dump' '$tmp/$name.evemu.dump' >/dev/null"
done
exit $fail
