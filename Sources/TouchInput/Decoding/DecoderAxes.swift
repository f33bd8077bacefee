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
    /// Precomputed scales: divisions are the costliest part of building a contact.
    let xs: AxisScale, ys: AxisScale
    let ps: AxisScale?, majors: AxisScale?, minors: AxisScale?

    /// `penOnSameNode`: the single-touch axes belong to a pen sharing the node, so fingers get
    /// no pressure unless the node has ABS_MT_PRESSURE.
    init(_ d: DeviceDescription, multitouch: Bool, penOnSameNode: Bool = false) {
        let fallback = AbsInfo(minimum: 0, maximum: 0)
        if multitouch {
            x = d.absAxes[AbsCode.mtPositionX] ?? d.absAxes[AbsCode.x] ?? fallback
            y = d.absAxes[AbsCode.mtPositionY] ?? d.absAxes[AbsCode.y] ?? fallback
            pressure = Self.usable(d.absAxes[AbsCode.mtPressure] ?? (penOnSameNode ? nil : d.absAxes[AbsCode.pressure]))
            touchMajor = Self.usable(d.absAxes[AbsCode.mtTouchMajor])
            touchMinor = touchMajor == nil ? nil : Self.usable(d.absAxes[AbsCode.mtTouchMinor])
            hasOrientation = d.absAxes[AbsCode.mtOrientation] != nil
            hasDistance = d.absAxes[AbsCode.mtDistance] != nil
        } else {
            x = d.absAxes[AbsCode.x] ?? fallback
            y = d.absAxes[AbsCode.y] ?? fallback
            pressure = Self.usable(d.absAxes[AbsCode.pressure])
            touchMajor = nil
            touchMinor = nil
            hasOrientation = false
            hasDistance = d.absAxes[AbsCode.distance] != nil
        }
        hasTilt = d.absAxes[AbsCode.tiltX] != nil || d.absAxes[AbsCode.tiltY] != nil
        xs = AxisScale(x); ys = AxisScale(y)
        ps = pressure.map(AxisScale.init); majors = touchMajor.map(AxisScale.init); minors = touchMinor.map(AxisScale.init)
    }

    /// An axis whose range can hold a value; an empty or inverted range (a firmware bug) is
    /// treated as absent, so intensity falls back to another channel instead of reading 0.
    static func usable(_ a: AbsInfo?) -> AbsInfo? {
        guard let a, a.span > 0 else { return nil }
        return a
    }

    /// Builds the public contact from a slot's values.
    func contact(_ s: SlotState, slot: Int, phase: ContactPhase, tool: ToolKind,
                 touching: Bool = true, stylus: (Bool, Bool) = (false, false),
                 pressureOverride: Int32? = nil, pressureKnown: Bool = true) -> Contact {
        let p: Int32? = (pressure == nil || !pressureKnown) ? nil : (pressureOverride ?? s.pressure)
        return Contact(
            id: s.contactID, slot: slot, phase: phase, tool: tool,
            x: s.x, y: s.y,
            normalisedX: xs.normalised(s.x), normalisedY: ys.normalised(s.y),
            millimetreX: xs.millimetres(s.x), millimetreY: ys.millimetres(s.y),
            pressure: p, normalisedPressure: p.map { ps!.normalised($0) },
            touchMajor: touchMajor == nil ? nil : s.touchMajor,
            touchMinor: touchMinor == nil ? nil : s.touchMinor,
            normalisedTouchMajor: majors?.normalised(s.touchMajor),
            normalisedTouchMinor: minors?.normalised(s.touchMinor),
            touchMajorMillimetres: majors?.millimetres(s.touchMajor),
            touchMinorMillimetres: minors?.millimetres(s.touchMinor),
            orientation: hasOrientation ? s.orientation : nil,
            distance: hasDistance ? s.distance : nil,
            tiltX: hasTilt ? s.tiltX : nil, tiltY: hasTilt ? s.tiltY : nil,
            stylusButton: stylus.0, stylusButton2: stylus.1,
            isTouching: touching, resynced: s.resynced)
    }
}

/// An axis's minimum and reciprocal span and resolution, so normalising is a multiply.
/// Gives exactly what `AbsInfo.normalised` and `.millimetres` give, up to rounding.
struct AxisScale: Sendable {
    let minimum: Double
    let inverseSpan: Double
    let inverseResolution: Double

    init(_ a: AbsInfo) {
        minimum = Double(a.minimum)
        inverseSpan = a.span > 0 ? 1 / a.span : 0
        inverseResolution = a.resolution > 0 ? 1 / Double(a.resolution) : 0
    }

    @inline(__always) func normalised(_ v: Int32) -> Double {
        let n = (Double(v) - minimum) * inverseSpan
        return n < 0 ? 0 : (n > 1 ? 1 : n)
    }

    @inline(__always) func millimetres(_ v: Int32) -> Double? {
        inverseResolution > 0 ? (Double(v) - minimum) * inverseResolution : nil
    }
}
