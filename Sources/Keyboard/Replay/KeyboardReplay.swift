import TouchInput

/// Replays input events through the decoder and a keyboard engine the way the session will:
/// frames in order, deadlines in between, and the text before the caret fed back after each
/// frame that typed (for auto-capitalisation).
public struct KeyboardReplay {
    public var engine: KeyboardEngine
    public var decoder: MultitouchDecoder
    public private(set) var outputs: [KeyboardOutput] = []
    public private(set) var transcript = KeyboardTranscript()
    private var lastTime: Timestamp?

    public init(engine: KeyboardEngine, description: DeviceDescription) {
        self.engine = engine
        decoder = MultitouchDecoder(description: description, mode: .trace)
        outputs.reserveCapacity(256)
        var out: [KeyboardOutput] = []
        self.engine.setTextBeforeCaret("", time: Timestamp(microseconds: 0), into: &out)
        outputs.append(contentsOf: out)
    }

    /// Feeds one event; a completed frame drives the engine.
    public mutating func feed(_ event: InputEvent) {
        guard decoder.feed(event) else { return }
        let frame = decoder.frame
        lastTime = frame.time
        var out: [KeyboardOutput] = []
        engine.handle(frame, into: &out)
        absorb(out, at: frame.time)
    }

    /// Fires the deadlines still pending up to `time` (e.g. the end of the trace plus a margin).
    public mutating func finish(at time: Timestamp? = nil) {
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
    public static func run(_ events: [InputEvent], description: DeviceDescription, engine: KeyboardEngine) -> KeyboardReplay {
        var r = KeyboardReplay(engine: engine, description: description)
        for e in events { r.feed(e) }
        r.finish()
        return r
    }
}
