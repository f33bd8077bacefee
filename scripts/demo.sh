#!/usr/bin/env bash
# `make demo`: replays a bundled trace (made with the typist simulator on a touchscreen
# description) through the whole pipeline and writes the final screen as PNG, SVG and PDF.
set -euo pipefail
out="${1:-out/demo}"
mkdir -p "$out"
bin="$(swift build -c release --show-bin-path)/pressboard"
trace="Tests/Fixtures/session/quick-fox-touchscreen.evemu"
echo "== pressboard replay $trace"
"$bin" replay "$trace" --png "$out/screen.png" --svg "$out/screen.svg" --pdf "$out/screen.pdf" --frames "$out/frames"
"$bin" replay "$trace" --scheme hue --png "$out/screen-hue.png" > /dev/null
doc="Tests/Fixtures/documents/rich-demo-image.pbdoc"
echo "== pressboard render $doc"
"$bin" render "$doc" --screen-width 420 --png "$out/document-weight.png" --html "$out/document.html" --md "$out/document.md"
"$bin" render "$doc" --screen-width 420 --scheme hue --png "$out/document-hue.png"
"$bin" render "$doc" --screen-width 420 --theme Tests/Fixtures/themes/serif.json5 --png "$out/document-serif-theme.png"
echo
echo "The structured document (heading, nested and numbered lists with centred and right-aligned"
echo "items, code, a rounded caption split at its empty line, a quote, an image) is in"
echo "$out/document-weight.png, document-hue.png, document-serif-theme.png, document.html and document.md."
echo "The final screen is in $out/screen.png (also screen.svg, screen.pdf, screen-hue.png),"
echo "and a picture per typed key in $out/frames/."
