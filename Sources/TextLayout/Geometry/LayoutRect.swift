/// An axis-aligned rectangle in layout units (y down), as TextKit's `CGRect` is used for
/// line fragments, used rects and caret rects.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    public var origin: LayoutPoint
    public var size: LayoutSize

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = LayoutPoint(x: x, y: y)
        size = LayoutSize(width: width, height: height)
    }

    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }

    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// True when the rect encloses no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The smallest rect containing both (an empty-width rect still counts: carets have zero area).
    public func union(_ other: LayoutRect) -> LayoutRect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return LayoutRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the rects overlap (touching edges do not count).
    public func intersects(_ other: LayoutRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rect moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rect grown by `dx` on the left and right and `dy` at the top and bottom (negative shrinks).
    public func insetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func contains(_ p: LayoutPoint) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public var description: String { "{\(minX), \(minY), \(width), \(height)}" }
}
