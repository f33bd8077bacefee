import Intensity
import Keyboard

extension Session {
    /// What was noticed about the device's force reporting, each naming the device and the
    /// axis or code: axes advertised unusably (empty ranges, no size resolution), a pen whose
    /// proximity bit stayed set, contacts that never reported a size. For `replay` and `run`
    /// to print after (or while) typing; typing itself carries on regardless.
    public var intensityWarnings: [String] {
        var out = InterpreterDecision(device: description).warnings
        out += decoder.warnings
        if let w = autoCalibration?.sizeWarning { out.append("\(description.name): \(w)") }
        return out
    }
}
