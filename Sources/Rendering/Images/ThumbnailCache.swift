import Glibc
import TextEditing

/// Thumbnails of attachments, decoded once per (resolved path, content hash, thumbnail side)
/// and the file's modification time and size, so a frame costs one `stat` per image; a file
/// changed on disk is read again and checked against the attachment's hash.
///
/// Thread rule: one thread at a time (owned by the scene renderer).
public final class ThumbnailCache {
    /// What to draw for an attachment.
    public enum Entry {
        case image(Thumbnail)
        /// A labelled box instead of the image.
        case placeholder(PlaceholderReason)
    }

    private struct Key: Hashable {
        var path: String
        var hash: UInt64?
        var side: Int
        var modified: Int
        var size: Int
    }

    /// Entries kept before the cache starts over (each thumbnail is ≤ 160 × 160 × 4 bytes).
    public static let capacity = 256
    private var entries: [Key: Entry] = [:]

    public init() {}

    /// The thumbnail of `attachment` at `longSide` pixels, or why a placeholder is drawn.
    /// Relative paths are read against `folder` (the document's own folder; nil: the working directory).
    public func entry(for attachment: ImageAttachment, folder: String?, longSide: Int) -> Entry {
        let path = ImageFileProbe.resolve(attachment.path, relativeTo: folder)
        var st = stat()
        guard stat(path, &st) == 0 else { return .placeholder(.missing) }
        let key = Key(path: path, hash: attachment.contentHash, side: longSide, modified: Int(st.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(st.st_mtim.tv_nsec),
                      size: Int(st.st_size))
        if let hit = entries[key] { return hit }
        let entry = Self.load(path: path, expecting: attachment.contentHash, longSide: longSide)
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
        return entry
    }

    /// Reads, checks and decodes one file.
    static func load(path: String, expecting hash: UInt64?, longSide: Int) -> Entry {
        let bytes: [UInt8]
        do { bytes = try ImageFileProbe.read(path) } catch {
            if case .unreadable(let e) = error, e.isMissingFile { return .placeholder(.missing) }
            return .placeholder(.unreadable)
        }
        if let hash, ContentHash.of(bytes) != hash { return .placeholder(.changed) }
        do { return .image(try ImageDecoder.thumbnail(of: bytes, path: path, longSide: longSide)) } catch {
            switch error {
            case .notAnImage: return .placeholder(.notAnImage)
            case .tooLarge: return .placeholder(.tooLarge)
            default: return .placeholder(.unreadable)
            }
        }
    }
}

/// Why an attachment is drawn as a labelled box; `label` is the word drawn under the file name.
public enum PlaceholderReason: String, Hashable, Sendable {
    case missing, changed, unreadable
    case notAnImage = "not an image"
    case tooLarge = "too large"

    public var label: String { rawValue }
}
