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


def cased_form(word, spell):
    """The form Hunspell accepts: as listed (lower case), capitalised, or all capitals."""
    for form in (word, word[:1].upper() + word[1:], word.upper()):
        if spell(form):
            return form
    return None


def main(wheel):
    archive = zipfile.ZipFile(wheel)
    for lang, dictionary in DICTIONARIES.items():
        spell = open_hunspell(dictionary)
        raw = gzip.decompress(archive.read(f"wordfreq/data/large_{lang}.msgpack.gz"))
        header, *buckets = msgpack.unpackb(raw, raw=False)
        assert header.get("format") == "cB", header
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
