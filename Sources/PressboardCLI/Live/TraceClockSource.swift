import Glibc
import Pressboard
import TouchInput

/// A recording played in real time as a device would deliver it (`run --trace FILE
/// --speed X`): each event is handed out when its time comes on the `TraceClock`; the session
/// sees the trace's own times, so the document equals `replay FILE`'s. After the last event the
/// trace's final second plays out (as `replay` does) and the source ends.
final class TraceClockSource: LiveSource {
    let deviceDescription: DeviceDescription
    private var trace: any TraceSource
    private var pending: InputEvent?
    private var clock: TraceClock
    private var last: Timestamp
    private(set) var endTime: Timestamp?

    init(path: String, speed: Double) throws {
        var trace = try TraceFile.open(path)
        guard let description = trace.description else {
            throw TraceSourceError.noDescription(path)
        }
        pending = try trace.next()
        guard let first = pending else { throw TraceSourceError.noEvents(path) }
        self.trace = trace
        deviceDescription = description
        last = first.time
        clock = try TraceClock(speed: speed, traceOrigin: first.time, realOrigin: MonotonicClock.now())
    }

    /// The header comments (a synthesised trace names its keyset and region there).
    var headerComments: [String] { trace.headerComments }

    var isPaused: Bool { clock.isPaused }

    func togglePause() { clock.togglePause(atReal: MonotonicClock.now()) }

    func now() -> Timestamp { clock.traceTime(atReal: MonotonicClock.now()) }

    func milliseconds(until time: Timestamp) -> Double {
        guard let real = clock.realTime(forTrace: time) else { return .infinity }
        return Double(real.microseconds - MonotonicClock.now().microseconds) / 1000
    }

    func settledTime() -> Timestamp {
        let n = now()
        if let p = pending { return min(n, Timestamp(microseconds: p.time.microseconds - 1)) }
        return endTime.map { min(n, $0) } ?? n
    }

    func nextEvent(timeoutMilliseconds: Int32) throws -> InputEvent? {
        guard let e = pending else {
            if endTime == nil { endTime = last.adding(seconds: 1) }
            sleep(milliseconds: min(Double(timeoutMilliseconds), milliseconds(until: endTime!)))
            return nil
        }
        let wait = milliseconds(until: e.time)
        if wait > 0 {
            sleep(milliseconds: min(Double(timeoutMilliseconds), wait))
            if milliseconds(until: e.time) > 0 { return nil }
        }
        last = e.time
        pending = try trace.next()
        return e
    }

    private func sleep(milliseconds ms: Double) {
        guard ms > 0 else { return }
        let us = min(ms, 1_000_000) * 1000
        var ts = timespec(tv_sec: Int(us / 1_000_000), tv_nsec: Int(us.truncatingRemainder(dividingBy: 1_000_000)) * 1000)
        var left = timespec()
        while nanosleep(&ts, &left) != 0 && errno == EINTR { ts = left }
    }
}

/// A file given to `run --trace` that cannot be played.
enum TraceSourceError: Error, CustomStringConvertible {
    case noDescription(String)
    case noEvents(String)

    var description: String {
        switch self {
        case .noDescription(let p): "\(p) has no device description (an events-only file): record with `pressboard record` or evemu-record"
        case .noEvents(let p): "\(p) holds no events to play"
        }
    }
}
