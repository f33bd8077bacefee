extension MultitouchDecoder {
    /// Applies one frame of a single-touch panel: ABS_X/ABS_Y/ABS_PRESSURE and BTN_TOUCH.
    ///
    /// Contact is signalled by BTN_TOUCH on panels that send it and by pressure > 0 on old
    /// resistive panels that do not: once a BTN_TOUCH event has been seen, it decides.
    mutating func applySingleTouch() {
        var s = slots[0]
        var changed = false
        for e in pending {
            switch (e.type, e.code) {
            case (EventType.abs, AbsCode.x): changed = changed || s.x != e.value; s.x = e.value
            case (EventType.abs, AbsCode.y): changed = changed || s.y != e.value; s.y = e.value
            case (EventType.abs, AbsCode.pressure): changed = changed || s.pressure != e.value; s.pressure = e.value
            case (EventType.key, KeyCode.touch): btnTouch = e.value != 0; sawBtnTouch = true
            default: break
            }
        }
        pending.removeAll(keepingCapacity: true)
        let down = sawBtnTouch ? btnTouch : s.pressure > 0
        s.changed = changed
        slots[0] = s
        if down && !s.active {
            beginContact(slot: 0, trackingID: 0)
        } else if !down && s.active {
            slots[0].liftPending = true
        }
        emitSlot(0)
    }

    /// Applies one frame of a pen: proximity tools (BTN_TOOL_PEN/RUBBER/…), tip (BTN_TOUCH),
    /// ABS_PRESSURE, ABS_DISTANCE, ABS_TILT_X/Y and the barrel buttons.
    ///
    /// With `reportsHover`, a contact lives from proximity-in to proximity-out and `isTouching`
    /// follows the tip; otherwise a contact lives from tip-down to tip-up (or proximity-out).
    /// Pens without a proximity tool are in proximity exactly while the tip touches.
    mutating func applyPen() {
        let pen = penSlot
        let before = slots[pen]
        var s = before
        var changed = false
        var proximityOut = false
        for e in pending {
            let v = e.value
            switch e.type {
            case EventType.abs:
                switch e.code {
                case AbsCode.x: changed = changed || s.x != v; s.x = v
                case AbsCode.y: changed = changed || s.y != v; s.y = v
                case AbsCode.pressure: changed = changed || s.pressure != v; s.pressure = v
                case AbsCode.distance: changed = changed || s.distance != v; s.distance = v
                case AbsCode.tiltX: changed = changed || s.tiltX != v; s.tiltX = v
                case AbsCode.tiltY: changed = changed || s.tiltY != v; s.tiltY = v
                default: break
                }
            case EventType.key:
                switch e.code {
                case KeyCode.touch: changed = changed || btnTouch != (v != 0); btnTouch = v != 0; sawBtnTouch = true
                case KeyCode.stylus: changed = true; stylus = v != 0
                case KeyCode.stylus2: changed = true; stylus2 = v != 0
                case KeyCode.toolPen, KeyCode.toolBrush, KeyCode.toolPencil, KeyCode.toolAirbrush:
                    if v != 0 { penTool = .pen; endedTool = .pen } else if penTool == .pen { penTool = nil; proximityOut = true }
                case KeyCode.toolRubber:
                    if v != 0 { penTool = .eraser; endedTool = .eraser } else if penTool == .eraser { penTool = nil; proximityOut = true }
                default: break
                }
            default:
                break
            }
        }
        pending.removeAll(keepingCapacity: true)
        var afterLeaving: SlotState? = nil
        if proximityOut {
            // Tablets zero their axes as the tool leaves: the contact ends where it was, and the
            // zeroed values are kept afterwards (the kernel will not resend them).
            btnTouch = false
            afterLeaving = s
            s = before
            changed = false
        }
        let inProximity = hasProximityTool ? penTool != nil : btnTouch
        let present = options.reportsHover ? inProximity : (inProximity && btnTouch)
        s.changed = changed
        slots[pen] = s
        if present && !s.active {
            beginContact(slot: pen, trackingID: 0)
        } else if !present && s.active {
            slots[pen].liftPending = true
        }
        emitSlot(pen)
        if let a = afterLeaving {
            slots[pen].x = a.x; slots[pen].y = a.y; slots[pen].pressure = a.pressure
            slots[pen].distance = a.distance; slots[pen].tiltX = a.tiltX; slots[pen].tiltY = a.tiltY
        }
    }
}
