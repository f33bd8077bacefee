#!/usr/bin/env python3
"""Makes English misspellings that keep a word's sound (spelling by ear), for developing the
phonetic channel of the suggestion ranker: `misspelling<TAB>word` lines on standard output.

Words come from a `word count` frequency list (ranks FROM..TO); each gets one or two rewrites
drawn from sound-preserving spelling confusions (ph/f, c/k/s, tion/shun, ie/ei, ee/ea, doubled
and single consonants, silent e, unstressed vowels, -able/-ible, ...). Deterministic for a seed.
`--half dev|held-out` keeps the words whose hash falls in that half, so tuning never sees the
held-out half. Usage: make-sound-misspellings.py LIST [--half dev] [--seed 1] [--from 2000 --to 30000] [--count 600]
"""
import argparse, hashlib, random, re

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
    ap = argparse.ArgumentParser()
    ap.add_argument("list")
    ap.add_argument("--half", choices=["dev", "held-out", "all"], default="dev")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--from", dest="lo", type=int, default=2000)
    ap.add_argument("--to", dest="hi", type=int, default=30000)
    ap.add_argument("--count", type=int, default=600)
    ap.add_argument("--rewrites", type=int, default=1, help="sound-preserving rewrites per word (a 40 %% chance of one more)")
    a = ap.parse_args()
    words = [l.split()[0] for l in open(a.list, encoding="utf-8") if l.strip()][a.lo:a.hi]
    words = [w for w in words if w.isalpha() and w.isascii() and len(w) >= 5]
    known = set(l.split()[0] for l in open(a.list, encoding="utf-8") if l.strip())
    rng = random.Random(a.seed)
    rng.shuffle(words)
    out = 0
    for w in words:
        half = "dev" if hashlib.sha1(w.encode()).digest()[0] % 2 == 0 else "held-out"
        if a.half != "all" and half != a.half:
            continue
        m = misspell(w, rng, a.rewrites + (rng.random() < 0.4))
        if m == w or m in known:
            continue
        print(f"{m}\t{w}")
        out += 1
        if out >= a.count:
            break

main()
