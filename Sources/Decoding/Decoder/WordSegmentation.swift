/// Several words from one typed string: the taps cut into up to `maxWords` known words at taps
/// that may have been meant as the space (a bottom-row letter next to the bar: "YesvIvamvhere")
/// or between taps where a space was missed ("thecsurprise"), and a word's last tap read as the
/// full stop or comma key beside the bar ("somen" → "some."). A Viterbi search over cut points
/// (VelociTap decodes spaces the same way): each word is spelled from its taps' likeliest keys
/// (its best known spellings, so a word with a slip is mended too) and scored by the
/// language model after the word before it, less its tap costs and the cost of each cut.
///
/// Bounded work: at most `TapCandidates.maxTaps` taps, words of at most `maxWordTaps` taps,
/// `beamPerCut` partial readings kept per cut point.
struct WordSegmentation {
    static let maxWords = 4
    /// Longest word of a reading (taps). At 12, a long word after a missed space had no reading
    /// ("upresponsibiloty" became "irresponsibility"); at 16, dev CER at σ 0.19 / 0.235 fell
    /// 0.518 / 1.693 → 0.501 / 1.672 % (touch, 2 seeds), held-out unchanged, decode p99 unchanged.
    static let maxWordTaps = 16
    static let beamPerCut = 3
    /// Known spellings kept per piece from its beam: a third lets the word the context wants
    /// through when two rarer ones fit the taps better (held-out CER at σ 0.235, touchscreen:
    /// 2.058 → 2.046 %).
    static let spellingsPerPiece = 3
    /// The same for a last word closed by punctuation.
    static let spellingsBeforePunctuation = 2
    /// The most a tap meant as the space may cost (nats): a tap on the bottom letter row costs
    /// about 4, one on the row above it reaches the stray floor (≈ 6.2).
    static let maxSpaceTapCost = 5.0
    /// Punctuation a word's last tap may have been meant as (keys beside the space bar).
    static let closingPunctuation: [Character] = [".", ","]

    let decoder: WordDecoder
    let request: DecodingRequest
    let generated: TapCandidates
    let typedCharacters: [Character]

    init(decoder: WordDecoder, request: DecodingRequest, generated: TapCandidates) {
        self.decoder = decoder
        self.request = request
        self.generated = generated
        typedCharacters = Array(request.typed)
    }

    /// A partial reading: its words, score, last word (the next one's context) and the taps it
    /// read as the space.
    /// `mended`: a word of it has a key never tapped (`rankedSpellings`).
    struct Reading { var words: [String]; var score: Double; var previous: String?; var spaceTaps: [Int] = []; var mended = false }
    /// A word of a reading: its text, the word the language model is asked of, its tap cost, and
    /// whether it has a key never tapped.
    typealias Spelling = (text: String, lmWord: String, cost: Double, mended: Bool)

    /// Readings of two or more words, or of one word closed by punctuation, as scored candidates.
    func candidates() -> [WordDecoder.Scored] {
        let n = request.taps.count
        guard n >= 3, generated.options.count == n else { return [] }
        var open: [[Reading]] = Array(repeating: [], count: n + 1)
        open[0] = [Reading(words: [], score: 0, previous: request.previousWord)]
        var done: [Reading] = []
        let pieces = delimitedRanges()
        let tail = typedTail()
        for start in 0..<n where !open[start].isEmpty {
            let beams = generated.beams(from: start, maxLength: Self.maxWordTaps, beamWidth: 6)
            for (k, beam) in beams.enumerated() {
                let end = start + k + 1
                let spellings = spell(start..<end, beam: beam, withBeforeLast: k > 0 && end == n ? beams[k - 1] : nil)
                place(spellings, from: start, end: end, done: &done, open: &open)
            }
            // The beam grows only along prefixes of words, so it stops one tap short of the end
            // when the word is complete there and the last tap is its closing punctuation
            // ("tomorrown"): read that tap as the punctuation all the same.
            if beams.count >= 1, start + beams.count == n - 1 {
                place(spell(start..<n, beam: [], withBeforeLast: beams[beams.count - 1]), from: start, end: n, done: &done, open: &open)
            }
            if let tail, tail.start == start {
                place([tail.spelling], from: start, end: n, done: &done, open: &open, unknown: true)
            }
            for range in pieces where range.lowerBound == start {
                place(rankedSpellings(range), from: start, end: range.upperBound, done: &done, open: &open)
            }
        }
        // One reading per text, at its best score: a piece spelled both from its taps and by the
        // ranker reaches the same words twice, and two copies would split its posterior.
        var out: [WordDecoder.Scored] = []
        var at: [String: Int] = [:]
        for r in done {
            let text = r.words.joined(separator: " ")
            // Capitals typed inside the string that the reading writes small ("a tubs" for
            // "atUBS") leave their shift taps unexplained, as for a one-word candidate.
            let score = r.score - decoder.unexplainedShiftCost(text, typed: request.typed)
            let scored = WordDecoder.Scored(text: text, score: score, split: r.words.count > 1,
                                            spaceTaps: r.spaceTaps, mended: r.mended)
            if let i = at[scored.text] {
                if scored.score > out[i].score { out[i] = scored }
            } else {
                at[scored.text] = out.count
                out.append(scored)
            }
        }
        return out
    }

    /// Every reading that stands at `start` followed by each of `spellings` (words of the taps
    /// `start..<end`). `unknown`: a word no list knows is weighed by the unknown-word prior.
    func place(_ spellings: [Spelling], from start: Int, end: Int, done: inout [Reading], open: inout [[Reading]],
               unknown: Bool = false) {
        // By the word the language model is asked of: "gary," costs as "gary" does.
        let smallNameCosts = spellings.map { decoder.smallNameCost($0.lmWord) }
        for reading in open[start] {
            for (k, s) in spellings.enumerated() {
                guard var lm = decoder.readingLogProbability(of: s.lmWord, after: reading.previous)
                        ?? (unknown ? decoder.unknownPrior(s.lmWord) : nil) else { continue }
                lm -= smallNameCosts[k]
                if reading.words.isEmpty { lm = decoder.sentenceStartLogProbability(of: s.lmWord, lm: lm, request) }
                var next = reading
                next.words.append(s.text)
                next.score += decoder.settings.languageWeight * lm - s.cost
                next.previous = s.lmWord
                next.mended = next.mended || s.mended
                extend(next, end: end, n: request.taps.count, done: &done, open: &open)
            }
        }
    }

    /// Places a reading that ends at tap `end`: complete, or cut there (missed space) or at the
    /// next tap (a tap meant as the space) for the next word.
    func extend(_ r: Reading, end: Int, n: Int, done: inout [Reading], open: inout [[Reading]]) {
        if end == n {
            if r.words.count > 1 || r.words.last?.last.map(Self.closingPunctuation.contains) == true { done.append(r) }
            return
        }
        guard r.words.count < Self.maxWords else { return }
        // A capital right after a small letter is camel case typed on purpose ("NetCo"), not a
        // missed space before a name; unless capitals run to the end: an acronym after a word
        // whose space was missed ("thisAM" → "this AM"), or the string starts with a small word
        // (camel case starts with a capital: "theRoyal" is "the Royal").
        if !(typedCharacters[end].isUppercase && typedCharacters[end - 1].isLowercase) || acronymTail(from: end)
            || startsLowercase(before: end) {
            var missed = r
            missed.score -= decoder.settings.missedSpaceCost
            keep(missed, at: end, in: &open)
        }
        // Only a tap near the bar (the bottom letter row) may be the space.
        if end < n - 1, let sc = spaceTapCost(end) {
            var spaced = r
            spaced.score -= sc
            spaced.spaceTaps.append(end)
            keep(spaced, at: end + 1, in: &open)
        }
    }

    /// Whether the typed characters before `i` are two or more small letters ("the" of "theRoyal";
    /// "iPhone" and "eBay" keep their one-letter prefix).
    func startsLowercase(before i: Int) -> Bool {
        i >= 2 && typedCharacters[..<i].allSatisfy { $0.isLetter && $0.isLowercase }
    }

    /// Whether the typed characters from `i` to the end are two or more capitals and nothing else.
    func acronymTail(from i: Int) -> Bool {
        typedCharacters.count - i >= 2 && typedCharacters[i...].allSatisfy { $0.isLetter && $0.isUppercase }
    }

    /// The cost of reading tap `i` as the space, when it is near enough the bar to be one: anywhere
    /// else its cost is the stray floor, which would let any letter become a space.
    func spaceTapCost(_ i: Int) -> Double? {
        guard let cost = decoder.spatial.spaceCost(request.taps[i]), cost < Self.maxSpaceTapCost else { return nil }
        return cost
    }

    /// Keeps the best `beamPerCut` readings at a cut point.
    func keep(_ r: Reading, at i: Int, in open: inout [[Reading]]) {
        open[i].append(r)
        open[i].sort { $0.score > $1.score }
        if open[i].count > Self.beamPerCut { open[i].removeLast() }
    }

    /// The best known spellings of the taps in `range` (case as typed) from its beam, and,
    /// for the last word (`beforeLast`: the beam without its last tap), the same with the last
    /// tap read as punctuation beside the space bar.
    func spell(_ range: Range<Int>, beam: TapCandidates.Beam, withBeforeLast beforeLast: TapCandidates.Beam?) -> [Spelling] {
        let chars = typedCharacters
        var out: [Spelling] = []
        for text in known(beam, typed: chars[range], limit: Self.spellingsPerPiece) { out.append((text.word, text.word, text.cost, false)) }
        guard let beforeLast else { return out }
        let last = range.upperBound - 1
        let typedLast = Character(chars[last].lowercased())
        let words = known(beforeLast, typed: chars[range.lowerBound..<last], limit: Self.spellingsBeforePunctuation)
        for p in Self.closingPunctuation where decoder.spatial.layout.keys[p] != nil {
            // Only a tap near the key (the row above it at most), as for the space: past that
            // its cost is the stray floor, and any letter would close a word ("runningvOK" read
            // as "running I." with the K as the stop).
            let tc = decoder.spatial.cost(request.taps[last], for: p, typed: typedLast)
            guard tc < Self.maxSpaceTapCost else { continue }
            let pc = tc + decoder.settings.punctuationCost
            for w in words { out.append((w.word + String(p), w.word, w.cost + pc, false)) }
        }
        return out
    }

    /// The beam's first `limit` strings the lexicon knows, or numbers, case as typed (single
    /// letters: only "I" and "a").
    func known(_ beam: TapCandidates.Beam, typed: ArraySlice<Character>, limit: Int) -> [(word: String, cost: Double)] {
        var out: [(word: String, cost: Double)] = []
        // Words the user taught the ranker are no part of the lexicon's keys: with any, every
        // string is looked up.
        let anyString = !decoder.ranker.userDictionary.isEmpty
        for (letters, cost, mayBeWord) in beam where out.count < limit && (mayBeWord || anyString) {
            var text = WordDecoder.casePattern(first: typed.first, on: letters)
            if text == "i" { text = "I" }
            // An acronym stays in capitals ("AM", not "Am").
            if typed.count >= 2, typed.allSatisfy({ $0.isLetter && $0.isUppercase }) { text = text.uppercased() }
            guard text.count > 1 || text == "I" || text == "a" || text == "A" || text.first?.isNumber == true,
                  decoder.readingLogProbability(of: text, after: nil) != nil else { continue }
            out.append((text, cost))
        }
        return out
    }
}
