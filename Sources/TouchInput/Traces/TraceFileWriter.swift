#if canImport(Glibc)
import Glibc
#endif

/// The text formats a trace is written in.
public enum TraceFormat: String, Sendable, CaseIterable {
    /// evemu-record's text (`E:` lines), Pressboard's default.
    case evemu
    /// libinput-record YAML, for `libinput replay` and `libinput analyze`.
    case yaml
}

/// Writes an evemu (or libinput-record YAML) trace to a file or standard output through a buffer, flushing complete
/// lines; `close()` flushes and (for files) fsyncs so an interrupted recording is still a
/// complete, readable file up to its last event.
public final class TraceFileWriter {
    public let path: String
    private var fd: Int32
    private var writer: EvemuWriter
    private var yaml: LibinputRecordWriter?
    private var buffer: [UInt8] = []
    private let ownsDescriptor: Bool

    /// Creates (truncates) `path`, or writes to standard output when `path` is `-`.
    public init(path: String, description: DeviceDescription, comments: [String] = [], format: TraceFormat = .evemu) throws(TraceError) {
        self.path = path
        if path == "-" {
            fd = STDOUT_FILENO
            ownsDescriptor = false
        } else {
            fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            ownsDescriptor = true
            if fd < 0 {
                let err = errno
                throw TraceError(file: path, line: 0, column: 0, message: "cannot create: \(String(cString: strerror(err))) (errno \(err))")
            }
        }
        writer = EvemuWriter(description: description)
        buffer.reserveCapacity(1 << 16)
        if format == .yaml { yaml = LibinputRecordWriter(description: description) }
        buffer.append(contentsOf: (yaml?.header(extraComments: comments) ?? writer.header(extraComments: comments)).utf8)
        try flush()
    }

    /// Appends one event line.
    public func write(_ event: InputEvent) throws(TraceError) {
        if yaml != nil {
            buffer.append(contentsOf: yaml!.lines(for: event).utf8)
        } else {
            buffer.append(contentsOf: writer.line(for: event).utf8)
            buffer.append(0x0A)
        }
        if buffer.count >= 1 << 15 { try flush() }
    }

    /// Writes everything buffered.
    public func flush() throws(TraceError) {
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, buffer.count - offset) }
            if n < 0 {
                let err = errno
                if err == EINTR { continue }
                throw TraceError(file: path, line: 0, column: 0, message: "write failed: \(String(cString: strerror(err))) (errno \(err))")
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs and closes the file.
    public func close() throws(TraceError) {
        try flush()
        if ownsDescriptor && fd >= 0 {
            fsync(fd)
            Glibc.close(fd)
            fd = -1
        }
    }

    deinit {
        if ownsDescriptor && fd >= 0 { try? flush(); Glibc.close(fd) }
    }
}
