/// Where a finger landed for one typed character, in the same keyboard units as `KeyGeometry`.
public struct TapPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
