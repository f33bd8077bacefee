/// A size in layout units.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = LayoutSize(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}
