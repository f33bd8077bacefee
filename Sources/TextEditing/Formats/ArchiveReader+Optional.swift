import IntensityStyle
/// The optional parts of an archive: links, options and (version 2) paragraph formats.
extension ArchiveReader {
    mutating func readLinks(count n: Int) -> [Link] {
        var links: [Link] = []
        switch root["links"] {
        case .array(let items)?:
            for (i, item) in items.enumerated() {
                let path = "links[\(i)]"
                guard let a = item.array, a.count == 3, var s = a[0].int, var e = a[1].int, let url = a[2].string else {
                    repairs.append(.init(.linkRepaired, at: path, "expected [start, end, url]; link dropped"))
                    continue
                }
                if url.isEmpty { repairs.append(.init(.linkRepaired, at: path, "empty url; link dropped")); continue }
                if s < 0 || e > n {
                    repairs.append(.init(.linkRepaired, at: path, "link \(s)..<\(e) outside 0..<\(n); clipped"))
                    s = max(0, s); e = min(n, e)
                }
                guard s < e else { repairs.append(.init(.linkRepaired, at: path, "empty link; dropped")); continue }
                if links.contains(where: { $0.range.overlaps(s..<e) }) {
                    repairs.append(.init(.linkRepaired, at: path, "overlaps an earlier link; dropped"))
                    continue
                }
                links.append(Link(range: s..<e, url: url))
            }
        case nil: break
        case let other?:
            repairs.append(.init(.wrongType, at: "links", "expected an array, found \(other.typeName); no links"))
        }
        return links
    }

    mutating func readOptions() -> DocumentOptions {
        var options = DocumentOptions()
        switch root["options"] {
        case .object(let o)?:
            if let v = o["renderScheme"] {
                if let s = v.string, let scheme = DocumentArchive.scheme(named: s) { options.renderScheme = scheme } else {
                    repairs.append(.init(.optionDefaulted, at: "options.renderScheme", "unknown scheme \(Self.describe(v)); using weight"))
                }
            }
            if let v = o["smoothing"] {
                if let s = v.string, let unit = SmoothingUnit(label: s) { options.smoothing = unit } else {
                    repairs.append(.init(.optionDefaulted, at: "options.smoothing", "unknown smoothing \(Self.describe(v)); using character"))
                }
            }
            if let v = o["animates"] {
                if let b = v.bool { options.animates = b } else {
                    repairs.append(.init(.optionDefaulted, at: "options.animates", "expected a boolean, found \(v.typeName); using true"))
                }
            }
        case nil:
            repairs.append(.init(.missingKey, at: "options", "missing; default options"))
        case let other?:
            repairs.append(.init(.wrongType, at: "options", "expected an object, found \(other.typeName); default options"))
        }
        return options
    }

    /// Formats for `count` paragraphs, or nil when the archive has none (every paragraph plain).
    mutating func readParagraphs(count: Int) -> [ParagraphFormat]? {
        guard let value = root["paragraphs"] else { return nil }
        guard let items = value.array else {
            repairs.append(.init(.wrongType, at: "paragraphs", "expected an array, found \(value.typeName); plain paragraphs"))
            return nil
        }
        var formats = [ParagraphFormat](repeating: .plain, count: count)
        for (i, item) in items.enumerated() {
            let path = "paragraphs[\(i)]"
            guard let a = item.array, a.count == 3, var s = a[0].int, var e = a[1].int else {
                repairs.append(.init(.paragraphRepaired, at: path, "expected [first, end, format]; run dropped"))
                continue
            }
            if s < 0 || e > count {
                repairs.append(.init(.paragraphRepaired, at: path, "paragraphs \(s)..<\(e) outside the text's 0..<\(count); clipped"))
                s = max(0, s); e = min(count, e)
            }
            guard s < e else { repairs.append(.init(.paragraphRepaired, at: path, "empty run; dropped")); continue }
            var notes: [ArchiveRepair] = []
            let f = ArchivedParagraphFormat.decode(a[2], path: "\(path)[2]") { notes.append(.init(.paragraphRepaired, at: $0, $1)) }
            repairs += notes
            for k in s..<e { formats[k] = f }
        }
        return formats
    }
}
