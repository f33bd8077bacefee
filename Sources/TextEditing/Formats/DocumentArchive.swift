import FoundationEssentials
import IntensityStyle

/// The versioned JSON archive of a document.
///
/// ```json
/// {"format": "pressboard.document", "version": 1, "text": "Hi",
///  "intensities": [40, 90],                  // one per grapheme cluster, 0…100
///  "attributes": [[0, 2, 276]],              // [start, end, raw] over clusters, raw as BaseAttributes.rawValue
///  "links": [[0, 2, "https://example.org"]], // [start, end, url] over clusters
///  "options": {"renderScheme": "weight", "smoothing": "character", "animates": true}}
/// ```
/// Writing is deterministic (sorted keys) so the same document gives the same bytes. Reading
/// validates everything and repairs what it can, returning the repairs as warnings: a damaged
/// archive loses as little as possible instead of failing.
public enum DocumentArchive {
    public static let formatName = "pressboard.document"
    public static let currentVersion = 1
    /// Intensity used where an archive has none (the original's default).
    public static let defaultIntensity: UInt8 = 40

    // MARK: Writing

    private struct Encoded: Encodable {
        var format: String
        var version: Int
        var text: String
        var intensities: [UInt8]
        var attributes: [[Int]]
        var links: [LinkEntry]
        var options: Options

        struct Options: Encodable { var renderScheme: String; var smoothing: String; var animates: Bool }
        struct LinkEntry: Encodable {
            var start: Int, end: Int, url: String
            func encode(to encoder: any Encoder) throws {
                var c = encoder.unkeyedContainer()
                try c.encode(start); try c.encode(end); try c.encode(url)
            }
        }
    }

    /// The archive's UTF-8 JSON bytes.
    public static func encode(_ document: IntensityDocument) -> [UInt8] {
        var attrs: [[Int]] = []
        var start = 0
        for run in document.attributes.runs {
            attrs.append([start, start + run.count, run.value.rawValue])
            start += run.count
        }
        let e = Encoded(format: formatName, version: currentVersion, text: document.string,
                        intensities: document.intensities.allValues, attributes: attrs,
                        links: document.links.map { .init(start: $0.range.lowerBound, end: $0.range.upperBound, url: $0.url) },
                        options: .init(renderScheme: document.options.renderScheme.rawValue,
                                       smoothing: document.options.smoothing.rawValue, animates: document.options.animates))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, integers and booleans cannot fail.
        return Array((try? encoder.encode(e)) ?? Data())
    }

    // MARK: Reading

    /// Reads an archive, repairing what is damaged. Throws only when the bytes are not a JSON object.
    public static func decode(_ bytes: some Collection<UInt8>, file: String? = nil) throws(ArchiveError) -> (document: IntensityDocument, repairs: [ArchiveRepair]) {
        let data = Data(bytes)
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            let (line, column) = errorLocation(in: Array(bytes))
            throw .malformedJSON(file: file, line: line, column: column, detail: "\(error)")
        }
        guard let root = value.object else { throw .notAnObject(file: file, found: value.typeName) }
        var repairs: [ArchiveRepair] = []

        // format and version
        if root["format"]?.string != formatName {
            repairs.append(.init(.unknownFormat, at: "format", "expected \"\(formatName)\", found \(root["format"].map(describe) ?? "nothing")"))
        }
        if let v = root["version"]?.int {
            if v > currentVersion { repairs.append(.init(.newerVersion, at: "version", "version \(v) is newer than \(currentVersion); reading the keys this version knows")) }
        } else {
            repairs.append(.init(.missingVersion, at: "version", "missing or not an integer; reading as version \(currentVersion)"))
        }

        // text
        var text = ""
        switch root["text"] {
        case .string(let s)?: text = s
        case nil: repairs.append(.init(.missingKey, at: "text", "missing; the document is empty"))
        case let other?: repairs.append(.init(.wrongType, at: "text", "expected a string, found \(other.typeName); the document is empty"))
        }
        let n = text.count

        // intensities
        var values: [UInt8] = []
        switch root["intensities"] {
        case .array(let items)?:
            var raw: [Int] = []
            var previous = Int(defaultIntensity)
            for (i, item) in items.enumerated() {
                if let v = item.int {
                    if v < 0 || v > 100 { repairs.append(.init(.intensityClamped, at: "intensities[\(i)]", "\(v) is outside 0…100")) }
                    previous = min(max(v, 0), 100)
                } else {
                    repairs.append(.init(.wrongType, at: "intensities[\(i)]", "expected an integer, found \(item.typeName); using \(previous)"))
                }
                raw.append(previous)
            }
            if raw.count != n && raw.count == text.utf16.count {
                repairs.append(.init(.intensitiesConvertedFromUTF16, at: "intensities", "\(raw.count) values match UTF-16 units, not the \(n) clusters; each cluster takes its first unit's value"))
                var converted: [Int] = []
                var u = 0
                for ch in text { converted.append(raw[u]); u += ch.utf16.count }
                raw = converted
            } else if raw.count < n {
                repairs.append(.init(.intensitiesPadded, at: "intensities", "\(raw.count) values for \(n) clusters; padded"))
                raw += repeatElement(raw.last ?? Int(defaultIntensity), count: n - raw.count)
            } else if raw.count > n {
                repairs.append(.init(.intensitiesTruncated, at: "intensities", "\(raw.count) values for \(n) clusters; extra values dropped"))
                raw.removeLast(raw.count - n)
            }
            values = raw.map { UInt8($0) }
        case nil:
            repairs.append(.init(.missingKey, at: "intensities", "missing; every cluster gets \(defaultIntensity)"))
            values = [UInt8](repeating: defaultIntensity, count: n)
        case let other?:
            repairs.append(.init(.wrongType, at: "intensities", "expected an array, found \(other.typeName); every cluster gets \(defaultIntensity)"))
            values = [UInt8](repeating: defaultIntensity, count: n)
        }

        // attributes
        var runs = RunArray<BaseAttributes>(repeating: .default, count: n)
        switch root["attributes"] {
        case .array(let items)?:
            var parsed: [(Range<Int>, BaseAttributes, Int)] = []
            for (i, item) in items.enumerated() {
                let path = "attributes[\(i)]"
                guard let a = item.array, a.count == 3, var s = a[0].int, var e = a[1].int, let raw = a[2].int else {
                    repairs.append(.init(.attributeRunRepaired, at: path, "expected [start, end, value] integers; run dropped"))
                    continue
                }
                if s < 0 || e > n {
                    repairs.append(.init(.attributeRunRepaired, at: path, "run \(s)..<\(e) outside 0..<\(n); clipped"))
                    s = max(0, s); e = min(n, e)
                }
                guard s < e else {
                    repairs.append(.init(.attributeRunRepaired, at: path, "empty run; dropped"))
                    continue
                }
                var value = BaseAttributes.default
                if let v = BaseAttributes(rawValue: raw) { value = v } else {
                    repairs.append(.init(.attributeRunRepaired, at: path, "invalid value \(raw); default attributes used"))
                }
                parsed.append((s..<e, value, i))
            }
            parsed.sort { $0.0.lowerBound < $1.0.lowerBound }
            var covered = 0
            for (range, value, i) in parsed {
                if range.lowerBound > covered {
                    repairs.append(.init(.attributeRunRepaired, at: "attributes[\(i)]", "gap \(covered)..<\(range.lowerBound) before this run; default attributes there"))
                } else if range.lowerBound < covered {
                    repairs.append(.init(.attributeRunRepaired, at: "attributes[\(i)]", "overlaps the previous run; this run wins from \(range.lowerBound)"))
                }
                runs.set(value, in: range)
                covered = max(covered, range.upperBound)
            }
            if covered < n && !parsed.isEmpty {
                repairs.append(.init(.attributeRunRepaired, at: "attributes", "runs end at \(covered) of \(n); default attributes after"))
            }
            if parsed.isEmpty && n > 0 && !items.isEmpty {
                repairs.append(.init(.attributeRunRepaired, at: "attributes", "no usable run; default attributes"))
            }
        case nil:
            if n > 0 { repairs.append(.init(.missingKey, at: "attributes", "missing; default attributes")) }
        case let other?:
            repairs.append(.init(.wrongType, at: "attributes", "expected an array, found \(other.typeName); default attributes"))
        }

        // links (optional)
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

        // options
        var options = DocumentOptions()
        switch root["options"] {
        case .object(let o)?:
            if let v = o["renderScheme"] {
                if let s = v.string, let scheme = scheme(named: s) { options.renderScheme = scheme } else {
                    repairs.append(.init(.optionDefaulted, at: "options.renderScheme", "unknown scheme \(describe(v)); using weight"))
                }
            }
            if let v = o["smoothing"] {
                if let s = v.string, let unit = SmoothingUnit(label: s) { options.smoothing = unit } else {
                    repairs.append(.init(.optionDefaulted, at: "options.smoothing", "unknown smoothing \(describe(v)); using character"))
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

        let fragment = DocumentFragment(string: text, intensities: values, attributes: runs.runs, links: links)
        var document = IntensityDocument(options: options)
        document.replace(utf16Range: 0..<0, with: fragment)
        return (document, repairs)
    }

    /// Accepts our names and the original's (`WeightScheme`, `HueGYRScheme`, …).
    static func scheme(named s: String) -> RenderScheme? {
        if let v = RenderScheme(rawValue: s) { return v }
        switch s {
        case "WeightScheme": return .weight
        case "HueGYRScheme": return .hue
        case "FontSizeScheme": return .size
        case "AlphaScheme": return .alpha
        default: return nil
        }
    }

    private static func describe(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): "\"\(s)\""
        case .number(let d): "\(d)"
        case .bool(let b): "\(b)"
        default: v.typeName
        }
    }

    /// Line and column (1-based) where the JSON stops being valid, found by a small structural
    /// scan (the decoder's own error does not carry a position).
    static func errorLocation(in bytes: [UInt8]) -> (Int?, Int?) {
        var scanner = JSONSyntaxScanner(bytes: bytes)
        guard let offset = scanner.firstErrorOffset() else { return (nil, nil) }
        var line = 1, column = 1
        for b in bytes.prefix(offset) {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}
