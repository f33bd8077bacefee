import TouchInput

/// Writes touches as the kernel would report them: frames on the scan grid, delta-only values
/// (a value equal to the last one sent is not sent again, and a new contact in a slot inherits
/// the slot's stale values), BTN_TOUCH on the first and last contact, SYN_REPORT per frame.
/// On a protocol-A panel every frame lists every contact in full, each packet closed by
/// SYN_MT_REPORT, and the last lift is a lone SYN_MT_REPORT (the kernel's multi-touch protocol
/// document): the input core filters no repeated values there.
///
/// Each sample's force reaches the device through its ``IntensityChannel``: pressure, else a
/// contact size growing with force (``ForceResponse``), else nothing here — the simulator then
/// makes the hold time carry it.
struct TouchEventEncoder {
    let device: DeviceDescription
    let axes: (x: AbsInfo, y: AbsInfo)
    let mapping: DeviceMapping
    let proto: DeviceClassification.WireProtocol
    let channel: IntensityChannel
    let response: ForceResponse

    private var events: [InputEvent] = []
    private var lastSent: [UInt32: Int32] = [:]   // (slot << 16 | code) → value
    private var currentSlot: Int32 = 0
    private var nextTrackingID: Int32 = 1

    init(device: DeviceDescription, axes: (x: AbsInfo, y: AbsInfo), mapping: DeviceMapping, response: ForceResponse = .default) {
        self.device = device
        self.axes = axes
        self.mapping = mapping
        self.response = response
        proto = device.classification.protocolKind
        channel = IntensityChannel(device: device)
    }

    private enum Change { case down(Int), move(Int), up(Int) }

    mutating func encode(_ touches: [(stroke: PlannedStroke, samples: [TypistSimulator.Sample])])
        -> ([InputEvent], [SynthesisedTrace.TimedStroke]) {
        // Timeline: every sample time and every release time.
        var byTime: [Int64: [Change]] = [:]
        var release: [Int64] = []
        for (i, t) in touches.enumerated() {
            guard let first = t.samples.first else { release.append(0); continue }
            byTime[first.time, default: []].append(.down(i))
            for s in t.samples.dropFirst() { byTime[s.time, default: []].append(.move(i)) }
            let r = (t.samples.last?.time ?? first.time) + (t.samples.count > 1 ? t.samples[1].time - first.time : 10_000)
            release.append(r)
            byTime[r, default: []].append(.up(i))
        }
        var slotOf: [Int: Int32] = [:]
        var trackingOf: [Int: Int32] = [:]
        var sampleIndex = [Int](repeating: 0, count: touches.count)
        var current: [Int: TypistSimulator.Sample] = [:]   // protocol A: each live touch's last sample
        var live = 0
        for time in byTime.keys.sorted() {
            let ts = Timestamp(microseconds: time)
            // Lifts first (a finger leaves before another lands in the same scan), then slot order.
            let changes = byTime[time]!.sorted { order($0) < order($1) }
            var any = false
            for ch in changes {
                switch ch {
                case .up(let i):
                    guard let slot = slotOf[i] else { continue }
                    liftEvents(slot: slot, at: ts)
                    slotOf[i] = nil
                    current[i] = nil
                    live -= 1
                    if live == 0, hasTouchKey { emit(ts, EventType.key, KeyCode.touch, 0, force: true); if proto == .pen { penOut(ts) } }
                    any = true
                case .down(let i):
                    let used = Set(slotOf.values)
                    let slot = (0..<Int32(64)).first { !used.contains($0) } ?? 0
                    slotOf[i] = slot
                    let id = nextTrackingID
                    nextTrackingID += 1
                    trackingOf[i] = id
                    let s = touches[i].samples[0]
                    if proto == .pen { penIn(ts) }
                    contactEvents(slot: slot, trackingID: id, sample: s, at: ts)
                    current[i] = s
                    sampleIndex[i] = 1
                    live += 1
                    if live == 1, hasTouchKey { emit(ts, EventType.key, KeyCode.touch, 1, force: true) }
                    any = true
                case .move(let i):
                    guard let slot = slotOf[i] else { continue }
                    let s = touches[i].samples[sampleIndex[i]]
                    sampleIndex[i] += 1
                    contactEvents(slot: slot, trackingID: nil, sample: s, at: ts)
                    current[i] = s
                    any = true
                }
            }
            if any, proto == .multitouchA {
                let listed = current.keys.sorted { slotOf[$0] ?? 0 < slotOf[$1] ?? 0 }.compactMap { current[$0] }
                protocolAFrame(listed, at: ts)
            }
            if any { events.append(InputEvent(time: ts, type: EventType.syn, code: SynCode.report, value: 0)) }
        }
        // Drop frames that carried nothing but SYN_REPORT (the kernel never sends those).
        var cleaned: [InputEvent] = []
        cleaned.reserveCapacity(events.count)
        for e in events {
            if e.isReport, let last = cleaned.last, last.isReport || last.time != e.time { continue }
            if e.isReport, cleaned.isEmpty { continue }
            cleaned.append(e)
        }
        let timed = touches.enumerated().map { (i, t) in
            SynthesisedTrace.TimedStroke(stroke: t.stroke, press: Timestamp(microseconds: t.samples.first?.time ?? 0),
                                         release: Timestamp(microseconds: release[i]), trackingID: trackingOf[i] ?? -1)
        }
        return (cleaned, timed)
    }

    /// BTN_TOUCH is written unless a protocol-A panel lacks it (many report only ABS_MT_*).
    private var hasTouchKey: Bool {
        proto != .multitouchA || device.codes[EventType.key]?.contains(KeyCode.touch) == true
    }

    /// One protocol-A frame: every live contact's packet in full, each closed by SYN_MT_REPORT;
    /// no contact left is a lone SYN_MT_REPORT.
    private mutating func protocolAFrame(_ contacts: [TypistSimulator.Sample], at t: Timestamp) {
        for s in contacts {
            for (code, v) in multitouchValues(s) { events.append(InputEvent(time: t, type: EventType.abs, code: code, value: v)) }
            events.append(InputEvent(time: t, type: EventType.syn, code: SynCode.mtReport, value: 0))
        }
        if contacts.isEmpty { events.append(InputEvent(time: t, type: EventType.syn, code: SynCode.mtReport, value: 0)) }
    }

    private func order(_ c: Change) -> Int {
        switch c {
        case .up(let i): return i
        case .move(let i): return 1_000_000 + i
        case .down(let i): return 2_000_000 + i
        }
    }

    private func device(_ axis: AbsInfo, _ n: Double) -> Int32 {
        let v = (Double(axis.minimum) + min(max(n, 0), 1) * axis.span).rounded()
        return Int32(min(max(v, Double(axis.minimum)), Double(axis.maximum)))
    }

    /// A size in device units, rounded and kept within the axis.
    private func units(_ axis: AbsInfo, _ v: Double) -> Int32 {
        let r = v.isFinite ? v.rounded() : Double(axis.minimum)
        return Int32(min(max(r, Double(axis.minimum)), Double(axis.maximum)))
    }

    private mutating func emit(_ t: Timestamp, _ type: UInt16, _ code: UInt16, _ value: Int32, slot: Int32 = -1, force: Bool = false) {
        let key = UInt32(UInt16(bitPattern: Int16(truncatingIfNeeded: slot))) << 16 | UInt32(code) | (type == EventType.key ? 1 << 31 : 0)
        if !force, lastSent[key] == value { return }
        lastSent[key] = value
        events.append(InputEvent(time: t, type: type, code: code, value: value))
    }

    private mutating func select(_ slot: Int32, _ t: Timestamp) {
        if slot != currentSlot {
            events.append(InputEvent(time: t, type: EventType.abs, code: AbsCode.mtSlot, value: slot))
            currentSlot = slot
        }
    }

    private mutating func contactEvents(slot: Int32, trackingID: Int32?, sample s: TypistSimulator.Sample, at t: Timestamp) {
        switch proto {
        case .multitouchB, .penAndTouch:
            // Select the slot only if something in it changes.
            var pending: [(UInt16, Int32)] = []
            if let id = trackingID { pending.append((AbsCode.mtTrackingID, id)) }
            pending += multitouchValues(s)
            let changed = pending.filter { c in
                let key = UInt32(UInt16(slot)) << 16 | UInt32(c.0)
                return c.0 == AbsCode.mtTrackingID || lastSent[key] != c.1
            }
            guard !changed.isEmpty else { return }
            select(slot, t)
            for (code, v) in changed { emit(t, EventType.abs, code, v, slot: slot, force: code == AbsCode.mtTrackingID) }
        case .singleTouch, .pen:
            let n = mapping.normalisedPoint(keyboardX: s.x, keyboardY: s.y)
            emit(t, EventType.abs, AbsCode.x, device(axes.x, n.x))
            emit(t, EventType.abs, AbsCode.y, device(axes.y, n.y))
            if case .pressure(let p) = channel { emit(t, EventType.abs, AbsCode.pressure, device(p, response.level(s.pressure))) }
        default:
            break
        }
    }

    /// A contact's ABS_MT_* values at sample `s` (position, then force through the channel), in
    /// the order a packet lists them; both multi-touch protocols send these.
    private func multitouchValues(_ s: TypistSimulator.Sample) -> [(UInt16, Int32)] {
        let n = mapping.normalisedPoint(keyboardX: s.x, keyboardY: s.y)
        var values: [(UInt16, Int32)] = [(AbsCode.mtPositionX, device(axes.x, n.x)), (AbsCode.mtPositionY, device(axes.y, n.y))]
        switch channel {
        case .pressure(let p):
            values.append((AbsCode.mtPressure, device(p, response.level(s.pressure))))
        case .contactSize(let major, let minor, let perMillimetre):
            // A pressed fingertip is an ellipse a little longer than wide.
            let width = response.millimetres(s.pressure)
            values.append((AbsCode.mtTouchMajor, units(major, width * 1.1 * perMillimetre)))
            if let minor { values.append((AbsCode.mtTouchMinor, units(minor, width * 0.9 * perMillimetre))) }
        case .duration:
            break
        }
        return values
    }

    private mutating func liftEvents(slot: Int32, at t: Timestamp) {
        switch proto {
        case .multitouchB, .penAndTouch:
            select(slot, t)
            emit(t, EventType.abs, AbsCode.mtTrackingID, -1, slot: slot, force: true)
        case .pen:
            if let p = device.absAxes[AbsCode.pressure] { emit(t, EventType.abs, AbsCode.pressure, p.minimum) }
        default:
            break
        }
    }

    private mutating func penIn(_ t: Timestamp) {
        emit(t, EventType.key, KeyCode.toolPen, 1, force: true)
    }

    private mutating func penOut(_ t: Timestamp) {
        emit(t, EventType.key, KeyCode.toolPen, 0, force: true)
    }
}
