extension MultitouchDecoder {
    /// Applies one frame of protocol-A events: every SYN_MT_REPORT closes one anonymous contact
    /// packet; the packets are matched to the previous frame's contacts by tracking id when the
    /// device sends one, else by nearest neighbour (greedy on squared distance) within
    /// `protocolAJumpLimitSquared`: a packet farther from every contact begins a new one.
    ///
    /// The last finger lifting is a frame with a lone SYN_MT_REPORT, or — on panels that also
    /// report BTN_TOUCH or ABS_PRESSURE — a frame with `BTN_TOUCH 0` and no packet at all.
    mutating func applyProtocolA() {
        packets.removeAll(keepingCapacity: true)
        var packetInProgress = SlotState()
        var packetHasValues = false
        var frameHadInput = false
        var packetTracking = false
        for e in pending {
            switch e.type {
            case EventType.syn where e.code == SynCode.mtReport:
                frameHadInput = true
                if packetHasValues { packets.append(packetInProgress) }
                packetInProgress = SlotState()
                packetHasValues = false
            case EventType.abs:
                frameHadInput = true
                let v = e.value
                switch e.code {
                case AbsCode.mtPositionX: packetInProgress.x = v; packetHasValues = true
                case AbsCode.mtPositionY: packetInProgress.y = v; packetHasValues = true
                case AbsCode.mtPressure: packetInProgress.pressure = v; packetHasValues = true
                case AbsCode.mtTouchMajor: packetInProgress.touchMajor = v; packetHasValues = true
                case AbsCode.mtTouchMinor: packetInProgress.touchMinor = v; packetHasValues = true
                case AbsCode.mtOrientation: packetInProgress.orientation = v
                case AbsCode.mtToolType: packetInProgress.toolType = v
                case AbsCode.mtTrackingID:
                    packetInProgress.trackingID = v
                    packetTracking = true
                    packetHasValues = true
                case AbsCode.pressure: singlePressure = v
                default: break
                }
            case EventType.key where e.code == KeyCode.touch:
                frameHadInput = true
                btnTouch = e.value != 0
                sawBtnTouch = true
            default:
                break
            }
        }
        pending.removeAll(keepingCapacity: true)
        // A packet still open at SYN_REPORT (missing final SYN_MT_REPORT) still counts.
        if packetHasValues { packets.append(packetInProgress) }

        if !frameHadInput {
            // Nothing about contacts changed (e.g. only MSC_TIMESTAMP): all stationary.
            for i in slots.indices where slots[i].active { frame.contacts.append(contact(slot: i, phase: .stationary)) }
            return
        }
        if packets.isEmpty {  // lone SYN_MT_REPORT, BTN_TOUCH 0, or nothing listed: all lifted
            for i in slots.indices where slots[i].active {
                slots[i].liftPending = true
                emitSlot(i)
            }
            compactSlots()
            return
        }
        matchPackets(byTrackingID: packetTracking)
    }

    /// Matches this frame's packets to the existing contacts and emits the frame.
    private mutating func matchPackets(byTrackingID: Bool) {
        // assignment[p] = index of the existing slot matched to packet p, or -1 (buffers reused).
        assignment.removeAll(keepingCapacity: true)
        assignment.append(contentsOf: repeatElement(-1, count: packets.count))
        taken.removeAll(keepingCapacity: true)
        taken.append(contentsOf: repeatElement(false, count: slots.count))
        if byTrackingID {
            for p in packets.indices {
                for i in slots.indices where slots[i].active && !taken[i] && slots[i].trackingID == packets[p].trackingID {
                    assignment[p] = i; taken[i] = true; break
                }
            }
        } else {
            // Greedy nearest neighbour: repeatedly take the closest unassigned pair.
            var remaining = packets.count
            while remaining > 0 {
                var best: (p: Int, i: Int, d: Double)? = nil
                for p in packets.indices where assignment[p] < 0 {
                    for i in slots.indices where slots[i].active && !taken[i] {
                        let dx = Double(packets[p].x) - Double(slots[i].x)
                        let dy = Double(packets[p].y) - Double(slots[i].y)
                        let d = dx * dx + dy * dy
                        if d <= protocolAJumpLimitSquared, best == nil || d < best!.d { best = (p, i, d) }
                    }
                }
                guard let b = best else { break }
                assignment[b.p] = b.i
                taken[b.i] = true
                remaining -= 1
            }
        }
        // Contacts without a packet lifted.
        for i in slots.indices where slots[i].active && !taken[i] {
            slots[i].liftPending = true
        }
        // Matched contacts take the packet's values; new packets begin contacts.
        for p in packets.indices {
            let pk = packets[p]
            let i: Int
            if assignment[p] >= 0 {
                i = assignment[p]
                var s = slots[i]
                s.changed = s.x != pk.x || s.y != pk.y || s.pressure != pk.pressure || s.touchMajor != pk.touchMajor || s.touchMinor != pk.touchMinor
                s.x = pk.x; s.y = pk.y; s.pressure = pk.pressure
                s.touchMajor = pk.touchMajor; s.touchMinor = pk.touchMinor
                s.orientation = pk.orientation; s.toolType = pk.toolType
                slots[i] = s
            } else {
                i = freeSlotIndex()
                var s = pk
                s.active = false
                slots[i] = s
                beginContact(slot: i, trackingID: pk.trackingID)
            }
        }
        // Emit in slot order, like protocol B, so frames read the same whatever the packet order.
        for i in slots.indices { emitSlot(i) }
        compactSlots()
    }

    /// A free slot for a new protocol-A contact (slots grow as needed: protocol A has no slot count).
    private mutating func freeSlotIndex() -> Int {
        if let i = slots.firstIndex(where: { !$0.active }) { return i }
        slots.append(SlotState())
        return slots.count - 1
    }

    /// Keeps the contact array small: drops trailing inactive slots beyond the first.
    private mutating func compactSlots() {
        while slots.count > 1, let last = slots.last, !last.active { slots.removeLast() }
    }
}
