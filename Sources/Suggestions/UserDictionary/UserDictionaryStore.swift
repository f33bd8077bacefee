import FoundationEssentials

/// Reads and writes a `UserDictionary` as text: one `word<TAB>count` per line, UTF-8, in
/// `<dataDirectory>/user-dictionary.txt` (`$XDG_DATA_HOME/pressboard/` for the application).
/// Saving writes a temporary file and renames it over the old one, so a crash never leaves half a file.
public struct UserDictionaryStore: Sendable, Hashable {
    public var path: String

    public init(path: String) { self.path = path }

    /// The store in a data directory (`$XDG_DATA_HOME/pressboard`).
    public init(dataDirectory: String) { self.path = dataDirectory + "/user-dictionary.txt" }

    /// Loads the dictionary; a missing file is an empty dictionary, a malformed one a located error.
    public func load() throws -> UserDictionary {
        guard FileManager.default.fileExists(atPath: path) else { return UserDictionary() }
        let bytes = try LexiconSource.readFile(path)
        var d = UserDictionary()
        try LexiconTextLines.forEach(bytes, file: path) { line, text in
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            guard let w = fields.first, !w.isEmpty else { return }
            var times = 1
            if fields.count >= 2 {
                guard let n = Int(fields[1]), n > 0 else {
                    throw LexiconError(file: path, line: line, column: w.utf8.count + 2, kind: .malformedCount(String(fields[1].prefix(40))))
                }
                times = n
            }
            d.learn(String(w), times: times)
        }
        return d
    }

    /// Saves atomically, creating the directory when needed.
    public func save(_ d: UserDictionary) throws {
        let dir = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !dir.isEmpty { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        var text = ""
        for key in d.counts.keys.sorted() {
            text += "\(d.spellings[key] ?? key)\t\(d.counts[key]!)\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
