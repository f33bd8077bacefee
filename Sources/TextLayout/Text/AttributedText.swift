/// Text with attribute runs indexed in UTF-16 code units (the unit of `UITextInput` and TextKit).
///
/// Paragraphs are separated by "\n"; each paragraph includes its newline. The text always has one
/// more paragraph than it has newlines: after a trailing newline (and in an empty text) there is an
/// empty last paragraph, whose attributes are `trailingAttributes` (TextKit's extra line fragment).
public struct AttributedText: Hashable, Sendable, CustomStringConvertible {
    /// The characters.
    public private(set) var string: String
    /// Runs covering the whole string in order; adjacent runs always differ.
    public private(set) var runs: [AttributeRun]
    /// Attributes of the empty paragraph after a trailing newline (or of an empty text); nil falls
    /// back to the attributes of the newline before it. This is where an empty last line keeps its
    /// paragraph style (block spacing, list item) although it has no character to carry it.
    public var trailingAttributes: TextAttributes?
    /// Length in UTF-16 code units.
    public private(set) var length: Int

    public init(_ string: String = "", attributes: TextAttributes = TextAttributes()) {
        self.string = string
        length = string.utf16.count
        runs = length > 0 ? [AttributeRun(length: length, attributes: attributes)] : []
        trailingAttributes = nil
    }

    /// Builds a text from runs; runs of length 0 are dropped and equal neighbours merged.
    /// Throws if the run lengths do not add up to the string's UTF-16 length.
    public init(_ string: String, runs: [AttributeRun], trailingAttributes: TextAttributes? = nil) throws {
        self.string = string
        length = string.utf16.count
        let total = runs.reduce(0) { $0 + $1.length }
        guard total == length, runs.allSatisfy({ $0.length >= 0 }) else {
            throw TextRangeError.outOfBounds(lower: 0, upper: total, length: length)
        }
        self.runs = AttributedText.normalized(runs)
        self.trailingAttributes = trailingAttributes
    }

    public var description: String { "AttributedText(\(string.debugDescription), \(runs.count) runs)" }

    // MARK: - Reading

    /// The attributes at a UTF-16 offset and the full run range they cover.
    /// At `length` (or in an empty text) returns the last run's attributes, or the trailing ones.
    public func attributes(at offset: Int) -> (attributes: TextAttributes, range: Range<Int>) {
        var start = 0
        for run in runs {
            if offset < start + run.length { return (run.attributes, start..<(start + run.length)) }
            start += run.length
        }
        if let t = trailingAttributes { return (t, length..<length) }
        if let last = runs.last { return (last.attributes, (length - last.length)..<length) }
        return (TextAttributes(), 0..<0)
    }

    /// Calls `body` for each run intersecting `range`, with the run clipped to the range.
    public func enumerateRuns(in range: Range<Int>? = nil, _ body: (Range<Int>, TextAttributes) -> Void) {
        let r = range ?? 0..<length
        var start = 0
        for run in runs {
            let end = start + run.length
            if end > r.lowerBound && start < r.upperBound {
                body(max(start, r.lowerBound)..<min(end, r.upperBound), run.attributes)
            }
            if end >= r.upperBound { break }
            start = end
        }
    }

    /// The part of the text in `range` (UTF-16 offsets).
    public func attributedSubstring(_ range: Range<Int>) throws -> AttributedText {
        if range.lowerBound == 0 && range.upperBound == length {
            var whole = self
            whole.trailingAttributes = nil
            return whole
        }
        let lo = try stringIndex(range.lowerBound)
        let hi = try stringIndex(range.upperBound)
        var out = AttributedText()
        out.string = String(string[lo..<hi])
        out.length = range.count
        out.runs = AttributedText.slice(runs, range)
        return out
    }

    /// The paragraphs as separate texts (each with its newline; the last may be empty), in one pass
    /// over the string and the runs — O(length + runs), also for a run per character.
    public var paragraphs: [AttributedText] {
        var out: [AttributedText] = []
        var runIndex = 0, usedOfRun = 0
        var start = string.startIndex
        var i = string.utf8.startIndex
        let end = string.utf8.endIndex
        func take(upTo stop: String.Index) {
            var p = AttributedText()
            p.string = String(string[start..<stop])
            p.length = p.string.utf16.count
            var need = p.length
            while need > 0 && runIndex < runs.count {
                let available = runs[runIndex].length - usedOfRun
                let n = min(need, available)
                p.runs.append(AttributeRun(length: n, attributes: runs[runIndex].attributes))
                need -= n
                usedOfRun += n
                if usedOfRun == runs[runIndex].length { runIndex += 1; usedOfRun = 0 }
            }
            out.append(p)
            start = stop
        }
        while i != end {
            let byte = string.utf8[i]
            string.utf8.formIndex(after: &i)
            if byte == 0x0A { take(upTo: i) }
        }
        take(upTo: string.endIndex)
        out[out.count - 1].trailingAttributes = trailingAttributes
        return out
    }

    /// The UTF-16 ranges of the paragraphs, each including its newline; the last one may be empty.
    public var paragraphRanges: [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0, offset = 0
        // Over the UTF-8 bytes (far faster than the UTF-16 view of a native string), counting
        // UTF-16 units: one per scalar, two for a four-byte scalar (a surrogate pair).
        var s = string
        s.withUTF8 { bytes in
            for b in bytes where b & 0xC0 != 0x80 {
                offset += b >= 0xF0 ? 2 : 1
                if b == 0x0A {
                    out.append(start..<offset)
                    start = offset
                }
            }
        }
        out.append(start..<length)
        return out
    }

    /// The range of the paragraph containing `offset` (including its newline).
    public func paragraphRange(containing offset: Int) -> Range<Int> {
        let all = paragraphRanges
        return all.first(where: { $0.contains(offset) }) ?? all[all.count - 1]
    }

    // MARK: - Editing

    /// Replaces the characters in `range` with `replacement` (TextKit's `replaceCharacters(in:with:)`).
    public mutating func replaceCharacters(in range: Range<Int>, with replacement: AttributedText) throws {
        let lo = try stringIndex(range.lowerBound)
        let hi = try stringIndex(range.upperBound)
        let reachesEnd = range.upperBound == length
        string.replaceSubrange(lo..<hi, with: replacement.string)
        // Both sides and the replacement are already normalised: only the two seams can join.
        var newRuns: [AttributeRun] = []
        newRuns.reserveCapacity(runs.count + replacement.runs.count)
        AttributedText.appendSlice(of: runs, 0..<range.lowerBound, to: &newRuns)
        for run in replacement.runs { AttributedText.appendMerging(run, to: &newRuns) }
        AttributedText.appendSlice(of: runs, range.upperBound..<length, to: &newRuns)
        runs = newRuns
        length += replacement.length - range.count
        if reachesEnd, let t = replacement.trailingAttributes { trailingAttributes = t }
    }

    /// Replaces the characters in `range` with plain text carrying `attributes`.
    public mutating func replaceCharacters(in range: Range<Int>, with text: String, attributes: TextAttributes) throws {
        try replaceCharacters(in: range, with: AttributedText(text, attributes: attributes))
    }

    /// Appends `other` (its trailing attributes win when it is not empty or sets them).
    public mutating func append(_ other: AttributedText) {
        string += other.string
        // Only the seam can hold equal neighbours: both sides are already normalised.
        var rest = other.runs[...]
        if let last = runs.last, let first = rest.first, last.attributes == first.attributes {
            runs[runs.count - 1].length += first.length
            rest = rest.dropFirst()
        }
        runs.append(contentsOf: rest)
        length += other.length
        if other.trailingAttributes != nil { trailingAttributes = other.trailingAttributes }
    }

    /// Sets the attributes of `range`, replacing what was there.
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) throws {
        try updateAttributes(in: range) { $0 = attributes }
    }

    /// Changes the attributes of every run in `range` (runs are split at the range's ends).
    public mutating func updateAttributes(in range: Range<Int>, _ body: (inout TextAttributes) -> Void) throws {
        guard range.lowerBound >= 0, range.upperBound <= length else {
            throw TextRangeError.outOfBounds(lower: range.lowerBound, upper: range.upperBound, length: length)
        }
        _ = try stringIndex(range.lowerBound)
        _ = try stringIndex(range.upperBound)
        var middle = AttributedText.slice(runs, range)
        for i in middle.indices { body(&middle[i].attributes) }
        runs = AttributedText.normalized(
            AttributedText.slice(runs, 0..<range.lowerBound) + middle + AttributedText.slice(runs, range.upperBound..<length))
    }

    // MARK: - Internals

    /// The string index at a UTF-16 offset; the one place that checks offsets against the string.
    func stringIndex(_ offset: Int) throws -> String.Index {
        guard offset >= 0, offset <= length else {
            throw TextRangeError.outOfBounds(lower: offset, upper: offset, length: length)
        }
        let idx = string.utf16.index(string.startIndex, offsetBy: offset)
        guard idx.samePosition(in: string.unicodeScalars) != nil else {
            throw TextRangeError.splitsSurrogatePair(offset: offset)
        }
        return idx
    }

    static func slice(_ runs: [AttributeRun], _ range: Range<Int>) -> [AttributeRun] {
        var out: [AttributeRun] = []
        appendSlice(of: runs, range, to: &out)
        return out
    }

    /// Appends the part of `runs` in `range`, merging its first run into `out`'s last if equal.
    static func appendSlice(of runs: [AttributeRun], _ range: Range<Int>, to out: inout [AttributeRun]) {
        var start = 0, first = true
        for run in runs {
            let end = start + run.length
            let lo = max(start, range.lowerBound), hi = min(end, range.upperBound)
            if hi > lo {
                let piece = AttributeRun(length: hi - lo, attributes: run.attributes)
                if first { appendMerging(piece, to: &out) } else { out.append(piece) }
                first = false
            }
            if end >= range.upperBound { break }
            start = end
        }
    }

    /// Appends `run` to `out`, extending `out`'s last run instead when the attributes are equal.
    static func appendMerging(_ run: AttributeRun, to out: inout [AttributeRun]) {
        guard run.length > 0 else { return }
        if let last = out.last, last.attributes == run.attributes {
            out[out.count - 1].length += run.length
        } else {
            out.append(run)
        }
    }

    static func normalized(_ runs: [AttributeRun]) -> [AttributeRun] {
        var out: [AttributeRun] = []
        out.reserveCapacity(runs.count)
        for run in runs where run.length > 0 {
            if let last = out.last, last.attributes == run.attributes {
                out[out.count - 1].length += run.length
            } else {
                out.append(run)
            }
        }
        return out
    }
}
