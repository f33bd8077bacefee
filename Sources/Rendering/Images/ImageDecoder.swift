import CPangoCairo
import TextEditing

/// Image bytes → a ``Thumbnail``: PNG through Cairo's PNG loader (``PNGDecoder``), JPEG through
/// libjpeg-turbo with DCT scaling (``JPEGDecoder``), turned upright by its EXIF orientation. The
/// format comes from the bytes' signature, never the file name.
public enum ImageDecoder {
    /// The most pixels a decoded bitmap may have before scaling (100 MB of ARGB32): a PNG above
    /// it is rejected from its header; a JPEG above it even at 1/8 scale likewise.
    public static let maximumPixels = 25_000_000
    /// The side reported with a ``TextEditing/ImageFileError/tooLarge(path:width:height:limit:)``.
    public static let maximumSide = 5000

    /// The thumbnail of `bytes` with its long side `longSide` pixels (aspect ratio kept).
    public static func thumbnail(of bytes: [UInt8], path: String, longSide: Int) throws(ImageFileError) -> Thumbnail {
        let header = try ImageHeader.read(bytes, path: path)
        let (w, h) = ImageAttachment.thumbnailSize(width: header.displayWidth, height: header.displayHeight, longSide: longSide)
        switch header.format {
        case .png:
            let surface = try PNGDecoder.decode(bytes, header: header, path: path)
            defer { cairo_surface_destroy(surface) }  // the full bitmap lives only until it is scaled
            do { return try Thumbnail(scaling: surface, to: w, h) } catch {
                throw .undecodable(path: path, format: "PNG", detail: error.description)
            }
        case .jpeg:
            return try JPEGDecoder.withDecoded(bytes, longSide: longSide, path: path) { (surface) throws(RenderingError) in
                try Thumbnail(scaling: surface, to: w, h, orientation: header.orientation)
            }
        }
    }

    /// The thumbnail of the file at `path` (read with ``TextEditing/ImageFileProbe/read(_:)``'s bound).
    public static func thumbnail(path: String, longSide: Int) throws(ImageFileError) -> Thumbnail {
        try thumbnail(of: ImageFileProbe.read(path), path: path, longSide: longSide)
    }
}
