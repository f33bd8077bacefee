import TouchInput

/// Maps a recording's clock onto a live clock for playing a trace in real time (`run --trace`):
/// trace time advances `speed` times as fast as real time from the two origins, and stands
/// still while paused. The session keeps the trace's own times (so long presses and repeats
/// behave as recorded, whatever the speed); only the waiting in between is scaled.
public struct TraceClock: Sendable, Equatable {
    /// Trace seconds per real second (> 0).
    public let speed: Double
    public let traceOrigin: Timestamp
    public private(set) var realOrigin: Timestamp
    /// Real time the clock was paused at, nil while running.
    public private(set) var pausedAt: Timestamp?

    /// Why a playback speed is refused.
    public enum SpeedError: Error, Equatable, CustomStringConvertible {
        case notPositive(Double)

        public var description: String {
            switch self {
            case .notPositive(let s): "--speed must be a positive number of trace seconds per second (got \(s)); 1 plays in real time, 2 twice as fast"
            }
        }
    }

    public init(speed: Double, traceOrigin: Timestamp, realOrigin: Timestamp) throws(SpeedError) {
        guard speed.isFinite, speed > 0 else { throw .notPositive(speed) }
        self.speed = speed
        self.traceOrigin = traceOrigin
        self.realOrigin = realOrigin
    }

    /// The trace time showing at real time `real`.
    public func traceTime(atReal real: Timestamp) -> Timestamp {
        let r = min(real, pausedAt ?? real)
        return Timestamp(microseconds: traceOrigin.microseconds + Int64((Double(r.microseconds - realOrigin.microseconds) * speed).rounded(.down)))
    }

    /// The real time at which trace time `trace` shows; nil while paused (it never comes).
    public func realTime(forTrace trace: Timestamp) -> Timestamp? {
        guard pausedAt == nil else { return nil }
        return Timestamp(microseconds: realOrigin.microseconds + Int64((Double(trace.microseconds - traceOrigin.microseconds) / speed).rounded(.up)))
    }

    public var isPaused: Bool { pausedAt != nil }

    /// Pauses or resumes at real time `real`; resuming shifts the real origin by the pause.
    public mutating func togglePause(atReal real: Timestamp) {
        if let p = pausedAt {
            realOrigin = Timestamp(microseconds: realOrigin.microseconds + max(0, real.microseconds - p.microseconds))
            pausedAt = nil
        } else {
            pausedAt = real
        }
    }
}
