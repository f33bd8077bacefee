import Glibc

/// Names and lookups around `errno` used by the live-device errors.
public enum SystemErrno {
    /// `EACCES (Permission denied)` style: the symbolic name a user can search for, and the text.
    public static func name(_ e: Int32) -> String {
        let symbol: String
        switch e {
        case ENOENT: symbol = "ENOENT"
        case EACCES: symbol = "EACCES"
        case EPERM: symbol = "EPERM"
        case ENOTTY: symbol = "ENOTTY"
        case EINVAL: symbol = "EINVAL"
        case ENODEV: symbol = "ENODEV"
        case ENXIO: symbol = "ENXIO"
        case EBUSY: symbol = "EBUSY"
        case EIO: symbol = "EIO"
        case EISDIR: symbol = "EISDIR"
        case ENOTDIR: symbol = "ENOTDIR"
        default: symbol = "errno \(e)"
        }
        // glibc's strerror returns constant strings for known errors.
        let text = strerror(e).map { String(cString: $0) } ?? "unknown error"
        return "\(symbol): \(text)"
    }

    /// The name of the group owning `path`, or nil when it cannot be read.
    public static func owningGroup(of path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        var grp = group()
        var result: UnsafeMutablePointer<group>? = nil
        var buffer = [CChar](repeating: 0, count: 4096)
        let name: String? = buffer.withUnsafeMutableBufferPointer { b in
            guard getgrgid_r(st.st_gid, &grp, b.baseAddress!, b.count, &result) == 0, result != nil,
                  let n = grp.gr_name else { return nil }
            return String(cString: n)
        }
        return name ?? "gid \(st.st_gid)"
    }
}
