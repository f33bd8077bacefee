/// Settings of the suggestions bar (a value from the configuration file or flags).
public struct SuggestionsSettings: Sendable, Hashable, Codable {
    /// Whether the bar shows suggestions at all.
    public var suggestionsEnabled = true
    /// Whether a confident correction replaces the typed word when space is pressed. Off by default.
    public var autocorrectEnabled = false
    /// Smallest confidence (share of the posterior, 0…1) for the autocorrect flag.
    public var autocorrectThreshold = 0.6
    /// Slots in the bar.
    public var count = 3
    /// Whether the bar proposes completions of the word being typed.
    public var completionsEnabled = true

    public init(suggestionsEnabled: Bool = true, autocorrectEnabled: Bool = false, autocorrectThreshold: Double = 0.6,
                count: Int = 3, completionsEnabled: Bool = true) {
        self.suggestionsEnabled = suggestionsEnabled
        self.autocorrectEnabled = autocorrectEnabled
        self.autocorrectThreshold = autocorrectThreshold
        self.count = count
        self.completionsEnabled = completionsEnabled
    }
}
