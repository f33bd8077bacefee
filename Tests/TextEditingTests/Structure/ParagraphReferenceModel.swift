@testable import TextEditing

/// The simplest statement of how paragraph formats follow text edits: each separator carries
/// the format of the paragraph it ends, the last paragraph has its own; inserted separators
/// without a recorded format take the format of the paragraph they land in.
struct ParagraphReferenceModel {
    var chars: [Character] = []
    /// Parallel to `chars`: the format of each separator (nil for other characters).
    var formats: [ParagraphFormat?] = []
    var final = ParagraphFormat.plain

    var string: String { String(chars) }
    var paragraphFormats: [ParagraphFormat] { formats.compactMap { $0 } + [final] }

    /// The format of the paragraph holding character `i`.
    func format(at i: Int) -> ParagraphFormat {
        formats[i...].first(where: { $0 != nil }).flatMap { $0 } ?? final
    }

    mutating func replace(_ r: Range<Int>, with text: [Character], separatorFormats: [ParagraphFormat?]) {
        let inherit = format(at: r.upperBound)
        var k = 0
        let new: [ParagraphFormat?] = text.map { c in
            guard IntensityDocument.isParagraphSeparator(c) else { return nil }
            defer { k += 1 }
            return k < separatorFormats.count ? (separatorFormats[k] ?? inherit) : inherit
        }
        chars.replaceSubrange(r, with: text)
        formats.replaceSubrange(r, with: new)
    }

    /// Sets `f` on every paragraph touching characters `r` (the caret's for an empty range).
    mutating func set(_ f: ParagraphFormat, touching r: Range<Int>) {
        var start = r.lowerBound
        while start > 0 && formats[start - 1] == nil { start -= 1 }
        let last = r.isEmpty ? r.lowerBound : r.upperBound - 1
        var i = start
        while i < chars.count {
            if formats[i] != nil {
                formats[i] = f
                if i >= last { return }
            }
            i += 1
        }
        final = f
    }
}
