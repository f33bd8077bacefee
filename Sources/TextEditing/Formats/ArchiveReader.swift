/// The stages of reading a parsed archive, one per key; each validates its part, repairs what
/// it can and appends the repair to `repairs`. Only `text` is essential: everything else has a
/// default, so damage there costs that part, never the file.
struct ArchiveReader {
    let root: [String: JSONValue]
    var repairs: [ArchiveRepair] = []
    /// The version the file claims (the current one when missing).
    var version = DocumentArchive.currentVersion

    init(root: [String: JSONValue]) { self.root = root }

    private mutating func note(_ kind: ArchiveRepair.Kind, _ path: String, _ message: String) {
        repairs.append(ArchiveRepair(kind, at: path, message))
    }

    mutating func readHeader() {
        let name = DocumentArchive.formatName, current = DocumentArchive.currentVersion
        if root["format"]?.string != name {
            note(.unknownFormat, "format", "expected \"\(name)\", found \(root["format"].map(Self.describe) ?? "nothing")")
        }
        if let v = root["version"]?.int {
            version = v
            if v > current { note(.newerVersion, "version", "version \(v) is newer than \(current); reading the keys this version knows") }
        } else {
            note(.missingVersion, "version", "missing or not an integer; reading as version \(current)")
        }
    }

    mutating func readText() -> String {
        switch root["text"] {
        case .string(let s)?: return s
        case nil: note(.missingKey, "text", "missing; the document is empty")
        case let other?: note(.wrongType, "text", "expected a string, found \(other.typeName); the document is empty")
        }
        return ""
    }

    /// One intensity per cluster of `text`, 0…100.
    mutating func readIntensities(for text: String) -> [UInt8] {
        let n = text.count, fallback = DocumentArchive.defaultIntensity
        switch root["intensities"] {
        case .array(let items)?:
            var raw = clampedIntensities(items)
            if raw.count != n && raw.count == text.utf16.count {
                note(.intensitiesConvertedFromUTF16, "intensities", "\(raw.count) values match UTF-16 units, not the \(n) clusters; each cluster takes its first unit's value")
                var converted: [Int] = []
                var u = 0
                for ch in text { converted.append(raw[u]); u += ch.utf16.count }
                raw = converted
            } else if raw.count < n {
                note(.intensitiesPadded, "intensities", "\(raw.count) values for \(n) clusters; padded")
                raw += repeatElement(raw.last ?? Int(fallback), count: n - raw.count)
            } else if raw.count > n {
                note(.intensitiesTruncated, "intensities", "\(raw.count) values for \(n) clusters; extra values dropped")
                raw.removeLast(raw.count - n)
            }
            return raw.map { UInt8($0) }
        case nil:
            note(.missingKey, "intensities", "missing; every cluster gets \(fallback)")
        case let other?:
            note(.wrongType, "intensities", "expected an array, found \(other.typeName); every cluster gets \(fallback)")
        }
        return [UInt8](repeating: fallback, count: n)
    }

    private mutating func clampedIntensities(_ items: [JSONValue]) -> [Int] {
        var raw: [Int] = []
        var previous = Int(DocumentArchive.defaultIntensity)
        for (i, item) in items.enumerated() {
            if let v = item.int {
                if v < 0 || v > 100 { note(.intensityClamped, "intensities[\(i)]", "\(v) is outside 0…100") }
                previous = min(max(v, 0), 100)
            } else {
                note(.wrongType, "intensities[\(i)]", "expected an integer, found \(item.typeName); using \(previous)")
            }
            raw.append(previous)
        }
        return raw
    }

    /// Attribute runs covering `n` clusters.
    mutating func readAttributes(count n: Int) -> RunArray<BaseAttributes> {
        var runs = RunArray<BaseAttributes>(repeating: .default, count: n)
        switch root["attributes"] {
        case .array(let items)?:
            let parsed = attributeRuns(items, count: n)
            var covered = 0
            for (range, value, i) in parsed {
                if range.lowerBound > covered {
                    note(.attributeRunRepaired, "attributes[\(i)]", "gap \(covered)..<\(range.lowerBound) before this run; default attributes there")
                } else if range.lowerBound < covered {
                    note(.attributeRunRepaired, "attributes[\(i)]", "overlaps the previous run; this run wins from \(range.lowerBound)")
                }
                runs.set(value, in: range)
                covered = max(covered, range.upperBound)
            }
            if covered < n && !parsed.isEmpty {
                note(.attributeRunRepaired, "attributes", "runs end at \(covered) of \(n); default attributes after")
            }
            if parsed.isEmpty && n > 0 && !items.isEmpty { note(.attributeRunRepaired, "attributes", "no usable run; default attributes") }
        case nil:
            if n > 0 { note(.missingKey, "attributes", "missing; default attributes") }
        case let other?:
            note(.wrongType, "attributes", "expected an array, found \(other.typeName); default attributes")
        }
        return runs
    }

    private mutating func attributeRuns(_ items: [JSONValue], count n: Int) -> [(Range<Int>, BaseAttributes, Int)] {
        var parsed: [(Range<Int>, BaseAttributes, Int)] = []
        for (i, item) in items.enumerated() {
            let path = "attributes[\(i)]"
            guard let a = item.array, a.count == 3, var s = a[0].int, var e = a[1].int, let raw = a[2].int else {
                note(.attributeRunRepaired, path, "expected [start, end, value] integers; run dropped")
                continue
            }
            if s < 0 || e > n {
                note(.attributeRunRepaired, path, "run \(s)..<\(e) outside 0..<\(n); clipped")
                s = max(0, s); e = min(n, e)
            }
            guard s < e else { note(.attributeRunRepaired, path, "empty run; dropped"); continue }
            var value = BaseAttributes.default
            if let v = BaseAttributes(rawValue: raw) { value = v } else {
                note(.attributeRunRepaired, path, "invalid value \(raw); default attributes used")
            }
            parsed.append((s..<e, value, i))
        }
        return parsed.sorted { $0.0.lowerBound < $1.0.lowerBound }
    }

    static func describe(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): "\"\(s)\""
        case .number(let d): d.isFinite ? "\(d)" : "a number out of range"
        case .bool(let b): "\(b)"
        default: v.typeName
        }
    }
}
