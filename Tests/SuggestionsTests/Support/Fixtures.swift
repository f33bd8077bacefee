import FoundationEssentials
@testable import Suggestions

/// Shared test lexicons: the bundled English index (built once per test process, cached in a
/// per-user temporary directory so later runs map it), and small hand-made lexicons.
enum Fixtures {
    static let englishIndex: SuggestionIndex = {
        let source = try! LexiconSource.bundledEnglish()
        return try! SuggestionIndex.load(source, cacheDirectory: "/tmp/pressboard-suggestions-tests-\(getuid())").0
    }()

    static let english = SpellingRanker(index: englishIndex)

    static func index(_ words: [(String, UInt64)], bigrams: [(String, String, UInt64)] = []) throws -> SuggestionIndex {
        try SuggestionIndex.build(words: WordFrequencyList(entries: words.map { .init(word: $0.0, count: $0.1) }), bigrams: bigrams)
    }

    static func temporaryDirectory(_ name: String = #function) -> String {
        let dir = "/tmp/pressboard-suggestions-test-\(getpid())-\(name.filter { $0.isLetter })-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

#if canImport(Glibc)
import Glibc
#endif
