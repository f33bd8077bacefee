import Keyboard
import Suggestions
import TouchInput
@testable import Pressboard

/// Shared inputs for session tests: the package's keysets, the bundled English lexicon (index
/// built once per test process into a private cache), fixture paths.
enum SessionFixtures {
    static let testsRoot: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
    static let keysetsDirectory = testsRoot + "/../Keysets"

    static func fixture(_ name: String) -> String { testsRoot + "/Fixtures/" + name }

    static func keyset(_ id: String) throws -> Keyset {
        try KeysetLibrary(directories: [keysetsDirectory]).load(id: id)
    }

    /// The English index, built from the bundled list once (a few seconds) and shared.
    static let englishIndex: SuggestionIndex? = {
        guard let source = try? LexiconSource.bundledEnglish() else { return nil }
        return try? SuggestionIndex.load(source, cacheDirectory: nil).0
    }()

    static func bar(for keyset: Keyset, settings: SuggestionsSettings = SuggestionsSettings()) -> SuggestionsBar? {
        guard let index = englishIndex else { return nil }
        let g = KeyboardGeometry(keyset: keyset)
        let ranker = SpellingRanker(index: index, layout: KeysetSpatialModel.layoutModel(g.pages[keyset.defaultPageIndex]))
        return SuggestionsBar(ranker: ranker, settings: settings)
    }

    /// Replays a trace file through a fresh session.
    static func replay(_ path: String, keysetID: String? = nil, configuration: SessionConfiguration = SessionConfiguration(),
                       suggestions: Bool = true) throws -> ReplayResult {
        var source = try TraceFile.open(path)
        let header = SynthesisHeader.parse(comments: source.headerComments)
        let id = keysetID ?? header?.keyset ?? "basic-latin"
        let keyset = try keyset(id)
        let session = Session(description: source.description!, keyset: keyset, configuration: configuration,
                              suggestionsBar: suggestions ? bar(for: keyset) : nil)
        return try TraceReplay.run(&source, session: session, keysetID: id)
    }
}
