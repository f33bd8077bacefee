import Glibc

/// Why a live evdev device could not be opened, read or grabbed.
///
/// Every case carries the device path and, where the kernel gave one, the `errno`,
/// so a user sees which node failed and what to do about it. Live input never
/// crashes or hangs on these: the caller decides whether to stop or pick another device.
public enum EvdevError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path does not exist (ENOENT).
    case notFound(path: String)
    /// The node exists but this user may not read it (EACCES/EPERM). `group` is the
    /// node's owning group (usually `input`) when it could be read with `stat`.
    case permissionDenied(path: String, errno: Int32, group: String?)
    /// The path is not an evdev node: a regular file, another character device,
    /// a directory (ENOTTY/EINVAL from the evdev ioctls, or libevdev refused it).
    case notEvdev(path: String, errno: Int32)
    /// The device went away: unplugged, or access revoked (ENODEV, POLLHUP/POLLERR).
    case removed(path: String, errno: Int32)
    /// Another client holds an exclusive grab (EBUSY from EVIOCGRAB).
    case busy(path: String)
    /// `/dev/input` (or the scanned directory) does not exist: no input subsystem visible,
    /// as in most containers and CI machines.
    case noInputDirectory(path: String)
    /// A scan found no touchscreen or pen tablet among the readable devices.
    case noTouchDevice(directory: String, unreadable: [String])
    /// Any other system call failure, named by the operation.
    case system(path: String, operation: String, errno: Int32)

    /// The device path (or scanned directory) the error is about.
    public var path: String {
        switch self {
        case .notFound(let p), .permissionDenied(let p, _, _), .notEvdev(let p, _), .removed(let p, _),
             .busy(let p), .noInputDirectory(let p), .system(let p, _, _):
            return p
        case .noTouchDevice(let d, _):
            return d
        }
    }

    /// The kernel's error number, when one caused this.
    public var errno: Int32? {
        switch self {
        case .notFound: return ENOENT
        case .permissionDenied(_, let e, _), .notEvdev(_, let e), .removed(_, let e), .system(_, _, let e): return e
        case .busy: return EBUSY
        case .noInputDirectory: return ENOENT
        case .noTouchDevice: return nil
        }
    }

    /// One readable paragraph: what failed, where, and what the user can do.
    public var description: String {
        switch self {
        case .notFound(let p):
            return "\(p): no such device (ENOENT). `pressboard devices` lists the input devices of this machine."
        case .permissionDenied(let p, let e, let group):
            let who = group.map { "The node belongs to group '\($0)': add yourself with `sudo usermod -aG \($0) $USER` and log in again, or" } ?? "Run as a user who may read it, or"
            return "\(p): permission denied (\(SystemErrno.name(e))). \(who) install a udev rule such as "
                + #"KERNEL=="event*", SUBSYSTEM=="input", TAG+="uaccess""#
                + " in /etc/udev/rules.d/70-pressboard.rules to give the logged-in user access."
        case .notEvdev(let p, let e):
            return "\(p): not an evdev input device (\(SystemErrno.name(e))). Give a node such as /dev/input/event3."
        case .removed(let p, let e):
            return "\(p): the device was removed or access to it was revoked (\(SystemErrno.name(e)))."
        case .busy(let p):
            return "\(p): another program has grabbed this device exclusively (EBUSY); close it or record without --grab."
        case .noInputDirectory(let p):
            return "\(p) does not exist: this machine (or container) exposes no input devices."
        case .noTouchDevice(let d, let unreadable):
            var s = "no touchscreen or pen tablet found in \(d)."
            if !unreadable.isEmpty {
                s += " Could not read: " + unreadable.joined(separator: ", ") + " — check permissions (`pressboard devices` says why)."
            }
            return s
        case .system(let p, let op, let e):
            return "\(p): \(op) failed (\(SystemErrno.name(e)))."
        }
    }
}
