/// How the typed word is capitalised, so suggestions can follow it (hello → Hello after a
/// capital, HELLO stays upper).
enum CasePattern: Sendable {
    case lower, capitalized, upper, mixed

    init(_ word: String) {
        // Plain ASCII (the common case) without Unicode property lookups.
        if word.utf8.allSatisfy({ $0 < 128 }) {
            var letters = 0, uppers = 0, firstUpper: Bool? = nil
            for b in word.utf8 {
                let upper = b >= 65 && b <= 90, lower = b >= 97 && b <= 122
                guard upper || lower else { continue }
                letters += 1
                if upper { uppers += 1 }
                if firstUpper == nil { firstUpper = upper }
            }
            self = Self.classify(letters: letters, uppers: uppers, firstUpper: firstUpper == true)
            return
        }
        let letters = word.filter(\.isLetter)
        let uppers = letters.filter(\.isUppercase).count
        self = Self.classify(letters: letters.count, uppers: uppers, firstUpper: letters.first?.isUppercase == true)
    }

    private static func classify(letters: Int, uppers: Int, firstUpper: Bool) -> CasePattern {
        if uppers == 0 { return .lower }
        if uppers == letters && letters >= 2 { return .upper }
        if firstUpper && uppers == 1 { return .capitalized }
        return .mixed
    }

    /// Applies the pattern to a lexicon form; lexicon forms with their own capitals stay as they are
    /// unless the typed word is all upper.
    func apply(_ word: String, englishI: Bool) -> String {
        var w = word
        if englishI, w.utf8.first == UInt8(ascii: "i"), w == "i" || w.hasPrefix("i'") || w.hasPrefix("i’") { w = "I" + w.dropFirst() }
        switch self {
        case .lower, .mixed: return w
        case .upper: return w.uppercased()
        case .capitalized:
            guard let f = w.first else { return w }
            return String(f).uppercased() + w.dropFirst()
        }
    }
}
