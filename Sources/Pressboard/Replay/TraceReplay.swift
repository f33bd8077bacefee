import Keyboard
import Suggestions
import TextEditing
import TouchInput

/// Plays a trace through a session as fast as it can: events in order, deadlines fired at their
/// own times in between (the session jumps there instead of sleeping), and a final second of
/// event time so a key still held at the end plays out.
public enum TraceReplay {
    /// Replays `source` into `session` and returns the finished result.
    public static func run(_ source: inout any TraceSource, session: Session, keysetID: String) throws(TraceError) -> ReplayResult {
        var last = Timestamp(microseconds: 0)
        var count = 0
        while let e = try source.next() {
            session.feed(e)
            last = e.time
            count += 1
        }
        session.finish(at: last.adding(seconds: 1))
        return ReplayResult(keysetID: keysetID, session: session, eventCount: count,
                            intended: SynthesisHeader.parse(comments: source.headerComments))
    }
}

/// A finished replay: the session and what the trace said it meant to type (synthesised traces).
public struct ReplayResult {
    public var keysetID: String
    public var session: Session
    public var eventCount: Int
    public var intended: SynthesisHeader?

    public init(keysetID: String, session: Session, eventCount: Int, intended: SynthesisHeader?) {
        self.keysetID = keysetID
        self.session = session
        self.eventCount = eventCount
        self.intended = intended
    }
}
