/// Attachments kept in step with edits: like links they are indexed by grapheme cluster, move
/// with the text around them and vanish with their U+FFFC.
extension IntensityDocument {
    /// The attachment on the cluster at `characterOffset`, if any (binary search).
    public func attachment(atCharacterOffset characterOffset: Int) -> ImageAttachment? {
        let i = firstAttachmentIndex(atOrAfter: characterOffset)
        return i < attachments.count && attachments[i].offset == characterOffset ? attachments[i].attachment : nil
    }

    /// The attachments in cluster range `chars`, with offsets relative to its start.
    func attachments(inCharacters chars: Range<Int>) -> [PlacedAttachment] {
        var out: [PlacedAttachment] = []
        var i = firstAttachmentIndex(atOrAfter: chars.lowerBound)
        while i < attachments.count, attachments[i].offset < chars.upperBound {
            out.append(attachments[i].shifted(by: -chars.lowerBound))
            i += 1
        }
        return out
    }

    private func firstAttachmentIndex(atOrAfter offset: Int) -> Int {
        var lo = 0, hi = attachments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if attachments[mid].offset < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// A clean edit: clusters `removed` became `inserted` new ones carrying `added` (document offsets).
    mutating func adjustAttachments(removing removed: Range<Int>, inserting inserted: Int, adding added: [PlacedAttachment]) {
        guard !attachments.isEmpty || !added.isEmpty else { return }
        attachments = attachments.compactMap { $0.adjusted(removing: removed, inserting: inserted) }
        if !added.isEmpty {
            attachments += added
            attachments.sort { $0.offset < $1.offset }
        }
    }

    /// An edit whose text merged with a neighbouring cluster: a merged cluster keeps the
    /// attachment of the cluster it starts with (its first scalar is unchanged); attachments
    /// of clusters absorbed in the middle of the merge are dropped.
    mutating func adjustAttachmentsAfterMerge(removing removed: Range<Int>, inserting inserted: Int, replacedStart: Int) {
        guard !attachments.isEmpty else { return }
        let first = attachments.first { $0.offset == removed.lowerBound && $0.offset < replacedStart }
        attachments = attachments.compactMap { $0.adjusted(removing: removed, inserting: inserted) }
        if let first, inserted > 0, ImageAttachment.canCarry(character(atCharacterOffset: first.offset)) {
            attachments.append(first)
            attachments.sort { $0.offset < $1.offset }
        }
    }

    /// Replaces every attachment (the archive decoder, after checking each sits on a U+FFFC).
    mutating func setAttachments(_ new: [PlacedAttachment]) {
        attachments = new.sorted { $0.offset < $1.offset }
    }
}
