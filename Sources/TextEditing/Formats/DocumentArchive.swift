import FoundationEssentials
import IntensityStyle

/// The versioned JSON archive of a document.
///
/// ```json
/// {"format": "pressboard.document", "version": 2, "text": "Hi",
///  "intensities": [40, 90],                  // one per grapheme cluster, 0…100
///  "attributes": [[0, 2, 276]],              // [start, end, raw] over clusters, raw as BaseAttributes.rawValue
///  "links": [[0, 2, "https://example.org"]], // [start, end, url] over clusters
///  "options": {"renderScheme": "weight", "smoothing": "character", "animates": true},
///  "paragraphs": [[0, 1, {"align": "center", "block": "h1", "list": "number", "start": 3,
///                 "level": 1, "background": {"color": "#FFE08AFF", "radius": 8}}]],
///  "attachments": [[5, {"path": "cat.png", "width": 640, "height": 480,
///                   "hash": "af63bd4c8601b7df", "alt": "a cat"}]]}
/// ```
/// `paragraphs` (version 2) are runs over paragraph indices `[first, end, format]`; paragraphs
/// not named are plain. Version 1 archives (no `paragraphs`) read as all plain. `attachments`
/// (version 3) put images on U+FFFC clusters by cluster offset: path as given, pixel size, the
/// `ContentHash` of the file as 16 hex digits (null when the file was missing); older archives
/// have none, and their U+FFFC characters stay plain characters.
/// Writing is deterministic (sorted keys) so the same document gives the same bytes. Reading
/// validates everything and repairs what it can, returning the repairs as warnings: a damaged
/// archive loses as little as possible instead of failing.
public enum DocumentArchive {
    public static let formatName = "pressboard.document"
    public static let currentVersion = 3
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
        var paragraphs: [ParagraphEntry]
        var attachments: [AttachmentEntry]?

        struct AttachmentEntry: Encodable {
            var offset: Int, attachment: ImageAttachment
            struct Fields: Encodable { var path: String; var width: Int; var height: Int; var hash: String?; var alt: String }
            func encode(to encoder: any Encoder) throws {
                var c = encoder.unkeyedContainer()
                try c.encode(offset)
                let a = attachment
                try c.encode(Fields(path: a.path, width: a.pixelWidth, height: a.pixelHeight, hash: a.contentHash.map(ContentHash.hex), alt: a.alt))
            }
        }
        struct Options: Encodable { var renderScheme: String; var smoothing: String; var animates: Bool }
        struct ParagraphEntry: Encodable {
            var first: Int, end: Int, format: ParagraphFormat
            func encode(to encoder: any Encoder) throws {
                var c = encoder.unkeyedContainer()
                try c.encode(first); try c.encode(end); try c.encode(ArchivedParagraphFormat(format))
            }
        }
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
                                       smoothing: document.options.smoothing.rawValue, animates: document.options.animates),
                        paragraphs: paragraphEntries(document.paragraphFormats),
                        attachments: document.attachments.isEmpty ? nil : document.attachments.map { .init(offset: $0.offset, attachment: $0.attachment) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, integers and booleans cannot fail.
        return Array((try? encoder.encode(e)) ?? Data())
    }

    /// Runs of equal non-plain formats over paragraph indices.
    private static func paragraphEntries(_ formats: [ParagraphFormat]) -> [Encoded.ParagraphEntry] {
        var out: [Encoded.ParagraphEntry] = []
        for (i, f) in formats.enumerated() where f != .plain {
            if let last = out.last, last.end == i, last.format == f { out[out.count - 1].end = i + 1 } else {
                out.append(.init(first: i, end: i + 1, format: f))
            }
        }
        return out
    }

    // MARK: Reading

    /// Reads an archive, repairing what is damaged. Throws only when the bytes are not JSON
    /// (with the line and column of the damage — invalid UTF-8 or a bad escape in the text
    /// included) or not an object; a damaged optional part is repaired and reported.
    public static func decode(_ bytes: some Collection<UInt8>, file: String? = nil) throws(ArchiveError) -> (document: IntensityDocument, repairs: [ArchiveRepair]) {
        let root = try parseRoot(Array(bytes), file: file)
        var reader = ArchiveReader(root: root)
        reader.readHeader()
        let text = reader.readText()
        let values = reader.readIntensities(for: text)
        let runs = reader.readAttributes(count: text.count)
        let links = reader.readLinks(count: text.count)
        let options = reader.readOptions()
        let attachments = reader.readAttachments(text: text)
        let fragment = DocumentFragment(string: text, intensities: values, attributes: runs.runs, links: links, attachments: attachments)
        var document = IntensityDocument(options: options)
        document.replace(utf16Range: 0..<0, with: fragment)
        if let formats = reader.readParagraphs(count: document.paragraphCount) { document.setParagraphFormats(formats) }
        return (document, reader.repairs)
    }

    /// Stage 1: the bytes as a JSON object, or a located error.
    static func parseRoot(_ bytes: [UInt8], file: String?) throws(ArchiveError) -> [String: JSONValue] {
        var scanner = JSONSyntaxScanner(bytes: bytes)
        let value: JSONValue
        do { value = try scanner.parse() } catch {
            let (line, column) = location(ofOffset: error.offset, in: bytes)
            throw .malformedJSON(file: file, line: line, column: column, detail: error.message)
        }
        guard let root = value.object else { throw .notAnObject(file: file, found: value.typeName) }
        return root
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

    /// Line and column (1-based, columns in characters) of byte `offset`.
    static func location(ofOffset offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, column = 1
        for b in bytes.prefix(offset) {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}
