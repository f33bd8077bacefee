/// Learns a ``PressureCalibration`` from the levels of recently completed touches.
///
/// Why: the advertised pressure range says little about what a person's presses reach on a
/// given device. After each finished touch the caller reports its level (uncalibrated, as a
/// fraction of the axis range: its peak, or the value the interpreter measured — see
/// ``DeviceAutoCalibration``); the calibrator keeps the last `capacity` of them ("peaks") and sets
///
///     maximum = the `highPercentile` of the peaks (default 90th): a typical hard press is full;
///     minimum = base.minimum, offset = base.offset (the static calibration's floor), or the
///     lowest pressure seen while a pen hovered (``observeResting(pressure:)``, worn nibs).
///
/// so typical soft presses land low and hard ones at 100. Percentiles over a window make it
/// stable under outliers (one spike to 1.0 moves the 90th percentile by at most one rank) and
/// let it follow a change of user or pen. Until `minimumTouches` peaks were seen it returns the
/// base calibration unchanged. The maximum never drops below `minimum + minimumSpan`, so a run
/// of feather touches cannot blow noise up to full scale.
///
/// Deterministic: the result depends only on the peaks, in the order given — in replay it
/// learns from the trace's own touches, in order. Peaks that are not finite or not above the
/// base's offset + minimum (no real press) are ignored.
public struct AutoCalibrator: Sendable, Codable, Hashable {
    /// Tuning of the learner; fractions are of the axis range.
    public struct Parameters: Sendable, Hashable, Codable {
        /// How many recent touches are remembered (default 50).
        public var capacity: Int
        /// Touches needed before learning replaces the base (default 5).
        public var minimumTouches: Int
        /// Percentile 0…1 of peaks that becomes the full-press maximum (default 0.9).
        public var highPercentile: Double
        /// Smallest allowed maximum − minimum (default 0.02, i.e. 2 % of the range).
        public var minimumSpan: Double
        /// Percentile 0…1 of peaks that becomes the level reading 0, or nil to keep the base's
        /// minimum (pressure: a tip threshold is physical). Contact size sets it: a light touch
        /// is still a wide contact, so its floor is learned too. When set, every finite level
        /// is learned from, including those below the base's minimum.
        public var lowPercentile: Double?
        /// What the calibration is before `minimumTouches` touches were seen.
        public var prior: Prior

        public init(capacity: Int = 50, minimumTouches: Int = 5, highPercentile: Double = 0.9, minimumSpan: Double = 0.02,
                    lowPercentile: Double? = nil, prior: Prior = .base) {
            self.capacity = capacity
            self.minimumTouches = minimumTouches
            self.highPercentile = highPercentile
            self.minimumSpan = minimumSpan
            self.lowPercentile = lowPercentile
            self.prior = prior
        }

        public static let `default` = Parameters()

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let d = Parameters.default
            capacity = try c.decodeIfPresent(Int.self, forKey: .capacity) ?? d.capacity
            minimumTouches = try c.decodeIfPresent(Int.self, forKey: .minimumTouches) ?? d.minimumTouches
            highPercentile = try c.decodeIfPresent(Double.self, forKey: .highPercentile) ?? d.highPercentile
            minimumSpan = try c.decodeIfPresent(Double.self, forKey: .minimumSpan) ?? d.minimumSpan
            lowPercentile = try c.decodeIfPresent(Double.self, forKey: .lowPercentile)
            prior = try c.decodeIfPresent(Prior.self, forKey: .prior) ?? d.prior
        }
    }

    /// The calibration a device gets before enough of its touches were seen.
    public enum Prior: String, Sendable, Hashable, Codable {
        /// The static calibration (physical scales: pressure, contact size in millimetres).
        case base
        /// Levels relative to the contacts seen so far, for sizes with no physical scale: the
        /// median seen reads the middle, and the window spans 0.6× to 1.4× of it — the ratio of
        /// light (6 mm) and firm (14 mm) contacts to a typical 10 mm one (``ContactSizeScale``).
        /// The percentile window takes over gradually (weight n / (k + n) after n touches).
        /// Before any touch, a window of −1…1 of the axis fraction makes every first touch read
        /// about 50, rising slightly with its size.
        case relativeToSeen

        /// Lower and upper window around the median, as multiples of it.
        static let relativeWindow = (low: 0.6, high: 1.4)
    }

    /// The tuning in use (sanitised: capacity ≥ 1, percentile within 0…1, span > 0).
    public private(set) var parameters: Parameters
    /// The static calibration learning starts from and whose minimum/offset it keeps.
    public private(set) var base: PressureCalibration
    /// Recent peaks, oldest first once the window is full (ring order is normalised on insert).
    public private(set) var peaks: [Double]
    /// The same peaks in ascending order, kept up to date on insert so learning never sorts or
    /// allocates once the window is full.
    private var sortedPeaks: [Double]
    /// Lowest pressure seen while a pen hovered (tip up), if any: the worn-nib offset.
    public private(set) var restingPressure: Double?
    /// Every accepted touch since creation.
    public private(set) var touchCount: Int
    /// What has been learned so far (the base until enough touches were seen).
    public private(set) var calibration: PressureCalibration

    /// A learner that returns `base` until it has seen enough touches.
    public init(base: PressureCalibration = .identity, parameters: Parameters = .default) {
        var p = parameters
        p.capacity = max(1, p.capacity)
        p.minimumTouches = max(1, min(p.minimumTouches, p.capacity))
        p.highPercentile = p.highPercentile.isFinite ? min(max(p.highPercentile, 0), 1) : 0.9
        p.minimumSpan = p.minimumSpan.isFinite && p.minimumSpan > 0 ? p.minimumSpan : 0.02
        p.lowPercentile = p.lowPercentile.map { $0.isFinite ? min(max($0, 0), p.highPercentile) : 0.05 }
        self.parameters = p
        self.base = base
        self.peaks = []
        self.sortedPeaks = []
        self.restingPressure = nil
        self.touchCount = 0
        self.calibration = base
        peaks.reserveCapacity(p.capacity)
        sortedPeaks.reserveCapacity(p.capacity)
        calibration = learned()   // the prior's window, for a relative prior
    }

    private enum CodingKeys: String, CodingKey {
        case parameters, base, peaks, touchCount, restingPressure
    }

    /// Decodes with every field optional: missing fields take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let parameters = try c.decodeIfPresent(Parameters.self, forKey: .parameters) ?? .default
        let base = try c.decodeIfPresent(PressureCalibration.self, forKey: .base) ?? .identity
        self.init(base: base, parameters: parameters)
        let stored = try c.decodeIfPresent([Double].self, forKey: .peaks) ?? []
        for p in stored.suffix(self.parameters.capacity) where p.isFinite { insert(p) }
        touchCount = max(try c.decodeIfPresent(Int.self, forKey: .touchCount) ?? peaks.count, peaks.count)
        if let r = try c.decodeIfPresent(Double.self, forKey: .restingPressure) { observeResting(pressure: r) }
        calibration = learned()
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(parameters, forKey: .parameters)
        try c.encode(base, forKey: .base)
        try c.encode(peaks, forKey: .peaks)
        try c.encode(touchCount, forKey: .touchCount)
        try c.encodeIfPresent(restingPressure, forKey: .restingPressure)
    }

    /// True once enough touches were seen for ``calibration`` to be learned rather than the base.
    public var hasLearned: Bool { peaks.count >= parameters.minimumTouches }

    /// Records the level of one finished touch, uncalibrated, as a fraction of the axis range:
    /// its peak, or better the value the interpreter measured (see ``DeviceAutoCalibration``).
    public mutating func observeTouch(peakPressure: Double) {
        guard peakPressure.isFinite else { return }
        if parameters.lowPercentile == nil, peakPressure <= (restingPressure ?? base.offset) + base.minimum { return }
        insert(peakPressure)
        touchCount += 1
        calibration = learned()
    }

    /// Records a pressure reported while the pen is in proximity but its tip is up. A worn nib
    /// (or a sticky sensor) reports pressure even then; as libinput does, the lowest such value
    /// becomes the offset, provided it is at most half the range (more is a broken pen, not a
    /// worn nib). Until one is seen the base offset stays. Peaks are stored uncorrected, so the
    /// learned maximum follows the new offset at once.
    public mutating func observeResting(pressure: Double) {
        guard pressure.isFinite, pressure >= 0, pressure <= 0.5 else { return }
        if let r = restingPressure, r <= pressure { return }
        restingPressure = pressure
        calibration = learned()
    }

    /// Adds a peak to both windows, dropping the oldest when full.
    private mutating func insert(_ peak: Double) {
        if peaks.count == parameters.capacity {
            let oldest = peaks.removeFirst()
            sortedPeaks.remove(at: Self.lowerBound(sortedPeaks, oldest))
        }
        peaks.append(peak)
        sortedPeaks.insert(peak, at: Self.lowerBound(sortedPeaks, peak))
    }

    /// First index whose value is not less than `v`.
    private static func lowerBound(_ a: [Double], _ v: Double) -> Int {
        var lo = 0, hi = a.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if a[mid] < v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Learned maximum from the current window, or the base if too few touches.
    private func learned() -> PressureCalibration {
        var c = base
        if let r = restingPressure { c.offset = r }
        if parameters.prior == .relativeToSeen { return relative(c) }
        guard peaks.count >= parameters.minimumTouches else { return c }
        if let low = parameters.lowPercentile { c.minimum = Self.percentile(sortedPeaks, low) - c.offset }
        let high = Self.percentile(sortedPeaks, parameters.highPercentile) - c.offset
        c.maximum = max(high, c.minimum + parameters.minimumSpan)
        return c
    }

    /// ``Prior/relativeToSeen``: the prior's window around the median seen, blended into the
    /// percentile window with the prior's weight k / (k + n) (k = `minimumTouches`, n touches
    /// seen). The window moves smoothly from the first touch on — no jump when learning "starts",
    /// which would reorder intensities typed before and after it.
    private func relative(_ c: PressureCalibration) -> PressureCalibration {
        var r = c
        guard !sortedPeaks.isEmpty else {
            r.minimum = -1
            r.maximum = 1
            return r
        }
        let typical = Self.percentile(sortedPeaks, 0.5) - c.offset
        let priorLow = typical * Prior.relativeWindow.low, priorHigh = typical * Prior.relativeWindow.high
        let k = Double(parameters.minimumTouches), n = Double(sortedPeaks.count)
        let w = k / (k + n)
        let low = Self.percentile(sortedPeaks, parameters.lowPercentile ?? 0) - c.offset
        let high = Self.percentile(sortedPeaks, parameters.highPercentile) - c.offset
        r.minimum = w * priorLow + (1 - w) * low
        r.maximum = max(w * priorHigh + (1 - w) * high, r.minimum + parameters.minimumSpan)
        return r
    }

    /// Linear interpolation between closest ranks of an ascending, non-empty array.
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        let position = p * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let f = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * f
    }
}
