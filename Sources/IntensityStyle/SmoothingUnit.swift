/// The text units whose intensities are averaged before binning (display only: stored
/// intensities stay raw). The original's Char, Word, S, L, P, M.
public enum SmoothingUnit: String, Hashable, Sendable, Codable, CaseIterable {
    case character, word, sentence, line, paragraph, document

    /// Any of a unit's names: ours, the original's short labels (`Char`, `Word`, `S`, `L`, `P`,
    /// `M`), `text`/`message` for the whole document; case-insensitive except the one-letter labels.
    public init?(label: String) {
        switch label {
        case "S": self = .sentence
        case "L": self = .line
        case "P": self = .paragraph
        case "M": self = .document
        default:
            switch label.lowercased() {
            case "char", "character": self = .character
            case "word": self = .word
            case "sentence": self = .sentence
            case "line": self = .line
            case "paragraph": self = .paragraph
            case "document", "text", "message": self = .document
            default: return nil
            }
        }
    }
}
