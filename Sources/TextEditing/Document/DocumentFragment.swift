/// A piece of intensity-attributed text outside a document: what is inserted, copied, or kept for undo.
///
/// `intensities` has one entry per `Character` of `string` (as Swift counts them in isolation);
/// `attributes` are runs over those characters; `links` and `attachments` use cluster offsets
/// relative to the fragment.
public struct DocumentFragment: Hashable, Sendable {
    public var string: String
    public var intensities: [UInt8]
    public var attributes: [RunArray<BaseAttributes>.Run]
    public var links: [Link]
    /// The format of the paragraph each paragraph separator in `string` ends, in order; nil where
    /// the separator takes the format of the paragraph it is inserted into (typed or plain text).
    public var paragraphFormats: [ParagraphFormat?]
    /// Images on U+FFFC clusters, sorted by offset (copy and paste keep them).
    public var attachments: [PlacedAttachment]

    /// Builds a fragment; counts that do not match the text are repaired (padded with the last
    /// intensity or `BaseAttributes.default`, or truncated) so a fragment is always consistent.
    public init(string: String, intensities: [UInt8], attributes: [RunArray<BaseAttributes>.Run], links: [Link] = [],
                paragraphFormats: [ParagraphFormat?] = [], attachments: [PlacedAttachment] = []) {
        let n = string.count
        var values = intensities.map { min($0, 100) }
        if values.count > n { values.removeLast(values.count - n) }
        if values.count < n { values.append(contentsOf: repeatElement(values.last ?? 0, count: n - values.count)) }
        var runs = RunArray<BaseAttributes>()
        runs.replaceSubrange(0..<0, with: attributes)
        let covered = runs.count
        if covered > n { runs.replaceSubrange(n..<covered, with: []) }
        if covered < n { runs.replaceSubrange(covered..<covered, with: [.init(count: n - covered, value: .default)]) }
        self.string = string
        self.intensities = values
        self.attributes = runs.runs
        self.links = links.compactMap { link in
            let lo = max(0, link.range.lowerBound), hi = min(n, link.range.upperBound)
            return lo < hi && !link.url.isEmpty ? Link(range: lo..<hi, url: link.url) : nil
        }
        self.paragraphFormats = paragraphFormats.isEmpty ? [] : Self.fitted(paragraphFormats, to: string)
        self.attachments = attachments.isEmpty ? [] : Self.valid(attachments, in: string)
    }

    /// The attachments that sit on a U+FFFC of `string`, one per cluster, sorted.
    static func valid(_ attachments: [PlacedAttachment], in string: String) -> [PlacedAttachment] {
        let characters = Array(string)
        var seen = Set<Int>()
        return attachments.sorted { $0.offset < $1.offset }.filter {
            $0.offset >= 0 && $0.offset < characters.count && ImageAttachment.canCarry(characters[$0.offset]) && seen.insert($0.offset).inserted
        }
    }

    /// One image at one intensity: a single U+FFFC carrying `attachment`.
    public init(attachment: ImageAttachment, intensity: UInt8, attributes: BaseAttributes = .default) {
        self.init(String(ImageAttachment.character), intensity: intensity, attributes: attributes)
        attachments = [PlacedAttachment(offset: 0, attachment: attachment)]
    }

    /// `formats` padded with nil or truncated to one per separator of `string`.
    static func fitted(_ formats: [ParagraphFormat?], to string: String) -> [ParagraphFormat?] {
        let n = string.reduce(0) { $0 + (IntensityDocument.isParagraphSeparator($1) ? 1 : 0) }
        var f = Array(formats.prefix(n))
        if f.count < n { f += repeatElement(nil, count: n - f.count) }
        return f.contains(where: { $0 != nil }) ? f : []
    }

    /// Text typed or pasted with one intensity and one set of attributes.
    public init(_ string: String, intensity: UInt8, attributes: BaseAttributes = .default) {
        let n = string.count
        self.string = string
        self.intensities = [UInt8](repeating: min(intensity, 100), count: n)
        self.attributes = n > 0 ? [.init(count: n, value: attributes)] : []
        self.links = []
        self.paragraphFormats = []
        self.attachments = []
    }

    /// The empty fragment (a deletion).
    public static let empty = DocumentFragment("", intensity: 0)

    public var isEmpty: Bool { string.isEmpty }
    /// Length in UTF-16 code units (the unit of `TextInput` positions).
    public var utf16Count: Int { string.utf16.count }

    public static func == (a: DocumentFragment, b: DocumentFragment) -> Bool {
        a.string == b.string && a.intensities == b.intensities && a.attributes == b.attributes && a.links == b.links
            && a.paragraphFormats == b.paragraphFormats && a.attachments == b.attachments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(intensities)
    }

    /// Appends `other` when it is known not to merge with this fragment's last cluster (the editor
    /// knows this from a clean edit); O(len(other)), no re-validation.
    mutating func appendSeamless(_ other: DocumentFragment) {
        let shift = intensities.count
        string += other.string
        intensities += other.intensities
        for run in other.attributes {
            if let last = attributes.last, last.value == run.value { attributes[attributes.count - 1].count += run.count } else { attributes.append(run) }
        }
        if !other.links.isEmpty {
            links += other.links.map { Link(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), url: $0.url) }
        }
        if !other.attachments.isEmpty { attachments += other.attachments.map { $0.shifted(by: shift) } }
        if !paragraphFormats.isEmpty || !other.paragraphFormats.isEmpty {
            paragraphFormats = Self.joinedFormats(self, other, string)
        }
    }

    /// The separator formats of `a` followed by `b`'s, fitted to `joined` (plain fragments keep
    /// an empty list, so their separators count as nil).
    static func joinedFormats(_ a: DocumentFragment, _ b: DocumentFragment, _ joined: String) -> [ParagraphFormat?] {
        func full(_ f: DocumentFragment) -> [ParagraphFormat?] {
            f.paragraphFormats.isEmpty ? Array(repeating: nil, count: f.string.reduce(0) { $0 + (IntensityDocument.isParagraphSeparator($1) ? 1 : 0) }) : f.paragraphFormats
        }
        return fitted(full(a) + full(b), to: joined)
    }

    /// Concatenation (used to coalesce undo groups).
    public static func + (a: DocumentFragment, b: DocumentFragment) -> DocumentFragment {
        let shift = a.intensities.count
        let joined = a.string + b.string
        if joined.count == a.string.count + b.string.count {
            return DocumentFragment(string: joined, intensities: a.intensities + b.intensities,
                                    attributes: a.attributes + b.attributes,
                                    links: a.links + b.links.map { Link(range: ($0.range.lowerBound + shift)..<($0.range.upperBound + shift), url: $0.url) },
                                    paragraphFormats: joinedFormats(a, b, joined),
                                    attachments: a.attachments + b.attachments.map { $0.shifted(by: shift) })
        }
        // The seam merged two clusters: the merged cluster keeps the left side's values.
        var values = a.intensities + b.intensities.dropFirst()
        values = Array(values.prefix(joined.count))
        return DocumentFragment(string: joined, intensities: values, attributes: a.attributes + b.attributes, links: a.links,
                                paragraphFormats: joinedFormats(a, b, joined),
                                attachments: a.attachments + b.attachments.map { $0.shifted(by: shift - 1) })
    }
}
