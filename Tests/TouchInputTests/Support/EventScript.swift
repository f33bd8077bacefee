@testable import TouchInput

/// Builds event sequences for decoder tests: `abs(.mtPositionX, 100)`, `report()` …
/// Each `report()` closes a frame and advances time by `step` microseconds.
struct EventScript {
    var events: [InputEvent] = []
    var time: Int64 = 1
    var step: Int64 = 10_000

    mutating func abs(_ code: UInt16, _ value: Int32) { add(EventType.abs, code, value) }
    mutating func key(_ code: UInt16, _ value: Int32) { add(EventType.key, code, value) }
    mutating func report() { add(EventType.syn, SynCode.report, 0); time += step }
    mutating func mtReport() { add(EventType.syn, SynCode.mtReport, 0) }
    mutating func dropped() { add(EventType.syn, SynCode.dropped, 0) }
    mutating func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
    }

    /// Runs the events through a decoder and returns every completed frame.
    func frames(_ d: DeviceDescription, mode: MultitouchDecoder.Mode = .trace, hover: Bool = false) -> [Frame] {
        var decoder = MultitouchDecoder(description: d, mode: mode, options: .init(reportsHover: hover))
        var out: [Frame] = []
        for e in events where decoder.feed(e) { out.append(decoder.frame) }
        return out
    }
}

/// Compact view of a frame for assertions: "id:phase@x,y".
func summary(_ f: Frame) -> [String] {
    f.contacts.map { "\($0.id):\($0.phase.rawValue)@\($0.x),\($0.y)" }
}

enum Devices {
    static func touchscreen(slots: Int32 = 10) -> DeviceDescription {
        var d = DeviceDescription(name: "Test Touchscreen")
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: slots - 1))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 1000, resolution: 10))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 500, resolution: 10))
        d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        d.setAbs(AbsCode.mtPressure, AbsInfo(minimum: 0, maximum: 255))
        d.setAbs(AbsCode.mtToolType, AbsInfo(minimum: 0, maximum: 2))
        return d
    }

    static func protocolA(trackingIDs: Bool = false) -> DeviceDescription {
        var d = DeviceDescription(name: "Protocol A Panel")
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 1023))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 599))
        if trackingIDs { d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 255)) }
        return d
    }

    static func singleTouch(btnTouch: Bool) -> DeviceDescription {
        var d = DeviceDescription(name: "Resistive")
        if btnTouch { d.enable(type: EventType.key, code: KeyCode.touch) }
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 4095))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 4095))
        d.setAbs(AbsCode.pressure, AbsInfo(minimum: 0, maximum: 255))
        return d
    }

    static func pen() -> DeviceDescription {
        var d = DeviceDescription(name: "Pen")
        d.properties.insert(InputProperty.pointer)
        for k in [KeyCode.toolPen, KeyCode.toolRubber, KeyCode.touch, KeyCode.stylus, KeyCode.stylus2] {
            d.enable(type: EventType.key, code: k)
        }
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 44800, resolution: 200))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 29600, resolution: 200))
        d.setAbs(AbsCode.pressure, AbsInfo(minimum: 0, maximum: 8191))
        d.setAbs(AbsCode.distance, AbsInfo(minimum: 0, maximum: 63))
        d.setAbs(AbsCode.tiltX, AbsInfo(minimum: -64, maximum: 63, resolution: 57))
        d.setAbs(AbsCode.tiltY, AbsInfo(minimum: -64, maximum: 63, resolution: 57))
        return d
    }
}
