import SafeFiles
import TextEditing

/// A document saved where a command was asked to (`replay --document FILE`): the format follows
/// the file's extension (.json/.pbdoc archive, .txt plain text, .html with intensity styles,
/// .md CommonMark through libcmark),
/// written atomically.
enum DocumentOutput {
    enum Format: String, CaseIterable { case archive, text, html, markdown }

    /// The format a path's extension names, or nil for an extension Pressboard does not write.
    static func format(of path: String) -> Format? {
        let ext = path.split(separator: "/").last.flatMap { $0.contains(".") ? $0.split(separator: ".").last : nil }
        switch ext.map({ $0.lowercased() }) {
        case "json", "pbdoc": return .archive
        case "txt", "text": return .text
        case "html", "htm": return .html
        case "md", "markdown": return .markdown
        default: return nil
        }
    }

    /// Rejects, before any work, a path whose format is unknown or that cannot be written.
    static func check(_ path: String?, option: String) throws {
        guard let path else { return }
        guard format(of: path) != nil else {
            throw CommandFailure(message: "\(option) \(path): unknown format; end the name in .json (archive), .txt, .html or .md")
        }
        try OutputCheck.file(path, option: option)
    }

    static func write(_ document: IntensityDocument, to path: String, look: SceneLook) throws {
        let bytes: [UInt8]
        switch format(of: path) ?? .archive {
        case .archive: bytes = DocumentArchive.encode(document)
        case .text: bytes = PlainTextFormat.encode(document)
        case .html: bytes = HTMLFormat.encode(document, scheme: look.scheme, smoothing: look.smoothing)
        case .markdown: bytes = MarkdownWriter.write(document)
        }
        try AtomicFile.write(bytes, to: path)
    }
}
