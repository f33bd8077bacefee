/// One page (view) of a keyset: letters, numbers, symbols. Pages switch by id, never by index.
public struct KeyPage: Hashable, Sendable {
    public var id: String
    /// Short name for page keys that do not set a label (e.g. `abc`, `123`).
    public var name: String?
    /// Page shown instead while shift is active, for scripts whose capitals are not a case
    /// mapping of the base page; nil means "the same page with shifted outputs".
    public var shiftPage: String?
    /// Rows from top to bottom.
    public var rows: [KeyRow]
    /// Whether a space or return typed after characters on this page goes back to the default
    /// page (LatinIME's symbols-page rule), so one stray tap on a page key costs at most one word.
    /// nil: yes for every page but the default one; `false` locks the page until a page key leaves it.
    public var returnsAfterWord: Bool?

    public init(id: String, name: String? = nil, shiftPage: String? = nil, rows: [KeyRow], returnsAfterWord: Bool? = nil) {
        self.id = id
        self.name = name
        self.shiftPage = shiftPage
        self.rows = rows
        self.returnsAfterWord = returnsAfterWord
    }

    /// Every key of the page, row by row.
    public var keys: [Key] { rows.flatMap { $0.keys } }
}

/// A row of keys and invisible spacers, with a height in key heights (1 = normal row).
public struct KeyRow: Hashable, Sendable {
    public var height: Double
    public var items: [KeyRowItem]

    public init(height: Double = 1, items: [KeyRowItem]) {
        self.height = height
        self.items = items
    }

    /// The keys of the row, without spacers.
    public var keys: [Key] { items.compactMap { if case .key(let k) = $0 { return k } else { return nil } } }

    /// Sum of key widths and spacer widths, in key units.
    public var totalWidth: Double { items.reduce(0) { $0 + $1.width } }
}

/// An element of a row: a key, or an invisible spacer (e.g. the half-key indent of the a-row).
public enum KeyRowItem: Hashable, Sendable {
    case key(Key)
    /// A spacer of the given width in key units.
    case gap(Double)

    public var width: Double {
        switch self {
        case .key(let k): return k.width
        case .gap(let w): return w
        }
    }
}
