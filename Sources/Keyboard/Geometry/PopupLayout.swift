/// Where an expanding key's alternatives appear, in keyboard units (cells may lie above or
/// beside the keyboard), and which one a sliding touch selects.
///
/// The first alternative always sits over the key itself, so the touch that opened the popup
/// starts on it (the original keeps the primary option nearest the finger); the others follow in
/// the key's `expand` direction, one key-sized cell each. `grid` makes rows of at most five,
/// the first centred over the key with later ones alternating right and left, rows growing up.
public struct PopupLayout: Hashable, Sendable {
    /// Index of the key in its `PageLayout`.
    public var keyIndex: Int
    /// One cell per alternative, in the key's alternatives order.
    public var cells: [KeyRect]

    public init(keyIndex: Int, key: LaidOutKey, keyboardWidth: Double) {
        self.keyIndex = keyIndex
        let n = key.key.alternatives.count
        let w = key.cell.width, h = key.cell.height
        let x0 = key.cell.x, y0 = key.cell.y
        var cells: [KeyRect] = []
        cells.reserveCapacity(n)
        switch key.key.expand {
        case .up: for i in 0..<n { cells.append(KeyRect(x: x0, y: y0 - Double(i) * h, width: w, height: h)) }
        case .down: for i in 0..<n { cells.append(KeyRect(x: x0, y: y0 + Double(i) * h, width: w, height: h)) }
        case .left: for i in 0..<n { cells.append(KeyRect(x: x0 - Double(i) * w, y: y0, width: w, height: h)) }
        case .right: for i in 0..<n { cells.append(KeyRect(x: x0 + Double(i) * w, y: y0, width: w, height: h)) }
        case .grid:
            let columns = 5
            var i = 0
            var row = 0
            while i < n {
                let inRow = min(columns, n - i)
                // Slots: 0, +1, −1, +2, −2 relative to the key.
                var offsets: [Int] = []
                for j in 0..<inRow { offsets.append(j == 0 ? 0 : (j % 2 == 1 ? (j + 1) / 2 : -(j / 2))) }
                let minOffset = Double(offsets.min() ?? 0), maxOffset = Double(offsets.max() ?? 0)
                var shift = 0.0
                if x0 + minOffset * w < 0 { shift = -(x0 + minOffset * w) }
                if x0 + (maxOffset + 1) * w + shift > keyboardWidth { shift = keyboardWidth - (x0 + (maxOffset + 1) * w) }
                for off in offsets {
                    cells.append(KeyRect(x: x0 + Double(off) * w + shift, y: y0 - Double(row) * h, width: w, height: h))
                }
                i += inRow
                row += 1
            }
        }
        self.cells = cells
    }

    /// The alternative a touch at (x, y) selects: the cell containing it, or the nearest cell
    /// within `allowance` keyboard units; nil when the touch has left the popup.
    public func alternative(x: Double, y: Double, allowance: Double) -> Int? {
        var best: Int? = nil
        var bestDistance = allowance * allowance
        for (i, c) in cells.enumerated() {
            let d = c.distanceSquared(x: x, y: y)
            if d == 0 && c.contains(x: x, y: y) { return i }
            if d <= bestDistance { bestDistance = d; best = i }
        }
        return best
    }
}
