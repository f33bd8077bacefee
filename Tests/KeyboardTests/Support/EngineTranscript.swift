@testable import Keyboard

/// The text a stream of keyboard actions types, with one intensity per character — a plain
/// stand-in for the editor, for tests that score the keyboard alone.
/// Dead keys and suggestions are counted but not composed.
struct EngineTranscript: Hashable, Sendable {
    private(set) var text: [Character] = []
    private(set) var intensities: [Int] = []
    private(set) var deadKeys = 0
    private(set) var suggestionsPicked = 0

    init() {}

    var string: String { String(text) }

    mutating func apply(_ action: KeyboardAction) {
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
        case .page, .shift, .manualIntensity, .format, .intensityKey, .renderScheme, .smoothing, .copy: break
        }
    }

    /// The last few characters, for `KeyboardEngine.setTextBeforeCaret`.
    func suffix(_ n: Int) -> String { String(text.suffix(n)) }
}
