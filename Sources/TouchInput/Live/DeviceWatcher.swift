import Glibc

/// Watches a device directory (`/dev/input`) with inotify for event nodes that appear or go,
/// so `run` can pick up a touchscreen or tablet plugged in after it started, and notice one
/// unplugged. A node counts as appeared when it is created, moved in, or its attributes change
/// (udev sets the group and mode just after the kernel creates it: the first open may fail
/// with EACCES and succeed after the attribute change). Not `Sendable`: one thread.
public final class DeviceWatcher {
    /// One change of an `event*` node.
    public enum Change: Hashable, Sendable {
        case appeared(String)
        case disappeared(String)
    }

    public let directory: String
    private let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 4096)

    /// Starts watching `directory`; throws `.noInputDirectory` when it does not exist.
    public init(directory: String = "/dev/input") throws(EvdevError) {
        self.directory = directory
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw .system(path: directory, operation: "inotify_init1", errno: errno) }
        let mask = UInt32(IN_CREATE | IN_ATTRIB | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
        guard inotify_add_watch(fd, directory, mask) >= 0 else {
            let e = errno
            close(fd)
            if e == ENOENT || e == ENOTDIR { throw .noInputDirectory(path: directory) }
            throw .system(path: directory, operation: "inotify_add_watch", errno: e)
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// The changes since the last call, waiting up to `timeoutMilliseconds` for the first (0:
    /// do not wait). Paths are `directory/eventN`, in the order the kernel reported them.
    public func changes(timeoutMilliseconds: Int32 = 0) -> [Change] {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, timeoutMilliseconds) > 0 else { return [] }
        var out: [Change] = []
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            out += Self.parse(buffer[0..<n], directory: directory)
        }
        return out
    }

    /// Decodes a buffer of `struct inotify_event`s (wd, mask, cookie, len, then `len` bytes of
    /// NUL-padded name) into changes of `event*` nodes.
    static func parse(_ bytes: ArraySlice<UInt8>, directory: String) -> [Change] {
        var out: [Change] = []
        var i = bytes.startIndex
        func u32(_ at: Int) -> UInt32 {
            bytes[at..<at + 4].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        }
        while i + 16 <= bytes.endIndex {
            let mask = u32(i + 4), len = Int(u32(i + 12))
            let nameStart = i + 16, nameEnd = min(bytes.endIndex, nameStart + len)
            let name = String(decoding: bytes[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            i = nameEnd
            guard name.hasPrefix("event") else { continue }
            let path = directory + "/" + name
            if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 { out.append(.disappeared(path)) }
            else if mask & UInt32(IN_CREATE | IN_ATTRIB | IN_MOVED_TO) != 0 { out.append(.appeared(path)) }
        }
        return out
    }
}
