import Glibc
import TouchInput

/// Touchscreens and tablets that appear while `run` types with something else (the pointer,
/// or nothing after an unplug): `/dev/input` watched with inotify (`DeviceWatcher`), each new
/// `event*` node opened and kept when it is a touch device. A node udev has not yet given its
/// permissions fails with EACCES and is tried again on its attribute change.
final class DeviceHotplug {
    private let watcher: DeviceWatcher

    /// Nil when the directory cannot be watched (said once on stderr).
    init?(directory: String = "/dev/input") {
        do { watcher = try DeviceWatcher(directory: directory) }
        catch {
            printError("note: not watching for new touch devices: \(error)")
            return nil
        }
    }

    /// A touch device that appeared since the last call, opened; nil when none.
    func newTouchDevice(grab: Bool) -> EvdevDevice? {
        for change in watcher.changes() {
            guard case .appeared(let path) = change, let device = try? EvdevDevice(path: path, grab: grab) else { continue }
            let kind = device.deviceDescription.classification.kind
            if kind == .touchscreen || kind == .penTablet || kind == .penDisplay { return device }
        }
        return nil
    }
}

/// No touch source at all (after an unplug without a window): the loop keeps showing and
/// saving the document and waits for a device to appear.
final class IdleSource: LiveSource {
    let deviceDescription: DeviceDescription

    init(_ description: DeviceDescription) { deviceDescription = description }

    func nextEvent(timeoutMilliseconds: Int32) throws -> InputEvent? {
        var ts = timespec(tv_sec: 0, tv_nsec: Int(max(0, timeoutMilliseconds)) * 1_000_000)
        var left = timespec()
        while nanosleep(&ts, &left) != 0 && errno == EINTR { ts = left }
        return nil
    }

    func now() -> Timestamp { MonotonicClock.now() }
    func milliseconds(until time: Timestamp) -> Double { Double(time.microseconds - now().microseconds) / 1000 }
    func settledTime() -> Timestamp { now() }
    var endTime: Timestamp? { nil }
}
