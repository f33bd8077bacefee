import CEvdev
import Glibc
import TouchInput

/// A virtual keyboard made with libevdev's uinput API: the kernel announces it as a new input
/// device, and the compositor or X server types what it sends into the focused application.
///
/// Each stroke is modifiers down, key down, key up, modifiers up, every step its own frame
/// (`SYN_REPORT`), as a real keyboard reports them. Not `Sendable`: one thread at a time.
public final class UInputKeyboard {
    public static let defaultPath = "/dev/uinput"
    private let fd: Int32
    private let template: OpaquePointer
    private let device: OpaquePointer
    public let path: String

    /// Creates the device with every key in `keys` (evdev codes), named `name`.
    public init(keys: Set<UInt16>, name: String = "Pressboard virtual keyboard", path: String = UInputKeyboard.defaultPath) throws(UInputError) {
        self.path = path
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            switch e {
            case ENOENT: throw .notFound(path: path)
            case EACCES, EPERM: throw .permissionDenied(path: path, errno: e, group: Self.owningGroup(path))
            default: throw .system(path: path, operation: "open", errno: e)
            }
        }
        guard let template = libevdev_new() else {
            close(fd)
            throw .system(path: path, operation: "libevdev_new", errno: ENOMEM)
        }
        libevdev_set_name(template, name)
        libevdev_set_id_bustype(template, Int32(BUS_VIRTUAL))
        libevdev_set_id_vendor(template, 0x1209)
        libevdev_set_id_product(template, 0x7062)
        libevdev_enable_event_type(template, UInt32(EV_KEY))
        for k in keys where k > 0 && k < KEY_MAX { libevdev_enable_event_code(template, UInt32(EV_KEY), UInt32(k), nil) }
        var created: OpaquePointer? = nil
        let rc = libevdev_uinput_create_from_device(template, fd, &created)
        guard rc == 0, let created else {
            libevdev_free(template)
            close(fd)
            let e = -rc
            if e == EACCES || e == EPERM { throw .permissionDenied(path: path, errno: e, group: Self.owningGroup(path)) }
            throw .system(path: path, operation: "UI_DEV_CREATE", errno: e)
        }
        self.fd = fd
        self.template = template
        device = created
    }

    deinit {
        libevdev_uinput_destroy(device)
        libevdev_free(template)
        close(fd)
    }

    /// The event node the kernel made for the keyboard (`/dev/input/eventN`), when known.
    public var deviceNode: String? {
        libevdev_uinput_get_devnode(device).map { String(cString: $0) }
    }

    /// Sends the strokes in order.
    public func type(_ strokes: [KeyStroke]) throws(UInputError) {
        for e in Self.keyEvents(strokes) { try key(e.code, e.value) }
    }

    /// The `EV_KEY` events (code, 1 press / 0 release) `type` writes for `strokes`, each
    /// followed by its own SYN_REPORT: modifiers down, key down, key up, modifiers up.
    public static func keyEvents(_ strokes: [KeyStroke]) -> [(code: UInt16, value: Int32)] {
        var out: [(code: UInt16, value: Int32)] = []
        for s in strokes {
            out += s.modifiers.map { ($0, 1) }
            out += [(s.key, 1), (s.key, 0)]
            out += s.modifiers.reversed().map { ($0, 0) }
        }
        return out
    }

    private func key(_ code: UInt16, _ value: Int32) throws(UInputError) {
        var rc = libevdev_uinput_write_event(device, UInt32(EV_KEY), UInt32(code), value)
        if rc == 0 { rc = libevdev_uinput_write_event(device, UInt32(EV_SYN), UInt32(SYN_REPORT), 0) }
        if rc != 0 { throw .system(path: path, operation: "write", errno: -rc) }
    }

    private static func owningGroup(_ path: String) -> String? { SystemErrno.owningGroup(of: path) }
}
