#!/usr/bin/env python3
"""Makes English typing slips (motor errors on a QWERTY keyboard), for measuring the suggestion
ranker on the typographic kind of misspelling beside Aspell and Hunspell: `misspelling<TAB>word`
lines on standard output.

Words come from a `word count` frequency list (ranks FROM..TO) and must be words Debian's en_US
Hunspell dictionary accepts, so every peer can know them. Each gets EDITS slips, drawn with the
shares typing studies report for physical and touch keyboards: a neighbouring key struck instead
(35 %), a letter left out (25 %), an extra letter that repeats its neighbour or brushes a
neighbouring key (25 %), two letters swapped (15 %). A misspelling that is itself a listed or
Hunspell-accepted word is skipped (a real-word error no spelling checker can see alone).
Deterministic for a seed. `--half dev|held-out` keeps the words whose hash falls in that half, as
make-sound-misspellings.py does, so tuning never sees the held-out half.

Usage: make-typing-misspellings.py LIST [--half dev] [--seed 1] [--edits 1] [--from 1000 --to 30000] [--count 600]
"""
import misspelling_sets

ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
ROW_OFFSETS = [0.0, 0.25, 0.75]  # key widths each row is shifted right on a staggered keyboard
CENTRES = {ch: (r, c + ROW_OFFSETS[r]) for r, row in enumerate(ROWS) for c, ch in enumerate(row)}


def neighbours(ch):
    """Keys whose centres lie within about one key of CH's (same row or the rows above and below)."""
    if ch not in CENTRES:
        return []
    r, c = CENTRES[ch]
    return [k for k, (r2, c2) in CENTRES.items() if k != ch and abs(r2 - r) <= 1 and abs(c2 - c) <= 1.0]


def slip(w, rng):
    i = rng.randrange(len(w))
    kind = rng.choices(["neighbour", "omission", "insertion", "transposition"], [35, 25, 25, 15])[0]
    if kind == "neighbour" and neighbours(w[i]):
        return w[:i] + rng.choice(neighbours(w[i])) + w[i + 1:]
    if kind == "omission":
        return w[:i] + w[i + 1:]
    if kind == "insertion":
        extra = w[i] if rng.random() < 0.5 or not neighbours(w[i]) else rng.choice(neighbours(w[i]))
        return w[:i] + extra + w[i:]
    if kind == "transposition" and i < len(w) - 1 and w[i] != w[i + 1]:
        return w[:i] + w[i + 1] + w[i] + w[i + 2:]
    return slip(w, rng)


def main():
    ap = misspelling_sets.parser(__doc__, first_rank=1000)
    ap.add_argument("--edits", type=int, default=1, help="slips per word")
    a = ap.parse_args()

    def misspell(w, rng):
        for _ in range(a.edits):
            w = slip(w, rng)
        return w

    misspelling_sets.generate(a, 4, misspell)


main()
