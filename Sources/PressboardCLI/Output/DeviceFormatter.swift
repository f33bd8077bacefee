import Intensity
import Keyboard
import Pressboard
import TouchInput

/// Readable description of a device: class with its reasons, protocol and axes.
enum DeviceFormatter {
    static func describe(_ d: DeviceDescription) -> String {
        let c = d.classification
        var s = "\(d.name)  [\(d.id)]"
        if let node = d.node { s = "\(node): " + s }
        s += "\n  class: \(c.kind.rawValue) (\(c.reasons.joined(separator: ", ")))"
        s += "\n  protocol: \(c.protocolKind.rawValue)"
        let (intensity, why) = SessionConfiguration().intensityConfiguration(for: d)
        s += "\n  intensity: \(intensity.interpreter.rawValue) interpreter\(intensity.autoCalibrate ? ", auto-calibrated" : "") (\(why))"
        for w in InterpreterDecision(device: d).warnings { s += "\n  warning: \(w)" }
        if !d.properties.isEmpty { s += "\n  properties: " + d.properties.map { EventNames.propertyName($0) }.joined(separator: ", ") }
        for code in d.absAxes.keys.sorted() {
            let a = d.absAxes[code]!
            s += "\n  \(EventNames.codeName(type: EventType.abs, code: code)): \(a.minimum)…\(a.maximum)"
            if a.fuzz != 0 { s += " fuzz \(a.fuzz)" }
            if a.resolution != 0 {
                s += " resolution \(a.resolution)"
                if let mm = a.lengthMillimetres, [AbsCode.x, AbsCode.y, AbsCode.mtPositionX, AbsCode.mtPositionY].contains(code) {
                    s += " (\(Int(mm.rounded())) mm)"
                }
            }
        }
        return s
    }
}
