/// The letter keys of the active keyset as data: which character each key types and where it is.
///
/// `Suggestions` never reads keyset files; the keyboard stage (or a caller) builds this value from
/// its geometry and hands it to the ranker, which derives substitution costs from key distances and
/// tap likelihoods from key centres and sizes.
public struct KeyboardLayoutModel: Sendable, Hashable {
    /// Key geometry by the lowercase character the key types.
    public var keys: [Character: KeyGeometry]

    public init(keys: [Character: KeyGeometry]) {
        var lowered: [Character: KeyGeometry] = [:]
        for (c, g) in keys {
            let l = Character(String(c).lowercased())
            if lowered[l] == nil || l == c { lowered[l] = g }
        }
        self.keys = lowered
    }

    /// Builds a model from rows of equal-width keys: row `i` starts `offsets[i]` keys from the left
    /// edge, rows are one key apart vertically. Useful for layouts described as text.
    public init(rows: [String], offsets: [Double], keyWidth: Double = 1, keyHeight: Double = 1) {
        var keys: [Character: KeyGeometry] = [:]
        for (r, row) in rows.enumerated() {
            let offset = r < offsets.count ? offsets[r] : 0
            for (c, ch) in row.enumerated() {
                keys[ch] = KeyGeometry(centerX: (offset + Double(c) + 0.5) * keyWidth,
                                       centerY: (Double(r) + 0.5) * keyHeight,
                                       width: keyWidth, height: keyHeight)
            }
        }
        self.init(keys: keys)
    }

    /// The standard QWERTY letter block (rows staggered by 0, 0.5 and 1.5 keys; apostrophe to the
    /// right of `l`), the built-in geometry used until keysets provide their own.
    public static let qwerty = KeyboardLayoutModel(
        rows: ["qwertyuiop", "asdfghjkl'", "zxcvbnm"], offsets: [0, 0.5, 1.5])

    /// The key whose centre is nearest to a point (nil for an empty model); what a plain hit test
    /// would type for a tap.
    public func nearestKey(to p: TapPoint) -> Character? {
        var best: Character? = nil
        var bestD = Double.infinity
        for (c, g) in keys {
            let dx = (p.x - g.centerX) / g.width, dy = (p.y - g.centerY) / g.height
            let d = dx * dx + dy * dy
            if d < bestD || (d == bestD && best.map { c < $0 } == true) { bestD = d; best = c }
        }
        return best
    }
}
