import CEvdev
import Glibc

/// A live kernel input device opened through libevdev.
///
/// Owns the file descriptor and the `struct libevdev` handle and releases both on deinit
/// (which also releases a grab). Reads are non-blocking with `poll` and a timeout, so a
/// caller can always check a stop condition; SYN_DROPPED is handled with libevdev's sync
/// mode (see `nextEvent(timeoutMilliseconds:)`).
///
/// Thread rule: an `EvdevDevice` is not `Sendable`. Create it, read it and drop it on one
/// thread (or one task that does not migrate its use across threads concurrently); libevdev
/// keeps per-handle state that must not be touched from two threads at once.
public final class EvdevDevice {
    /// How the device's timestamps are taken.
    public enum Clock: Sendable {
        /// CLOCK_MONOTONIC: durations are meaningful, unaffected by wall-clock changes (the default).
        case monotonic
        /// CLOCK_REALTIME, the kernel's default: timestamps are epoch times.
        case realtime
    }

    /// The node this device was opened from.
    public let path: String
    /// Everything libevdev reported at open time: ids, properties, codes, axes with their
    /// current values, non-zero LED and switch states.
    public let deviceDescription: DeviceDescription
    /// The slot the kernel considered current at open time (`libevdev_get_current_slot`),
    /// or nil for a device without slots. The decoder starts from this slot.
    public let initialSlot: Int?
    /// Messages libevdev logged about this device.
    public let log: EvdevLog
    /// Whether this client holds an exclusive grab.
    public private(set) var isGrabbed = false
    /// How many SYN_DROPPED events this device has delivered (buffer overflows).
    public private(set) var droppedCount = 0

    private let fd: Int32
    private let dev: OpaquePointer
    private var syncing = false
    /// Whether the last event handed out during a resync was its SYN_REPORT, and the time of the
    /// SYN_DROPPED that started it (for closing a resync libevdev might end without one).
    private var syncEndedWithReport = true
    private var syncTime = Timestamp(microseconds: 0)

    /// Opens `path` read-only and non-blocking, reads its description, optionally grabs it.
    ///
    /// - Parameters:
    ///   - grab: take an exclusive grab (the compositor then gets no events from it until
    ///     this device is closed). Fails with `.busy` when someone else holds one.
    ///   - clock: the clock for event timestamps; monotonic unless a caller needs epoch times.
    public init(path: String, grab: Bool = false, clock: Clock = .monotonic) throws(EvdevError) {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Self.openError(path: path, errno: Glibc.errno) }
        guard let dev = libevdev_new() else {
            Glibc.close(fd)
            throw .system(path: path, operation: "libevdev_new", errno: ENOMEM)
        }
        let log = EvdevLog()
        log.install(on: dev)
        let rc = libevdev_set_fd(dev, fd)
        if rc < 0 {
            libevdev_free(dev)
            Glibc.close(fd)
            switch -rc {
            case ENODEV, ENXIO: throw .removed(path: path, errno: -rc)
            case EACCES, EPERM: throw .permissionDenied(path: path, errno: -rc, group: SystemErrno.owningGroup(of: path))
            default: throw .notEvdev(path: path, errno: -rc)
            }
        }
        // libevdev_set_fd resets the handle and keeps the handler but not its user data
        // (libevdev 1.13), so install it again now that the fd is set.
        log.install(on: dev)
        self.path = path
        self.fd = fd
        self.dev = dev
        self.log = log
        self.initialSlot = libevdev_get_num_slots(dev) > 0 ? Int(libevdev_get_current_slot(dev)) : nil
        self.deviceDescription = Self.readDescription(dev, path: path)
        // From here on deinit cleans up.
        if clock == .monotonic {
            let r = libevdev_set_clock_id(dev, CLOCK_MONOTONIC)
            if r < 0 { throw Self.ioError(path: path, operation: "EVIOCSCLOCKID", errno: -r) }
        }
        if grab { try self.grab() }
    }

    deinit {
        if isGrabbed { _ = libevdev_grab(dev, LIBEVDEV_UNGRAB) }
        libevdev_free(dev)
        Glibc.close(fd)
    }

    /// The raw file descriptor, for callers that poll several sources. Do not read from it.
    public var fileDescriptor: Int32 { fd }

    /// Takes an exclusive grab: no other client (compositor, X server) receives events
    /// from this device until `ungrab()` or close.
    public func grab() throws(EvdevError) {
        let r = libevdev_grab(dev, LIBEVDEV_GRAB)
        if r < 0 { throw -r == EBUSY ? .busy(path: path) : Self.ioError(path: path, operation: "EVIOCGRAB", errno: -r) }
        isGrabbed = true
    }

    /// Releases an exclusive grab.
    public func ungrab() throws(EvdevError) {
        guard isGrabbed else { return }
        let r = libevdev_grab(dev, LIBEVDEV_UNGRAB)
        if r < 0 { throw Self.ioError(path: path, operation: "EVIOCGRAB 0", errno: -r) }
        isGrabbed = false
    }

    /// The current value of `code` (an `ABS_MT_*` axis) in `slot`, as libevdev tracks it;
    /// nil when the device has no such slot or code. Lets a decoder start from contacts
    /// already down when the device was opened.
    public func slotValue(slot: Int, code: UInt16) -> Int32? {
        guard slot >= 0, slot < Int(libevdev_get_num_slots(dev)),
              libevdev_has_event_code(dev, UInt32(EventType.abs), UInt32(code)) == 1 else { return nil }
        var v: Int32 = 0
        return libevdev_fetch_slot_value(dev, UInt32(slot), UInt32(code), &v) != 0 ? v : nil
    }

    /// The current state of a key, switch, LED or non-MT absolute axis, nil when unsupported.
    public func currentValue(type: UInt16, code: UInt16) -> Int32? {
        var v: Int32 = 0
        return libevdev_fetch_event_value(dev, UInt32(type), UInt32(code), &v) != 0 ? v : nil
    }

    /// The device's current state as one frame of events ending with SYN_REPORT, stamped `time`:
    /// pressed keys, non-multitouch axes, then `ABS_MT_SLOT n` and every `ABS_MT_*` value of each
    /// slot holding a contact, then the current slot again. Feeding this to a fresh
    /// `MultitouchDecoder(.live)` before the first read makes contacts that were already down
    /// when the device was opened begin at once instead of appearing from nowhere.
    public func stateEvents(at time: Timestamp) -> [InputEvent] {
        var out: [InputEvent] = []
        let d = deviceDescription
        for code in d.codes[EventType.key] ?? CodeSet() {
            if let v = currentValue(type: EventType.key, code: code), v != 0 {
                out.append(InputEvent(time: time, type: EventType.key, code: code, value: v))
            }
        }
        for (code, _) in d.absAxes.sorted(by: { $0.key < $1.key }) where code < AbsCode.mtSlot {
            if let v = currentValue(type: EventType.abs, code: code) {
                out.append(InputEvent(time: time, type: EventType.abs, code: code, value: v))
            }
        }
        let slots = Int(libevdev_get_num_slots(dev))
        if slots > 0 {
            let mtCodes = d.absAxes.keys.sorted().filter { $0 > AbsCode.mtSlot }
            for slot in 0..<slots {
                guard let id = slotValue(slot: slot, code: AbsCode.mtTrackingID), id >= 0 else { continue }
                out.append(InputEvent(time: time, type: EventType.abs, code: AbsCode.mtSlot, value: Int32(slot)))
                for code in mtCodes {
                    if let v = slotValue(slot: slot, code: code) {
                        out.append(InputEvent(time: time, type: EventType.abs, code: code, value: v))
                    }
                }
            }
            out.append(InputEvent(time: time, type: EventType.abs, code: AbsCode.mtSlot, value: libevdev_get_current_slot(dev)))
        }
        out.append(InputEvent(time: time, type: EventType.syn, code: SynCode.report, value: 0))
        return out
    }

    /// The next event, waiting at most `timeoutMilliseconds` (0: don't wait; negative: wait
    /// indefinitely — avoid that where a stop condition matters). Returns nil when nothing arrived.
    ///
    /// After a buffer overflow the stream is: the `SYN_DROPPED` event, then libevdev's
    /// synthesised deltas (changed keys and axes, then per slot `ABS_MT_SLOT n` and its
    /// changed `ABS_MT_*` values, tracking ids as -1 / new id), ending with `SYN_REPORT`
    /// (one is added at the SYN_DROPPED's time should libevdev's delta lack it).
    /// A decoder discards its partial frame at SYN_DROPPED and applies the deltas as the
    /// resynchronised state.
    ///
    /// Throws `.removed` when the device disappears (ENODEV, POLLHUP/POLLERR).
    public func nextEvent(timeoutMilliseconds: Int32) throws(EvdevError) -> InputEvent? {
        var waited = false
        while true {
            var ev = input_event()
            if syncing {
                let rc = libevdev_next_event(dev, LIBEVDEV_READ_FLAG_SYNC.rawValue, &ev)
                if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                    let e = Self.event(ev)
                    syncEndedWithReport = e.isReport
                    return e
                }
                syncing = false
                guard rc == -EAGAIN else { throw readError(-rc) }
                if !syncEndedWithReport {
                    // The decoder applies the resync at SYN_REPORT: never leave it open.
                    syncEndedWithReport = true
                    return InputEvent(time: syncTime, type: EventType.syn, code: SynCode.report, value: 0)
                }
                continue
            }
            let rc = libevdev_next_event(dev, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &ev)
            if rc == Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue) { return Self.event(ev) }
            if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                syncing = true
                droppedCount += 1
                let e = Self.event(ev)
                syncEndedWithReport = false
                syncTime = e.time
                return e
            }
            guard rc == -EAGAIN else { throw readError(-rc) }
            if waited || timeoutMilliseconds == 0 { return nil }
            guard try waitReadable(timeoutMilliseconds: timeoutMilliseconds) else { return nil }
            waited = true
        }
    }

    /// Polls the fd; true when readable, false on timeout.
    private func waitReadable(timeoutMilliseconds: Int32) throws(EvdevError) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let r = poll(&p, 1, timeoutMilliseconds)
            if r < 0 {
                let e = Glibc.errno
                if e == EINTR { return false }
                throw Self.ioError(path: path, operation: "poll", errno: e)
            }
            if r == 0 { return false }
            if p.revents & Int16(POLLIN) != 0 { return true }
            if p.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { throw .removed(path: path, errno: ENODEV) }
            return false
        }
    }

    private func readError(_ e: Int32) -> EvdevError { Self.ioError(path: path, operation: "read", errno: e) }

    static func ioError(path: String, operation: String, errno e: Int32) -> EvdevError {
        switch e {
        case ENODEV, ENXIO, EIO: return .removed(path: path, errno: e)
        case EBUSY: return .busy(path: path)
        default: return .system(path: path, operation: operation, errno: e)
        }
    }

    static func openError(path: String, errno e: Int32) -> EvdevError {
        switch e {
        case ENOENT, ENOTDIR: return .notFound(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path, errno: e, group: SystemErrno.owningGroup(of: path))
        case ENODEV, ENXIO: return .removed(path: path, errno: e)
        case EISDIR: return .notEvdev(path: path, errno: e)
        default: return .system(path: path, operation: "open", errno: e)
        }
    }

    @inline(__always) static func event(_ ev: input_event) -> InputEvent {
        InputEvent(time: Timestamp(seconds: Int64(ev.time.tv_sec), microseconds: Int64(ev.time.tv_usec)),
                   type: ev.type, code: ev.code, value: ev.value)
    }
}
