#if canImport(Glibc)
import Glibc
#endif
import SafeFiles

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
    /// For `replacing` writers: the temporary file that becomes `path` on `close()`.
    private let pending: PendingFile?

    /// Creates (truncates) `path`, or writes to standard output when `path` is `-`.
    ///
    /// `replacing`: write a whole trace that appears at `path` only on `close()` (through
    /// `PendingFile`, keeping a symlink's target, mode and owner); an error or a writer dropped
    /// before `close()` leaves the old file untouched and no partial or empty file. Recordings
    /// leave it off so an interrupted recording is readable up to its last event.
    public init(path: String, description: DeviceDescription, comments: [String] = [], replacing: Bool = false,
                format: TraceFormat = .evemu) throws(TraceError) {
        self.path = path
        if path == "-" {
            fd = STDOUT_FILENO
            ownsDescriptor = false
            pending = nil
        } else if replacing {
            let p: PendingFile
            do { p = try PendingFile(path: path) } catch {
                throw TraceError(file: path, line: 0, column: 0, message: "cannot create: \(error.refusal ?? String(cString: strerror(error.errno)))")
            }
            pending = p
            fd = p.descriptor
            ownsDescriptor = false
        } else {
            pending = nil
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
        if let pending {
            do { try pending.commit() } catch { throw TraceError(file: path, line: 0, column: 0, message: error.description) }
            return
        }
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
