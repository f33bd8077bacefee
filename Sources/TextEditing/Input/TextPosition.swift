/// A position in the document: a UTF-16 offset on a grapheme-cluster boundary (UIKit's `UITextPosition`).
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// UTF-16 code units from the start of the document.
    public var offset: Int
    public init(_ offset: Int) { self.offset = offset }
    public static func < (a: TextPosition, b: TextPosition) -> Bool { a.offset < b.offset }
    public var description: String { "\(offset)" }
}

/// A range between two positions (UIKit's `UITextRange`); `start <= end` always.
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
    public var start: TextPosition
    public var end: TextPosition

    public init(start: TextPosition, end: TextPosition) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    /// A range from UTF-16 offsets.
    public init(_ range: Range<Int>) {
        self.init(start: TextPosition(range.lowerBound), end: TextPosition(range.upperBound))
    }

    /// An empty range (a caret) at `position`.
    public init(caret position: TextPosition) { self.init(start: position, end: position) }

    public var isEmpty: Bool { start == end }
    /// The UTF-16 offsets covered.
    public var utf16Range: Range<Int> { start.offset..<end.offset }
    public var description: String { "[\(start.offset), \(end.offset))" }
}

/// Result of comparing two positions (UIKit's `ComparisonResult`).
public enum PositionOrder: Sendable, Equatable {
    case ascending, same, descending
}

/// UIKit's `UITextStorageDirection` and `UITextLayoutDirection` in one type.
public enum TextDirection: Sendable, Equatable, CaseIterable {
    /// Storage directions (towards the end / the start of the document).
    case forward, backward
    /// Layout directions; left/right assume left-to-right text, up/down go through the geometry.
    case left, right, up, down

    /// The storage direction this layout direction means for left-to-right text.
    var isForward: Bool {
        switch self {
        case .forward, .right, .down: true
        case .backward, .left, .up: false
        }
    }
}

/// Text units of the tokenizer (UIKit's `UITextGranularity`).
public enum TextGranularity: Sendable, Equatable, CaseIterable {
    case character, word, sentence, paragraph, line, document
}
