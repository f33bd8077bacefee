/// A point in the editor view's coordinate space (points, y grows downwards, as UIKit).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle in the editor view's coordinate space (points).
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midY: Double { y + height / 2 }
}

/// Writing direction of a paragraph or a selection rectangle.
public enum WritingDirection: String, Sendable, Codable {
    /// Decided by the first strong character of the paragraph (Unicode bidi rule P2).
    case natural
    case leftToRight
    case rightToLeft
}

/// One rectangle of a selection, as UIKit's `UITextSelectionRect`.
public struct SelectionRect: Hashable, Sendable {
    public var rect: Rect
    public var writingDirection: WritingDirection
    /// Whether the rect holds the selection's start (the start handle draws here).
    public var containsStart: Bool
    /// Whether the rect holds the selection's end (the end handle draws here).
    public var containsEnd: Bool
    public var isVertical: Bool

    public init(rect: Rect, writingDirection: WritingDirection = .leftToRight, containsStart: Bool, containsEnd: Bool, isVertical: Bool = false) {
        self.rect = rect
        self.writingDirection = writingDirection
        self.containsStart = containsStart
        self.containsEnd = containsEnd
        self.isVertical = isVertical
    }
}
