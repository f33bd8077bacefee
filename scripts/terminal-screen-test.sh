#!/usr/bin/env bash
# The terminal screen as a person sees it: `pressboard replay --terminal` runs inside a real
# terminal (tmux, 100 × 40), the pane is captured with its escapes (`capture-pane -e`) and
# compared with a golden; with NO_COLOR the capture must hold no colour; a narrow pane must
# fall back to a screen without the keyboard and say so on stderr.
# PRESSBOARD_UPDATE_GOLDENS=1 rewrites the golden.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v tmux >/dev/null; then echo "terminal-screen-test: tmux missing, skipped"; exit 0; fi
bin="$(swift build --show-bin-path 2>/dev/null)/pressboard"
[ -x "$bin" ] || { echo "terminal-screen-test: build pressboard first ($bin missing)"; exit 1; }
trace=Tests/Fixtures/session/quick-fox-touchscreen.evemu
golden=Tests/Fixtures/goldens/terminal-replay-100x40.ansi
work=$(mktemp -d)
sock="pressboard-terminal-test-$$"
cleanup() { for s in /tmp/tmux-$(id -u)/"$sock"*; do if [ -e "$s" ]; then tmux -S "$s" kill-server 2>/dev/null || true; fi; done; rm -rf "$work"; }
trap cleanup EXIT

# Runs the replay in a detached pane of the given size (its stdout is the pane, so the screen
# is sized by TIOCGWINSZ) and captures the pane once the replay has finished. The final screen
# is one row shorter than the pane and scrolls the replay's report out of view.
capture() { # columns rows environment output
  local done="$work/done-$1x$2${3%%=*}" sock="$sock-$1x$2${3%%=*}"
  tmux -L "$sock" new-session -d -x "$1" -y "$2" \
    "env $3 TERM=xterm-256color '$bin' replay '$trace' --keyset english --terminal 2>'$work/err-$1x$2'; touch '$done'; sleep 60"
  for _ in $(seq 1 1200); do [ -e "$done" ] && break; sleep 0.1; done
  [ -e "$done" ] || { echo "terminal-screen-test: replay did not finish"; exit 1; }
  sleep 0.2
  tmux -L "$sock" capture-pane -e -p -t 0 >"$4"
  tmux -L "$sock" kill-server
}

capture 100 40 "" "$work/colour.ansi"
if [ "${PRESSBOARD_UPDATE_GOLDENS:-}" = 1 ]; then cp "$work/colour.ansi" "$golden"; echo "wrote $golden"; fi
if ! cmp -s "$work/colour.ansi" "$golden"; then
  echo "terminal-screen-test: the 100x40 screen differs from $golden:"; diff <(cat -v "$golden") <(cat -v "$work/colour.ansi") | head -20; exit 1
fi
grep -q "quick brown fox" "$work/colour.ansi" || { echo "terminal-screen-test: the document text is not on screen"; exit 1; }

capture 100 40 "NO_COLOR=1" "$work/plain.ansi"
if grep -q $'\e\\[[0-9;]*38;2' "$work/plain.ansi"; then echo "terminal-screen-test: NO_COLOR screen has colour"; exit 1; fi
grep -q "│   q   │" "$work/plain.ansi" || { echo "terminal-screen-test: NO_COLOR screen lost the keyboard"; exit 1; }

capture 16 20 "" "$work/narrow.ansi"
grep -q "keyboard not drawn" "$work/err-16x20" || { echo "terminal-screen-test: no fallback note for a narrow terminal"; cat "$work/err-16x20"; exit 1; }
# The live screen follows a resize (SIGWINCH): `run --terminal` playing a trace, the pane
# shrunk from 100x40 to 60x24 mid-way, the keyboard redrawn to the new width.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
sock="$sock-live"
tmux -L "$sock" new-session -d -x 100 -y 40 \
  "TERM=xterm-256color '$bin' run --terminal --trace '$trace' --speed 2 --keyset english --document '$work/doc.json' 2>'$work/err-live'; touch '$work/live-done'; sleep 60"
for _ in $(seq 1 1200); do tmux -L "$sock" capture-pane -p -t 0 | grep -q "│   q   │" && break; sleep 0.1; done
tmux -L "$sock" capture-pane -p -t 0 | grep -q "│   q   │" || { echo "terminal-screen-test: the live screen did not show the keyboard at 100 columns"; cat "$work/err-live"; exit 1; }
tmux -L "$sock" resize-window -t 0 -x 60 -y 24
for _ in $(seq 1 50); do tmux -L "$sock" capture-pane -p -t 0 | grep -q "│ q │" && break; sleep 0.1; done
tmux -L "$sock" capture-pane -p -t 0 >"$work/resized.txt"
grep -q "│ q │" "$work/resized.txt" || { echo "terminal-screen-test: the live screen did not follow the resize"; cat "$work/resized.txt"; exit 1; }
for _ in $(seq 1 300); do [ -e "$work/live-done" ] && break; sleep 0.1; done
grep -q "The trace ended" "$work/err-live" || { echo "terminal-screen-test: the live run did not end cleanly"; cat "$work/err-live"; exit 1; }
tmux -L "$sock" kill-server
echo "terminal-screen-test: ok (colour golden, NO_COLOR, 16-column fallback, live resize)"
