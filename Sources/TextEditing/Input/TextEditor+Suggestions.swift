extension TextEditor {
    // MARK: Suggestions

    /// Replaces `range` (usually the word before the caret, or the marked word) with `suggestion`,
    /// chosen by a tap of `tapIntensity`. Intensities follow `settings.suggestionPolicy`; attributes
    /// are those of the replaced word's first character. One undo step; the caret ends after it.
    public func replace(_ range: TextRange, withSuggestion suggestion: String, tapIntensity: UInt8, appendingSpace: Bool = false) {
        if markedRange != nil { unmarkText() }
        let r = clamp(range.utf16Range)
        let old = document.fragment(inUTF16Range: r)
        let text = suggestion + (appendingSpace ? " " : "")
        let n = text.count
        let values: [UInt8]
        switch settings.suggestionPolicy {
        case .tapIntensity:
            values = [UInt8](repeating: min(tapIntensity, 100), count: n)
        case .blend:
            var v = Self.blend(old.intensities, into: suggestion.count, fallback: min(tapIntensity, 100))
            if appendingSpace { v.append(min(tapIntensity, 100)) }
            values = v
        }
        let attrs = old.attributes.first?.value ?? typingAttributes
        let fragment = DocumentFragment(string: text, intensities: values, attributes: [.init(count: n, value: attrs)])
        undoStack.close()
        apply(r, fragment, kind: .other, selectionAfter: { $0.upperBound..<$0.upperBound })
        undoStack.close()
    }

    /// Resamples `old` (m values) onto `n` values: value i is the mean of `old` over the span
    /// [i·m/n, (i+1)·m/n), each old value weighted by how much of it the span covers, rounded to
    /// nearest. Empty `old` gives `fallback` everywhere.
    public static func blend(_ old: [UInt8], into n: Int, fallback: UInt8) -> [UInt8] {
        guard n > 0 else { return [] }
        let m = old.count
        guard m > 0 else { return [UInt8](repeating: fallback, count: n) }
        var out: [UInt8] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            // Work in units of 1/n of an old character to stay in integers: span [i·m, (i+1)·m).
            let lo = i * m, hi = (i + 1) * m
            var sum = 0, weight = 0
            var j = lo / n
            while j * n < hi && j < m {
                let overlap = min(hi, (j + 1) * n) - max(lo, j * n)
                if overlap > 0 { sum += Int(old[j]) * overlap; weight += overlap }
                j += 1
            }
            out.append(UInt8((sum * 2 + weight) / (2 * weight)))
        }
        return out
    }
}
