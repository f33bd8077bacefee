/// A point on the keyboard in keyboard units (one unit = one standard key width; origin at the
/// keyboard's top-left, y down), as `DeviceMapping.keyboardPoint` computes it. Carried with each
/// committed action so later stages (the spatial model of suggestions) see where the tap landed.
public struct KeyboardPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
