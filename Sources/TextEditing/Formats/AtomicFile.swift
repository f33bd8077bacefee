import Glibc

/// Why reading or writing a file failed, with the path and the system's reason.
public struct FileError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var errno: Int32
    public var description: String { "\(path): \(operation) failed: \(String(cString: strerror(errno)))" }
}

/// Whole-file reads and crash-safe writes.
///
/// A write goes to a temporary file beside the target, is flushed to disk (`fsync`), then renamed
/// over the target and the directory is flushed: after a crash the path holds either the old
/// document or the new one, never half of one.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let dir = directory(of: path)
        var template = Array((dir + "/." + basename(of: path) + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: path, operation: "create temporary file", errno: Glibc.errno) }
        let tmp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if Glibc.errno == EINTR { continue }
                let e = Glibc.errno
                close(fd); unlink(tmp)
                throw FileError(path: path, operation: "write", errno: e)
            }
            written += n
        }
        fchmod(fd, 0o644)
        if fsync(fd) != 0 {
            let e = Glibc.errno
            close(fd); unlink(tmp)
            throw FileError(path: path, operation: "fsync", errno: e)
        }
        close(fd)
        if rename(tmp, path) != 0 {
            let e = Glibc.errno
            unlink(tmp)
            throw FileError(path: path, operation: "rename", errno: e)
        }
        let dfd = open(dir, O_RDONLY | O_DIRECTORY)
        if dfd >= 0 { fsync(dfd); close(dfd) }
    }

    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw FileError(path: path, operation: "open", errno: Glibc.errno) }
        defer { close(fd) }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buf.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if Glibc.errno == EINTR { continue }
                throw FileError(path: path, operation: "read", errno: Glibc.errno)
            }
            if n == 0 { break }
            out.append(contentsOf: buf[0..<n])
        }
        return out
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func basename(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
