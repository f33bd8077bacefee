/// The axis ranges a decoder normalises with, looked up once from the description.
struct DecoderAxes: Sendable {
    var x: AbsInfo
    var y: AbsInfo
    var pressure: AbsInfo?
    var touchMajor: AbsInfo?
    var touchMinor: AbsInfo?
    var hasOrientation: Bool
    var hasDistance: Bool
    var hasTilt: Bool

    init(_ d: DeviceDescription, multitouch: Bool) {
        let fallback = AbsInfo(minimum: 0, maximum: 0)
        if multitouch {
            x = d.absAxes[AbsCode.mtPositionX] ?? d.absAxes[AbsCode.x] ?? fallback
            y = d.absAxes[AbsCode.mtPositionY] ?? d.absAxes[AbsCode.y] ?? fallback
            pressure = d.absAxes[AbsCode.mtPressure] ?? d.absAxes[AbsCode.pressure]
            touchMajor = d.absAxes[AbsCode.mtTouchMajor]
            touchMinor = d.absAxes[AbsCode.mtTouchMinor]
            hasOrientation = d.absAxes[AbsCode.mtOrientation] != nil
            hasDistance = d.absAxes[AbsCode.mtDistance] != nil
        } else {
            x = d.absAxes[AbsCode.x] ?? fallback
            y = d.absAxes[AbsCode.y] ?? fallback
            pressure = d.absAxes[AbsCode.pressure]
            touchMajor = nil
            touchMinor = nil
            hasOrientation = false
            hasDistance = d.absAxes[AbsCode.distance] != nil
        }
        hasTilt = d.absAxes[AbsCode.tiltX] != nil || d.absAxes[AbsCode.tiltY] != nil
    }

    /// Builds the public contact from a slot's values.
    func contact(_ s: SlotState, slot: Int, phase: ContactPhase, tool: ToolKind,
                 touching: Bool = true, stylus: (Bool, Bool) = (false, false),
                 pressureOverride: Int32? = nil, pressureKnown: Bool = true) -> Contact {
        let p: Int32? = (pressure == nil || !pressureKnown) ? nil : (pressureOverride ?? s.pressure)
        return Contact(
            id: s.contactID, slot: slot, phase: phase, tool: tool,
            x: s.x, y: s.y,
            normalisedX: x.normalised(s.x), normalisedY: y.normalised(s.y),
            millimetreX: x.millimetres(s.x), millimetreY: y.millimetres(s.y),
            pressure: p, normalisedPressure: p.map { pressure!.normalised($0) },
            touchMajor: touchMajor == nil ? nil : s.touchMajor,
            touchMinor: touchMinor == nil ? nil : s.touchMinor,
            normalisedTouchMajor: touchMajor.map { $0.normalised(s.touchMajor) },
            normalisedTouchMinor: touchMinor.map { $0.normalised(s.touchMinor) },
            orientation: hasOrientation ? s.orientation : nil,
            distance: hasDistance ? s.distance : nil,
            tiltX: hasTilt ? s.tiltX : nil, tiltY: hasTilt ? s.tiltY : nil,
            stylusButton: stylus.0, stylusButton2: stylus.1,
            isTouching: touching, resynced: s.resynced)
    }
}
