#!/usr/bin/env bash
# The window typed with the mouse: `pressboard run --pointer` in a real SDL window under Xvfb,
# clicks sent with xdotool on key positions, the committed text read back from `--emit stdout`,
# and a screenshot of the window compared with a golden image (ImageMagick `compare`, fuzz 10 %,
# at most 2 % of the pixels may differ). PRESSBOARD_UPDATE_GOLDENS=1 rewrites the golden.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in xvfb-run xdotool import compare; do
  command -v "$tool" >/dev/null || { echo "window-pointer-test: $tool missing (make deps), skipped"; exit 0; }
done
bin="$(swift build --show-bin-path 2>/dev/null)/pressboard"
[ -x "$bin" ] || { echo "window-pointer-test: build pressboard first ($bin missing)"; exit 1; }
golden="$PWD/Tests/Fixtures/goldens/window-pointer-hello.png"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="${XDG_CACHE_HOME:-$work/cache}"
export PRESSBOARD_BIN="$bin" WORK="$work" GOLDEN="$golden"

xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
set -euo pipefail
"$PRESSBOARD_BIN" run --pointer --keyset english --no-suggestions --document "$WORK/doc.json" --emit stdout --duration 60 \
  >"$WORK/typed" 2>"$WORK/err" &
pid=$!
# The window id to use: a visible window named Pressboard that still exists a moment after it
# appeared (SDL may map a first window and replace it; its id then no longer exists).
window() {
  local w
  timeout "$1" xdotool search --sync --onlyvisible --name "^Pressboard" >/dev/null 2>&1 || return 1
  for _ in $(seq 1 50); do
    sleep 0.2
    w=$(xdotool search --onlyvisible --name "^Pressboard" 2>/dev/null | tail -1)
    [ -n "$w" ] && xdotool getwindowgeometry "$w" >/dev/null 2>&1 && { echo "$w"; return 0; }
  done
  return 1
}
wid=$(window 30)
sleep 1
# Key centres of the english keyset in the 800x600 window: the keyboard is the lower 240 px,
# five rows of 48 px — the accessory row (shown by default), then the letters; the top letter
# row has ten 80 px keys, the middle row nine (offset 40 px).
click() { xdotool mousemove --window "$wid" "$1" "$2" mousedown 1; sleep 0.08; xdotool mouseup 1; sleep 0.25; }
top=432; mid=480; bottom=576
for key in h e l l o space w o r l d; do
  case $key in
    h) click 480 $mid ;; e) click 200 $top ;; l) click 720 $mid ;; o) click 680 $top ;;
    w) click 120 $top ;; r) click 280 $top ;; d) click 240 $mid ;; space) click 381 $bottom ;;
  esac
done
sleep 0.5
xdotool getwindowname "$wid" >"$WORK/title"
import -window "$wid" "$WORK/shot.png"
kill -INT $pid
wait $pid || { echo "run exited with $?"; cat "$WORK/err"; exit 1; }
# A trace played in the window pauses on space: nothing is typed while paused, and the
# document at the end is the one replay gives.
"$PRESSBOARD_BIN" run --trace Tests/Fixtures/session/quick-fox-touchscreen.evemu --speed 2 --keyset english --no-suggestions \
  --document "$WORK/doc-trace.json" --emit stdout >"$WORK/played" 2>"$WORK/err-trace" &
pid=$!
wid=$(window 60)
for _ in $(seq 1 300); do [ -s "$WORK/played" ] && break; sleep 0.1; done
xdotool windowfocus --sync "$wid" key space
sleep 0.5
before=$(wc -c <"$WORK/played")
sleep 3
after=$(wc -c <"$WORK/played")
xdotool windowfocus --sync "$wid" key space
wait $pid || { echo "run --trace in the window exited with $?"; cat "$WORK/err-trace"; exit 1; }
[ "$before" = "$after" ] || { echo "window-pointer-test: typing went on while paused ($before -> $after bytes)"; exit 1; }
grep -q "The trace ended" "$WORK/err-trace" || { echo "window-pointer-test: the played trace did not end"; cat "$WORK/err-trace"; exit 1; }
"$PRESSBOARD_BIN" replay Tests/Fixtures/session/quick-fox-touchscreen.evemu --keyset english --no-suggestions | sed -n "s/^text: //p" >"$WORK/replayed"
[ "$(col -b <"$WORK/played")" = "$(cat "$WORK/replayed")" ] || { echo "window-pointer-test: paused playback typed \"$(col -b <"$WORK/played")\", replay \"$(cat "$WORK/replayed")\""; exit 1; }
# Without --pointer on a machine without a touch device: run says so and uses the pointer.
timeout 30 "$PRESSBOARD_BIN" run --keyset english --no-suggestions --document "$WORK/doc2.json" --duration 2 >/dev/null 2>"$WORK/err2"
'
typed=$(cat "$work/typed")
grep -q "^Pressboard — Pressboard pointer" "$work/title" || { echo "window-pointer-test: the window title \"$(cat "$work/title")\" does not name the pointer"; exit 1; }
[ "$typed" = "Hello world" ] || { echo "window-pointer-test: typed \"$typed\", expected \"Hello world\""; cat "$work/err"; exit 1; }
if [ ! -e /dev/input ] || ! ls /dev/input/event* >/dev/null 2>&1; then
  grep -q "Using the pointer" "$work/err2" || { echo "window-pointer-test: run without a touch device did not fall back to the pointer"; cat "$work/err2"; exit 1; }
fi
if [ "${PRESSBOARD_UPDATE_GOLDENS:-}" = 1 ]; then cp "$work/shot.png" "$golden"; echo "wrote $golden"; fi
differing=$(compare -metric AE -fuzz 10% "$work/shot.png" "$golden" "$work/diff.png" 2>&1 >/dev/null || true)
total=$(( 800 * 600 ))
[ "${differing%%.*}" -le $(( total / 50 )) ] 2>/dev/null || { echo "window-pointer-test: $differing of $total pixels differ from $golden"; exit 1; }
echo "window-pointer-test: ok (clicks typed \"$typed\"; space paused a played trace; screenshot within tolerance: $differing pixels differ)"
