/// One absolute axis as the kernel describes it (`struct input_absinfo`).
///
/// All values are in device units; `resolution` is units per millimetre for
/// positions and sizes, units per radian for tilt, units per gram for pressure,
/// and 0 when unknown.
public struct AbsInfo: Hashable, Sendable, Codable {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    public var resolution: Int32
    /// Current value (live devices only; traces describe no state).
    public var value: Int32

    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0, value: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
        self.value = value
    }

    /// Width of the range in device units (never negative).
    @inlinable public var span: Double { Swift.max(0, Double(maximum) - Double(minimum)) }

    /// Maps a raw value to 0…1 of the advertised range, clamped. A degenerate axis gives 0.
    @inlinable public func normalised(_ v: Int32) -> Double {
        let s = span
        guard s > 0 else { return 0 }
        let n = (Double(v) - Double(minimum)) / s
        return n < 0 ? 0 : (n > 1 ? 1 : n)
    }

    /// Converts a raw value to millimetres from the axis minimum, when the resolution is known.
    @inlinable public func millimetres(_ v: Int32) -> Double? {
        resolution > 0 ? (Double(v) - Double(minimum)) / Double(resolution) : nil
    }

    /// Physical length of the axis in millimetres, when the resolution is known.
    public var lengthMillimetres: Double? { resolution > 0 ? span / Double(resolution) : nil }
}
