/// A hyperlink over a range of grapheme clusters.
///
/// Links move with edits (the original lost them): text typed inside a link joins it, text typed
/// at either edge stays outside, and a link whose clusters are all deleted disappears.
public struct Link: Hashable, Sendable {
    /// Grapheme-cluster offsets into the document.
    public var range: Range<Int>
    /// The target, as written (not validated beyond being non-empty).
    public var url: String

    public init(range: Range<Int>, url: String) {
        self.range = range
        self.url = url
    }

    /// The link after clusters `removed` were replaced by `inserted` clusters; nil if it vanished.
    func adjusted(removing removed: Range<Int>, inserting inserted: Int) -> Link? {
        let p = removed.lowerBound, q = removed.upperBound
        let delta = inserted - removed.count
        let s0 = range.lowerBound, e0 = range.upperBound
        // Start: before the edit unchanged; inside the removed part moves past the new text.
        let start = s0 < p ? s0 : (s0 >= q ? s0 + delta : p + inserted)
        // End: at or before the edit unchanged; after it shifts; inside the removed part clips to p.
        let end = e0 <= p ? e0 : (e0 > q ? e0 + delta : p)
        guard start < end else { return nil }
        return Link(range: start..<end, url: url)
    }
}
