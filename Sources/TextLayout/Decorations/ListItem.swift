/// The value of `AttributeKey.listItem`: this paragraph is (part of) a list item whose marker the
/// layout draws in the gutter — markers are never characters in the text.
///
/// `id` makes adjacent items unequal, so each item is its own contiguous-paragraph group and gets
/// its own marker (Lexical puts the node key into the value for the same reason).
public struct ListItem: Hashable, Sendable {
    public enum Marker: Hashable, Sendable {
        case bullet
        /// The item's number, e.g. 3 draws "3.".
        case number(Int)
        /// Numbered by position when drawn: the first item of its list shows `start`, each later
        /// item at the same level one more (``LayoutEngine/listNumber(ofParagraph:)``). No
        /// number is stored, so inserting an item changes no other paragraph's attributes and
        /// re-lays out only the edited paragraphs.
        case counted(start: Int)
    }

    public var marker: Marker
    /// Nesting depth, 0 for a top-level item.
    public var level: Int
    public var id: Int

    public init(marker: Marker, level: Int = 0, id: Int) {
        self.marker = marker
        self.level = level
        self.id = id
    }

    /// The marker string: •, ◦, ▪ by level for bullets; "n." for numbers (`counted` items show
    /// `number`, their drawn position, or their start without one).
    public func markerText(number: Int? = nil) -> String {
        switch marker {
        case .bullet: ["•", "◦", "▪"][max(0, level) % 3]
        case let .number(n): "\(n)."
        case let .counted(start): "\(number ?? start)."
        }
    }

    /// The marker string of a `bullet` or `number` item.
    public var markerText: String { markerText() }

    /// The indents for this item's paragraphs: text starts `(level + 1) × indentSize` in on every
    /// line (the marker sits in the gutter before it, no hanging first line), as Lexical sets
    /// `firstLineHeadIndent = headIndent = paddingHead + level × indentSize`.
    public func paragraphStyle(indentSize: Double = 40, base: ParagraphStyle = .default) -> ParagraphStyle {
        var s = base
        let indent = Double(level + 1) * indentSize
        s.firstLineHeadIndent = indent
        s.headIndent = indent
        return s
    }
}
