import Intensity
import TouchInput

extension ForceProxyAxes {
    /// The force-carrying axes a device advertises: `ABS_MT_PRESSURE` (else `ABS_PRESSURE`),
    /// `ABS_MT_TOUCH_MAJOR` and `ABS_MT_TOUCH_MINOR`.
    public init(_ d: DeviceDescription) {
        func axis(_ code: UInt16, _ name: String) -> Axis? {
            d.absAxes[code].map { Axis(name: name, minimum: $0.minimum, maximum: $0.maximum, resolution: $0.resolution) }
        }
        self.init(pressure: axis(AbsCode.mtPressure, "ABS_MT_PRESSURE") ?? axis(AbsCode.pressure, "ABS_PRESSURE"),
                  touchMajor: axis(AbsCode.mtTouchMajor, "ABS_MT_TOUCH_MAJOR"),
                  touchMinor: axis(AbsCode.mtTouchMinor, "ABS_MT_TOUCH_MINOR"))
    }
}

extension InterpreterDecision {
    /// The decision for a device, its warnings prefixed with the device's name.
    public init(device d: DeviceDescription) {
        self.init(ForceProxyAxes(d))
        warnings = warnings.map { "\(d.name): \($0)" }
        if d.classification.protocolKind == .penAndTouch && kind == .pressure && d.absAxes[AbsCode.mtPressure] == nil {
            reason += "; that is the pen's, fingers on the same node fall back to contact size or duration"
        }
    }
}
