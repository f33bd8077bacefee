/// The value of a custom attribute: any hashable, sendable value.
///
/// Equality matters: contiguous-paragraph drawing merges adjacent paragraphs only when their values
/// compare equal (the list decoration puts an item identity into its value so items never merge).
public struct AttributeValue: Hashable, Sendable, CustomStringConvertible {
    public let base: any Hashable & Sendable

    public init(_ base: any Hashable & Sendable) { self.base = base }

    /// The wrapped value if it has type `T`.
    public func `as`<T>(_ type: T.Type) -> T? { base as? T }

    public static func == (a: AttributeValue, b: AttributeValue) -> Bool {
        AnyHashable(a.base) == AnyHashable(b.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    public var description: String { "\(base)" }
}
