#!/usr/bin/env bash
# Installs the Debian packages Pressboard needs, only those that are missing.
# Runs apt-get directly as root, through sudo otherwise.
set -euo pipefail
packages=(
  pkg-config
  libevdev-dev          # live devices (TouchInput)
  libpango1.0-dev       # text layout (TextLayout)
  libcairo2-dev         # drawing (Rendering)
  libxkbcommon-dev      # compose sequences (TextEditing)
  x11-common libx11-data # Compose tables for xkbcommon
  libsdl2-dev           # the window (Rendering)
  libcmark-dev          # Markdown in and out (TextEditing, CCmark)
  libjpeg62-turbo-dev   # JPEG attachments decoded with DCT scaling (Rendering, CJpeg)
  fonts-dejavu-core     # the fixed font of tests and goldens
  fonts-inter           # nine static weights for the weight render scheme (Rendering)
  fonts-noto-color-emoji fonts-noto-cjk # colour emoji and CJK through fontconfig fallback (Rendering, issue 15)
  xvfb xauth            # window tests
  hunspell-de-de hunspell-fr hunspell-es hunspell-ru # other languages' dictionaries (Suggestions, through libhunspell)
  libhunspell-dev hunspell-en-us # libhunspell (CHunspell) and the English dictionary it is compared on
  aspell aspell-en      # the Aspell peer of bench suggest --peers
  python3-venv          # the symspellpy peer's virtual environment (make peers)
  util-linux            # prlimit for scripts/bounded-memory.sh (issue 16)
  time                  # GNU time: peak memory of a long replay (scripts/bounded-memory.sh)
  libinput-tools python3-yaml python3-libevdev # `libinput analyze` checks the libinput-record YAML we write (scripts/check-libinput-yaml.sh)
  tmux                  # terminal screen snapshots (scripts/terminal-screen-test.sh)
  xdotool imagemagick   # clicks and screenshots of the window (scripts/window-pointer-test.sh)
  bsdextrautils         # col -b resolves --emit stdout corrections (scripts/run-trace-test.sh)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
