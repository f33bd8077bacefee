import Glibc

/// Buffered output into a save's temporary file (see `AtomicFile.write(to:_:)`).
public struct Writer {
    let fd: Int32
    /// The path being saved, for errors.
    let path: String
    private var buffer: [UInt8] = []
    /// Bytes buffered before a `write(2)`.
    static let chunk = 1 << 16

    init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
        buffer.reserveCapacity(Self.chunk)
    }

    public mutating func write(_ bytes: some Collection<UInt8>) throws(FileError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.chunk { try flush() }
    }

    public mutating func write(_ text: String) throws(FileError) { try write(text.utf8) }

    mutating func flush() throws(FileError) {
        try Self.writeAll(buffer, to: fd, path: path, operation: "write")
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte to `fd`, retrying short writes and `EINTR`; `path` and `operation` name
    /// the failure.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String, operation: String) throws(FileError) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if Glibc.errno == EINTR { continue }
                throw FileError(path: path, operation: operation, errno: Glibc.errno)
            }
            written += n
        }
    }
}
