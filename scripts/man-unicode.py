#!/usr/bin/env python3
"""Puts back the non-ASCII characters swift-argument-parser's generate-manual plugin drops.

The plugin writes "0100" for the help text's "0–100". The help texts are known exactly from the
binary's `--experimental-dump-help` JSON: for every text line holding non-ASCII characters, the
man page's copy with those characters missing is replaced by the original with each non-ASCII
character as a groff escape (\\[u2013] for "–"), which every groff renders in any locale.
Usage: man-unicode.py MANPAGE DUMP_HELP_JSON > fixed.1
"""
import json
import sys


def texts(node):
    """Every help text of a dump-help command tree."""
    for key in ("abstract", "discussion"):
        if isinstance(node.get(key), str):
            yield node[key]
    for a in node.get("arguments") or []:
        if isinstance(a.get("abstract"), str):
            yield a["abstract"]
        if isinstance(a.get("discussion"), str):
            yield a["discussion"]
    for s in node.get("subcommands") or []:
        yield from texts(s)


def escaped(text):
    return "".join(c if ord(c) < 128 else "\\[u%04X]" % ord(c) for c in text)


def main():
    page = open(sys.argv[1], encoding="utf-8").read()
    tree = json.load(open(sys.argv[2], encoding="utf-8"))["command"]
    repairs = {}
    for text in texts(tree):
        for line in text.split("\n"):
            if any(ord(c) > 127 for c in line):
                stripped = "".join(c for c in line if ord(c) < 128)
                if len(stripped.strip()) >= 8:
                    repairs[stripped] = escaped(line)
    # Longest first, so a line is never repaired by a shorter line it contains.
    for stripped in sorted(repairs, key=len, reverse=True):
        page = page.replace(stripped, repairs[stripped])
    sys.stdout.write(escaped(page))


if __name__ == "__main__":
    main()
