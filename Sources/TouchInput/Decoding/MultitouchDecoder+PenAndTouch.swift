extension MultitouchDecoder {
    /// Applies one frame of a node carrying a pen and multitouch fingers (serial Wacom tablet
    /// PCs: BTN_TOOL_PEN + BTN_TOOL_FINGER + ABS_MT_SLOT). Fingers come through the MT slots,
    /// the pen through its tool keys, BTN_TOUCH and ABS_X/Y/PRESSURE in its own slot.
    ///
    /// Touch arbitration, as libinput does it for palm rejection: while the pen is in
    /// proximity, fingers already down are cancelled once (they never type) and fingers that
    /// land are ignored until they lift. A pen's proximity is its tool key only, so the
    /// fingers' emulated BTN_TOUCH and ABS_X/Y never make a pen contact on their own; a tip
    /// needs a BTN_TOUCH after the tool entered proximity.
    mutating func applyPenAndTouch() {
        let wasNear = penTool != nil
        var tipInFrame = false
        var penEvents = false, fingerEvents = false
        for e in pending {
            if e.type == EventType.key && e.code == KeyCode.touch { tipInFrame = true }
            if e.type == EventType.abs && e.code >= AbsCode.mtSlot { fingerEvents = true }
            else if e.type == EventType.abs || e.type == EventType.key { penEvents = true }
        }
        if penEvents && !fingerEvents { penLastActive = frame.time }
        // Fingers first (their events stay queued for the pen), then the pen.
        applyProtocolB(keepsPending: true)
        let fingers = frame.contacts.count
        // Out of proximity, BTN_TOUCH is the fingers' emulation: it never puts a pen tip down.
        if !wasNear && !tipInFrame { btnTouch = false }
        applyPen()
        if penTool == nil { penLastActive = nil }
        arbitrate(fingersEmitted: fingers)
    }

    /// Silence (µs) after which a pen still marked in proximity is taken to be stuck there.
    static let stuckProximityMicroseconds: Int64 = 1_000_000

    /// While the pen is near: turns this frame's finger contacts into one cancellation each
    /// (new ones are dropped unseen) and keeps their slots suppressed until they lift.
    private mutating func arbitrate(fingersEmitted: Int) {
        guard penTool != nil else { return }
        if let last = penLastActive, frame.time.microseconds - last.microseconds > Self.stuckProximityMicroseconds {
            // A pen in range reports many times a second; silence this long is a stuck tool bit.
            if !penProximityStuck {
                penProximityStuck = true
                warnings.append("\(description.name): BTN_TOOL_PEN stayed set with no pen events for over 1 s; fingers are accepted again")
            }
            return
        }
        var kept = 0
        for k in 0..<frame.contacts.count {
            var c = frame.contacts[k]
            if k < fingersEmitted {
                let slot = c.slot
                if c.phase == .began || c.phase.isFinal {
                    // Never reported before (or ending anyway): drop it, or end it as cancelled.
                    if c.phase == .began { slots[slot].suppressed = slots[slot].active; continue }
                    c.phase = .cancelled
                } else {
                    c.phase = .cancelled
                    slots[slot].suppressed = true
                }
            }
            frame.contacts[kept] = c
            kept += 1
        }
        frame.contacts.removeSubrange(kept...)
    }
}
