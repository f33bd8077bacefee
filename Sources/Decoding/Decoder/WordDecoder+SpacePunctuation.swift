import Suggestions

/// A full stop or comma that landed on the key beside it: the space bar or Return. The two keys
/// flank the bar and the full stop has Return on its other side, so a word's closing punctuation
/// slips onto them, and the space typed next shows the slip: a second space ("himself  " for
/// "himself. "), or a space opening a paragraph ("waiver⏎ " for "waiver. "). Both are otherwise
/// slips that say nothing, so when the tap lies within reach of the punctuation key, it is read
/// as the punctuation it was meant as.
extension WordDecoder {
    /// The punctuation (`WordSegmentation.closingPunctuation`) a tap on the bar or on Return was
    /// meant as, when a space followed it: the likeliest key within
    /// `WordSegmentation.maxSpaceTapCost` nats of the tap (keyboard units), or nil when the tap
    /// is the key's own.
    public func punctuation(meantByTap tap: TapPoint) -> Character? {
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
