import SafeFiles
/// A lexicon file that cannot be read, with the place that is wrong (1-based line and column;
/// the column counts bytes, as invalid UTF-8 has no characters to count).
public struct LexiconError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case unreadable(String)
        case invalidUTF8
        case malformedCount(String)
        case unsupportedEncoding(String)
        case empty
        /// A user-dictionary entry that is not a word (no letter, or longer than the limit).
        case notAWord(String)
        /// A line longer than `LexiconTextLines.maximumLineLength` bytes.
        case lineTooLong(Int)
    }
    public var file: String
    public var line: Int
    public var column: Int
    public var kind: Kind

    public init(file: String, line: Int, column: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }

    public var description: String {
        let what: String
        switch kind {
        case .unreadable(let why): what = "cannot read file: \(why)"
        case .invalidUTF8: what = "invalid UTF-8"
        case .malformedCount(let s): what = "count '\(s)' is not a non-negative integer"
        case .unsupportedEncoding(let e): what = "unsupported encoding '\(e)'"
        case .empty: what = "no words"
        case .notAWord(let s): what = "'\(s)' is not a word that can be learned (needs a letter, at most \(UserDictionary.maxWordLength) characters)"
        case .lineTooLong(let n): what = "line longer than \(n) bytes"
        }
        return MessageText.escaped("\(file):\(line):\(column): \(what)")
    }
}
