import ArgumentParser
import Intensity
import Pressboard

/// The intensity flags `replay` and `run` share: interpreter, manual value, auto-calibration.
struct IntensityOptions {
    var interpreter: InterpreterKind?
    var manualValue: Int?
    var autoCalibrate = false

    init() {}

    init(interpreter: String?, intensity: Int?, autoCalibrate: Bool) throws {
        if let name = interpreter {
            guard let k = InterpreterKind(rawValue: name) else {
                throw ValidationError("--interpreter must be one of \(InterpreterKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self.interpreter = k
        }
        if let v = intensity {
            guard (0...100).contains(v) else { throw ValidationError("--intensity must be 0…100") }
            manualValue = v
            if self.interpreter == nil { self.interpreter = .manual }
        }
        self.autoCalibrate = autoCalibrate
    }

    func apply(to config: inout SessionConfiguration) {
        if let k = interpreter {
            config.intensity.interpreter = k
            config.choosesInterpreterForDevice = false
        }
        if let v = manualValue { config.intensity.manualValue = v }
        if autoCalibrate { config.intensity.autoCalibrate = true }
    }
}
