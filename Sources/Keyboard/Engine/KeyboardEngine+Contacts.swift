import TouchInput
import Intensity

/// Frames: each contact's press, slide, lift and cancel.
extension KeyboardEngine {
    // MARK: - Frames

    /// Processes one frame: first the deadlines up to its time, then each contact.
    public mutating func handle(_ frame: Frame, into out: inout [KeyboardOutput]) {
        advance(to: frame.time, into: &out)
        let t = frame.time.microseconds
        // Read the few fields the engine needs straight from the frame's storage (a Contact is
        // ~200 bytes; copying ten of them per frame showed in the benchmark).
        frame.contacts.withUnsafeBufferPointer { contacts in
            for k in contacts.indices {
                let c = TouchPoint(contacts.baseAddress! + k)
                switch c.phase {
                case .began: begin(c, at: t, into: &out)
                case .moved, .stationary: move(c, at: t, into: &out)
                case .ended: end(c, at: t, into: &out)
                case .cancelled: cancel(c.id)
                }
            }
        }
    }

    /// The part of a `Contact` the engine reads.
    struct TouchPoint {
        var id: Int
        var phase: ContactPhase
        var tool: ToolKind
        var isTouching: Bool
        var normalisedX: Double
        var normalisedY: Double
        var normalisedPressure: Double?
        var normalisedTouchMajor: Double?
        var normalisedTouchMinor: Double?
        var touchMajorMillimetres: Double?
        var touchMinorMillimetres: Double?

        @inline(__always) init(_ c: UnsafePointer<Contact>) {
            id = c.pointee.id
            phase = c.pointee.phase
            tool = c.pointee.tool
            isTouching = c.pointee.isTouching
            normalisedX = c.pointee.normalisedX
            normalisedY = c.pointee.normalisedY
            normalisedPressure = c.pointee.normalisedPressure
            normalisedTouchMajor = c.pointee.normalisedTouchMajor
            normalisedTouchMinor = c.pointee.normalisedTouchMinor
            touchMajorMillimetres = c.pointee.touchMajorMillimetres
            touchMinorMillimetres = c.pointee.touchMinorMillimetres
        }
    }

    func slot(of id: Int) -> Int? {
        var m = live
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            if tracks[i].id == id { return i }
        }
        return nil
    }

    @inline(__always) mutating func setLive(_ i: Int, _ on: Bool) {
        let bit = UInt64(1) << UInt64(i)
        tracks[i].inUse = on
        if on { live |= bit } else { live &= ~bit; shiftHeld &= ~bit; timed &= ~bit; tracks[i].deadline = nil }
    }

    @inline(__always) mutating func setDeadline(_ i: Int, _ d: Int64?) {
        tracks[i].deadline = d
        let bit = UInt64(1) << UInt64(i)
        if d != nil { timed |= bit } else { timed &= ~bit }
    }

    /// Global key number of track `i` in the tables.
    @inline(__always) func global(_ i: Int) -> Int { tables.pageStart[tracks[i].page] + tracks[i].key }

    @inline(__always) func seconds(_ us: Int64) -> Double { Double(us) / 1_000_000 }

    @inline(__always) func sample(_ c: TouchPoint, at t: Int64, x: Double, y: Double) -> IntensitySample {
        IntensitySample(time: seconds(t), pressure: c.normalisedPressure, touchMajor: c.normalisedTouchMajor,
                        touchMinor: c.normalisedTouchMinor, touchMajorMillimetres: c.touchMajorMillimetres,
                        touchMinorMillimetres: c.touchMinorMillimetres, x: x, y: y)
    }

    mutating func begin(_ c: TouchPoint, at t: Int64, into out: inout [KeyboardOutput]) {
        if let old = slot(of: c.id) { setLive(old, false) }  // a reused id: the old contact is gone
        let free = (~live).trailingZeroBitCount
        guard free < tracks.count else { return }
        let i = free
        let p = mapping.keyboardPoint(normalisedX: c.normalisedX, normalisedY: c.normalisedY)
        sequence &+= 1
        setLive(i, true)
        tracks[i].id = c.id
        tracks[i].sequence = sequence
        tracks[i].pressTime = t
        tracks[i].x = p.x
        tracks[i].y = p.y
        tracks[i].outside = false
        setDeadline(i, nil)
        tracks[i].repeats = 0
        tracks[i].chorded = false
        tracks[i].phase = .ignored
        let page = visiblePageIndex
        if c.tool != .palm, c.isTouching, let cell = suggestionStrip?.cell(normalisedX: c.normalisedX, normalisedY: c.normalisedY),
           !isTypingOvershoot(y: p.y, cell: cell, at: t) {
            tracks[i].phase = .strip(cell: cell)
            startTracker(i)
            tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y))
            return
        }
        guard c.tool != .palm, c.isTouching, isOnPage(page, x: p.x, y: p.y, margin: configuration.edgeAllowance) else { return }
        if let l = lastLift, t - l.time <= noiseWindow {
            let dx = p.x - l.x, dy = p.y - l.y
            if dx * dx + dy * dy <= configuration.noiseDistance * configuration.noiseDistance { return }
        }
        let g = tables.hit(page: page, x: p.x, y: p.y)
        guard g >= 0 else { return }
        tracks[i].page = page
        tracks[i].key = g - tables.pageStart[page]
        startTracker(i)
        tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y))
        let info = tables.info[g]
        switch info.kind {
        case .shift:
            flushOlder(than: i, at: t, into: &out)
            tracks[i].phase = .modifierHeld
            shiftHeld |= UInt64(1) << UInt64(i)
            shiftPressed(i, at: t, into: &out)
        case .capsLock:
            flushOlder(than: i, at: t, into: &out)
            tracks[i].phase = .modifierHeld
            setShift(shift == .locked ? .off : .locked, contact: c.id, time: t, into: &out)
        case .slider:
            let v = sliderValue(g, x: p.x)
            tracks[i].phase = .slider(value: v)
            setManual(v, contact: c.id, time: t, into: &out)
        default:
            if info.repeats {
                flushOlder(than: i, at: t, into: &out)
                tracks[i].phase = .repeating
                act(i, at: t, deleteUnit: .character, into: &out)
                setDeadline(i, t + repeatDelay)
            } else {
                press(i, info: info, at: t)
            }
        }
    }

    /// A fresh intensity measurement for the touch in slot `i`, with the current configuration.
    @inline(__always) mutating func startTracker(_ i: Int) {
        if tracks[i].trackerGeneration == intensityGeneration {
            tracks[i].tracker.startTouch()
        } else {
            tracks[i].tracker = IntensityTracker(configuration: intensity)
            tracks[i].trackerGeneration = intensityGeneration
        }
    }

    /// (x, y) lies on `page` or within `margin` of its edges (keyboard units).
    @inline(__always) func isOnPage(_ page: Int, x: Double, y: Double, margin: Double) -> Bool {
        x >= -margin && x <= tables.pageWidth[page] + margin && y >= -margin && y <= tables.pageHeight[page] + margin
    }

    /// A touch at keyboard height `y` (negative: above the keyboard) that began on the strip's
    /// `cell` is read as a key tap when it lies within `edgeAllowance` of the keyboard and the cell
    /// shows nothing, a key is held, or the last key was lifted within `stripRolloverWindow` — or,
    /// within `stripTypingBand`, within `stripTypingWindow`.
    func isTypingOvershoot(y: Double, cell: Int, at t: Int64) -> Bool {
        guard y >= -configuration.edgeAllowance else { return false }
        if SuggestionStrip.rankInCell(cell) >= stripSuggestionCount { return true }
        var m = live
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            switch tracks[i].phase {
            case .pressed, .popupPending, .popupOpen, .repeating, .modifierHeld: return true
            default: continue
            }
        }
        guard let l = lastLift else { return false }
        let since = seconds(t - l.time)
        return since <= configuration.stripRolloverWindow || (y >= -configuration.stripTypingBand && since <= configuration.stripTypingWindow)
    }

    /// Starts the press of a commit-on-release key (after touch-down or a slide onto it).
    mutating func press(_ i: Int, info: EngineTables.Info, at t: Int64) {
        if info.expanding {
            if info.immediate {
                tracks[i].phase = .popupOpen(selected: 0)
                setDeadline(i, nil)
            } else {
                tracks[i].phase = .popupPending
                setDeadline(i, t + longPress)
            }
        } else {
            tracks[i].phase = .pressed
            setDeadline(i, nil)
        }
    }

    mutating func move(_ c: TouchPoint, at t: Int64, into out: inout [KeyboardOutput]) {
        guard let i = slot(of: c.id) else { return }
        let p = mapping.keyboardPoint(normalisedX: c.normalisedX, normalisedY: c.normalisedY)
        tracks[i].x = p.x
        tracks[i].y = p.y
        let phase = tracks[i].phase
        if phase == .ignored || phase == .inert { return }
        if case .strip = phase { tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y)); return }
        let page = tracks[i].page
        let g = global(i)
        let margin = configuration.hysteresis
        let onKeyboard = isOnPage(page, x: p.x, y: p.y, margin: max(margin, configuration.edgeAllowance))
        switch phase {
        case .popupOpen(let selected):
            let a = tables.alternative(key: g, x: p.x, y: p.y, allowance: configuration.popupAllowance)
            let now: Int? = a >= 0 ? a : nil
            if now != selected {
                tracks[i].phase = .popupOpen(selected: now)
                tracks[i].tracker.restart(at: seconds(t))
            }
            if now != nil { tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y)) }
        case .pressed, .popupPending:
            if onKeyboard && tables.near(page: page, key: g, x: p.x, y: p.y, margin: margin) {
                if tracks[i].outside { tracks[i].outside = false; tracks[i].tracker.restart(at: seconds(t)) }
                tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y))
                return
            }
            // Off the key: re-target to a commit-on-release key, or mark outside.
            if onKeyboard {
                let k = tables.hit(page: page, x: p.x, y: p.y)
                if k >= 0 && k != g && tables.info[k].retargetable {
                    tracks[i].key = k - tables.pageStart[page]
                    tracks[i].outside = false
                    tracks[i].tracker.restart(at: seconds(t))
                    tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y))
                    press(i, info: tables.info[k], at: t)
                    return
                }
            }
            if !tracks[i].outside {
                tracks[i].outside = true
                setDeadline(i, nil)
                if tracks[i].phase == .popupPending { tracks[i].phase = .pressed }
            }
        case .repeating:
            if !(onKeyboard && tables.near(page: page, key: g, x: p.x, y: p.y, margin: margin)) {
                tracks[i].phase = .inert
                setDeadline(i, nil)
            }
        case .slider(let old):
            tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y))
            let v = sliderValue(g, x: p.x)
            if v != old {
                tracks[i].phase = .slider(value: v)
                setManual(v, contact: c.id, time: t, into: &out)
            }
        case .modifierHeld:
            tracks[i].tracker.add(sample(c, at: t, x: p.x, y: p.y))
        case .ignored, .inert, .strip:
            break
        }
    }

    mutating func end(_ c: TouchPoint, at t: Int64, into out: inout [KeyboardOutput]) {
        guard let i = slot(of: c.id) else { return }
        if tracks[i].phase == .ignored { setLive(i, false); return }
        // The lift sample (position and pressure of the last frame).
        move(c, at: t, into: &out)
        switch tracks[i].phase {
        case .pressed, .popupPending, .popupOpen:
            flushOlder(than: i, at: t, into: &out)
            commit(i, at: t, into: &out)
        case .strip(let cell):
            if suggestionStrip?.cell(normalisedX: c.normalisedX, normalisedY: c.normalisedY) == cell {
                let level = tracks[i].tracker.intensity(at: seconds(t))
                out.append(KeyboardOutput(action: .suggestion(rank: SuggestionStrip.rankInCell(cell), intensity: level), contact: c.id, time: Timestamp(microseconds: t)))
            }
            setLive(i, false)
            return
        case .modifierHeld:
            if tables.info[global(i)].kind == .shift, tracks[i].chorded, shift == .manual {
                setShift(.off, contact: c.id, time: t, into: &out)
            }
        default:
            break
        }
        lastLift = (t, tracks[i].x, tracks[i].y)
        setLive(i, false)
    }

    /// A cancelled contact (palm, SYN_DROPPED, device gone) is dropped without typing.
    mutating func cancel(_ id: Int) {
        guard let i = slot(of: id) else { return }
        setLive(i, false)
        setDeadline(i, nil)
    }
}
