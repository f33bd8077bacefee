import SafeFiles

/// Turns an image file into an ``ImageAttachment``: reads the file once (bounded), hashes its
/// bytes and reads its header — the model's facts, without decoding a pixel.
public enum ImageFileProbe {
    /// Image files above this many bytes are refused (compressed bytes; a JPEG this large is far
    /// beyond any photograph).
    public static let fileLimit = 128 << 20

    /// The attachment for the file at `path` (resolved against `folder` when relative; the
    /// attachment keeps `path` as given). Throws when the file is unreadable or not a PNG/JPEG.
    public static func attachment(path: String, relativeTo folder: String? = nil, alt: String = "") throws(ImageFileError) -> ImageAttachment {
        let bytes = try read(resolve(path, relativeTo: folder))
        let header = try ImageHeader.read(bytes, path: path)
        return ImageAttachment(path: path, pixelWidth: header.displayWidth, pixelHeight: header.displayHeight,
                               contentHash: ContentHash.of(bytes), alt: alt)
    }

    /// The attachment for `path`, or an unresolved one (size 0 × 0, no hash) when the file is
    /// missing or not an image: what Markdown import uses, since a missing file must not stop a load.
    public static func attachmentOrPlaceholder(path: String, relativeTo folder: String? = nil, alt: String = "") -> (ImageAttachment, ImageFileError?) {
        do throws(ImageFileError) {
            return (try attachment(path: path, relativeTo: folder, alt: alt), nil)
        } catch {
            return (ImageAttachment(path: path, pixelWidth: 0, pixelHeight: 0, contentHash: nil, alt: alt), error)
        }
    }

    /// The file's bytes, at most ``fileLimit``.
    public static func read(_ path: String) throws(ImageFileError) -> [UInt8] {
        do throws(FileError) { return try AtomicFile.read(path, limit: fileLimit) } catch { throw .unreadable(error) }
    }

    /// The folder of the document at `path`, which its relative image paths are read against
    /// (nil for a bare file name: the working directory).
    public static func folder(ofDocument path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` itself when absolute or when there is no folder, else `folder/path`.
    public static func resolve(_ path: String, relativeTo folder: String?) -> String {
        guard let folder, !folder.isEmpty, !path.hasPrefix("/") else { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
