import CCmark

/// Markdown (CommonMark, parsed by libcmark, the reference implementation) into a document with
/// paragraph structure: headings, block quotes, code blocks (one paragraph per line), nested
/// bullet and ordered lists with their start numbers, emphasis (italic), strong (bold), links and
/// images (`![alt](path)` becomes an attachment; a relative path is read against `folder`, the
/// Markdown file's own, and a missing or unreadable image becomes an unresolved attachment
/// with a warning — drawn as a placeholder — never a failed read).
/// The walk is cmark's iterator, so nesting depth costs no stack; list levels deeper than
/// `ParagraphFormat.maximumLevel` are clamped with a warning.
public enum MarkdownReader {
    /// Something the reader changed to fit the document model.
    public struct Warning: Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The document for `bytes`; invalid UTF-8 becomes U+FFFD (with a warning).
    public static func read(_ bytes: [UInt8], intensity: UInt8 = DocumentArchive.defaultIntensity,
                            options: DocumentOptions = DocumentOptions(), folder: String? = nil) -> (document: IntensityDocument, warnings: [Warning]) {
        var builder = Builder(intensity: intensity, options: options)
        builder.folder = folder
        if String(validating: bytes, as: UTF8.self) == nil {
            builder.warn("the file is not valid UTF-8; invalid bytes became U+FFFD")
        }
        let root = bytes.withUnsafeBufferPointer { buf in
            buf.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buf.count) { cmark_parse_document($0, buf.count, CMARK_OPT_VALIDATE_UTF8) }
            } ?? nil
        }
        guard let root else { return (IntensityDocument(options: options), builder.warnings) }
        defer { cmark_node_free(root) }
        let iter = cmark_iter_new(root)
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iter) else { continue }
            builder.visit(node, entering: event == CMARK_EVENT_ENTER)
        }
        return builder.finish()
    }

    struct Builder {
        var document: IntensityDocument
        var formats: [ParagraphFormat] = []
        var warnings: [Warning] = []
        let intensity: UInt8
        var lists: [ListKind] = []
        var quoteDepth = 0
        var emphasis = 0, strong = 0
        var links: [(start: Int, url: String)] = []
        var clampedLevel = false
        /// Folder that relative image paths are read against.
        var folder: String?
        /// The image being read (its alt text collects here, not in the document); nesting depth.
        var imageAlt = "", imageDepth = 0

        init(intensity: UInt8, options: DocumentOptions) {
            self.intensity = intensity
            document = IntensityDocument(options: options)
        }

        mutating func warn(_ m: String) { warnings.append(Warning(message: m)) }

        mutating func append(_ s: String) {
            guard !s.isEmpty else { return }
            if imageDepth > 0 { imageAlt += s; return }
            let end = document.utf16Count
            document.replace(utf16Range: end..<end, with: s, intensity: intensity,
                             attributes: BaseAttributes(bold: strong > 0, italic: emphasis > 0))
        }

        /// Starts a paragraph with the structure of where the walk is.
        mutating func startParagraph(_ block: BlockKind) {
            if !formats.isEmpty { append("\n") }
            var f = ParagraphFormat(block: quoteDepth > 0 && block == .paragraph ? .quote : block)
            if let kind = lists.last {
                if lists.count - 1 > ParagraphFormat.maximumLevel && !clampedLevel {
                    warn("lists nested deeper than \(ParagraphFormat.maximumLevel + 1) levels are shown at level \(ParagraphFormat.maximumLevel + 1)")
                    clampedLevel = true
                }
                f.list = kind
                f.level = min(lists.count - 1, ParagraphFormat.maximumLevel)
            }
            formats.append(f)
        }

        static func literal(_ node: OpaquePointer) -> String {
            cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        }

        mutating func visit(_ node: OpaquePointer, entering: Bool) {
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_LIST:
                if entering {
                    lists.append(cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? .number(start: Int(cmark_node_get_list_start(node))) : .bullet)
                } else if !lists.isEmpty { lists.removeLast() }
            case CMARK_NODE_BLOCK_QUOTE: quoteDepth += entering ? 1 : -1
            case CMARK_NODE_PARAGRAPH: if entering { startParagraph(.paragraph) }
            case CMARK_NODE_HEADING: if entering { startParagraph(.heading(Int(cmark_node_get_heading_level(node)))) }
            case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK:
                var body = Self.literal(node)
                if body.hasSuffix("\n") { body.removeLast() }
                // A comment block is invisible (cmark writes `<!-- end list -->` between lists).
                if type == CMARK_NODE_HTML_BLOCK && body.hasPrefix("<!--") && body.hasSuffix("-->") { break }
                for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                    startParagraph(type == CMARK_NODE_CODE_BLOCK ? .code : .paragraph)
                    append(String(line))
                }
            case CMARK_NODE_THEMATIC_BREAK:
                startParagraph(.paragraph); append("———")
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE: append(Self.literal(node))
            case CMARK_NODE_SOFTBREAK: append(" ")
            case CMARK_NODE_LINEBREAK: append("\u{2028}")
            case CMARK_NODE_EMPH: emphasis += entering ? 1 : -1
            case CMARK_NODE_STRONG: strong += entering ? 1 : -1
            case CMARK_NODE_LINK:
                if entering {
                    links.append((document.utf16Count, cmark_node_get_url(node).map { String(cString: $0) } ?? ""))
                } else if let l = links.popLast(), !l.url.isEmpty {
                    document.addLink(url: l.url, inUTF16Range: l.start..<document.utf16Count)
                }
            case CMARK_NODE_IMAGE: image(node, entering: entering)
            default: break
            }
        }

        /// `![alt](path)`: the alt text is collected while inside, the attachment placed on leaving.
        mutating func image(_ node: OpaquePointer, entering: Bool) {
            if entering {
                if imageDepth == 0 { imageAlt = "" }
                imageDepth += 1
                return
            }
            imageDepth -= 1
            guard imageDepth == 0 else { return }
            let path = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            guard !path.isEmpty else { append(imageAlt); return }
            let (attachment, error) = ImageFileProbe.attachmentOrPlaceholder(path: path, relativeTo: folder, alt: imageAlt)
            if let error { warn("image \(error); drawn as a placeholder") }
            let end = document.utf16Count
            document.replace(utf16Range: end..<end, with: DocumentFragment(attachment: attachment, intensity: intensity,
                                                                           attributes: BaseAttributes(bold: strong > 0, italic: emphasis > 0)))
        }

        mutating func finish() -> (document: IntensityDocument, warnings: [Warning]) {
            document.setParagraphFormats(formats)
            return (document, warnings)
        }
    }
}
