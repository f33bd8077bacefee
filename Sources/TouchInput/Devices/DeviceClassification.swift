/// What kind of device a description is, and why: the properties and codes that decided it.
///
/// Follows the practical rules of the kernel documentation and libinput: a touchscreen is
/// DIRECT with positions and BTN_TOUCH and no pen tool; a pen has BTN_TOOL_PEN (or pressure
/// without MT plus a stylus button); a touchpad is POINTER/BUTTONPAD with BTN_TOOL_FINGER.
public struct DeviceClassification: Hashable, Sendable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case touchscreen
        case touchpad
        case penTablet = "pen-tablet"
        case penDisplay = "pen-display"
        case other
    }

    /// How contacts are reported on the wire.
    public enum WireProtocol: String, Sendable, Codable {
        /// Multitouch protocol B: slots and tracking ids.
        case multitouchB = "mt-b"
        /// Multitouch protocol A: SYN_MT_REPORT-separated anonymous contacts.
        case multitouchA = "mt-a"
        /// One contact through ABS_X/ABS_Y.
        case singleTouch = "single-touch"
        /// A pen: proximity tools, tip, pressure, tilt.
        case pen
        /// A pen (tool keys, ABS_X/Y/PRESSURE) and protocol-B multitouch fingers on one node, as
        /// serial Wacom tablet PCs report them; fingers are cancelled while the pen is near.
        case penAndTouch = "pen+mt-b"
        /// No usable position axes.
        case none
    }

    public var kind: Kind
    public var protocolKind: WireProtocol
    /// Human-readable evidence, e.g. `["INPUT_PROP_DIRECT", "ABS_MT_SLOT (10 slots)", "no BTN_TOOL_PEN"]`.
    public var reasons: [String]

    public init(kind: Kind, protocolKind: WireProtocol, reasons: [String]) {
        self.kind = kind
        self.protocolKind = protocolKind
        self.reasons = reasons
    }

    public init(_ d: DeviceDescription) {
        var why: [String] = []
        let direct = d.hasProperty(InputProperty.direct)
        let pointer = d.hasProperty(InputProperty.pointer)
        let buttonpad = d.hasProperty(InputProperty.buttonpad)
        if d.hasProperty(InputProperty.accelerometer) {
            self.init(kind: .other, protocolKind: .none, reasons: ["INPUT_PROP_ACCELEROMETER: axes are acceleration, never touch"])
            return
        }
        if direct { why.append("INPUT_PROP_DIRECT") }
        if pointer { why.append("INPUT_PROP_POINTER") }
        if buttonpad { why.append("INPUT_PROP_BUTTONPAD") }

        let slots = d.slotCount
        let hasMTPos = d.hasAbs(AbsCode.mtPositionX) && d.hasAbs(AbsCode.mtPositionY)
        let hasSTPos = d.hasAbs(AbsCode.x) && d.hasAbs(AbsCode.y)
        let pen = d.hasKey(KeyCode.toolPen)
        let stylusOnly = !pen && !hasMTPos && hasSTPos && d.hasAbs(AbsCode.pressure) && d.hasKey(KeyCode.stylus)
        let touch = d.hasKey(KeyCode.touch)
        let finger = d.hasKey(KeyCode.toolFinger)

        let proto: WireProtocol
        if pen && hasMTPos && slots > 0 && finger {
            proto = .penAndTouch
            why.append("BTN_TOOL_PEN + BTN_TOOL_FINGER + ABS_MT_SLOT (\(slots) slots): a pen and multitouch fingers on one node")
        } else if pen || stylusOnly {
            proto = .pen
            why.append(pen ? "BTN_TOOL_PEN" : "ABS_PRESSURE without ABS_MT plus BTN_STYLUS")
        } else if hasMTPos && slots > 0 {
            proto = .multitouchB
            why.append("ABS_MT_SLOT (\(slots) slots)")
        } else if hasMTPos {
            proto = .multitouchA
            why.append(d.hasAbs(AbsCode.mtSlot) ? "ABS_MT_SLOT with ABS_RESERVED (fake MT): protocol A" : "ABS_MT_POSITION_X/Y without ABS_MT_SLOT (protocol A)")
        } else if hasSTPos {
            proto = .singleTouch
            why.append("ABS_X/ABS_Y without ABS_MT")
        } else {
            self.init(kind: .other, protocolKind: .none, reasons: why + ["no absolute position axes"])
            return
        }

        let kind: Kind
        if proto == .penAndTouch {
            // Fingers type here; a pen display's region rules are the same as a touchscreen's.
            kind = direct ? .touchscreen : .penTablet
        } else if proto == .pen {
            if direct { kind = .penDisplay }
            else if pointer { kind = .penTablet }
            else {
                // Neither property: desk tablets are the common case; say so.
                kind = .penTablet
                why.append("neither DIRECT nor POINTER: assumed a desk tablet")
            }
        } else if direct {
            kind = .touchscreen
            if touch { why.append("BTN_TOUCH") }
        } else if pointer || buttonpad {
            kind = finger ? .touchpad : .other
            why.append(finger ? "BTN_TOOL_FINGER" : "no BTN_TOOL_FINGER")
        } else if touch && finger {
            kind = .touchpad
            why.append("no properties; BTN_TOUCH + BTN_TOOL_FINGER (legacy heuristic: touchpad)")
        } else if touch {
            kind = .touchscreen
            why.append("no properties; BTN_TOUCH without BTN_TOOL_FINGER (legacy heuristic: touchscreen)")
        } else if proto == .singleTouch && d.hasAbs(AbsCode.pressure) {
            kind = .touchscreen
            why.append("no properties; ABS_PRESSURE signals contact (resistive panel)")
        } else {
            kind = .other
            why.append("no BTN_TOUCH and no properties")
        }
        if d.hasProperty(InputProperty.semiMT) { why.append("INPUT_PROP_SEMI_MT: positions are a bounding box") }
        self.init(kind: kind, protocolKind: proto, reasons: why)
    }
}
