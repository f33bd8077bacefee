import TouchInput

/// The virtual devices the live-kernel probe creates: realistic descriptions after the
/// facts in the evdev reference (a 10-slot DIRECT touchscreen, a pen tablet).
enum ProbeDevices {
    static let touchscreen: DeviceDescription = {
        var d = DeviceDescription(name: "Pressboard Test Touchscreen",
                                  id: InputID(bustype: 0x18, vendor: 0x04f3, product: 0x2a1c, version: 0x0100))
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 2303, resolution: 16))
        d.setAbs(AbsCode.pressure, AbsInfo(minimum: 0, maximum: 255))
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: 9))
        d.setAbs(AbsCode.mtTouchMajor, AbsInfo(minimum: 0, maximum: 255, resolution: 16))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 2303, resolution: 16))
        d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        d.setAbs(AbsCode.mtPressure, AbsInfo(minimum: 0, maximum: 255))
        return d
    }()

    static let penTablet: DeviceDescription = {
        var d = DeviceDescription(name: "Pressboard Test Pen Tablet",
                                  id: InputID(bustype: 0x03, vendor: 0x056a, product: 0x0374, version: 0x0110))
        d.properties.insert(InputProperty.pointer)
        for k in [KeyCode.toolPen, KeyCode.toolRubber, KeyCode.touch, KeyCode.stylus, KeyCode.stylus2] {
            d.enable(type: EventType.key, code: k)
        }
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 15200, resolution: 100))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 9500, resolution: 100))
        d.setAbs(AbsCode.pressure, AbsInfo(minimum: 0, maximum: 8191))
        d.setAbs(AbsCode.distance, AbsInfo(minimum: 0, maximum: 63))
        d.setAbs(AbsCode.tiltX, AbsInfo(minimum: -64, maximum: 63, resolution: 57))
        d.setAbs(AbsCode.tiltY, AbsInfo(minimum: -64, maximum: 63, resolution: 57))
        d.enable(type: EventType.msc, code: MscCode.serial)
        return d
    }()
}
