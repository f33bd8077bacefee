import Glibc
import TouchInput

/// Why the virtual keyboard could not be made or written, with the path, the errno and what
/// to do — the same kind of advice `EvdevError` gives for `/dev/input`.
public enum UInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `/dev/uinput` does not exist (ENOENT): the uinput module is not loaded.
    case notFound(path: String)
    /// This user may not open it (EACCES/EPERM); `group` owns the node when known.
    case permissionDenied(path: String, errno: Int32, group: String?)
    /// A uinput call failed, named by the operation.
    case system(path: String, operation: String, errno: Int32)

    public var description: String {
        switch self {
        case .notFound(let p):
            return "\(p) does not exist: load the uinput module (`sudo modprobe uinput`, or add `uinput` to /etc/modules-load.d/uinput.conf)."
        case .permissionDenied(let p, let e, let group):
            let who = group.map { g in
                g == "root"
                    ? "The node belongs to root only: install a udev rule that gives it to a group, e.g. "
                    : "The node belongs to group '\(g)': add yourself with `sudo usermod -aG \(g) $USER` and log in again, or install a udev rule such as "
            } ?? "Install a udev rule such as "
            return "\(p): permission denied (\(SystemErrno.name(e))), so Pressboard cannot create its virtual keyboard. \(who)"
                + #"KERNEL=="uinput", SUBSYSTEM=="misc", GROUP="input", MODE="0660", OPTIONS+="static_node=uinput""#
                + " in /etc/udev/rules.d/70-pressboard-uinput.rules (then `sudo udevadm trigger`), or use --emit stdout."
        case .system(let p, let op, let e):
            return "\(p): \(op) failed (\(SystemErrno.name(e)))."
        }
    }
}
