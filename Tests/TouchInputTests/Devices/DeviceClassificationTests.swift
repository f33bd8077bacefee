import Testing
@testable import TouchInput

@Suite struct DeviceClassificationTests {
    static func touchscreen() -> DeviceDescription {
        var d = DeviceDescription(name: "Test Touchscreen", id: InputID(bustype: 0x18, vendor: 0x27c6, product: 0x0113, version: 0x0100))
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 2559, resolution: 16))
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: 9))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 2559, resolution: 16))
        d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        return d
    }

    @Test func directMultitouchIsATouchscreen() {
        let c = Self.touchscreen().classification
        #expect(c.kind == .touchscreen)
        #expect(c.protocolKind == .multitouchB)
        #expect(c.reasons.contains("INPUT_PROP_DIRECT"))
        #expect(c.reasons.contains("ABS_MT_SLOT (10 slots)"))
    }

    @Test func penWithPointerIsATablet() {
        var d = DeviceDescription(name: "Wacom Intuos Pen")
        d.properties.insert(InputProperty.pointer)
        d.enable(type: EventType.key, code: KeyCode.toolPen)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 15200, resolution: 100))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 9500, resolution: 100))
        d.setAbs(AbsCode.pressure, AbsInfo(minimum: 0, maximum: 8191))
        #expect(d.classification.kind == .penTablet)
        d.properties = CodeSet([InputProperty.direct])
        #expect(d.classification.kind == .penDisplay)
    }

    @Test func touchpadNeedsFingerTool() {
        var d = DeviceDescription(name: "SynPS/2 Synaptics TouchPad")
        d.properties = CodeSet([InputProperty.pointer, InputProperty.buttonpad])
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.enable(type: EventType.key, code: KeyCode.toolFinger)
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: 4))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 1266, maximum: 5676, resolution: 44))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 1096, maximum: 4758, resolution: 66))
        #expect(d.classification.kind == .touchpad)
    }

    @Test func fakeMultitouchIsProtocolA() {
        var d = Self.touchscreen()
        d.setAbs(AbsCode.reserved, AbsInfo(minimum: 0, maximum: 1))
        #expect(d.slotCount == 0)
        #expect(d.classification.protocolKind == .multitouchA)
    }

    @Test func accelerometerIsNeverTouch() {
        var d = Self.touchscreen()
        d.properties.insert(InputProperty.accelerometer)
        #expect(d.classification.kind == .other)
    }
}
