#!/usr/bin/env python3
"""Makes English misspellings that keep a word's sound (spelling by ear), for developing the
phonetic channel of the suggestion ranker: `misspelling<TAB>word` lines on standard output.

Words come from a `word count` frequency list (ranks FROM..TO); each gets one or two rewrites
drawn from sound-preserving spelling confusions (ph/f, c/k/s, tion/shun, ie/ei, ee/ea, doubled
and single consonants, silent e, unstressed vowels, -able/-ible, ...). Deterministic for a seed.
`--half dev|held-out` keeps the words whose hash falls in that half, so tuning never sees the
held-out half. Words must be words Debian's en_US Hunspell dictionary accepts (so every peer can
know them), and a respelling Hunspell accepts is skipped (a real-word error). Usage: make-sound-misspellings.py LIST [--half dev] [--seed 1] [--from 2000 --to 30000] [--count 600]
"""
import re

import misspelling_sets

RULES = [
    (r"ph", "f"), (r"f", "ph"), (r"tion", "shun"), (r"tion", "sion"), (r"sion", "tion"), (r"ck", "k"),
    (r"c(?=[eiy])", "s"), (r"s(?=[eiy])", "c"), (r"c(?=[aou])", "k"), (r"k", "c"), (r"ie", "ei"), (r"ei", "ie"),
    (r"ee", "ea"), (r"ea", "ee"), (r"ou", "ow"), (r"ow", "ou"), (r"([bcdfglmnprstz])\1", r"\1"),
    (r"(?<=[aeiou])([bdglmnprt])(?=[aeiou])", r"\1\1"), (r"e$", ""), (r"able$", "ible"), (r"ible$", "able"),
    (r"ance$", "ence"), (r"ence$", "ance"), (r"ant$", "ent"), (r"ent$", "ant"), (r"(?<=[a-z])a(?=[a-z]{2})", "e"),
    (r"(?<=[a-z])e(?=[a-z]{2})", "i"), (r"(?<=[a-z])i(?=[a-z]{2})", "e"), (r"(?<=[a-z])o(?=[a-z]{2})", "a"),
    (r"x", "ks"), (r"qu", "kw"), (r"gh", ""), (r"wh", "w"), (r"kn", "n"), (r"wr", "r"), (r"y$", "ey"),
    (r"ough", "uff"), (r"ough", "o"), (r"ai", "ay"), (r"ay", "ai"), (r"er$", "or"), (r"or$", "er"),
    (r"ous$", "us"), (r"ture$", "cher"), (r"cial", "shal"), (r"ial$", "eal"), (r"z", "s"), (r"s(?=[aeiou])", "z"),
    (r"j", "g"), (r"g(?=[eiy])", "j"), (r"dge", "ge"), (r"ure$", "er"), (r"oo", "u"), (r"u(?=[a-z]e$)", "oo"),
]

def misspell(word, rng, rewrites):
    w = word
    for _ in range(rewrites):
        options = [(p, r) for p, r in RULES if re.search(p, w)]
        if not options:
            break
        p, r = rng.choice(options)
        spots = list(re.finditer(p, w))
        m = rng.choice(spots)
        w = w[:m.start()] + m.expand(r) + w[m.end():]
    return w

def main():
    ap = misspelling_sets.parser(__doc__, first_rank=2000)
    ap.add_argument("--rewrites", type=int, default=1, help="sound-preserving rewrites per word (a 40 %% chance of one more)")
    a = ap.parse_args()
    misspelling_sets.generate(a, 5, lambda w, rng: misspell(w, rng, a.rewrites + (rng.random() < 0.4)))


main()
