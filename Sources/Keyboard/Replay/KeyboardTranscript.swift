/// The text a stream of keyboard actions types, with one intensity per character — a plain
/// stand-in for the editor, for replays that score the keyboard alone (tests, `bench`).
/// Dead keys and suggestions are counted but not composed.
public struct KeyboardTranscript: Hashable, Sendable {
    public private(set) var text: [Character] = []
    public private(set) var intensities: [Int] = []
    public private(set) var deadKeys = 0
    public private(set) var suggestionsPicked = 0

    public init() {}

    public var string: String { String(text) }

    public mutating func apply(_ action: KeyboardAction) {
        switch action {
        case .text(let s, let i):
            for c in s { text.append(c); intensities.append(i) }
        case .newline(let i):
            text.append("\n"); intensities.append(i)
        case .delete(.character):
            if !text.isEmpty { text.removeLast(); intensities.removeLast() }
        case .delete(.word):
            while let l = text.last, l.isWhitespace { text.removeLast(); intensities.removeLast() }
            while let l = text.last, !l.isWhitespace { text.removeLast(); intensities.removeLast() }
        case .deadKey: deadKeys += 1
        case .suggestion: suggestionsPicked += 1
        case .page, .shift, .manualIntensity, .copy: break
        }
    }

    /// The last few characters, for `KeyboardEngine.setTextBeforeCaret`.
    public func suffix(_ n: Int) -> String { String(text.suffix(n)) }

    /// Levenshtein distance between two character sequences (substitutions, insertions and
    /// deletions), for character error rates.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
