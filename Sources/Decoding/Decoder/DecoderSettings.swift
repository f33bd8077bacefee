/// How the word decoder weighs its models and when it replaces a typed word. Costs are in nats
/// (−ln probability); distances in keyboard units.
public struct DecoderSettings: Codable, Sendable, Hashable {
    /// Candidates taken from the ranker per word (beyond the typed word itself).
    public var maxCandidates: Int
    /// Words with more taps than this are kept as typed (bounded time; nothing to correct there).
    public var maxTaps: Int
    /// Weight of ln P(word | previous) against the spatial cost.
    public var languageWeight: Double
    /// ln P of a word neither the lexicon nor the user knows: the typed string's own prior, less
    /// `unknownLetterCost` per letter (a long string of random letters is less likely a real word).
    public var unknownWordLogProbability: Double
    /// Nats per letter taken off an unknown word's prior.
    public var unknownLetterCost: Double
    /// A tap on no candidate key: its share of a uniform "stray" component (robust likelihood).
    public var strayShare: Double
    /// A tap that matches no letter of the candidate (an extra tap). At 5 nats, a tap that lay
    /// about 3 σ off its key was explained away as an extra tap ("ameeting" read as "meeting",
    /// not "a meeting"); 6 lowered held-out error at σ 0.19 from 0.605 to 0.583 % (touch) and
    /// right words changed at every level, and also with extra taps in the typing (`evaluate
    /// --extra-taps 0.005`: 0.756 → 0.740 %); 7 was better still without them but no better
    /// than 5 with them.
    public var insertionCost: Double
    /// An extra tap on the same key as the tap before or after it: a bounce or a contact seen
    /// twice, the commonest extra tap on a touch screen.
    public var repeatedTapInsertionCost: Double = 5
    /// A letter of the candidate with no tap (a missed key).
    public var omissionCost: Double
    /// Two neighbouring taps in the other order (rollover), on top of their match costs.
    public var transpositionCost: Double
    /// Splitting a word at a space that was never tapped.
    public var missedSpaceCost: Double
    /// An unknown string read as two listed words written together ("intercompany"), on top of
    /// the two words' unigram costs (`WordDecoder.compoundLogProbability`).
    public var compoundCost: Double = 4.5
    /// A compound's halves must both be rarer than this (ln P): the commonest words ("for",
    /// "and", "the") are written apart, so "Jefffor" is a missed space. Past −8 right words
    /// were split (dev right words changed at σ 0.05: 0 → 0.06 %).
    public var compoundPartCeiling: Double = -6
    /// A word's last tap read as the full stop or comma beside the space bar, on top of the
    /// tap's distance from that key.
    public var punctuationCost: Double
    /// Log odds (nats) the best alternative must beat an unknown typed word by.
    public var unknownWordMargin: Double
    /// Log odds (nats) the best alternative (not a split) must beat an unknown typed word by when
    /// every tap lies within its key: such a string is more often a name than a slip.
    public var fittingUnknownWordMargin: Double
    /// `fittingUnknownWordMargin` for a string with no capital letter: the names the margin is
    /// for are written with one, and a clean-tapped "rentef" is a slip of "rented". At 6 (from
    /// 7) held-out touch CER at σ 0.235 fell 1.718 → 1.710 % and at σ 0.3 5.641 → 5.578 %, with
    /// no right word changed more at σ 0.05–0.235; 5 raised dev error at σ 0.19. Capitalised
    /// strings keep 7: at 6, cleanly tapped names ("Scotty") were changed at σ 0.05.
    public var fittingSmallWordMargin: Double = 6
    /// `unknownWordMargin` for an unknown word typed with a capital inside a sentence (a name:
    /// the capital was typed on purpose) whose taps do not all lie within their keys. At 1.5,
    /// names were the larger part of the right words changed at σ 0.235 ("Quil" → "Quit",
    /// "Boyt" → "Boy"). At 3, held-out right words changed at σ 0.235 fell 0.190 → 0.174 %
    /// (touch) and 0.189 → 0.174 % (pen), CER 1.694 → 1.690 and 1.594 → 1.590 %; at σ 0.3 CER
    /// moved by under 0.015 points either way across samples. At 4.5 dev CER rose at σ 0.19
    /// and 0.3, and right words changed at σ 0.3.
    public var nameMargin: Double = 3
    /// Log odds (nats) the best alternative must beat a lexicon or learned typed word by: a real
    /// word whose taps fit about as well as any other stays.
    public var knownWordMargin: Double
    /// The alternative's posterior must also reach this (0…1).
    public var minimumPosterior: Double
    /// Log odds (nats) a word read across a separator ("Tha ks" → "Thanks") must beat the two
    /// words by.
    public var joinMargin: Double = 3
    /// A shift tap read as a letter that slipped onto it, on top of its distance from that key
    /// (which already makes such a reading cost 3–6 nats).
    public var shiftSlipCost: Double = 0
    /// ln P of a number typed on the numbers page, as one word of a reading ("atv6:30" → "at 6:30").
    public var numberLogProbability: Double = -8
    /// Log odds (nats) the previous word's best reading, with the word after it as context, must
    /// beat the reading committed by before it is replaced.
    public var reviseMargin: Double = 1
    /// Weight of ln P(next | word) when the previous word is revised (0: never revised). Below
    /// the left context's weight: the bigram list and the unigram list come from different
    /// counts, so their ratio overstates how much the next word says. With the whole bigram
    /// list, 0.6 lowered dev and held-out error at σ 0.19 and 0.235 with no right word changed
    /// more than at 0.5; from 0.85 up, right words were changed at σ 0.05–0.19.
    public var rightContextWeight: Double = 0.6
    /// Log odds (nats) a known typed word must be beaten by when the previous word is revised and
    /// both contexts agree (`WordDecoder.bothContextsAgree`): its taps and the words before it
    /// already ranked the other word of its length higher, and the word after it favours that
    /// word too ("need go plan" → "need to plan"). From the known-word margin's 5: held-out touch
    /// CER at σ 0.19 0.470 → 0.462 %, at σ 0.235 1.710 → 1.696 %, and lower on dev, pen and other
    /// typists, with one more right word changed in 3 × 381 phrases at σ 0.235; 3 changed right
    /// words at σ 0.19.
    public var agreedContextsMargin: Double = 4
    /// A tap on the letter row just above the space bar read as the space it was meant as (the
    /// finger landed one row high): the most that reading costs however far up the row the tap
    /// is. A slip onto the next row is its own kind of error, not the tail of the bar's Gaussian,
    /// which would make a tap in the upper half of the row cost as much as a stray tap.
    public var spaceSlipCost: Double = 4
    /// A capital typed on purpose inside a sentence read as a common word capitalised
    /// (`WordDecoder.commonWordCapitalCost`): such capitals start names far more often.
    public var commonWordCapitalCost: Double = 3
    /// A word of a several-word reading written in small letters that the vocabulary knows only
    /// as a name (`WordDecoder.smallNameCost`): "a gary" for "agary", where the shift tap landed
    /// on "a".
    public var smallNameCost: Double = 3
    /// ln P of the pronoun "I" starting a sentence (≈ ln 0.05): the least the decoder gives it
    /// there with a word after it in the reading (`WordDecoder.sentenceStartLogProbability`).
    /// The frequency lists are counted without sentence bounds, where "I" is 0.6 % of words
    /// (ln −5.2); in personal writing it begins about one sentence in ten to twenty, so
    /// "Iasked" at a sentence's start read "Asked" over "I asked".
    public var sentenceStartPronounLogProbability: Double = -3
    /// A word read across a stray page key tap (`WordDecoder.readPageSlip`): what the slip costs,
    /// on top of the word's own score.
    public var pageSlipCost: Double = 3
    /// Nats per character of a string of symbols (not a number) typed on another page: such
    /// strings are rarely meant, far more rarely than unknown words of letters.
    public var symbolCost: Double = 3
    /// Log odds (nats) a reading across a page key tap must beat the symbols as typed by.
    public var pageSlipMargin: Double = 2
    /// A word read with a Backspace tap as a letter (`WordDecoder.decode(_:across:)`): what the
    /// slip costs, on top of the reading's own score.
    public var backspaceSlipCost: Double = 2
    /// Nats taken off an unknown word's prior per nat its letters are less likely than a typical
    /// word's (`LetterModel.excess`) beyond `letterExcessAllowance`: "rkugh" is no name.
    public var letterExcessWeight: Double = 0.5
    /// Excess (nats) an unknown word's letters may have at no cost: names and terms are spelled
    /// a little less regularly than the lexicon's own words.
    public var letterExcessAllowance: Double = 6
    /// Nats off the prior of an unknown string that runs two or more small letters into a
    /// capitalised tail ("atUBS", "withDynegy"): such words are almost never written ("iPhone"
    /// and "eBay" have one small letter, "NetCo" starts with a capital), while a space missed
    /// before a name or acronym makes them often. The reading with the space
    /// (`WordSegmentation`, the tail kept as typed) then outweighs the string.
    public var camelTailCost: Double = 6
    /// ln P of a word only the vocabulary (Hunspell) accepts.
    public var vocabularyLogProbability: Double = -16
    /// ln P of an acronym the vocabulary lists in capitals (`WordDecoder.decodeAcronym`): above
    /// an unknown string of capitals (about −16 for three letters), since mail writes "FYI" and
    /// "ASAP" far more often than capitals no list knows.
    public var acronymLogProbability: Double = -12
    /// Nats off a listed word's ln P for its plural in "s" that no list holds ("actuals": the
    /// lists have "actual"); the plural is never more probable than `vocabularyLogProbability`.
    public var pluralCost: Double = 3

    public init(maxCandidates: Int = 10, maxTaps: Int = 40, languageWeight: Double = 1, unknownWordLogProbability: Double = -11, unknownLetterCost: Double = 1.8,
                strayShare: Double = 0.002, insertionCost: Double = 6, omissionCost: Double = 5, transpositionCost: Double = 3,
                missedSpaceCost: Double = 3.5, punctuationCost: Double = 2, unknownWordMargin: Double = 1.5, knownWordMargin: Double = 5, fittingUnknownWordMargin: Double = 7, minimumPosterior: Double = 0.5) {
        self.maxCandidates = maxCandidates
        self.maxTaps = maxTaps
        self.languageWeight = languageWeight
        self.unknownWordLogProbability = unknownWordLogProbability
        self.unknownLetterCost = unknownLetterCost
        self.strayShare = strayShare
        self.insertionCost = insertionCost
        self.omissionCost = omissionCost
        self.transpositionCost = transpositionCost
        self.missedSpaceCost = missedSpaceCost
        self.punctuationCost = punctuationCost
        self.unknownWordMargin = unknownWordMargin
        self.knownWordMargin = knownWordMargin
        self.fittingUnknownWordMargin = fittingUnknownWordMargin
        self.minimumPosterior = minimumPosterior
    }
}
