/// A static correction of one level channel (pressure, or contact size) for one device.
///
/// Why: devices advertise one range and use another — touchpads whose real pressure peaks at a
/// tenth of the range, pens whose worn nib rests at a few per cent. All values are fractions of
/// the advertised axis range (the sample's units):
///
///     calibrated = clamp((value − offset − minimum) / (maximum − minimum), 0, 1)
///
/// `offset` is a resting value to remove (worn nib), `minimum` the level that should read 0 (a
/// tip threshold, may be negative to keep light touches above 0), `maximum` the level of a full
/// press. Identity is offset 0, minimum 0, maximum 1. A degenerate range (maximum ≤ minimum)
/// becomes a step at `minimum`; NaN reads 0. The result is always finite and within 0…1.
public struct PressureCalibration: Sendable, Hashable, Codable {
    /// Level (after removing the offset) that reads 0.
    public var minimum: Double
    /// Level (after removing the offset) that reads 1: a full press.
    public var maximum: Double
    /// Resting value subtracted first (worn pen nib, touchpad baseline).
    public var offset: Double

    public init(minimum: Double = 0, maximum: Double = 1, offset: Double = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.offset = offset
    }

    /// No correction: offset 0, minimum 0, maximum 1.
    public static let identity = PressureCalibration()

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// Decodes with every field optional: missing fields take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        minimum = try c.decodeIfPresent(Double.self, forKey: .minimum) ?? 0
        maximum = try c.decodeIfPresent(Double.self, forKey: .maximum) ?? 1
        offset = try c.decodeIfPresent(Double.self, forKey: .offset) ?? 0
    }

    /// The calibrated level 0…1 of a normalised value.
    @inlinable public func apply(_ value: Double) -> Double {
        let v = value - offset - minimum
        guard !v.isNaN else { return 0 }
        let span = maximum - minimum
        let r: Double
        if span > 0, span.isFinite {
            r = v / span
        } else {
            r = v > 0 ? 1 : 0
        }
        guard !r.isNaN else { return 0 }
        return r < 0 ? 0 : (r > 1 ? 1 : r)
    }
}
