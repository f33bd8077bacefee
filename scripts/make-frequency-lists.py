#!/usr/bin/env python3
"""Makes the word-frequency lists Pressboard ships for its Hunspell languages (de, fr, es, ru).

Debian's hunspell-* dictionaries say which words exist but carry no frequencies, so without a list
every inflected form is as likely as any other: "Hä" completed to "Häme" before "Hälfte". This
script takes wordfreq's "large" lists (Robyn Speer et al., data under CC BY-SA 4.0: see
Sources/Suggestions/Resources/Lexicons/LICENSE-wordfreq.txt), keeps the words the Debian dictionary
accepts, puts back the casing Hunspell wants (wordfreq folds case: "häuser" -> "Häuser"), and
writes `word count` lines, count = occurrences per billion words.

Run (PyPI and Debian's hunspell-* packages needed; the output is committed, CI never runs this):

    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install msgpack
    /tmp/wf/bin/pip download wordfreq==3.1.1 --no-deps -d /tmp/wf/dl
    /tmp/wf/bin/python scripts/make-frequency-lists.py /tmp/wf/dl/wordfreq-3.1.1-py3-none-any.whl

It also writes frequency_en_us_supplement.txt: the words of wordfreq's English list past the same
cut that SymSpell's English list (Google Books) leaves out and Debian's
en_US dictionary accepts, counted on SymSpell's scale. SymSpell's list lacks most American
spellings ("favorite", "traveling", "neighbor", "labor", "rumors") and common words of mail
("mom", "math"), so a word typed right was unknown to the decoder, and one typed with a slip
could not be read as it. Letters only, three or more, and a few two-letter words by name
(TWO_LETTER_WORDS: "oh", "ok", "ad"): wordfreq counts contraction tails ("ll", "ve") as words,
and en_US accepts hundreds of two-letter abbreviations.

Cut: frequency >= 1e-7 (100 per billion words), at most MAX_WORDS words per language (the most
frequent, whole frequency levels only; Russian's inflections pass the cut at about twice the other languages' count).
"""
import gzip
import io
import sys
import zipfile

import msgpack

from hunspell_words import open_hunspell

DICTIONARIES = {"de": "de_DE", "fr": "fr_FR", "es": "es_ES", "ru": "ru_RU"}
MIN_FREQUENCY_BUCKET = 700  # wordfreq's bucket i holds words of frequency 10^(-i/100)
MAX_WORDS = 120_000
OUT = "Sources/Suggestions/Resources/Lexicons/frequency_{}.txt"
ENGLISH = "Sources/Suggestions/Resources/Lexicons/frequency_dictionary_en_82_765.txt"
ENGLISH_BIGRAMS = "Sources/Suggestions/Resources/Lexicons/frequency_bigramdictionary_en_243_342.txt"
SUPPLEMENT = "Sources/Suggestions/Resources/Lexicons/frequency_en_us_supplement.txt"
BIGRAM_SUPPLEMENT = "Sources/Suggestions/Resources/Lexicons/frequency_bigram_en_us_supplement.txt"
# American → British spelling changes; a supplement word's British twin is a listed word these
# make that en_US rejects ("favorite" → "favourite"; not "prized" → "prised").
BRITISH = [("or", "our"), ("er", "re"), ("el", "ell"), ("yz", "ys"), ("iz", "is"), ("og", "ogue"),
           ("ense", "ence"), ("ll", "l"), ("e", "ae"), ("e", "oe")]
# Two-letter words are taken by name: wordfreq's other two-letter tokens are abbreviations
# ("ca", "jr", "dr", "ft") or contraction tails ("ll", "ve"), and a known two-letter string blocks
# the reading of a slip ("ca" for "can"). These are words people type, as words, in messages.
TWO_LETTER_WORDS = {"oh", "ok", "ah", "uh", "um", "eh", "aw", "ex", "ad", "ha", "yo"}


def cased_form(word, spell):
    """The form Hunspell accepts: as listed (lower case), capitalised, or all capitals."""
    for form in (word, word[:1].upper() + word[1:], word.upper()):
        if spell(form):
            return form
    return None


def buckets_of(archive, lang):
    raw = gzip.decompress(archive.read(f"wordfreq/data/large_{lang}.msgpack.gz"))
    header, *buckets = msgpack.unpackb(raw, raw=False)
    assert header.get("format") == "cB", header
    return buckets


def english_supplement(archive):
    """Words wordfreq's English list holds and SymSpell's does not, lower case as SymSpell
    writes them, with counts scaled by the median ratio of the two lists' shared words."""
    listed = {}
    with io.open(ENGLISH, encoding="utf-8") as f:
        for line in f:
            word, count = line.split()
            listed[word] = int(count)
    spell = open_hunspell("en_US")
    buckets = buckets_of(archive, "en")
    ratios = sorted(listed[w] / 10 ** (-b / 100) for b, words in enumerate(buckets[:MIN_FREQUENCY_BUCKET]) for w in words if w in listed)
    scale = ratios[len(ratios) // 2]
    kept = []
    for bucket, words in enumerate(buckets[:MIN_FREQUENCY_BUCKET]):
        for word in words:
            if word in listed or not word.isalpha() or word != word.lower():
                continue
            if word in TWO_LETTER_WORDS or len(word) >= 3 and (spell(word) or spell(word[:1].upper() + word[1:])):
                kept.append((word, round(scale * 10 ** (-bucket / 100))))
    with io.open(SUPPLEMENT, "w", encoding="utf-8", newline="\n") as out:
        for word, count in kept:
            out.write(f"{word} {count}\n")
    print(f"en supplement: {len(kept)} words, scale {scale:.4g}")
    english_bigram_supplement(dict(kept), listed, spell)


def british_twin(word, listed, spell):
    """The listed British spelling of an American `word`, or None."""
    for a, b in BRITISH:
        start = word.find(a)
        while start >= 0:
            twin = word[:start] + b + word[start + len(a):]
            if twin in listed and not spell(twin):
                return twin
            start = word.find(a, start + 1)
    return None


def english_bigram_supplement(kept, listed, spell):
    """SymSpell's bigrams are British-leaning ("my favourite", never "my favorite"): with context,
    a slip of "favorite" read as "favourite". Each bigram of a British twin is written again
    with the American word, its count scaled by the two words' counts."""
    twins = {}
    for word, count in kept.items():
        twin = british_twin(word, listed, spell)
        if twin:
            twins[twin] = (word, count / listed[twin])
    pairs = []
    with io.open(ENGLISH_BIGRAMS, encoding="utf-8") as f:
        for line in f:
            first, second, count = line.split()
            for i, (a, b) in enumerate(((first, second), (second, first))):
                if a in twins:
                    word, ratio = twins[a]
                    pair = (word, b) if i == 0 else (b, word)
                    pairs.append((*pair, max(1, round(int(count) * ratio))))
    with io.open(BIGRAM_SUPPLEMENT, "w", encoding="utf-8", newline="\n") as out:
        for first, second, count in pairs:
            out.write(f"{first} {second} {count}\n")
    print(f"en bigram supplement: {len(twins)} British twins, {len(pairs)} pairs")


def main(wheel):
    archive = zipfile.ZipFile(wheel)
    english_supplement(archive)
    for lang, dictionary in DICTIONARIES.items():
        spell = open_hunspell(dictionary)
        buckets = buckets_of(archive, lang)
        kept, seen = [], set()
        for bucket, words in enumerate(buckets[:MIN_FREQUENCY_BUCKET]):
            count = round(10 ** (9 - bucket / 100))
            level = []
            for word in words:
                if not any(c.isalpha() for c in word) or any(c.isspace() for c in word):
                    continue
                form = cased_form(word, spell)
                if form is None or form in seen:
                    continue
                seen.add(form)
                level.append((form, count))
            # Whole buckets only: a bucket's words are equally frequent, cutting one would pick by
            # its (alphabetical) order.
            if len(kept) + len(level) > MAX_WORDS:
                break
            kept += level
        with io.open(OUT.format(lang), "w", encoding="utf-8", newline="\n") as out:
            for form, count in kept:
                out.write(f"{form} {count}\n")
        print(f"{lang}: {len(kept)} words, last count {kept[-1][1]}")


if __name__ == "__main__":
    main(sys.argv[1])
