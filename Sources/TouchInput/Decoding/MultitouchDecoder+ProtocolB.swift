extension MultitouchDecoder {
    /// Applies one frame of protocol-B events (slots and tracking ids) and fills `frame`.
    mutating func applyProtocolB(keepsPending: Bool = false) {
        let lastSlot = touchSlotCount - 1
        let wasResync = resyncing
        if wasResync {
            // Everything alive before the drop may have lost samples.
            for i in slots.indices where slots[i].active { slots[i].resynced = true }
        }
        var endedBuffer: [(slot: Int, contact: Contact)] = []
        for e in pending {
            switch e.type {
            case EventType.abs:
                applyAbsB(e, lastSlot: lastSlot, ended: &endedBuffer)
            case EventType.key:
                if e.code == KeyCode.touch { btnTouch = e.value != 0; sawBtnTouch = true }
            default:
                break
            }
        }
        if !keepsPending { pending.removeAll(keepingCapacity: true) }

        var endedIndex = 0
        for i in 0..<touchSlotCount {
            while endedIndex < endedBuffer.count && endedBuffer[endedIndex].slot == i {
                frame.contacts.append(endedBuffer[endedIndex].contact)
                endedIndex += 1
            }
            emitSlot(i)
        }
        while endedIndex < endedBuffer.count {
            frame.contacts.append(endedBuffer[endedIndex].contact)
            endedIndex += 1
        }
    }

    /// Emits slot `i`'s contact for this frame and retires it if it ended.
    mutating func emitSlot(_ i: Int) {
        guard slots[i].active else { slots[i].clearFrameFlags(); return }
        let s = slots[i]
        if s.suppressed && !s.cancelPending {
            if s.liftPending { slots[i].active = false; slots[i].suppressed = false; slots[i].trackingID = -1 }
            slots[i].clearFrameFlags()
            return
        }
        // A contact that begins and lifts within one frame is reported once, as ended.
        let phase: ContactPhase
        if s.cancelPending { phase = .cancelled }
        else if s.liftPending { phase = .ended }
        else if s.began { phase = .began }
        else if s.changed { phase = .moved }
        else { phase = .stationary }
        frame.contacts.append(contact(slot: i, phase: phase))
        if s.liftPending {
            slots[i].active = false
            slots[i].suppressed = false
            slots[i].trackingID = -1
        } else if s.cancelPending {
            slots[i].suppressed = true
        }
        slots[i].clearFrameFlags()
    }

    private mutating func applyAbsB(_ e: InputEvent, lastSlot: Int, ended: inout [(slot: Int, contact: Contact)]) {
        let v = e.value
        switch e.code {
        case AbsCode.mtSlot:
            currentSlot = (v < 0 || Int(v) > lastSlot) ? lastSlot : Int(v)
            return
        case AbsCode.mtTrackingID:
            let i = currentSlot
            if v < 0 {
                if slots[i].active { slots[i].liftPending = true }   // -1 on an empty slot: no-op
            } else if slots[i].active && !slots[i].liftPending && slots[i].trackingID == v {
                return
            } else if slots[i].active {
                // N → M (or -1 then M in one frame): end N here, begin M.
                if !slots[i].suppressed || slots[i].cancelPending {
                    let phase: ContactPhase = slots[i].cancelPending ? .cancelled : .ended
                    ended.append((i, contact(slot: i, phase: phase)))
                }
                slots[i].clearFrameFlags()
                beginContact(slot: i, trackingID: v)
            } else {
                beginContact(slot: i, trackingID: v)
            }
            return
        case AbsCode.pressure:
            singlePressure = v
            if usesEmulatedPressure { for i in slots.indices where slots[i].active { slots[i].changed = true } }
            return
        default:
            break
        }
        let i = currentSlot
        // Mutate the slot in place: this runs for every axis event.
        slots.withUnsafeMutableBufferPointer { buf in
            let old: Int32
            switch e.code {
            case AbsCode.mtPositionX: old = buf[i].x; buf[i].x = v
            case AbsCode.mtPositionY: old = buf[i].y; buf[i].y = v
            case AbsCode.mtPressure: old = buf[i].pressure; buf[i].pressure = v
            case AbsCode.mtTouchMajor: old = buf[i].touchMajor; buf[i].touchMajor = v
            case AbsCode.mtTouchMinor: old = buf[i].touchMinor; buf[i].touchMinor = v
            case AbsCode.mtOrientation: old = buf[i].orientation; buf[i].orientation = v
            case AbsCode.mtDistance: old = buf[i].distance; buf[i].distance = v
            case AbsCode.mtToolType:
                old = buf[i].toolType; buf[i].toolType = v
                if buf[i].active && !buf[i].began && v == MTToolType.palm && old != MTToolType.palm && !buf[i].suppressed {
                    buf[i].cancelPending = true
                }
            default: return // emulated single-touch axes and unknown codes are ignored here
            }
            if old != v && buf[i].active { buf[i].changed = true }
        }
    }
}
