// Typed constants for the kernel's event codes (linux/input-event-codes.h).
// C `#define`s import as Int32; defining them once here keeps casts out of the decoder.

/// `EV_*` event types.
public enum EventType {
    public static let syn: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let rel: UInt16 = 0x02
    public static let abs: UInt16 = 0x03
    public static let msc: UInt16 = 0x04
    public static let sw: UInt16 = 0x05
    public static let led: UInt16 = 0x11
    public static let snd: UInt16 = 0x12
    public static let rep: UInt16 = 0x14
    public static let ff: UInt16 = 0x15
    public static let pwr: UInt16 = 0x16
    public static let ffStatus: UInt16 = 0x17
    /// `EV_MAX`: types above this do not exist.
    public static let max: UInt16 = 0x1f
}

/// `SYN_*` codes.
public enum SynCode {
    public static let report: UInt16 = 0
    public static let config: UInt16 = 1
    public static let mtReport: UInt16 = 2
    public static let dropped: UInt16 = 3
}

/// `ABS_*` axes, single-touch and multitouch.
public enum AbsCode {
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let z: UInt16 = 0x02
    public static let wheel: UInt16 = 0x08
    public static let pressure: UInt16 = 0x18
    public static let distance: UInt16 = 0x19
    public static let tiltX: UInt16 = 0x1a
    public static let tiltY: UInt16 = 0x1b
    public static let toolWidth: UInt16 = 0x1c
    public static let misc: UInt16 = 0x28
    public static let reserved: UInt16 = 0x2e
    public static let mtSlot: UInt16 = 0x2f
    public static let mtTouchMajor: UInt16 = 0x30
    public static let mtTouchMinor: UInt16 = 0x31
    public static let mtWidthMajor: UInt16 = 0x32
    public static let mtWidthMinor: UInt16 = 0x33
    public static let mtOrientation: UInt16 = 0x34
    public static let mtPositionX: UInt16 = 0x35
    public static let mtPositionY: UInt16 = 0x36
    public static let mtToolType: UInt16 = 0x37
    public static let mtBlobID: UInt16 = 0x38
    public static let mtTrackingID: UInt16 = 0x39
    public static let mtPressure: UInt16 = 0x3a
    public static let mtDistance: UInt16 = 0x3b
    public static let mtToolX: UInt16 = 0x3c
    public static let mtToolY: UInt16 = 0x3d
    /// `ABS_MAX`.
    public static let max: UInt16 = 0x3f
}

/// `BTN_*` codes relevant to touch and pens.
public enum KeyCode {
    public static let btnLeft: UInt16 = 0x110
    public static let toolPen: UInt16 = 0x140
    public static let toolRubber: UInt16 = 0x141
    public static let toolBrush: UInt16 = 0x142
    public static let toolPencil: UInt16 = 0x143
    public static let toolAirbrush: UInt16 = 0x144
    public static let toolFinger: UInt16 = 0x145
    public static let toolMouse: UInt16 = 0x146
    public static let toolLens: UInt16 = 0x147
    public static let toolQuintTap: UInt16 = 0x148
    public static let stylus3: UInt16 = 0x149
    public static let touch: UInt16 = 0x14a
    public static let stylus: UInt16 = 0x14b
    public static let stylus2: UInt16 = 0x14c
    public static let toolDoubleTap: UInt16 = 0x14d
    public static let toolTripleTap: UInt16 = 0x14e
    public static let toolQuadTap: UInt16 = 0x14f
    /// `KEY_MAX`.
    public static let max: UInt16 = 0x2ff
}

/// `MSC_*` codes.
public enum MscCode {
    public static let serial: UInt16 = 0x00
    public static let timestamp: UInt16 = 0x05
}

/// `MT_TOOL_*` values of `ABS_MT_TOOL_TYPE`.
public enum MTToolType {
    public static let finger: Int32 = 0
    public static let pen: Int32 = 1
    public static let palm: Int32 = 2
    public static let dial: Int32 = 0x0a
}

/// `INPUT_PROP_*` device properties.
public enum InputProperty {
    public static let pointer: UInt16 = 0x00
    public static let direct: UInt16 = 0x01
    public static let buttonpad: UInt16 = 0x02
    public static let semiMT: UInt16 = 0x03
    public static let topButtonpad: UInt16 = 0x04
    public static let pointingStick: UInt16 = 0x05
    public static let accelerometer: UInt16 = 0x06
    public static let pressurepad: UInt16 = 0x07
    /// `INPUT_PROP_MAX`.
    public static let max: UInt16 = 0x1f
}
