import Decoding

/// The word decoder in a spec. Decoding is on exactly when autocorrect is
/// (`SuggestionsSpec.autocorrect`, `--autocorrect` / `--no-autocorrect`) and a suggestions bar
/// exists: the decoder takes its candidates and language model from the bar's ranker.
///
/// Carries the personalised touch model the session starts from, so the replay of a recording
/// starts where the live run started and learns the same model within the trace. Every field may
/// be missing (it takes its default), so specs written before the decoder still read.
public struct DecodingSpec: Sendable, Hashable, Codable {
    /// Percentile (0…1) of the user's recent tap intensities a word's taps must exceed to be
    /// kept exactly as typed (pressure as certainty).
    public var literalPercentile: Double
    /// Learn the touch model from kept words.
    public var learnsTouchModel: Bool
    /// A second space right after a word's space is a slip and is dropped.
    public var dropsDoubleSpaces: Bool
    /// The decoder settings a user may want to change (the rest keep the decoder's defaults).
    public var decoder: DecoderTuning
    /// The touch model the session starts from; nil: a fresh one for the device and keyset.
    public var touchModel: TouchModel?

    public init(literalPercentile: Double = LiteralPolicy().percentile, learnsTouchModel: Bool = true, dropsDoubleSpaces: Bool = true,
                decoder: DecoderTuning = DecoderTuning(), touchModel: TouchModel? = nil) {
        self.literalPercentile = literalPercentile
        self.learnsTouchModel = learnsTouchModel
        self.dropsDoubleSpaces = dropsDoubleSpaces
        self.decoder = decoder
        self.touchModel = touchModel
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = DecodingSpec()
        literalPercentile = try c.value(.literalPercentile, default: d.literalPercentile)
        learnsTouchModel = try c.value(.learnsTouchModel, default: d.learnsTouchModel)
        dropsDoubleSpaces = try c.value(.dropsDoubleSpaces, default: d.dropsDoubleSpaces)
        self.decoder = try c.value(.decoder, default: d.decoder)
        touchModel = try c.decodeIfPresent(TouchModel.self, forKey: .touchModel)
    }

    /// The session's decoding configuration for this spec, starting from `touchModel` (the
    /// builder passes the spec's model once it has checked it fits the keyset).
    public func configuration(touchModel: TouchModel?) -> SessionDecoding.Configuration {
        SessionDecoding.Configuration(settings: decoder.settings, touchModel: touchModel,
                                      literal: LiteralPolicy(percentile: literalPercentile),
                                      learnsTouchModel: learnsTouchModel, dropsDoubleSpaces: dropsDoubleSpaces)
    }
}

/// The decoder settings worth exposing: how much context counts, how sure the decoder must be
/// before it changes a word, and how many candidates it weighs (its time bound). Values are
/// stored, not left to the build's defaults, so a recording replays with the values it ran with.
public struct DecoderTuning: Sendable, Hashable, Codable {
    /// Ranker candidates per word (1…50).
    public var maxCandidates: Int
    /// Weight of ln P(word | previous) against the spatial cost.
    public var languageWeight: Double
    /// Log odds (nats) an alternative must beat a word the lexicon or the user knows by.
    public var knownWordMargin: Double
    /// Log odds (nats) an alternative must beat an unknown typed word by.
    public var unknownWordMargin: Double
    /// Smallest posterior (0…1) of a replacement.
    public var minimumPosterior: Double

    public init(maxCandidates: Int? = nil, languageWeight: Double? = nil, knownWordMargin: Double? = nil,
                unknownWordMargin: Double? = nil, minimumPosterior: Double? = nil) {
        let d = DecoderSettings()
        self.maxCandidates = maxCandidates ?? d.maxCandidates
        self.languageWeight = languageWeight ?? d.languageWeight
        self.knownWordMargin = knownWordMargin ?? d.knownWordMargin
        self.unknownWordMargin = unknownWordMargin ?? d.unknownWordMargin
        self.minimumPosterior = minimumPosterior ?? d.minimumPosterior
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(maxCandidates: try c.decodeIfPresent(Int.self, forKey: .maxCandidates),
                  languageWeight: try c.decodeIfPresent(Double.self, forKey: .languageWeight),
                  knownWordMargin: try c.decodeIfPresent(Double.self, forKey: .knownWordMargin),
                  unknownWordMargin: try c.decodeIfPresent(Double.self, forKey: .unknownWordMargin),
                  minimumPosterior: try c.decodeIfPresent(Double.self, forKey: .minimumPosterior))
    }

    /// The decoder's settings: its defaults with these values (clamped to sane ranges).
    public var settings: DecoderSettings {
        var s = DecoderSettings()
        s.maxCandidates = max(1, min(50, maxCandidates))
        if languageWeight.isFinite { s.languageWeight = max(0, languageWeight) }
        if knownWordMargin.isFinite { s.knownWordMargin = knownWordMargin }
        if unknownWordMargin.isFinite { s.unknownWordMargin = unknownWordMargin }
        if minimumPosterior.isFinite { s.minimumPosterior = max(0, min(1, minimumPosterior)) }
        return s
    }
}
