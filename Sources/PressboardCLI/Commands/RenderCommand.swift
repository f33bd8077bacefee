import SafeFiles
import ArgumentParser
import IntensityStyle
import Rendering
import TextEditing

/// `pressboard render`: a saved document drawn in a render scheme, as PNG, SVG, PDF, HTML or
/// ANSI text for a terminal.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a document's intensities as PNG, SVG, PDF, HTML or terminal text.",
        discussion: """
        Reads a document (the JSON archive, or plain text at --intensity) and draws it with the
        layout engine in the chosen scheme: weight (9 weights, UltraLight…Black), hue (20 steps,
        green→yellow→red), alpha (8 opacities), size (base−5…base+4), fade (10 greys), pulse (the
        fade, pulsing) or shadow (coloured shadows green→red, pulsing). --scheme and --smoothing
        override the document's own choice without changing the document. Hue, alpha, pulse and
        shadow pulse: an SVG carries the pulse as SMIL animation (--no-animation for a still picture at --time);
        PNG and PDF show the pulse at --time seconds. The same document always gives the same bytes.
        --theme FILE styles headings, quotes, code, lists and links (Themes/README.md) in the
        pictures; the HTML, Markdown and text exports carry the structure, not the theme.
        """
    )

    @Argument(help: "The document (.json/.pbdoc archive, .md Markdown or .txt).")
    var document: String

    @OptionGroup var look: LookOptions

    @Flag(help: "Add a legend of the scheme's scale (intensity 0…100) below the picture.")
    var legend = false

    @Option(help: "Write a PNG file.")
    var png: String?
    @Option(help: "Write an SVG file.")
    var svg: String?
    @Option(help: "Write a PDF file.")
    var pdf: String?
    @Option(help: "Write an HTML file (TextEditing's export with inline intensity styles).")
    var html: String?

    @Option(help: "Write a Markdown file (CommonMark through libcmark: text, lists, headings, quotes, code, emphasis, links).")
    var md: String?

    @Option(help: "Write a plain text file (list markers as • and 1. with indentation).")
    var txt: String?
    @Flag(help: "Print the picture as ANSI 24-bit colour text.")
    var terminal = false
    @Option(help: "Terminal columns for --terminal.")
    var columns: Int = 100

    @OptionGroup var screen: ScreenOptions
    var width: Int { screen.width ?? ScreenOptions.defaultWidth }
    /// The picture's height: `--screen-height`, else fitted to the text.
    var height: Int? { screen.height }
    @Option(help: "Seconds on the pulse clock (phase of hue and alpha pulses).")
    var time: Double = 0
    @Flag(help: "No pulse: neither animated SVG nor the black layer.")
    var noAnimation = false
    @Option(help: "Intensity given to every character of a plain-text document (0–100).")
    var intensity: Int = 40

    @Option(name: .customLong("image-size"), help: "Long side of image thumbnails in pixels: 32, 64 or 160 (default: the theme's image.thumbnailSize, else 64).")
    var imageSize: Int?

    func validate() throws {
        if png == nil && svg == nil && pdf == nil && html == nil && md == nil && txt == nil && !terminal {
            throw ValidationError("give at least one of --png, --svg, --pdf, --html, --md, --txt OUT or --terminal")
        }
        if width < 16 || width > 20_000 { throw ValidationError("--screen-width must be 16…20000") }
        if let height, height < 16 || height > 20_000 { throw ValidationError("--screen-height must be 16…20000") }
        if !(0...100).contains(intensity) { throw ValidationError("--intensity must be 0…100") }
        if columns < 1 || columns > 1000 { throw ValidationError("--columns must be 1…1000") }
        if let imageSize, !ImageAttachment.thumbnailSides.contains(imageSize) { throw ValidationError("--image-size must be 32, 64 or 160") }
    }

    func run() throws {
        for (path, option) in [(png, "--png"), (svg, "--svg"), (pdf, "--pdf"), (html, "--html")] { try OutputCheck.file(path, option: option) }
        let loaded: (document: IntensityDocument, repairs: [ArchiveRepair])
        do {
            loaded = try IntensityDocument.load(from: document, plainTextIntensity: UInt8(intensity))
        } catch {
            // A damaged file is not a usage mistake: exit 1 with the located message, no usage line.
            throw CommandFailure(message: error.description)
        }
        for r in loaded.repairs { printError("repaired: \(r)") }
        let doc = loaded.document
        let schemeOverride = look.scheme
        let smoothingOverride = look.smoothing
        var theme = try LookOptions.sceneTheme(look.themeSpec(user: UserConfiguration()))
        if let imageSize { theme.imageThumbnailSide = imageSize }
        if let html {
            let encoded = HTMLFormat.encode(doc, scheme: schemeOverride, smoothing: smoothingOverride, imageSide: theme.imageThumbnailSide)
            do { try AtomicFile.write(encoded, to: html) }
            catch { throw ValidationError(error.description) }
        }
        if let md { try write(MarkdownWriter.write(doc), to: md) }
        if let txt { try write(PlainTextFormat.encode(doc), to: txt) }
        let renderer = SceneRenderer(theme: theme)
        var snapshot = SceneSnapshot(document: doc, schemeOverride: schemeOverride, smoothingOverride: smoothingOverride,
                                     animatesOverride: noAnimation ? false : nil, width: width, height: height ?? 600,
                                     time: time, showsCaret: false)
        snapshot.documentFolder = ImageFileProbe.folder(ofDocument: document)
        if height == nil { snapshot.height = max(16, renderer.fittingHeight(snapshot)) }
        snapshot.legend = legend
        if let png { try renderer.image(snapshot).writePNG(to: png) }
        if let svg { try write(renderer.svg(snapshot, animated: !noAnimation), to: svg) }
        if let pdf { try write(renderer.pdf(snapshot), to: pdf) }
        if terminal { print(try renderer.terminal(snapshot, columns: columns), terminator: "") }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        do { try AtomicFile.write(bytes, to: path) } catch { throw ValidationError(error.description) }
    }
}
