/// The geometry of one page in keyboard space, and hit testing on it.
///
/// Rows are stacked top to bottom with their heights (in row units); a row wider than the
/// keyboard is scaled to fit, a shorter one is centred. Every point maps to a key: a point in
/// a spacer, a margin or a gap goes to the nearer key of its row, points beyond the top, bottom
/// or sides go to the edge keys — as LatinIME's edge extension and Squeekboard's tiling do.
public struct PageLayout: Hashable, Sendable {
    public let pageID: String
    /// Keyboard size in keyboard units.
    public let width: Double
    public let height: Double
    /// Every key, row by row, left to right.
    public let keys: [LaidOutKey]
    /// Per row: y range and the range of `keys` it holds.
    let rowTops: [Double]
    let rowBottoms: [Double]
    let rowRanges: [Range<Int>]

    /// Lays out `page` on a keyboard `width` key units wide, with `keySpacing` key units of
    /// gap between neighbouring keys' visible frames (and between rows).
    public init(page: KeyPage, width: Double, keySpacing: Double = 0.1) {
        pageID = page.id
        self.width = width
        var keys: [LaidOutKey] = []
        var tops: [Double] = [], bottoms: [Double] = [], ranges: [Range<Int>] = []
        var y = 0.0
        for (ri, row) in page.rows.enumerated() {
            let total = row.totalWidth
            let scale = total > width && total > 0 ? width / total : 1
            var x = total > width ? 0 : (width - total) / 2
            let first = keys.count
            for (ii, item) in row.items.enumerated() {
                let w = item.width * scale
                if case .key(let k) = item {
                    let cell = KeyRect(x: x, y: y, width: w, height: row.height)
                    keys.append(LaidOutKey(key: k, row: ri, item: ii, cell: cell,
                                           frame: cell.insetBy(dx: keySpacing / 2, dy: keySpacing / 2)))
                }
                x += w
            }
            tops.append(y)
            y += row.height
            bottoms.append(y)
            ranges.append(first..<keys.count)
        }
        height = y
        self.keys = keys
        rowTops = tops
        rowBottoms = bottoms
        rowRanges = ranges
    }

    /// Lays out the keyset's page with the given id (nil when there is none).
    public init?(keyset: Keyset, pageID: String, keySpacing: Double = 0.1) {
        guard let p = keyset.page(id: pageID) else { return nil }
        self.init(page: p, width: keyset.width, keySpacing: keySpacing)
    }

    /// True when the point lies on the keyboard (edges included).
    @inlinable public func contains(x: Double, y: Double) -> Bool {
        x >= 0 && x <= width && y >= 0 && y <= height
    }

    /// Index into `keys` of the key a touch at (x, y) belongs to; nil only for a page without keys.
    public func keyIndex(x: Double, y: Double) -> Int? {
        guard !rowRanges.isEmpty else { return nil }
        var r = 0
        while r < rowBottoms.count - 1 && y >= rowBottoms[r] { r += 1 }
        // Rows without keys (not possible in a validated keyset) fall back to the nearest one.
        var range = rowRanges[r]
        if range.isEmpty {
            guard let alt = rowRanges.indices.filter({ !rowRanges[$0].isEmpty }).min(by: { abs($0 - r) < abs($1 - r) }) else { return nil }
            range = rowRanges[alt]
        }
        var best = range.lowerBound
        var bestDistance = Double.infinity
        for i in range {
            let c = keys[i].cell
            if x >= c.x && x < c.maxX { return i }
            let d = x < c.x ? c.x - x : x - c.maxX
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }

    /// True while (x, y) stays within key `index`'s cell grown by `margin` (key widths
    /// horizontally, row heights vertically) — the hysteresis before a moving touch changes key.
    /// Edge keys keep their extension to the border.
    public func isNear(key index: Int, x: Double, y: Double, margin: Double) -> Bool {
        guard let current = keyIndex(x: x, y: y) else { return false }
        if current == index { return true }
        let c = keys[index].cell
        return x >= c.x - margin && x < c.maxX + margin && y >= c.y - margin && y < c.maxY + margin
    }

    /// Index of the first key whose action matches.
    public func firstKey(where predicate: (Key) -> Bool) -> Int? {
        keys.firstIndex { predicate($0.key) }
    }

    /// Centre and size of every single-character text key (and space, as " ") by the character
    /// it types unshifted; letters are lowercase as on the key. For the suggestion ranker.
    public func keyBoxes() -> [Character: KeyBox] {
        var out: [Character: KeyBox] = [:]
        for k in keys {
            let ch: Character
            switch k.key.action {
            case .text(let t) where t.count == 1: ch = t.first!
            case .space: ch = " "
            default: continue
            }
            if out[ch] == nil {
                out[ch] = KeyBox(centerX: k.cell.centerX, centerY: k.cell.centerY, width: k.cell.width, height: k.cell.height)
            }
        }
        return out
    }
}
