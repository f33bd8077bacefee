/// A character range given to the text model or the engine that does not fit the text.
public enum TextRangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The range (UTF-16 offsets) reaches outside 0…length.
    case outOfBounds(lower: Int, upper: Int, length: Int)
    /// The offset falls between the two halves of a surrogate pair.
    case splitsSurrogatePair(offset: Int)

    public var description: String {
        switch self {
        case let .outOfBounds(l, u, n): "range \(l)..<\(u) is outside the text's UTF-16 length \(n)"
        case let .splitsSurrogatePair(o): "UTF-16 offset \(o) splits a surrogate pair"
        }
    }
}
