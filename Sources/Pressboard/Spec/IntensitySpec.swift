import Intensity

/// How touches become intensities in a spec: the interpreter (chosen per device, or fixed),
/// the manual value, whether to learn the device's levels as the user types, and the static
/// per-device calibrations (the configuration file's `calibrations`).
public struct IntensitySpec: Sendable, Hashable, Codable {
    public var interpreter: InterpreterSelection
    /// Intensity 0…100 every key gets under the manual interpreter.
    public var manualValue: Int
    /// Learn the device's full-press levels from finished touches, in order.
    public var autoCalibrate: Bool
    /// Stored calibrations by device key; the device's entry applies.
    public var calibrations: CalibrationStore
    /// What automatic calibration learned on this device before (`LearnedCalibrationStore`):
    /// the session's learner carries on from it. In the spec so a recording replays the same.
    public var learned: DeviceAutoCalibration?

    public init(interpreter: InterpreterSelection = .automatic, manualValue: Int = IntensityConfiguration.default.manualValue,
                autoCalibrate: Bool = false, calibrations: CalibrationStore = CalibrationStore()) {
        self.interpreter = interpreter
        self.manualValue = manualValue
        self.autoCalibrate = autoCalibrate
        self.calibrations = calibrations
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = IntensitySpec()
        interpreter = try c.value(.interpreter, default: d.interpreter)
        manualValue = try c.value(.manualValue, default: d.manualValue)
        autoCalibrate = try c.value(.autoCalibrate, default: d.autoCalibrate)
        calibrations = try c.value(.calibrations, default: d.calibrations)
        learned = try c.decodeIfPresent(DeviceAutoCalibration.self, forKey: .learned)
    }
}

/// The interpreter a session uses: picked from the device's axes (pressure, else contact size,
/// else duration), or one named kind. Encoded as a string: `"automatic"` or the kind's name.
public enum InterpreterSelection: Sendable, Hashable, Codable {
    case automatic
    case fixed(InterpreterKind)

    public static let automaticName = "automatic"

    /// `"automatic"` or an `InterpreterKind` raw value; nil for anything else.
    public init?(name: String) {
        if name == Self.automaticName { self = .automatic; return }
        guard let k = InterpreterKind(rawValue: name) else { return nil }
        self = .fixed(k)
    }

    public var name: String {
        switch self {
        case .automatic: Self.automaticName
        case .fixed(let k): k.rawValue
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let v = InterpreterSelection(name: s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "interpreter must be \(Self.automaticName) or one of "
                + InterpreterKind.allCases.map(\.rawValue).joined(separator: ", ") + ", got \"\(s)\"")
        }
        self = v
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(name)
    }
}
