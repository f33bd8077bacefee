import TouchInput
@testable import Keyboard

/// A test driver for the keyboard stage alone (the tests cannot import the session): input
/// events through the decoder and an engine the way the session drives them — frames in order,
/// deadlines in between, the text before the caret fed back after each frame that typed (for
/// auto-capitalisation). Commands drive the keyboard only through `Session`.
struct EngineReplay {
    var engine: KeyboardEngine
    var decoder: MultitouchDecoder
    private(set) var outputs: [KeyboardOutput] = []
    private(set) var transcript = EngineTranscript()
    private var lastTime: Timestamp?

    init(engine: KeyboardEngine, description: DeviceDescription) {
        self.engine = engine
        decoder = MultitouchDecoder(description: description, mode: .trace)
        outputs.reserveCapacity(256)
        var out: [KeyboardOutput] = []
        self.engine.setTextBeforeCaret("", time: Timestamp(microseconds: 0), into: &out)
        outputs.append(contentsOf: out)
    }

    /// Feeds one event; a completed frame drives the engine.
    mutating func feed(_ event: InputEvent) {
        guard decoder.feed(event) else { return }
        let frame = decoder.frame
        lastTime = frame.time
        var out: [KeyboardOutput] = []
        engine.handle(frame, into: &out)
        absorb(out, at: frame.time)
    }

    /// Fires the deadlines still pending up to `time` (e.g. the end of the trace plus a margin).
    mutating func finish(at time: Timestamp? = nil) {
        var out: [KeyboardOutput] = []
        let t = time ?? (lastTime ?? Timestamp(microseconds: 0)).adding(seconds: 1)
        engine.advance(to: t, into: &out)
        absorb(out, at: t)
    }

    private mutating func absorb(_ out: [KeyboardOutput], at time: Timestamp) {
        guard !out.isEmpty else { return }
        outputs.append(contentsOf: out)
        var typed = false
        for o in out {
            transcript.apply(o.action)
            switch o.action {
            case .text, .newline, .delete: typed = true
            default: break
            }
        }
        if typed {
            var more: [KeyboardOutput] = []
            engine.setTextBeforeCaret(transcript.suffix(8), time: time, into: &more)
            outputs.append(contentsOf: more)
        }
    }

    /// Replays a whole event list and returns the replay.
    static func run(_ events: [InputEvent], description: DeviceDescription, engine: KeyboardEngine) -> EngineReplay {
        var r = EngineReplay(engine: engine, description: description)
        for e in events { r.feed(e) }
        r.finish()
        return r
    }
}
