import Glibc
import Pressboard
import TouchInput

/// The live session's loop: read events with a timeout that ends at the keyboard's next
/// deadline, feed them, advance the session to the device clock when nothing came, redraw
/// after changes. The device's timestamps are CLOCK_MONOTONIC (set by `EvdevDevice`), so the
/// deadlines the session computes from event times compare with the same clock here.
struct LiveLoop {
    var device: EvdevDevice
    var session: Session
    var screen: LiveScreen?
    var recorder: TraceFileWriter?
    var stop: StopFlag
    var duration: Double?

    static func monotonicNow() -> Timestamp {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Timestamp(seconds: Int64(ts.tv_sec), microseconds: Int64(ts.tv_nsec / 1000))
    }

    /// Runs until stopped, the window closes, the duration passes or the device goes; returns why.
    func run() throws -> String {
        let start = Self.monotonicNow()
        var firstEvent: Timestamp?
        var dirty = true
        let ending: String
        while true {
            if stop.isSet { ending = "Interrupted."; break }
            if let d = duration, Self.monotonicNow().seconds(since: start) >= d { ending = "Duration reached."; break }
            if dirty || screen?.animates == true || screen?.resized == true {
                try screen?.show(session, time: Self.monotonicNow().seconds)
                dirty = false
            }
            if screen?.closeRequested(waitingMilliseconds: 0) == true { ending = "Window closed."; break }
            // Sleep until the next event or the next keyboard deadline, at most 50 ms (window events).
            var wait: Int32 = screen?.animates == true ? 16 : 50
            if let deadline = session.nextDeadline {
                let ms = Double(deadline.microseconds - Self.monotonicNow().microseconds) / 1000
                wait = Int32(max(0, min(Double(wait), ms.rounded(.up))))
            }
            do {
                if let e = try device.nextEvent(timeoutMilliseconds: wait) {
                    if firstEvent == nil { firstEvent = e.time }
                    try recorder?.write(InputEvent(time: Timestamp(microseconds: e.time.microseconds - firstEvent!.microseconds + 1),
                                                   type: e.type, code: e.code, value: e.value))
                    let before = session.actionCount
                    session.feed(e)
                    if e.isReport { dirty = true; if session.actionCount != before { try recorder?.flush() } }
                } else {
                    // Nothing is readable: time has passed up to now. Stay 2 ms behind, so an event
                    // stamped just before the poll returned is never overtaken by a deadline.
                    let before = session.actionCount
                    session.advance(to: Timestamp(microseconds: Self.monotonicNow().microseconds - 2_000))
                    if session.actionCount != before { dirty = true }
                }
            } catch let error as EvdevError {
                if case .removed = error { ending = "The device was removed."; break }
                throw error
            }
        }
        session.finish(at: Self.monotonicNow())
        screen?.close()
        return ending
    }
}
