/// Chooses an interpreter from what a device can report, with a reason a person can read
/// (`pressboard devices` prints it).
///
/// Priority follows what carries force best: a pressure axis, else contact size (a finger
/// flattens as it presses — the kernel's multi-touch documentation), else how long the key is held.
public enum InterpreterChoice {
    /// The interpreter a device gets by default, and why (shown by `pressboard devices`).
    public static func choose(hasPressure: Bool, hasTouchMajor: Bool) -> (InterpreterKind, reason: String) {
        if hasPressure {
            return (.pressure, "the device reports pressure")
        }
        if hasTouchMajor {
            return (.contactArea, "no pressure axis; the device reports contact size (touch major), which grows as a finger presses")
        }
        return (.duration, "no pressure axis and no contact size; intensity comes from how long a key is held")
    }

    /// The interpreter that actually runs when `configured` is asked for and a sample carries
    /// the given channels: interpreters that need a channel the device lacks fall back
    /// (pressure → contact area → duration; contact area → pressure → duration). Duration,
    /// impact-duration and manual need nothing and are kept.
    public static func effective(_ configured: InterpreterKind, hasPressure: Bool, hasTouchMajor: Bool) -> InterpreterKind {
        switch configured {
        case .pressure:
            return hasPressure ? .pressure : (hasTouchMajor ? .contactArea : .duration)
        case .contactArea:
            return hasTouchMajor ? .contactArea : (hasPressure ? .pressure : .duration)
        case .duration, .impactDuration, .manual:
            return configured
        }
    }
}
