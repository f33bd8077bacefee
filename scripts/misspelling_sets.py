"""What the misspelling-set generators (make-sound-misspellings.py, make-typing-misspellings.py)
share: their command line, the choice of words and the dev/held-out split by a hash of the word."""
import argparse, hashlib, random, sys

from hunspell_words import open_hunspell


def parser(doc, first_rank):
    """The shared options; a generator adds its own before `parse_args`."""
    ap = argparse.ArgumentParser(description=doc)
    ap.add_argument("list", help="a `word count` frequency list")
    ap.add_argument("--half", choices=["dev", "held-out", "all"], default="dev")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--from", dest="lo", type=int, default=first_rank)
    ap.add_argument("--to", dest="hi", type=int, default=30000)
    ap.add_argument("--count", type=int, default=600)
    ap.add_argument("--exclude", action="append", default=[], help="a misspelling<TAB>word file whose words are skipped (repeatable)")
    return ap


def half_of(word):
    return "dev" if hashlib.sha1(word.encode()).digest()[0] % 2 == 0 else "held-out"


def generate(a, min_length, misspell):
    """Prints `misspelling<TAB>word` lines: words of ranks a.lo..a.hi that en_US Hunspell accepts
    (as written or capitalised), shuffled by a.seed, of the chosen half, each misspelt once by
    `misspell(word, rng)`; a misspelling that is a listed or accepted word is skipped."""
    excluded = {l.rstrip("\n").split("\t")[-1] for f in a.exclude for l in open(f, encoding="utf-8") if "\t" in l}
    hunspell = open_hunspell("en_US")
    spell = lambda w: hunspell(w) or hunspell(w[:1].upper() + w[1:])
    listed = [l.split()[0] for l in open(a.list, encoding="utf-8") if l.strip()]
    known = set(listed)
    words = [w for w in listed[a.lo:a.hi] if w.isalpha() and w.isascii() and len(w) >= min_length and spell(w) and w not in excluded]
    rng = random.Random(a.seed)
    rng.shuffle(words)
    out = 0
    for w in words:
        if a.half != "all" and half_of(w) != a.half:
            continue
        m = misspell(w, rng)
        if m == w or m in known or spell(m):
            continue
        print(f"{m}\t{w}")
        out += 1
        if out >= a.count:
            return
    print(f"only {out} words in ranks {a.lo}..{a.hi}", file=sys.stderr)
