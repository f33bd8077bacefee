/// How the typed word is capitalised, so suggestions can follow it (hello → Hello after a
/// capital, HELLO stays upper).
enum CasePattern: Sendable {
    case lower, capitalized, upper, mixed

    init(_ word: String) {
        let letters = word.filter(\.isLetter)
        let uppers = letters.filter(\.isUppercase).count
        if uppers == 0 { self = .lower } else if uppers == letters.count && letters.count >= 2 { self = .upper } else if letters.first?.isUppercase == true && uppers == 1 { self = .capitalized } else { self = .mixed }
    }

    /// Applies the pattern to a lexicon form; lexicon forms with their own capitals stay as they are
    /// unless the typed word is all upper.
    func apply(_ word: String, englishI: Bool) -> String {
        var w = word
        if englishI, w == "i" || w.hasPrefix("i'") || w.hasPrefix("i’") { w = "I" + w.dropFirst() }
        switch self {
        case .lower, .mixed: return w
        case .upper: return w.uppercased()
        case .capitalized:
            guard let f = w.first else { return w }
            return String(f).uppercased() + w.dropFirst()
        }
    }
}
