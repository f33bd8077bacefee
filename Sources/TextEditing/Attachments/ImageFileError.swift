import SafeFiles

/// Why a file could not be attached or decoded as an image; every case names the file.
public enum ImageFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, unreadable, a directory, above the size limit): the system's errno inside.
    case unreadable(FileError)
    /// The bytes are neither PNG nor JPEG (checked by their signature and header).
    case notAnImage(path: String, detail: String)
    /// A PNG or JPEG whose header or data the decoder rejected (`detail` is the library's message).
    case undecodable(path: String, format: String, detail: String)
    /// Width or height is 0 or above the limit this program decodes, in pixels.
    case tooLarge(path: String, width: Int, height: Int, limit: Int)

    public var path: String {
        switch self {
        case .unreadable(let e): e.path
        case .notAnImage(let p, _), .undecodable(let p, _, _), .tooLarge(let p, _, _, _): p
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let e): return e.description
        case let .notAnImage(path, detail): return MessageText.escaped("\(path): not a PNG or JPEG image: \(detail)")
        case let .undecodable(path, format, detail): return MessageText.escaped("\(path): cannot decode \(format): \(detail)")
        case let .tooLarge(path, w, h, limit):
            return MessageText.escaped("\(path): image of \(w) × \(h) pixels is outside 1…\(limit) pixels a side")
        }
    }
}
