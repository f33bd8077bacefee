import FoundationEssentials
import SafeFiles

/// Reads and writes a `UserDictionary` as text: one `word<TAB>count` per line, UTF-8, in
/// `<dataDirectory>/user-dictionary.txt` (`$XDG_DATA_HOME/pressboard/` for the application).
///
/// Nothing the user taught is lost: a line that cannot be read is reported with its number and
/// skipped, and the file as it was is first copied to `user-dictionary.txt.bak` (so the save that
/// follows, which drops the line, never leaves the user with less than the file held). Saves go
/// through `AtomicFile`: a crash or a full disk leaves the old file whole.
public struct UserDictionaryStore: Sendable, Hashable {
    public var path: String

    /// Largest file read (about 300,000 learned words); a larger file is refused, not truncated.
    public static let maximumFileSize = 16 << 20

    /// A load: the words read, and the lines skipped (each a located error).
    public struct Loaded: Sendable {
        public var dictionary: UserDictionary
        public var skipped: [LexiconError]
        /// Where the original was kept because lines were skipped; nil when nothing was skipped.
        public var backup: String?
    }

    public init(path: String) { self.path = path }

    /// The store in a data directory (`$XDG_DATA_HOME/pressboard`).
    public init(dataDirectory: String) { self.path = dataDirectory + "/user-dictionary.txt" }

    public var backupPath: String { path + ".bak" }

    /// Loads the dictionary; a missing file is an empty dictionary. Throws only when the file as
    /// a whole cannot be read (then the caller must not save over it).
    public func load() throws(LexiconError) -> Loaded {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: Self.maximumFileSize) } catch {
            if error.isMissingFile { return Loaded(dictionary: UserDictionary(), skipped: []) }
            throw LexiconError(file: path, line: 0, column: 0, kind: .unreadable(error.refusal ?? error.description))
        }
        let (d, skipped) = Self.parse(bytes, file: path)
        var backup: String?
        if !skipped.isEmpty {
            do { try AtomicFile.write(bytes, to: backupPath) } catch {
                throw LexiconError(file: path, line: 0, column: 0, kind: .unreadable("lines were skipped and the original could not be kept as \(backupPath): \(error)"))
            }
            backup = backupPath
        }
        return Loaded(dictionary: d, skipped: skipped, backup: backup)
    }

    /// Reads the file's text: the words of every good line, and each bad line as a located error.
    public static func parse(_ bytes: [UInt8], file: String) -> (UserDictionary, [LexiconError]) {
        var d = UserDictionary()
        var skipped: [LexiconError] = []
        LexiconTextLines.forEachReporting(bytes, file: file, problems: &skipped) { line, text throws(LexiconError) in
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            guard let w = fields.first, !w.isEmpty else { return }
            var times = 1
            if fields.count >= 2 {
                guard let n = Int(fields[1]), n > 0 else {
                    throw LexiconError(file: file, line: line, column: w.utf8.count + 2, kind: .malformedCount(String(fields[1].prefix(40))))
                }
                times = n
            }
            guard d.learnUnindexed(String(w), times: times) else {
                throw LexiconError(file: file, line: line, column: 1, kind: .notAWord(String(w.prefix(40))))
            }
        }
        d.reindex()
        return (d, skipped)
    }

    /// Saves atomically, creating the directory when needed.
    public func save(_ d: UserDictionary) throws {
        let dir = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !dir.isEmpty { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        var text = ""
        for key in d.counts.keys.sorted() {
            text += "\(d.spellings[key] ?? key)\t\(d.counts[key]!)\n"
        }
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}
