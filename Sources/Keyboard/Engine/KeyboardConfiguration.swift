/// Timings and tolerances of the keyboard engine. A value passed in; times are seconds of
/// event time, distances are keyboard units (key widths across, row heights down).
///
/// Defaults follow LatinIME/HeliBoard (see `touch-keyboards.md` §2 and §4.4).
public struct KeyboardConfiguration: Hashable, Sendable {
    /// Delay before a long-press popup opens.
    public var longPressDelay: Double
    /// Holding shift this long locks caps (1.5 × long press, as HeliBoard).
    public var shiftLockDelay: Double
    /// Two shift presses within this window lock caps; slower ones do not.
    public var doubleTapWindow: Double
    /// First repeat of a held repeating key (backspace).
    public var repeatDelay: Double
    /// Interval of the following repeats.
    public var repeatInterval: Double
    /// After this many repeats, backspace deletes whole words (nil: never).
    public var wordDeleteAfterRepeats: Int?
    /// How far past its cell a moving touch may stray before it changes key.
    public var hysteresis: Double
    /// How far outside a popup's cells a touch still selects the nearest one.
    public var popupAllowance: Double
    /// A touch beginning within this time of the last lift…
    public var noiseWindow: Double
    /// …and within this distance of it is ignored as touch-panel noise.
    public var noiseDistance: Double
    /// Shift turns on by itself at the start of text and after `. ? !` and a space.
    public var autoCapitalization: Bool
    /// Gap between keys' visible frames.
    public var keySpacing: Double
    /// How far past the keyboard's outer edges a touch may begin and still hit the nearest key.
    /// A finger aimed at a top-row key lands above the keyboard about as often as below the key,
    /// so edge keys' hit areas reach past the edge (Android keyboards pad them the same way).
    public var edgeAllowance: Double = 0.5
    /// A touch beginning on the suggestions strip within this distance of the keyboard's top
    /// edge, while typing (see `stripTypingWindow`), is a top-row key tap that landed high, not
    /// a pick: mid-word, a high tap is far likelier a letter than a suggestion, and a pick here
    /// replaces the word and adds a space. 0.3 rows: the lower 40 % of the standard strip (¾ of
    /// a row), below its middle, where a tap aimed at the strip is always a pick.
    public var stripTypingBand: Double = 0.3
    /// "While typing": another key is held, or the last key was lifted at most this long ago
    /// (seconds). Typists move from key to key in 0.1–0.4 s; reading the strip before a pick
    /// takes longer.
    public var stripTypingWindow: Double = 0.5
    /// A touch beginning on the strip within `edgeAllowance` of the keyboard this soon (seconds)
    /// after a key was lifted is a key tap wherever the band ends: nobody reads the strip and
    /// aims at a suggestion within a quarter second of lifting a key.
    public var stripRolloverWindow: Double = 0.25

    public init(longPressDelay: Double = 0.300, shiftLockDelay: Double = 0.450, doubleTapWindow: Double = 0.300,
                repeatDelay: Double = 0.400, repeatInterval: Double = 0.050, wordDeleteAfterRepeats: Int? = nil,
                hysteresis: Double = 0.2, popupAllowance: Double = 0.3, noiseWindow: Double = 0.040,
                noiseDistance: Double = 0.35, autoCapitalization: Bool = true, keySpacing: Double = 0.1) {
        self.longPressDelay = longPressDelay
        self.shiftLockDelay = shiftLockDelay
        self.doubleTapWindow = doubleTapWindow
        self.repeatDelay = repeatDelay
        self.repeatInterval = repeatInterval
        self.wordDeleteAfterRepeats = wordDeleteAfterRepeats
        self.hysteresis = hysteresis
        self.popupAllowance = popupAllowance
        self.noiseWindow = noiseWindow
        self.noiseDistance = noiseDistance
        self.autoCapitalization = autoCapitalization
        self.keySpacing = keySpacing
    }

    public static let `default` = KeyboardConfiguration()
}
