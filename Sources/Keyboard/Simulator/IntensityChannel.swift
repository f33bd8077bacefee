import TouchInput

/// Which channel of a device carries a synthesised press's intended intensity: pressure if the
/// device reports it, else contact size (growing with force), else how long the key is held.
/// Mirrors the interpreter choice, so a replay with default flags reads the channel written.
public enum IntensityChannel: Hashable, Sendable {
    /// `ABS_MT_PRESSURE` (multitouch) or `ABS_PRESSURE` (single touch, pens).
    case pressure(AbsInfo)
    /// `ABS_MT_TOUCH_MAJOR` (and `_MINOR` when present), in device units per millimetre:
    /// the axis resolution, else the position resolution (the kernel's documentation gives
    /// sizes in surface units), else the range spread over 100 mm.
    case contactSize(major: AbsInfo, minor: AbsInfo?, unitsPerMillimetre: Double)
    /// Hold time grows with intensity (the duration interpreter).
    case duration

    /// The channel the simulator writes for a device, given the wire protocol it writes.
    public init(device d: DeviceDescription) {
        let proto = d.classification.protocolKind
        let multitouch = proto == .multitouchB || proto == .multitouchA || proto == .penAndTouch
        let pressure = multitouch ? d.absAxes[AbsCode.mtPressure] : d.absAxes[AbsCode.pressure]
        if let p = pressure, p.span > 0 {
            self = .pressure(p)
            return
        }
        if multitouch, let major = d.absAxes[AbsCode.mtTouchMajor], major.span > 0 {
            let minor = d.absAxes[AbsCode.mtTouchMinor].flatMap { $0.span > 0 ? $0 : nil }
            let position = d.absAxes[AbsCode.mtPositionX] ?? d.absAxes[AbsCode.x]
            let perMillimetre: Double
            if major.resolution > 0 { perMillimetre = Double(major.resolution) }
            else if let r = position?.resolution, r > 0 { perMillimetre = Double(r) }
            else { perMillimetre = major.span / 100 }
            self = .contactSize(major: major, minor: minor, unitsPerMillimetre: perMillimetre)
            return
        }
        self = .duration
    }

    /// A warning for `synth` when the channel carries intensity only coarsely, naming the device.
    public func warning(device name: String) -> String? {
        guard case .duration = self else { return nil }
        return "\(name): no pressure or contact-size axis; intensity is carried by how long each key is held only " +
            "(taps stay shorter than the long-press delay, so the intended order survives but the range is compressed)"
    }
}
