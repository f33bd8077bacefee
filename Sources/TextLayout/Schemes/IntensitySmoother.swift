import CPangoCairo
import IntensityStyle

/// Display-time smoothing of an attributed text's `intensity` attributes, through IntensityStyle's
/// one `IntensitySmoothing` (integer mean per unit, the original's algorithm) over grapheme clusters.
///
/// Units cover the text without gaps: separators join the following unit, and separators after
/// the last unit join it (so "ab  cd." smoothed by word is "ab" + "  cd.", and "ab\ncd" by
/// paragraph is "ab" + "\ncd"). A caller that knows the text's units passes them (`units`: the
/// renderer passes TextEditing's tokenizer units for a document, so the picture and the HTML
/// export smooth over the same units by construction). Without them, word and sentence ends are
/// Pango's (Unicode UAX #29 through `pango_get_log_attrs`) and lines come from the layout.
/// Clusters without an intensity are neither counted nor changed. A smoothed copy is returned.
public enum IntensitySmoother {
    /// A copy of `text` with smoothed intensities. `units` (UTF-16, covering the text) replace
    /// the unit search for every unit but `.character` and `.line`; `lineRanges` (UTF-16, covering
    /// the text) are needed for `.line`, without them a line is a paragraph.
    public static func smoothed(_ text: AttributedText, unit: SmoothingUnit, units: [Range<Int>]? = nil,
                                lineRanges: [Range<Int>]? = nil) -> AttributedText {
        guard unit != .character, text.length > 0, !text.runs.isEmpty else { return text }
        let ranges = unit == .line ? unitRanges(text, unit: unit, lineRanges: lineRanges) : (units ?? unitRanges(text, unit: unit))
        // Per cluster: UTF-16 length and intensity.
        var lengths: [Int] = []
        var values: [Int?] = []
        lengths.reserveCapacity(text.length)
        values.reserveCapacity(text.length)
        var offset = 0
        var runIndex = 0, runEnd = text.runs[0].length
        for ch in text.string {
            while offset >= runEnd && runIndex + 1 < text.runs.count { runIndex += 1; runEnd += text.runs[runIndex].length }
            lengths.append(ch.utf16.count)
            values.append(text.runs[runIndex].attributes.intensity)
            offset += ch.utf16.count
        }
        let smoothed = IntensitySmoothing.smoothed(values, units: IntensitySmoothing.clusterUnits(ranges, clusterLengths: lengths))
        return rebuilt(text, clusterLengths: lengths, intensities: smoothed)
    }

    /// `text` with each cluster's intensity replaced, runs merged where attributes are equal.
    static func rebuilt(_ text: AttributedText, clusterLengths: [Int], intensities: [Int?]) -> AttributedText {
        var runs: [AttributeRun] = []
        runs.reserveCapacity(text.runs.count)
        var runIndex = 0, runEnd = text.runs[0].length, start = 0
        for (k, length) in clusterLengths.enumerated() {
            while start >= runEnd && runIndex + 1 < text.runs.count { runIndex += 1; runEnd += text.runs[runIndex].length }
            var a = text.runs[runIndex].attributes
            a.intensity = intensities[k]
            if let last = runs.last, last.attributes == a {
                runs[runs.count - 1].length += length
            } else {
                runs.append(AttributeRun(length: length, attributes: a))
            }
            start += length
        }
        return (try? AttributedText(text.string, runs: runs, trailingAttributes: text.trailingAttributes)) ?? text
    }

    /// The consecutive UTF-16 ranges the text is smoothed over when no units are passed in.
    public static func unitRanges(_ text: AttributedText, unit: SmoothingUnit, lineRanges: [Range<Int>]? = nil) -> [Range<Int>] {
        let n = text.length
        guard n > 0 else { return [] }
        switch unit {
        case .character:
            var out: [Range<Int>] = []
            var o = 0
            for ch in text.string { let l = ch.utf16.count; out.append(o..<(o + l)); o += l }
            return out
        case .document:
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
            return IntensitySmoothing.covering(ends: cuts, length: n)
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
        let units = Array(text.string.utf16)
        var lastContent = units.count
        while lastContent > 0 && units[lastContent - 1] == 0x0A { lastContent -= 1 }
        return IntensitySmoothing.covering(ends: ends, length: units.count, contentEnd: lastContent)
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
