import Suggestions

/// The suggestions bar in a spec.
public struct SuggestionsSpec: Sendable, Hashable, Codable {
    public var enabled: Bool
    /// Cells in the bar (0…10).
    public var count: Int
    public var completions: Bool
    /// Replace a misspelt word on space when the ranker is confident.
    public var autocorrect: Bool
    /// Smallest confidence (share of the posterior, 0…1) for autocorrect.
    public var autocorrectThreshold: Double
    /// Lexicon language (`en`, `de`, …); nil: the keyset's locale.
    public var locale: String?

    public init(enabled: Bool = true, count: Int = 3, completions: Bool = true, autocorrect: Bool = false,
                autocorrectThreshold: Double = 0.6, locale: String? = nil) {
        self.enabled = enabled
        self.count = count
        self.completions = completions
        self.autocorrect = autocorrect
        self.autocorrectThreshold = autocorrectThreshold
        self.locale = locale
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = SuggestionsSpec()
        enabled = try c.value(.enabled, default: d.enabled)
        count = try c.value(.count, default: d.count)
        completions = try c.value(.completions, default: d.completions)
        autocorrect = try c.value(.autocorrect, default: d.autocorrect)
        autocorrectThreshold = try c.value(.autocorrectThreshold, default: d.autocorrectThreshold)
        locale = try c.decodeIfPresent(String.self, forKey: .locale)
    }

    /// The bar's settings (count clamped to 0…10).
    public var settings: SuggestionsSettings {
        SuggestionsSettings(suggestionsEnabled: enabled, autocorrectEnabled: autocorrect, autocorrectThreshold: autocorrectThreshold,
                            count: max(0, min(10, count)), completionsEnabled: completions)
    }
}

/// The user dictionary a session starts with: the words themselves (a recording carries them,
/// so its replay learns from the same start), else the file at `path`, else none.
public struct UserDictionarySpec: Sendable, Hashable, Codable {
    /// The user-dictionary file (read at build; the command saves it back). nil: none.
    public var path: String?
    /// Learned words with how often each was kept, by spelling. When present it is used instead
    /// of `path`.
    public var words: [String: Int]?

    public init(path: String? = nil, words: [String: Int]? = nil) {
        self.path = path
        self.words = words
    }

    /// The words of a dictionary, for a recording's spec.
    public static func words(of dictionary: UserDictionary) -> [String: Int] {
        var out: [String: Int] = [:]
        for (key, n) in dictionary.counts { out[dictionary.spelling(of: key) ?? key] = n }
        return out
    }

    /// A dictionary holding `words` (spellings kept).
    public static func dictionary(_ words: [String: Int]) -> UserDictionary {
        UserDictionary(learning: words.sorted(by: { $0.key < $1.key }).map { (word: $0.key, times: $0.value) })
    }
}
