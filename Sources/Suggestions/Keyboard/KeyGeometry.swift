/// Where one key sits, in keyboard units (1.0 = the width of a standard letter key).
///
/// The ranker only needs centres and sizes: a tap's likelihood under a key is a Gaussian around
/// the centre whose spread scales with the key's width and height, so wide keys tolerate wider taps.
public struct KeyGeometry: Sendable, Hashable {
    /// Centre of the key, keyboard units from the keyboard's left edge.
    public var centerX: Double
    /// Centre of the key, keyboard units from the keyboard's top edge (y grows downward).
    public var centerY: Double
    /// Width in keyboard units (> 0).
    public var width: Double
    /// Height in keyboard units (> 0).
    public var height: Double

    public init(centerX: Double, centerY: Double, width: Double = 1, height: Double = 1) {
        self.centerX = centerX
        self.centerY = centerY
        self.width = width > 0 ? width : 1
        self.height = height > 0 ? height : 1
    }
}
