import CHunspell
import FoundationEssentials
import Synchronization

/// A Hunspell dictionary opened through libhunspell (Debian's `hunspell-*` packages under
/// `/usr/share/hunspell/`): whether a word — inflections included — is correct, and Hunspell's
/// own suggestions.
///
/// libhunspell is not thread-safe: a handle must not be used by two threads at once. Each
/// `SpellingRanker` therefore opens its own `HunspellDictionary` (one handle per ranker), and
/// the handle's calls are serialised by a mutex so that a ranker value shared across threads is
/// still safe.
public final class HunspellDictionary: Sendable {
    /// The opened handle; only touched under the mutex.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private let handle: Mutex<Handle>
    public let affixPath: String
    public let dictionaryPath: String
    /// The words the dictionary lists in capitals only, of `acronymLengths` ASCII letters ("FYI",
    /// "ASAP"; stems, as listed), sorted. The decoder reads an acronym typed with a slip from
    /// these: Hunspell can say whether a string is one, not which one a string was meant as.
    public let acronyms: [String]
    /// The lengths of `acronyms`.
    public static let acronymLengths = 2...5

    /// Opens `<directory>/<name>.aff` and `.dic`. Throws `HunspellError` naming the Debian package
    /// when a file is missing, unreadable, or the pair is damaged (Hunspell accepts none of its
    /// first words) or in an encoding other than UTF-8 and ISO 8859-1.
    public init(directory: String = "/usr/share/hunspell", name: String, package: String) throws {
        affixPath = "\(directory)/\(name).aff"
        dictionaryPath = "\(directory)/\(name).dic"
        for path in [affixPath, dictionaryPath] where !FileManager.default.isReadableFile(atPath: path) {
            throw HunspellError(path: path, package: package, kind: .missing)
        }
        guard let data = FileManager.default.contents(atPath: dictionaryPath) else {
            throw HunspellError(path: dictionaryPath, package: package, kind: .missing)
        }
        let firstWords = try Self.firstWords(data, path: dictionaryPath, package: package)
        acronyms = Self.acronyms(data)
        guard let h = Hunspell_create(affixPath, dictionaryPath) else {
            throw HunspellError(path: dictionaryPath, package: package, kind: .damaged("libhunspell could not open it"))
        }
        let encoding = String(cString: Hunspell_get_dic_encoding(h)).uppercased()
        guard encoding == "UTF-8" || encoding == "ISO8859-1" || encoding == "ISO-8859-1" else {
            Hunspell_destroy(h)
            throw HunspellError(path: affixPath, package: package, kind: .damaged("encoding \(encoding) is not supported"))
        }
        latin1 = encoding != "UTF-8"
        handle = Mutex(Handle(pointer: h))
        guard firstWords.contains(where: { spell($0) }) else {
            throw HunspellError(path: dictionaryPath, package: package, kind: .damaged("it accepts none of its own first words"))
        }
    }

    private let latin1: Bool

    deinit { handle.withLock { Hunspell_destroy($0.pointer) } }

    /// Whether Hunspell accepts the word (any inflection its affix rules produce).
    public func spell(_ word: String) -> Bool {
        guard let bytes = encode(word) else { return false }
        return handle.withLock { h in bytes.withUnsafeBufferPointer { Hunspell_spell(h.pointer, $0.baseAddress) != 0 } }
    }

    /// Hunspell's suggestions for a word, in its order (may be slow: milliseconds for long words).
    public func suggest(_ word: String) -> [String] {
        guard let bytes = encode(word) else { return [] }
        return handle.withLock { h in
            var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
            let n = bytes.withUnsafeBufferPointer { Hunspell_suggest(h.pointer, &list, $0.baseAddress) }
            defer { if n > 0 { Hunspell_free_list(h.pointer, &list, n) } }
            guard n > 0, let list else { return [] }
            return (0..<Int(n)).compactMap { i in list[i].map { decode($0) } }
        }
    }

    /// NUL-terminated bytes in the dictionary's encoding (nil when the word cannot be written in it).
    private func encode(_ word: String) -> [CChar]? {
        if !latin1 { return Array(word.utf8CString) }
        var out: [CChar] = []
        for s in word.unicodeScalars {
            guard s.value < 256 else { return nil }
            out.append(CChar(bitPattern: UInt8(s.value)))
        }
        return out + [0]
    }

    private func decode(_ p: UnsafePointer<CChar>) -> String {
        if !latin1 { return String(cString: p) }
        var s = ""
        var q = p
        while q.pointee != 0 { s.unicodeScalars.append(Unicode.Scalar(UInt8(bitPattern: q.pointee))); q += 1 }
        return s
    }

    /// The first entries of a `.dic` (after the count line, comments skipped), to check that the
    /// pair reads back.
    private static func firstWords(_ data: Data, path: String, package: String) throws -> [String] {
        let lines = data.prefix(16384).split(separator: 0x0A, omittingEmptySubsequences: true)
        guard let countLine = lines.first, let count = Int(String(decoding: countLine.filter { $0 > 0x20 }, as: UTF8.self)), count > 0 else {
            throw HunspellError(path: path, package: package, kind: .damaged("its first line is not a word count"))
        }
        var words: [String] = []
        for line in lines.dropFirst().dropLast() where words.count < 20 {
            guard let first = line.first, first != 0x09, first != UInt8(ascii: "#") else { continue }
            let entry = line.prefix { $0 != UInt8(ascii: "/") && $0 != 0x09 && $0 != 0x20 && $0 != 0x0D }
            let word = String(decoding: entry, as: UTF8.self)
            if !word.isEmpty, !word.contains("\u{FFFD}") { words.append(word) }
        }
        guard !words.isEmpty else { throw HunspellError(path: path, package: package, kind: .damaged("it lists no words")) }
        return words
    }

    /// The stems of `data` (a .dic file) that are `acronymLengths` capital ASCII letters.
    static func acronyms(_ data: Data) -> [String] {
        var out: Set<String> = []
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: true).dropFirst() {
            let stem = line.prefix { $0 != UInt8(ascii: "/") && $0 != 0x09 && $0 != 0x20 && $0 != 0x0D }
            guard acronymLengths.contains(stem.count), stem.allSatisfy({ (0x41...0x5A).contains($0) }) else { continue }
            out.insert(String(decoding: stem, as: UTF8.self))
        }
        return out.sorted()
    }
}

/// A Hunspell dictionary that cannot be used: suggestions are off for its locale (never another
/// language's corrections), and the message says which Debian package to install.
public struct HunspellError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case missing
        case damaged(String)
    }
    public var path: String
    /// The Debian package that installs the dictionary.
    public var package: String
    public var kind: Kind

    public var description: String {
        switch kind {
        case .missing: return "\(path): Hunspell dictionary not found; install it with `apt-get install \(package)` (suggestions are off for this language)"
        case .damaged(let why): return "\(path): Hunspell dictionary is damaged: \(why); reinstall it with `apt-get install --reinstall \(package)` (suggestions are off for this language)"
        }
    }
}
