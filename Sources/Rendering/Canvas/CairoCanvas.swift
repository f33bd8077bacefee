import CPangoCairo

/// Something the scene can be drawn on with Cairo: an image (PNG, the window, the terminal), an
/// SVG or a PDF page. Sizes are in scene units (pixels for images, points for vector files).
public protocol CairoCanvas: AnyObject {
    /// The `cairo_t *` to draw with; valid for the canvas's lifetime (until `finish` for files).
    var cairo: OpaquePointer { get }
    var width: Int { get }
    var height: Int { get }
}

/// Why a canvas could not be created or written.
public enum RenderingError: Error, Equatable, CustomStringConvertible {
    /// Cairo refused to create a surface or context (`status` is Cairo's message).
    case cairo(what: String, status: String)
    /// Writing the output file failed.
    case write(path: String, message: String)
    /// SDL could not open the window (`message` is `SDL_GetError()`).
    case window(String)
    /// The canvas was already finished.
    case finished

    public var description: String {
        switch self {
        case let .cairo(what, status): "cannot create \(what): \(status)"
        case let .write(path, message): "\(path): \(message)"
        case .window(let m): "cannot open the window: \(m)"
        case .finished: "the canvas was already finished"
        }
    }

    static func check(_ status: cairo_status_t, _ what: String) throws(RenderingError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(what: what, status: String(cString: cairo_status_to_string(status)))
        }
    }
}
