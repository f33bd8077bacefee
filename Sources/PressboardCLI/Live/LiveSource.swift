import Glibc
import TouchInput

/// Where the live loop's events come from — a device, a trace played in real time, the
/// window's pointer — and the clock their times are on. The loop sleeps in `nextEvent`, fires
/// keyboard deadlines up to `settledTime()` and ends when `endTime` is set and reached.
protocol LiveSource: AnyObject {
    /// The device the events describe.
    var deviceDescription: DeviceDescription { get }
    /// The next event, waiting at most `timeoutMilliseconds` of real time; nil when none came.
    func nextEvent(timeoutMilliseconds: Int32) throws -> InputEvent?
    /// Now, on the clock the events' times are on.
    func now() -> Timestamp
    /// Real milliseconds until `time` on that clock (infinite while paused).
    func milliseconds(until time: Timestamp) -> Double
    /// The latest time the session may be advanced to without overtaking an event not yet read.
    func settledTime() -> Timestamp
    /// Set once the source has nothing more: the time the session finishes at.
    var endTime: Timestamp? { get }
}

/// The monotonic clock (CLOCK_MONOTONIC), the clock of live devices and the window's pointer.
enum MonotonicClock {
    static func now() -> Timestamp {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Timestamp(seconds: Int64(ts.tv_sec), microseconds: Int64(ts.tv_nsec / 1000))
    }
}

/// A live evdev device: its timestamps are CLOCK_MONOTONIC (set by `EvdevDevice`).
final class EvdevSource: LiveSource {
    let device: EvdevDevice

    init(_ device: EvdevDevice) { self.device = device }

    var deviceDescription: DeviceDescription { device.deviceDescription }
    func nextEvent(timeoutMilliseconds: Int32) throws -> InputEvent? { try device.nextEvent(timeoutMilliseconds: timeoutMilliseconds) }
    func now() -> Timestamp { MonotonicClock.now() }
    func milliseconds(until time: Timestamp) -> Double { Double(time.microseconds - now().microseconds) / 1000 }
    /// 2 ms behind now, so an event stamped just before the poll returned is never overtaken by a deadline.
    func settledTime() -> Timestamp { Timestamp(microseconds: now().microseconds - 2_000) }
    var endTime: Timestamp? { nil }
}
