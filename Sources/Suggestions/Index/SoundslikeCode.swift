/// A word's "soundslike" code: how it sounds, spelled with one letter per consonant sound and
/// only a leading vowel kept (`occasionally` → `akxnl`, `accosinly` → `aksnl`). Built from the
/// published rules of Lawrence Philips' Metaphone (1990), applied to the whole word (no four-letter
/// cap), so that an edit distance between codes measures how far two words sound apart. This is
/// Aspell's approach (its `soundslike` codes, searched within an edit distance of their own),
/// chosen over Double Metaphone because Double Metaphone's codes are cut to four sounds and its
/// two alternatives per word would double the index; a full-length code with a distance over it
/// gives the ranker a graded phonetic channel, not a yes/no bucket.
///
/// Letters a–z are folded; other scalars (accents, other scripts) are passed through unchanged,
/// so the code stays well defined for any lexicon. Codes use lowercase letters plus `0` for "th"
/// and `x` for "sh". The index stores every word's code: a change to these rules must bump
/// `IndexImage.version` so that cached indexes are rebuilt.
enum SoundslikeCode {
    /// Longest code kept (longer words keep the code of their beginning).
    static let maxLength = 16

    static func of(_ w: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(w.count)
        var i = 0
        // Silent first letters: kn-, gn-, pn-, ps-, wr-, ae-; x- sounds like s; wh- like w.
        if w.count >= 2 {
            switch (w[0], w[1]) {
            case (k, n), (g, n), (p, n), (p, s), (w_, r), (a, e): i = 1
            case (w_, h): out.append(w_); i = 2
            default: break
            }
        }
        if i == 0, w.first == x { out.append(s); i = 1 }
        while i < w.count, out.count < maxLength {
            let step = sound(w, i, atStart: i == 0 || (out.isEmpty && i <= 1))
            if step.first != 0, out.last != step.first { out.append(step.first) }
            if step.second != 0, out.last != step.second { out.append(step.second) }
            i += step.advance
        }
        return out
    }

    // Letter values.
    private static let a: UInt32 = 97, b: UInt32 = 98, c: UInt32 = 99, d: UInt32 = 100, e: UInt32 = 101, f: UInt32 = 102
    private static let g: UInt32 = 103, h: UInt32 = 104, i_: UInt32 = 105, j: UInt32 = 106, k: UInt32 = 107, l: UInt32 = 108
    private static let m: UInt32 = 109, n: UInt32 = 110, o: UInt32 = 111, p: UInt32 = 112, q: UInt32 = 113, r: UInt32 = 114
    private static let s: UInt32 = 115, t: UInt32 = 116, u: UInt32 = 117, v: UInt32 = 118, w_: UInt32 = 119, x: UInt32 = 120
    private static let y: UInt32 = 121, z: UInt32 = 122, th: UInt32 = 48

    @inline(__always) static func isVowel(_ c: UInt32) -> Bool { c == a || c == e || c == i_ || c == o || c == u }
    @inline(__always) static func isFrontVowel(_ c: UInt32) -> Bool { c == e || c == i_ || c == y }

    /// Word-initial "ch" sounding k in words from Greek (character, charisma, chorus, chemistry,
    /// chaos), as Double Metaphone's rules list them.
    static func greekOnset(_ w: [UInt32]) -> Bool {
        let onsets: [[UInt32]] = [[a, r, a, c], [a, r, i_, s], [o, r], [y, m], [e, m], [a, o]]
        return onsets.contains { o in w.count >= 2 + o.count && w[2..<(2 + o.count)].elementsEqual(o) }
    }

    /// The sound(s) of the letter at `i` (0: none) and how many letters they take.
    static func sound(_ w: [UInt32], _ i: Int, atStart: Bool) -> (first: UInt32, second: UInt32, advance: Int) {
        func at(_ j: Int) -> UInt32 { j >= 0 && j < w.count ? w[j] : 0 }
        let cur = w[i], next = at(i + 1), prev = at(i - 1)
        // A doubled letter sounds once (except cc, which can be "ks": accident).
        if cur == prev && cur != c { return (0, 0, 1) }
        switch cur {
        case a, e, i_, o, u: return (atStart ? a : 0, 0, 1)
        case b: return (prev == m && i == w.count - 1 ? 0 : b, 0, 1)              // -mb silent
        case c:
            if next == i_ && at(i + 2) == a { return (x, 0, 2) }                     // -cia-
            if next == h {                                                         // ch; sch, chr-, chl-, ych, Greek ch- → k
                return (prev == s || prev == y || at(i + 2) == r || at(i + 2) == l || (i == 0 && greekOnset(w)) ? k : x, 0, 2)
            }
            if isFrontVowel(next) { return (prev == s ? 0 : s, 0, 1) }              // ce ci cy; sce silent c
            if next == k || next == q { return (k, 0, 2) }                           // ck, cq
            return (k, 0, 1)
        case d:
            if next == g && isFrontVowel(at(i + 2)) { return (j, 0, 2) }             // dge dgi dgy
            return (t, 0, 1)
        case g:
            if next == h {
                // gh: silent unless before a vowel (ghost); at the end it may be f (laugh) — kept silent.
                return (isVowel(at(i + 2)) && atStart ? k : 0, 0, 2)
            }
            if next == n && (i + 2 == w.count || (at(i + 2) == e && at(i + 3) == d && i + 4 == w.count)) { return (0, 0, 1) }
            if isFrontVowel(next) && prev != g { return (j, 0, 1) }
            return (k, 0, next == g ? 2 : 1)
        case h:
            // Sounded only before a vowel and not after a vowel-less digraph starter.
            if prev == c || prev == s || prev == p || prev == t || prev == g { return (0, 0, 1) }
            return (isVowel(next) && !isVowel(prev) ? h : 0, 0, 1)
        case k: return (prev == c ? 0 : k, 0, 1)
        case p: return next == h ? (f, 0, 2) : (p, 0, 1)
        case q: return (k, 0, next == u ? 2 : 1)
        case s:
            if next == h { return (x, 0, 2) }
            if next == i_ && (at(i + 2) == o || at(i + 2) == a) { return (x, 0, 1) }   // -sio- -sia-
            if next == c && at(i + 2) == h { return (s, k, 3) }                       // sch
            return (s, 0, 1)
        case t:
            if next == i_ && (at(i + 2) == o || at(i + 2) == a) { return (x, 0, 1) }   // -tio- -tia-
            if next == h { return (th, 0, 2) }
            if next == c && at(i + 2) == h { return (0, 0, 1) }                          // tch
            return (t, 0, 1)
        case v: return (f, 0, 1)
        case w_: return (isVowel(next) ? w_ : 0, 0, 1)
        case x: return (k, s, 1)
        case y: return (isVowel(next) ? y : (atStart ? a : 0), 0, 1)
        case z: return (s, 0, 1)
        default: return (cur, 0, 1)       // f j l m n r, and anything outside a–z
        }
    }
}
