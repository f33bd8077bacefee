/// A display-only case change (Lexical's `textTransform`): the stored text keeps its case and all
/// indices stay those of the stored text, because Pango applies it while shaping.
public enum TextTransform: Hashable, Sendable {
    case uppercase
    case lowercase
    case capitalize
}
