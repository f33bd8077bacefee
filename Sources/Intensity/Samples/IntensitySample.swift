/// One timestamped observation of a contact, already normalised so the intensity stage
/// never needs to know about devices.
///
/// Why normalised values: devices report pressure on 0–255, 0–2047, 0–8191 or odd ranges
/// with negative minima; the caller divides by the advertised axis range
/// (``AxisNormalisation``) and per-device calibration then corrects for the range the
/// hardware really uses. Contact size also comes in millimetres when the size axis has a
/// resolution, because a finger's width is a physical quantity (``ContactSizeScale``).
public struct IntensitySample: Sendable, Hashable {
    /// Event time in seconds (from the event timestamps, never the wall clock).
    public var time: Double
    /// Pressure as a fraction of the device's pressure axis range, nominally 0…1; nil when the
    /// device has no pressure axis. Values outside 0…1 are tolerated and clamped after calibration.
    public var pressure: Double?
    /// Touch ellipse major axis as a fraction of its axis range (0…1); nil when not reported.
    public var touchMajor: Double?
    /// Touch ellipse minor axis as a fraction of its axis range (0…1); nil when not reported.
    public var touchMinor: Double?
    /// Touch ellipse major axis in millimetres; nil when the axis has no resolution.
    public var touchMajorMillimetres: Double?
    /// Touch ellipse minor axis in millimetres; nil when the axis has no resolution.
    public var touchMinorMillimetres: Double?
    /// Position in any consistent unit (device units are fine); only used for diagnostics.
    public var x: Double
    public var y: Double

    public init(time: Double, pressure: Double? = nil, touchMajor: Double? = nil, touchMinor: Double? = nil,
                touchMajorMillimetres: Double? = nil, touchMinorMillimetres: Double? = nil,
                x: Double = 0, y: Double = 0) {
        self.time = time
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
        self.touchMajorMillimetres = touchMajorMillimetres
        self.touchMinorMillimetres = touchMinorMillimetres
        self.x = x
        self.y = y
    }

    /// Contact size as one number, a fraction of the axis range: the geometric mean of major
    /// and minor when both exist (the diameter of a circle of the same area), else the major.
    /// A minor of 0 or less counts as missing (firmware that advertises the axis but never
    /// fills it). Nil without a touch-major axis. A finger flattens as it presses, so this grows
    /// with force.
    @inlinable public var contactSize: Double? { Self.diameter(major: touchMajor, minor: touchMinor) }

    /// Contact size in millimetres, as ``contactSize``; nil when the major axis has no resolution.
    @inlinable public var contactMillimetres: Double? {
        Self.diameter(major: touchMajorMillimetres, minor: touchMinorMillimetres)
    }

    /// The equal-area diameter of an ellipse, or the major alone when the minor is missing,
    /// zero or not finite. Nil when the major is missing or not finite.
    @inlinable static func diameter(major: Double?, minor: Double?) -> Double? {
        guard let major, major.isFinite else { return nil }
        if let minor, minor > 0, minor.isFinite, major > 0 { return (major * minor).squareRoot() }
        return major
    }
}
