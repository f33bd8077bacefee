import Decoding
import Keyboard
import Suggestions

/// What the session needs to decode words at separators: the decoder (built from the ranker and
/// the keyset's default page), the personalised touch model it learns, the literal-by-pressure
/// policy, and the last correction (so Backspace can undo it). Enabled with
/// `Session.enableDecoding(_:)`; without it the session autocorrects from the bar as before.
public struct SessionDecoding: Sendable {
    /// Decoder settings and starting state, as a session spec would carry them.
    public struct Configuration: Sendable {
        public var settings: DecoderSettings
        /// The touch model to start from (a stored one, or a fresh one).
        public var touchModel: TouchModel?
        public var literal: LiteralPolicy
        /// Learn the touch model from kept words.
        public var learnsTouchModel: Bool
        /// A second space right after a word's space is a slip and is dropped.
        public var dropsDoubleSpaces: Bool
        /// Which words exist beyond the lexicon (`LexiconSource.openVocabulary`): a typed word it
        /// accepts is kept as a known word is.
        public var vocabulary: HunspellDictionary?

        public init(settings: DecoderSettings = DecoderSettings(), touchModel: TouchModel? = nil, literal: LiteralPolicy = LiteralPolicy(),
                    learnsTouchModel: Bool = true, dropsDoubleSpaces: Bool = true) {
            self.settings = settings
            self.touchModel = touchModel
            self.literal = literal
            self.learnsTouchModel = learnsTouchModel
            self.dropsDoubleSpaces = dropsDoubleSpaces
        }
    }

    /// A correction just applied: where the new text is (UTF-16) and what was typed.
    struct Correction {
        var range: Range<Int>
        var typed: String
        var replacement: String
        var separatorLength: Int
    }

    /// Where a Return (or a full stop or comma) with a space before it was inserted (UTF-16
    /// offset of the separator) and tapped; or where a doubled space was dropped (the offset the
    /// next word starts at) and tapped.
    struct StrayTap {
        var offset: Int
        var tap: TapPoint
        /// The separator typed there ("\n", "." or ",").
        var separator = "\n"
    }

    /// The word a Backspace joined to the letters typed after it, by deleting the space after it,
    /// and where that Backspace was tapped (keyboard units; nil without a tap point).
    struct BackspacedSpace {
        var previous: FinishedWord
        var tap: TapPoint?
    }

    /// The word finished last and the separator tapped after it: the next word may be joined to
    /// it ("Tha ks" → "Thanks").
    struct FinishedWord {
        /// Where the committed word is (UTF-16).
        var range: Range<Int>
        var part: WordDecoder.JoinPart
        var separator: String
        var separatorTap: TapPoint?
        /// The decoder's decision for it (nil after a join): revised once the next word is known.
        var decision: DecodedWord?

        /// The last word of a mended reading committed at `start` (UTF-16), with the separator
        /// typed after it: the next word may mend its seam with that word.
        static func last(of joined: WordDecoder.JoinedWord, at start: Int, separator: String, separatorTap: TapPoint?) -> FinishedWord {
            let end = start + joined.text.utf16.count
            let last = String(joined.text.split(separator: " ").last ?? "")
            return FinishedWord(range: (end - last.utf16.count)..<end, part: .init(request: joined.request, text: last),
                                separator: separator, separatorTap: separatorTap)
        }
    }

    public internal(set) var decoder: WordDecoder
    public internal(set) var literal: LiteralPolicy
    public let configuration: Configuration
    /// Intensities of the word being typed, one per character.
    var wordIntensities: [Int] = []
    var lastCorrection: Correction?
    var lastWord: FinishedWord?
    /// The last separator typed was held past the long-press delay: read as punctuation
    /// (`Session.returnWasPunctuation`, `spaceWasPunctuation`), it was a long press meant for
    /// the punctuation key.
    var separatorHeld = false
    /// A Return, full stop or comma tapped right after a space: the next word may claim its tap
    /// as its first letter.
    var straySeparator: StrayTap?
    /// A second space dropped right after a word's space (at `offset`): the next word may claim
    /// its tap as its first letter.
    var droppedSpace: StrayTap?
    /// A page key tapped from the default page, and what was typed on the other page since
    /// (`Session+PageSlips`).
    var pageSlip: PendingPageSlip?
    /// A Backspace tapped right after a letter of the word being typed, which starts at
    /// `start` (UTF-16): it may have been a letter that slipped onto it.
    var backspaceSlip: (start: Int, slip: BackspaceSlip)?
    /// A Backspace that deleted the space right after `lastWord` (`Session+BackspaceSlips`):
    /// the word finished next may claim its tap as its first letter.
    var backspacedSpace: BackspacedSpace?
    /// The keyboard's page as its outputs said (nil: the default page, not yet switched).
    var page: String?
    /// Caps lock turned on by a second shift tap lying on a letter's edge, at `start` (UTF-16)
    /// with nothing typed since (`Session+CapsLockSlips`): the word typed next may be that
    /// letter's word.
    var capsLockSlip: (start: Int, tap: TapPoint)?

    /// A word being typed across a page key tap: where it starts (UTF-16), where the other
    /// page's text starts, and the slip as the decoder will read it.
    struct PendingPageSlip {
        var wordStart: Int
        var start: Int
        var slip: PageSlip
        /// The punctuation key beside the page key when the tap was meant for it (its edge
        /// nearer than the page key's centre): `123` sits beside the comma.
        var punctuation: Character? = nil
        /// Where the page key was tapped (keyboard units).
        var tap: TapPoint
    }
    public internal(set) var joinedWords = 0
    public internal(set) var revisedWords = 0
    /// Words decoded, corrected, and the decode time is measured by the caller (bench/evaluate).
    public internal(set) var decodedWords = 0
    public internal(set) var correctedWords = 0
    public internal(set) var revertedCorrections = 0
    /// Keep the requests decoded (evaluation times them afterwards; the session reads no clock).
    public var recordsRequests = false
    public internal(set) var requests: [DecodingRequest] = []
    /// The decisions for those requests (evaluation diagnoses the wrong words with them).
    public internal(set) var decisions: [ErrorDiagnosis.Decision] = []

    /// The touch model as learned so far (to store, or to put in a spec).
    public var touchModel: TouchModel { decoder.spatial.touchModel }

    init(configuration: Configuration, ranker: SpellingRanker, page: PageLayout, keyset: String, device: String) {
        self.configuration = configuration
        literal = configuration.literal
        let boxes = page.keyBoxes()
        let space = boxes[" "].map { KeyGeometry(centerX: $0.centerX, centerY: $0.centerY, width: $0.width, height: $0.height) }
        let model = configuration.touchModel ?? TouchModel(keyset: keyset, device: device)
        decoder = WordDecoder(ranker: ranker, spatial: SpatialModel(layout: KeysetSpatialModel.layoutModel(page), touchModel: model,
                                                                    spaceKey: space, settings: configuration.settings))
        decoder.vocabulary = configuration.vocabulary
        if let i = page.firstKey(where: { if case .shift = $0.action { return true } else { return false } }) {
            let c = page.keys[i].cell
            decoder.spatial.shiftKey = KeyGeometry(centerX: c.centerX, centerY: c.centerY, width: c.width, height: c.height)
        }
    }
}
