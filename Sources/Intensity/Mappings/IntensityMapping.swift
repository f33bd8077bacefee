/// Turns a raw value 0…1 into the integer intensity 0…100 that is stored per character.
///
/// The original's two curves (RawIntensityMapping Linear and LogAx):
/// - linear: r ≤ threshold → 0; r > ceiling → 100; else `trunc(100·(r − t)/(c − t))`;
/// - logarithmic: same clamps, else `trunc(100·ln(1 + a(r − t)) / ln(1 + a(c − t)))`, which lifts
///   soft presses (at defaults 0.05 → 16, 0.1 → 28, 0.25 → 52, 0.5 → 74).
/// Defaults t = 0, c = 1, a = 10. Truncation adds 1e-9 first so that e.g. 0.29 gives 29, not
/// 28 from binary rounding. NaN gives 0; the result is always within 0…100.
public struct IntensityMapping: Sendable, Hashable, Codable {
    /// The shape between threshold and ceiling.
    public enum Curve: String, Sendable, Hashable, Codable, CaseIterable {
        /// Proportional (the original's default).
        case linear
        /// ln(1 + a·x): more resolution for soft presses (the original's LogAx).
        case logarithmic
    }

    /// The curve between threshold and ceiling.
    public var curve: Curve
    /// Raw values at or below this give 0 (original slider 0…0.4).
    public var threshold: Double
    /// Raw values above this give 100 (original slider 0.6…1.0).
    public var ceiling: Double
    /// Curvature of the logarithmic curve (original slider 1…100); ignored by linear.
    public var a: Double

    public init(curve: Curve = .linear, threshold: Double = 0, ceiling: Double = 1, a: Double = 10) {
        self.curve = curve
        self.threshold = threshold
        self.ceiling = ceiling
        self.a = a
    }

    /// A linear mapping (defaults: the whole 0…1 range).
    public static func linear(threshold: Double = 0, ceiling: Double = 1) -> IntensityMapping {
        IntensityMapping(curve: .linear, threshold: threshold, ceiling: ceiling)
    }

    /// A logarithmic mapping (defaults: the original's 0, 1, a = 10).
    public static func logarithmic(threshold: Double = 0, ceiling: Double = 1, a: Double = 10) -> IntensityMapping {
        IntensityMapping(curve: .logarithmic, threshold: threshold, ceiling: ceiling, a: a)
    }

    /// The original's default: linear, threshold 0, ceiling 1.
    public static let `default` = IntensityMapping()

    /// Decodes with every field optional: missing fields take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        curve = try c.decodeIfPresent(Curve.self, forKey: .curve) ?? .linear
        threshold = try c.decodeIfPresent(Double.self, forKey: .threshold) ?? 0
        ceiling = try c.decodeIfPresent(Double.self, forKey: .ceiling) ?? 1
        a = try c.decodeIfPresent(Double.self, forKey: .a) ?? 10
    }

    /// The intensity 0…100 for raw value `r`.
    @inlinable public func intensity(_ r: Double) -> Int {
        guard !r.isNaN, !threshold.isNaN, !ceiling.isNaN else { return 0 }
        if r <= threshold { return 0 }
        if r > ceiling { return 100 }
        let span = ceiling - threshold
        guard span > 0 else { return 100 }   // r > threshold ≥ ceiling handled above; here r == ceiling
        let fraction: Double
        switch curve {
        case .linear:
            fraction = (r - threshold) / span
        case .logarithmic:
            if a > 0, a.isFinite {
                fraction = Math.lnOnePlus(a * (r - threshold)) / Math.lnOnePlus(a * span)
            } else {
                fraction = (r - threshold) / span   // a → 0 is the linear limit
            }
        }
        let v = (100 * fraction + 1e-9).rounded(.towardZero)
        guard v.isFinite else { return 0 }
        return v < 0 ? 0 : (v > 100 ? 100 : Int(v))
    }
}
