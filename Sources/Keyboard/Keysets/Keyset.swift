/// A validated keyset: pages of rows of keys, as a user's file describes them.
///
/// Built only by `KeysetDecoder` (which validates), so every page target exists, widths are
/// positive and expanding keys have alternatives. Widths are in *key units* (1 = one letter key);
/// `width` is the keyboard's width in those units: rows wider than it are scaled to fit, shorter
/// rows are centred.
public struct Keyset: Hashable, Sendable {
    /// Stable identifier, e.g. `basic-latin`; what `--keyset` names.
    public var id: String
    /// Human-readable name.
    public var name: String
    /// BCP 47 language tag of the text the keyset types (`en`, `de-DE`).
    public var locale: String
    /// Schema version of the file (currently 1).
    public var version: Int
    /// Keyboard width in key units.
    public var width: Double
    /// Id of the page shown first and returned to after a one-shot page latch.
    public var defaultPage: String
    /// Pages in file order (`pageNext` cycles through them in this order).
    public var pages: [KeyPage]

    public init(id: String, name: String, locale: String, version: Int = 1, width: Double,
                defaultPage: String, pages: [KeyPage]) {
        self.id = id
        self.name = name
        self.locale = locale
        self.version = version
        self.width = width
        self.defaultPage = defaultPage
        self.pages = pages
    }

    /// Index of the page with the given id.
    public func pageIndex(id: String) -> Int? { pages.firstIndex { $0.id == id } }

    /// The page with the given id.
    public func page(id: String) -> KeyPage? { pages.first { $0.id == id } }

    /// Index of the default page (always present in a validated keyset).
    public var defaultPageIndex: Int { pageIndex(id: defaultPage) ?? 0 }
}
