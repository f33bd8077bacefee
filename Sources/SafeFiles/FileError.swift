import Glibc

/// Why reading or writing a file failed, with the path and the system's reason (or ours, when
/// the file was refused before the system was asked).
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var operation: String
    /// The system's error number; 0 when `refusal` says why instead.
    public var errno: Int32
    /// Why the operation was refused without trying it (a FIFO as a save target, a file above
    /// the size limit); nil for system errors.
    public var refusal: String?

    public init(path: String, operation: String, errno: Int32, refusal: String? = nil) {
        self.path = path
        self.operation = operation
        self.errno = errno
        self.refusal = refusal
    }

    /// The file does not exist (a first run, not damage).
    public var isMissingFile: Bool { errno == ENOENT }

    public var description: String {
        if let refusal { return MessageText.escaped("\(path): cannot \(operation): \(refusal)") }
        return MessageText.escaped("\(path): \(operation) failed: \(String(cString: strerror(errno)))")
    }
}
