import CPangoCairo

/// Display-time smoothing of an attributed text's `intensity` attributes: every grapheme cluster
/// of a unit shows the integer mean of the unit's cluster intensities (the original's algorithm).
///
/// Units cover the text without gaps: separators join the following unit, and separators after
/// the last unit join it (so "ab  cd." smoothed by word is "ab" + "  cd.", and "ab\ncd" by
/// paragraph is "ab" + "\ncd") — the same units as TextEditing's `IntensitySmoothing`, so the
/// picture and the HTML export agree. Word and sentence boundaries are Pango's (Unicode UAX #29
/// through `pango_get_log_attrs`), lines come from the layout. Clusters without an intensity are neither counted nor changed.
/// The input is not modified: a smoothed copy is returned.
public enum IntensitySmoother {
    /// A copy of `text` with smoothed intensities. `lineRanges` (UTF-16, covering the text) are
    /// needed for `.line`; without them a line is a paragraph.
    public static func smoothed(_ text: AttributedText, unit: IntensitySmoothingUnit, lineRanges: [Range<Int>]? = nil) -> AttributedText {
        guard unit != .character, text.length > 0 else { return text }
        let units = unitRanges(text, unit: unit, lineRanges: lineRanges)
        // Per cluster: UTF-16 start, length and intensity.
        var clusters: [(start: Int, length: Int, intensity: Int?)] = []
        clusters.reserveCapacity(text.length)
        var offset = 0
        var runIndex = 0, runEnd = text.runs.first?.length ?? 0
        for ch in text.string {
            let n = ch.utf16.count
            while offset >= runEnd && runIndex + 1 < text.runs.count { runIndex += 1; runEnd += text.runs[runIndex].length }
            clusters.append((offset, n, text.runs.isEmpty ? nil : text.runs[runIndex].attributes.intensity))
            offset += n
        }
        // One pass: each cluster's display intensity, then runs rebuilt cluster by cluster and
        // merged (O(length), whatever the number of units).
        var values = clusters.map(\.intensity)
        var c = 0
        for u in units {
            let first = c
            var sum = 0, count = 0
            while c < clusters.count && clusters[c].start < u.upperBound {
                if let v = clusters[c].intensity { sum += v; count += 1 }
                c += 1
            }
            guard count > 0 else { continue }
            for k in first..<c where values[k] != nil { values[k] = sum / count }
        }
        var runs: [AttributeRun] = []
        runs.reserveCapacity(text.runs.count)
        runIndex = 0
        runEnd = text.runs.first?.length ?? 0
        for (k, cluster) in clusters.enumerated() {
            while cluster.start >= runEnd && runIndex + 1 < text.runs.count { runIndex += 1; runEnd += text.runs[runIndex].length }
            var a = text.runs[runIndex].attributes
            a.intensity = values[k]
            if let last = runs.last, last.attributes == a {
                runs[runs.count - 1].length += cluster.length
            } else {
                runs.append(AttributeRun(length: cluster.length, attributes: a))
            }
        }
        let out = (try? AttributedText(text.string, runs: runs, trailingAttributes: text.trailingAttributes)) ?? text
        return out
    }

    /// The consecutive UTF-16 ranges the text is smoothed over.
    public static func unitRanges(_ text: AttributedText, unit: IntensitySmoothingUnit, lineRanges: [Range<Int>]? = nil) -> [Range<Int>] {
        let n = text.length
        guard n > 0 else { return [] }
        switch unit {
        case .character:
            var out: [Range<Int>] = []
            var o = 0
            for ch in text.string { let l = ch.utf16.count; out.append(o..<(o + l)); o += l }
            return out
        case .text:
            return [0..<n]
        case .paragraph:
            return contentSegments(text, ends: paragraphEnds(text))
        case .line:
            guard let lines = lineRanges?.filter({ !$0.isEmpty }), !lines.isEmpty else {
                return contentSegments(text, ends: paragraphEnds(text))
            }
            let units = Array(text.string.utf16)
            let ends = lines.compactMap { r -> Int? in
                let end = r.upperBound > r.lowerBound && r.upperBound <= units.count && units[r.upperBound - 1] == 0x0A ? r.upperBound - 1 : r.upperBound
                return end > r.lowerBound ? end : nil
            }
            return contentSegments(text, ends: ends)
        case .word, .sentence:
            let ends = boundaries(text.string, sentence: unit == .sentence).filter { $0 > 0 && $0 < n }
            // The last unit end has no unit after it: what follows joins the last unit.
            var cuts = ends
            if let last = cuts.last, !hasUnit(after: last, text.string, sentence: unit == .sentence) { cuts.removeLast() }
            var out: [Range<Int>] = []
            var start = 0
            for e in cuts where e > start { out.append(start..<e); start = e }
            out.append(start..<n)
            return out
        }
    }

    /// Where non-empty paragraphs end (before their newline).
    static func paragraphEnds(_ text: AttributedText) -> [Int] {
        var out: [Int] = []
        var previous: UInt16 = 0x0A
        for (i, u) in text.string.utf16.enumerated() {
            if u == 0x0A && previous != 0x0A { out.append(i) }
            previous = u
        }
        return out
    }

    /// Units ending at `ends` (content ends, before line terminators): the terminators and empty
    /// lines join the following unit, and whatever follows the last content joins the last unit.
    static func contentSegments(_ text: AttributedText, ends: [Int]) -> [Range<Int>] {
        let n = text.length
        let units = Array(text.string.utf16)
        var lastContent = n
        while lastContent > 0 && units[lastContent - 1] == 0x0A { lastContent -= 1 }
        var out: [Range<Int>] = []
        var start = 0
        for e in ends.sorted() where e > start && e < n && e < lastContent {
            out.append(start..<e)
            start = e
        }
        out.append(start..<n)
        return out
    }

    /// UTF-16 offsets where Pango marks a word (or sentence) end.
    static func boundaries(_ string: String, sentence: Bool) -> [Int] {
        let attrs = logAttrs(string)
        var out: [Int] = []
        var utf16 = 0
        var i = 0
        for scalar in string.unicodeScalars {
            let a = attrs[i]
            if sentence ? a.is_sentence_end != 0 : a.is_word_end != 0 { out.append(utf16) }
            utf16 += scalar.utf16.count
            i += 1
        }
        let a = attrs[i]
        if sentence ? a.is_sentence_end != 0 : a.is_word_end != 0 { out.append(utf16) }
        return out
    }

    /// Whether a word (sentence) starts at or after `offset`.
    static func hasUnit(after offset: Int, _ string: String, sentence: Bool) -> Bool {
        let attrs = logAttrs(string)
        var utf16 = 0
        var i = 0
        for scalar in string.unicodeScalars {
            if utf16 >= offset {
                let a = attrs[i]
                if sentence ? (a.is_sentence_start != 0 && !scalar.properties.isWhitespace) : a.is_word_start != 0 { return true }
            }
            utf16 += scalar.utf16.count
            i += 1
        }
        return false
    }

    /// Pango's break attributes, one per Unicode scalar plus one for the end.
    static func logAttrs(_ string: String) -> [PangoLogAttr] {
        var s = string
        let scalars = s.unicodeScalars.count
        var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars + 1)
        s.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { chars in
                attrs.withUnsafeMutableBufferPointer { a in
                    pango_get_log_attrs(chars.baseAddress, Int32(chars.count), -1, pango_language_from_string("en"), a.baseAddress, Int32(a.count))
                }
            }
        }
        return attrs
    }
}
