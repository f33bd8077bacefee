import CEvdev

/// Names of event types and codes (`EV_ABS`, `ABS_MT_POSITION_X`), from libevdev's tables.
public enum EventNames {
    /// `EV_ABS` for 3; `EV_0x1e` for types libevdev does not know.
    public static func typeName(_ type: UInt16) -> String {
        if let p = libevdev_event_type_get_name(UInt32(type)) { return String(cString: p) }
        return "EV_0x" + String(type, radix: 16)
    }

    /// `ABS_MT_SLOT` for (3, 0x2f); `0x2f` for codes libevdev does not know.
    public static func codeName(type: UInt16, code: UInt16) -> String {
        if let p = libevdev_event_code_get_name(UInt32(type), UInt32(code)) { return String(cString: p) }
        return "0x" + String(code, radix: 16)
    }

    /// `INPUT_PROP_DIRECT` for 1.
    public static func propertyName(_ p: UInt16) -> String {
        if let s = libevdev_property_get_name(UInt32(p)) { return String(cString: s) }
        return "INPUT_PROP_0x" + String(p, radix: 16)
    }
}
