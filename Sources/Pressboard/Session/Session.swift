import Decoding
import Intensity
import Keyboard
import Suggestions
import SafeFiles
import TextEditing
import TouchInput

/// The session: wires a touch source (live device or trace) to the keyboard engine, the editor
/// and the suggestions bar, and drives their clock.
///
/// Time is data (DESIGN.md principle 1): the session never reads a clock. `feed(_:)` takes
/// events with their timestamps; between events the owner calls `advance(to:)` — live, after
/// sleeping until `nextDeadline` or the next event; in replay, jumping straight there. So a live
/// run and the replay of its recording produce the same document.
///
/// Thread rule: a session and its editor are used from one thread (the `TextEditor` is a class).
public final class Session {
    public let description: DeviceDescription
    public let configuration: SessionConfiguration
    public internal(set) var decoder: MultitouchDecoder
    public internal(set) var keyboard: KeyboardEngine
    public let editor: TextEditor
    /// The ranker and its settings; nil when suggestions are off or no lexicon could be loaded.
    public internal(set) var suggestionsBar: SuggestionsBar?
    /// What the bar shows now, best first. The keyboard hears how many the strip shows: a touch
    /// near the keys on a cell that shows nothing is a key tap (`KeyboardEngine.stripSuggestionCount`).
    public internal(set) var suggestions: [Suggestion] = [] {
        didSet { if suggestions.count != oldValue.count { keyboard.stripSuggestionCount = suggestions.count } }
    }
    /// Everything the keyboard did, in order (when `configuration.keepsEventLog`).
    public internal(set) var events: [SessionEvent] = []
    /// How many actions the keyboard produced so far (counted even without the log).
    public internal(set) var actionCount = 0
    /// Time of the latest event or deadline handled.
    public internal(set) var now = Timestamp(microseconds: 0)
    /// Called after each action that changed the document, with the suggestions already refreshed
    /// for it (for `replay --frames`).
    public var onDocumentChange: ((Session, SessionEvent) -> Void)?
    /// The word decoder and its state, when `enableDecoding` turned it on (Session+Decoding).
    public internal(set) var decoding: SessionDecoding?
    /// Called with the document's plain text when the copy key is tapped (the live screen puts
    /// it on the clipboard; replay has none).
    public var onCopy: ((String) -> Void)?
    /// Set when an autosave failed; the session carries on and retries at the next save.
    public internal(set) var lastSaveError: FileError?

    var outputs: [KeyboardOutput] = []
    var router: TouchRouter
    var finishedTouches: [IntensityTracker] = []
    /// Learns the device's full-press levels from finished touches, in order (when enabled).
    public internal(set) var autoCalibration: DeviceAutoCalibration?
    let baseIntensity: IntensityConfiguration
    /// Tap points of the word being typed, one per character in keyboard units, when known
    /// (what the ranker's spatial model reads; `bench suggest` ranks with them too).
    public internal(set) var wordTaps: [TapPoint] = [] {
        didSet {
            // Shift taps belong to the word's taps: gone with them.
            guard !wordShiftTaps.isEmpty else { return }
            if wordTaps.isEmpty && !oldValue.isEmpty { wordShiftTaps.removeAll() } else { wordShiftTaps.removeAll { $0.index > wordTaps.count } }
        }
    }
    /// Shift taps while the word was typed (where, and before which of its letters): a slip onto
    /// shift from "a" or "z" capitalises the next letter and loses its own ("Greement").
    public internal(set) var wordShiftTaps: [ShiftTap] = []
    /// Unknown words kept so far, towards `learnAfterKeeping`.
    var keptCounts: [String: Int] = [:]
    var dirtySince: Timestamp?
    var lastSave: Timestamp?

    public init(description: DeviceDescription, keyset: Keyset, configuration: SessionConfiguration = SessionConfiguration(),
                suggestionsBar: SuggestionsBar? = nil, editor: TextEditor? = nil) {
        self.description = description
        self.configuration = configuration
        decoder = MultitouchDecoder(description: description, mode: .trace)
        let region = configuration.region ?? DeviceMapping.defaultRegion(for: description.classification.kind)
        let (intensity, _) = configuration.intensityConfiguration(for: description)
        keyboard = KeyboardEngine(keyset: keyset, region: region, rotation: configuration.rotation,
                                  configuration: configuration.keyboard, intensity: intensity)
        router = TouchRouter(keyboardRegion: region, strip: configuration.suggestionStrip, intensity: intensity)
        keyboard.suggestionStrip = configuration.suggestionStrip
        baseIntensity = intensity
        if intensity.autoCalibrate && intensity.interpreter.needsLevel {
            var auto = DeviceAutoCalibration(configuration: intensity)
            if let earlier = configuration.learnedCalibration {
                auto.resume(from: earlier)
                keyboard.setIntensityConfiguration(auto.configuration(intensity))
            }
            autoCalibration = auto
            router.measuresKeyboardTouches = true
        }
        // Dead keys compose through the system's Compose table (libx11-data), as typed live.
        self.editor = editor ?? TextEditor(settings: configuration.editor, composeTable: try? ComposeTable())
        if var bar = suggestionsBar {
            bar.settings = configuration.suggestions
            self.suggestionsBar = bar
        }
        outputs.reserveCapacity(32)
        wordTaps.reserveCapacity(32)
        var initial: [KeyboardOutput] = []
        keyboard.setTextBeforeCaret(textBeforeCaret(), time: now, into: &initial)
        apply(initial)
        refreshSuggestions()
    }

    /// Uses a live device's decoder mode (its current slot) instead of the trace default.
    public func useLiveDecoding(initialSlot: Int) {
        decoder = MultitouchDecoder(description: description, mode: .live(initialSlot: initialSlot))
    }

    /// The earliest keyboard deadline (long press, repeat, caps lock), if any.
    public var nextDeadline: Timestamp? { keyboard.nextDeadline }

    /// Feeds one input event. A completed frame first fires the deadlines due before it, then
    /// drives the keyboard; the resulting actions go to the editor and the suggestions bar.
    public func feed(_ event: InputEvent) {
        guard decoder.feed(event) else { return }
        handle(decoder.frame)
    }

    /// Drives the keyboard with one decoded frame.
    public func handle(_ frame: Frame) {
        advance(to: frame.time)
        now = max(now, frame.time)
        finishedTouches.removeAll(keepingCapacity: true)
        router.route(frame, finished: &finishedTouches)
        let keys = router.keyboardFrame
        outputs.removeAll(keepingCapacity: true)
        if !keys.contacts.isEmpty { keyboard.handle(keys, into: &outputs) }
        apply(outputs)
        if var auto = autoCalibration, !finishedTouches.isEmpty {
            for t in finishedTouches { auto.observe(finished: t) }
            autoCalibration = auto
            let learned = auto.configuration(baseIntensity)
            if learned != keyboard.intensity { keyboard.setIntensityConfiguration(learned) }
        }
    }

    /// Fires every keyboard deadline up to `time` (key repeat, long-press popups, caps lock).
    public func advance(to time: Timestamp) {
        guard time > now || keyboard.nextDeadline.map({ $0 <= time }) == true else { return }
        outputs.removeAll(keepingCapacity: true)
        keyboard.advance(to: time, into: &outputs)
        now = max(now, time)
        apply(outputs)
        autosaveIfDue()
    }

    /// Ends the input: contacts still down are cancelled (they never type), pending deadlines up
    /// to `time` fire, a word still being typed is decoded as a separator would decode it
    /// (`finishPendingWord`), and the document is saved.
    public func finish(at time: Timestamp) {
        if decoder.finish(at: max(time, now)) { handle(decoder.frame) }
        advance(to: max(time, now))
        finishPendingWord()
        saveNow()
    }

    /// What the keyboard shows now: pressed keys with live intensity, popups, shift, page.
    public func keyboardVisualState() -> KeyboardVisualState { keyboard.visualState(at: now) }
}
