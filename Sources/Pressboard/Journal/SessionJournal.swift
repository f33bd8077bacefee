import Glibc
import SafeFiles
import TextEditing
import TouchInput

/// An append-only journal of the committed edits of a `run`, so a kill (SIGKILL, power loss)
/// loses at most the last 250 ms of typing instead of everything since the last autosave.
///
/// The file starts with the document as it was when the journal began (`B` line), then one `E`
/// line per change: the UTF-16 range replaced, the new text and its intensities. Every line ends
/// with a checksum, so a line torn by a kill is recognised and recovery stops before it. The
/// journal is flushed to disk (`fsync`) when a change ends a word (its last character is a
/// space, newline or punctuation) and otherwise once the oldest unflushed change is
/// `syncInterval` seconds old in event time. `SessionJournal.recover` rebuilds the document on
/// the next start; after a clean save the journal is removed.
public final class SessionJournal {
    /// Longest time, in seconds of event time, a recorded change stays unflushed.
    public static let syncInterval = 0.25

    public let path: String
    private var fd: Int32
    /// The document as last recorded; changes are computed against it.
    private var recorded: IntensityDocument
    /// Event time of the oldest change written but not yet flushed.
    private var unsyncedSince: Timestamp?
    /// Number of `fsync` calls made (for tests and reports).
    public private(set) var syncCount = 0

    /// Starts a new journal at `path` (replacing any old one) whose base is `document`.
    public init(path: String, document: IntensityDocument) throws(FileError) {
        self.path = path
        recorded = document
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileError(path: path, operation: "create journal", errno: Glibc.errno) }
        try append(JournalLine.base(DocumentArchive.encode(document)))
        try sync()
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Records what changed between the last recorded document and `document`, flushing at a
    /// word boundary or when the oldest unflushed change is `syncInterval` old.
    public func record(_ document: IntensityDocument, at time: Timestamp) throws(FileError) {
        guard let change = JournalLine.change(from: recorded, to: document) else { return }
        recorded = document
        try append(change.line)
        if unsyncedSince == nil { unsyncedSince = time }
        if change.endsWord { try sync() } else { try tick(at: time) }
    }

    /// Flushes when the oldest unflushed change is `syncInterval` old; call it as event time passes.
    public func tick(at time: Timestamp) throws(FileError) {
        if let since = unsyncedSince, time.seconds(since: since) >= Self.syncInterval { try sync() }
    }

    /// Flushes everything written to disk.
    public func sync() throws(FileError) {
        guard fsync(fd) == 0 else { throw FileError(path: path, operation: "fsync journal", errno: Glibc.errno) }
        unsyncedSince = nil
        syncCount += 1
    }

    /// Ends the journal after the document was saved cleanly: the file is removed.
    public func remove() {
        close(fd)
        fd = -1
        unlink(path)
    }

    /// True when changes were written but not yet flushed.
    public var hasUnsyncedChanges: Bool { unsyncedSince != nil }

    private func append(_ line: [UInt8]) throws(FileError) {
        try Writer.writeAll(line, to: fd, path: path, operation: "write journal")
    }

    /// What a journal left by an interrupted run holds.
    public struct Recovery: Sendable {
        /// The base document with every intact change applied.
        public var document: IntensityDocument
        /// Changes applied.
        public var changes: Int
        /// Why reading stopped before the end of the file (a torn last line), nil when it did not.
        public var stopped: String?
    }

    /// Rebuilds the document from the journal at `path`; nil when there is no journal. A journal
    /// without an intact base line is an error (nothing can be recovered from it).
    public static func recover(path: String) throws(JournalError) -> Recovery? {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: maximumSize) } catch {
            if error.isMissingFile { return nil }
            throw JournalError(path: path, line: 0, reason: error.description)
        }
        return try JournalLine.replay(bytes, path: path)
    }

    /// Largest journal read back (a day of typing is well under 10 MB).
    public static let maximumSize = 256 << 20
}

/// A journal that cannot be recovered, with where it stopped.
public struct JournalError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var reason: String
    public var description: String { MessageText.escaped(line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)") }
}
