import Pressboard
import Rendering
import TouchInput

/// The window's pointer as the live loop's touch source (`run` without a touch device, or
/// `run --pointer`): mouse button and motion, and SDL's own touch events, become a touchscreen's
/// events (`PointerTouchscreen`) stamped with the monotonic clock. Waiting for them is waiting
/// on the window; the window's other events (close, keys, resizes) are kept for the loop.
final class PointerSource: LiveSource {
    private let screen: LiveScreen
    private var touchscreen: PointerTouchscreen
    private var queue: [InputEvent] = []
    /// Window events that are not pointer contacts, for the loop to act on.
    private(set) var otherEvents: [WindowEvent] = []

    init(screen: LiveScreen) {
        self.screen = screen
        touchscreen = PointerTouchscreen(width: screen.size.width, height: screen.size.height)
    }

    var deviceDescription: DeviceDescription { touchscreen.deviceDescription }

    /// Takes the window events the loop must handle.
    func takeOtherEvents() -> [WindowEvent] {
        defer { otherEvents.removeAll() }
        return otherEvents
    }

    func nextEvent(timeoutMilliseconds: Int32) throws -> InputEvent? {
        if queue.isEmpty { accept(screen.windowEvents(waitingMilliseconds: Int(timeoutMilliseconds))) }
        return queue.isEmpty ? nil : queue.removeFirst()
    }

    /// Sorts window events: pointer contacts become touchscreen events, the rest wait for the loop.
    func accept(_ events: [WindowEvent]) {
        let size = screen.size
        for e in events {
            if case .pointer(let phase, let id, let x, let y, _) = e {
                queue += touchscreen.events(phase, id: id, x: x, y: y, width: size.width, height: size.height, time: MonotonicClock.now())
            } else {
                otherEvents.append(e)
            }
        }
    }

    func now() -> Timestamp { MonotonicClock.now() }
    func milliseconds(until time: Timestamp) -> Double { Double(time.microseconds - now().microseconds) / 1000 }
    func settledTime() -> Timestamp { queue.first.map { min(now(), Timestamp(microseconds: $0.time.microseconds - 1)) } ?? now() }
    var endTime: Timestamp? { nil }
}
