import CPangoCairo

/// An SVG or PDF page the scene is drawn on, collected in memory and made deterministic:
/// PDF gets a fixed creation date (Cairo writes the current time otherwise) and SVG's
/// process-wide surface ids are renumbered in order of appearance.
///
/// Thread rule: one thread at a time (not `Sendable`).
public final class VectorCanvas: CairoCanvas {
    public enum Format: String, Sendable { case svg, pdf }

    public let format: Format
    public let width: Int
    public let height: Int
    public let cairo: OpaquePointer
    let surface: OpaquePointer
    private let sink = ByteSink()
    private var result: [UInt8]?

    /// The creation date written into PDFs: fixed, so the same scene gives the same bytes.
    public static let pdfCreationDate = "2000-01-01T00:00:00Z"

    /// A page of `width` × `height` points.
    public init(format: Format, width: Int, height: Int) throws(RenderingError) {
        self.format = format
        self.width = max(1, width)
        self.height = max(1, height)
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, closure, Double(self.width), Double(self.height))
            try RenderingError.check(cairo_surface_status(surface), "an SVG surface")
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, Double(self.width), Double(self.height))
            try RenderingError.check(cairo_surface_status(surface), "a PDF surface")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.pdfCreationDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Pressboard")
        }
        cairo = cairo_create(surface)
        try RenderingError.check(cairo_status(cairo), "a Cairo context")
    }

    deinit {
        if result == nil {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
    }

    /// Ends the page and returns the file's bytes; later calls return the same bytes.
    public func finish() throws(RenderingError) -> [UInt8] {
        if let result { return result }
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        try RenderingError.check(status, "the \(format.rawValue) file")
        let bytes = format == .svg ? SVGIdentifiers.renumbered(sink.bytes) : sink.bytes
        result = bytes
        return bytes
    }

    /// Finishes and writes the file.
    public func write(to path: String) throws(RenderingError) {
        try ByteSink.writeFile(finish(), to: path)
    }
}
