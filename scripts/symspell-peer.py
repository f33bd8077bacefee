#!/usr/bin/env python3
"""The symspellpy peer of `pressboard bench suggest --peers`: reads one word per line on standard
input and writes, per word, `nanoseconds<TAB>suggestion<TAB>...` (top 3, SymSpell's order:
distance, then frequency), timing only the lookup. Uses the English frequency dictionary that
ships inside symspellpy (the same SymSpell list the bundled lexicon comes from), max distance 2.
Run it with the virtual environment `make peers` creates (.venv-peers/)."""
import sys, time
from importlib.resources import files
from symspellpy import SymSpell, Verbosity

def main():
    sym = SymSpell(max_dictionary_edit_distance=2, prefix_length=7)
    path = files("symspellpy").joinpath("frequency_dictionary_en_82_765.txt")
    if not sym.load_dictionary(str(path), term_index=0, count_index=1):
        sys.exit("symspellpy: cannot load its dictionary")
    out = []
    for line in sys.stdin.read().splitlines():
        word = line.strip()
        t0 = time.perf_counter_ns()
        found = sym.lookup(word.lower(), Verbosity.CLOSEST, max_edit_distance=2, include_unknown=False)
        t = time.perf_counter_ns() - t0
        out.append("\t".join([str(t)] + [s.term for s in found[:3]]))
    sys.stdout.write("\n".join(out) + "\n")

main()
