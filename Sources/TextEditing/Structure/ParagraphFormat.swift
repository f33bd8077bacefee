/// How one paragraph is laid out and what block it belongs to: the structure a document holds
/// besides its characters. List markers and numbers are not text; the layout draws them from this.
///
/// Contiguous paragraphs with equal list kind and level form one list; numbers are recomputed
/// from that run every time they are drawn or exported, so they are never stored.
public struct ParagraphFormat: Hashable, Sendable {
    public var alignment: ParagraphAlignment
    public var block: BlockKind
    public var list: ListKind
    /// List nesting level, 0 for a top-level item (or a plain paragraph); at most ``maximumLevel``.
    public var level: Int
    /// A rounded background drawn behind this paragraph and its neighbours that share it.
    public var background: BackgroundFormat?

    /// Deepest list nesting the editor creates and the archive accepts.
    public static let maximumLevel = 8

    public init(alignment: ParagraphAlignment = .natural, block: BlockKind = .paragraph, list: ListKind = .none,
                level: Int = 0, background: BackgroundFormat? = nil) {
        self.alignment = alignment
        self.block = block
        self.list = list
        self.level = max(0, min(level, Self.maximumLevel))
        self.background = background
    }

    /// A plain left-to-right paragraph: what typed text gets in an empty document.
    public static let plain = ParagraphFormat()

    public var isListItem: Bool { list != .none }
}

/// Horizontal alignment of a paragraph (`natural` follows the paragraph's writing direction).
public enum ParagraphAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, left, center, right, justified
}

/// What kind of block a paragraph is.
public enum BlockKind: String, Hashable, Sendable, CaseIterable {
    case paragraph, h1, h2, h3, h4, h5, quote, code

    /// Heading level 1…5, nil for other blocks.
    public var headingLevel: Int? {
        switch self {
        case .h1: 1
        case .h2: 2
        case .h3: 3
        case .h4: 4
        case .h5: 5
        default: nil
        }
    }

    /// The heading block of level `n` (clamped to 1…5).
    public static func heading(_ n: Int) -> BlockKind { [.h1, .h2, .h3, .h4, .h5][max(1, min(n, 5)) - 1] }
}

/// List membership of a paragraph.
public enum ListKind: Hashable, Sendable {
    case none
    case bullet
    /// A numbered list whose first item shows `start`.
    case number(start: Int)
}

/// A rounded background over a run of paragraphs (Telegram-style caption backgrounds).
public struct BackgroundFormat: Hashable, Sendable {
    /// Colour as 0xRRGGBBAA.
    public var rgba: UInt32
    /// Corner radius in points.
    public var radius: Double

    public init(rgba: UInt32 = 0xFFE0_8AFF, radius: Double = 8) {
        self.rgba = rgba
        self.radius = radius.isFinite ? max(0, min(radius, 200)) : 8
    }

    /// The background `background:rounded` toggles on.
    public static let standard = BackgroundFormat()
}
