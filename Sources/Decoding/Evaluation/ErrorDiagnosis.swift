/// Where the decoder's remaining errors come from: every wrong decoded word is put in one class,
/// so tuning goes to the biggest class first (issue 13). Words are aligned to the intended text by
/// a word edit script; each wrong word is matched with the decoder's decision for it.
public struct ErrorDiagnosis: Sendable, Hashable {
    public enum Cause: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Words joined or split wrongly (a space missed, doubled, or typed for a letter).
        case spacing = "spacing (join/split)"
        /// Letters right; only case or punctuation differ.
        case punctuationOrCase = "punctuation or case only"
        /// A digit or symbol in the word (a stray page or shift tap).
        case strayKey = "stray page/symbol key"
        /// The word reached the text without a decision (no taps, acronym, too short…).
        case notDecoded = "not decoded"
        /// The intended word is neither in the lexicon nor learned.
        case notInLexicon = "intended not in lexicon"
        /// Kept as typed because it was marked literal.
        case literalKept = "literal kept though wrong"
        /// The intended word was never a candidate.
        case notAmongCandidates = "intended not among candidates"
        /// The intended word scored better than the typed one but not by the margin/posterior.
        case marginBlocked = "intended beat typed, blocked by margin"
        /// The typed (wrong) word scored better than the intended one.
        case outscoredByTyped = "typed word out-scored intended"
        /// Another word won on its language model (its taps fit worse than the intended's).
        case outscoredByLanguage = "other word won by LM"
        /// Another word won on its taps.
        case outscoredBySpatial = "other word won by spatial fit"

        public static func < (a: Cause, b: Cause) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// Wrong words per cause.
    public var counts: [Cause: Int] = [:]
    /// Character edits (intended word → decoded word) per cause: what each cause costs in the
    /// character error rate.
    public var characters: [Cause: Int] = [:]
    /// Examples kept per cause.
    static let examplesPerCause = 6
    /// Up to a few examples per cause: (intended, typed, decoded).
    public var examples: [Cause: [String]] = [:]
    public var wrongWords = 0

    public init() {}

    /// One decision the decoder made: what it was asked and what it answered.
    public typealias Decision = (request: DecodingRequest, result: DecodedWord)

    /// Classifies the wrong words of one phrase. `decisions` are the decoder's decisions while
    /// the phrase was typed, in order.
    public mutating func add(intended: String, decoded: String, decisions: [Decision], decoder: WordDecoder) {
        let i = ErrorRates.words(intended), d = ErrorRates.words(decoded)
        let pairs = WordChanges.matches(d, i)
        let matchedIntended = Set(pairs.map(\.1))
        for ii in i.indices where !matchedIntended.contains(ii) { note(.spacing, String(i[ii]), "", "") }
        var cursor = 0
        for (di, ii) in pairs {
            let word = String(d[di]), meant = String(i[ii])
            let core = Self.core(word)
            let found = decisions[cursor...].firstIndex { $0.result.text == core || $0.request.typed == core }
            if let f = found { cursor = f + 1 }
            guard word != meant else { continue }
            if d.count != i.count, word.count != meant.count, Self.letters(word).count > Self.letters(meant).count + 1 {
                note(.spacing, meant, word, word); continue
            }
            note(classify(meant: meant, word: word, decision: found.map { decisions[$0] }, decoder: decoder), meant,
                 found.map { decisions[$0].request.typed } ?? "?", word)
        }
    }

    func classify(meant: String, word: String, decision: Decision?, decoder: WordDecoder) -> Cause {
        if Self.letters(word) == Self.letters(meant) { return .punctuationOrCase }
        let target = Self.core(meant)
        if word.contains(where: { !$0.isLetter && !Self.isWordPunctuation($0) }) { return .strayKey }
        guard let (request, result) = decision else { return .notDecoded }
        if result.reason == .literal { return .literalKept }
        if result.reason == .notDecoded { return .notDecoded }
        if decoder.ranker.languageLogProbability(of: target, after: nil) == nil,
           decoder.possessive(target, nil) == nil { return .notInLexicon }
        guard result.candidates.contains(where: { $0.text.lowercased() == target.lowercased() }) else { return .notAmongCandidates }
        let meantScore = decoder.explain(target, request)
        if result.text == request.typed {
            return meantScore.total > decoder.explain(request.typed, request).total ? .marginBlocked : .outscoredByTyped
        }
        let winner = decoder.explain(result.text, request)
        return winner.spatialCost > meantScore.spatialCost ? .outscoredByLanguage : .outscoredBySpatial
    }

    mutating func note(_ c: Cause, _ meant: String, _ typed: String, _ decoded: String) {
        wrongWords += 1
        counts[c, default: 0] += 1
        characters[c, default: 0] += ErrorRates.distance(Array(meant), Array(decoded))
        if examples[c, default: []].count < Self.examplesPerCause { examples[c, default: []].append("\(meant) ← \(typed) → \(decoded)") }
    }

    static func isWordPunctuation(_ c: Character) -> Bool { c.isPunctuation || c == "'" || c == "’" }

    /// The word without leading and trailing punctuation.
    static func core(_ w: String) -> String {
        let s = w.drop { !$0.isLetter && !$0.isNumber }
        return String(s.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
    }

    static func letters(_ w: String) -> String { String(w.lowercased().filter(\.isLetter)) }

    public static func += (a: inout ErrorDiagnosis, b: ErrorDiagnosis) {
        a.wrongWords += b.wrongWords
        for (k, v) in b.counts { a.counts[k, default: 0] += v }
        for (k, v) in b.characters { a.characters[k, default: 0] += v }
        for (k, v) in b.examples {
            let have = a.examples[k, default: []]
            a.examples[k] = have + v.prefix(max(0, Self.examplesPerCause - have.count))
        }
    }

    /// A table: cause, count, share of wrong words, examples.
    public func report() -> String {
        let edits = characters.values.reduce(0, +)
        var out = "wrong decoded words: \(wrongWords), character edits: \(edits)\n"
        for (c, n) in counts.sorted(by: { $0.value > $1.value }) {
            let share = wrongWords == 0 ? 0 : 100 * Double(n) / Double(wrongWords)
            let e = characters[c] ?? 0
            let eShare = edits == 0 ? 0 : 100 * Double(e) / Double(edits)
            out += "  \(c.rawValue): \(n) (\(Int(share.rounded())) %), \(e) character edits (\(Int(eShare.rounded())) %)\n"
            for e in examples[c] ?? [] { out += "      \(e)\n" }
        }
        return out
    }
}
