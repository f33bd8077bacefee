/// The interpreter a device gets by default, whether it is calibrated automatically, and why —
/// with warnings, naming the axis, for axes that cannot be used as advertised.
///
/// Rules (issue "Intensity that means something on every real device"):
/// - a pressure axis with a range → `.pressure`; its scale is the hardware's own force scale,
///   so it is not auto-calibrated unless asked (learning costs pens accuracy);
/// - else a touch-major axis with a range → `.contactArea`. With a resolution the size is read
///   in millimetres (``ContactSizeScale``), a physical scale, from the first touch; without
///   one there is no scale at all, so it is auto-calibrated by default against the contacts
///   seen (``AutoCalibrator/Prior/relativeToSeen``: the user's own touches set it);
/// - else `.duration`.
/// A static calibration (`pressboard calibrate`) of the channel wins over auto-calibration.
public struct InterpreterDecision: Sendable, Hashable {
    public var kind: InterpreterKind
    /// Why, for `pressboard devices` and `dump --show-device`.
    public var reason: String
    /// Whether the channel `kind` reads is learned from the user's touches by default.
    public var autoCalibrates: Bool
    /// What contact-size calibration assumes before it has seen enough touches.
    public var contactPrior: AutoCalibrator.Prior
    /// Axes advertised in a way that cannot be used, each message naming the axis.
    public var warnings: [String]
    /// The axes after dropping unusable ones (the decoder drops the same).
    public var usable: ForceProxyAxes

    public init(_ axes: ForceProxyAxes) {
        var warnings: [String] = []
        func check(_ a: ForceProxyAxes.Axis?, _ what: String) -> ForceProxyAxes.Axis? {
            guard let a else { return nil }
            guard a.hasRange else {
                warnings.append("\(a.name) advertises an empty range \(a.minimum)…\(a.maximum); \(what) ignored")
                return nil
            }
            return a
        }
        usable = ForceProxyAxes(pressure: check(axes.pressure, "pressure"),
                                touchMajor: check(axes.touchMajor, "contact size"),
                                touchMinor: check(axes.touchMinor, "the minor axis"))
        if usable.touchMajor == nil, let minor = usable.touchMinor {
            warnings.append("\(minor.name) without a usable touch major; contact size ignored")
            usable.touchMinor = nil
        }
        contactPrior = (usable.touchMajor?.hasResolution ?? false) ? .base : .relativeToSeen
        if let p = usable.pressure {
            kind = .pressure
            reason = "the device reports pressure (\(p.name) \(p.minimum)…\(p.maximum)); its own scale is used, not auto-calibrated unless asked"
            autoCalibrates = false
        } else if let m = usable.touchMajor {
            kind = .contactArea
            autoCalibrates = !m.hasResolution
            let firm = "no pressure axis; contact size (\(m.name)) grows as a finger presses"
            if m.hasResolution {
                reason = firm + "; read in millimetres (\(m.resolution) units/mm, 6 mm light … 14 mm firm), a physical scale, not auto-calibrated unless asked"
            } else {
                reason = firm + "; no resolution, so measured against the contact sizes seen (auto-calibrated)"
                warnings.append("\(m.name) has no resolution (\(m.resolution)); contact size is measured relative to the contacts seen")
            }
        } else {
            kind = .duration
            autoCalibrates = false
            reason = "no pressure axis and no contact size; intensity comes from how long a key is held"
        }
        self.warnings = warnings
    }

    /// `base` as this device should run it: auto-calibration on when the interpreter `base`
    /// runs reads contact size (or pressure, when asked) and no static calibration of that
    /// channel is stored; the contact prior of the axes; and, when learning, the prior's
    /// calibration already in place for the first touch.
    public func configure(_ base: IntensityConfiguration, stored: DeviceCalibration?) -> IntensityConfiguration {
        var c = base
        c.contactPrior = contactPrior
        let effective = InterpreterChoice.effective(c.interpreter, hasPressure: usable.pressure != nil,
                                                    hasTouchMajor: usable.touchMajor != nil)
        if effective == .contactArea && autoCalibrates && stored?.contactArea == nil { c.autoCalibrate = true }
        if c.autoCalibrate && effective.needsLevel {
            c = DeviceAutoCalibration(configuration: c).configuration(c)
        }
        return c
    }
}
