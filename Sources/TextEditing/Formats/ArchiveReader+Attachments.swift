/// Version 3's attachments: `[[offset, {"path", "width", "height", "hash", "alt"}], …]`, the
/// offset in grapheme clusters. An entry that contradicts the text — not on a U+FFFC, outside
/// it, a second one on one cluster — or is malformed is dropped with a repair; the text is kept.
extension ArchiveReader {
    mutating func readAttachments(text: String) -> [PlacedAttachment] {
        guard let value = root["attachments"] else { return [] }
        guard let items = value.array else {
            repairs.append(.init(.wrongType, at: "attachments", "expected an array, found \(value.typeName); no attachments"))
            return []
        }
        let characters = Array(text)
        var out: [PlacedAttachment] = []
        var taken = Set<Int>()
        for (i, item) in items.enumerated() {
            let path = "attachments[\(i)]"
            func drop(_ why: String) { repairs.append(.init(.attachmentRepaired, at: path, "\(why); attachment dropped, text kept")) }
            guard let a = item.array, a.count == 2, let offset = a[0].int, let fields = a[1].object else {
                drop("expected [offset, {path, width, height, hash, alt}]"); continue
            }
            guard offset >= 0 && offset < characters.count else { drop("offset \(offset) outside the text's 0..<\(characters.count) clusters"); continue }
            guard ImageAttachment.canCarry(characters[offset]) else { drop("cluster \(offset) is not U+FFFC"); continue }
            guard !taken.contains(offset) else { drop("a second attachment on cluster \(offset)"); continue }
            guard let attachment = attachment(fields, at: path) else { continue }
            taken.insert(offset)
            out.append(PlacedAttachment(offset: offset, attachment: attachment))
        }
        return out
    }

    /// One entry's fields; a missing path drops it, a bad size or hash makes it unresolved (drawn as a placeholder).
    private mutating func attachment(_ o: [String: JSONValue], at path: String) -> ImageAttachment? {
        guard let file = o["path"]?.string, !file.isEmpty else {
            repairs.append(.init(.attachmentRepaired, at: path + ".path", "missing or empty; attachment dropped, text kept"))
            return nil
        }
        var width = o["width"]?.int ?? -1, height = o["height"]?.int ?? -1
        var hash: UInt64? = nil
        if let h = o["hash"], h != .null {
            hash = h.string.flatMap(ContentHash.parse)
            if hash == nil { repairs.append(.init(.attachmentRepaired, at: path + ".hash", "expected 16 hex digits, found \(Self.describe(h)); the image is drawn as changed")) }
        }
        if width < 0 || height < 0 || width > ImageHeader.maximumSide || height > ImageHeader.maximumSide {
            repairs.append(.init(.attachmentRepaired, at: path, "pixel size \(width) × \(height) is not valid; size unknown"))
            width = 0; height = 0
        }
        return ImageAttachment(path: file, pixelWidth: width, pixelHeight: height, contentHash: hash, alt: o["alt"]?.string ?? "")
    }
}
