import SafeFiles

/// The document formats, chosen by file extension.
public enum DocumentFormat: String, Sendable, CaseIterable {
    /// Largest document file read (64 MB, far beyond any typed document), so `/dev/zero` or a
    /// wrong path ends in an error instead of exhausting memory.
    public static let maximumFileSize = 64 << 20

    /// The JSON archive (`.pbdoc`, `.json`): everything is kept.
    case archive
    /// Plain UTF-8 text (`.txt`): text only.
    case plainText
    /// HTML with inline intensity styles (`.html`, `.htm`): write-only.
    case html
    /// CommonMark (`.md`, `.markdown`) through libcmark: text, structure, emphasis, links.
    case markdown

    /// The format a path's extension names; the archive for anything else.
    public init(path: String) {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "txt", "text": self = .plainText
        case "html", "htm": self = .html
        case "md", "markdown": self = .markdown
        default: self = .archive
        }
    }

    /// Saves atomically in this format.
    public func save(_ document: IntensityDocument, to path: String) throws(FileError) {
        let bytes: [UInt8] = switch self {
        case .archive: DocumentArchive.encode(document)
        case .plainText: PlainTextFormat.encode(document)
        case .html: HTMLFormat.encode(document)
        case .markdown: MarkdownWriter.write(document)
        }
        try AtomicFile.write(bytes, to: path)
    }
}

/// Why a document could not be loaded.
public enum DocumentLoadError: Error, Equatable, CustomStringConvertible {
    case file(FileError)
    case archive(ArchiveError)
    /// HTML is an export format.
    case notReadable(path: String, format: DocumentFormat)

    public var description: String {
        switch self {
        case .file(let e): e.description
        case .archive(let e): e.description
        case let .notReadable(path, format): "\(path): \(format.rawValue) documents can be written but not read"
        }
    }
}

extension IntensityDocument {
    /// Loads a document from `path` in the format its extension names, with any repairs made.
    public static func load(from path: String, plainTextIntensity: UInt8 = DocumentArchive.defaultIntensity) throws(DocumentLoadError) -> (document: IntensityDocument, repairs: [ArchiveRepair]) {
        let format = DocumentFormat(path: path)
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: DocumentFormat.maximumFileSize) } catch { throw .file(error) }
        switch format {
        case .archive:
            do { return try DocumentArchive.decode(bytes, file: path) } catch { throw .archive(error) }
        case .plainText:
            return (PlainTextFormat.decode(bytes, intensity: plainTextIntensity), [])
        case .markdown:
            let (doc, warnings) = MarkdownReader.read(bytes, intensity: plainTextIntensity, folder: ImageFileProbe.folder(ofDocument: path))
            return (doc, warnings.map { ArchiveRepair(.markdownConverted, at: path, $0.message) })
        case .html:
            throw .notReadable(path: path, format: .html)
        }
    }

    /// Saves atomically to `path` in the format its extension names.
    public func save(to path: String) throws(FileError) {
        try DocumentFormat(path: path).save(self, to: path)
    }
}
