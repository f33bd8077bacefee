import Rendering
import TouchInput

/// The window's mouse and SDL touch events as a touchscreen: a synthetic direct multitouch
/// device covering the window (so the session maps it as it maps a touchscreen showing the
/// scene full screen) and the protocol-B events a kernel driver would send for each pointer
/// contact — one slot per contact, `BTN_TOUCH` while any is down.
///
/// Positions are scaled from window pixels to the device's fixed 0…32767 axes, so a resized
/// window keeps mapping onto the scene. Made with `reportsPressure` false (mouse only, or
/// SDL touch without a real pressure) it has no pressure axis and intensity comes from
/// duration; with it true it advertises `ABS_MT_PRESSURE` 0…``pressureMaximum`` and each
/// contact's SDL pressure (0…1) is sent on it, so the session chooses the pressure interpreter.
/// Every contact on such a device carries a pressure (a slot keeps its last value), so it is
/// only for a window whose contacts all have one.
public struct PointerTouchscreen: Sendable {
    /// Axis maximum of both position axes.
    public static let axisMaximum: Int32 = 32767
    public static let slotCount = 10
    /// Maximum of the pressure axis when there is one (SDL's 0…1 is scaled onto 0…this).
    public static let pressureMaximum: Int32 = 1024

    public let deviceDescription: DeviceDescription
    /// Whether the device has the pressure axis and contacts send their pressure.
    public let reportsPressure: Bool
    /// Which pointer id (0 = mouse, SDL finger id + 1) holds each slot.
    private var slots: [Int64?] = Array(repeating: nil, count: slotCount)
    private var nextTrackingID: Int32 = 1

    /// `width` × `height` are the window's pixels at the start (they set the axes' resolution,
    /// about 96 dpi, so sizes in millimetres are plausible).
    public init(width: Int, height: Int, reportsPressure: Bool = false) {
        self.reportsPressure = reportsPressure
        var d = DeviceDescription(name: "Pressboard pointer", id: InputID(bustype: 0x06, vendor: 0, product: 0, version: 1))
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        let rx = Int32(max(1, (Double(Self.axisMaximum) / (Double(max(1, width)) * 0.2646)).rounded()))
        let ry = Int32(max(1, (Double(Self.axisMaximum) / (Double(max(1, height)) * 0.2646)).rounded()))
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: Int32(Self.slotCount - 1)))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: Self.axisMaximum, resolution: rx))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: Self.axisMaximum, resolution: ry))
        d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        if reportsPressure { d.setAbs(AbsCode.mtPressure, AbsInfo(minimum: 0, maximum: Self.pressureMaximum)) }
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: Self.axisMaximum, resolution: rx))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: Self.axisMaximum, resolution: ry))
        deviceDescription = d
    }

    /// The events for one pointer change at window pixel (x, y) in a window `width` × `height`,
    /// ending with SYN_REPORT; empty for a move or lift of a contact that is not down, or a
    /// touch beyond the slots. `pressure` is SDL's 0…1 (nil for the mouse), sent only when the
    /// device ``reportsPressure``.
    public mutating func events(_ phase: PointerPhase, id: Int64, x: Double, y: Double,
                                width: Int, height: Int, time: Timestamp, pressure: Double? = nil) -> [InputEvent] {
        func ev(_ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(time: time, type: type, code: code, value: value) }
        func scaled(_ v: Double, _ size: Int) -> Int32 {
            let f = v.isFinite ? v / Double(max(1, size)) : 0
            return Int32((min(1, max(0, f)) * Double(Self.axisMaximum)).rounded())
        }
        let px = scaled(x, width), py = scaled(y, height)
        var out: [InputEvent] = []
        let pressureEvent: [InputEvent] = reportsPressure ? pressure.map {
            let f = $0.isFinite ? min(1, max(0, $0)) : 0
            return [ev(EventType.abs, AbsCode.mtPressure, Int32((f * Double(Self.pressureMaximum)).rounded()))]
        } ?? [] : []
        switch phase {
        case .down:
            guard !slots.contains(id), let s = slots.firstIndex(where: { $0 == nil }) else { return [] }
            let wasIdle = slots.allSatisfy { $0 == nil }
            slots[s] = id
            out = [ev(EventType.abs, AbsCode.mtSlot, Int32(s)), ev(EventType.abs, AbsCode.mtTrackingID, nextTrackingID),
                   ev(EventType.abs, AbsCode.mtPositionX, px), ev(EventType.abs, AbsCode.mtPositionY, py)] + pressureEvent
            nextTrackingID = nextTrackingID == 65535 ? 1 : nextTrackingID + 1
            if wasIdle { out.append(ev(EventType.key, KeyCode.touch, 1)) }
        case .moved:
            guard let s = slots.firstIndex(of: id) else { return [] }
            out = [ev(EventType.abs, AbsCode.mtSlot, Int32(s)), ev(EventType.abs, AbsCode.mtPositionX, px), ev(EventType.abs, AbsCode.mtPositionY, py)] + pressureEvent
        case .up:
            guard let s = slots.firstIndex(of: id) else { return [] }
            slots[s] = nil
            out = [ev(EventType.abs, AbsCode.mtSlot, Int32(s)), ev(EventType.abs, AbsCode.mtTrackingID, -1)]
            if slots.allSatisfy({ $0 == nil }) { out.append(ev(EventType.key, KeyCode.touch, 0)) }
        }
        out.append(ev(EventType.syn, SynCode.report, 0))
        return out
    }

    /// Whether a contact starting now with this SDL `pressure` (nil for the mouse) needs the
    /// other kind of device: a finger with a real pressure on a device without the axis, or the
    /// mouse (or a finger without one) on a device with it — whose slot would otherwise keep a
    /// stale pressure. Only asked while no contact is down: the other device means a new session.
    public func wantsOtherDevice(forNewContactWith pressure: Double?) -> Bool {
        slots.allSatisfy { $0 == nil } && Self.isRealPressure(pressure) != reportsPressure
    }

    /// Whether an SDL pressure is a measurement: finite and strictly between 0 and 1. SDL
    /// reports 1.0 for touch devices without pressure (and some report 0), so those are not.
    public static func isRealPressure(_ p: Double?) -> Bool {
        guard let p else { return false }
        return p.isFinite && p > 0 && p < 1
    }
}
