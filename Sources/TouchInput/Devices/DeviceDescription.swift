/// Everything known about an input device before its first event: what evemu's
/// `N: I: P: B: A: L: S:` lines and `libinput record`'s `evdev:` block describe,
/// and what libevdev reports for a live node.
///
/// The decoder, the keyboard's device-space mapping and intensity calibration all
/// read their ranges from here, never from a device file.
public struct DeviceDescription: Hashable, Sendable, Codable {
    /// Device name, verbatim.
    public var name: String
    public var id: InputID
    /// `INPUT_PROP_*` bits.
    public var properties: CodeSet
    /// Supported codes per event type (`EV_KEY` → {BTN_TOUCH, …}).
    public var codes: [UInt16: CodeSet]
    /// Absolute axes by `ABS_*` code, in device units.
    public var absAxes: [UInt16: AbsInfo]
    /// Non-zero LED states (evemu `L:` lines).
    public var leds: [UInt16: Int32]
    /// Non-zero switch states (evemu `S:` lines).
    public var switches: [UInt16: Int32]
    /// Device node path, when it came from a live device or a libinput recording.
    public var node: String?

    public init(name: String, id: InputID = InputID(), properties: CodeSet = CodeSet(),
                codes: [UInt16: CodeSet] = [:], absAxes: [UInt16: AbsInfo] = [:],
                leds: [UInt16: Int32] = [:], switches: [UInt16: Int32] = [:], node: String? = nil) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.absAxes = absAxes
        self.leds = leds
        self.switches = switches
        self.node = node
    }

    public func hasProperty(_ p: UInt16) -> Bool { properties.contains(p) }
    public func has(type: UInt16) -> Bool { !(codes[type]?.isEmpty ?? true) }
    public func has(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }
    public func hasAbs(_ code: UInt16) -> Bool { absAxes[code] != nil || has(type: EventType.abs, code: code) }
    public func hasKey(_ code: UInt16) -> Bool { has(type: EventType.key, code: code) }

    /// Number of multitouch slots (`ABS_MT_SLOT` maximum + 1, at most `maximumSlots`), or 0 for
    /// no slots. A device with both `ABS_MT_SLOT` and `ABS_RESERVED` is a joystick exporting a run
    /// of axes (fake MT), as libevdev decides.
    public var slotCount: Int {
        guard let s = absAxes[AbsCode.mtSlot], !hasAbs(AbsCode.reserved) else { return 0 }
        return min(Self.maximumSlots, max(0, Int(s.maximum) + 1))
    }

    /// Slots kept per device, libevdev's own limit (`MAX_SLOTS`): a description claiming more
    /// (a damaged trace's `ABS_MT_SLOT` maximum of 2 × 10^15, found by FuzzLibinputYAML) would
    /// otherwise make the decoder allocate a slot array that size and die.
    public static let maximumSlots = 256

    /// Adds an absolute axis and marks its code supported.
    public mutating func setAbs(_ code: UInt16, _ info: AbsInfo) {
        absAxes[code] = info
        codes[EventType.abs, default: CodeSet()].insert(code)
        codes[EventType.syn, default: CodeSet()].insert(EventType.abs)
    }

    /// Marks a code supported.
    public mutating func enable(type: UInt16, code: UInt16) {
        codes[type, default: CodeSet()].insert(code)
        if type != EventType.syn { codes[EventType.syn, default: CodeSet()].insert(type) }
    }

    /// The axis positions use: MT axes when the device has them, else the single-touch ones.
    public var positionAxes: (x: AbsInfo, y: AbsInfo)? {
        if let x = absAxes[AbsCode.mtPositionX], let y = absAxes[AbsCode.mtPositionY] { return (x, y) }
        if let x = absAxes[AbsCode.x], let y = absAxes[AbsCode.y] { return (x, y) }
        return nil
    }

    /// The pressure axis contacts use (MT pressure first).
    public var pressureAxis: AbsInfo? { absAxes[AbsCode.mtPressure] ?? absAxes[AbsCode.pressure] }

    /// The device's class and the evidence for it.
    public var classification: DeviceClassification { DeviceClassification(self) }
}
