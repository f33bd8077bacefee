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
  fonts-dejavu-core     # the fixed font of tests and goldens
  fonts-inter           # nine static weights for the weight render scheme (Rendering)
  xvfb xauth            # window tests
  tmux                  # terminal screen snapshots (scripts/terminal-screen-test.sh)
  xdotool imagemagick   # clicks and screenshots of the window (scripts/window-pointer-test.sh)
  bsdextrautils         # col -b resolves --emit stdout corrections (scripts/run-trace-test.sh)
  hunspell-de-de hunspell-fr hunspell-es hunspell-ru # other languages' word lists (Suggestions)
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
