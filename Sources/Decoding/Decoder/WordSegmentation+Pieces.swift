import Suggestions

/// Words of a reading that the taps alone cannot spell. The tap strings of `TapCandidates` hold
/// one key per tap, so a piece with a key the finger never tapped ("forvyur": "yur" for "your";
/// "hqvevoher": "oher" for "other") has no known spelling, and the whole string stays or becomes a
/// worse reading ("for tue"). A piece cut out by taps that may be the space is also asked of the
/// ranker; its words one letter longer than the piece (one key never tapped) are scored by the
/// alignment of the piece's taps with their letters, as whole-word candidates are.
///
/// Bounded: only pieces between taps that may be the space (or the string's ends), at most
/// `maxPieces` of them, each of at most `maxPieceTaps` taps and not itself a listed word,
/// `rankedPerPiece` words each.
extension WordSegmentation {
    static let maxPieces = 4
    static let rankedPerPiece = 3
    /// Longest piece asked of the ranker (taps).
    static let maxPieceTaps = 8

    /// The taps that may be the space: inside the string (never its first or last tap), near the
    /// bar, as `extend` reads them.
    var spaceTapIndexes: [Int] {
        let n = request.taps.count
        guard n >= 3 else { return [] }
        return (1..<(n - 1)).filter { i in
            typedCharacters[i].isLetter && spaceTapCost(i) != nil
        }
    }

    /// Pieces between taps read as the space: from the string's start or after such a tap, to the
    /// string's end or before such a tap, with at most one such tap inside read as a letter.
    /// Only when the string has one: a string with none is one word or cut by missed spaces.
    func delimitedRanges() -> [Range<Int>] {
        let spaces = spaceTapIndexes
        guard !spaces.isEmpty else { return [] }
        let bounds = [-1] + spaces + [request.taps.count]
        var out: [Range<Int>] = []
        for i in 0..<(bounds.count - 1) {
            for j in (i + 1)...min(i + 2, bounds.count - 1) {
                let r = (bounds[i] + 1)..<bounds[j]
                // The whole string is the decoder's own candidate, not a piece.
                guard r.count >= 2, r.count <= Self.maxPieceTaps, r != 0..<request.taps.count else { continue }
                out.append(r)
                if out.count == Self.maxPieces { return out }
            }
        }
        return out
    }

    /// The ranker's words for the piece's taps, cased as typed, each with the alignment cost of
    /// the taps with its letters.
    func rankedSpellings(_ range: Range<Int>) -> [Spelling] {
        let typed = String(typedCharacters[range])
        // A piece typed as a known word is spelled by its taps already ("have" in "havevoher"):
        // a word with a key more is rarely meant there, and each ranker lookup costs tens of µs.
        guard typed.allSatisfy(\.isLetter), decoder.listedLogProbability(of: typed, after: nil) == nil else { return [] }
        let taps = Array(request.taps[range])
        let lowered = Array(typed.lowercased())
        let found = decoder.ranker.suggestions(for: typed.lowercased(), taps: taps, previousWord: nil,
                                               count: Self.rankedPerPiece, includeCompletions: false)
        return found.compactMap { s in
            let letters = Array(s.text.lowercased())
            // One key more than taps: a key never tapped. The tap strings already read a piece
            // letter for letter, and the ranker's other edits (extra taps, swapped letters) let the
            // language model turn a piece into any short frequent word ("niceas" → "in as").
            guard letters.count == range.count + 1 else { return nil }
            var text = WordDecoder.casePattern(first: typedCharacters[range.lowerBound], on: letters)
            if text == "i" { text = "I" }
            let cost = decoder.spatial.alignmentCost(taps: taps, typed: lowered, candidate: letters)
            return (text, text, cost, true)
        }
    }
}
