/// A stretch of text with one set of attributes; `length` counts UTF-16 code units.
public struct AttributeRun: Hashable, Sendable {
    public var length: Int
    public var attributes: TextAttributes

    public init(length: Int, attributes: TextAttributes) {
        self.length = length
        self.attributes = attributes
    }
}
