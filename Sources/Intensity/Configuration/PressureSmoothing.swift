/// How a history of levels (pressure or contact size) is reduced to one value.
///
/// The original's three reducers; the trimmed mean is the default because the first and last
/// samples of a tap are often the extremes (touch-down ramp, lift-off release).
public enum PressureSmoothing: String, Sendable, Codable, CaseIterable {
    /// Trimmed mean of the last 10 samples (drop the highest and the lowest).
    /// ≤ 2 samples → their maximum (0 if none); 3…9 → (sum − max − min)/(n − 2) over all
    /// samples; ≥ 10 → the same over the last 10 (÷ 8). Unlike the original, the minimum is the
    /// true minimum, so values above 1 are trimmed properly.
    case trimmedMeanLastTen
    /// Mean of the last 10 samples without the touch-down sample: < 2 samples → 0;
    /// < 10 → mean of the samples after the first; else mean of the last 10.
    case averageLastTen
    /// The largest sample since touch-down (or the last restart).
    case peak
}
