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
    public internal(set) var intensity: IntensityConfiguration
    /// Bumped whenever `intensity` changes, so a contact slot knows whether its tracker still
    /// has the current configuration (`startTracker`).
    var intensityGeneration = 0

    public internal(set) var pageIndex: Int
    public internal(set) var shift: ShiftState = .off
    /// Page to return to after one typed key, while a one-shot latch is active.
    public internal(set) var latchReturn: Int? = nil
    /// Last value set by the intensity slider key.
    public internal(set) var manualIntensity: Int? = nil
    /// Intensity (0…100) of the last committed press, which the accessory's intensity key shows.
    public internal(set) var lastIntensity: Int? = nil
    /// The suggestions strip beside the keyboard, when the screen shows one (touchscreens).
    public var suggestionStrip: SuggestionStrip? = nil
    /// How many suggestions the strip shows (set by the session): the cells showing ranks past
    /// them are empty. A tap on an empty cell picks nothing; within `edgeAllowance` of the keys it
    /// is a top-row tap that landed high. (With one or two suggestions a cell is empty too: a tap
    /// there lost its letter, "environment, I am" → "environment, am".)
    public var stripSuggestionCount = 0

    var tracks: [ContactTrack]
    /// Bit i set: track i is in use / has a deadline / is a held shift key (loops visit only these).
    var live: UInt64 = 0
    var timed: UInt64 = 0
    var shiftHeld: UInt64 = 0
    var sequence = 0
    var lastShiftPress: Int64? = nil
    /// A character was typed on the current page since a page key showed it (the page's
    /// `returnsAfterWord` rule then returns to the default page at the next space or return).
    var typedOnPage = false
    var lastLift: (time: Int64, x: Double, y: Double)? = nil
    /// Flat per-key data for the per-frame work (no retains of strings or nested arrays).
    let tables: EngineTables
    let longPress: Int64, shiftLock: Int64, doubleTap: Int64, repeatDelay: Int64, repeatInterval: Int64, noiseWindow: Int64

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
                                   pressed: pressed, popups: popups, manualIntensity: manualIntensity,
                                   lastIntensity: lastIntensity)
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
        intensityGeneration &+= 1
        manualIntensity = nil
    }

    /// Turns caps lock off (the session read the tap that locked it as a letter that slipped onto
    /// shift); emits `.shift(.off)`. Nothing happens unless the capitals are locked.
    public mutating func releaseCapsLock(time: Timestamp, into out: inout [KeyboardOutput]) {
        guard shift == .locked else { return }
        lastShiftPress = nil
        setShift(.off, contact: nil, time: time.microseconds, into: &out)
    }

    /// Sets the page directly (e.g. the session restoring state); emits `.page`.
    public mutating func showPage(id: String, time: Timestamp, into out: inout [KeyboardOutput]) {
        guard let i = geometry.keyset.pageIndex(id: id), i != pageIndex else { return }
        pageIndex = i
        latchReturn = nil
        typedOnPage = false
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

    mutating func fire(_ i: Int, at t: Int64, into out: inout [KeyboardOutput]) {
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
}
