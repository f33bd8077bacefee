/// How a run is underlined; maps onto Pango's underline attribute.
public enum UnderlineStyle: Hashable, Sendable {
    case single
    case double
    /// A wavy line, as spell checkers mark words.
    case error
}
