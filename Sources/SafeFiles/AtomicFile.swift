import Glibc

/// Whole-file reads with a size bound and crash-safe saves that keep the file's identity.
///
/// A save resolves symlinks (`SaveTarget`), writes a temporary file beside the real target,
/// gives it the target's mode and owner, flushes it (`fsync`), renames it over the target and
/// flushes the directory: after a crash the path holds the old contents or the new, never half,
/// and a failed write (a full disk, an error from the producer) leaves the old file untouched
/// and no temporary file behind. Only regular files are replaced.
public enum AtomicFile {
    /// Mode of a file that did not exist before the save.
    public static let newFileMode: mode_t = 0o644

    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        do { try write(to: path) { (w: inout Writer) throws(FileError) in try w.write(bytes) } }
        catch { switch error { case .file(let e), .producer(let e): throw e } }
    }

    /// Streams a file's contents through `body`; nothing is visible at `path` until `body`
    /// returns and the data is on disk. An error from `body` discards the temporary file.
    public static func write<E: Error>(to path: String, _ body: (inout Writer) throws(E) -> Void) throws(AtomicWriteError<E>) {
        let pending: PendingFile
        do { pending = try PendingFile(path: path) } catch { throw .file(error) }
        var writer = Writer(fd: pending.descriptor, path: path)
        do { try body(&writer) } catch { pending.discard(); throw .producer(error) }
        do throws(FileError) {
            try writer.flush()
            try pending.commit()
        } catch {
            pending.discard()
            throw .file(error)
        }
    }

    /// Reads a whole regular file, refusing one above `limit` bytes (and reading at most
    /// `limit + 1` bytes from anything else, so `/dev/zero` ends in an error, not exhausted memory).
    public static func read(_ path: String, limit: Int = Int.max) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, operation: "open", errno: Glibc.errno) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFDIR {
            throw FileError(path: path, operation: "read", errno: EISDIR)
        }
        if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) > limit {
            throw tooLarge(path, limit)
        }
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
            if out.count > limit { throw tooLarge(path, limit) }
        }
        return out
    }

    private static func tooLarge(_ path: String, _ limit: Int) -> FileError {
        FileError(path: path, operation: "read", errno: EFBIG, refusal: "larger than the limit of \(ByteCountText.describe(limit))")
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

/// A streamed save failed: in the file system, or in the code producing the contents.
public enum AtomicWriteError<Producer: Error>: Error, CustomStringConvertible {
    case file(FileError)
    case producer(Producer)

    public var description: String {
        switch self {
        case .file(let e): return e.description
        case .producer(let e): return "\(e)"
        }
    }
}

/// Sizes in messages: `16 MB`, `512 KB`, `100 bytes`.
public enum ByteCountText {
    public static func describe(_ n: Int) -> String {
        if n >= 1 << 20 && n % (1 << 20) == 0 { return "\(n >> 20) MB" }
        if n >= 1 << 10 && n % (1 << 10) == 0 { return "\(n >> 10) KB" }
        return "\(n) bytes"
    }
}
