#!/usr/bin/env bash
# Installs (or with --uninstall removes) Pressboard under DESTDIR/PREFIX:
#   bin/pressboard, share/pressboard/keysets/*.json5, share/pressboard/themes/ (default.json5 and
#   its README, to copy and edit), bash/zsh/fish completions and the man page
#   pressboard.1, the completions and the man page both generated from the argument parser.
# Usage: install.sh [--uninstall] DESTDIR PREFIX BIN_DIR [MAN_PAGE]
set -euo pipefail
mode=install
if [ "${1:-}" = "--uninstall" ]; then mode=uninstall; shift; fi
destdir="${1-}"; prefix="${2:?PREFIX}"; bindir="${3:-}"; manpage="${4:-}"
root="$(cd "$(dirname "$0")/.." && pwd)"
base="$destdir$prefix"
files=(
  "bin/pressboard"
  "share/bash-completion/completions/pressboard"
  "share/zsh/site-functions/_pressboard"
  "share/fish/vendor_completions.d/pressboard.fish"
  "share/man/man1/pressboard.1"
)
if [ "$mode" = uninstall ]; then
  for f in "${files[@]}"; do rm -f "$base/$f"; done
  rm -rf "$base/share/pressboard"
  echo "removed Pressboard from $base"
  exit 0
fi
install -d "$base/bin" "$base/share/pressboard/keysets" "$base/share/pressboard/themes" "$base/share/bash-completion/completions" \
  "$base/share/zsh/site-functions" "$base/share/fish/vendor_completions.d" "$base/share/man/man1"
install -m 0755 "$bindir/pressboard" "$base/bin/pressboard"
install -m 0644 "$root"/Keysets/*.json5 "$base/share/pressboard/keysets/"
install -m 0644 "$root"/Themes/*.json5 "$root"/Themes/README.md "$base/share/pressboard/themes/"
pb="$base/bin/pressboard"
"$pb" --generate-completion-script bash > "$base/share/bash-completion/completions/pressboard"
"$pb" --generate-completion-script zsh > "$base/share/zsh/site-functions/_pressboard"
"$pb" --generate-completion-script fish > "$base/share/fish/vendor_completions.d/pressboard.fish"
if [ -n "$manpage" ] && [ -f "$manpage" ]; then
  # The plugin drops non-ASCII characters ("0–100" became "0100"): put them back from the
  # binary's own help texts, as groff escapes (\[u2013]) that render in any locale.
  "$pb" --experimental-dump-help > "$base/share/man/man1/.pressboard-help.json"
  python3 "$root/scripts/man-unicode.py" "$manpage" "$base/share/man/man1/.pressboard-help.json" > "$base/share/man/man1/pressboard.1"
  rm -f "$base/share/man/man1/.pressboard-help.json"
  chmod 0644 "$base/share/man/man1/pressboard.1"
else
  echo "warning: no man page given; skipped" >&2
fi
echo "installed Pressboard in $base"
