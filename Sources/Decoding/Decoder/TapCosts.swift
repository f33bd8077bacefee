import Suggestions

/// Every tap's match cost for every key the layout places (nats, `SpatialModel.cost`), computed
/// once per word. The decoder aligns the same taps with dozens of candidates and spells hundreds of
/// strings from them; each cost looked up afresh would hash the character into the layout and the
/// touch model and evaluate the Gaussian again.
///
/// Answers exactly what `SpatialModel.cost(_:for:typed:)` answers: a character the layout does
/// not place (a digit, an accent) is asked of the model itself.
struct TapCosts {
    let spatial: SpatialModel
    let taps: [TapPoint]
    let typed: [Character]
    /// The layout's keys, sorted (an index into this is a key's column in `costs`).
    var keys: [Character] { spatial.keyTable.keys }
    /// Row `i`: tap `i`'s cost for each of `keys`.
    private let costs: [Double]
    /// The number of keys (a row's length in `costs`).
    private let width: Int

    init(spatial: SpatialModel, taps: [TapPoint], typed: [Character]) {
        self.spatial = spatial
        self.taps = taps
        self.typed = typed
        let targets = spatial.keyTable.targets
        var table = [Double](repeating: 0, count: taps.count * targets.count)
        for (i, t) in taps.enumerated() {
            for (k, target) in targets.enumerated() { table[i * targets.count + k] = spatial.cost(t, target) }
        }
        costs = table
        width = targets.count
    }

    /// The byte of a character that is one ASCII byte ("\r\n" is two, so it is not).
    @inline(__always) static func asciiByte(_ c: Character) -> UInt8? {
        let u = c.utf8
        guard u.count == 1, let b = u.first, b < 0x80 else { return nil }
        return b
    }

    /// Tap `i`'s cost for the key of `c` (lowercase), as `SpatialModel.cost(_:for:typed:)`.
    @inline(__always) func cost(_ i: Int, for c: Character) -> Double {
        if let b = Self.asciiByte(c) {
            let k = spatial.keyTable.asciiColumn[Int(b)]
            if k >= 0 { return costs[i * width + k] }
        }
        return spatial.cost(taps[i], for: c, typed: i < typed.count ? typed[i] : c)
    }

    /// Tap `i`'s cost for the key in column `k` of `keys`.
    @inline(__always) func cost(_ i: Int, column k: Int) -> Double { costs[i * width + k] }
}
