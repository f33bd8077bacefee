import Pressboard
import Rendering
import TouchInput

/// The window's pointer as the live loop's touch source (`run` without a touch device, or
/// `run --pointer`): mouse button and motion, and SDL's own touch events, become a touchscreen's
/// events (`PointerTouchscreen`) stamped with the monotonic clock. Waiting for them is waiting
/// on the window; the window's other events (close, keys, resizes) are kept for the loop.
///
/// The device starts without a pressure axis (intensity from duration). When a finger with a
/// real SDL pressure touches while nothing is down, the source asks to be replaced by one whose
/// device has the axis (``pendingSwitch``, ``switched()``), so the session is rebuilt on a
/// pressure device and that touch and the next ones get their intensity from pressure; a mouse
/// click on the pressure device switches back. The touch that asked waits (held) and is the
/// first the new device sends. While recording there is one device, so no switch.
final class PointerSource: LiveSource {
    private let screen: LiveScreen
    private var touchscreen: PointerTouchscreen
    private let switchesDevice: Bool
    private var queue: [InputEvent] = []
    /// Pointer events from the contact that needs the other device on, for the next source.
    private var held: [WindowEvent] = []
    /// Window events that are not pointer contacts, for the loop to act on.
    private(set) var otherEvents: [WindowEvent] = []

    init(screen: LiveScreen, reportsPressure: Bool = false, switchesDevice: Bool = true) {
        self.screen = screen
        self.switchesDevice = switchesDevice
        touchscreen = PointerTouchscreen(width: screen.size.width, height: screen.size.height, reportsPressure: reportsPressure)
    }

    var deviceDescription: DeviceDescription { touchscreen.deviceDescription }

    /// Whether this source has sent all it can and a contact waits for the other device.
    var pendingSwitch: Bool { !held.isEmpty && queue.isEmpty }

    /// The source to go on with: the same window with the other device, starting with the held
    /// contact.
    func switched() -> PointerSource {
        let next = PointerSource(screen: screen, reportsPressure: !touchscreen.reportsPressure, switchesDevice: switchesDevice)
        next.accept(held)
        held.removeAll()
        return next
    }

    /// Takes the window events the loop must handle.
    func takeOtherEvents() -> [WindowEvent] {
        defer { otherEvents.removeAll() }
        return otherEvents
    }

    func nextEvent(timeoutMilliseconds: Int32) throws -> InputEvent? {
        if queue.isEmpty && held.isEmpty { accept(screen.windowEvents(waitingMilliseconds: Int(timeoutMilliseconds))) }
        return queue.isEmpty ? nil : queue.removeFirst()
    }

    /// Sorts window events: pointer contacts become touchscreen events, the rest wait for the
    /// loop; once a contact needs the other device, every later pointer event is held for it.
    func accept(_ events: [WindowEvent]) {
        let size = screen.size
        for e in events {
            guard case .pointer(let phase, let id, let x, let y, let pressure) = e else {
                otherEvents.append(e)
                continue
            }
            if !held.isEmpty || (phase == .down && switchesDevice && touchscreen.wantsOtherDevice(forNewContactWith: pressure)) {
                held.append(e)
                continue
            }
            queue += touchscreen.events(phase, id: id, x: x, y: y, width: size.width, height: size.height,
                                        time: MonotonicClock.now(), pressure: pressure)
        }
    }

    func now() -> Timestamp { MonotonicClock.now() }
    func milliseconds(until time: Timestamp) -> Double { Double(time.microseconds - now().microseconds) / 1000 }
    func settledTime() -> Timestamp { queue.first.map { min(now(), Timestamp(microseconds: $0.time.microseconds - 1)) } ?? now() }
    var endTime: Timestamp? { nil }
}
