/// An image placed in the text: one U+FFFC character carries it (as IntensityAttributingKit's
/// attachments did), so UTF-16 offsets count it as one unit and the text stays plain characters.
///
/// The document stores only what identifies the file — the path as given, its pixel size and a
/// hash of its bytes — never pixels: decoding and drawing belong to Rendering. A file that was
/// missing when it was attached has size 0 × 0 and no hash; Rendering draws a labelled
/// placeholder for it, and for a file whose bytes no longer match `contentHash`.
public struct ImageAttachment: Hashable, Sendable {
    /// The character that stands for an attachment in the text (OBJECT REPLACEMENT CHARACTER).
    public static let character: Character = "\u{FFFC}"

    /// Whether `ch` can carry an attachment: it starts with U+FFFC (a combining mark typed after
    /// the image merges into its cluster and must not detach it).
    public static func canCarry(_ ch: Character) -> Bool { ch.unicodeScalars.first == "\u{FFFC}" }

    /// The file path as the user or the Markdown gave it (relative paths are kept relative; the
    /// reader of the document resolves them against its own folder).
    public var path: String
    /// Width of the original image in pixels (0 when unknown).
    public var pixelWidth: Int
    /// Height of the original image in pixels (0 when unknown).
    public var pixelHeight: Int
    /// `ContentHash` (64-bit FNV-1a) of the file's bytes when attached; nil when the file could not be read.
    public var contentHash: UInt64?
    /// Text for readers that show no image (HTML `alt`, Markdown's `![alt]`); may be empty.
    public var alt: String

    public init(path: String, pixelWidth: Int, pixelHeight: Int, contentHash: UInt64?, alt: String = "") {
        self.path = path
        self.pixelWidth = max(0, pixelWidth)
        self.pixelHeight = max(0, pixelHeight)
        self.contentHash = contentHash
        self.alt = alt
    }

    /// The last path component: the label of placeholders and of the plain-text export.
    public var fileName: String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return name.isEmpty ? path : name
    }

    /// `alt`, or the file name when there is none.
    public var label: String { alt.isEmpty ? fileName : alt }

    /// The thumbnail side drawn when no setting says otherwise, in pixels.
    public static let defaultThumbnailSide = 64
    /// The thumbnail sides a theme may choose, in pixels.
    public static let thumbnailSides = [32, 64, 160]

    /// The image scaled so its long side is `longSide` pixels, keeping its aspect ratio (each
    /// side at least 1); a square when the size is unknown. Small images are scaled up too, so
    /// every attachment of a document lines up at the chosen size.
    public func thumbnailSize(longSide: Int) -> (width: Int, height: Int) {
        Self.thumbnailSize(width: pixelWidth, height: pixelHeight, longSide: longSide)
    }

    /// `width` × `height` pixels scaled so the long side is `longSide` (a square when unknown).
    public static func thumbnailSize(width: Int, height: Int, longSide: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (longSide, longSide) }
        if width >= height {
            return (longSide, max(1, Int((Double(longSide) * Double(height) / Double(width)).rounded())))
        }
        return (max(1, Int((Double(longSide) * Double(width) / Double(height)).rounded())), longSide)
    }

    /// Whether the file's size and bytes were known when it was attached.
    public var isResolved: Bool { contentHash != nil && pixelWidth > 0 && pixelHeight > 0 }
}

/// An attachment at a grapheme-cluster offset (the cluster is a U+FFFC).
public struct PlacedAttachment: Hashable, Sendable {
    /// Grapheme-cluster offset of the U+FFFC that carries the attachment.
    public var offset: Int
    public var attachment: ImageAttachment

    public init(offset: Int, attachment: ImageAttachment) {
        self.offset = offset
        self.attachment = attachment
    }

    /// This attachment after clusters `removed` were replaced by `inserted` clusters; nil when
    /// its cluster was removed.
    func adjusted(removing removed: Range<Int>, inserting inserted: Int) -> PlacedAttachment? {
        if offset < removed.lowerBound { return self }
        if offset >= removed.upperBound { return PlacedAttachment(offset: offset + inserted - removed.count, attachment: attachment) }
        return nil
    }

    /// Shifted by `delta` clusters.
    func shifted(by delta: Int) -> PlacedAttachment { PlacedAttachment(offset: offset + delta, attachment: attachment) }
}
