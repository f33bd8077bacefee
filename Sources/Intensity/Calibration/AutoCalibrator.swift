/// Learns a ``PressureCalibration`` from the peaks of recently completed touches.
///
/// Why: the advertised pressure range says little about what a person's presses reach on a
/// given device. After each finished touch the caller reports its peak (uncalibrated, as a
/// fraction of the axis range); the calibrator keeps the last `capacity` peaks and sets
///
///     maximum = the `highPercentile` of the peaks (default 90th): a typical hard press is full;
///     minimum = base.minimum, offset = base.offset (the static calibration's floor).
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

        public init(capacity: Int = 50, minimumTouches: Int = 5, highPercentile: Double = 0.9, minimumSpan: Double = 0.02) {
            self.capacity = capacity
            self.minimumTouches = minimumTouches
            self.highPercentile = highPercentile
            self.minimumSpan = minimumSpan
        }

        public static let `default` = Parameters()

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let d = Parameters.default
            capacity = try c.decodeIfPresent(Int.self, forKey: .capacity) ?? d.capacity
            minimumTouches = try c.decodeIfPresent(Int.self, forKey: .minimumTouches) ?? d.minimumTouches
            highPercentile = try c.decodeIfPresent(Double.self, forKey: .highPercentile) ?? d.highPercentile
            minimumSpan = try c.decodeIfPresent(Double.self, forKey: .minimumSpan) ?? d.minimumSpan
        }
    }

    public private(set) var parameters: Parameters
    /// The static calibration learning starts from and whose minimum/offset it keeps.
    public private(set) var base: PressureCalibration
    /// Recent peaks, oldest first once the window is full (ring order is normalised on insert).
    public private(set) var peaks: [Double]
    /// Every accepted touch since creation.
    public private(set) var touchCount: Int
    /// What has been learned so far (the base until enough touches were seen).
    public private(set) var calibration: PressureCalibration

    public init(base: PressureCalibration = .identity, parameters: Parameters = .default) {
        var p = parameters
        p.capacity = max(1, p.capacity)
        p.minimumTouches = max(1, min(p.minimumTouches, p.capacity))
        p.highPercentile = p.highPercentile.isFinite ? min(max(p.highPercentile, 0), 1) : 0.9
        p.minimumSpan = p.minimumSpan.isFinite && p.minimumSpan > 0 ? p.minimumSpan : 0.02
        self.parameters = p
        self.base = base
        self.peaks = []
        self.touchCount = 0
        self.calibration = base
        peaks.reserveCapacity(p.capacity)
    }

    /// Records the peak level of one finished touch (uncalibrated fraction of the axis range).
    public mutating func observeTouch(peakPressure: Double) {
        guard peakPressure.isFinite, peakPressure > base.offset + base.minimum else { return }
        if peaks.count == parameters.capacity { peaks.removeFirst() }
        peaks.append(peakPressure)
        touchCount += 1
        calibration = learned()
    }

    /// Learned maximum from the current window, or the base if too few touches.
    private func learned() -> PressureCalibration {
        guard peaks.count >= parameters.minimumTouches else { return base }
        let sorted = peaks.sorted()
        let high = Self.percentile(sorted, parameters.highPercentile) - base.offset
        var c = base
        c.maximum = max(high, base.minimum + parameters.minimumSpan)
        return c
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
