import Suggestions

/// A full stop or comma that landed on the space bar beside it. The two keys flank the bar, so a
/// word's closing punctuation slips onto it and types a space; the space typed next is then a
/// second one ("himself  " for "himself. "). A doubled space after a word is otherwise a slip
/// that says nothing, so when the first space's tap lies within reach of the punctuation key
/// beside the bar, that space is read as the punctuation it was meant as.
extension WordDecoder {
    /// The punctuation (`WordSegmentation.closingPunctuation`) a space tap was meant as, when
    /// a second space followed it: the likeliest key within `WordSegmentation.maxSpaceTapCost`
    /// nats of the tap (keyboard units), or nil when the tap is the bar's own.
    public func punctuation(meantBySpaceTap tap: TapPoint) -> Character? {
        var best: (key: Character, cost: Double)?
        for p in WordSegmentation.closingPunctuation where spatial.layout.keys[p] != nil {
            let cost = spatial.cost(tap, for: p, typed: " ")
            guard cost <= WordSegmentation.maxSpaceTapCost else { continue }
            if best.map({ cost < $0.cost }) ?? true { best = (p, cost) }
        }
        return best?.key
    }

    /// Whether a tap (keyboard units) may have been meant as the space: on the bar or its
    /// Gaussian's near tail, or on the letter row right above it (a slip of one row).
    public func mayBeSpace(_ tap: TapPoint) -> Bool {
        spatial.spaceCost(tap).map { $0 < WordSegmentation.maxSpaceTapCost } ?? false
    }
}
