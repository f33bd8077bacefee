/// A key placed on its page: its hit cell (which tiles the row, half the gaps included) and
/// its visible frame (the cell inset by half the key spacing), both in keyboard units.
public struct LaidOutKey: Hashable, Sendable {
    public var key: Key
    /// Row index on the page (0 = top).
    public var row: Int
    /// Item index in the row as written in the file (spacers counted), for error messages.
    public var item: Int
    /// The area whose touches belong to this key (before edge extension).
    public var cell: KeyRect
    /// The area drawn.
    public var frame: KeyRect
}

/// Centre and size of a key in keyboard units: the plain data the suggestion ranker's
/// spatial model takes (it never sees keyset files).
public struct KeyBox: Hashable, Sendable {
    public var centerX: Double
    public var centerY: Double
    public var width: Double
    public var height: Double

    public init(centerX: Double, centerY: Double, width: Double, height: Double) {
        self.centerX = centerX
        self.centerY = centerY
        self.width = width
        self.height = height
    }
}
