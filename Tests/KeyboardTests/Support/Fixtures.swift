import FoundationEssentials
import TouchInput
@testable import Keyboard

/// Paths and builders shared by the keyboard tests.
enum Fixture {
    /// The package root, from this file's path.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        while let last = parts.last, last != "Tests" { parts.removeLast() }
        parts.removeLast()
        return parts.joined(separator: "/")
    }()

    static var keysetsDirectory: String { root + "/Keysets" }
    static var fixtures: String { root + "/Tests/Fixtures/keyboard" }

    static func keyset(_ id: String) throws -> Keyset {
        try KeysetLibrary(directories: [keysetsDirectory]).load(id: id)
    }

    static func decode(_ text: String, file: String = "test.json5") throws(KeysetLoadError) -> Keyset {
        try KeysetDecoder().decode(Data(text.utf8), file: file)
    }

    /// Problems a text produces (empty when it loads).
    static func problems(_ text: String) -> [KeysetProblem] {
        do { _ = try decode(text); return [] } catch { return error.problems }
    }
}

/// Device descriptions used by the simulator and replay tests.
enum Devices {
    /// A 10-slot touchscreen with pressure and touch size (like a Goodix panel with MT pressure).
    static func touchscreen() -> DeviceDescription {
        var d = DeviceDescription(name: "Pressboard Test Touchscreen", id: InputID(bustype: 0x18, vendor: 0x27c6, product: 0x0113, version: 0x0100))
        d.properties.insert(InputProperty.direct)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 2559, resolution: 16))
        d.setAbs(AbsCode.mtSlot, AbsInfo(minimum: 0, maximum: 9))
        d.setAbs(AbsCode.mtTouchMajor, AbsInfo(minimum: 0, maximum: 255))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 4095, resolution: 16))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 2559, resolution: 16))
        d.setAbs(AbsCode.mtTrackingID, AbsInfo(minimum: 0, maximum: 65535))
        d.setAbs(AbsCode.mtPressure, AbsInfo(minimum: 0, maximum: 255))
        return d
    }

    /// A desk pen tablet (indirect) with 8192 pressure levels.
    static func penTablet() -> DeviceDescription {
        var d = DeviceDescription(name: "Pressboard Test Pen Tablet", id: InputID(bustype: 0x03, vendor: 0x056a, product: 0x0374, version: 0x0110))
        d.properties.insert(InputProperty.pointer)
        d.enable(type: EventType.key, code: KeyCode.toolPen)
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.enable(type: EventType.key, code: KeyCode.stylus)
        d.setAbs(AbsCode.x, AbsInfo(minimum: 0, maximum: 15200, resolution: 100))
        d.setAbs(AbsCode.y, AbsInfo(minimum: 0, maximum: 9500, resolution: 100))
        d.setAbs(AbsCode.pressure, AbsInfo(minimum: 0, maximum: 8191))
        return d
    }

    /// A multi-touch protocol-A panel (no slots, no tracking ids: every frame lists every
    /// contact), with touch size; `touchKey`: whether it also reports BTN_TOUCH.
    static func protocolAPanel(touchKey: Bool) -> DeviceDescription {
        var d = DeviceDescription(name: "Pressboard Test Protocol A Panel", id: InputID(bustype: 0x18, vendor: 0x0416, product: 0x1001, version: 0x0100))
        d.properties.insert(InputProperty.direct)
        if touchKey { d.enable(type: EventType.key, code: KeyCode.touch) }
        d.setAbs(AbsCode.mtTouchMajor, AbsInfo(minimum: 0, maximum: 255))
        d.setAbs(AbsCode.mtPositionX, AbsInfo(minimum: 0, maximum: 1279))
        d.setAbs(AbsCode.mtPositionY, AbsInfo(minimum: 0, maximum: 799))
        return d
    }
}
