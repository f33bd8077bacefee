/// Turns a raw device axis value into the 0…1 fraction ``IntensitySample`` expects.
///
/// Why here: axes may have negative minima (some touchscreens report −1…N or symmetric
/// ranges) and degenerate ranges (min == max) that must not produce NaN or infinity.
public enum AxisNormalisation {
    /// `(value − minimum) / (maximum − minimum)`, not clamped (calibration clamps later, and
    /// values above the advertised maximum are information). A degenerate or inverted range
    /// gives 0; the result is always finite.
    @inlinable public static func fraction(_ value: Double, minimum: Double, maximum: Double) -> Double {
        let span = maximum - minimum
        guard span > 0, span.isFinite, value.isFinite else { return 0 }
        return (value - minimum) / span
    }

    /// Integer device units convenience.
    @inlinable public static func fraction(_ value: Int32, minimum: Int32, maximum: Int32) -> Double {
        fraction(Double(value), minimum: Double(minimum), maximum: Double(maximum))
    }
}
