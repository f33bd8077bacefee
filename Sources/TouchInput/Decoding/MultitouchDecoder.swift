/// Turns a stream of `input_event`s into frames of contacts, applied at each SYN_REPORT.
///
/// Handles multitouch protocol B (slots, tracking ids, stale-value inheritance, N→M id
/// changes, clamped slots), protocol A (SYN_MT_REPORT packets matched by tracking id or
/// nearest neighbour), single-touch panels (BTN_TOUCH or pressure > 0) and pens (proximity
/// tools, tip, pressure, distance, tilt, barrel buttons). SYN_DROPPED discards the incomplete
/// frame; a trace then cancels the affected contacts, a live source applies libevdev's
/// resync deltas and flags the surviving contacts `resynced`.
///
/// Usage: call `feed(_:)` for every event; when it returns true, read `frame`. The frame
/// buffer is reused: steady-state decoding allocates nothing per event.
public struct MultitouchDecoder: Sendable {
    /// Where events come from, which decides what SYN_DROPPED means.
    public enum Mode: Sendable, Hashable {
        /// A recorded trace: state after a drop is unknown, so affected contacts are cancelled.
        /// The current slot starts at 0.
        case trace
        /// A live device read through libevdev: after SYN_DROPPED come synthesised deltas
        /// describing the state, then SYN_REPORT. `initialSlot` is the device's current slot.
        case live(initialSlot: Int)
    }

    /// Options that change what is reported.
    public struct Options: Sendable, Hashable {
        /// Report pens while hovering (in proximity, tip up) as contacts with `isTouching == false`.
        /// When false, a pen contact lasts from tip-down to tip-up, which is what a keyboard wants.
        public var reportsHover: Bool
        public init(reportsHover: Bool = false) { self.reportsHover = reportsHover }
    }

    public let description: DeviceDescription
    public let wireProtocol: DeviceClassification.WireProtocol
    public let mode: Mode
    public let options: Options

    /// The most recent complete frame. Valid after `feed` returned true.
    public internal(set) var frame: Frame

    /// Number of SYN_DROPPED events seen.
    public private(set) var droppedCount = 0
    /// Problems with the device's reports noticed while decoding, each naming the device and
    /// the code (e.g. a pen whose proximity bit never clears). Each is reported once.
    public internal(set) var warnings: [String] = []

    let axes: DecoderAxes
    /// The pen's axes (ABS_X/Y/PRESSURE…) on a pen-and-touch node; `axes` are the fingers'.
    let penAxes: DecoderAxes?
    /// Slots that carry multitouch contacts (all of `slots` except a pen-and-touch node's pen slot).
    let touchSlotCount: Int
    /// Index of the pen's slot: 0 on a pen, the last slot on a pen-and-touch node.
    var penSlot: Int { slots.count - 1 }
    /// Multitouch without ABS_MT_PRESSURE but with ABS_PRESSURE: the emulated pointer's pressure.
    let usesEmulatedPressure: Bool
    /// The device reports pen proximity (BTN_TOOL_PEN); cheap tablets report only BTN_TOUCH.
    let hasProximityTool: Bool
    var slots: [SlotState]
    var currentSlot = 0
    var nextContactID = 1
    /// Events of the frame in progress, applied at SYN_REPORT (capacity reused).
    var pending: [InputEvent] = []
    /// Discarding events up to and including the next SYN_REPORT (trace mode after SYN_DROPPED).
    var dropping = false
    /// Live mode: the next SYN_REPORT ends libevdev's resync deltas.
    var resyncing = false

    // Device-wide (non-slot) state: single touch, pens, emulated pressure.
    var btnTouch = false
    var sawBtnTouch = false
    var singlePressure: Int32 = 0
    var penTool: ToolKind? = nil
    /// The tool of the pen contact in progress, kept for its final frame after proximity-out.
    var endedTool: ToolKind = .pen
    var stylus = false
    var stylus2 = false
    /// Pen-and-touch nodes: time of the last frame with pen events (not fingers' emulation).
    var penLastActive: Timestamp? = nil
    /// The pen's proximity bit was found stuck (warned once; arbitration released).
    var penProximityStuck = false
    /// Protocol A working storage, reused across frames: this frame's packets, and for matching
    /// them the existing slot each packet takes (-1: a new contact) and which slots are taken.
    var packets: [SlotState] = []
    var assignment: [Int] = []
    var taken: [Bool] = []
    /// Protocol A: the farthest a contact moves between two frames (squared, device units).
    /// A packet farther from every contact is a new touch: a finger that lifts in the same scan
    /// another lands in (rollover on a keyboard) is no move across the panel.
    let protocolAJumpLimitSquared: Double

    public init(description: DeviceDescription, mode: Mode = .trace, options: Options = Options()) {
        self.description = description
        self.mode = mode
        self.options = options
        let cls = description.classification
        self.wireProtocol = cls.protocolKind
        let combined = cls.protocolKind == .penAndTouch
        let multitouch = cls.protocolKind == .multitouchA || cls.protocolKind == .multitouchB || combined
        self.axes = DecoderAxes(description, multitouch: multitouch, penOnSameNode: combined)
        self.penAxes = combined ? DecoderAxes(description, multitouch: false) : nil
        // On a pen-and-touch node ABS_PRESSURE is the pen's, never the fingers'.
        self.usesEmulatedPressure = multitouch && !combined && description.absAxes[AbsCode.mtPressure] == nil && description.absAxes[AbsCode.pressure] != nil
        self.hasProximityTool = description.hasKey(KeyCode.toolPen) || description.hasKey(KeyCode.toolRubber)
        let slotCount = cls.protocolKind == .multitouchB || combined ? max(1, description.slotCount) : 1
        self.touchSlotCount = slotCount
        self.slots = Array(repeating: SlotState(), count: slotCount + (combined ? 1 : 0))
        if case .live(let s) = mode { currentSlot = min(max(0, s), slotCount - 1) }
        self.frame = Frame(time: Timestamp(microseconds: 0), contacts: [])
        self.frame.contacts.reserveCapacity(max(slotCount, 16) * 2)
        self.pending.reserveCapacity(256)
        self.packets.reserveCapacity(16)
        self.protocolAJumpLimitSquared = Self.jumpLimit(description).map { $0 * $0 } ?? .infinity
    }

    /// `MultitouchDecoder.protocolAJumpLimitSquared`'s limit: 10 mm where the axes give their
    /// resolution, else 4 % of the wider axis (about 10 mm on a 10-inch panel). Nil without
    /// position axes.
    static func jumpLimit(_ d: DeviceDescription) -> Double? {
        guard let (x, y) = d.positionAxes else { return nil }
        if x.resolution > 0, y.resolution > 0 { return 10 * Double(min(x.resolution, y.resolution)) }
        return 0.04 * max(x.span, y.span)
    }

    /// Feeds one event. Returns true when it completed a frame; read it from `frame`.
    public mutating func feed(_ event: InputEvent) -> Bool {
        if event.type == EventType.syn {
            switch event.code {
            case SynCode.report:
                if dropping {
                    dropping = false
                    pending.removeAll(keepingCapacity: true)
                    return cancelAllContacts(at: event.time)
                }
                return applyFrame(at: event.time)
            case SynCode.dropped:
                droppedCount += 1
                pending.removeAll(keepingCapacity: true)
                switch mode {
                case .trace: dropping = true
                case .live: resyncing = true
                }
                return false
            default:
                break // SYN_MT_REPORT is buffered like any event; SYN_CONFIG ignored below.
            }
        }
        if !dropping { pending.append(event) }
        return false
    }

    /// Ends the stream: contacts still down are cancelled (a trace cut off mid-touch never types).
    /// Returns true if that produced a frame.
    public mutating func finish(at time: Timestamp) -> Bool {
        pending.removeAll(keepingCapacity: true)
        dropping = false
        return cancelAllContacts(at: time)
    }

    /// Number of contacts currently down (or in proximity, with hover reporting).
    public var activeContactCount: Int { slots.reduce(0) { $0 + ($1.active ? 1 : 0) } }

    mutating func applyFrame(at time: Timestamp) -> Bool {
        frame.time = time
        frame.contacts.removeAll(keepingCapacity: true)
        switch wireProtocol {
        case .multitouchB: applyProtocolB()
        case .multitouchA: applyProtocolA()
        case .singleTouch: applySingleTouch()
        case .pen: applyPen()
        case .penAndTouch: applyPenAndTouch()
        case .none: pending.removeAll(keepingCapacity: true)
        }
        resyncing = false
        return !frame.contacts.isEmpty
    }

    /// Emits every active contact as cancelled and forgets it (its slot values stay for inheritance).
    mutating func cancelAllContacts(at time: Timestamp) -> Bool {
        frame.time = time
        frame.contacts.removeAll(keepingCapacity: true)
        for i in slots.indices where slots[i].active {
            if !slots[i].suppressed {
                frame.contacts.append(contact(slot: i, phase: .cancelled))
            }
            slots[i].active = false
            slots[i].suppressed = false
            slots[i].trackingID = -1
            slots[i].clearFrameFlags()
        }
        if wireProtocol == .pen || wireProtocol == .singleTouch || wireProtocol == .penAndTouch {
            penTool = nil
            btnTouch = false
        }
        return !frame.contacts.isEmpty
    }

    mutating func beginContact(slot i: Int, trackingID: Int32) {
        slots[i].trackingID = trackingID
        slots[i].contactID = nextContactID
        nextContactID += 1
        slots[i].active = true
        slots[i].began = true
        slots[i].suppressed = false
        slots[i].resynced = false
    }

    func toolKind(for s: SlotState) -> ToolKind {
        switch s.toolType {
        case MTToolType.finger: return .finger
        case MTToolType.pen: return .pen
        case MTToolType.palm: return .palm
        default: return .other
        }
    }

    /// The public contact for slot `i` in the given phase.
    func contact(slot i: Int, phase: ContactPhase) -> Contact {
        let s = slots[i]
        switch wireProtocol {
        case .pen:
            return axes.contact(s, slot: i, phase: phase, tool: penTool ?? endedTool,
                                touching: btnTouch || !hasProximityTool,
                                stylus: (stylus, stylus2))
        case .penAndTouch where i == penSlot:
            return (penAxes ?? axes).contact(s, slot: i, phase: phase, tool: penTool ?? endedTool,
                                             touching: btnTouch, stylus: (stylus, stylus2))
        case .singleTouch:
            return axes.contact(s, slot: i, phase: phase, tool: .finger)
        default:
            // Without a per-contact pressure axis, single-touch ABS_PRESSURE describes the contact
            // only while it is the only one.
            if usesEmulatedPressure {
                let only = activeContactCount == 1
                return axes.contact(s, slot: i, phase: phase, tool: toolKind(for: s),
                                    pressureOverride: only ? singlePressure : nil, pressureKnown: only)
            }
            return axes.contact(s, slot: i, phase: phase, tool: toolKind(for: s))
        }
    }
}
