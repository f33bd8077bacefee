/// How the simulated typist types. Distances in keyboard units (key widths across, row
/// heights down), times in seconds.
public struct TypistConfiguration: Hashable, Sendable {
    /// Seed of every random choice: equal seeds give byte-identical traces.
    public var seed: UInt64
    /// σ of the scatter of touch points around the aimed point.
    public var spread: Double
    /// σ of each key's constant aiming error (the same for every touch of that key).
    public var systematicOffset: Double
    /// When set, each key's constant aiming error is drawn from this seed instead of `seed`: the
    /// same user's offsets across many traces (phrases typed with different seeds), as a
    /// personalised touch model must learn them.
    public var offsetSeed: UInt64? = nil
    /// Typing speed; one word is five characters.
    public var wordsPerMinute: Double
    /// Log-space σ of intervals and durations (0.25 ≈ ±25 %).
    public var timingVariance: Double
    /// Median time a key is held.
    public var pressDuration: Double
    /// Mean and σ of the intended intensity when `intensities` gives none.
    public var intensity: Double
    public var intensitySpread: Double
    /// Intended intensity per character of the text (overrides the random ones).
    public var intensities: [Int]?
    /// Two thumbs (left and right half of the keyboard) whose touches may overlap; otherwise
    /// one finger, one touch at a time.
    public var twoThumbs: Bool
    /// Scan interval of the simulated device (100 Hz).
    public var frameInterval: Double
    /// How long the typist holds a key to open its long-press popup.
    public var longPressHold: Double
    /// Whether the keyboard capitalises by itself (the planner then skips the shift tap).
    public var autoCapitalization: Bool
    /// How force becomes pressure or contact size on the simulated device.
    public var forceResponse: ForceResponse = .default
    /// Slips a real typist makes (probabilities per space or per bottom-row letter, 0…1): a space
    /// never tapped, a space tapped twice, a space landing on the letter row above the bar, a
    /// bottom-row letter landing on the bar.
    public var missedSpaceRate = 0.0
    public var doubledSpaceRate = 0.0
    public var spaceSlipRate = 0.0
    public var letterSlipRate = 0.0
    /// σ of a slow random walk of the aimed point per keystroke (hand drift), keyboard units;
    /// the walk is pulled back towards 0 so it stays within about 3 σ·√(1/pull).
    public var drift = 0.0
    /// Probability per letter of a stray tap just before it on a page key or shift (the
    /// "one stray tap costs at most one word" test).
    public var strayTapRate = 0.0
    /// Probability per letter of an extra tap right after it: half the time on the same key (a
    /// finger that bounced), half on a key beside it in its row (a key brushed on the way).
    public var extraTapRate = 0.0

    public init(seed: UInt64 = 1, spread: Double = 0.2, systematicOffset: Double = 0.08, wordsPerMinute: Double = 35,
                timingVariance: Double = 0.25, pressDuration: Double = 0.100, intensity: Double = 50,
                intensitySpread: Double = 15, intensities: [Int]? = nil, twoThumbs: Bool = true,
                frameInterval: Double = 0.010, longPressHold: Double = 0.45, autoCapitalization: Bool = true) {
        self.seed = seed
        self.spread = spread
        self.systematicOffset = systematicOffset
        self.wordsPerMinute = wordsPerMinute
        self.timingVariance = timingVariance
        self.pressDuration = pressDuration
        self.intensity = intensity
        self.intensitySpread = intensitySpread
        self.intensities = intensities
        self.twoThumbs = twoThumbs
        self.frameInterval = frameInterval
        self.longPressHold = longPressHold
        self.autoCapitalization = autoCapitalization
    }

    public static let `default` = TypistConfiguration()
}
