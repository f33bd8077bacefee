/// An axis-aligned rectangle in keyboard units: x in key widths from the left edge, y in row
/// heights from the top edge.
public struct KeyRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var centerX: Double { x + width / 2 }
    @inlinable public var centerY: Double { y + height / 2 }

    /// Half-open containment: a point on a shared edge belongs to the right/lower rectangle.
    @inlinable public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    @inlinable public func insetBy(dx: Double, dy: Double) -> KeyRect {
        KeyRect(x: x + dx, y: y + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }

    /// Squared distance from the point to the rectangle (0 inside).
    @inlinable public func distanceSquared(x px: Double, y py: Double) -> Double {
        let dx = px < x ? x - px : (px > maxX ? px - maxX : 0)
        let dy = py < y ? y - py : (py > maxY ? py - maxY : 0)
        return dx * dx + dy * dy
    }

    public var description: String {
        "(\(Self.f(x)), \(Self.f(y)), \(Self.f(width)) × \(Self.f(height)))"
    }

    /// Three decimals, whole numbers without a fraction; values `Int` cannot hold (infinite,
    /// NaN, beyond ±2^53) are printed as `Double` describes them, never converted.
    static func f(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        guard r.isFinite, abs(r) < 9.0e15 else { return "\(v)" }
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
