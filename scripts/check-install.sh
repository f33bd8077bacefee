#!/usr/bin/env bash
# CI: installs Pressboard into a temporary prefix (with DESTDIR), runs the installed binary away
# from the source tree (`--version`, `keysets` must find the installed keysets), checks the
# completions and man page are there, then uninstalls and checks nothing is left.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
make -C "$root" --no-print-directory install DESTDIR="$tmp/dest" PREFIX=/opt/pressboard >/dev/null
base="$tmp/dest/opt/pressboard"
fail=0
check() { if "$@" >/dev/null 2>&1; then echo "ok: install: $desc"; else echo "FAIL: install: $desc"; fail=1; fi; }
cd "$tmp"
desc="--version runs from the prefix"; check env -u PRESSBOARD_KEYSETS "$base/bin/pressboard" --version
desc="keysets are found without the source tree"
check bash -c "env -u PRESSBOARD_KEYSETS HOME='$tmp' '$base/bin/pressboard' keysets | grep -q '$base/share/pressboard/keysets/english.json5'"
for f in share/bash-completion/completions/pressboard share/zsh/site-functions/_pressboard \
         share/fish/vendor_completions.d/pressboard.fish share/man/man1/pressboard.1; do
  desc="$f installed"; check test -s "$base/$f"
done
man1="$base/share/man/man1/pressboard.1"
desc="the man page keeps non-ASCII as groff escapes (0–100 as 0\[u2013]100, not 0100)"
check grep -qF '0\[u2013]100' "$man1"
desc="the man page has no raw non-ASCII bytes (groff without preconv would drop them)"
check python3 -c 'import sys; sys.exit(any(b > 127 for b in open(sys.argv[1], "rb").read()))' "$man1"
if command -v man >/dev/null; then
  desc="man renders the en dash"; check bash -c "LC_ALL=C.UTF-8 MANWIDTH=200 man -l '$man1' 2>/dev/null | grep -qF '0–100'"
fi
make -C "$root" --no-print-directory uninstall DESTDIR="$tmp/dest" PREFIX=/opt/pressboard >/dev/null
desc="uninstall leaves no files"; check test -z "$(find "$base" -type f)"
exit $fail
