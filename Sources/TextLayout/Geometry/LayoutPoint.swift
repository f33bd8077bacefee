/// A point in layout units (1 unit = 1 pixel at scale 1, the same unit as font sizes).
///
/// Container space: origin at the container's top-left corner, y grows downwards.
public struct LayoutPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = LayoutPoint(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}
