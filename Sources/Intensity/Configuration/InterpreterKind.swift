/// How a contact's samples become a raw intensity 0…1.
///
/// The original's Force, Duration and ImpactDuration interpreters, plus the manual value it
/// offered through a slider, plus contact area for touchscreens that report size but not pressure.
public enum InterpreterKind: String, Sendable, Codable, CaseIterable {
    /// Smoothed calibrated pressure (``PressureSmoothing``).
    case pressure
    /// `min(seconds held × multiplier, 1)`; multiplier 2.0 → full at 0.5 s.
    case duration
    /// Duration plus an impact term from how fast pressure (or contact size) rose at touch-down.
    case impactDuration
    /// A fixed value the user chose (``IntensityConfiguration/manualValue``).
    case manual
    /// Smoothed calibrated contact size (touch major/minor against the axis range).
    case contactArea

    /// Whether this interpreter reads the per-sample level (pressure or contact size).
    public var needsLevel: Bool { self == .pressure || self == .contactArea }
}
