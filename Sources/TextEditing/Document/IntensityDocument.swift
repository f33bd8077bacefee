import _RopeModule

/// Intensity-attributed text: one intensity (0–100) per grapheme cluster, base attribute runs,
/// links and display options.
///
/// Text lives in a `BigString` rope and intensities in an ``IntensityRope`` (one byte per cluster),
/// so edits anywhere in a multi-megabyte document cost O(log n). The public editing unit is the
/// UTF-16 offset, as UIKit's `UITextInput` uses; every conversion between UTF-16, grapheme-cluster
/// and UTF-8 offsets happens here (``characterOffset(forUTF16Offset:)`` and friends).
public struct IntensityDocument: Sendable {
    /// The text. Internal so the tokenizer can walk it without copying.
    internal private(set) var text: BigString
    /// One intensity per grapheme cluster of `text`.
    public private(set) var intensities: IntensityRope
    /// Base attribute runs over grapheme clusters; always covers the whole text.
    public private(set) var attributes: RunArray<BaseAttributes>
    /// Links over grapheme clusters, sorted by start.
    public private(set) var links: [Link]
    /// Paragraph formats as runs over grapheme clusters (see `IntensityDocument+Paragraphs`).
    public internal(set) var paragraphs: RunArray<ParagraphFormat>
    /// The last paragraph's format (it may have no clusters: an empty text, or one ending in a separator).
    public internal(set) var finalParagraph: ParagraphFormat
    /// Display choices stored with the document.
    public var options: DocumentOptions
    /// Images on U+FFFC clusters, sorted by cluster offset (see `IntensityDocument+Attachments`).
    public internal(set) var attachments: [PlacedAttachment]
    /// Boundaries the last edit located (its start and end in the new text), so the next
    /// keystroke at the caret converts its UTF-16 offset without walking the rope. Cleared
    /// whenever `text` changes; not part of the document's value (`==` ignores it).
    internal private(set) var landmarks = TextLandmarks()

    /// An empty document.
    public init(options: DocumentOptions = DocumentOptions()) {
        self.text = BigString()
        self.intensities = IntensityRope()
        self.attributes = RunArray()
        self.links = []
        self.paragraphs = RunArray()
        self.finalParagraph = .plain
        self.options = options
        self.attachments = []
    }

    /// A document holding `fragment`.
    public init(_ fragment: DocumentFragment, options: DocumentOptions = DocumentOptions()) {
        self.init(options: options)
        replace(utf16Range: 0..<0, with: fragment)
    }

    /// A document of plain text typed at one intensity.
    public init(string: String, intensity: UInt8 = 40, attributes: BaseAttributes = .default, options: DocumentOptions = DocumentOptions()) {
        self.init(DocumentFragment(string, intensity: intensity, attributes: attributes), options: options)
    }

    // MARK: Sizes

    /// Length in UTF-16 code units: the end position of `TextInput`.
    public var utf16Count: Int { text.utf16.count }
    /// Number of grapheme clusters (= number of intensities).
    public var characterCount: Int { text.count }
    /// Length in UTF-8 bytes (Pango's unit).
    public var utf8Count: Int { text.utf8.count }
    public var isEmpty: Bool { text.isEmpty }
    /// The whole text as a `String` (O(n)).
    public var string: String { String(text) }

    // MARK: Index conversions (the one place)

    func index(utf16 offset: Int) -> BigString.Index {
        if let known = landmarks.landmark(atUTF16: offset) { return known.index }
        // The end is O(1); typing happens there most of the time.
        return offset == text.utf16.count ? text.endIndex : text.utf16.index(text.startIndex, offsetBy: offset)
    }

    func utf16Offset(of index: BigString.Index) -> Int {
        index == text.endIndex ? text.utf16.count : text.utf16.distance(from: text.startIndex, to: index)
    }

    /// Indices and cluster offsets of UTF-16 `lower..<upper` rounded outwards to cluster
    /// boundaries. Ranges that end at the document's end are located backwards from it, so
    /// editing there costs local walks only.
    func locate(_ lower: Int, _ upper: Int) -> (lo: BigString.Index, hi: BigString.Index, a: Int, b: Int, ca: Int, cb: Int) {
        let count = text.count
        let n16 = text.utf16.count
        if let known = landmarks.landmark(atUTF16: lower) {
            // A boundary already located (the caret after the last edit): walk only to the end.
            let ca = known.character ?? text.distance(from: text.startIndex, to: known.index)
            guard upper > lower else { return (known.index, known.index, lower, lower, ca, ca) }
            let hiRaw = text.utf16.index(known.index, offsetBy: upper - lower)
            let hi = text.index(roundingUp: hiRaw)
            let b = upper + text.utf16.distance(from: hiRaw, to: hi)
            return (known.index, hi, lower, b, ca, ca + text.distance(from: known.index, to: hi))
        }
        if upper == n16 {
            let loRaw = text.utf16.index(text.endIndex, offsetBy: lower - upper)
            let lo = text.index(roundingDown: loRaw)
            let a = lower - text.utf16.distance(from: lo, to: loRaw)
            let ca = lo == text.endIndex ? count : count - text.distance(from: lo, to: text.endIndex)
            return (lo, text.endIndex, a, n16, ca, count)
        }
        let loRaw = index(utf16: lower)
        let lo = text.index(roundingDown: loRaw)
        let a = lower - text.utf16.distance(from: lo, to: loRaw)
        var hi = lo, b = a
        if upper > lower {
            let hiRaw = text.utf16.index(loRaw, offsetBy: upper - lower)
            hi = text.index(roundingUp: hiRaw)
            b = upper + text.utf16.distance(from: hiRaw, to: hi)
        }
        let ca = text.distance(from: text.startIndex, to: lo)
        let cb = hi == lo ? ca : ca + text.distance(from: lo, to: hi)
        return (lo, hi, a, b, ca, cb)
    }

    /// UTF-16 offset of the cluster boundary before boundary `offset` (0 at the start).
    public func previousBoundary(beforeUTF16Offset offset: Int) -> Int {
        let o = boundaryUTF16Offset(offset)
        guard o > 0 else { return 0 }
        let i = index(utf16: o)
        let prev = text.index(before: i)
        return o - text.utf16.distance(from: prev, to: i)
    }

    /// ``previousBoundary(beforeUTF16Offset:)`` for the cluster Backspace deletes: the boundary
    /// is kept as a landmark (with its cluster offset when `offset`'s is known), because the
    /// deletion locates it next.
    mutating func locatePreviousBoundary(beforeUTF16Offset offset: Int) -> Int {
        let o = boundaryUTF16Offset(offset)
        guard o > 0 else { return 0 }
        let known = landmarks.landmark(atUTF16: o)
        let i = known?.index ?? index(utf16: o)
        let prev = text.index(before: i)
        let u = o - text.utf16.distance(from: prev, to: i)
        landmarks.record(.init(utf16: u, character: known?.character.map { $0 - 1 }, index: prev))
        return u
    }

    /// UTF-16 offset of the cluster boundary after boundary `offset` (the end at the end).
    public func nextBoundary(afterUTF16Offset offset: Int) -> Int {
        let o = boundaryUTF16Offset(offset)
        guard o < utf16Count else { return utf16Count }
        let i = index(utf16: o)
        return o + text.utf16.distance(from: i, to: text.index(after: i))
    }

    /// Clamps `offset` into the text and moves it to the grapheme-cluster boundary at or before it
    /// (`roundingUp: true`: at or after it). No position handed out by `TextInput` splits a cluster.
    public func boundaryUTF16Offset(_ offset: Int, roundingUp: Bool = false) -> Int {
        let o = max(0, min(offset, utf16Count))
        if o == 0 || o == utf16Count || landmarks.landmark(atUTF16: o) != nil { return o }
        let i = index(utf16: o)
        let r = roundingUp ? text.index(roundingUp: i) : text.index(roundingDown: i)
        return r == i && !i._isUTF16TrailingSurrogate ? o : utf16Offset(of: r)
    }

    /// ``boundaryUTF16Offset(_:roundingUp:)`` (rounding down) for a caret the editor moves to:
    /// the boundary's rope index is kept as a landmark, because the next keystroke edits there.
    mutating func locateCaret(_ offset: Int) -> Int {
        let o = max(0, min(offset, utf16Count))
        if o == 0 || o == utf16Count || landmarks.landmark(atUTF16: o) != nil { return o }
        let i = text.utf16.index(text.startIndex, offsetBy: o)
        let r = text.index(roundingDown: i)
        let u = r == i && !i._isUTF16TrailingSurrogate ? o : utf16Offset(of: r)
        landmarks.record(.init(utf16: u, character: nil, index: r))
        return u
    }

    /// The same document with no landmarks: every lookup walks the rope (for tests comparing both).
    func forgettingLandmarks() -> IntensityDocument {
        var copy = self
        copy.landmarks.removeAll()
        return copy
    }

    // MARK: Editing

    /// What an edit changed, in both units, so callers (selection, undo, layout) can follow it.
    public struct Edit: Sendable, Equatable {
        /// UTF-16 range that was replaced (before the edit).
        public var replacedUTF16: Range<Int>
        /// UTF-16 length of the text that replaced it.
        public var insertedUTF16Count: Int
        /// Grapheme-cluster range whose intensities were replaced (before the edit; includes any
        /// neighbouring cluster that the new text merged with).
        public var replacedCharacters: Range<Int>
        /// Number of clusters now in that place.
        public var insertedCharacterCount: Int
        /// True when the new text merged with no neighbouring cluster: the inserted clusters are
        /// exactly the fragment's, and both ends of the inserted range are cluster boundaries.
        public var isClean: Bool
    }

    /// Replaces UTF-16 `range` (rounded outwards to cluster boundaries) with `fragment`.
    ///
    /// Intensities of new clusters come from the fragment. When the new text merges with a
    /// neighbouring cluster (a combining mark typed after a letter, a ZWJ joining two emoji), the
    /// merged cluster keeps the intensity and attributes of the cluster it started in.
    @discardableResult
    public mutating func replace(utf16Range range: Range<Int>, with fragment: DocumentFragment) -> Edit {
        // Locate the range with as few O(log n) walks as possible: one UTF-16 walk to its start,
        // a local walk to its end, one cluster-count walk for the intensity offset.
        let n16 = utf16Count
        let lower = max(0, min(range.lowerBound, n16)), upper = max(lower, min(range.upperBound, n16))
        let (lo, hi, a, b, ca, cb) = locate(lower, upper)
        let oldCount = text.count
        let atEnd = b == n16
        let inherit = paragraphFormat(atCharacterOffset: cb)
        let removedSeparator = ca < cb && text[lo..<hi].contains(where: Self.isParagraphSeparator)
        let insertsSeparator = fragment.string.contains(where: Self.isParagraphSeparator)

        if a == b {
            text.insert(contentsOf: fragment.string, at: lo)
        } else if fragment.string.isEmpty {
            // Not `removeSubrange`: BigString's removal never re-finds the cluster breaks at the
            // cut, so joining two clusters ("\r" "o" "\n" → "\r\n") leaves a stale character count
            // and later edits trap inside it; `replaceSubrange` rebuilds the breaks.
            text.replaceSubrange(lo..<hi, with: "")
        } else {
            text.replaceSubrange(lo..<hi, with: fragment.string)
        }
        landmarks.removeAll()
        let newCount = text.count
        let insLen = fragment.utf16Count
        // Boundaries before `a` cannot change, so when `a` is still a boundary `ca` clusters precede it.
        // The text before `lo` is unchanged, so `a` sits at the same UTF-8 offset: reach it and the
        // end of the new text through the UTF-8 metric, which needs no scan inside a chunk (a UTF-16
        // walk, even one unit back from the end, counts the chunk's code units from its start).
        // At the end, step back from the end instead of descending from the start.
        let nA = atEnd ? text.utf8.index(text.endIndex, offsetBy: -fragment.string.utf8.count)
            : text.utf8.index(text.startIndex, offsetBy: lo.utf8Offset)
        let nLo = text.index(roundingDown: nA)
        let newLoChar = nLo == nA ? ca : text.distance(from: text.startIndex, to: nLo)
        let nBRaw = atEnd ? text.endIndex : text.utf8.index(nA, offsetBy: fragment.string.utf8.count)
        let nHi = text.index(roundingUp: nBRaw)
        let newHiChar = newLoChar + text.distance(from: nLo, to: nHi)
        let keptPrefix = min(newLoChar, ca)
        let keptSuffix = min(newCount - newHiChar, oldCount - cb)
        let middleCount = newCount - keptPrefix - keptSuffix
        let removed = keptPrefix..<(oldCount - keptSuffix)

        if keptPrefix == ca && removed.upperBound == cb && middleCount == fragment.intensities.count {
            intensities.replaceSubrange(removed, with: fragment.intensities)
            attributes.replaceSubrange(removed, with: fragment.attributes)
            paragraphs.replaceSubrange(removed, with: Self.paragraphRuns(for: fragment, count: middleCount, inherit: inherit))
            links = links.compactMap { $0.adjusted(removing: removed, inserting: middleCount) }
            adjustAttachments(removing: removed, inserting: middleCount, adding: fragment.attachments.map { $0.shifted(by: ca) })
            if !fragment.links.isEmpty {
                links += fragment.links.map { Link(range: ($0.range.lowerBound + ca)..<($0.range.upperBound + ca), url: $0.url) }
                links.sort { $0.range.lowerBound < $1.range.lowerBound }
            }
        } else {
            // Slow path: the new text merged with a neighbouring cluster.
            let (values, attrs) = mergedValues(of: fragment, middleCount: middleCount, keptPrefix: keptPrefix,
                                               oldRange: ca..<cb, oldCount: oldCount, replacedStart: a)
            intensities.replaceSubrange(removed, with: values)
            attributes.replaceSubrange(removed, with: attrs)
            paragraphs.replaceSubrange(removed, with: middleCount > 0 ? [.init(count: middleCount, value: inherit)] : [])
            links = links.compactMap { $0.adjusted(removing: removed, inserting: middleCount) }
            adjustAttachmentsAfterMerge(removing: removed, inserting: middleCount, replacedStart: ca)
        }
        let clean = keptPrefix == ca && removed.upperBound == cb && middleCount == fragment.intensities.count && nHi == nBRaw
        // A separator typed without a recorded format takes the paragraph's own: both halves
        // already carry it, so only recorded formats, removed separators or merges renormalize.
        if removedSeparator || (insertsSeparator && !fragment.paragraphFormats.isEmpty) || !clean {
            normalizeParagraphs(from: keptPrefix, through: keptPrefix + middleCount)
        }
        if nLo == nA { landmarks.record(.init(utf16: a, character: newLoChar, index: nLo)) }
        let hiUTF16 = a + insLen + (nHi == nBRaw ? 0 : text.utf16.distance(from: nBRaw, to: nHi))
        landmarks.record(.init(utf16: hiUTF16, character: newHiChar, index: nHi))
        return Edit(replacedUTF16: a..<b, insertedUTF16Count: insLen, replacedCharacters: removed, insertedCharacterCount: middleCount, isClean: clean)
    }

    /// `replace`'s slow path, for new text that merged with a neighbouring cluster: walks the
    /// `middleCount` new clusters from character `keptPrefix` and takes each one's intensity and
    /// attributes from where it starts — the old text before the replaced UTF-16 start, the
    /// fragment, or the old text after (`oldRange` in characters of the old text).
    private func mergedValues(of fragment: DocumentFragment, middleCount: Int, keptPrefix: Int, oldRange: Range<Int>,
                              oldCount: Int, replacedStart a: Int) -> ([UInt8], [RunArray<BaseAttributes>.Run]) {
        let ca = oldRange.lowerBound, cb = oldRange.upperBound
        let insLen = fragment.utf16Count
        var fragStarts: [Int] = []
        var u16 = 0
        for ch in fragment.string { fragStarts.append(u16); u16 += ch.utf16.count }
        var values: [UInt8] = []
        var attrs: [RunArray<BaseAttributes>.Run] = []
        var i = text.index(text.startIndex, offsetBy: keptPrefix)
        var u = utf16Offset(of: i)
        var prefixUsed = 0, suffixUsed = 0
        let prefixMerged = ca - keptPrefix
        for _ in 0..<middleCount {
            let v: UInt8, at: BaseAttributes
            if u < a {
                let k = ca - prefixMerged + prefixUsed
                v = k >= 0 && k < ca ? intensities[k] : (fragment.intensities.first ?? 0)
                at = k >= 0 && k < ca ? (attributes.value(at: k) ?? .default) : .default
                prefixUsed += 1
            } else if u < a + insLen {
                var j = 0
                var lo2 = 0, hi2 = fragStarts.count
                while lo2 < hi2 { let mid = (lo2 + hi2) / 2; if fragStarts[mid] <= u - a { j = mid; lo2 = mid + 1 } else { hi2 = mid } }
                v = j < fragment.intensities.count ? fragment.intensities[j] : 0
                at = RunArray(fragment.attributes).value(at: j) ?? .default
            } else {
                let k = cb + suffixUsed
                v = k < oldCount ? intensities[k] : (fragment.intensities.last ?? 0)
                at = k < oldCount ? (attributes.value(at: k) ?? .default) : .default
                suffixUsed += 1
            }
            values.append(v)
            if let last = attrs.last, last.value == at { attrs[attrs.count - 1].count += 1 } else { attrs.append(.init(count: 1, value: at)) }
            let next = text.index(after: i)
            u += text.utf16.distance(from: i, to: next)
            i = next
        }
        return (values, attrs)
    }

    /// Replaces UTF-16 `range` with plain text typed at one intensity.
    @discardableResult
    public mutating func replace(utf16Range range: Range<Int>, with string: String, intensity: UInt8, attributes: BaseAttributes = .default) -> Edit {
        replace(utf16Range: range, with: DocumentFragment(string, intensity: intensity, attributes: attributes))
    }

    /// Sets every cluster in UTF-16 `range` to `intensity` (clamped to 100).
    public mutating func setIntensity(_ intensity: UInt8, inUTF16Range range: Range<Int>) {
        intensities.set(min(intensity, 100), in: characterRange(forUTF16Range: range))
    }

    /// Sets the base attributes of UTF-16 `range`.
    public mutating func setAttributes(_ value: BaseAttributes, inUTF16Range range: Range<Int>) {
        attributes.set(value, in: characterRange(forUTF16Range: range))
    }

    /// Adds a link over UTF-16 `range`, replacing links it overlaps.
    public mutating func addLink(url: String, inUTF16Range range: Range<Int>) {
        let chars = characterRange(forUTF16Range: range)
        guard !chars.isEmpty, !url.isEmpty else { return }
        links.removeAll { $0.range.overlaps(chars) }
        links.append(Link(range: chars, url: url))
        links.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Removes links overlapping UTF-16 `range`.
    public mutating func removeLinks(inUTF16Range range: Range<Int>) {
        let chars = characterRange(forUTF16Range: range)
        links.removeAll { $0.range.overlaps(chars) || (chars.isEmpty && $0.range.contains(chars.lowerBound)) }
    }

    /// Replaces all links (used by the archive decoder after validation).
    internal mutating func setLinks(_ newLinks: [Link]) {
        links = newLinks.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

extension RunArray {
    init(_ runs: [Run]) {
        self.init()
        replaceSubrange(0..<0, with: runs)
    }
}

extension IntensityDocument: Equatable {
    public static func == (a: IntensityDocument, b: IntensityDocument) -> Bool {
        a.text == b.text && a.intensities == b.intensities && a.attributes == b.attributes && a.links == b.links && a.options == b.options
            && a.paragraphs == b.paragraphs && a.finalParagraph == b.finalParagraph && a.attachments == b.attachments
    }
}
