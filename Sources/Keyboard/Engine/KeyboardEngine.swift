import TouchInput
import Intensity

/// Turns frames of contacts into typed actions, per contact, on event time only.
///
/// Drive it with every frame (`handle(_:into:)`) and, between frames, with `advance(to:into:)`
/// up to `nextDeadline` — long-press popups, caps lock by long press and key repeat happen at
/// deadlines, never by reading a clock (DESIGN.md principle 1), so a replay gives exactly the
/// live result. Output goes into a caller-owned array (reserve capacity once: steady-state
/// handling then allocates nothing). Tell it the text before the caret after applying actions
/// (`setTextBeforeCaret`) for auto-capitalisation.
///
/// Behaviour: ordinary keys press on touch-down and commit on release (sliding re-targets after
/// the hysteresis margin; releasing off the keyboard cancels); expanding keys open at once or
/// after the long-press delay, sliding selects, release inside commits, outside cancels, and
/// intensity restarts when the selection changes; shift acts on press (one-shot, double tap or
/// long press locks, chording); backspace deletes on press and repeats; page keys and one-shot
/// page latches switch on release; when a finger lifts, older non-modifier presses commit
/// first in press order; a touch within the noise window and distance of the last lift is
/// ignored; cancelled contacts never type.
public struct KeyboardEngine: Sendable {
    public let geometry: KeyboardGeometry
    public var mapping: DeviceMapping
    public let configuration: KeyboardConfiguration
    /// Intensity settings for new touches (the slider key updates `manualValue`).
    public private(set) var intensity: IntensityConfiguration

    public private(set) var pageIndex: Int
    public private(set) var shift: ShiftState = .off
    /// Page to return to after one typed key, while a one-shot latch is active.
    public private(set) var latchReturn: Int? = nil
    /// Last value set by the intensity slider key.
    public private(set) var manualIntensity: Int? = nil

    private var tracks: [ContactTrack]
    /// Bit i set: track i is in use / has a deadline / is a held shift key (loops visit only these).
    private var live: UInt64 = 0
    private var timed: UInt64 = 0
    private var shiftHeld: UInt64 = 0
    private var sequence = 0
    private var lastShiftPress: Int64? = nil
    private var lastLift: (time: Int64, x: Double, y: Double)? = nil
    /// Flat per-key data for the per-frame work (no retains of strings or nested arrays).
    private let tables: EngineTables
    private let longPress: Int64, shiftLock: Int64, doubleTap: Int64, repeatDelay: Int64, repeatInterval: Int64, noiseWindow: Int64

    /// Creates an engine on the keyset's default page.
    /// - Parameters:
    ///   - mapping: device → keyboard units; build it with `geometry.mapping(region:rotation:)`.
    ///   - maxContacts: contacts tracked at once (more are ignored); storage is made once.
    public init(geometry: KeyboardGeometry, mapping: DeviceMapping, configuration: KeyboardConfiguration = .default,
                intensity: IntensityConfiguration = .default, maxContacts: Int = 16) {
        self.geometry = geometry
        self.mapping = mapping
        self.configuration = configuration
        self.intensity = intensity
        pageIndex = geometry.keyset.defaultPageIndex
        tracks = Array(repeating: ContactTrack(configuration: intensity), count: min(64, max(1, maxContacts)))
        tables = EngineTables(geometry)
        func us(_ s: Double) -> Int64 { Int64((s * 1_000_000).rounded()) }
        longPress = us(configuration.longPressDelay)
        shiftLock = us(configuration.shiftLockDelay)
        doubleTap = us(configuration.doubleTapWindow)
        repeatDelay = us(configuration.repeatDelay)
        repeatInterval = max(1, us(configuration.repeatInterval))
        noiseWindow = us(configuration.noiseWindow)
    }

    /// Convenience: geometry from the keyset, mapping from a region of the device.
    public init(keyset: Keyset, region: NormalisedRect = .full, rotation: DeviceMapping.Rotation = .none,
                configuration: KeyboardConfiguration = .default, intensity: IntensityConfiguration = .default) {
        let g = KeyboardGeometry(keyset: keyset, keySpacing: configuration.keySpacing)
        self.init(geometry: g, mapping: g.mapping(region: region, rotation: rotation),
                  configuration: configuration, intensity: intensity)
    }

    // MARK: - Public queries

    /// The page shown now: the current page, or its `shiftPage` while shift is active.
    public var visiblePageIndex: Int {
        if shift.isActive { let s = tables.shiftPage[pageIndex]; if s >= 0 { return s } }
        return pageIndex
    }

    /// The layout of the page shown now.
    public var layout: PageLayout { geometry.pages[visiblePageIndex] }

    /// The earliest pending deadline (long press, caps lock, repeat), if any: the session
    /// sleeps until then or the next event, and replay jumps there with `advance(to:into:)`.
    public var nextDeadline: Timestamp? {
        var best: Int64? = nil
        var m = timed
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            if let d = tracks[i].deadline, d < (best ?? .max) { best = d }
        }
        return best.map { Timestamp(microseconds: $0) }
    }

    /// Number of contacts currently tracked (including ignored ones).
    public var activeContactCount: Int { live.nonzeroBitCount }

    /// The visual state at `time` (live intensities are measured at that time).
    public func visualState(at time: Timestamp) -> KeyboardVisualState {
        let t = time.seconds
        var pressed: [KeyboardVisualState.PressedKey] = []
        var popups: [KeyboardVisualState.OpenPopup] = []
        for tr in tracks where tr.inUse {
            switch tr.phase {
            case .ignored, .inert: continue
            case .popupOpen(let sel):
                if let p = geometry.popups[tr.page][tr.key] {
                    popups.append(.init(page: tr.page, keyIndex: tr.key, contact: tr.id, layout: p, selected: sel,
                                        intensity: sel == nil ? 0 : tr.tracker.intensity(at: t)))
                }
                pressed.append(.init(page: tr.page, keyIndex: tr.key, contact: tr.id, intensity: tr.tracker.intensity(at: t), isOutside: sel == nil))
            default:
                pressed.append(.init(page: tr.page, keyIndex: tr.key, contact: tr.id, intensity: tr.tracker.intensity(at: t), isOutside: tr.outside))
            }
        }
        let v = visiblePageIndex
        return KeyboardVisualState(pageID: geometry.keyset.pages[v].id, pageIndex: v, shift: shift,
                                   latchReturnPage: latchReturn.map { geometry.keyset.pages[$0].id },
                                   pressed: pressed, popups: popups, manualIntensity: manualIntensity)
    }

    // MARK: - Context from the session

    /// Auto-capitalisation from the text before the caret (a few characters are enough).
    /// Only turns an off shift on, or an automatic one off; manual shift and caps lock stay.
    public mutating func setTextBeforeCaret<S: StringProtocol>(_ text: S, time: Timestamp, into out: inout [KeyboardOutput]) {
        guard configuration.autoCapitalization else { return }
        let cap = AutoCapitalization.shouldCapitalize(textBeforeCaret: text)
        if cap && shift == .off { setShift(.automatic, contact: nil, time: time.microseconds, into: &out) }
        else if !cap && shift == .automatic { setShift(.off, contact: nil, time: time.microseconds, into: &out) }
    }

    /// Replaces the intensity settings for touches that begin from now on (the session applies
    /// a changed configuration or calibration; touches in progress keep theirs).
    public mutating func setIntensityConfiguration(_ c: IntensityConfiguration) {
        intensity = c
        manualIntensity = nil
    }

    /// Sets the page directly (e.g. the session restoring state); emits `.page`.
    public mutating func showPage(id: String, time: Timestamp, into out: inout [KeyboardOutput]) {
        guard let i = geometry.keyset.pageIndex(id: id), i != pageIndex else { return }
        pageIndex = i
        latchReturn = nil
        out.append(KeyboardOutput(action: .page(id), contact: nil, time: time))
    }

    // MARK: - Time

    /// Fires every deadline up to and including `time`, each at its own time.
    public mutating func advance(to time: Timestamp, into out: inout [KeyboardOutput]) {
        let limit = time.microseconds
        while true {
            var best = -1
            var bestTime = Int64.max
            var m = timed
            while m != 0 {
                let i = m.trailingZeroBitCount
                m &= m - 1
                if let d = tracks[i].deadline, d <= limit, d < bestTime { best = i; bestTime = d }
            }
            if best < 0 { return }
            fire(best, at: bestTime, into: &out)
        }
    }

    private mutating func fire(_ i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
        setDeadline(i, nil)
        switch tracks[i].phase {
        case .popupPending:
            tracks[i].phase = .popupOpen(selected: 0)
            tracks[i].tracker.restart(at: seconds(t))
        case .modifierHeld:
            if tables.info[global(i)].kind == .shift, !tracks[i].chorded, shift != .locked {
                setShift(.locked, contact: tracks[i].id, time: t, into: &out)
            }
        case .repeating:
            tracks[i].repeats += 1
            let unit: KeyboardAction.DeleteUnit
            if let n = configuration.wordDeleteAfterRepeats, tracks[i].repeats > n { unit = .word } else { unit = .character }
            act(i, at: t, deleteUnit: unit, into: &out)
            setDeadline(i, t + repeatInterval)
        default:
            break
        }
    }

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
    private struct TouchPoint {
        var id: Int
        var phase: ContactPhase
        var tool: ToolKind
        var isTouching: Bool
        var normalisedX: Double
        var normalisedY: Double
        var normalisedPressure: Double?
        var normalisedTouchMajor: Double?
        var normalisedTouchMinor: Double?

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
        }
    }

    private func slot(of id: Int) -> Int? {
        var m = live
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            if tracks[i].id == id { return i }
        }
        return nil
    }

    @inline(__always) private mutating func setLive(_ i: Int, _ on: Bool) {
        let bit = UInt64(1) << UInt64(i)
        tracks[i].inUse = on
        if on { live |= bit } else { live &= ~bit; shiftHeld &= ~bit; timed &= ~bit; tracks[i].deadline = nil }
    }

    @inline(__always) private mutating func setDeadline(_ i: Int, _ d: Int64?) {
        tracks[i].deadline = d
        let bit = UInt64(1) << UInt64(i)
        if d != nil { timed |= bit } else { timed &= ~bit }
    }

    /// Global key number of track `i` in the tables.
    @inline(__always) private func global(_ i: Int) -> Int { tables.pageStart[tracks[i].page] + tracks[i].key }

    @inline(__always) private func seconds(_ us: Int64) -> Double { Double(us) / 1_000_000 }

    @inline(__always) private func sample(_ c: TouchPoint, at t: Int64, x: Double, y: Double) -> IntensitySample {
        IntensitySample(time: seconds(t), pressure: c.normalisedPressure, touchMajor: c.normalisedTouchMajor,
                        touchMinor: c.normalisedTouchMinor, x: x, y: y)
    }

    private mutating func begin(_ c: TouchPoint, at t: Int64, into out: inout [KeyboardOutput]) {
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
        guard c.tool != .palm, c.isTouching,
              p.x >= 0, p.x <= tables.pageWidth[page], p.y >= 0, p.y <= tables.pageHeight[page] else { return }
        if let l = lastLift, t - l.time <= noiseWindow {
            let dx = p.x - l.x, dy = p.y - l.y
            if dx * dx + dy * dy <= configuration.noiseDistance * configuration.noiseDistance { return }
        }
        let g = tables.hit(page: page, x: p.x, y: p.y)
        guard g >= 0 else { return }
        tracks[i].page = page
        tracks[i].key = g - tables.pageStart[page]
        tracks[i].tracker = IntensityTracker(configuration: intensity)
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

    /// Starts the press of a commit-on-release key (after touch-down or a slide onto it).
    private mutating func press(_ i: Int, info: EngineTables.Info, at t: Int64) {
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

    private mutating func move(_ c: TouchPoint, at t: Int64, into out: inout [KeyboardOutput]) {
        guard let i = slot(of: c.id) else { return }
        let p = mapping.keyboardPoint(normalisedX: c.normalisedX, normalisedY: c.normalisedY)
        tracks[i].x = p.x
        tracks[i].y = p.y
        let phase = tracks[i].phase
        if phase == .ignored || phase == .inert { return }
        let page = tracks[i].page
        let g = global(i)
        let margin = configuration.hysteresis
        let onKeyboard = p.x >= -margin && p.x <= tables.pageWidth[page] + margin && p.y >= -margin && p.y <= tables.pageHeight[page] + margin
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
        case .ignored, .inert:
            break
        }
    }

    private mutating func end(_ c: TouchPoint, at t: Int64, into out: inout [KeyboardOutput]) {
        guard let i = slot(of: c.id) else { return }
        if tracks[i].phase == .ignored { setLive(i, false); return }
        // The lift sample (position and pressure of the last frame).
        move(c, at: t, into: &out)
        switch tracks[i].phase {
        case .pressed, .popupPending, .popupOpen:
            flushOlder(than: i, at: t, into: &out)
            commit(i, at: t, into: &out)
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
    private mutating func cancel(_ id: Int) {
        guard let i = slot(of: id) else { return }
        setLive(i, false)
        setDeadline(i, nil)
    }

    /// Rollover: every older non-modifier press still waiting for its release commits now, in
    /// press order ("phantom up"); popups being chosen from are left alone.
    private mutating func flushOlder(than i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
        let limit = tracks[i].sequence
        while true {
            var best = -1
            var bestSeq = Int.max
            var m = live & ~(UInt64(1) << UInt64(i))
            while m != 0 {
                let j = m.trailingZeroBitCount
                m &= m - 1
                guard tracks[j].sequence < limit && tracks[j].sequence < bestSeq else { continue }
                switch tracks[j].phase {
                case .pressed, .popupPending:
                    if tables.info[global(j)].isPageKey { continue }
                    best = j; bestSeq = tracks[j].sequence
                default: continue
                }
            }
            if best < 0 { return }
            commit(best, at: t, into: &out)
            tracks[best].phase = .inert
            setDeadline(best, nil)
        }
    }

    /// Commits the key (or selected alternative) of track `i` at time `t`.
    private mutating func commit(_ i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
        let g = global(i)
        let id = tracks[i].id
        let level = tracks[i].tracker.intensity(at: seconds(t))
        let time = Timestamp(microseconds: t)
        switch tracks[i].phase {
        case .popupOpen(let selected):
            guard let s = selected else { return }
            let cell = tables.info[g].popupStart + s
            if let d = tables.alternativeDead[cell] {
                out.append(KeyboardOutput(action: .deadKey(d, intensity: level), contact: id, time: time))
            } else {
                let text = shift.isActive && !tables.isShiftPage[tracks[i].page] ? tables.alternativeShifted[cell] : tables.alternativeOutput[cell]
                out.append(KeyboardOutput(action: .text(text, intensity: level), contact: id, time: time))
                typedCharacter(at: t, into: &out)
            }
            return
        case .pressed, .popupPending:
            if tracks[i].outside { return }
        default:
            return
        }
        let info = tables.info[g]
        switch info.kind {
        case .text:
            let text = shift.isActive && !tables.isShiftPage[tracks[i].page] ? tables.shiftedOutput[g] : tables.output[g]
            out.append(KeyboardOutput(action: .text(text, intensity: level), contact: id, time: time))
            typedCharacter(at: t, into: &out)
        case .space:
            out.append(KeyboardOutput(action: .text(" ", intensity: level), contact: id, time: time))
            typedCharacter(at: t, into: &out)
        case .return:
            out.append(KeyboardOutput(action: .newline(intensity: level), contact: id, time: time))
            typedCharacter(at: t, into: &out)
        case .dead:
            if let d = tables.dead[g] { out.append(KeyboardOutput(action: .deadKey(d, intensity: level), contact: id, time: time)) }
        case .suggestion:
            out.append(KeyboardOutput(action: .suggestion(slot: tables.suggestionSlot[g], intensity: level), contact: id, time: time))
            typedCharacter(at: t, into: &out)
        case .page, .pageNext:
            if info.target >= 0 { switchPage(info.target, latch: nil, contact: id, time: t, into: &out) }
        case .pageLatch:
            guard info.target >= 0 else { return }
            if latchReturn != nil && pageIndex == info.target {
                latchReturn = nil  // tapped again while latched: stay
            } else {
                switchPage(info.target, latch: pageIndex, contact: id, time: t, into: &out)
            }
        case .shift, .capsLock, .backspace, .slider:
            break
        }
    }

    /// Actions of keys that act at press and repeat (backspace, or a key with `repeat: true`).
    private mutating func act(_ i: Int, at t: Int64, deleteUnit: KeyboardAction.DeleteUnit, into out: inout [KeyboardOutput]) {
        let g = global(i)
        switch tables.info[g].kind {
        case .backspace:
            out.append(KeyboardOutput(action: .delete(deleteUnit), contact: tracks[i].id, time: Timestamp(microseconds: t)))
        case .text, .space, .return, .dead, .suggestion:
            // A repeating text key types at press and at each repeat with the live intensity.
            tracks[i].phase = .pressed
            tracks[i].outside = false
            commit(i, at: t, into: &out)
            tracks[i].phase = .repeating
        default:
            break
        }
    }

    private mutating func typedCharacter(at t: Int64, into out: inout [KeyboardOutput]) {
        lastShiftPress = nil
        let held = shiftHeld != 0
        var m = shiftHeld
        while m != 0 {
            let j = m.trailingZeroBitCount
            m &= m - 1
            tracks[j].chorded = true
            setDeadline(j, nil)
        }
        if !held && (shift == .manual || shift == .automatic) {
            setShift(.off, contact: nil, time: t, into: &out)
        }
        if let r = latchReturn {
            latchReturn = nil
            if r != pageIndex {
                pageIndex = r
                out.append(KeyboardOutput(action: .page(geometry.keyset.pages[r].id), contact: nil, time: Timestamp(microseconds: t)))
            }
        }
    }

    private mutating func shiftPressed(_ i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
        let recent = lastShiftPress.map { t - $0 <= doubleTap } ?? false
        let next: ShiftState
        switch shift {
        case .locked: next = .off
        case .manual, .automatic: next = recent ? .locked : .off
        case .off: next = recent ? .locked : .manual
        }
        lastShiftPress = next == .locked ? nil : t
        setShift(next, contact: tracks[i].id, time: t, into: &out)
        if next != .locked { setDeadline(i, t + shiftLock) }
    }

    private mutating func setShift(_ s: ShiftState, contact: Int?, time: Int64, into out: inout [KeyboardOutput]) {
        guard s != shift else { return }
        shift = s
        out.append(KeyboardOutput(action: .shift(s), contact: contact, time: Timestamp(microseconds: time)))
    }

    private mutating func switchPage(_ p: Int, latch: Int?, contact: Int, time: Int64, into out: inout [KeyboardOutput]) {
        latchReturn = latch
        guard p != pageIndex else { return }
        pageIndex = p
        out.append(KeyboardOutput(action: .page(geometry.keyset.pages[p].id), contact: contact, time: Timestamp(microseconds: time)))
    }

    private func sliderValue(_ g: Int, x: Double) -> Int {
        let f = tables.frames[g]
        let v = f.width > 0 ? (x - f.x) / f.width : 0
        return Int((min(max(v, 0), 1) * 100).rounded())
    }

    private mutating func setManual(_ v: Int, contact: Int, time: Int64, into out: inout [KeyboardOutput]) {
        guard v != manualIntensity else { return }
        manualIntensity = v
        intensity.manualValue = v
        out.append(KeyboardOutput(action: .manualIntensity(v), contact: contact, time: Timestamp(microseconds: time)))
    }
}
