import Suggestions
#if canImport(Glibc)
import Glibc
#endif

/// The word decoder run at every separator (Fowler et al. 2015; VelociTap): the intended word is
/// the one maximising P(word | previous) · P(taps | word) — the ranker's language model and the
/// personalised spatial model — over the ranker's candidates for the taps, the typed string itself
/// (with its own prior) and readings of the taps as several words (`WordSegmentation`). The posterior is the
/// softmax of those scores; the typed word is replaced only when the best alternative beats it by
/// a margin in log odds (wider for a typed word the lexicon or the user knows) and reaches a
/// minimum posterior.
///
/// Bounded work: at most `maxCandidates` ranker candidates, at most `maxTaps` taps (longer words
/// are kept), one alignment of O(taps × letters) per candidate, splits only of unknown words.
public struct WordDecoder: Sendable {
    public var ranker: SpellingRanker
    public var spatial: SpatialModel
    /// A second opinion on whether a typed word is a word (libhunspell), for a lexicon that
    /// lists frequent words only: a word it accepts is kept like a known one.
    public var vocabulary: HunspellDictionary?

    public init(ranker: SpellingRanker, spatial: SpatialModel) {
        self.ranker = ranker
        self.spatial = spatial
    }

    public var settings: DecoderSettings { spatial.settings }

    struct Scored {
        var text: String
        var score: Double
        var split: Bool
        /// A reading that explains a tap the typed string does not hold (a slip onto shift): the
        /// typed string is not a clean tap sequence, so no name-protecting margin applies.
        var lenient = false
        /// Taps a reading of several words read as the space (indexes into the request's taps).
        var spaceTaps: [Int] = []
        /// A reading of several words with a key never tapped ("Alina" read as "Also a"): a
        /// correction of the typed string, not only a cut, so a clean-tapped string keeps its
        /// name-protecting margin against it.
        var mended = false
        /// Two listed words of a reading written together as the compound they may be
        /// (`compoundsOfReadings`): weighed against the typed string as that reading is.
        var compound = false
    }

    /// Decides what `request.typed` should become.
    public func decode(_ request: DecodingRequest) -> DecodedWord {
        inUsersCase(decodeScored(request).word, request)
    }

    /// The decision and the candidate it commits (nil when nothing was decoded), so a reading
    /// across a seam can be weighed against the words as they stood.
    ///
    /// `severalWords`: whether readings of the taps as several words compete (a shift slip's
    /// reading must be one word, so it asks without them).
    func decodeScored(_ request: DecodingRequest, severalWords: Bool = true) -> (word: DecodedWord, chosen: Scored?) {
        let typed = request.typed
        let chars = Array(typed)
        // Acronyms (all capitals) are left as typed unless they read as one the vocabulary lists
        // (`decodeAcronym`), and the words "a", "A" and "I" are: "KMI" or "J." are meant exactly.
        // Other single letters are decoded: "U" is mostly an "I" that slipped (at σ 0.235, a
        // tenth of the errors no reading touched); the known-word margin keeps a letter tapped
        // where it is meant ("Plan B").
        let acronym = chars.filter(\.isLetter).count >= 2 && chars.allSatisfy { !$0.isLetter || $0.isUppercase }
        let loneLetter = chars.count == 1 && chars[0].isLetter && !"aAI".contains(chars[0])
        if acronym, let read = decodeAcronym(request) { return read }
        guard chars.count >= 2 || loneLetter, chars.count == request.taps.count, chars.count <= settings.maxTaps,
              chars.contains(where: \.isLetter), !acronym else {
            return (DecodedWord(text: typed, reason: .notDecoded, posterior: 1, typedPosterior: 1, candidates: [(typed, 1)]), nil)
        }
        if request.literal {
            return (DecodedWord(text: typed, reason: .literal, posterior: 1, typedPosterior: 1, candidates: [(typed, 1)]), nil)
        }
        let lowered = chars.map { Character($0.lowercased()) }
        let generated = TapCandidates(spatial: spatial, taps: request.taps, typed: lowered, lexicon: ranker.index)
        let costs = generated.costs
        let known = wordLogProbability(of: typed, after: request.previousWord)
        var list: [Scored] = [Scored(text: typed, score: score(typed, lowered, request, lm: known, costs: costs), split: false)]
        // Digits come from the numbers page, a deliberate switch: no reading drops them.
        let digits = typed.filter(\.isNumber)
        let suggestions = ranker.suggestions(for: typed, taps: request.taps, previousWord: request.previousWord,
                                             count: settings.maxCandidates, includeCompletions: false)
        for s in suggestions {
            // The typed word's leading capital, so "please" and "Please" are one candidate.
            let text = chars[0].isUppercase ? s.text.prefix(1).uppercased() + s.text.dropFirst() : s.text
            guard !Self.isListed(text, in: list), Self.sameDigits(text, digits) else { continue }
            let lm = wordLogProbability(of: text, after: request.previousWord)
            list.append(Scored(text: text, score: score(text, lowered, request, lm: lm, costs: costs), split: false))
        }
        for (letters, _) in generated.strings() {
            let text = Self.casePattern(of: chars, on: letters)
            guard !Self.isListed(text, in: list), Self.sameDigits(text, digits),
                  let lm = wordLogProbability(of: text, after: request.previousWord) else { continue }
            list.append(Scored(text: text, score: score(text, lowered, request, lm: lm, costs: costs), split: false))
        }
        if known == nil, severalWords {
            let readings = WordSegmentation(decoder: self, request: request, generated: generated).candidates()
            list += readings
            for c in compoundsOfReadings(readings, typed: typed) where !list.contains(where: { $0.text == c }) {
                var s = Scored(text: c, score: score(c, lowered, request, lm: nil, costs: costs), split: false)
                s.compound = true
                list.append(s)
            }
        }
        if request.shiftTaps.count <= 2 {
            for shift in request.shiftTaps {
                for s in shiftReadings(request, shift) {
                    // A word the other sources found too ("Sarah" for "SRah") may be better
                    // explained by the slip: the typed string's clean letter taps do not make it a
                    // name. It takes the shift reading's score and margin when those stand further
                    // above what the typed word needs; a deliberate shift ("SoCal") costs its tap's
                    // distance from the letter, and the plain reading keeps the wider margin.
                    guard let i = list.firstIndex(where: { $0.text == s.text }) else { list.append(s); continue }
                    guard i > 0, !list[i].lenient,
                          s.score - settings.unknownWordMargin > list[i].score - settings.fittingUnknownWordMargin else { continue }
                    list[i].score = s.score
                    list[i].lenient = true
                }
            }
        }
        if request.shiftTaps.isEmpty, severalWords {
            for s in slippedShiftReadings(request) where !list.contains(where: { $0.text == s.text }) { list.append(s) }
        }
        let standing = typedStanding(typed, known: known != nil, taps: request.taps, lowered: lowered)
        return decide(list, typedKnown: standing.known, typedFits: standing.fits, named: request.capitalTypedOnPurpose)
    }

    /// Whether `text` is already a candidate in `list` (the typed word first). The pronoun in
    /// either case is one candidate: the ranker gives "I", the tap strings and a small typed
    /// word "i", and two would split its posterior ("k" for "I" left at 0.49 each).
    static func isListed(_ text: String, in list: [Scored]) -> Bool {
        let pronoun = isCapitalPronoun(Substring(text)) || isSmallPronoun(text)
        return list.contains { $0.text == text || pronoun && $0.text.dropFirst() == text.dropFirst() && $0.text.first.map("iI".contains) == true }
    }

    /// How the typed word stands when an alternative must clear a margin against it: a known
    /// word (the known-word margin), an unknown word whose taps all fit their keys (the names
    /// margin), or neither. A capital typed inside a word the lists know only in small letters
    /// ("feR": "fer") took a shift tap no such word has: the string as written is not that word,
    /// and gets an unknown word's margin (the shift reading "fear" had to clear a known word's).
    func typedStanding(_ typed: String, known: Bool, taps: [TapPoint], lowered: [Character]) -> (known: Bool, fits: Bool) {
        (known && Self.innerCapitals(typed) == 0, !known && tapsFitTheirKeys(taps, lowered))
    }

    /// `letters` (lowercase), capitalised when the typed word starts with a capital (a shift
    /// slipped inside a word is not kept).
    static func casePattern(of typed: [Character], on letters: [Character]) -> String {
        casePattern(first: typed.first, on: letters)
    }

    /// `casePattern(of:on:)` given only the typed word's first character.
    static func casePattern(first typedFirst: Character?, on letters: [Character]) -> String {
        guard let first = letters.first, typedFirst?.isUppercase == true else { return String(letters) }
        return first.uppercased() + String(letters.dropFirst())
    }

    /// ln P(word | previous) of a word the decoder knows: the lexicon's or the user's, a
    /// possessive or contraction of one, or one the vocabulary accepts. Nil: an unknown word.
    func wordLogProbability(of word: String, after previous: String?) -> Double? {
        // Written out, not as `??`: its autoclosures would copy the whole decoder on every call.
        if let lm = listedLogProbability(of: word, after: previous) { return lm }
        if let lm = possessive(word, previous) { return lm }
        return vocabularyLogProbability(word)
    }

    /// ln P(word | previous) from the frequency lists, reading a contraction as the lists count it.
    ///
    /// The English lists were counted with apostrophes stripped: "i cant" is one of their frequent
    /// bigrams, while "can't" is listed at the end with a nominal count (0.3 M against "cant"'s
    /// 8.4 M), so "I cam't" decoded to "I cant". A contraction the list names whose stripped
    /// spelling it also holds ("can't" → "cant", "I'll" → "ill", "it's" → "its") takes that
    /// spelling's bigrams (a previous word that is such a contraction is looked up stripped too).
    /// Its frequency stays its own. Only negations ("n't"): their stripped spellings are rare as
    /// words ("cant", "wont"), while those of "'ll", "'s", "'re", "'d" are common ones whose
    /// bigrams are mostly theirs ("in well" made "in Weil's" "in We'll"). The taps tell the two
    /// apart: a typed apostrophe, or none. Only contractions the list names: a name's possessive
    /// is never its plural.
    func listedLogProbability(of word: String, after previous: String?) -> Double? {
        var context: String? = nil
        if let previous { context = listedSpelling(previous) }
        guard let own = ranker.languageLogProbability(of: word, after: context) else { return nil }
        guard let context, let stripped = Self.strippedContraction(word),
              let unigram = ranker.languageLogProbability(of: word, after: nil),
              let inContext = ranker.contextLogProbability(of: stripped, after: context, unigram: unigram) else { return own }
        return max(own, inContext)
    }

    /// The spelling the lists count a word under: a contraction's stripped spelling when the
    /// list names the contraction and holds the stripped spelling, else the word.
    func listedSpelling(_ word: String) -> String {
        guard let stripped = Self.strippedContraction(word), !ranker.index.ids(of: word).isEmpty,
              !ranker.index.ids(of: stripped).isEmpty else { return word }
        return stripped
    }

    /// "can't" → "cant": a negation with its apostrophe dropped (see `listedLogProbability`);
    /// nil for any other word.
    static func strippedContraction(_ word: String) -> String? {
        guard let (base, clitic) = splitAtApostrophe(word), clitic == "t", cliticFits(clitic, base: base) else { return nil }
        return base + clitic
    }

    /// "doctor's" → ("doctor", "s"): the word before its first apostrophe (straight or curly) and
    /// what follows it, lowercased; nil without one, or with one first.
    static func splitAtApostrophe(_ word: String) -> (base: String, clitic: String)? {
        // Most words have none: their bytes are checked before their characters are walked (’ is E2 80 99).
        guard word.utf8.contains(where: { $0 == 0x27 || $0 == 0xE2 }),
              let a = word.firstIndex(where: { $0 == "'" || $0 == "’" }), a != word.startIndex else { return nil }
        return (String(word[..<a]), word[word.index(after: a)...].lowercased())
    }

    /// ln P of a word only the vocabulary accepts (a rare word or inflection the frequency list lacks).
    func vocabularyLogProbability(_ typed: String) -> Double? {
        guard let vocabulary, typed.count >= 3, vocabulary.spell(typed) else { return nil }
        return settings.vocabularyLogProbability
    }

    /// The prior of a word neither the lexicon nor the user knows, by its length and, for a word
    /// of letters, by how unlike the lexicon's words its letters are (`LetterModel.excess` past
    /// `letterExcessAllowance`): a clean-tapped "rkugh" is a slip of "rough", not a name.
    /// Or, when it is two listed words written together, that compound's prior
    /// (`compoundLogProbability`) if higher.
    func unknownPrior(_ word: String) -> Double {
        var flat = settings.unknownWordLogProbability - settings.unknownLetterCost * Double(word.count)
        // Letters only: a number or symbol string ("50M", "4pm") is judged by the page it came from.
        if settings.letterExcessWeight > 0, word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" }) {
            flat -= settings.letterExcessWeight * max(0, ranker.letters.excess(of: word) - settings.letterExcessAllowance)
        }
        if Self.camelTail(of: word) != nil { flat -= settings.camelTailCost }
        if let plural = pluralLogProbability(word) { flat = max(flat, plural) }
        guard let compound = compoundLogProbability(word) else { return flat }
        return max(flat, compound)
    }

    /// ln P of an unlisted plural of a listed word: a word of ≥ 5 small letters ending in one "s"
    /// whose stem the lists hold ("actuals"), at the stem's ln P less `pluralCost`, at most a
    /// vocabulary word's. The lists lack many plurals of business terms; with only the
    /// unknown-word prior, a clean-tapped "actuals" lost its "s" to "actual". Nil otherwise.
    func pluralLogProbability(_ word: String) -> Double? {
        let u = word.utf8
        guard u.count >= 5, u.last == 0x73, u.dropLast().last != 0x73, u.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        guard let stem = ranker.languageLogProbability(of: String(decoding: u.dropLast(), as: UTF8.self), after: nil) else { return nil }
        return min(stem - settings.pluralCost, settings.vocabularyLogProbability)
    }

    /// A possessive or contraction of a known word ("doctor's") is as probable as the word, less
    /// a little: the lexicon lists few of them. A negation only as the lexicon lists it (with a
    /// curly apostrophe too): the lists hold every "n't" contraction there is, and read from any
    /// word ending in n, "son't" and "din't" were kept for "don't" and "didn't" mistyped.
    func possessive(_ typed: String, _ previous: String?) -> Double? {
        guard let (base, clitic) = Self.splitAtApostrophe(typed), Self.clitics.contains(clitic),
              Self.cliticFits(clitic, base: base) else { return nil }
        guard clitic != "t" else {
            guard typed.contains("’") else { return nil }
            return listedLogProbability(of: String(typed.map { $0 == "’" ? "'" : $0 }), after: previous)
        }
        return ranker.languageLogProbability(of: base, after: previous).map { $0 - 2 }
    }

    /// "'t" follows only a negation's n ("can't", "don't": "cam't" is a slip) and "'m" only "I"
    /// ("O'm" is a slip of "I'm").
    static func cliticFits(_ clitic: String, base: String) -> Bool {
        switch clitic {
        case "t": return base.last == "n" || base.last == "N"
        case "m": return base == "I" || base == "i"
        default: return true
        }
    }

    /// What may follow the apostrophe of a possessive or contraction ("doctor's", "we'll",
    /// "doesn't" is in the lexicon): anything else is no word ("I'mcstill" is two).
    static let clitics: Set<String> = ["", "s", "d", "ll", "re", "ve", "m", "t"]

    /// ln P of a word a reading may hold: the lexicon's or the user's word, a possessive of one,
    /// or a number as typed ("6:30", "1,000" — taps on the numbers page are meant).
    func readingLogProbability(of text: String, after previous: String?) -> Double? {
        if let lm = listedLogProbability(of: text, after: previous) { return lm }
        if let lm = possessive(text, previous) { return lm }
        guard !Self.isASCIILetters(text), text.contains(where: \.isNumber), text.allSatisfy({ $0.isNumber || ",.:/-$%".contains($0) }) else { return nil }
        return settings.numberLogProbability
    }

    /// Whether `text` holds exactly the digits `digits` (a word of ASCII letters holds none).
    static func sameDigits(_ text: String, _ digits: String) -> Bool {
        (digits.isEmpty && isASCIILetters(text)) || text.filter(\.isNumber) == digits
    }

    /// Whether every byte is an ASCII letter: no digit, apostrophe or other character to look at.
    static func isASCIILetters(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
    }

    /// ln P(word | previous) · weight − alignment cost of the taps with the word's letters.
    func score(_ word: String, _ typedLower: [Character], _ r: DecodingRequest, lm: Double?, costs: TapCosts? = nil) -> Double {
        let letters = Array(word.lowercased())
        let spatialCost = spatial.alignmentCost(taps: r.taps, typed: typedLower, candidate: letters, costs: costs)
            + unexplainedShiftCost(word, typed: r.typed) + commonWordCapitalCost(word, r)
        guard let lm else { return settings.languageWeight * unknownPrior(word) - spatialCost }
        return settings.languageWeight * lm - spatialCost
    }

    /// A candidate's score split into its parts (for diagnosis): ln P(word | previous) (nil: unknown)
    /// and the alignment cost of the request's taps with its letters.
    public func explain(_ word: String, _ r: DecodingRequest) -> (languageLogProbability: Double?, spatialCost: Double, total: Double) {
        let lowered = r.typed.map { Character($0.lowercased()) }
        let lm = wordLogProbability(of: word, after: r.previousWord)
        let cost = spatial.alignmentCost(taps: r.taps, typed: lowered, candidate: Array(word.lowercased()))
            + unexplainedShiftCost(word, typed: r.typed) + commonWordCapitalCost(word, r)
        return (lm, cost, settings.languageWeight * (lm ?? unknownPrior(word)) - cost)
    }

    /// A capital typed inside a word took a shift tap as well ("thisAM", "theUS"). A reading
    /// with fewer such capitals leaves those shift taps unexplained: each costs an insertion
    /// ("this" is a poor reading of "thisAM", "this AM" a good one). A slip onto shift is read
    /// by `shiftReadings`, which explains the tap as a letter.
    func unexplainedShiftCost(_ word: String, typed: String) -> Double {
        let typedCapitals = Self.innerCapitals(typed)
        guard typedCapitals > 0 else { return 0 }
        return Double(max(0, typedCapitals - Self.innerCapitals(word))) * settings.insertionCost
    }

    /// Capitals after the first character.
    static func innerCapitals(_ text: String) -> Int {
        text.dropFirst().reduce(0) { $0 + ($1.isUppercase ? 1 : 0) }
    }

    /// Where a capitalised tail of two or more characters starts after two or more small letters
    /// at the string's start ("at|UBS", "with|Dynegy"): a space missed before a name or acronym.
    /// Nil for any other string ("iPhone", "NetCo", "theO").
    /// Any collection of characters (a `String` too: the prior asks for every candidate, and
    /// copying it to an array allocated on each call).
    static func camelTail(of chars: some Collection<Character>) -> Int? {
        var tailStart: Int?
        var count = 0
        for c in chars {
            if tailStart != nil {
                guard c.isLetter else { return nil }
            } else if !(c.isLetter && c.isLowercase) {
                guard count >= 2, c.isLetter, c.isUppercase else { return nil }
                tailStart = count
            }
            count += 1
        }
        guard let k = tailStart, count - k >= 2 else { return nil }
        return k
    }

    /// Every tap lies within the key it typed (closer than half a key to its target): nothing
    /// spatial says the typed string is a slip, so a name or a rare word is likely meant.
    func tapsFitTheirKeys(_ taps: [TapPoint], _ typed: [Character]) -> Bool {
        zip(taps, typed).allSatisfy { t, c in
            guard let g = spatial.layout.keys[c] else { return true }
            let k = spatial.touchModel.target(c, geometry: g)
            let dx = (t.x - k.x) / g.width, dy = (t.y - k.y) / g.height
            return dx * dx + dy * dy < 0.25
        }
    }
}
