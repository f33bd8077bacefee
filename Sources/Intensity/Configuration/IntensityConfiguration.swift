/// Everything that decides how a contact becomes an intensity: interpreter, its parameters,
/// the mapping and the device's calibration. A value passed in — there is no global setting.
///
/// Decodes with every field optional (missing fields take the defaults), so it can sit in the
/// configuration file with only the fields a user changed.
public struct IntensityConfiguration: Sendable, Hashable, Codable {
    /// Which interpreter; if the samples lack the channel it needs, the tracker falls back
    /// (pressure → contact area → duration; see ``IntensityTracker/effectiveInterpreter``).
    public var interpreter: InterpreterKind
    /// Raw 0…1 → intensity 0…100 (not applied to `.manual`).
    public var mapping: IntensityMapping
    /// Static correction applied to each pressure sample (identity by default).
    public var calibration: PressureCalibration
    /// Static correction applied to each contact-size sample (identity by default).
    public var areaCalibration: PressureCalibration
    /// Intensity 0…100 used by `.manual` (the original's default typing intensity, 40).
    public var manualValue: Int
    /// Reducer for the pressure and contact-area interpreters (trimmed mean of last ten).
    public var smoothing: PressureSmoothing
    /// Raw per second held for `.duration` (original `DTI:durationMultiplier`, 2.0 → full at 0.5 s).
    public var durationMultiplier: Double
    /// Constants of `.impactDuration`.
    public var impact: ImpactParameters
    /// Whether the session should learn calibration from the touches as they finish (``AutoCalibrator``).
    public var autoCalibrate: Bool
    /// Millimetre scale of the contact-area interpreter when the size axis has a resolution.
    public var contactSize: ContactSizeScale
    /// What automatic calibration of contact size assumes before it has seen enough touches:
    /// the static calibration (millimetre scale) or the contacts seen (no size resolution).
    public var contactPrior: AutoCalibrator.Prior

    public init(interpreter: InterpreterKind = .pressure,
                mapping: IntensityMapping = .default,
                calibration: PressureCalibration = .identity,
                areaCalibration: PressureCalibration = .identity,
                manualValue: Int = 40,
                smoothing: PressureSmoothing = .trimmedMeanLastTen,
                durationMultiplier: Double = 2.0,
                impact: ImpactParameters = .default,
                autoCalibrate: Bool = false,
                contactSize: ContactSizeScale = .default, contactPrior: AutoCalibrator.Prior = .base) {
        self.interpreter = interpreter
        self.mapping = mapping
        self.calibration = calibration
        self.areaCalibration = areaCalibration
        self.manualValue = manualValue
        self.smoothing = smoothing
        self.durationMultiplier = durationMultiplier
        self.impact = impact
        self.autoCalibrate = autoCalibrate
        self.contactSize = contactSize
        self.contactPrior = contactPrior
    }

    /// Pressure, trimmed mean of the last ten, linear mapping 0…1, identity calibration, manual 40.
    public static let `default` = IntensityConfiguration()

    /// Decodes with every field optional: missing fields take the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = IntensityConfiguration.default
        interpreter = try c.decodeIfPresent(InterpreterKind.self, forKey: .interpreter) ?? d.interpreter
        mapping = try c.decodeIfPresent(IntensityMapping.self, forKey: .mapping) ?? d.mapping
        calibration = try c.decodeIfPresent(PressureCalibration.self, forKey: .calibration) ?? d.calibration
        areaCalibration = try c.decodeIfPresent(PressureCalibration.self, forKey: .areaCalibration) ?? d.areaCalibration
        manualValue = try c.decodeIfPresent(Int.self, forKey: .manualValue) ?? d.manualValue
        smoothing = try c.decodeIfPresent(PressureSmoothing.self, forKey: .smoothing) ?? d.smoothing
        durationMultiplier = try c.decodeIfPresent(Double.self, forKey: .durationMultiplier) ?? d.durationMultiplier
        impact = try c.decodeIfPresent(ImpactParameters.self, forKey: .impact) ?? d.impact
        autoCalibrate = try c.decodeIfPresent(Bool.self, forKey: .autoCalibrate) ?? d.autoCalibrate
        contactSize = try c.decodeIfPresent(ContactSizeScale.self, forKey: .contactSize) ?? d.contactSize
        contactPrior = try c.decodeIfPresent(AutoCalibrator.Prior.self, forKey: .contactPrior) ?? d.contactPrior
    }

    /// `manualValue` clamped to 0…100.
    public var clampedManualValue: Int { min(max(manualValue, 0), 100) }
}
