import Glibc

/// Where a save really goes and what it must keep: the file a path names after following
/// symlinks, and that file's mode and owner when it exists.
///
/// Saving into the resolved path keeps a symlink a symlink (its target gets the new contents);
/// only regular files are ever replaced, so a device node, FIFO, socket or directory given as
/// an output is refused instead of being swapped for a regular file.
struct SaveTarget {
    /// The path after following every symlink (the link's own path when it dangles into a missing file).
    var path: String
    /// Mode bits and owner of the existing file; nil when the file does not exist yet.
    var existing: (mode: mode_t, uid: uid_t, gid: gid_t)?

    /// Most symlinks followed before giving up (the kernel's own limit for path lookup).
    static let maximumLinks = 40

    init(_ requested: String) throws(FileError) {
        var p = requested
        var st = stat()
        for _ in 0...Self.maximumLinks {
            guard lstat(p, &st) == 0 else {
                guard Glibc.errno == ENOENT else { throw FileError(path: requested, operation: "stat", errno: Glibc.errno) }
                path = p
                existing = nil
                return
            }
            guard st.st_mode & S_IFMT == S_IFLNK else {
                try Self.requireRegular(st.st_mode, requested: requested, resolved: p)
                path = p
                existing = (st.st_mode & 0o7777, st.st_uid, st.st_gid)
                return
            }
            p = try Self.readLink(p, requested: requested)
        }
        throw FileError(path: requested, operation: "follow symlinks", errno: ELOOP)
    }

    private static func requireRegular(_ mode: mode_t, requested: String, resolved: String) throws(FileError) {
        let kind: String
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "a directory"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR, S_IFBLK: kind = "a device node"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        let via = resolved == requested ? "" : " (through symlinks: \(resolved))"
        throw FileError(path: requested, operation: "save", errno: 0,
                        refusal: "it is \(kind)\(via); only regular files are replaced")
    }

    /// The link's target, relative targets resolved against the link's directory.
    private static func readLink(_ p: String, requested: String) throws(FileError) -> String {
        var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(p, &buf, buf.count - 1)
        guard n >= 0 else { throw FileError(path: requested, operation: "readlink", errno: Glibc.errno) }
        let target = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return AtomicFile.directory(of: p) + "/" + target
    }
}
