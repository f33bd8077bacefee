#if canImport(Glibc)
import Glibc
#endif
import Suggestions

/// Mending the seam between two finished words. The bottom letter row sits right above the space
/// bar and the full stop and comma beside it, so taps slip across that edge both ways:
/// - a letter tap that landed on the separator cut a word in two ("Tha ks" → "Thanks",
///   "k.ow" → "know"): the joined taps, the separator's tap read as the letter key nearest to
///   it, are decoded as one word (VelociTap decodes a space typed for a letter the same way);
///   Return, right of the bar under the letter row's last keys, cuts words the same way
///   ("co\nE" → "come"; the paragraph break and its automatic capital go with it);
/// - a space after punctuation landed on the letter row ("Thanks,vI" → "Thanks, I") or was
///   never tapped ("AM,but" → "AM, but"): English puts a space after , ; : ? ! before a word.
///
/// Tried when the second word is finished. A reading replaces the two words when it beats them
/// as the decoder decided them by `joinMargin` nats (their own scores, so a join never undoes a
/// reading the decoder preferred). Joins only when one of the two typed words is unknown (two
/// known words are taken as meant) or the space's tap lies on the bar's top edge, right under a
/// letter ("co tract", "a ross"; then only into the word the letter spells with them), and only
/// into a known word.
extension WordDecoder {
    /// One side of the seam: the decoder's request for a word and the text it committed.
    public struct JoinPart: Sendable {
        public var request: DecodingRequest
        public var text: String

        public init(request: DecodingRequest, text: String) {
            self.request = request
            self.text = text
        }
    }

    /// A mended seam: the text that replaces the first word, its separator and the second word;
    /// what a Backspace right after it restores; the request of the last word in it; and the
    /// reading's lead over the words as they stood, in nats.
    public struct JoinedWord: Sendable {
        public var text: String
        public var typed: String
        public var request: DecodingRequest
        public var gain: Double
        /// The request is the last word's alone, so the next word may mend its seam with it
        /// (false for a reading of several words: the decoder does not report where it cut).
        public var lastWordMendable = true

        /// The mend as a decoder decision (for evaluation's diagnosis).
        public var decision: DecodedWord {
            DecodedWord(text: text, reason: .joined, posterior: 1, typedPosterior: 0, candidates: [(text, 1)])
        }
    }

    /// Separators after which a word needs a space before it.
    static let spacedPunctuation: Set<String> = [",", ";", ":", "?", "!"]
    /// Separators whose seam may be mended: the space and the sentence punctuation beside the bar.
    public static let seamSeparators: Set<String> = [" ", ".", ",", ";", ":", "?", "!"]
    /// Separators whose tap may have been meant for a letter (`letterJoin`): the bar, the full stop
    /// and comma beside it, and Return under the last letters of the bottom row.
    public static let letterSeamSeparators: Set<String> = [" ", ".", ",", "\n"]
    /// Every separator whose seam `join` may mend.
    public static let mendableSeparators = seamSeparators.union(letterSeamSeparators)
    /// Separators that end a sentence (the word after them is capitalised).
    static let sentenceEnds: Set<String> = [".", "?", "!"]

    /// What replaces `first`, `separator` and `second`, or nil when they stay as they are.
    /// `separatorTap` is where the separator was tapped (keyboard units).
    public func join(_ first: JoinPart, separator: String, separatorTap: TapPoint, _ second: JoinPart) -> JoinedWord? {
        let a = first.request, b = second.request
        // A literal word (hard presses) is kept as typed, but the space missing after the
        // punctuation before it is not part of it: only readings that change it need it not literal.
        guard !a.typed.isEmpty, !b.typed.isEmpty,
              a.typed.count == a.taps.count, b.typed.count == b.taps.count,
              Self.mendableSeparators.contains(separator), first.text.contains(where: \.isLetter),
              !first.text.contains(" "), !second.text.contains(" "),
              b.typed.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" }) else { return nil }
        let firstScore = explain(first.text, a).total, secondScore = explain(second.text, b).total
        let apart = firstScore + secondScore
        // The reading the seam stands for when nothing better is found.
        var best: JoinedWord?
        var baseline = apart
        if Self.seamSeparators.contains(separator), separator != " " {
            let punctuation = punctuationReadings(first, firstScore: firstScore, separator: separator, second, secondScore: secondScore)
            if Self.spacedPunctuation.contains(separator), let missed = punctuation.missed {
                best = missed.word; baseline = missed.score
            }
            if let slip = punctuation.slipped, slip.score - baseline >= (best == nil ? settings.joinMargin : 0) {
                best = slip.word; baseline = slip.score
            }
        }
        if !a.literal, !b.literal, let joined = letterJoin(first, separator: separator, separatorTap: separatorTap, second),
           joined.score - baseline >= settings.joinMargin {
            best = joined.word; baseline = joined.score
        }
        best?.gain = baseline - apart
        return best
    }

    /// Whether `joined`, read from words as typed that were decided as several (`splits`, e.g.
    /// "aettleme" → "settle me"), beats those readings: by the join margin over what the splits
    /// gained on the typed strings (the log odds of their posteriors).
    public func joinBeatsSplits(_ joined: JoinedWord, _ splits: [DecodedWord]) -> Bool {
        var gained = 0.0
        for d in splits {
            guard d.reason == .split, d.typedPosterior > 0, d.posterior > 0 else { return false }
            gained += log(d.posterior / d.typedPosterior)
        }
        return joined.gain - gained >= settings.joinMargin
    }

    /// The two words read as one, the separator's tap a letter: the word and its score.
    ///
    /// Return's tap may also be an apostrophe: the apostrophe is picked from the full stop's grid,
    /// beside Return ("didn⏎T" → "didn't", "I⏎Kl" → "I'll"). No key stands for it, so that
    /// reading pays the stray cost for the tap instead of a key's distance.
    func letterJoin(_ first: JoinPart, separator: String, separatorTap: TapPoint, _ second: JoinPart) -> (word: JoinedWord, score: Double)? {
        let a = first.request, b = second.request
        guard Self.letterSeamSeparators.contains(separator), a.taps.count + b.taps.count + 1 <= min(settings.maxTaps, TapCandidates.maxTaps),
              a.typed.allSatisfy(\.isLetter),
              // A capital typed after a space starts a word on purpose (a name: "into Wes").
              separator != " " || b.typed.first?.isUppercase != true else { return nil }
        // Two known words are joined only across a tap on the bar's top edge, or a full stop or
        // comma with a letter right after it (no text runs on from one, "co.tact", "dow.town"),
        // and only into the word they spell with the letter.
        let (firstCut, secondCut) = (mayBeCut(a.typed), mayBeCut(b.typed))
        let exactOnly = !firstCut && !secondCut
        guard !exactOnly || (separator == " " && onBarsTopEdge(separatorTap)) || separator == "." || separator == ","
        else { return nil }
        var letters = nearestLetters(to: separatorTap, count: 1)
        // A tap deep on the bar is read as the letter a row above it only when that spells the
        // word with nothing else mended: a space tap is as likely there, and two slips in one
        // reading ("e fine" → "engine") are no likelier than the words as typed. Unless neither
        // piece is a word: then the words as typed are no reading either ("mu j" → "much").
        var rowSlip: Character?
        if letters.isEmpty, let above = letterAbove(separatorTap) { letters = [above]; rowSlip = above }
        if separator == "\n" { letters.append("'") }
        var best: (word: JoinedWord, score: Double)?
        for letter in letters {
            guard var reading = letterJoin(first, letter: letter, separator: separator, separatorTap: separatorTap, second) else { continue }
            let spelled = (a.typed + String(letter) + b.typed).lowercased()
            if (letter == rowSlip && !(firstCut && secondCut)) || exactOnly, reading.word.text.lowercased() != spelled { continue }
            // Between two pieces that are no words the second slip is a key mended, never a tap
            // dropped: "discussio  o." is "discussion on", not "discussion." with its o lost.
            if letter == rowSlip, reading.word.text.count != spelled.count { continue }
            // A clitic standing alone after Return ("I⏎M") is no paragraph anyone began: the
            // apostrophe was meant, and its reading pays no stray cost.
            if letter == "'", !Self.isBareClitic(b.typed) { reading.score += log(settings.strayShare) }
            if best.map({ reading.score > $0.score }) ?? true { best = reading }
        }
        return best
    }

    /// Whether `typed` is only what follows a contraction's apostrophe ("M", "t", "ll").
    static func isBareClitic(_ typed: String) -> Bool {
        !typed.isEmpty && clitics.contains(typed.lowercased())
    }

    /// The two words read as one with the separator's tap as `letter`: the word and its score.
    private func letterJoin(_ first: JoinPart, letter: Character, separator: String, separatorTap: TapPoint,
                            _ second: JoinPart) -> (word: JoinedWord, score: Double)? {
        let a = first.request, b = second.request
        let typed = a.typed + String(letter) + b.typed.lowercased()
        let request = DecodingRequest(typed: typed, taps: a.taps + [separatorTap] + b.taps, previousWord: a.previousWord, midSentence: a.midSentence,
                                      smallLetterSentence: a.smallLetterSentence)
        let (decided, chosen) = decodeScored(request)
        // Every tap but one stands for a letter (or a space, in a reading of several words): a
        // join explains the taps, it does not drop them. A reading of several words ("ha
        // wtakenvcqre" → "have taken care") must read the separator's tap as a letter (else it
        // only re-reads the words apart: "into Wes" → "in to wed"); the segmentation found its
        // words known. (`chosen` is nil when nothing was decoded.)
        guard let chosen, decided.text.count >= typed.count - 1, !chosen.spaceTaps.contains(a.taps.count),
              decided.reason == .split || wordLogProbability(of: decided.text, after: a.previousWord) != nil
        else { return nil }
        var word = JoinedWord(text: decided.text, typed: a.typed + separator + b.typed, request: request, gain: 0)
        word.lastWordMendable = decided.reason != .split
        return (word, decided.reason == .split ? chosen.score : explain(decided.text, request).total)
    }

    /// The letter key right above a tap that landed a row low, on the key under the bottom letter
    /// row (the bar, the full stop, Return): a slip of a whole row is its own kind of error, so
    /// the letter is read however far down that row the tap went, as `SpatialModel.spaceCost`
    /// reads a space that landed on the row above the bar. Nil when no letter key stands right
    /// above the tap.
    func letterAbove(_ t: TapPoint) -> Character? {
        var best: (letter: Character, below: Double)?
        for (c, g) in spatial.layout.keys where c.isLetter && abs(t.x - g.centerX) <= g.width / 2 {
            let below = t.y - (g.centerY + g.height / 2)
            guard below >= 0, below < g.height else { continue }
            if best.map({ below < $0.below || (below == $0.below && c < $0.letter) }) ?? true { best = (c, below) }
        }
        return best?.letter
    }

    /// After punctuation, the second word with a space before it: its first tap read as the space
    /// (`slipped`), or a space that was never tapped (`missed`). Scores on the scale of the two
    /// words' own.
    func punctuationReadings(_ first: JoinPart, firstScore head: Double, separator: String, _ second: JoinPart, secondScore: Double)
        -> (slipped: (word: JoinedWord, score: Double)?, missed: (word: JoinedWord, score: Double)?) {
        let b = second.request
        let capital = Self.sentenceEnds.contains(separator)
        func text(_ word: String) -> String {
            first.text + separator + " " + (capital ? word.prefix(1).uppercased() + word.dropFirst() : word)
        }
        let restored = first.text + separator + b.typed
        var missed: (JoinedWord, Double)?
        if second.text.count >= 2 {
            let score = head + secondScore - settings.missedSpaceCost
            missed = (JoinedWord(text: text(second.text), typed: restored, request: b, gain: 0), score)
        }
        var slipped: (JoinedWord, Double)?
        if b.typed.count >= 2, !b.literal, let spaceCost = spatial.spaceCost(b.taps[0]), spaceCost <= WordSegmentation.maxSpaceTapCost {
            let rest = DecodingRequest(typed: String(b.typed.dropFirst()), taps: Array(b.taps.dropFirst()), previousWord: first.text,
                                       midSentence: !capital, smallLetterSentence: b.smallLetterSentence)
            let decided = decode(rest)
            if !decided.text.contains(" ") {
                let score = head + explain(decided.text, rest).total - spaceCost
                slipped = (JoinedWord(text: text(decided.text), typed: restored, request: rest, gain: 0), score)
            }
        }
        return (slipped, missed)
    }

    /// Whether a tap lies on the space bar's top edge, right under the letter row: a letter that
    /// landed there cuts its word into two pieces the lexicon may both know ("co tract", "a ross"),
    /// so the seam is read even then (the reading must spell the letter above it exactly).
    func onBarsTopEdge(_ t: TapPoint) -> Bool {
        guard let g = spatial.spaceKey else { return false }
        let top = g.centerY - g.height / 2
        return t.y >= top && t.y < top + WordDecoder.barTopEdge * g.height && abs(t.x - g.centerX) <= g.width / 2
    }

    /// The share of the bar's height counted as its top edge (`onBarsTopEdge`).
    static let barTopEdge = 0.15

    /// A typed piece that may be half of a cut word: unknown to the lexicon and the user, or a
    /// single letter other than "a" and "I".
    func mayBeCut(_ typed: String) -> Bool {
        if typed.count == 1 { return typed != "a" && typed != "I" }
        return wordLogProbability(of: typed, after: nil) == nil
    }
}
