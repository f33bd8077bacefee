import Suggestions
#if canImport(Glibc)
import Glibc
#endif

/// The spatial half of the decoder: how well a word's taps fit a candidate's keys. Each tap is a
/// draw from the candidate key's Gaussian (the personalised `TouchModel`), mixed with a small
/// uniform stray component so one wild tap costs a bounded amount; extra taps, missed keys and
/// swapped neighbours are edits with costs (an alignment, as LatinIME's decoder scores them).
public struct SpatialModel: Sendable {
    public var layout: KeyboardLayoutModel { didSet { keyTable = KeyTable(layout: layout, touchModel: touchModel) } }
    public var touchModel: TouchModel { didSet { keyTable = KeyTable(layout: layout, touchModel: touchModel) } }
    /// The layout's keys with their targets under the touch model, kept in step with both: every
    /// word decoded reads them (`TapCosts`), and sorting characters or estimating a key's target
    /// per word cost more than the word's own tap costs.
    private(set) var keyTable: KeyTable
    /// The space bar, for taps that may have been meant as a space (nil: unknown).
    public var spaceKey: KeyGeometry?
    /// The shift key, for a word's first tap that may have been meant as shift (nil: unknown).
    public var shiftKey: KeyGeometry?
    public var settings: DecoderSettings

    public init(layout: KeyboardLayoutModel, touchModel: TouchModel, spaceKey: KeyGeometry? = nil, settings: DecoderSettings = DecoderSettings()) {
        self.layout = layout
        self.touchModel = touchModel
        keyTable = KeyTable(layout: layout, touchModel: touchModel)
        self.spaceKey = spaceKey
        self.settings = settings
    }

    /// −ln of a tap's likelihood under a target, relative to a tap at the target's centre of a
    /// key one unit wide (so costs of different words compare).
    func cost(_ t: TapPoint, _ k: KeyTarget) -> Double {
        let dx = (t.x - k.x) / k.sigmaX, dy = (t.y - k.y) / k.sigmaY
        let d2 = dx * dx + dy * dy
        let s0 = touchModel.defaultSpread
        let density = exp(-0.5 * d2) * (s0 * s0) / (k.sigmaX * k.sigmaY)
        let c = -log((1 - settings.strayShare) * density + settings.strayShare)
        return c.isFinite ? c : -log(settings.strayShare)
    }

    /// Match cost of tap `t` for character `c`; `typed` is the character the tap produced (used
    /// for keys the layout does not place: digits, accents — free when equal, else a stray tap).
    func cost(_ t: TapPoint, for c: Character, typed: Character) -> Double {
        if let g = layout.keys[c] { return cost(t, touchModel.target(c, geometry: g)) }
        return c == typed ? 0 : -log(settings.strayShare)
    }

    /// Cost of a tap meant for a key wider than one unit (the bar, shift): its Gaussian, only the
    /// distance outside its width counting along x, like a key edge (a wide key is aimed anywhere
    /// along it).
    func wideKeyCost(_ t: TapPoint, _ g: KeyGeometry) -> Double {
        let half = max(0, g.width / 2 - 0.5)
        let nx = max(g.centerX - half, min(g.centerX + half, t.x))
        let s = touchModel.defaultSpread
        return cost(t, KeyTarget(x: nx, y: g.centerY, sigmaX: s, sigmaY: s * g.height))
    }

    /// Cost of a tap meant as shift.
    func shiftCost(_ t: TapPoint) -> Double? {
        shiftKey.map { wideKeyCost(t, $0) }
    }

    /// Cost of a tap meant as a space.
    func spaceCost(_ t: TapPoint) -> Double? {
        guard let g = spaceKey else { return nil }
        let gaussian = wideKeyCost(t, g)
        // On the letter row right above the bar (within its width): a slip of one row.
        let top = g.centerY - g.height / 2
        let onRowAbove = t.y >= top - g.height && t.y < top && abs(t.x - g.centerX) <= g.width / 2
        return onRowAbove ? min(gaussian, settings.spaceSlipCost) : gaussian
    }

    /// The best alignment cost of the taps with a candidate's letters (lowercased), with
    /// insertions, omissions and transpositions. `typed` holds the characters the taps produced.
    /// O(taps × letters); callers cap both.
    /// `costs`: the same taps' costs computed once (`TapCosts`), when the caller has them.
    func alignmentCost(taps: [TapPoint], typed: [Character], candidate: [Character], costs: TapCosts? = nil) -> Double {
        let n = taps.count, m = candidate.count
        if n == 0 { return Double(m) * settings.omissionCost }
        var match = [Double](repeating: 0, count: n * m)
        if let costs, costs.taps.count == n {
            for i in 0..<n { for j in 0..<m { match[i * m + j] = costs.cost(i, for: candidate[j]) } }
        } else {
            for i in 0..<n { for j in 0..<m { match[i * m + j] = cost(taps[i], for: candidate[j], typed: typed[i]) } }
        }
        let w = m + 1
        var d = [Double](repeating: .infinity, count: (n + 1) * w)
        d[0] = 0
        for j in 1...max(1, m) where j <= m { d[j] = Double(j) * settings.omissionCost }
        for i in 1...n {
            let insertion = insertionCost(of: i - 1, typed: typed)
            d[i * w] = d[(i - 1) * w] + insertion
            for j in 1...max(1, m) where j <= m {
                var best = d[(i - 1) * w + j - 1] + match[(i - 1) * m + j - 1]
                best = min(best, d[(i - 1) * w + j] + insertion)
                best = min(best, d[i * w + j - 1] + settings.omissionCost)
                if i >= 2, j >= 2 {
                    let swap = match[(i - 2) * m + j - 1] + match[(i - 1) * m + j - 2] + settings.transpositionCost
                    best = min(best, d[(i - 2) * w + j - 2] + swap)
                }
                d[i * w + j] = best
            }
        }
        return d[n * w + m]
    }

    /// The cost of tap `i` as an extra tap: a tap that typed the same key as the tap before or
    /// after it (a finger that bounced, a contact seen twice: "Jimm") is far likelier than an
    /// extra tap anywhere else, which would otherwise explain away any tap that lies off its key.
    @inline(__always)
    func insertionCost(of i: Int, typed: [Character]) -> Double {
        guard i < typed.count else { return settings.insertionCost }
        let repeated = (i > 0 && typed[i - 1] == typed[i]) || (i + 1 < typed.count && typed[i + 1] == typed[i])
        return repeated ? settings.repeatedTapInsertionCost : settings.insertionCost
    }
}

extension SpatialModel {
    /// The layout's keys, sorted, with each key's target under the touch model.
    struct KeyTable: Sendable {
        let keys: [Character]
        let targets: [KeyTarget]
        /// Columns (indexes into `keys`) of the letter keys.
        let letterColumns: [Int]
        /// The column of a one-byte (ASCII) key, −1 when the layout has no such key.
        let asciiColumn: [Int]

        init(layout: KeyboardLayoutModel, touchModel: TouchModel) {
            let sorted = layout.keys.keys.sorted()
            keys = sorted
            targets = sorted.map { touchModel.target($0, geometry: layout.keys[$0]!) }
            letterColumns = sorted.indices.filter { sorted[$0].isLetter }
            var column = [Int](repeating: -1, count: 128)
            for (k, c) in sorted.enumerated() { if let b = TapCosts.asciiByte(c) { column[Int(b)] = k } }
            asciiColumn = column
        }
    }
}
